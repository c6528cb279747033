import { defineMessages } from '../../../shared/i18n/locale';

/** The lead list's texts about the local index: its filters, its sort and where the rows come from. */
export const indexListMessages = defineMessages({
  en: {
    filters: 'Filters',
    filtersCount: 'Filters ({count})',
    clearAll: 'Clear filters and sort',
    fromIndex: 'From the local copy, synced {ago}.',
    fromIndexNever: 'From the local copy.',
    fromIndexPartial: 'From the local copy, still filling: it covers {indexed} of {expected} leads so far.',
    fromIndexPartialUnknown: 'From the local copy, still filling: {indexed} leads so far.',
    fromIndexCleared: 'The local copy is cleared: resume it in the header to filter and sort.',
    fromIndexStarting: 'Preparing the local copy of leads for these filters…',
    sortedWholeRange: 'Sorted over the whole range, from the local copy.',
    noMatch: 'No lead matches these filters.',
    justNow: 'just now',
  },
  ru: {
    filters: 'Фильтры',
    filtersCount: 'Фильтры ({count})',
    clearAll: 'Сбросить фильтры и сортировку',
    fromIndex: 'Из локальной копии, синхронизировано {ago}.',
    fromIndexNever: 'Из локальной копии.',
    fromIndexPartial: 'Из локальной копии, она ещё заполняется: охвачено {indexed} из {expected} лидов.',
    fromIndexPartialUnknown: 'Из локальной копии, она ещё заполняется: пока {indexed} лидов.',
    fromIndexCleared: 'Локальная копия удалена: продолжите её в шапке, чтобы фильтровать и сортировать.',
    fromIndexStarting: 'Готовим локальную копию лидов для этих фильтров…',
    sortedWholeRange: 'Сортировка по всему диапазону, из локальной копии.',
    noMatch: 'Нет лидов под эти фильтры.',
    justNow: 'только что',
  },
});

export type IndexListMessageKey = keyof (typeof indexListMessages)['en'];
