import { Checkbox, Group, MultiSelect, NativeSelect, TextInput } from '@mantine/core';
import type { AnyFilter, FilterDraft, Presence } from '../lib/filters';

export type Option = { value: string; label: string };

interface FilterControlProps {
  filter: AnyFilter;
  draft: FilterDraft;
  onChange(draft: FilterDraft): void;
  /** The filter's label, from the field's one name. */
  label: string;
  t(key: 'any' | 'present' | 'absent' | 'from' | 'to', params?: { field: string }): string;
  /** A campaign key as words: "yandex / cpc / spring". */
  describeCampaign(key: string): string;
  /** The choices of an id list (catalog entries or employees). */
  options(filter: Extract<AnyFilter, { kind: 'ids' }>): Option[];
  /** Set on the range inputs while the panel shows what is wrong with them. */
  problemId?: string;
}

/** One filter's control, chosen by its kind; the value lives in the bar's draft under the filter's name. */
export function FilterControl({
  filter,
  draft,
  onChange,
  label,
  t,
  describeCampaign,
  options,
  problemId,
}: FilterControlProps) {
  switch (filter.kind) {
    case 'text':
    case 'exact':
      return (
        <TextInput
          label={label}
          value={draft[filter.name]}
          onChange={(event) => onChange({ ...draft, [filter.name]: event.currentTarget.value })}
          autoComplete="off"
        />
      );
    case 'ids':
      return (
        <MultiSelect
          label={label}
          data={options(filter)}
          value={draft[filter.name]}
          onChange={(value) => onChange({ ...draft, [filter.name]: value })}
          searchable
          clearable
          hidePickedOptions
          // The list stays mounted, hidden (Mantine's default for MultiSelect): drawn only on opening, an ArrowDown
          // then Enter typed at once found no option to pick and submitted the panel instead.
          comboboxProps={{ withinPortal: true }}
        />
      );
    case 'presence':
      return (
        <NativeSelect
          label={label}
          data={[
            { value: 'any', label: t('any') },
            { value: 'yes', label: t('present') },
            { value: 'no', label: t('absent') },
          ]}
          value={draft[filter.name]}
          onChange={(event) => onChange({ ...draft, [filter.name]: event.currentTarget.value as Presence })}
        />
      );
    case 'range': {
      const range = draft[filter.name];
      const bound = (side: 'from' | 'to') => (
        <TextInput
          label={t(side, { field: label })}
          inputMode="decimal"
          value={range[side]}
          w={140}
          onChange={(event) =>
            onChange({ ...draft, [filter.name]: { ...range, [side]: event.currentTarget.value } })
          }
          aria-describedby={problemId}
          error={problemId ? true : undefined}
        />
      );
      return (
        <Group gap="sm" align="flex-end" wrap="nowrap">
          {bound('from')}
          {bound('to')}
        </Group>
      );
    }
    case 'campaign': {
      // Only a dashboard link sets a campaign; here it can be switched off (and on again before Apply).
      const campaign = draft[filter.name];
      if (campaign.key === '') return null;
      return (
        <Checkbox
          label={`${label}: ${describeCampaign(campaign.key)}`}
          checked={campaign.on}
          onChange={(event) =>
            onChange({ ...draft, [filter.name]: { ...campaign, on: event.currentTarget.checked } })
          }
          mb={8}
        />
      );
    }
    case 'flag':
      return (
        <Checkbox
          label={label}
          checked={draft[filter.name]}
          onChange={(event) => onChange({ ...draft, [filter.name]: event.currentTarget.checked })}
          mb={8}
        />
      );
  }
}
