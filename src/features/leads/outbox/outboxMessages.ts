import { defineMessages } from '@/shared/i18n/locale';

export const outboxMessages = defineMessages({
  en: {
    waiting: '{count, plural, one {# change waiting to be sent} other {# changes waiting to be sent}}',
    title: 'Changes waiting to be sent',
    intro:
      'Made on this device with no network. They are sent to the CRM in this order when the network is back, each once.',
    stateWaiting: 'Waiting for the network',
    stateSending: 'Sending…',
    stateConflict: 'Changed in the CRM since you read it. Send yours over it, or discard yours?',
    stateRefused: 'The CRM refused it: {reason}',
    stateFailed: 'Not sent: {reason}',
    changedFields: 'Changed: {fields}',
    newLead: 'New lead: {name}',
    filledFields: 'Filled in: {fields}',
    cancel: 'Cancel this change',
    sendAnyway: 'Send mine anyway',
    discard: 'Discard mine',
    tryAgain: 'Try again',
    changedElsewhere: 'Changed in the CRM since it was read.',
    close: 'Close',
    signOutUnsent:
      '{count, plural, one {# change made offline has} other {# changes made offline have}} not been sent to the CRM. Signing out deletes {count, plural, one {it} other {them}}. Sign out anyway?',
  },
  ru: {
    waiting:
      '{count, plural, one {# изменение ждёт отправки} few {# изменения ждут отправки} many {# изменений ждут отправки} other {# изменения ждут отправки}}',
    title: 'Изменения, ждущие отправки',
    intro:
      'Сделаны на этом устройстве без сети. Когда сеть вернётся, они уйдут в CRM в этом порядке, каждое один раз.',
    stateWaiting: 'Ждёт сети',
    stateSending: 'Отправляется…',
    stateConflict:
      'Лид изменили в CRM после того, как вы его открыли. Отправить ваше поверх или отменить ваше?',
    stateRefused: 'CRM не приняла изменение: {reason}',
    stateFailed: 'Не отправлено: {reason}',
    changedFields: 'Изменено: {fields}',
    newLead: 'Новый лид: {name}',
    filledFields: 'Заполнено: {fields}',
    cancel: 'Отменить это изменение',
    sendAnyway: 'Всё равно отправить моё',
    discard: 'Отменить моё',
    tryAgain: 'Попробовать снова',
    changedElsewhere: 'Изменён в CRM после чтения.',
    close: 'Закрыть',
    signOutUnsent:
      '{count, plural, one {# изменение, сделанное без сети, не отправлено} few {# изменения, сделанные без сети, не отправлены} many {# изменений, сделанных без сети, не отправлены} other {# изменения, сделанные без сети, не отправлены}} в CRM. При выходе они будут удалены. Всё равно выйти?',
  },
});
