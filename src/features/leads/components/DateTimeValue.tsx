import { Tooltip, VisuallyHidden } from '@mantine/core';
import { useLocale } from '@/shared/i18n/I18nProvider';
import { formatDateTime } from '@/shared/lib/dates';

const exactFormatters = new Map<string, Intl.DateTimeFormat>();

/** Day, date, seconds and zone: the exact moment, for the tooltip. */
function exactDateTime(unixSeconds: number, locale: string, timeZone: string): string {
  const key = `${locale}|${timeZone}`;
  let formatter = exactFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'full', timeStyle: 'long' });
    exactFormatters.set(key, formatter);
  }
  return formatter.format(new Date(unixSeconds * 1000));
}

/**
 * A moment in the user's locale and zone. The exact time shows on hover (tooltip) and is read out by screen
 * readers (visually hidden text); `dateTime` gives machines the ISO form.
 */
export function DateTimeValue({ unixSeconds }: { unixSeconds: number }) {
  const { locale, timeZone } = useLocale();
  const exact = exactDateTime(unixSeconds, locale, timeZone);
  return (
    <Tooltip label={exact} events={{ hover: true, focus: false, touch: true }}>
      <time dateTime={new Date(unixSeconds * 1000).toISOString()}>
        {formatDateTime(unixSeconds, locale, timeZone, 'medium')}
        <VisuallyHidden>{` (${exact})`}</VisuallyHidden>
      </time>
    </Tooltip>
  );
}
