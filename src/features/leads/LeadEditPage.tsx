import { Anchor, Stack, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { leadFormMessages } from '@/shared/recordForms/lead/messages';
import { LeadEditForm } from './components/LeadEditForm';
import { LeadLoader } from './components/LeadLoader';

export function LeadEditPage() {
  const t = useMessages(leadFormMessages);
  return (
    <LeadLoader>
      {(lead) => (
        <Stack gap="lg" maw={960}>
          <Anchor component={Link} to={`/leads/${lead.id}`} size="sm">
            ← {lead.name ?? `#${lead.id}`}
          </Anchor>
          <Title order={1} size="h2">
            {t('editTitle', { name: lead.name ?? `#${lead.id}` })}
          </Title>
          {/* Keyed by id: another lead gets a fresh form, never this one's leftovers. */}
          <LeadEditForm key={lead.id} lead={lead} />
        </Stack>
      )}
    </LeadLoader>
  );
}
