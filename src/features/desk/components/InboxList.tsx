import { Box, Button, Group, SegmentedControl, Skeleton, Table, Text, Title } from '@mantine/core';
import { useVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import {
  type FocusEvent as ReactFocusEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useNavigate } from 'react-router-dom';
import type { Lead } from '@/api/schemas/lead';
import { useRuntimeConfig } from '@/config/ConfigContext';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { type KeyOutcome, useQueuedKeys } from '@/shared/keys';
import { useInboxRows } from '../hooks/useInboxRows';
import type { LeadAction } from '../hooks/useLeadActions';
import { inboxLayout } from '../lib/inboxLayout';
import { phoneLinks } from '../lib/phoneLinks';
import { deskMessages } from '../messages';
import type { InboxCounts, InboxQuestion, UrgencyGroup } from '../queries';
import { InboxRow } from './InboxRow';

const COLUMNS = 6;
const ROW_ESTIMATE = 41;
const HEADING_ESTIMATE = 64;
/** The sticky header row above the first line, inside the scroller. */
const HEADER_HEIGHT = 40;

export interface InboxListProps {
  question: InboxQuestion;
  pending: ReadonlySet<number>;
  ownerName(id: number | null): string;
  onAction(lead: Lead, action: LeadAction): Promise<unknown>;
  onBacklog(change: { open?: boolean; newestFirst?: boolean }): void;
  /** Leads the index found a moment ago, marked "new" for a while. */
  fresh: ReadonlySet<number>;
  /** Said politely (the ends of the list). */
  announce(text: string): void;
  onCounts(counts: InboxCounts): void;
}

/**
 * The waiting leads by urgency in one windowed table: only the rows in view are drawn, and the index is asked
 * for them a window at a time. One row is in the tab order; J/K or ↑/↓ move across the groups; T take, S next
 * stage, Enter open, C call act on that row. The keys go through the app's one key queue, so keys pressed while a
 * window loads or a take is on its way are acted on in order.
 */
export function InboxList({
  question,
  pending,
  ownerName,
  onAction,
  onBacklog,
  fresh,
  announce,
  onCounts,
}: InboxListProps) {
  const t = useMessages(deskMessages);
  const config = useRuntimeConfig();
  const navigate = useNavigate();
  const scroller = useRef<HTMLDivElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const [range, setRange] = useState({ first: 0, last: 40 });
  const rows = useInboxRows(question, range.first, range.last);
  const counts = rows.counts ?? { answerNow: 0, late: 0, backlog: 0 };
  const layout = inboxLayout(counts, question.backlogOpen);
  const [active, setActive] = useState<{ row: number; leadId: number | null }>({ row: 0, leadId: null });
  // Keys queued together are acted on before the next render: they read and move the focus here, not in state.
  const activeNow = useRef(active);
  activeNow.current = active;
  const focusWanted = useRef(false);
  const activeLine = layout.rows > 0 ? layout.lineOfRow(Math.min(active.row, layout.rows - 1)) : -1;

  const virtualizer = useVirtualizer({
    count: layout.count,
    getScrollElement: () => scroller.current,
    estimateSize: (index) => (layout.itemAt(index).kind === 'heading' ? HEADING_ESTIMATE : ROW_ESTIMATE),
    overscan: 8,
    // The header row sits above the first line inside the scroller.
    paddingStart: HEADER_HEIGHT,
    scrollPaddingStart: HEADER_HEIGHT,
    // The focused row stays drawn while it scrolls away, so the focus never drops to the page.
    rangeExtractor: (range) => {
      const lines: number[] = [];
      for (let index = range.startIndex; index <= range.endIndex; index += 1) lines.push(index);
      if (activeLine >= 0 && !lines.includes(activeLine)) lines.push(activeLine);
      return lines.sort((a, b) => a - b);
    },
  });
  const items = virtualizer.getVirtualItems();
  const firstLine = items[0]?.index ?? 0;
  const lastLine = items[items.length - 1]?.index ?? 0;

  // Which rows are in view decides which windows are asked for.
  useEffect(() => {
    let first = Number.POSITIVE_INFINITY;
    let last = -1;
    for (let line = firstLine; line <= lastLine && line < layout.count; line += 1) {
      const item = layout.itemAt(line);
      if (item.kind === 'lead') {
        first = Math.min(first, item.row);
        last = Math.max(last, item.row);
      }
    }
    if (last < 0) return;
    setRange((current) => (current.first === first && current.last === last ? current : { first, last }));
  }, [firstLine, lastLine, layout]);

  useEffect(() => {
    if (rows.counts) onCounts(rows.counts);
  }, [rows.counts, onCounts]);

  // The focused lead keeps the focus when others come or go above it; if it left (taken), the one after it
  // slid into its place and takes the focus.
  const activeLead = rows.leadAt(active.row);
  useEffect(() => {
    if (active.leadId === null || activeLead?.id === active.leadId) return;
    const moved = rows.loaded().find((entry) => entry.lead.id === active.leadId);
    if (moved) setActive({ row: moved.row, leadId: active.leadId });
    else if (activeLead) setActive({ row: active.row, leadId: activeLead.id });
  });

  useEffect(() => {
    if (!focusWanted.current) return;
    const row = tableRef.current?.querySelector<HTMLElement>(`tr[data-row="${active.row}"]`);
    if (row) {
      focusWanted.current = false;
      row.focus({ preventScroll: true });
    }
  });

  // A focused row taken out of the page (its window came and "Loading…" became the lead, or the lead was taken and
  // the next one slid into its place) hands the focus to the row now at the keyboard's place: else the focus falls
  // to the page, and the keys typed next are lost.
  const focusedRow = useRef<HTMLElement | null>(null);
  const onTableFocus = (event: ReactFocusEvent) => {
    focusedRow.current = event.target instanceof Element ? event.target.closest('tr[data-row]') : null;
  };
  useLayoutEffect(() => {
    const lost = focusedRow.current;
    if (!lost || lost.isConnected) return;
    focusedRow.current = null;
    const focused = document.activeElement;
    if (focused !== null && focused !== document.body) return;
    tableRef.current
      ?.querySelector<HTMLElement>(`tr[data-row="${activeNow.current.row}"]`)
      ?.focus({ preventScroll: true });
  });

  const moveTo = (row: number): KeyOutcome => {
    if (row >= layout.rows) {
      announce(t('noMoreLeads'));
      return 'done';
    }
    if (row < 0) {
      announce(t('noEarlierLeads'));
      return 'done';
    }
    const target = { row, leadId: rows.leadAt(row)?.id ?? null };
    activeNow.current = target;
    setActive(target);
    focusWanted.current = true;
    virtualizer.scrollToIndex(layout.lineOfRow(row), { align: 'auto' });
    return 'done';
  };
  const onRow = (event: KeyboardEvent) =>
    event.target instanceof Element &&
    event.target.closest('tr[data-row]') !== null &&
    tableRef.current?.contains(event.target) === true;
  const withLead = (act: (lead: Lead) => KeyOutcome) => (): KeyOutcome => {
    const lead = rows.leadAt(activeNow.current.row);
    return lead ? act(lead) : 'notYet';
  };
  const next = () => moveTo(activeNow.current.row + 1);
  const previous = () => moveTo(activeNow.current.row - 1);
  useQueuedKeys([
    { code: 'KeyJ', when: onRow, run: next },
    { code: 'ArrowDown', when: onRow, run: next },
    { code: 'KeyK', when: onRow, run: previous },
    { code: 'ArrowUp', when: onRow, run: previous },
    { code: 'Home', when: onRow, run: () => moveTo(0) },
    { code: 'End', when: onRow, run: () => moveTo(layout.rows - 1) },
    {
      code: 'Enter',
      when: (event) => onRow(event) && event.target instanceof HTMLTableRowElement,
      run: withLead((lead) => {
        navigate(`/leads/${lead.id}`);
        return 'done';
      }),
    },
    { code: 'KeyT', when: onRow, run: withLead((lead) => onAction(lead, 'take')) },
    { code: 'KeyS', when: onRow, run: withLead((lead) => onAction(lead, 'nextStage')) },
    {
      code: 'KeyC',
      when: onRow,
      run: withLead((lead) => {
        const links = phoneLinks(lead.phone);
        if (links) globalThis.location.assign(links.call);
        return 'done';
      }),
    },
  ]);

  const segments = lineSegments(items, HEADER_HEIGHT, virtualizer.getTotalSize());
  // Stable, so the memoised rows that stay in view are not drawn again on every scroll.
  const onFocusRow = useCallback((row: number, leadId: number) => setActive({ row, leadId }), []);
  const renderLine = (item: VirtualItem) => {
    const line = layout.itemAt(item.index);
    if (line.kind === 'heading') {
      return (
        <GroupHeading
          key={`heading-${line.group}`}
          group={line.group}
          index={item.index}
          count={counts[line.group]}
          measure={virtualizer.measureElement}
          question={question}
          onBacklog={onBacklog}
        />
      );
    }
    const lead = rows.leadAt(line.row);
    if (!lead) {
      return (
        <Table.Tr
          key={`row-${line.row}`}
          data-index={item.index}
          data-row={line.row}
          ref={virtualizer.measureElement}
          tabIndex={line.row === active.row ? 0 : -1}
          aria-rowindex={item.index + 2}
          aria-label={t('loadingRow')}
          aria-busy
        >
          <Table.Td colSpan={COLUMNS}>
            <Skeleton height={14} radius="sm" />
          </Table.Td>
        </Table.Tr>
      );
    }
    return (
      <InboxRow
        key={lead.id}
        lead={lead}
        row={line.row}
        index={item.index}
        measure={virtualizer.measureElement}
        active={line.row === active.row}
        fresh={fresh.has(lead.id)}
        targets={config.responseTargetsMinutes}
        busy={pending.has(lead.id)}
        owner={ownerName(lead.userIdOwner)}
        onFocusRow={onFocusRow}
        onAction={onAction}
      />
    );
  };

  return (
    <Box
      ref={scroller}
      h="max(360px, calc(100dvh - 260px))"
      style={{ overflow: 'auto', border: '1px solid var(--mantine-color-default-border)' }}
      data-inbox-scroller
    >
      <Table
        ref={tableRef}
        onFocus={onTableFocus}
        aria-label={t('inboxGroupedLabel')}
        aria-describedby="inbox-row-keys"
        aria-rowcount={layout.count + 1}
        miw={720}
        highlightOnHover
        stickyHeader
      >
        <Table.Thead>
          <Table.Tr aria-rowindex={1}>
            <Table.Th scope="col">{t('colWaiting')}</Table.Th>
            <Table.Th scope="col">{t('colLead')}</Table.Th>
            <Table.Th scope="col">{t('colPhone')}</Table.Th>
            <Table.Th scope="col">{t('colSource')}</Table.Th>
            <Table.Th scope="col">{t('colOwner')}</Table.Th>
            <Table.Th scope="col">{t('colActions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        {/* One body for every line, so a row never moves to another parent (and keeps the focus) as others come. */}
        <Table.Tbody>
          {segments.flatMap((segment) =>
            segment.kind === 'gap'
              ? [<Spacer key={`gap-${segment.after}`} height={segment.height} />]
              : segment.lines.map(renderLine),
          )}
        </Table.Tbody>
      </Table>
    </Box>
  );
}

type Segment = { kind: 'gap'; height: number; after: number } | { kind: 'lines'; lines: VirtualItem[] };

/**
 * The lines drawn, in runs, with the room of those not drawn between them: the focused row stays drawn when it
 * scrolls away, so there may be a gap on both of its sides.
 */
function lineSegments(items: readonly VirtualItem[], start: number, total: number): Segment[] {
  const segments: Segment[] = [];
  let cursor = start;
  for (const item of items) {
    if (item.start > cursor + 0.5)
      segments.push({ kind: 'gap', height: item.start - cursor, after: item.index });
    const last = segments[segments.length - 1];
    if (last?.kind === 'lines') last.lines.push(item);
    else segments.push({ kind: 'lines', lines: [item] });
    cursor = item.end;
  }
  if (total > cursor + 0.5) segments.push({ kind: 'gap', height: total - cursor, after: -1 });
  return segments;
}

/**
 * The room of the lines not drawn. Invisible, so out of the accessibility tree (a row of empty cells would be
 * announced) while it keeps its height; the real rows carry their place in aria-rowindex.
 */
function Spacer({ height }: { height: number }) {
  return (
    <tr style={{ visibility: 'hidden' }}>
      <td colSpan={COLUMNS} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}

interface GroupHeadingProps {
  group: UrgencyGroup;
  index: number;
  count: number;
  measure(element: Element | null): void;
  question: InboxQuestion;
  onBacklog(change: { open?: boolean; newestFirst?: boolean }): void;
}

function GroupHeading({ group, index, count, measure, question, onBacklog }: GroupHeadingProps) {
  const t = useMessages(deskMessages);
  const hours = Math.round(question.bounds.backlogSeconds / 3600);
  let controls: ReactNode = null;
  if (group === 'backlog' && count > 0) {
    controls = (
      <Group gap="xs">
        <Button
          size="compact-sm"
          variant="default"
          aria-expanded={question.backlogOpen}
          onClick={() => onBacklog({ open: !question.backlogOpen })}
        >
          {question.backlogOpen ? t('hideBacklog') : t('showBacklog')}
        </Button>
        {question.backlogOpen && (
          <SegmentedControl
            size="xs"
            aria-label={t('backlogOrder')}
            value={question.backlogNewestFirst ? 'newest' : 'oldest'}
            onChange={(value) => onBacklog({ newestFirst: value === 'newest' })}
            data={[
              { value: 'oldest', label: t('oldestFirst') },
              { value: 'newest', label: t('newestFirst') },
            ]}
          />
        )}
      </Group>
    );
  }
  return (
    <Table.Tr data-index={index} ref={measure} aria-rowindex={index + 2}>
      <Table.Th colSpan={COLUMNS} scope="colgroup" bg="var(--mantine-color-default-hover)">
        {/* On a phone the table scrolls sideways: the heading stays at the start, as wide as the screen. */}
        <Group justify="space-between" gap="xs" py={4} pos="sticky" left={0} maw="calc(100vw - 2.5rem)">
          <div>
            <Title order={2} size="h4">
              {t(`group_${group}`)}{' '}
              <Text span fw={600} size="sm">
                {count > 0 ? t('groupCount', { count }) : t('groupEmpty')}
              </Text>
            </Title>
            <Text size="xs" c="dimmed" fw={400}>
              {t(`groupNote_${group}`, { hours })}
            </Text>
          </div>
          {controls}
        </Group>
      </Table.Th>
    </Table.Tr>
  );
}
