import { Anchor, Paper, Text } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { useCatalogs } from '@/config/useCatalogs';
import type { TableSelection } from '@/features/bulk';
import { useEmployeeName } from '@/features/employees';
import { type DuplicateCard, type LeadFilter, leadIndexQueries } from '@/features/quickFind';
import { useLocale, useMessages } from '@/shared/i18n/I18nProvider';
import { formatDateTime } from '@/shared/lib/dates';
import { formatPhone } from '@/shared/lib/phones';
import { duplicatesMessages } from '../messages';

const LEAD_LINE = 26;
const GROUP_CHROME = 44;
/** Groups whose cards come from the worker together, as the list scrolls to them. */
const WINDOW = 100;

/**
 * Every group, windowed: only those in view are in the page, however many thousands there are, and their cards
 * come from the worker a window of groups at a time (the sizes alone say how tall the list is). With the bulk bar
 * loaded, a box takes a whole group (to give it to one owner) and one a lead (to move the extra ones to a stage).
 */
export function GroupList({
  filter,
  sizes,
  selection,
}: {
  filter: LeadFilter;
  sizes: Int32Array;
  selection: TableSelection | undefined;
}) {
  const t = useMessages(duplicatesMessages);
  const { locale, timeZone } = useLocale();
  const catalogs = useCatalogs();
  const ownerName = useEmployeeName();
  const scroller = useRef<HTMLDivElement>(null);
  const groupTitle = (group: readonly DuplicateCard[]) =>
    t('groupTitle', {
      count: group.length,
      created: formatDateTime(group[0]?.dtCreate ?? 0, locale, timeZone, 'medium'),
    });
  const virtualizer = useVirtualizer({
    count: sizes.length,
    getScrollElement: () => scroller.current,
    estimateSize: (index) => GROUP_CHROME + (sizes[index] ?? 2) * LEAD_LINE,
    overscan: 4,
  });
  const items = virtualizer.getVirtualItems();
  const firstWindow = Math.floor((items[0]?.index ?? 0) / WINDOW);
  const lastWindow = Math.floor((items[items.length - 1]?.index ?? 0) / WINDOW);
  const windows = useQueries({
    queries: Array.from({ length: lastWindow - firstWindow + 1 }, (_, offset) => {
      const from = (firstWindow + offset) * WINDOW;
      return leadIndexQueries.duplicateGroupWindow(filter, from, Math.min(sizes.length, from + WINDOW));
    }),
  });
  const groupAt = (index: number): DuplicateCard[] | undefined =>
    windows[Math.floor(index / WINDOW) - firstWindow]?.data?.[index % WINDOW];
  return (
    <div ref={scroller} style={{ height: '70vh', overflow: 'auto' }}>
      <ol
        aria-label={t('listLabel')}
        style={{
          height: virtualizer.getTotalSize(),
          position: 'relative',
          margin: 0,
          padding: 0,
          listStyle: 'none',
        }}
      >
        {items.map((item) => {
          const group = groupAt(item.index);
          return (
            <li
              key={item.key}
              aria-setsize={sizes.length}
              aria-posinset={item.index + 1}
              data-index={item.index}
              ref={virtualizer.measureElement}
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                right: 0,
                transform: `translateY(${item.start}px)`,
              }}
            >
              {group ? (
                <Paper withBorder p="xs" mb="xs">
                  <Text size="sm" fw={600} mb={4}>
                    {selection && (
                      <SelectBox
                        label={selection.groupLabel(groupTitle(group))}
                        state={selection.pageState(group.map((lead) => lead.id))}
                        onChange={() => selection.togglePage(group.map((lead) => lead.id))}
                      />
                    )}
                    {groupTitle(group)}
                  </Text>
                  <ul style={{ margin: 0, paddingInlineStart: '1.2rem' }}>
                    {group.map((lead) => (
                      <li key={lead.id}>
                        {selection && (
                          <SelectBox
                            label={selection.rowLabel(lead.id)}
                            state={selection.isSelected(lead.id) ? 'all' : 'none'}
                            onChange={(range) =>
                              selection.toggle(
                                lead.id,
                                group.map((member) => member.id),
                                range,
                              )
                            }
                          />
                        )}
                        <Text span size="sm">
                          <Anchor component={Link} to={`/leads/${lead.id}`}>
                            {lead.name ?? t('unnamed', { id: lead.id })}
                          </Anchor>
                          {' · '}
                          {lead.phone === null ? t('notSet') : formatPhone(lead.phone)}
                          {' · '}
                          {lead.email ?? t('notSet')}
                          {' · '}
                          {ownerName(lead.userIdOwner) ?? t('notSet')}
                          {' · '}
                          {catalogs.name('funnelStages', lead.funnelStageId) ?? t('notSet')}
                          {' · '}
                          {formatDateTime(lead.dtCreate, locale, timeZone, 'medium')}
                        </Text>
                      </li>
                    ))}
                  </ul>
                </Paper>
              ) : (
                // Its cards are on their way from the worker: the group keeps its place and height meanwhile.
                <Paper
                  withBorder
                  p="xs"
                  mb="xs"
                  aria-busy="true"
                  style={{ minHeight: GROUP_CHROME + (sizes[item.index] ?? 2) * LEAD_LINE - 8 }}
                >
                  <Text size="sm">{t('loading')}</Text>
                </Paper>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

function SelectBox({
  label,
  state,
  onChange,
}: {
  label: string;
  state: 'all' | 'some' | 'none';
  onChange(range: boolean): void;
}) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={state === 'all'}
      ref={(box) => {
        if (box) box.indeterminate = state === 'some';
      }}
      onChange={(event) => onChange(event.nativeEvent instanceof MouseEvent && event.nativeEvent.shiftKey)}
      style={{ marginInlineEnd: 8, verticalAlign: 'middle' }}
    />
  );
}
