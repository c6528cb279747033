import { defineMessages } from '../../shared/i18n/locale';

export const leadListMessages = defineMessages({
  en: {
    title: 'Leads',
    total: '{count} leads',
    id: 'ID',
    name: 'Name',
    phone: 'Phone',
    email: 'E-mail',
    created: 'Created',
    loadFailed: 'The leads could not be loaded: {reason}',
    retry: 'Retry',
  },
  ru: {
    title: 'Лиды',
    total: 'Лидов: {count}',
    id: 'ID',
    name: 'Имя',
    phone: 'Телефон',
    email: 'Эл. почта',
    created: 'Создан',
    loadFailed: 'Не удалось загрузить лиды: {reason}',
    retry: 'Повторить',
  },
});
