import { Anchor, Button, Group, Table } from '@mantine/core';
import { type KeyboardEvent, memo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { Lead } from '@/api/schemas/lead';
import { useRuntimeConfig } from '@/config/ConfigContext';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { formatPhone } from '@/shared/lib/phones';
import type { LeadAction } from '../hooks/useLeadActions';
import { phoneLinks } from '../lib/phoneLinks';
import { deskMessages } from '../messages';
import { WaitingTime } from './WaitingTime';

export interface InboxTableProps {
  leads: readonly Lead[];
  pending: ReadonlySet<number>;
  ownerName(id: number | null): string;
  onAction(lead: Lead, action: LeadAction): void;
  /** Where "open" goes, with the inbox as the view to step through. */
  leadPath(lead: Lead): string;
}

/**
 * The waiting leads, oldest first. One row is in the tab order; ↑/↓ move it; on a row T takes, S moves to the next
 * stage, Enter opens, C calls. Keys are matched by their place on the keyboard, so the Russian layout works too.
 */
export function InboxTable({ leads, pending, ownerName, onAction, leadPath }: InboxTableProps) {
  const t = useMessages(deskMessages);
  const config = useRuntimeConfig();
  const navigate = useNavigate();
  const [activeId, setActiveId] = useState<number | null>(null);
  const body = useRef<HTMLTableSectionElement>(null);
  const activeIndex = Math.max(
    0,
    leads.findIndex((lead) => lead.id === activeId),
  );
  const targets = config.responseTargetsMinutes;
  const sourceName = (id: number | null) =>
    config.catalogs.sources.find((source) => source.id === id)?.name ?? t('noSource');

  const focusRow = (index: number) => {
    const lead = leads[Math.min(Math.max(index, 0), leads.length - 1)];
    if (!lead) return;
    setActiveId(lead.id);
    body.current?.querySelector<HTMLElement>(`tr[data-lead-id="${lead.id}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const row = (event.target as HTMLElement).closest<HTMLElement>('tr[data-lead-id]');
    if (!row) return;
    const index = leads.findIndex((lead) => String(lead.id) === row.dataset.leadId);
    const lead = leads[index];
    if (!lead) return;
    const onRow = event.target === row;
    switch (event.code) {
      case 'ArrowDown':
        focusRow(index + 1);
        break;
      case 'ArrowUp':
        focusRow(index - 1);
        break;
      case 'Home':
        focusRow(0);
        break;
      case 'End':
        focusRow(leads.length - 1);
        break;
      case 'Enter':
        if (!onRow) return;
        navigate(leadPath(lead));
        break;
      case 'KeyT':
        onAction(lead, 'take');
        break;
      case 'KeyS':
        onAction(lead, 'nextStage');
        break;
      case 'KeyC': {
        const links = phoneLinks(lead.phone);
        if (!links) return;
        globalThis.location.assign(links.call);
        break;
      }
      default:
        return;
    }
    event.preventDefault();
  };

  return (
    <Table.ScrollContainer minWidth={720}>
      <Table aria-label={t('tableLabel')} aria-describedby="inbox-row-keys" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('colWaiting')}</Table.Th>
            <Table.Th scope="col">{t('colLead')}</Table.Th>
            <Table.Th scope="col">{t('colPhone')}</Table.Th>
            <Table.Th scope="col">{t('colSource')}</Table.Th>
            <Table.Th scope="col">{t('colOwner')}</Table.Th>
            <Table.Th scope="col">{t('colActions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody ref={body} onKeyDown={onKeyDown}>
          {leads.map((lead, index) => (
            <InboxRow
              key={lead.id}
              lead={lead}
              active={index === activeIndex}
              targets={targets}
              busy={pending.has(lead.id)}
              owner={ownerName(lead.userIdOwner)}
              source={sourceName(lead.sourceId)}
              path={leadPath(lead)}
              onFocusRow={setActiveId}
              onAction={onAction}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

interface InboxRowProps {
  lead: Lead;
  active: boolean;
  targets: readonly [number, number];
  busy: boolean;
  owner: string;
  source: string;
  path: string;
  onFocusRow(leadId: number): void;
  onAction(lead: Lead, action: LeadAction): void;
}

const InboxRow = memo(function InboxRow({
  lead,
  active,
  targets,
  busy,
  owner,
  source,
  path,
  onFocusRow,
  onAction,
}: InboxRowProps) {
  const t = useMessages(deskMessages);
  const name = lead.name ?? t('noName', { id: lead.id });
  const links = phoneLinks(lead.phone);
  return (
    <Table.Tr
      data-lead-id={lead.id}
      tabIndex={active ? 0 : -1}
      aria-label={name}
      aria-busy={busy || undefined}
      onFocus={(event) => {
        if (event.target === event.currentTarget) onFocusRow(lead.id);
      }}
    >
      <Table.Td>
        <WaitingTime dtCreate={lead.dtCreate} targets={targets} />
      </Table.Td>
      <Table.Td>
        <Anchor component={Link} to={path} tabIndex={-1}>
          {name}
        </Anchor>
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
            onClick={() => onAction(lead, 'take')}
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
            onClick={() => onAction(lead, 'nextStage')}
          >
            {t('nextStage')}
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
});
