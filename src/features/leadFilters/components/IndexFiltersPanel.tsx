import {
  Alert,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useMemo, useState } from 'react';
import type { CatalogKind } from '@/config/useCatalogs';
import { useCatalogs } from '@/config/useCatalogs';
import { employeeQueries } from '@/features/employees';
import { useMessages } from '@/shared/i18n/I18nProvider';
import muted from '@/shared/ui/muted.module.css';
import { type FilterDraft, type FilterOnly, filtersOfDraft, type Presence } from '../lib/filterBarDraft';
import { ID_LIST_KEYS } from '../lib/indexFilterSearch';
import { filterPanelMessages } from './filterPanelMessages';

type IdListKey = (typeof ID_LIST_KEYS)[number];

const catalogOf: Record<Exclude<IdListKey, 'owner'>, CatalogKind> = {
  source: 'sources',
  stage: 'funnelStages',
  city: 'cities',
  office: 'offices',
};

export interface IndexFiltersPanelProps {
  /** The filter bar's draft: the panel keeps no state of its own beyond its error. */
  draft: FilterDraft;
  /** The bar's draft (this panel or the date range) differs from the list shown. */
  dirty: boolean;
  onChange(draft: FilterDraft): void;
  onApply(filters: FilterOnly): void;
  onClear(): void;
}

/** The whole-range filters, applied together; loaded with the first use, not with the list. */
export default function IndexFiltersPanel({
  draft,
  dirty,
  onChange,
  onApply,
  onClear,
}: IndexFiltersPanelProps) {
  const t = useMessages(filterPanelMessages);
  const { catalogs } = useCatalogs();
  const employees = useQuery(employeeQueries.list());
  const setDraft = onChange;
  const [problem, setProblem] = useState<string | null>(null);
  const titleId = useId();
  const problemId = useId();

  const options = useMemo(() => {
    const entries = (kind: CatalogKind) =>
      catalogs[kind].map((entry) => ({ value: String(entry.id), label: entry.name }));
    return {
      source: entries(catalogOf.source),
      stage: entries(catalogOf.stage),
      city: entries(catalogOf.city),
      office: entries(catalogOf.office),
      owner: (employees.data ?? []).map((employee) => ({ value: String(employee.id), label: employee.name })),
    } satisfies Record<IdListKey, Array<{ value: string; label: string }>>;
  }, [catalogs, employees.data]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = filtersOfDraft(draft);
    if (!typed.ok) {
      setProblem(t(typed.problem));
      return;
    }
    setProblem(null);
    onApply(typed.filters);
  };

  const presenceData = [
    { value: 'any', label: t('any') },
    { value: 'yes', label: t('present') },
    { value: 'no', label: t('absent') },
  ];
  const list = (key: IdListKey) => (
    <MultiSelect
      key={key}
      label={t(key)}
      data={options[key]}
      value={draft.lists[key]}
      onChange={(value) => setDraft({ ...draft, lists: { ...draft.lists, [key]: value } })}
      searchable
      clearable
      hidePickedOptions
      comboboxProps={{ withinPortal: true }}
    />
  );

  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h5" id={titleId}>
            {t('filtersTitle')}
          </Title>
          <TextInput
            label={t('text')}
            value={draft.q}
            onChange={(event) => setDraft({ ...draft, q: event.currentTarget.value })}
            autoComplete="off"
          />
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            {ID_LIST_KEYS.map(list)}
          </SimpleGrid>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <NativeSelect
              label={t('hasEmail')}
              data={presenceData}
              value={draft.hasEmail}
              onChange={(event) => setDraft({ ...draft, hasEmail: event.currentTarget.value as Presence })}
            />
            <NativeSelect
              label={t('hasPhone')}
              data={presenceData}
              value={draft.hasPhone}
              onChange={(event) => setDraft({ ...draft, hasPhone: event.currentTarget.value as Presence })}
            />
            <TextInput
              label={t('costFrom')}
              inputMode="decimal"
              value={draft.costFrom}
              w={140}
              onChange={(event) => setDraft({ ...draft, costFrom: event.currentTarget.value })}
              aria-describedby={problem ? problemId : undefined}
              error={problem ? true : undefined}
            />
            <TextInput
              label={t('costTo')}
              inputMode="decimal"
              value={draft.costTo}
              w={140}
              onChange={(event) => setDraft({ ...draft, costTo: event.currentTarget.value })}
              aria-describedby={problem ? problemId : undefined}
              error={problem ? true : undefined}
            />
            <Checkbox
              label={t('duplicates')}
              checked={draft.duplicates}
              onChange={(event) => setDraft({ ...draft, duplicates: event.currentTarget.checked })}
              mb={8}
            />
          </Group>
          {problem && (
            <Alert color="red" role="alert" id={problemId} p="xs">
              {problem}
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
}
