import { Menu } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { leadListMessages } from '../messages';
import { DataMenuButton } from './DataMenuButton';

/** Opened at once: the menu is loaded by the first press of its button. */
export function DataMenuDropdown({ onExport, exporting }: { onExport: () => void; exporting: boolean }) {
  const t = useMessages(leadListMessages);
  return (
    // No focus placeholder: axe flags its presentational, focusable div inside role=menu.
    <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false} defaultOpened>
      <Menu.Target>
        <DataMenuButton />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={onExport} disabled={exporting}>
          {t('export')}
        </Menu.Item>
        <Menu.Item component={Link} to="/leads/import">
          {t('importCsv')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
