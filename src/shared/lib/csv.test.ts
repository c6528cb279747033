import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvBlob, toCsv } from './csv';

describe('toCsv', () => {
  it('writes what Papa Parse reads back cell for cell', () => {
    const rows = [
      ['a;b', 'say "hi"', 'line1\r\nline2', '  edge ', 'Ёлка'],
      ['', '1', '-2', 'x@example.com', ''],
    ];
    expect(Papa.parse(toCsv(rows, { delimiter: ';' }), { delimiter: ';' }).data).toEqual(rows);
  });

  it('joins cells with commas and rows with CRLF', () => {
    expect(
      toCsv([
        ['id', 'name', 'cost'],
        [1, 'Ivan', 1500.5],
      ]),
    ).toBe('id,name,cost\r\n1,Ivan,1500.5');
  });

  it('writes null, undefined and non-finite numbers as empty cells', () => {
    expect(toCsv([[null, undefined, Number.NaN, Number.POSITIVE_INFINITY, 0]])).toBe(',,,,0');
  });

  it('gives an empty string for no rows', () => {
    expect(toCsv([])).toBe('');
  });

  it('quotes cells with quotes, delimiters and line breaks', () => {
    expect(toCsv([['say "hi"', 'a,b', 'line1\nline2', 'cr\rhere', 'crlf\r\nhere', 'plain']])).toBe(
      '"say ""hi""","a,b","line1\nline2","cr\rhere","crlf\r\nhere",plain',
    );
  });

  it('keeps edge spaces (quoted, so no reader trims them) and Cyrillic as they are', () => {
    expect(toCsv([['  Иванов Иван  ', 'ООО «Ромашка»']])).toBe('"  Иванов Иван  ",ООО «Ромашка»');
  });

  it('quotes by the chosen delimiter', () => {
    expect(toCsv([['a;b', 'c,d', 1.5]], { delimiter: ';' })).toBe('"a;b";c,d;1.5');
    expect(toCsv([['a\tb', 'c']], { delimiter: '\t' })).toBe('"a\tb"\tc');
  });

  it.each(['', ';;', '"', '\n', '\r'])('refuses the delimiter %j', (delimiter) => {
    expect(() => toCsv([['a']], { delimiter })).toThrow(RangeError);
  });

  it.each([
    ['=HYPERLINK("http://evil.example","click")', `"'=HYPERLINK(""http://evil.example"",""click"")"`],
    ['=1+2', "'=1+2"],
    ["+cmd|' /C calc'!A0", `'+cmd|' /C calc'!A0`],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1+2', "'\t=1+2"],
    ['+7 916 123-45-67', "'+7 916 123-45-67"],
  ])('defuses the formula-like %j', (cell, expected) => {
    expect(toCsv([[cell]])).toBe(expected);
  });

  it('leaves plain signed numbers and inner formula characters alone', () => {
    expect(toCsv([['-1500', '+79161234567', '-12.50', 'a=b', 'x@example.com', -7]])).toBe(
      '-1500,+79161234567,-12.50,a=b,x@example.com,-7',
    );
  });
});

describe('csvBlob', () => {
  // jsdom's Blob has no arrayBuffer(), Node has no FileReader: use whichever the environment offers.
  const bytesOf = async (blob: Blob): Promise<Uint8Array> => {
    if (typeof blob.arrayBuffer === 'function') {
      return new Uint8Array(await blob.arrayBuffer());
    }
    return new Promise((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => {
        const { result } = reader;
        if (result instanceof ArrayBuffer) {
          resolve(new Uint8Array(result));
        } else {
          reject(new TypeError('FileReader gave no ArrayBuffer'));
        }
      };
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(blob);
    });
  };

  it('is typed as UTF-8 CSV and starts with the BOM', async () => {
    const blob = csvBlob('имя,телефон\r\nИван,+79161234567');
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = await bytesOf(blob);
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(
      `${CSV_BOM}имя,телефон\r\nИван,+79161234567`,
    );
  });

  it('does not double a BOM already in the text', async () => {
    const bytes = await bytesOf(csvBlob(`${CSV_BOM}a,b`));
    expect(bytes.length).toBe(3 + 3);
    expect(Array.from(bytes.slice(3))).toEqual([0x61, 0x2c, 0x62]);
  });
});
