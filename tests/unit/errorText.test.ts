import { describe, expect, it } from 'vitest';
import {
  BadResponseError,
  HttpError,
  NetworkError,
  NotFoundError,
  NotSentError,
  RateLimitedError,
  ServerError,
  UnauthenticatedError,
  ValidationError,
} from '../../src/api/errors';
import { errorText } from '../../src/shared/i18n/errorText';
import { translateValidationMessage } from '../../src/shared/i18n/validationMessages';

describe('errorText', () => {
  it('gives every client error kind its Russian text', () => {
    expect(errorText(new NetworkError(), 'ru')).toBe(
      'Не удалось связаться с CRM: нет соединения или сеть недоступна.',
    );
    expect(errorText(new ServerError('Database is down', 503), 'ru')).toBe(
      'CRM не смогла обработать запрос (ошибка 503).',
    );
    expect(errorText(new BadResponseError('/lead', 'data: expected array', 200), 'ru')).toBe(
      'CRM прислала ответ, который приложение не может прочитать.',
    );
    expect(errorText(new RateLimitedError(21), 'ru')).toBe(
      'CRM просит подождать; повторите через 21 секунду.',
    );
    expect(errorText(new RateLimitedError(5), 'ru')).toBe('CRM просит подождать; повторите через 5 секунд.');
    expect(errorText(new NotFoundError(), 'ru')).toBe('В CRM нет такой записи.');
    expect(errorText(new UnauthenticatedError(), 'ru')).toBe('Сеанс закончился; войдите снова.');
    expect(errorText(new HttpError('Conflict', 409), 'ru')).toBe('CRM отклонила запрос (ошибка 409).');
    expect(errorText(new TypeError('x is undefined'), 'ru')).toBe('В приложении что-то пошло не так.');
  });

  it('gives the same kinds their English text', () => {
    expect(errorText(new NetworkError(), 'en')).toBe(
      'The CRM could not be reached: the connection failed or the network is down.',
    );
    expect(errorText(new ServerError('boom', 500), 'en')).toBe(
      'The CRM failed while handling the request (error 500).',
    );
    expect(errorText(new RateLimitedError(1), 'en')).toBe(
      'The CRM asked us to slow down; try again in 1 second.',
    );
  });

  it('tells a wrapper by what it wraps, and a 422 by its translated message', () => {
    expect(errorText(new NotSentError(new NotFoundError()), 'en')).toBe('The CRM has no such record.');
    expect(
      errorText(new ValidationError('The name field is required.', {}), 'ru', translateValidationMessage),
    ).toBe('Заполните поле «name».');
    // Screens that never send a form (only forms get the Laravel translator) show the server's own words.
    expect(errorText(new ValidationError('The name field is required.', {}), 'ru')).toBe(
      'The name field is required.',
    );
  });
});
