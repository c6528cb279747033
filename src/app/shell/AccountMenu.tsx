import { Menu } from '@mantine/core';
import { useSession } from '@/features/auth';
import { useLocale, useMessages } from '@/shared/i18n/I18nProvider';
import { useColorSchemeToggle } from '@/shared/ui/ColorSchemeToggle';
import { LANGUAGES } from '@/shared/ui/LanguageSwitch';
import { uiMessages } from '@/shared/ui/messages';
import { AccountMenuButton } from './AccountMenuButton';
import { shellMessages } from './messages';

export interface AccountMenuProps {
  onShowShortcuts: () => void;
  onSignOut: () => void;
  /** Opened at once: the menu is loaded by the first press of its button. */
  defaultOpened?: boolean;
}

/** On a phone, account, language, theme, shortcuts and sign-out share one menu. */
export function AccountMenu({ onShowShortcuts, onSignOut, defaultOpened }: AccountMenuProps) {
  const t = useMessages(shellMessages);
  const ui = useMessages(uiMessages);
  const { session } = useSession();
  const { locale, setLocale } = useLocale();
  const scheme = useColorSchemeToggle();
  const account = session ? t('signedInAs', { name: session.username }) : '';
  return (
    // No focus placeholder: axe flags its presentational, focusable div inside role=menu.
    <Menu
      position="bottom-end"
      width={240}
      withinPortal
      withInitialFocusPlaceholder={false}
      defaultOpened={defaultOpened}
    >
      <Menu.Target>
        <AccountMenuButton initial={session?.username.charAt(0).toUpperCase()} />
      </Menu.Target>
      <Menu.Dropdown>
        {session && <Menu.Label style={{ overflowWrap: 'anywhere' }}>{account}</Menu.Label>}
        <Menu.Label>{ui('language')}</Menu.Label>
        {LANGUAGES.map((language) => (
          <Menu.Item
            key={language.value}
            lang={language.value}
            aria-current={locale === language.value ? 'true' : undefined}
            leftSection={<span aria-hidden="true">{locale === language.value ? '✓' : ''}</span>}
            onClick={() => setLocale(language.value)}
          >
            {language.name}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item onClick={scheme.toggle}>{scheme.dark ? ui('lightTheme') : ui('darkTheme')}</Menu.Item>
        <Menu.Item onClick={onShowShortcuts}>{t('shortcutsTitle')}</Menu.Item>
        <Menu.Divider />
        <Menu.Item onClick={onSignOut}>{t('signOut')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
