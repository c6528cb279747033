import { describe, expect, it } from 'vitest';
import { guessMapping, initialMapping, normalizeHeader, rememberMapping } from './headerMapping';

describe('guessMapping', () => {
  it('maps Russian headers', () => {
    expect(
      guessMapping(['ФИО', 'Телефон', 'Почта', 'Источник', 'Стадия', 'Ответственный', 'Город', 'Бюджет']),
    ).toEqual([
      'name',
      'phone',
      'email',
      'sourceId',
      'funnelStageId',
      'userIdOwner',
      'locationCityId',
      'cost',
    ]);
  });

  it('maps English headers and the API names, whatever the case, spaces and punctuation', () => {
    expect(
      guessMapping([' Name ', 'PHONE', 'E-mail', 'utm_source', 'UTM Medium', 'sourceId', 'Office']),
    ).toEqual(['name', 'phone', 'email', 'utmSource', 'utmMedium', 'sourceId', 'locationUnitId']);
  });

  it('maps the new-lead form’s own labels (a file exported from this app reads back)', () => {
    expect(guessMapping(['Имя', 'Эл. почта', 'Этап воронки', 'Cost, ₽', 'Офис'])).toEqual([
      'name',
      'email',
      'funnelStageId',
      'cost',
      'locationUnitId',
    ]);
  });

  it('treats ё as е', () => {
    expect(normalizeHeader('Ёмейл')).toBe('емейл');
    expect(guessMapping(['Ёмейл'])).toEqual(['email']);
  });

  it('leaves unknown columns out and a repeated field to its first column', () => {
    expect(guessMapping(['Комментарий', 'Телефон', 'Phone', 'id'])).toEqual([null, 'phone', null, null]);
  });
});

describe('remembered mapping', () => {
  it('comes back for a file with the same header, and not for another', () => {
    localStorage.clear();
    const header = ['Контакт', 'Тел.', 'Примечание'];
    rememberMapping(header, ['name', 'phone', 'utmContent']);
    expect(initialMapping(['контакт', 'тел', 'примечание'])).toEqual(['name', 'phone', 'utmContent']);
    expect(initialMapping(['Контакт', 'Тел.'])).toEqual(['name', 'phone']);
  });

  it('falls back to the guess when the stored entry is damaged', () => {
    localStorage.clear();
    rememberMapping(['Phone'], ['phone']);
    const [key] = Object.keys(localStorage);
    localStorage.setItem(key ?? '', '["nonsense"]');
    expect(initialMapping(['Phone'])).toEqual(['phone']);
  });
});
