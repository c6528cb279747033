import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, memo, useId, useMemo, useState } from 'react';
import { useCatalogs } from '@/config/useCatalogs';
import { employeeQueries } from '@/features/employees';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { channelMessages, isChannelName } from '@/shared/recordForms/lead/channelMessages';
import { leadFieldMessages } from '@/shared/recordForms/lead/fieldMessages';
import muted from '@/shared/ui/muted.module.css';
import { type FilterOnly, filtersOfDraft } from '../lib/filterBarDraft';
import { type AnyFilter, campaignParts, FILTERS, type FilterDraft, type FilterKind } from '../lib/filters';
import { FilterControl, type Option } from './FilterControl';
import { filterPanelMessages } from './filterPanelMessages';

export interface IndexFiltersPanelProps {
  /** The filter bar's draft: the panel keeps no state of its own beyond its error. */
  draft: FilterDraft;
  /** The bar's draft (this panel or the date range) differs from the list shown. */
  dirty: boolean;
  onChange(draft: FilterDraft): void;
  onApply(filters: FilterOnly): void;
  onClear(): void;
}

/** Where each kind of control sits: the words on top, the pickers in a grid, the small ones in a row. */
const ROWS: ReadonlyArray<{ kinds: readonly FilterKind[]; grid: boolean }> = [
  { kinds: ['text'], grid: false },
  { kinds: ['ids', 'exact'], grid: true },
  { kinds: ['presence', 'range', 'flag', 'campaign'], grid: false },
];

/**
 * The whole-range filters (lib/filters.ts), applied together; loaded with the first use, not with the list.
 * Memoised: the screen around it renders again with every answer and status, and the panel's fourteen controls
 * only need to when the draft does.
 */
export default memo(function IndexFiltersPanel({
  draft,
  dirty,
  onChange,
  onApply,
  onClear,
}: IndexFiltersPanelProps) {
  const t = useMessages(filterPanelMessages);
  const field = useMessages(leadFieldMessages);
  const { catalogs } = useCatalogs();
  const employees = useQuery(employeeQueries.list());
  const [problem, setProblem] = useState<{ text: string; filter: string } | null>(null);
  const titleId = useId();
  const problemId = useId();

  const options = useMemo(() => {
    const people: Option[] = (employees.data ?? []).map((employee) => ({
      value: String(employee.id),
      label: employee.name,
    }));
    return (filter: Extract<AnyFilter, { kind: 'ids' }>): Option[] =>
      filter.options === 'employees'
        ? people
        : catalogs[filter.options].map((entry) => ({ value: String(entry.id), label: entry.name }));
  }, [catalogs, employees.data]);

  const channel = useMessages(channelMessages);
  const describeCampaign = (key: string) => {
    const parts = campaignParts(key) ?? [];
    if (parts.every((part) => part === '')) return t('noCampaign');
    return parts
      .map((part) => {
        const named = part.startsWith('~') ? part.slice(1) : null;
        return named !== null && isChannelName(named) ? channel(named) : part || t('noValue');
      })
      .join(' / ');
  };

  const labelOf = (filter: AnyFilter) =>
    'field' in filter.label ? field(filter.label.field) : t(filter.label.own);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = filtersOfDraft(draft);
    if (!typed.ok) {
      const named = FILTERS.find((filter) => filter.name === typed.filter);
      setProblem({ text: t(typed.problem, { field: named ? labelOf(named) : '' }), filter: typed.filter });
      return;
    }
    setProblem(null);
    onApply(typed.filters);
  };

  const control = (filter: AnyFilter) => (
    <FilterControl
      key={filter.name}
      filter={filter}
      draft={draft}
      onChange={onChange}
      label={labelOf(filter)}
      t={t}
      describeCampaign={describeCampaign}
      options={options}
      problemId={problem?.filter === filter.name ? problemId : undefined}
    />
  );

  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h5" id={titleId}>
            {t('filtersTitle')}
          </Title>
          {ROWS.map(({ kinds, grid }) => {
            const controls = FILTERS.filter((filter) => kinds.includes(filter.kind)).map(control);
            return grid ? (
              <SimpleGrid key={kinds.join()} cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
                {controls}
              </SimpleGrid>
            ) : (
              <Group key={kinds.join()} gap="sm" align="flex-end" wrap="wrap" grow={kinds.includes('text')}>
                {controls}
              </Group>
            );
          })}
          {problem && (
            <Alert color="red" role="alert" id={problemId} p="xs">
              {problem.text}
            </Alert>
          )}
          <Group gap="sm">
            <Button type="submit">{t('apply')}</Button>
            {dirty && (
              <Text size="sm" className={muted.muted}>
                {t('notApplied')}
              </Text>
            )}
            <Button
              variant="default"
              onClick={() => {
                setProblem(null);
                onClear();
              }}
            >
              {t('clearAll')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
});
