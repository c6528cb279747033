import { Alert, Group, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { loadLaterStyles } from '@/shared/ui/laterStyles';
import { type LeadExportInput, useLeadExport } from '../hooks/useLeadExport';
import { leadListMessages } from '../messages';
import { DataMenuButton } from './DataMenuButton';

// The menu (Mantine's Menu and its popover) is fetched by the first press of its button, like the account menu.
const loadDropdown = async () => {
  const [module] = await Promise.all([import('./DataMenuDropdown'), loadLaterStyles()]);
  return { default: module.DataMenuDropdown };
};
const DataMenuDropdown = lazy(loadDropdown);
const ExportProgress = lazy(async () => ({ default: (await import('./ExportProgress')).ExportProgress }));

/** Export to CSV and import from CSV: rare, so one menu, not two buttons on the toolbar. */
export function DataMenu({ openAtOnce = false, ...props }: LeadExportInput & { openAtOnce?: boolean }) {
  const t = useMessages(leadListMessages);
  const exporter = useLeadExport(props);
  // Pressed before this code had come: the menu opens as soon as it is here.
  const [menuWanted, setMenuWanted] = useState(openAtOnce);
  const { state } = exporter;

  return (
    <Group gap="xs" wrap="nowrap">
      {menuWanted ? (
        <Suspense fallback={<DataMenuButton />}>
          <DataMenuDropdown onExport={() => void exporter.start()} exporting={state.phase === 'running'} />
        </Suspense>
      ) : (
        <DataMenuButton onPointerEnter={() => void loadDropdown()} onClick={() => setMenuWanted(true)} />
      )}
      {state.phase === 'running' && (
        <Suspense fallback={<Text size="sm">{t('exporting', { done: 0, total: 0 })}</Text>}>
          <ExportProgress progress={state.progress} onCancel={exporter.cancel} />
        </Suspense>
      )}
      {state.phase === 'done' && (
        <Text size="sm" role="status">
          {t('exportDone', { count: state.count })}
        </Text>
      )}
      {state.phase === 'cancelled' && (
        <Text size="sm" role="status">
          {t('exportCancelled')}
        </Text>
      )}
      {state.phase === 'failed' && (
        <Alert color="red" role="alert" p="xs">
          {t('exportFailed', { reason: state.reason })}
        </Alert>
      )}
    </Group>
  );
}
