import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { NotFoundError } from '@/api/errors';
import type { Lead } from '@/api/schemas/lead';
import { useOnline } from '@/features/offline';
import { leadIndexQueries } from '@/features/quickFind';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { useErrorText } from '@/shared/i18n/useErrorText';
import { useLeadIdParam } from '../hooks/useLeadIdParam';
import { leadDetailMessages } from '../messages';
import { leadQueries } from '../queries';
import { LeadNotFound } from './LeadNotFound';

/** Reads the route's lead and renders `children` with it; loading, 404 and failures are handled here, once. */
export function LeadLoader({ children }: { children: (lead: Lead) => ReactNode }) {
  const { id, raw } = useLeadIdParam();
  if (id === null) return <LeadNotFound id={raw} />;
  return <LeadById id={id}>{children}</LeadById>;
}

function LeadById({ id, children }: { id: number; children: (lead: Lead) => ReactNode }) {
  const t = useMessages(leadDetailMessages);
  const describe = useErrorText();
  const lead = useQuery(leadQueries.detail(id));
  // With no network the lead comes from the local copy, as the list showed it.
  const online = useOnline();
  const local = useQuery({ ...leadIndexQueries.lead(id), enabled: !online && lead.data === undefined });
  if (lead.data) return children(lead.data);
  if (!online && local.data) return children(local.data);
  if (!online && local.data === null) {
    return (
      <Alert color="gray" role="status">
        <Text size="sm">{t('notInLocalCopy', { id })}</Text>
      </Alert>
    );
  }
  if (lead.error instanceof NotFoundError) return <LeadNotFound id={String(id)} />;
  if (lead.isError) {
    return (
      <Alert color="red" role="alert">
        <Group gap="sm">
          <Text size="sm">{t('loadFailed', { reason: describe(lead.error) })}</Text>
          <Button size="compact-sm" onClick={() => void lead.refetch()}>
            {t('retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  return (
    <Group role="status" gap="sm">
      <Loader size="sm" />
      <Text>{t('loading')}</Text>
    </Group>
  );
}
