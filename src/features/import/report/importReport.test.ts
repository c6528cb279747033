import { describe, expect, it } from 'vitest';
import type { ImportRecord, JournalRow } from '../journal/journalTypes';
import { decodeCsv } from '../read/decodeCsv';
import { readCsv } from '../read/readCsv';
import { encodeText } from './encodeText';
import { reportText } from './importReport';

const record: ImportRecord = {
  id: 'i',
  fileName: 'leads.csv',
  createdAt: 0,
  encoding: 'windows-1251',
  bom: false,
  separator: ';',
  header: ['ФИО', 'Телефон'],
  status: 'finished',
  total: 3,
};

const row = (index: number, overrides: Partial<JournalRow>): JournalRow => ({
  jobId: 'i',
  index,
  cells: ['Семёнов', `+7916000000${index}`],
  shown: { name: '', phone: '', email: '' },
  payload: null,
  contactKeys: [],
  state: 'done',
  leadId: null,
  fieldErrors: null,
  reason: null,
  sentAt: null,
  ...overrides,
});

const texts = {
  statusColumn: 'Статус',
  leadIdColumn: 'Id лида',
  messagesColumn: 'Сообщения',
  status: (state: string) => ({ done: 'Создан', refused: 'Отклонена', skipped: 'Пропущена' })[state] ?? state,
  fieldErrors: (errors: Record<string, string[]>) =>
    Object.entries(errors)
      .map(([field, messages]) => `${field}: ${messages.join(' ')}`)
      .join('; '),
};

describe('report', () => {
  it('adds status, lead id and messages to the original columns, with the original separator', () => {
    const text = reportText(
      record,
      [
        row(1, { state: 'refused', fieldErrors: { sourceId: ['The selected source id is invalid.'] } }),
        row(0, { leadId: 5001 }),
        row(2, { state: 'skipped', cells: ['Короткая'], reason: 'Нет телефона; нет почты' }),
      ],
      texts,
    );
    expect(text.split('\r\n')).toEqual([
      'ФИО;Телефон;Статус;Id лида;Сообщения',
      'Семёнов;+79160000000;Создан;5001;',
      'Семёнов;+79160000001;Отклонена;;sourceId: The selected source id is invalid.',
      'Короткая;;Пропущена;;"Нет телефона; нет почты"',
    ]);
  });

  it('writes Windows-1251 that reads back as the same text', () => {
    const text = reportText(record, [row(0, { leadId: 1 })], texts);
    const bytes = encodeText(text, 'windows-1251', false);
    expect(decodeCsv(bytes)).toMatchObject({ encoding: 'windows-1251', text });
    expect(readCsv(bytes)).toMatchObject({
      ok: true,
      separator: ';',
      header: ['ФИО', 'Телефон', 'Статус', 'Id лида', 'Сообщения'],
    });
  });

  it('keeps the BOM of a UTF-8 original', () => {
    const bytes = encodeText('a,b', 'utf-8', true);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(decodeCsv(bytes)).toMatchObject({ bom: true, text: 'a,b' });
  });
});
