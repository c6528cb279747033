import { Alert, Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { useLocale, useMessages } from '@/shared/i18n/I18nProvider';
import muted from '@/shared/ui/muted.module.css';
import type { DateRange } from '../lib/filterBarDraft';
import { applyDraft, type DraftProblem, draftFromSearch, type RangeDraft } from '../lib/rangeDraft';
import { leadFilterMessages } from '../messages';

export interface CustomRangeFormProps {
  range: DateRange;
  onApply(range: DateRange): void;
  onCancel(): void;
}

/** Dates with optional times, in the user's zone; loaded when "Custom range" is first chosen. */
export function CustomRangeForm({ range, onApply, onCancel }: CustomRangeFormProps) {
  const t = useMessages(leadFilterMessages);
  const { timeZone } = useLocale();
  const [draft, setDraft] = useState<RangeDraft>(() => draftFromSearch(range));
  const [problem, setProblem] = useState<DraftProblem | null>(null);
  const toDateRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = applyDraft(draft, timeZone);
    if (!result.ok) {
      setProblem(result.problem);
      if (result.problem === 'endBeforeStart') toDateRef.current?.focus();
      return;
    }
    setProblem(null);
    onApply({
      ...(result.from ? { from: result.from } : {}),
      ...(result.to ? { to: result.to } : {}),
    });
  };

  const field = (key: keyof RangeDraft) => ({
    value: draft[key],
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      const value = event.currentTarget.value;
      setDraft((current) => ({ ...current, [key]: value }));
    },
  });

  return (
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
              setDraft(draftFromSearch(range));
              onCancel();
            }}
          >
            {t('cancel')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
