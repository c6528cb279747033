import { Alert, Button, Group, NativeSelect, Paper, Stack, TextInput } from '@mantine/core';
import { type FormEvent, type Ref, useRef, useState } from 'react';
import { useLocale, useMessages } from '../../../shared/i18n/I18nProvider';
import { PRESET_IDS, type PresetId } from '../../../shared/lib/dates';
import type { ListSearch } from './listSearch';
import { leadListMessages } from './messages';
import muted from './muted.module.css';
import { applyDraft, type DraftProblem, draftFromSearch, EMPTY_DRAFT, type RangeDraft } from './rangeDraft';

type Choice = 'any' | PresetId | 'custom';

function choiceOf(search: ListSearch): Choice {
  if (search.preset) return search.preset;
  return search.from || search.to ? 'custom' : 'any';
}

export interface DateFilterProps {
  search: ListSearch;
  onChange(range: Pick<ListSearch, 'preset' | 'from' | 'to'>): void;
  selectRef?: Ref<HTMLSelectElement>;
}

/** The creation-date filter: presets, or a custom range of dates with optional times, in the user's zone. */
export function DateFilter({ search, onChange, selectRef }: DateFilterProps) {
  const t = useMessages(leadListMessages);
  const { timeZone } = useLocale();
  const [choice, setChoice] = useState<Choice>(() => choiceOf(search));
  const [draft, setDraft] = useState<RangeDraft>(() => draftFromSearch(search));
  const [problem, setProblem] = useState<DraftProblem | null>(null);
  const toDateRef = useRef<HTMLInputElement>(null);

  // Back and Forward change the URL under us; the controls follow it.
  const urlChoice = choiceOf(search);
  const urlKey = `${search.preset ?? ''}|${search.from ?? ''}|${search.to ?? ''}`;
  const [seenKey, setSeenKey] = useState(urlKey);
  if (seenKey !== urlKey) {
    setSeenKey(urlKey);
    setChoice(urlChoice);
    setDraft(urlChoice === 'custom' ? draftFromSearch(search) : EMPTY_DRAFT);
    setProblem(null);
  }

  const choose = (next: Choice) => {
    setChoice(next);
    setProblem(null);
    if (next === 'any') onChange({});
    else if (next !== 'custom') onChange({ preset: next });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = applyDraft(draft, timeZone);
    if (!result.ok) {
      setProblem(result.problem);
      if (result.problem === 'endBeforeStart') toDateRef.current?.focus();
      return;
    }
    setProblem(null);
    onChange({ from: result.from, to: result.to });
  };

  const field = (key: keyof RangeDraft) => ({
    value: draft[key],
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      const value = event.currentTarget.value;
      setDraft((current) => ({ ...current, [key]: value }));
    },
  });

  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          ref={selectRef}
          label={t('dateFilter')}
          // One description, so that Mantine links both the zone and the shortcut to the select.
          description={`${t('timeZoneNote', { zone: timeZone })} · ${t('dateFilterHint')}`}
          value={choice}
          onChange={(event) => choose(event.currentTarget.value as Choice)}
          data={[
            { value: 'any', label: t('anyTime') },
            ...PRESET_IDS.map((id) => ({ value: id, label: t(`preset_${id}`) })),
            { value: 'custom', label: t('custom') },
          ]}
          w={240}
          classNames={{ description: muted.muted }}
        />
      </Group>
      {choice === 'custom' && (
        <Paper withBorder p="sm" component="form" onSubmit={submit} aria-label={t('customRange')} noValidate>
          <Stack gap="xs">
            <Group align="flex-start" gap="sm" wrap="wrap">
              <TextInput type="date" label={t('fromDate')} {...field('fromDate')} w={170} />
              <TextInput type="time" label={t('fromTime')} {...field('fromTime')} w={170} />
              <TextInput
                type="date"
                label={t('toDate')}
                description={t('toWholeDay')}
                classNames={{ description: muted.muted }}
                {...field('toDate')}
                w={220}
                ref={toDateRef}
                // On the field itself, so that it is announced with it and marks it invalid.
                error={problem === 'endBeforeStart' ? t(problem) : undefined}
              />
              <TextInput type="time" label={t('toTime')} {...field('toTime')} w={170} />
            </Group>
            {problem && problem !== 'endBeforeStart' && (
              <Alert color="red" role="alert" p="xs">
                {t(problem)}
              </Alert>
            )}
            <Group gap="xs">
              <Button type="submit" size="sm" color="blue.8">
                {t('apply')}
              </Button>
              <Button
                variant="default"
                size="sm"
                onClick={() => {
                  setProblem(null);
                  setChoice(urlChoice);
                  setDraft(draftFromSearch(search));
                }}
              >
                {t('cancel')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
