import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { encodeText } from '../report/encodeText';
import { decodeCsv, detectEncoding } from './decodeCsv';
import { detectSeparator } from './detectSeparator';
import { MAX_IMPORT_ROWS, readCsv } from './readCsv';

const fixture = (name: string) => new Uint8Array(readFileSync(path.join(__dirname, 'fixtures', name)));

describe('encoding detection', () => {
  it('reads UTF-8 with a BOM and drops the BOM from the text', () => {
    const bytes = fixture('utf8-bom-comma.csv');
    expect(detectEncoding(bytes)).toBe('utf-8');
    const decoded = decodeCsv(bytes);
    expect(decoded).toMatchObject({ encoding: 'utf-8', bom: true });
    expect(decoded.text.startsWith('Имя,')).toBe(true);
    expect(decoded.text).toContain('Ёлкин Пётр');
  });

  it('reads UTF-8 without a BOM', () => {
    const decoded = decodeCsv(fixture('tabs.tsv'));
    expect(decoded).toMatchObject({ encoding: 'utf-8', bom: false });
  });

  it('takes bytes that are not UTF-8 for Windows-1251, as Excel writes Russian text', () => {
    const bytes = fixture('cp1251-semicolon.csv');
    expect(detectEncoding(bytes)).toBe('windows-1251');
    expect(decodeCsv(bytes).text).toContain('Семёнова Алёна');
  });

  it('decodes with the encoding the user chose over the detected one', () => {
    const bytes = encodeText('Имя\nПётр\n', 'utf-8', false);
    expect(decodeCsv(bytes, 'windows-1251').text).not.toContain('Пётр');
  });
});

describe('separator detection', () => {
  it.each([
    ['utf8-bom-comma.csv', ','],
    ['cp1251-semicolon.csv', ';'],
    ['tabs.tsv', '\t'],
    ['quoted-newlines.csv', ';'],
  ])('finds the separator of %s', (name, separator) => {
    expect(detectSeparator(decodeCsv(fixture(name)).text)).toBe(separator);
  });

  it('takes a comma for a file of one column', () => {
    expect(detectSeparator('phone\n+79161234567\n+79161234568\n')).toBe(',');
  });
});

describe('readCsv', () => {
  it('keeps quoted line breaks, separators and quotes inside one cell', () => {
    const result = readCsv(fixture('quoted-newlines.csv'));
    expect(result).toMatchObject({ ok: true, separator: ';', header: ['Name', 'Phone', 'Comment'] });
    if (!result.ok) return;
    expect(result.rows).toEqual([
      ['Ivan\r\nIvanov', '+79161234567', 'says "hi"; twice'],
      ['Petr', '+79161234568', 'line one\nline two'],
    ]);
  });

  it('reads a Windows-1251 file with semicolons', () => {
    const result = readCsv(fixture('cp1251-semicolon.csv'));
    expect(result).toMatchObject({ ok: true, encoding: 'windows-1251', separator: ';', bom: false });
    if (!result.ok) return;
    expect(result.header).toEqual(['ФИО', 'Телефон', 'Почта', 'Источник', 'Бюджет']);
    expect(result.rows[1]).toEqual(['Семёнова Алёна', '', 'alena@example.com', 'Выставка', '1,5']);
  });

  it('keeps commas and semicolons inside cells of a tab-separated file', () => {
    const result = readCsv(fixture('tabs.tsv'));
    expect(result.ok && result.rows.map((row) => row[0])).toEqual(['Ivan, Jr.', 'Petr; the second']);
  });

  it.each([
    ['an empty file', new Uint8Array(), 'empty'],
    ['a BOM alone', encodeText('', 'utf-8', true), 'empty'],
    ['blank lines', encodeText('\r\n\r\n', 'utf-8', false), 'empty'],
    ['a header alone', encodeText('name,phone\r\n', 'utf-8', false), 'headerOnly'],
    ['a zip (xlsx) file', Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]), 'binary'],
  ])('refuses %s', (_name, bytes, reason) => {
    expect(readCsv(bytes)).toMatchObject({ ok: false, reason });
  });

  it(`refuses a file of more than ${MAX_IMPORT_ROWS} rows without reading all of it`, () => {
    const text = `phone\n${'+79161234567\n'.repeat(100_000)}`;
    expect(readCsv(new TextEncoder().encode(text))).toMatchObject({ ok: false, reason: 'tooManyRows' });
  });

  it(`takes exactly ${MAX_IMPORT_ROWS} rows`, () => {
    const text = `phone\n${'+79161234567\n'.repeat(MAX_IMPORT_ROWS)}`;
    const result = readCsv(new TextEncoder().encode(text));
    expect(result.ok && result.rows.length).toBe(MAX_IMPORT_ROWS);
  });

  it('keeps rows with more or fewer cells than the header, for the preview to flag', () => {
    const result = readCsv(encodeText('a,b,c\n1,2\n1,2,3,4\n', 'utf-8', false));
    expect(result.ok && result.rows).toEqual([
      ['1', '2'],
      ['1', '2', '3', '4'],
    ]);
  });
});
