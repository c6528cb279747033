import { defineMessages } from '@/shared/i18n/locale';

/** The lead list's texts about the local index: its filters and its sort. */
export const indexListMessages = defineMessages({
  en: {
    filters: 'Filters',
    filtersCount: 'Filters ({count})',
    clearAll: 'Clear filters and sort',
    sortedWholeRange: 'Sorted over the whole range, from the local copy.',
    noMatch: 'No lead matches these filters.',
  },
  ru: {
    filters: 'Фильтры',
    filtersCount: 'Фильтры ({count})',
    clearAll: 'Сбросить фильтры и сортировку',
    sortedWholeRange: 'Сортировка по всему диапазону, из локальной копии.',
    noMatch: 'Нет лидов под эти фильтры.',
  },
});
