import { defineMessages } from '../../../shared/i18n/locale';

export const formKitMessages = defineMessages({
  en: {
    summaryTitle: 'There is a problem',
    failureTitle: 'Nothing was saved',
    failureText: '{reason} Check the connection and try again.',
  },
  ru: {
    summaryTitle: 'Есть ошибки',
    failureTitle: 'Ничего не сохранено',
    failureText: '{reason} Проверьте соединение и попробуйте ещё раз.',
  },
});
