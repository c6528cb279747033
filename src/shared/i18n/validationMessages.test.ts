import { describe, expect, it } from 'vitest';
import { translateValidationMessage } from './validationMessages';

const labels: Record<string, string> = {
  phone: 'Телефон',
  email: 'Эл. почта',
  sourceId: 'Источник',
  name: 'Имя',
  cost: 'Бюджет',
  utmSource: 'UTM source',
};
const labelOf = (field: string) => labels[field];
const ru = (message: string) => translateValidationMessage(message, 'ru', labelOf);

describe('translateValidationMessage', () => {
  it('translates each standard Laravel rule into Russian, naming the field by its label', () => {
    expect(ru('The name field is required.')).toBe('Заполните поле «Имя».');
    expect(ru('The phone field is required when email is not present.')).toBe(
      'Заполните поле «Телефон», если не заполнено «Эл. почта».',
    );
    expect(ru('The email field must be a valid email address.')).toBe(
      'В поле «Эл. почта» нужен адрес эл. почты, например name@example.com.',
    );
    expect(ru('The source id field must be an integer.')).toBe('В поле «Источник» должно быть целое число.');
    expect(ru('The cost field must be a number.')).toBe('В поле «Бюджет» должно быть число.');
    expect(ru('The cost field must be at least 0.')).toBe('Значение поля «Бюджет» должно быть не меньше 0.');
    expect(ru('The selected source id is invalid.')).toBe(
      'Выбранное значение поля «Источник» не найдено в CRM или недопустимо.',
    );
    expect(ru('The email has already been taken.')).toBe('Такое значение поля «Эл. почта» уже есть в CRM.');
    expect(ru('The dob field must be a valid date.')).toBe('В поле «dob» должна быть существующая дата.');
  });

  it('counts characters with Russian plural forms', () => {
    expect(ru('The name field must not be greater than 255 characters.')).toBe(
      'Поле «Имя»: не больше 255 символов.',
    );
    expect(ru('The name field must be at least 2 characters.')).toBe('Поле «Имя»: не меньше 2 символа.');
    expect(ru('The name field must not be greater than 21 characters.')).toBe(
      'Поле «Имя»: не больше 21 символ.',
    );
  });

  it('reads the older wording and dotted attributes, and translates the "and N more" tail', () => {
    expect(ru('The name may not be greater than 255 characters.')).toBe(
      'Поле «Имя»: не больше 255 символов.',
    );
    expect(ru('The utm source.0 field must be a string.')).toBe('В поле «UTM source» должен быть текст.');
    expect(ru('The phone field is required when email is not present. (and 1 more error)')).toBe(
      'Заполните поле «Телефон», если не заполнено «Эл. почта». (и ещё 1 ошибка)',
    );
    expect(ru('The given data was invalid.')).toBe('CRM не приняла данные.');
  });

  it('keeps a message it does not know as the server sent it, and English as sent', () => {
    expect(ru('Лид с таким телефоном уже закреплён за другим менеджером.')).toBe(
      'Лид с таким телефоном уже закреплён за другим менеджером.',
    );
    expect(ru('Something odd happened.')).toBe('Something odd happened.');
    expect(translateValidationMessage('The name field is required.', 'en', labelOf)).toBe(
      'The name field is required.',
    );
  });

  it('names a field it has no label for as the server spelled it', () => {
    expect(translateValidationMessage('The client id field is prohibited.', 'ru')).toBe(
      'Поле «client id» заполнять нельзя.',
    );
  });

  it('translates Laravel 8’s wording: "The given data was invalid." and "The phone must be a string."', () => {
    expect(ru('The given data was invalid.')).toBe('CRM не приняла данные.');
    expect(ru('The phone must be a string.')).toBe('В поле «Телефон» должен быть текст.');
    expect(ru('The email must be a valid email address.')).toBe(
      'В поле «Эл. почта» нужен адрес эл. почты, например name@example.com.',
    );
    expect(ru('The source id must be an integer.')).toBe('В поле «Источник» должно быть целое число.');
    expect(ru('The name may not be greater than 255 characters.')).toBe(
      'Поле «Имя»: не больше 255 символов.',
    );
    expect(ru('The cost must be at least 0.')).toBe('Значение поля «Бюджет» должно быть не меньше 0.');
    expect(ru('The dob is not a valid date.')).toBe('В поле «dob» должна быть существующая дата.');
    expect(ru('The dob does not match the format Y-m-d.')).toBe('Поле «dob» должно быть в формате Y-m-d.');
  });

  it('translates Laravel 9+’s wording with its "(and N more errors)" tail', () => {
    expect(ru('The phone field must be a string.')).toBe('В поле «Телефон» должен быть текст.');
    expect(ru('The phone field is required. (and 1 more error)')).toBe(
      'Заполните поле «Телефон». (и ещё 1 ошибка)',
    );
    expect(ru('The phone field must be a string. (and 3 more errors)')).toBe(
      'В поле «Телефон» должен быть текст. (и ещё 3 ошибки)',
    );
    expect(ru('The name field must not be greater than 255 characters. (and 5 more errors)')).toBe(
      'Поле «Имя»: не больше 255 символов. (и ещё 5 ошибок)',
    );
  });
});
