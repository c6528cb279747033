import { defineMessages } from '@/shared/i18n/locale';

/** The page's own texts; the form's labels and errors are in the shared organization form's messages. */
export const organizationPageMessages = defineMessages({
  en: {
    pageTitle: 'New organization',
    create: 'Create organization',
    created: 'Organization #{id} created',
    createdText: '{name} was saved in the CRM with id {id}.',
  },
  ru: {
    pageTitle: 'Новая организация',
    create: 'Создать организацию',
    created: 'Организация №{id} создана',
    createdText: '«{name}» сохранена в CRM под номером {id}.',
  },
});
