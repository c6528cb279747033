import { MantineThemeProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { shellMessages } from './messages';

/**
 * Where toasts appear. Every toast gets a close button with a name in the current language, and a text
 * colour that reads on the toast's background in both themes.
 */
export function Toasts() {
  const t = useMessages(shellMessages);
  const closeLabel = t('closeToast');
  const toastTheme = useMemo(
    () => ({
      components: {
        Notification: {
          defaultProps: { closeButtonProps: { 'aria-label': closeLabel, title: closeLabel } },
          // Mantine draws the message in its dimmed grey, which falls below 4.5:1 on the toast.
          styles: { description: { color: 'var(--mantine-color-text)' } },
        },
      },
    }),
    [closeLabel],
  );
  return (
    <MantineThemeProvider theme={toastTheme}>
      <Notifications position="top-right" />
    </MantineThemeProvider>
  );
}
