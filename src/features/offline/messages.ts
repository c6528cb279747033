import { defineMessages } from '@/shared/i18n/locale';

export const offlineMessages = defineMessages({
  en: {
    updateReady: 'A new version is ready',
    updateReload: 'Reload',
  },
  ru: {
    updateReady: 'Готова новая версия',
    updateReload: 'Обновить',
  },
});
