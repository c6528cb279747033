import { Group, NativeSelect, Stack } from '@mantine/core';
import { lazy, type Ref, Suspense, useState } from 'react';
import { useLocale, useMessages } from '@/shared/i18n/I18nProvider';
import { PRESET_IDS, type PresetId } from '@/shared/lib/dates';
import { loadLaterStyles } from '@/shared/ui/laterStyles';
import muted from '@/shared/ui/muted.module.css';
import type { ListSearch } from '../lib/listSearch';
import { leadListMessages } from '../messages';

// The custom range's form (its fields and checks) is fetched when "Custom range" is first chosen.
const CustomRangeForm = lazy(async () => {
  const [module] = await Promise.all([import('./CustomRangeForm'), loadLaterStyles()]);
  return { default: module.CustomRangeForm };
});

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

/** The creation-date filter: presets, or a custom range (CustomRangeForm) in the user's zone. */
export function DateFilter({ search, onChange, selectRef }: DateFilterProps) {
  const t = useMessages(leadListMessages);
  const { timeZone } = useLocale();
  const [choice, setChoice] = useState<Choice>(() => choiceOf(search));

  // Back and Forward change the URL under us; the controls follow it.
  const urlChoice = choiceOf(search);
  const urlKey = `${search.preset ?? ''}|${search.from ?? ''}|${search.to ?? ''}`;
  const [seenKey, setSeenKey] = useState(urlKey);
  if (seenKey !== urlKey) {
    setSeenKey(urlKey);
    setChoice(urlChoice);
  }

  const choose = (next: Choice) => {
    setChoice(next);
    if (next === 'any') onChange({});
    else if (next !== 'custom') onChange({ preset: next });
  };

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
        <Suspense fallback={null}>
          <CustomRangeForm
            key={urlKey}
            search={search}
            onApply={onChange}
            onCancel={() => setChoice(urlChoice)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
