import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { uiMessages } from './messages';

/** Light/dark switch; Mantine remembers the choice in localStorage. */
export function useColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const dark = useComputedColorScheme('light') === 'dark';
  return { dark, toggle: () => setColorScheme(dark ? 'light' : 'dark') };
}

export function ColorSchemeToggle() {
  const t = useMessages(uiMessages);
  const { dark, toggle } = useColorSchemeToggle();
  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={t('colorScheme')}
      title={dark ? t('lightTheme') : t('darkTheme')}
      aria-pressed={dark}
      onClick={toggle}
    >
      <span aria-hidden="true">{dark ? '☀' : '☾'}</span>
    </ActionIcon>
  );
}
