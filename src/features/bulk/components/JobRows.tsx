import { Anchor, Checkbox, Table } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { BatchState } from '@/shared/batch/batchTypes';
import { useMessages } from '@/shared/i18n/I18nProvider';
import type { ValueNames } from '../hooks/useValueNames';
import type { BulkItem } from '../lib/bulkTypes';
import { bulkMessages } from '../messages';

export const STATUS_KEYS = {
  pending: 'statusPending',
  sending: 'statusSending',
  done: 'statusDone',
  skipped: 'statusSkipped',
  refused: 'statusRefused',
  failed: 'statusFailed',
  cancelled: 'statusCancelled',
} as const satisfies Record<BatchState, keyof (typeof bulkMessages)['en']>;

/** The table shows this many; the CSV report has every lead. */
export const SHOWN_ROWS = 200;

export interface JobRowsProps {
  items: readonly BulkItem[];
  names: ValueNames;
  messageOf(item: BulkItem): string;
  /** Leads changed elsewhere that the person chose to include anyway. */
  chosen: ReadonlySet<number>;
  onChoose(index: number, on: boolean): void;
}

/** The leads that were not changed, each with why, and a box to include a lead changed elsewhere. */
export function JobRows({ items, names, messageOf, chosen, onChoose }: JobRowsProps) {
  const t = useMessages(bulkMessages);
  return (
    <Table striped withTableBorder aria-label={t('rowsLabel')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('colLead')}</Table.Th>
          <Table.Th scope="col">{t('colStatus')}</Table.Th>
          <Table.Th scope="col">{t('colBefore')}</Table.Th>
          <Table.Th scope="col">{t('colValue')}</Table.Th>
          <Table.Th scope="col">{t('colCurrent')}</Table.Th>
          <Table.Th scope="col">{t('colMessage')}</Table.Th>
          <Table.Th scope="col">{t('colInclude')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.slice(0, SHOWN_ROWS).map((item) => (
          <Table.Tr key={item.index}>
            <Table.Td>
              <Anchor component={Link} to={`/leads/${item.leadId}`} size="sm">
                {t('openLead', { id: item.leadId })}
              </Anchor>
            </Table.Td>
            <Table.Td>{t(STATUS_KEYS[item.state])}</Table.Td>
            <Table.Td>{names.name(item.field, item.before)}</Table.Td>
            <Table.Td>{names.name(item.field, item.value)}</Table.Td>
            <Table.Td>{item.current ? names.name(item.field, item.current.value) : ''}</Table.Td>
            <Table.Td>{messageOf(item)}</Table.Td>
            <Table.Td>
              {item.state === 'skipped' && (
                <Checkbox
                  aria-label={t('includeLead', { id: item.leadId })}
                  checked={chosen.has(item.index)}
                  onChange={(event) => onChoose(item.index, event.currentTarget.checked)}
                />
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
