// Russian day and month names for the calendar; this module loads only with a form that has a date field.
import 'dayjs/locale/ru';
import { DatesProvider, DateInput as MantineDateInput } from '@mantine/dates';
import { type ComponentProps, useState } from 'react';
import { useLocale } from '@/shared/i18n/I18nProvider';

type DateInputProps = ComponentProps<typeof MantineDateInput>;

/**
 * Mantine's DateInput in the user's language, weeks starting on Monday in Russian. The calendar opens on focus
 * and click and closes as soon as a whole date is typed or picked: Mantine's own keeps it open after a typed
 * date, covering what comes below (the submit button) until the field is left.
 */
export function DateInput({
  onChange,
  onFocus,
  onClick,
  onBlur,
  onKeyDown,
  popoverProps,
  ...props
}: DateInputProps) {
  const { locale } = useLocale();
  const [opened, setOpened] = useState(false);
  return (
    <DatesProvider settings={{ locale, firstDayOfWeek: locale === 'ru' ? 1 : 0 }}>
      <MantineDateInput
        {...props}
        onChange={(value) => {
          if (value) setOpened(false);
          onChange?.(value);
        }}
        onFocus={(event) => {
          setOpened(true);
          onFocus?.(event);
        }}
        onClick={(event) => {
          setOpened(true);
          onClick?.(event);
        }}
        onBlur={(event) => {
          setOpened(false);
          onBlur?.(event);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpened(false);
          if (event.key === 'ArrowDown') setOpened(true);
          onKeyDown?.(event);
        }}
        popoverProps={{ ...popoverProps, opened, onDismiss: () => setOpened(false) }}
      />
    </DatesProvider>
  );
}
