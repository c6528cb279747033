import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useSession } from '@/features/auth';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { ColorSchemeToggle } from '@/shared/ui/ColorSchemeToggle';
import { LanguageSwitch } from '@/shared/ui/LanguageSwitch';
import { loadLaterStyles } from '@/shared/ui/laterStyles';
import { AccountMenuButton } from './AccountMenuButton';
import { shellMessages } from './messages';

const loadAccountMenu = async () => {
  const [module] = await Promise.all([import('./AccountMenu'), loadLaterStyles()]);
  return { default: module.AccountMenu };
};
const AccountMenu = lazy(loadAccountMenu);

interface HeaderActionsProps {
  onShowShortcuts: () => void;
  onSignOut: () => void;
}

/** Account, language, theme, shortcuts and sign-out: in a row on wide screens, in one menu on a phone. */
export function HeaderActions({ onShowShortcuts, onSignOut }: HeaderActionsProps) {
  const t = useMessages(shellMessages);
  const { session } = useSession();
  // The phone's menu (Mantine's Menu and its popover) is fetched by the first press of its button.
  const [menuWanted, setMenuWanted] = useState(false);
  const account = session ? t('signedInAs', { name: session.username }) : '';
  const initial = session?.username.charAt(0).toUpperCase();

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
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('shortcutsTitle')}
          title={t('shortcutsTitle')}
          aria-keyshortcuts="?"
          onClick={onShowShortcuts}
        >
          <span aria-hidden="true">?</span>
        </ActionIcon>
        <Button variant="default" size="sm" onClick={onSignOut}>
          {t('signOut')}
        </Button>
      </Group>
      {menuWanted ? (
        <Suspense fallback={<AccountMenuButton initial={initial} aria-busy />}>
          <AccountMenu onShowShortcuts={onShowShortcuts} onSignOut={onSignOut} defaultOpened />
        </Suspense>
      ) : (
        <AccountMenuButton
          initial={initial}
          aria-haspopup="menu"
          aria-expanded={false}
          onPointerEnter={() => void loadAccountMenu()}
          onClick={() => setMenuWanted(true)}
        />
      )}
    </>
  );
}
