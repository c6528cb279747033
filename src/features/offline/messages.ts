import { defineMessages } from '@/shared/i18n/locale';

export const offlineMessages = defineMessages({
  en: {
    updateReady: 'A new version is ready',
    updateReload: 'Reload',
    offlineTitle: 'Offline — the local copy as of {time}.',
    offlineTitleNoTime: 'Offline — the local copy.',
    offlineWhatWorks:
      'The list, lead pages, the board, the inbox, the dashboard and quick find work; lead changes and new leads wait in the outbox; new clients, organizations and deals, the import and bulk changes need the network.',
    needsNetworkTitle: 'This needs the network',
    needsNetworkText:
      'You are offline. This screen sends its work to the CRM as you go, so it opens by itself when the network is back. Reading leads works meanwhile.',
  },
  ru: {
    updateReady: 'Готова новая версия',
    updateReload: 'Обновить',
    offlineTitle: 'Нет сети — локальная копия на {time}.',
    offlineTitleNoTime: 'Нет сети — локальная копия.',
    offlineWhatWorks:
      'Список, карточки лидов, воронка, входящие, дашборд и быстрый поиск работают; изменения и новые лиды ждут отправки; для новых клиентов, организаций и сделок, импорта и массовых изменений нужна сеть.',
    needsNetworkTitle: 'Нужна сеть',
    needsNetworkText:
      'Нет подключения к сети. Этот экран отправляет данные в CRM по ходу работы, поэтому он откроется сам, когда сеть вернётся. Читать лиды можно и сейчас.',
  },
});
