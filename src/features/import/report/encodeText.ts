import type { CsvEncoding } from '../read/decodeCsv';

let windows1251: Map<string, number> | null = null;

/** Built once from the browser's own decoder, so the table cannot drift from how the file was read. */
function windows1251Table(): Map<string, number> {
  if (windows1251) return windows1251;
  const bytes = Uint8Array.from({ length: 128 }, (_, index) => index + 128);
  const decoded = new TextDecoder('windows-1251').decode(bytes);
  windows1251 = new Map([...decoded].map((character, index) => [character, index + 128]));
  return windows1251;
}

/** Text to Windows-1251 bytes; a character the code page lacks (an emoji, say) becomes '?', as Excel does. */
export function encodeWindows1251(text: string): Uint8Array {
  const table = windows1251Table();
  const characters = [...text];
  const bytes = new Uint8Array(characters.length);
  characters.forEach((character, index) => {
    const code = character.charCodeAt(0);
    bytes[index] = code < 128 ? code : (table.get(character) ?? 0x3f);
  });
  return bytes;
}

/** Bytes of the text in the file's own encoding, with a BOM where the original had one. */
export function encodeText(text: string, encoding: CsvEncoding, bom: boolean): Uint8Array {
  if (encoding === 'windows-1251') return encodeWindows1251(text);
  const body = new TextEncoder().encode(text);
  if (!bom) return body;
  const withBom = new Uint8Array(body.length + 3);
  withBom.set([0xef, 0xbb, 0xbf]);
  withBom.set(body, 3);
  return withBom;
}
