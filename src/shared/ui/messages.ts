import { defineMessages } from '@/shared/i18n/locale';

export const uiMessages = defineMessages({
  en: {
    language: 'Language',
    colorScheme: 'Switch between light and dark theme',
    lightTheme: 'Light theme',
    darkTheme: 'Dark theme',
    retry: 'Retry',
  },
  ru: {
    language: 'Язык',
    colorScheme: 'Переключить светлую и тёмную тему',
    lightTheme: 'Светлая тема',
    darkTheme: 'Тёмная тема',
    retry: 'Повторить',
  },
});
