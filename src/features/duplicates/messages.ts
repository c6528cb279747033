import { defineMessages } from '@/shared/i18n/locale';

export const duplicatesMessages = defineMessages({
  en: {
    title: 'Duplicates',
    loading: 'Grouping the leads by phone and e-mail…',
    loadFailed: 'The groups could not be read from the local copy: {reason}',
    summary:
      '{groups, plural, one {# group} other {# groups}} of leads sharing a phone or e-mail, {leads, plural, one {# lead} other {# leads}} in them; the largest and the most recent first.',
    none: 'No leads in this range and filters share a phone or e-mail with another lead.',
    listLabel: 'Groups of leads sharing contacts',
    groupTitle: '{count, plural, one {# lead} other {# leads}}, the newest created {created}',
    unnamed: 'Lead #{id}',
    notSet: '—',
  },
  ru: {
    title: 'Дубли',
    loading: 'Группируем лиды по телефону и почте…',
    loadFailed: 'Не удалось прочитать группы из локальной копии: {reason}',
    summary:
      '{groups, plural, one {# группа} few {# группы} many {# групп} other {# группы}} лидов с общим телефоном или почтой, в них {leads, plural, one {# лид} few {# лида} many {# лидов} other {# лида}}; сначала крупные и свежие.',
    none: 'В этом диапазоне и фильтрах нет лидов с общим с другими телефоном или почтой.',
    listLabel: 'Группы лидов с общими контактами',
    groupTitle:
      '{count, plural, one {# лид} few {# лида} many {# лидов} other {# лида}}, новейший создан {created}',
    unnamed: 'Лид №{id}',
    notSet: '—',
  },
});
