import { defineMessages } from '@/shared/i18n/locale';

export const dealMessages = defineMessages({
  en: {
    funnelStage: 'Funnel stage',
    stageIdHint: 'The number of the stage in your CRM (this account has no list of stage names configured).',
    owner: 'Owner',
    ownerHint: 'The employee responsible for the deal',
    ownersLoading: 'Loading employees…',
    ownersFailed: 'The employee list could not be loaded; the deal can be saved without an owner.',
    city: 'City',
    office: 'Office',
    officeHint: 'Offices of the chosen city',
    nothingFound: 'Nothing found',
    stageRequired: 'Choose the funnel stage',
    stageIdDigits: 'Enter the stage number in digits, for example 3',
    officeElsewhere: 'This office is not in the chosen city',
  },
  ru: {
    funnelStage: 'Этап воронки',
    stageIdHint: 'Номер этапа в вашей CRM (список названий этапов для этого аккаунта не настроен).',
    owner: 'Ответственный',
    ownerHint: 'Сотрудник, который ведёт сделку',
    ownersLoading: 'Загружаем сотрудников…',
    ownersFailed: 'Не удалось загрузить список сотрудников; сделку можно сохранить без ответственного.',
    city: 'Город',
    office: 'Офис',
    officeHint: 'Офисы выбранного города',
    nothingFound: 'Ничего не найдено',
    stageRequired: 'Выберите этап воронки',
    stageIdDigits: 'Введите номер этапа цифрами, например 3',
    officeElsewhere: 'Этот офис находится в другом городе',
  },
});
