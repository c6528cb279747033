import { Group, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { leadFieldMessages } from '@/shared/recordForms/lead/fieldMessages';
import { LEAD_FORM_FIELDS, type LeadFormField } from '@/shared/recordForms/lead/leadFormFields';
import { importMessages } from '../messages';
import { CSV_ENCODINGS, type CsvEncoding } from '../read/decodeCsv';
import { CSV_SEPARATORS, type CsvSeparator, isCsvSeparator } from '../read/detectSeparator';
import type { ColumnMapping } from '../read/headerMapping';
import type { ReadSummary } from '../read/readCsv';

export interface ReadSettingsProps {
  summary: ReadSummary;
  mapping: ColumnMapping;
  onReread(options: { encoding: CsvEncoding; separator: CsvSeparator }): void;
  onMappingChange(mapping: ColumnMapping): void;
}

const ENCODING_NAMES: Record<CsvEncoding, string> = { 'utf-8': 'UTF-8', 'windows-1251': 'Windows-1251' };
const NOT_IMPORTED = '';

/** Columns are positions in the file (two may share a title), so they are keyed by position. */
function columnsOf(header: readonly string[]) {
  return header.map((title, column) => ({ id: `column-${column}`, header: title, column }));
}

/** What was detected (and a way to change it), and which lead field each column fills. */
export function ReadSettings({ summary, mapping, onReread, onMappingChange }: ReadSettingsProps) {
  const t = useMessages(importMessages);
  const tField = useMessages(leadFieldMessages);
  const separatorName = (separator: CsvSeparator) =>
    t(separator === ',' ? 'separatorComma' : separator === ';' ? 'separatorSemicolon' : 'separatorTab');
  const fieldOptions = [
    { value: NOT_IMPORTED, label: t('notImported') },
    ...LEAD_FORM_FIELDS.map((field) => ({ value: field, label: tField(field) })),
  ];

  return (
    <Stack gap="sm">
      <Text size="sm" role="status">
        {t('detected', {
          encoding: ENCODING_NAMES[summary.encoding],
          separator: separatorName(summary.separator),
          rows: summary.rowCount,
        })}
      </Text>
      <Group gap="sm" align="flex-end">
        <NativeSelect
          label={t('encodingLabel')}
          value={summary.encoding}
          data={CSV_ENCODINGS.map((encoding) => ({ value: encoding, label: ENCODING_NAMES[encoding] }))}
          onChange={(event) =>
            onReread({ encoding: event.currentTarget.value as CsvEncoding, separator: summary.separator })
          }
        />
        <NativeSelect
          label={t('separatorLabel')}
          value={summary.separator}
          data={CSV_SEPARATORS.map((separator) => ({ value: separator, label: separatorName(separator) }))}
          onChange={(event) => {
            const separator = event.currentTarget.value;
            if (isCsvSeparator(separator)) onReread({ encoding: summary.encoding, separator });
          }}
        />
      </Group>
      <Title order={2} size="h4">
        {t('mappingTitle')}
      </Title>
      <Text size="sm">{t('mappingHint')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        {columnsOf(summary.header).map(({ id, header, column }) => {
          const example = summary.samples.map((row) => row[column]?.trim()).find((cell) => cell);
          return (
            <NativeSelect
              key={id}
              label={t('columnLabel', { header: header || `#${column + 1}` })}
              description={example ? t('columnExample', { example }) : undefined}
              value={mapping[column] ?? NOT_IMPORTED}
              data={fieldOptions}
              onChange={(event) => {
                const value = event.currentTarget.value;
                const next = [...mapping];
                next[column] = value === NOT_IMPORTED ? null : (value as LeadFormField);
                onMappingChange(next);
              }}
            />
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
