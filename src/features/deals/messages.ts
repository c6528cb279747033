import { defineMessages } from '../../shared/i18n/locale';

export const dealMessages = defineMessages({
  en: {
    funnelStage: 'Funnel stage',
    owner: 'Owner',
    ownerHint: 'The employee responsible for the deal',
    ownersLoading: 'Loading employees…',
    ownersFailed: 'The employee list could not be loaded; the deal can be saved without an owner.',
    city: 'City',
    office: 'Office',
    officeHint: 'Offices of the chosen city',
    nothingFound: 'Nothing found',
    stageRequired: 'Choose the funnel stage',
    officeElsewhere: 'This office is not in the chosen city',
  },
  ru: {
    funnelStage: 'Этап воронки',
    owner: 'Ответственный',
    ownerHint: 'Сотрудник, который ведёт сделку',
    ownersLoading: 'Загружаем сотрудников…',
    ownersFailed: 'Не удалось загрузить список сотрудников; сделку можно сохранить без ответственного.',
    city: 'Город',
    office: 'Офис',
    officeHint: 'Офисы выбранного города',
    nothingFound: 'Ничего не найдено',
    stageRequired: 'Выберите этап воронки',
    officeElsewhere: 'Этот офис находится в другом городе',
  },
});
