/** Turning a file's bytes into text: the encodings spreadsheets really write, and files that are not CSV at all. */

export const CSV_ENCODINGS = ['utf-8', 'windows-1251'] as const;
export type CsvEncoding = (typeof CSV_ENCODINGS)[number];

export interface DecodedCsv {
  text: string;
  encoding: CsvEncoding;
  /** The file began with a UTF-8 byte-order mark (the report is written the same way). */
  bom: boolean;
}

export type NotCsvReason = 'empty' | 'binary';

const UTF8_BOM = [0xef, 0xbb, 0xbf];
// Enough to see an xlsx/zip, PDF or image header and the NUL bytes every binary format has early on.
const SNIFF_BYTES = 4096;

export function hasUtf8Bom(bytes: Uint8Array): boolean {
  return UTF8_BOM.every((byte, index) => bytes[index] === byte);
}

/** Null when the bytes may be text; otherwise why they cannot be a CSV file. */
export function notCsvReason(bytes: Uint8Array): NotCsvReason | null {
  const start = hasUtf8Bom(bytes) ? UTF8_BOM.length : 0;
  if (bytes.length <= start) return 'empty';
  const end = Math.min(bytes.length, start + SNIFF_BYTES);
  for (let index = start; index < end; index += 1) {
    if (bytes[index] === 0) return 'binary';
  }
  return null;
}

/**
 * UTF-8 when the bytes are valid UTF-8 (with or without a BOM); otherwise Windows-1251, which is what Excel
 * writes for Russian text. Any byte sequence decodes in 1251, so it is the fallback rather than a guess.
 */
export function detectEncoding(bytes: Uint8Array): CsvEncoding {
  if (hasUtf8Bom(bytes)) return 'utf-8';
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return 'utf-8';
  } catch {
    return 'windows-1251';
  }
}

/** Decodes with the given encoding, or the detected one; the BOM is dropped from the text. */
export function decodeCsv(bytes: Uint8Array, encoding: CsvEncoding = detectEncoding(bytes)): DecodedCsv {
  const bom = hasUtf8Bom(bytes);
  const body = encoding === 'utf-8' && bom ? bytes.subarray(UTF8_BOM.length) : bytes;
  return { text: new TextDecoder(encoding).decode(body), encoding, bom };
}
