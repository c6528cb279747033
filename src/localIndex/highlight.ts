import { digitsOf, normalizeText, phoneNeedle, wordsOf } from './normalize';

/** A run of a shown text to mark: [start, end) in UTF-16 units of that text. */
export interface HighlightRange {
  start: number;
  end: number;
}

/**
 * Where the query's words start words of the name, in the name as shown. Normal form keeps one character per
 * character (lower case, ё→е), so positions carry over; where it would not (rare ligatures), nothing is marked.
 */
export function highlightWords(shown: string, query: string): HighlightRange[] {
  const words = wordsOf(query);
  const normal = shown.toLowerCase().replace(/ё/g, 'е');
  if (words.length === 0 || normal.length !== shown.length) return [];
  const ranges: HighlightRange[] = [];
  for (const match of normal.matchAll(/[\p{L}\p{N}]+/gu)) {
    const start = match.index;
    const longest = words.filter((word) => match[0].startsWith(word)).sort((a, b) => b.length - a.length)[0];
    if (longest) ranges.push({ start, end: start + longest.length });
  }
  return ranges;
}

/** The query as a whole inside the shown text (an e-mail), case and ё ignored. */
export function highlightSubstring(shown: string, query: string): HighlightRange[] {
  const needle = normalizeText(query);
  const normal = shown.toLowerCase().replace(/ё/g, 'е');
  if (needle === '' || normal.length !== shown.length) return [];
  const start = normal.indexOf(needle);
  return start < 0 ? [] : [{ start, end: start + needle.length }];
}

/**
 * The typed digits inside a phone as shown ("+7 (916) 123-45-67"), whatever its spacing: the match is found
 * among the shown digits (the trunk digit may or may not be part of it) and mapped back to characters.
 */
export function highlightPhone(shown: string, query: string): HighlightRange[] {
  const typed = digitsOf(query);
  if (typed === '') return [];
  const positions: number[] = [];
  for (let index = 0; index < shown.length; index += 1)
    if (/\d/.test(shown.charAt(index))) positions.push(index);
  const digits = digitsOf(shown);
  const candidates = [typed, phoneNeedle(typed)];
  for (const needle of candidates) {
    let at = digits.indexOf(needle);
    // A typed trunk "8" in front of a number shown with "+7": mark the national part it stands for.
    if (at < 0 && needle.length > 1 && /^[78]/.test(needle)) at = digits.indexOf(`7${needle.slice(1)}`);
    if (at < 0) continue;
    const first = positions[at];
    const last = positions[at + needle.length - 1];
    if (first === undefined || last === undefined) continue;
    return [{ start: first, end: last + 1 }];
  }
  return [];
}

/** Cuts a text into plain and marked parts, for rendering. */
export function splitByRanges(
  text: string,
  ranges: readonly HighlightRange[],
): Array<{ text: string; marked: boolean }> {
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  const parts: Array<{ text: string; marked: boolean }> = [];
  let cursor = 0;
  for (const range of sorted) {
    if (range.start < cursor) continue;
    if (range.start > cursor) parts.push({ text: text.slice(cursor, range.start), marked: false });
    parts.push({ text: text.slice(range.start, range.end), marked: true });
    cursor = range.end;
  }
  if (cursor < text.length) parts.push({ text: text.slice(cursor), marked: false });
  return parts;
}
