import { describe, expect, it } from 'vitest';
import { buildNameIndex } from './nameMatching';

const sources = buildNameIndex([
  { id: 1, name: 'Яндекс Директ' },
  { id: 3, name: 'Авито' },
  { id: 8, name: 'Выставка' },
  { id: 9, name: 'Ёлка' },
  { id: 10, name: 'Партнёр' },
  { id: 11, name: 'партнер' },
]);

describe('buildNameIndex', () => {
  it.each([
    ['Яндекс Директ', 1],
    ['  ЯНДЕКС   директ ', 1],
    ['авито', 3],
    ['Елка', 9],
    ['ёлка', 9],
  ])('matches %j whatever the case, spaces and ё', (value, id) => {
    expect(sources.match(value)).toEqual({ kind: 'id', id });
  });

  it('takes digits for an id as they are', () => {
    expect(sources.match(' 8 ')).toEqual({ kind: 'id', id: 8 });
    expect(sources.match('404')).toEqual({ kind: 'id', id: 404 });
  });

  it('says when nothing matches, without throwing', () => {
    expect(sources.match('Телевизор')).toEqual({ kind: 'unknown', value: 'Телевизор' });
  });

  it('refuses to choose between two entries with one name', () => {
    expect(sources.match('ПАРТНЕР')).toEqual({ kind: 'ambiguous', value: 'ПАРТНЕР', ids: [10, 11] });
  });

  it('gives empty for a blank cell', () => {
    expect(sources.match('  ')).toEqual({ kind: 'empty' });
  });
});
