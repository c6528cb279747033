import { Anchor, Badge, Button, Group, Table } from '@mantine/core';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { Lead } from '@/api/schemas/lead';
import { useRuntimeConfig } from '@/config/ConfigContext';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { formatPhone } from '@/shared/lib/phones';
import type { LeadAction } from '../hooks/useLeadActions';
import { phoneLinks } from '../lib/phoneLinks';
import { deskMessages } from '../messages';
import { WaitingTime } from './WaitingTime';

export interface InboxRowProps {
  lead: Lead;
  /** Place in the inbox's order of leads. */
  row: number;
  /** Line of the windowed list (headings included), for the virtualiser and aria-rowindex. */
  index: number;
  measure(element: Element | null): void;
  active: boolean;
  /** Found a moment ago: marked "new". */
  fresh: boolean;
  targets: readonly [number, number];
  busy: boolean;
  owner: string;
  onFocusRow(row: number, leadId: number): void;
  onAction(lead: Lead, action: LeadAction): Promise<unknown>;
}

/** One waiting lead: waiting time, name (a link), phone, source, owner, Take and Next stage. */
export const InboxRow = memo(function InboxRow({
  lead,
  row,
  index,
  measure,
  active,
  fresh,
  targets,
  busy,
  owner,
  onFocusRow,
  onAction,
}: InboxRowProps) {
  const t = useMessages(deskMessages);
  const config = useRuntimeConfig();
  const name = lead.name ?? t('noName', { id: lead.id });
  const source = config.catalogs.sources.find((one) => one.id === lead.sourceId)?.name ?? t('noSource');
  const links = phoneLinks(lead.phone);
  return (
    <Table.Tr
      ref={measure}
      data-index={index}
      data-row={row}
      data-lead-id={lead.id}
      aria-rowindex={index + 2}
      tabIndex={active ? 0 : -1}
      aria-label={name}
      aria-busy={busy || undefined}
      onFocus={(event) => {
        if (event.target === event.currentTarget) onFocusRow(row, lead.id);
      }}
    >
      <Table.Td>
        <WaitingTime dtCreate={lead.dtCreate} targets={targets} />
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <Anchor component={Link} to={`/leads/${lead.id}`} tabIndex={-1}>
            {name}
          </Anchor>
          {fresh && (
            <Badge size="xs" variant="filled" color="blue">
              {t('newMark')}
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {links ? (
          <Anchor href={links.call} tabIndex={-1}>
            {formatPhone(lead.phone ?? '')}
          </Anchor>
        ) : null}
      </Table.Td>
      <Table.Td>{source}</Table.Td>
      <Table.Td>{owner}</Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <Button
            size="compact-sm"
            variant="light"
            tabIndex={-1}
            loading={busy}
            aria-label={t('takeLead', { name })}
            aria-keyshortcuts="T"
            onClick={() => void onAction(lead, 'take')}
          >
            {t('take')}
          </Button>
          <Button
            size="compact-sm"
            variant="default"
            tabIndex={-1}
            disabled={busy}
            aria-label={t('nextStage')}
            aria-keyshortcuts="S"
            onClick={() => void onAction(lead, 'nextStage')}
          >
            {t('nextStage')}
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
});
