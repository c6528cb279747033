import { defineMessages } from '@/shared/i18n/locale';

/** The column chooser dialog's texts; they load with the dialog, not with the list. */
export const columnChooserMessages = defineMessages({
  en: {
    columnChooser: 'Choose columns',
    columnChooserHelp: 'Show, hide, reorder and size the columns. Remembered in this browser.',
    showColumn: 'Show {column}',
    moveUp: 'Move {column} up',
    moveDown: 'Move {column} down',
    columnWidth: 'Width of {column}, pixels',
    resetColumns: 'Reset columns',
  },
  ru: {
    columnChooser: 'Выбор столбцов',
    columnChooserHelp: 'Показать, скрыть, упорядочить столбцы и задать ширину. Запоминается в этом браузере.',
    showColumn: 'Показывать «{column}»',
    moveUp: 'Переместить «{column}» выше',
    moveDown: 'Переместить «{column}» ниже',
    columnWidth: 'Ширина «{column}», пикселей',
    resetColumns: 'Сбросить столбцы',
  },
});
