import { defineMessages } from '@/shared/i18n/locale';

/** Where index-read rows come from and how fresh the local copy is; loaded with the note, not with the list. */
export const sourceNoteMessages = defineMessages({
  en: {
    fromIndex: 'From the local copy, synced {ago}.',
    fromIndexNever: 'From the local copy.',
    fromIndexPartial:
      'From the local copy, still filling: it covers {indexed, number} of {expected, plural, one {# lead} other {# leads}} so far.',
    fromIndexPartialUnknown:
      'From the local copy, still filling: {indexed, plural, one {# lead} other {# leads}} so far.',
    fromIndexCleared: 'The local copy is cleared: resume it in the header to filter and sort.',
    fromIndexStarting: 'Preparing the local copy of leads for these filters…',
    justNow: 'just now',
    coveredSince:
      'Searched leads created since {since}; for older ones choose a date range without other filters.',
  },
  ru: {
    fromIndex: 'Из локальной копии, синхронизировано {ago}.',
    fromIndexNever: 'Из локальной копии.',
    fromIndexPartial:
      'Из локальной копии, она ещё заполняется: охвачено {indexed, number} из {expected, plural, one {# лида} few {# лидов} many {# лидов} other {# лида}}.',
    fromIndexPartialUnknown:
      'Из локальной копии, она ещё заполняется: пока {indexed, plural, one {# лид} few {# лида} many {# лидов} other {# лида}}.',
    fromIndexCleared: 'Локальная копия удалена: продолжите её в шапке, чтобы фильтровать и сортировать.',
    fromIndexStarting: 'Готовим локальную копию лидов для этих фильтров…',
    justNow: 'только что',
    coveredSince:
      'Искали среди лидов, созданных с {since}; для более ранних выберите период без других фильтров.',
  },
});
