import { NativeSelect, Stack } from '@mantine/core';
import { lazy, type Ref, Suspense, useState } from 'react';
import { useLocale, useMessages } from '@/shared/i18n/I18nProvider';
import { PRESET_IDS, type PresetId } from '@/shared/lib/dates';
import inlineField from '@/shared/ui/inlineField.module.css';
import keyboardHint from '@/shared/ui/keyboardHint.module.css';
import { loadLaterStyles } from '@/shared/ui/laterStyles';
import type { DateRange } from '../lib/filterBarDraft';
import { leadFilterMessages } from '../messages';

// The custom range's form (its fields and checks) is fetched when "Custom range" is first chosen.
const CustomRangeForm = lazy(async () => {
  const [module] = await Promise.all([import('./CustomRangeForm'), loadLaterStyles()]);
  return { default: module.CustomRangeForm };
});

type Choice = 'any' | PresetId | 'custom';

function choiceOf(range: DateRange): Choice {
  if (range.preset) return range.preset;
  return range.from || range.to ? 'custom' : 'any';
}

export interface DateFilterProps {
  /** The filter bar's draft range. */
  range: DateRange;
  onChoose(range: DateRange): void;
  onApplyCustom(range: DateRange): void;
  selectRef?: Ref<HTMLSelectElement>;
}

/** The creation-date filter: presets, or a custom range (CustomRangeForm) in the user's zone. */
export function DateFilter({ range, onChoose, onApplyCustom, selectRef }: DateFilterProps) {
  const t = useMessages(leadFilterMessages);
  const { timeZone } = useLocale();
  // Only "Custom range" picked before its dates are applied is the select's own; the rest is the bar's draft.
  const [customPicked, setCustomPicked] = useState(false);
  const rangeKey = `${range.preset ?? ''}|${range.from ?? ''}|${range.to ?? ''}`;
  const [seenKey, setSeenKey] = useState(rangeKey);
  if (seenKey !== rangeKey) {
    setSeenKey(rangeKey);
    setCustomPicked(false);
  }
  const choice: Choice = customPicked ? 'custom' : choiceOf(range);
  const hint = `${t('timeZoneNote', { zone: timeZone })} · ${t('dateFilterHint')}`;

  const choose = (next: Choice) => {
    if (next === 'custom') {
      setCustomPicked(true);
      return;
    }
    setCustomPicked(false);
    onChoose(next === 'any' ? {} : { preset: next });
  };

  return (
    <Stack gap="xs">
      <NativeSelect
        ref={selectRef}
        label={t('dateFilter')}
        // The zone and the shortcut are read out with the select and shown on hover: the toolbar keeps one line.
        description={
          <>
            {t('timeZoneNote', { zone: timeZone })}
            <span className={keyboardHint.keyboardHint}> · {t('dateFilterHint')}</span>
          </>
        }
        title={hint}
        value={choice}
        onChange={(event) => choose(event.currentTarget.value as Choice)}
        data={[
          { value: 'any', label: t('anyTime') },
          ...PRESET_IDS.map((id) => ({ value: id, label: t(`preset_${id}`) })),
          { value: 'custom', label: t('custom') },
        ]}
        w="fit-content"
        miw={160}
        classNames={inlineField}
      />
      {choice === 'custom' && (
        <Suspense fallback={null}>
          <CustomRangeForm
            key={rangeKey}
            range={range}
            onApply={onApplyCustom}
            onCancel={() => setCustomPicked(false)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
