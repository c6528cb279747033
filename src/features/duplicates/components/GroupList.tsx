import { Anchor, Paper, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { useCatalogs } from '@/config/useCatalogs';
import type { TableSelection } from '@/features/bulk';
import { useEmployeeName } from '@/features/employees';
import type { DuplicateCard } from '@/features/quickFind';
import { useLocale, useMessages } from '@/shared/i18n/I18nProvider';
import { formatDateTime } from '@/shared/lib/dates';
import { formatPhone } from '@/shared/lib/phones';
import { duplicatesMessages } from '../messages';

const LEAD_LINE = 26;
const GROUP_CHROME = 44;

/**
 * Every group, windowed: only those in view are in the page, however many thousands there are. With the bulk bar
 * loaded, a box takes a whole group (to give it to one owner) and one a lead (to move the extra ones to a stage).
 */
export function GroupList({
  groups,
  selection,
}: {
  groups: readonly DuplicateCard[][];
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
    count: groups.length,
    getScrollElement: () => scroller.current,
    estimateSize: (index) => GROUP_CHROME + (groups[index]?.length ?? 2) * LEAD_LINE,
    overscan: 4,
  });
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
        {virtualizer.getVirtualItems().map((item) => {
          const group = groups[item.index] ?? [];
          return (
            <li
              key={item.key}
              aria-setsize={groups.length}
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
