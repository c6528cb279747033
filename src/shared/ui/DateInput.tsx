// Russian day and month names for the calendar; this module loads only with a form that has a date field.
import 'dayjs/locale/ru';
import { DatesProvider, DateInput as MantineDateInput } from '@mantine/dates';
import type { ComponentProps } from 'react';
import { useLocale } from '@/shared/i18n/I18nProvider';

/** Mantine's DateInput in the user's language, weeks starting on Monday in Russian. */
export function DateInput(props: ComponentProps<typeof MantineDateInput>) {
  const { locale } = useLocale();
  return (
    <DatesProvider settings={{ locale, firstDayOfWeek: locale === 'ru' ? 1 : 0 }}>
      <MantineDateInput {...props} />
    </DatesProvider>
  );
}
