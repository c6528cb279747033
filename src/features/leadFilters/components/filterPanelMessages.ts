import { defineMessages } from '@/shared/i18n/locale';

/** Loaded with the component that shows them, not with the first screen. */
export const filterPanelMessages = defineMessages({
  en: {
    filtersTitle: 'Filters over the whole range',
    text: 'Phone, name or e-mail',
    any: 'Any',
    present: 'Present',
    absent: 'Absent',
    duplicates: 'Duplicates only',
    campaign: 'Campaign',
    noValue: '—',
    noCampaign: 'no UTM or click id',
    apply: 'Apply filters',
    clearAll: 'Clear filters and sort',
    from: '{field} from',
    to: '{field} to',
    rangeOrder: '“{field} from” must not exceed “{field} to”.',
    notApplied: 'Changes, the dates included, are not applied yet.',
  },
  ru: {
    filtersTitle: 'Фильтры по всему диапазону',
    text: 'Телефон, имя или e-mail',
    any: 'Любой',
    present: 'Есть',
    absent: 'Нет',
    duplicates: 'Только дубли',
    campaign: 'Кампания',
    noValue: '—',
    noCampaign: 'без UTM и метки клика',
    apply: 'Применить фильтры',
    clearAll: 'Сбросить фильтры и сортировку',
    from: '{field} от',
    to: '{field} до',
    rangeOrder: '«{field} от» не может быть больше, чем «{field} до».',
    notApplied: 'Изменения, включая даты, ещё не применены.',
  },
});
