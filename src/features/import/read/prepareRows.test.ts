import { describe, expect, it } from 'vitest';
import { interpolate, type MessageParams } from '@/shared/i18n/locale';
import { leadFieldMessages } from '@/shared/recordForms/lead/fieldMessages';
import { leadFormMessages } from '@/shared/recordForms/lead/messages';
import { importMessages } from '../messages';
import type { NameCatalogs } from './nameMatching';
import { type PrepareSettings, prepareRows } from './prepareRows';

const texts = {
  form: (key: keyof (typeof leadFormMessages)['en'], params?: MessageParams) =>
    interpolate(leadFormMessages.en[key], params),
  field: (key: keyof (typeof leadFieldMessages)['en'], params?: MessageParams) =>
    interpolate(leadFieldMessages.en[key], params),
  import: (key: keyof (typeof importMessages)['en'], params?: MessageParams) =>
    interpolate(importMessages.en[key], params),
};

const catalogs: NameCatalogs = {
  sourceId: [
    { id: 2, name: 'Сайт' },
    { id: 8, name: 'Выставка' },
  ],
  funnelStageId: [{ id: 1, name: 'Новый' }],
  userIdOwner: [{ id: 5, name: 'Пётр Петров' }],
  locationCityId: [{ id: 1, name: 'Москва' }],
  locationUnitId: [],
};

const settings: PrepareSettings = {
  mapping: ['name', 'phone', 'email', 'sourceId', 'userIdOwner', 'cost'],
  catalogs,
  defaults: { sourceId: '', funnelStageId: '', userIdOwner: '' },
};

describe('prepareRows', () => {
  it('turns names into ids and keeps the form’s values', () => {
    const [row] = prepareRows(
      [['Иван', '8 916 123-45-67', '', 'выставка', 'петр петров', '150 000 ₽']],
      6,
      settings,
      texts,
    );
    expect(row).toEqual({
      index: 0,
      values: { name: 'Иван', phone: '8 916 123-45-67', sourceId: '8', userIdOwner: '5', cost: '150000' },
      problems: [],
      duplicateOf: null,
      contactKeys: ['phone:+79161234567'],
    });
  });

  it('applies the new-lead form’s rules', () => {
    const [row] = prepareRows([['Иван', '', 'not-an-email', '2', '', '-5']], 6, settings, texts);
    expect(row?.problems).toEqual(
      expect.arrayContaining([
        { field: 'email', message: 'Enter an e-mail like name@example.com.' },
        { field: 'cost', message: 'Enter a whole amount of roubles, 0 or more, digits only.' },
      ]),
    );
  });

  it('makes a name that matches nothing a problem of its row', () => {
    const [row] = prepareRows([['Иван', '+79161234567', '', 'Телевизор', '', '']], 6, settings, texts);
    expect(row?.problems).toEqual([{ field: 'sourceId', message: 'Nothing named “Телевизор” in Source.' }]);
  });

  it('fills the default source, stage and owner only where the row has none', () => {
    const rows = prepareRows(
      [
        ['A', '+79161234567', '', '', '', ''],
        ['B', '+79161234568', '', 'Сайт', 'Пётр Петров', ''],
        ['C', '+79161234569', '', 'Сайт', 'Никто', ''],
      ],
      6,
      { ...settings, defaults: { sourceId: '8', funnelStageId: '1', userIdOwner: '7' } },
      texts,
    );
    expect(rows.map(({ values }) => [values.sourceId, values.funnelStageId, values.userIdOwner])).toEqual([
      ['8', '1', '7'],
      ['2', '1', '5'],
      ['2', '1', undefined],
    ]);
    expect(rows.map((row) => row.problems.length)).toEqual([0, 0, 1]);
  });

  it('requires a source when there is no default, as the form does', () => {
    const [row] = prepareRows([['A', '+79161234567', '', '', '', '']], 6, settings, texts);
    expect(row?.problems).toEqual([{ field: 'sourceId', message: 'Choose the source.' }]);
  });

  it('flags rows with more or fewer cells than the header', () => {
    const [row] = prepareRows([['A', '+79161234567']], 6, settings, texts);
    expect(row?.problems[0]).toEqual({ field: null, message: 'The row has 2 cells, the header 6.' });
  });

  it('marks a row that repeats an earlier one by phone (in any notation) or e-mail', () => {
    const rows = prepareRows(
      [
        ['A', '+7 916 123-45-67', 'a@example.com', 'Сайт', '', ''],
        ['B', '89161234567', '', 'Сайт', '', ''],
        ['C', '', 'A@Example.com', 'Сайт', '', ''],
        ['D', '+79160000000', '', 'Сайт', '', ''],
      ],
      6,
      settings,
      texts,
    );
    expect(rows.map((row) => row.duplicateOf)).toEqual([null, 0, 0, null]);
  });
});
