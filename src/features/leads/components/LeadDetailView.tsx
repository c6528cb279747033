import { Alert, Anchor, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { Lead } from '@/api/schemas/lead';
import { LeadDeskPanel, LeadHistory } from '@/features/desk';
import { backToListLink, keepListReturn } from '@/features/leadFilters';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { leadDetailMessages } from '../messages';
import {
  AttributionSection,
  ContactSection,
  DuplicatesSection,
  PipelineSection,
  TechnicalSection,
} from './LeadSections';
import { SamePersonSection } from './SamePersonSection';

function wasJustCreated(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'justCreated' in state && state.justCreated === true;
}

/** One lead, read-only: who, where in the pipeline, where from, its duplicates, and its record. */
export function LeadDetailView({ lead }: { lead: Lead }) {
  const t = useMessages(leadDetailMessages);
  const location = useLocation();
  const justCreated = wasJustCreated(location.state);
  const firstIsOther = lead.firstId !== null && lead.firstId !== lead.id;
  const back = backToListLink(location.state, lead.id);
  return (
    <Stack gap="sm">
      <Anchor component={Link} to={back.to} state={back.state} size="sm" w="fit-content">
        ← {t('backToList')}
      </Anchor>
      <Group justify="space-between" align="center" gap="xs">
        <Title order={1} size="h2">
          {lead.name ? t('title', { name: lead.name }) : t('unnamed', { id: lead.id })}
        </Title>
        {/* The page's one filled action is in the work bar (call, or take): these two are quiet. */}
        <Group gap="xs">
          <Button
            component={Link}
            to={`/leads/${lead.id}/edit`}
            state={keepListReturn(location.state)}
            variant="default"
          >
            {t('edit')}
          </Button>
          <Button component={Link} to={`/deals/new?fromLead=${lead.id}`} variant="default">
            {t('createDeal')}
          </Button>
        </Group>
      </Group>
      <Suspense fallback={null}>
        <LeadDeskPanel lead={lead} />
      </Suspense>
      {justCreated && (
        <Alert color="green" role="status" p="xs">
          {t('justCreated')}
        </Alert>
      )}
      {lead.otherCount > 0 && (
        // An ordinary fact, said calmly: a grey notice with its link, not a warning.
        <Alert color="gray" p="xs" role={justCreated ? 'alert' : undefined}>
          <Text size="sm">
            <Text span fw={600} size="sm">
              {t('duplicatesAlertTitle')}
            </Text>
            {' — '}
            <Text span size="sm">
              {t('duplicatesAlert', { count: lead.otherCount })}
            </Text>{' '}
            {firstIsOther && (
              // Inside a sentence a link is underlined: its colour alone is not enough (axe, dark theme).
              <Anchor component={Link} to={`/leads/${lead.firstId}`} size="sm" underline="always">
                {t('openFirst', { id: lead.firstId ?? '' })}
              </Anchor>
            )}
          </Text>
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" verticalSpacing="md" mt="xs">
        <ContactSection lead={lead} />
        <PipelineSection lead={lead} />
        <AttributionSection lead={lead} />
        <DuplicatesSection lead={lead} />
        <TechnicalSection lead={lead} />
      </SimpleGrid>
      <SamePersonSection lead={lead} />
      <Suspense fallback={null}>
        <LeadHistory leadId={lead.id} />
      </Suspense>
    </Stack>
  );
}
