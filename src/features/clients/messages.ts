import { defineMessages } from '@/shared/i18n/locale';

/** The page's own texts; the form's labels and errors are in the shared client form's messages. */
export const clientPageMessages = defineMessages({
  en: {
    pageTitle: 'New client',
    create: 'Create client',
    created: 'Client #{id} created',
    createdText: '{name} was saved in the CRM with id {id}.',
  },
  ru: {
    pageTitle: 'Новый клиент',
    create: 'Создать клиента',
    created: 'Клиент №{id} создан',
    createdText: '{name} сохранён в CRM под номером {id}.',
  },
});
