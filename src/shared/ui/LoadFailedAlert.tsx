import { Alert, Button, Group, Text } from '@mantine/core';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { useErrorText } from '@/shared/i18n/useErrorText';
import { uiMessages } from './messages';

/**
 * A screen's data could not be read: what failed in the screen's own words (`sentence` gets the reason, worded
 * by useErrorText in the user's language), and Retry.
 */
export function LoadFailedAlert({
  error,
  sentence,
  onRetry,
}: {
  error: unknown;
  sentence: (reason: string) => string;
  onRetry: () => void;
}) {
  const t = useMessages(uiMessages);
  const describe = useErrorText();
  return (
    <Alert color="red" role="alert">
      <Group gap="sm">
        <Text size="sm">{sentence(describe(error))}</Text>
        <Button size="compact-sm" onClick={onRetry}>
          {t('retry')}
        </Button>
      </Group>
    </Alert>
  );
}
