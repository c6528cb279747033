import { Alert, Stack, Text, Title } from '@mantine/core';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { offlineMessages } from '../messages';

/** What a screen that writes to the CRM shows when opened offline. */
export function NeedsNetworkScreen() {
  const t = useMessages(offlineMessages);
  return (
    <Stack gap="sm" maw={560}>
      <Title order={1} size="h2">
        {t('needsNetworkTitle')}
      </Title>
      <Alert color="gray" variant="light" role="status">
        <Text size="sm">{t('needsNetworkText')}</Text>
      </Alert>
    </Stack>
  );
}
