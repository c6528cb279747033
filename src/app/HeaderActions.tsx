import { ActionIcon, Button, Group, Menu, Text, Tooltip } from '@mantine/core';
import { useSession } from '../features/auth/SessionContext';
import { useLocale, useMessages } from '../shared/i18n/I18nProvider';
import { ColorSchemeToggle, useColorSchemeToggle } from '../shared/ui/ColorSchemeToggle';
import { LANGUAGES, LanguageSwitch } from '../shared/ui/LanguageSwitch';
import { uiMessages } from '../shared/ui/messages';
import { shellMessages } from './messages';

interface HeaderActionsProps {
  onShowShortcuts: () => void;
  onSignOut: () => void;
}

/** Account, language, theme, shortcuts and sign-out: in a row on wide screens, in one menu on a phone. */
export function HeaderActions({ onShowShortcuts, onSignOut }: HeaderActionsProps) {
  const t = useMessages(shellMessages);
  const ui = useMessages(uiMessages);
  const { session } = useSession();
  const { locale, setLocale } = useLocale();
  const scheme = useColorSchemeToggle();
  const account = session ? t('signedInAs', { name: session.username }) : '';

  return (
    <>
      <Group gap="xs" wrap="nowrap" visibleFrom="sm">
        {session && (
          <Text size="sm" c="dimmed" visibleFrom="md" truncate="end" maw={260} title={session.username}>
            {account}
          </Text>
        )}
        <LanguageSwitch />
        <ColorSchemeToggle />
        <Tooltip label={t('shortcutsTitle')}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('shortcutsTitle')}
            aria-keyshortcuts="?"
            onClick={onShowShortcuts}
          >
            <span aria-hidden="true">?</span>
          </ActionIcon>
        </Tooltip>
        <Button variant="default" size="sm" onClick={onSignOut}>
          {t('signOut')}
        </Button>
      </Group>

      {/* No focus placeholder: axe flags its presentational, focusable div inside role=menu. */}
      <Menu position="bottom-end" width={240} withinPortal withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <ActionIcon variant="light" size="lg" radius="xl" hiddenFrom="sm" aria-label={t('accountMenu')}>
            <span aria-hidden="true">{session?.username.charAt(0).toUpperCase() ?? '·'}</span>
          </ActionIcon>
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
    </>
  );
}
