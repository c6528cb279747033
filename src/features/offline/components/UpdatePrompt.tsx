import { Button, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { applyAppUpdate } from '../appUpdate';
import { offlineMessages } from '../messages';
import classes from './UpdatePrompt.module.css';

/**
 * "A new version is ready — Reload": shown once a new deployment has installed beside the running one. The page
 * keeps running the version it started with until the person reloads, so nothing runs half old, half new.
 */
export function UpdatePrompt() {
  const t = useMessages(offlineMessages);
  const [reloading, setReloading] = useState(false);
  return (
    <Paper className={classes.prompt} shadow="md" withBorder p="sm" role="status" aria-live="polite">
      <Group gap="sm" wrap="nowrap">
        <Text size="sm">{t('updateReady')}</Text>
        <Button
          size="compact-sm"
          loading={reloading}
          onClick={() => {
            setReloading(true);
            void applyAppUpdate();
          }}
        >
          {t('updateReload')}
        </Button>
      </Group>
    </Paper>
  );
}
