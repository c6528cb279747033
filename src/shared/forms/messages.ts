import { defineMessages } from '@/shared/i18n/locale';

export const formMessages = defineMessages({
  en: {
    unsavedTitle: 'Leave without saving?',
    unsavedText: 'Your changes on this page have not been saved. If you leave, they will be lost.',
    stay: 'Stay on this page',
    leave: 'Leave and discard changes',
    phoneDescription: 'For example +7 916 123-45-67 or 8 916 123 45 67',
    summaryTitle: 'There is a problem',
    failureTitle: 'Nothing was saved',
    failureText: '{reason} Check the connection and try again.',
    uncertainTitle: 'It may not have been saved',
    uncertainText: '{reason} The CRM may have saved it all the same: check before you try again.',
  },
  ru: {
    unsavedTitle: 'Уйти без сохранения?',
    unsavedText: 'Изменения на этой странице не сохранены. Если уйти, они пропадут.',
    stay: 'Остаться на странице',
    leave: 'Уйти без сохранения',
    phoneDescription: 'Например, +7 916 123-45-67 или 8 916 123 45 67',
    summaryTitle: 'Есть ошибки',
    failureTitle: 'Ничего не сохранено',
    failureText: '{reason} Проверьте соединение и попробуйте ещё раз.',
    uncertainTitle: 'Возможно, не сохранено',
    uncertainText: '{reason} CRM могла всё же сохранить запись: проверьте, прежде чем повторять.',
  },
});
