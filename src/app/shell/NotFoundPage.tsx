import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { shellMessages } from './messages';

export function NotFoundPage() {
  const t = useMessages(shellMessages);
  return (
    <Stack p="md" maw={640} align="flex-start">
      <Title order={1} size="h2">
        {t('notFoundTitle')}
      </Title>
      <Text>{t('notFoundText')}</Text>
      <Button component={Link} to="/leads">
        {t('backToLeads')}
      </Button>
    </Stack>
  );
}
