import { defineMessages } from '../../shared/i18n/locale';

export const employeeMessages = defineMessages({
  en: {
    /** The staff list does not name this id (a dismissed employee, or the list failed). */
    unknownEmployee: 'employee #{id}',
    nameLoading: 'Loading the name',
  },
  ru: {
    unknownEmployee: 'сотрудник #{id}',
    nameLoading: 'Загружается имя',
  },
});
