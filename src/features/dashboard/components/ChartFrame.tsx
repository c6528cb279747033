import { Paper, Table, Text, Title } from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { dashboardMessages } from '../messages';

export interface TableColumn {
  header: string;
  numeric?: boolean;
}

/** What every chart has: a title, a text summary that says what the eye sees, and the same facts as a table. */
export function ChartFrame({
  title,
  summary,
  columns,
  rows,
  children,
}: {
  title: string;
  summary: string;
  columns: readonly TableColumn[];
  rows: ReadonlyArray<{ key: string; cells: readonly ReactNode[] }>;
  children: (ids: { titleId: string; summaryId: string }) => ReactNode;
}) {
  const t = useMessages(dashboardMessages);
  const titleId = useId();
  const summaryId = useId();
  // The table is drawn when it is opened: closed, it is hidden from everyone, and two years of days drawn as
  // hidden rows (730 rows of Mantine cells) were most of the dashboard's longest task at 1,000,000 leads.
  const [tableOpen, setTableOpen] = useState(false);
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb="xs">
        {title}
      </Title>
      <Text size="sm" id={summaryId} mb="xs">
        {summary}
      </Text>
      {children({ titleId, summaryId })}
      <details onToggle={(event) => setTableOpen(event.currentTarget.open)}>
        <summary>
          <Text span size="sm">
            {t('asTable')}
          </Text>
        </summary>
        {tableOpen && (
          <Table withTableBorder fz="sm" mt="xs" captionSide="top">
            <Table.Caption>{title}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column.header} scope="col" ta={column.numeric ? 'end' : undefined}>
                    {column.header}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.key}>
                  {row.cells.map((cell, index) => (
                    <Table.Td
                      key={columns[index]?.header ?? index}
                      ta={columns[index]?.numeric ? 'end' : undefined}
                    >
                      {cell}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </details>
    </Paper>
  );
}
