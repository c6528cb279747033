import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { shellMessages } from './messages';

/** Shown while the first screen's code arrives, instead of a blank page. */
export function RouteLoading() {
  const t = useMessages(shellMessages);
  return (
    <Center mih="50dvh" role="status">
      <Loader aria-hidden="true" />
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
    </Center>
  );
}
