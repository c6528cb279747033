import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { leadDetailMessages } from '../messages';

/** A lead that does not exist: say so and offer the way back to the list. */
export function LeadNotFound({ id }: { id: string }) {
  const t = useMessages(leadDetailMessages);
  return (
    <Stack maw={640} align="flex-start">
      <Title order={1} size="h2">
        {t('notFoundTitle')}
      </Title>
      <Text>{t('notFoundText', { id })}</Text>
      <Button component={Link} to="/leads">
        {t('backToList')}
      </Button>
    </Stack>
  );
}
