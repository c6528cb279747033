import { defineMessages } from '@/shared/i18n/locale';

/** Loaded with the component that shows them, not with the first screen. */
export const quickFindMessages = defineMessages({
  en: {
    quickFind: 'Find a lead',
    quickFindHint: 'Phone, name or e-mail',
    quickFindLabel: 'Find a lead by phone, name or e-mail',
    quickFindResults: 'Leads found',
    quickFindNone: 'No lead matches “{query}”.',
    quickFindMore: '{count} more: open them in the list',
    quickFindCount: 'Found: {count}',
    quickFindPartial: 'Results cover {indexed} of {expected} leads: the local copy is still filling.',
    quickFindPartialUnknown:
      'Results cover the {indexed} leads indexed so far: the local copy is still filling.',
    quickFindNotReady: 'The local copy is being prepared…',
    quickFindCleared: 'The local copy is cleared; resume it in the header to search again.',
    noName: 'No name',
    close: 'Close',
  },
  ru: {
    quickFind: 'Найти лид',
    quickFindHint: 'Телефон, имя или e-mail',
    quickFindLabel: 'Найти лид по телефону, имени или e-mail',
    quickFindResults: 'Найденные лиды',
    quickFindNone: 'Нет лидов по запросу «{query}».',
    quickFindMore: 'Ещё {count}: открыть в списке',
    quickFindCount: 'Найдено: {count}',
    quickFindPartial: 'Результаты охватывают {indexed} из {expected} лидов: копия ещё заполняется.',
    quickFindPartialUnknown:
      'Результаты охватывают {indexed} уже проиндексированных лидов: копия ещё заполняется.',
    quickFindNotReady: 'Локальная копия готовится…',
    quickFindCleared: 'Локальная копия удалена; продолжите её в шапке, чтобы снова искать.',
    noName: 'Без имени',
    close: 'Закрыть',
  },
});
