import { defineMessages, interpolate, type Locale } from './locale';
import { plural } from './plural';

export const errorTextMessages = defineMessages({
  en: {
    network: 'The CRM could not be reached: the connection failed or the network is down.',
    server: 'The CRM failed while handling the request (error {status}).',
    badResponse: 'The CRM sent an answer this app cannot read.',
    rateLimited: 'The CRM asked us to slow down; try again in {wait}.',
    notFound: 'The CRM has no such record.',
    unauthenticated: 'The session has ended; sign in again.',
    http: 'The CRM refused the request (error {status}).',
    unknown: 'Something went wrong in the app.',
  },
  ru: {
    network: 'Не удалось связаться с CRM: нет соединения или сеть недоступна.',
    server: 'CRM не смогла обработать запрос (ошибка {status}).',
    badResponse: 'CRM прислала ответ, который приложение не может прочитать.',
    rateLimited: 'CRM просит подождать; повторите через {wait}.',
    notFound: 'В CRM нет такой записи.',
    unauthenticated: 'Сеанс закончился; войдите снова.',
    http: 'CRM отклонила запрос (ошибка {status}).',
    unknown: 'В приложении что-то пошло не так.',
  },
});

function seconds(count: number, locale: Locale): string {
  return locale === 'ru'
    ? plural(locale, count, {
        one: '{count} секунду',
        few: '{count} секунды',
        many: '{count} секунд',
        other: '{count} секунды',
      })
    : plural(locale, count, { one: '{count} second', other: '{count} seconds' });
}

/**
 * Turns a validation error's message (Laravel's words) into the user's language. Forms pass
 * `translateValidationMessage`; screens that never send a form leave it out, so the translation tables stay out of
 * their first load.
 */
export type ValidationTranslator = (message: string, locale: Locale) => string;

const serverWords: ValidationTranslator = (message) => message;

/**
 * What errorText reads of an error: the API client's errors (src/api/errors.ts) carry a `kind` and a `status`;
 * read by shape, so this layer needs nothing but the words.
 */
interface KindedError {
  kind: string;
  status: number | null;
  message: string;
  retryAfterSeconds?: number;
}

function isKinded(error: unknown): error is KindedError {
  return error instanceof Error && typeof (error as Partial<KindedError>).kind === 'string';
}

/**
 * A failure in the user's language, for "could not load: …" and the like. Each kind of API error has its own
 * text; a validation error shows the server's message (translated by `translateValidation` where given), and a
 * sign-in refusal the token endpoint's own words. An error wrapping another (`cause`) is told by what it wraps.
 */
export function errorText(
  error: unknown,
  locale: Locale,
  translateValidation: ValidationTranslator = serverWords,
): string {
  const texts = errorTextMessages[locale];
  if (!isKinded(error)) {
    return error instanceof Error && error.cause !== undefined
      ? errorText(error.cause, locale, translateValidation)
      : texts.unknown;
  }
  if (error.kind === 'validation') return translateValidation(error.message, locale);
  if (error.kind === 'oauth') return error.message;
  return errorKindText(error.kind, error, locale);
}

/**
 * The words for a kind of failure when only its kind and figures are known: what a worker reports (a status
 * crosses to the page as data, never as English text).
 */
export function errorKindText(
  kind: string,
  figures: { status: number | null; retryAfterSeconds?: number },
  locale: Locale,
): string {
  const texts = errorTextMessages[locale];
  switch (kind) {
    case 'rateLimited':
      return interpolate(
        texts.rateLimited,
        { wait: seconds(figures.retryAfterSeconds ?? 0, locale) },
        locale,
      );
    case 'network':
      return texts.network;
    case 'server':
      return interpolate(texts.server, { status: figures.status ?? '5xx' }, locale);
    case 'badResponse':
      return texts.badResponse;
    case 'notFound':
      return texts.notFound;
    case 'unauthenticated':
      return texts.unauthenticated;
    case 'unknown':
      return texts.unknown;
    default:
      return interpolate(texts.http, { status: figures.status ?? '—' }, locale);
  }
}
