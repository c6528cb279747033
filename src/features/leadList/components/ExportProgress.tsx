import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useMessages } from '@/shared/i18n/I18nProvider';
import type { BulkProgress } from '../lib/fetchAllLeads';
import { leadListMessages } from '../messages';
import { exportProgressMessages } from './exportProgressMessages';

export function ExportProgress({ progress, onCancel }: { progress: BulkProgress; onCancel: () => void }) {
  const t = useMessages(leadListMessages);
  const tp = useMessages(exportProgressMessages);
  const { done, total, paused } = progress;
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <Stack gap={4} miw={260}>
      <Group gap="xs" justify="space-between">
        <Text size="sm" aria-live="polite">
          {paused ? tp('exportPaused') : t('exporting', { done, total })}
        </Text>
        <Button size="compact-sm" variant="default" onClick={onCancel}>
          {tp('cancelExport')}
        </Button>
      </Group>
      <Progress value={percent} aria-label={tp('exportProgress')} />
    </Stack>
  );
}
