import { defineMessages } from '@/shared/i18n/locale';

/** The checkbox column's labels: apart from messages.ts, so the list loads only these few with the selection. */
export const selectionMessages = defineMessages({
  en: {
    selectRow: 'Select lead {id}',
    selectPage: 'Select every lead on this page',
    selectGroup: 'Select every lead in {group}',
  },
  ru: {
    selectRow: 'Выбрать лид {id}',
    selectPage: 'Выбрать все лиды на странице',
    selectGroup: 'Выбрать все лиды: {group}',
  },
});
