import { Stack, Title } from '@mantine/core';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { leadFormMessages } from '@/shared/recordForms/lead/messages';
import { LeadCreateForm } from './components/LeadCreateForm';

export function LeadCreatePage() {
  const t = useMessages(leadFormMessages);
  return (
    <Stack gap="lg" maw={960}>
      <Title order={1} size="h2">
        {t('createTitle')}
      </Title>
      <LeadCreateForm />
    </Stack>
  );
}
