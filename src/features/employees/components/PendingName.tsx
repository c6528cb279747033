import { VisuallyHidden } from '@mantine/core';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { employeeMessages } from '../messages';

/** Where a name will come: a quiet placeholder, announced as loading, never the bare id. */
export function PendingName() {
  const t = useMessages(employeeMessages);
  return (
    <span aria-busy="true" title={t('nameLoading')}>
      <span aria-hidden="true">…</span>
      <VisuallyHidden>{t('nameLoading')}</VisuallyHidden>
    </span>
  );
}
