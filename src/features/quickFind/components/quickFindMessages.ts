import { defineMessages } from '@/shared/i18n/locale';

/** Loaded with the component that shows them, not with the first screen. */
export const quickFindMessages = defineMessages({
  en: {
    quickFind: 'Find a lead',
    quickFindHint: 'Phone, name or e-mail',
    quickFindLabel: 'Find a lead by phone, name or e-mail',
    quickFindResults: 'Leads found',
    quickFindNone: 'No lead matches “{query}”.',
    quickFindMore: '{count, number} more: open them in the list',
    quickFindCount: 'Found: {count, number}',
    quickFindPartial:
      'Results cover {indexed, number} of {expected, plural, one {# lead} other {# leads}}: the local copy is still filling.',
    quickFindPartialUnknown:
      'Results cover the {indexed, plural, one {# lead} other {# leads}} indexed so far: the local copy is still filling.',
    quickFindNotReady: 'The local copy is being prepared…',
    quickFindCleared: 'The local copy is cleared; resume it in the header to search again.',
    quickFindCoveredSince:
      'Searched leads created since {since}; for older ones choose a date range in the list.',
    noName: 'No name',
    close: 'Close',
  },
  ru: {
    quickFind: 'Найти лид',
    quickFindHint: 'Телефон, имя или e-mail',
    quickFindLabel: 'Найти лид по телефону, имени или e-mail',
    quickFindResults: 'Найденные лиды',
    quickFindNone: 'Нет лидов по запросу «{query}».',
    quickFindMore: 'Ещё {count, number}: открыть в списке',
    quickFindCount: 'Найдено: {count, number}',
    quickFindPartial:
      'Результаты охватывают {indexed, number} из {expected, plural, one {# лида} few {# лидов} many {# лидов} other {# лида}}: копия ещё заполняется.',
    quickFindPartialUnknown:
      'Результаты охватывают {indexed, plural, one {# уже проиндексированный лид} few {# уже проиндексированных лида} many {# уже проиндексированных лидов} other {# уже проиндексированного лида}}: копия ещё заполняется.',
    quickFindNotReady: 'Локальная копия готовится…',
    quickFindCleared: 'Локальная копия удалена; продолжите её в шапке, чтобы снова искать.',
    quickFindCoveredSince:
      'Искали среди лидов, созданных с {since}; для более ранних выберите период в списке.',
    noName: 'Без имени',
    close: 'Закрыть',
  },
});
