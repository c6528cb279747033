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
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useMemo, useState } from 'react';
import type { CatalogKind } from '@/config/useCatalogs';
import { useCatalogs } from '@/config/useCatalogs';
import { employeeQueries } from '@/features/employees';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { ID_LIST_KEYS, type IndexFilterSearch } from '../lib/indexFilterSearch';
import { filterPanelMessages } from './filterPanelMessages';

type IdListKey = (typeof ID_LIST_KEYS)[number];
type Presence = 'any' | 'yes' | 'no';

interface Draft {
  q: string;
  lists: Record<IdListKey, string[]>;
  hasEmail: Presence;
  hasPhone: Presence;
  duplicates: boolean;
  costFrom: string;
  costTo: string;
}

const catalogOf: Record<Exclude<IdListKey, 'owner'>, CatalogKind> = {
  source: 'sources',
  stage: 'funnelStages',
  city: 'cities',
  office: 'offices',
};

const presence = (value: boolean | undefined): Presence =>
  value === undefined ? 'any' : value ? 'yes' : 'no';

function draftOf(search: IndexFilterSearch): Draft {
  return {
    q: search.q ?? '',
    lists: Object.fromEntries(ID_LIST_KEYS.map((key) => [key, (search[key] ?? []).map(String)])) as Record<
      IdListKey,
      string[]
    >,
    hasEmail: presence(search.hasEmail),
    hasPhone: presence(search.hasPhone),
    duplicates: Boolean(search.duplicates),
    costFrom: search.costFrom === undefined ? '' : String(search.costFrom),
    costTo: search.costTo === undefined ? '' : String(search.costTo),
  };
}

function parseCost(text: string): number | undefined {
  const normal = text.replace(/\s/g, '').replace(',', '.');
  if (normal === '') return undefined;
  const value = Number(normal);
  return Number.isFinite(value) ? value : undefined;
}

export interface IndexFiltersPanelProps {
  search: IndexFilterSearch;
  onApply(filters: IndexFilterSearch): void;
  onClear(): void;
}

/** The whole-range filters, applied together; loaded with the first use, not with the list. */
export default function IndexFiltersPanel({ search, onApply, onClear }: IndexFiltersPanelProps) {
  const t = useMessages(filterPanelMessages);
  const { catalogs } = useCatalogs();
  const employees = useQuery(employeeQueries.list());
  const [draft, setDraft] = useState<Draft>(() => draftOf(search));
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
    const costFrom = parseCost(draft.costFrom);
    const costTo = parseCost(draft.costTo);
    if (costFrom !== undefined && costTo !== undefined && costFrom > costTo) {
      setProblem(t('costOrder'));
      return;
    }
    setProblem(null);
    const filters: IndexFilterSearch = { sort: search.sort };
    if (draft.q.trim()) filters.q = draft.q.trim();
    for (const key of ID_LIST_KEYS) {
      const ids = draft.lists[key].map(Number).filter(Number.isInteger);
      if (ids.length > 0) filters[key] = ids;
    }
    if (draft.hasEmail !== 'any') filters.hasEmail = draft.hasEmail === 'yes';
    if (draft.hasPhone !== 'any') filters.hasPhone = draft.hasPhone === 'yes';
    if (draft.duplicates) filters.duplicates = true;
    if (costFrom !== undefined) filters.costFrom = costFrom;
    if (costTo !== undefined) filters.costTo = costTo;
    onApply(filters);
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
            <Button
              variant="default"
              onClick={() => {
                setDraft(draftOf({}));
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
