import { ActionIcon, Menu, Text } from '@mantine/core';
import { useState } from 'react';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { useDesk } from '../hooks/useDesk';
import { deskMessages } from '../messages';

type Permission = 'default' | 'granted' | 'denied' | 'unsupported';

function currentPermission(): Permission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/**
 * Who "me" is, and how new leads are told. The browser's permission for desktop notifications is asked only by a
 * click here, never at load; a refusal is noted in the menu and never asked again by the app.
 */
export function DeskMenu() {
  const t = useMessages(deskMessages);
  const desk = useDesk();
  const { prefs } = desk;
  const [permission, setPermission] = useState<Permission>(currentPermission);
  const check = (on: boolean) => <span aria-hidden="true">{on ? '✓' : ''}</span>;

  const toggleDesktop = async () => {
    if (prefs.desktop) {
      desk.setPrefs({ ...prefs, desktop: false });
      return;
    }
    if (permission === 'unsupported' || permission === 'denied') return;
    const answer = permission === 'granted' ? 'granted' : await Notification.requestPermission();
    setPermission(answer);
    if (answer === 'granted') desk.setPrefs({ ...prefs, desktop: true, quiet: false });
  };

  return (
    <Menu position="bottom-end" width={300} withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <ActionIcon variant="default" size="lg" aria-label={t('deskMenu')} title={t('deskMenu')}>
          <svg
            aria-hidden="true"
            width="18"
            height="18"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
            <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
          </svg>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label style={{ overflowWrap: 'anywhere' }}>
          {desk.me
            ? t('youAre', { name: desk.me.name ?? t('employeeId', { id: desk.me.id }) })
            : t('youAreUnknown')}
        </Menu.Label>
        <Menu.Item onClick={desk.changeMe}>{t('changeWho')}</Menu.Item>
        <Menu.Divider />
        <Menu.Label>{t('alertsLabel')}</Menu.Label>
        <Menu.Item
          role="menuitemcheckbox"
          aria-checked={prefs.quiet}
          leftSection={check(prefs.quiet)}
          onClick={() => desk.setPrefs({ ...prefs, quiet: !prefs.quiet })}
        >
          {t('quiet')}
        </Menu.Item>
        <Menu.Item
          role="menuitemcheckbox"
          aria-checked={prefs.desktop}
          leftSection={check(prefs.desktop)}
          disabled={!prefs.desktop && (permission === 'denied' || permission === 'unsupported')}
          onClick={() => void toggleDesktop()}
        >
          {t('desktopOn')}
        </Menu.Item>
        {permission === 'denied' && (
          <Text size="xs" c="dimmed" px="sm" pb="xs">
            {t('desktopDenied')}
          </Text>
        )}
        {permission === 'unsupported' && (
          <Text size="xs" c="dimmed" px="sm" pb="xs">
            {t('desktopUnsupported')}
          </Text>
        )}
        <Menu.Item
          role="menuitemcheckbox"
          aria-checked={prefs.sound}
          leftSection={check(prefs.sound)}
          onClick={() =>
            desk.setPrefs({ ...prefs, sound: !prefs.sound, quiet: prefs.sound ? prefs.quiet : false })
          }
        >
          {t('soundOn')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
