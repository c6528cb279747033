import { defineMessages } from '@/shared/i18n/locale';

/** The export progress bar's texts; they load with the bar when an export starts. */
export const exportProgressMessages = defineMessages({
  en: {
    exportProgress: 'Export progress',
    cancelExport: 'Cancel export',
    exportPaused: 'Paused for the CRM rate limit…',
  },
  ru: {
    exportProgress: 'Ход выгрузки',
    cancelExport: 'Отменить выгрузку',
    exportPaused: 'Пауза из-за ограничения частоты запросов CRM…',
  },
});
