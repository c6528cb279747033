import { defineMessages } from '@/shared/i18n/locale';

/** The shortcut help's own texts: they load with its dialog, not with the shell. */
export const shortcutMessages = defineMessages({
  en: {
    shortcutsEverywhere: 'Everywhere',
    shortcutsLeadList: 'In the lead list',
    shortcutKeys: 'Keys',
    shortcutAction: 'Action',
    keyThen: 'then',
    shortcutHelp: 'Show this list of shortcuts',
    shortcutQuickFind: 'Find a lead by phone, name or e-mail',
    shortcutGoLeads: 'Go to the leads',
    shortcutNewLead: 'Create a new lead',
    shortcutDateFilter: 'Jump to the date filter',
    shortcutRows: 'Move between rows of the table',
    shortcutOpenLead: 'Open the selected lead',
  },
  ru: {
    shortcutsEverywhere: 'Везде',
    shortcutsLeadList: 'В списке лидов',
    shortcutKeys: 'Клавиши',
    shortcutAction: 'Действие',
    keyThen: 'затем',
    shortcutHelp: 'Показать этот список',
    shortcutQuickFind: 'Найти лид по телефону, имени или e-mail',
    shortcutGoLeads: 'Перейти к лидам',
    shortcutNewLead: 'Создать лид',
    shortcutDateFilter: 'Перейти к фильтру по дате',
    shortcutRows: 'Перемещаться по строкам таблицы',
    shortcutOpenLead: 'Открыть выбранный лид',
  },
});
