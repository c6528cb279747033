import { type LeadRecord, SearchKeys } from './leadRecord';
import { digitsOf, normalizeText, phoneNeedle, wordsOf } from './normalize';

/** Fewer digits than this match too many phones to be useful as a phone query. */
const MIN_PHONE_DIGITS = 3;

export interface TextQuery {
  /** Digits to find inside the phone, or null when the query holds no run worth looking for. */
  phoneDigits: string | null;
  /** Every word must start a word of the name, or appear in the e-mail. */
  words: readonly string[];
  /** The whole query in normal form, for the e-mail. */
  whole: string;
}

/**
 * A query reads as a phone when it is only digits and phone punctuation ("+7 (916) 123-45", "8916"); otherwise
 * as words over name and e-mail, where a word may also be digits of the phone ("Иван 916").
 */
export function parseTextQuery(text: string): TextQuery | null {
  const whole = normalizeText(text);
  if (whole === '') return null;
  if (/^[\d\s()+.-]+$/.test(whole)) {
    const digits = digitsOf(whole);
    if (digits === '') return null;
    return { phoneDigits: phoneNeedle(digits), words: [], whole };
  }
  return { phoneDigits: null, words: wordsOf(whole), whole };
}

export function matchesText(record: LeadRecord, query: TextQuery): boolean {
  return textMatcher(query)(record);
}

/**
 * The same test as `matchesText`, with what depends only on the query (which words are digits, their phone
 * needles) worked out once: a loop over 20,000 candidates then does no regular expression per lead.
 */
export function textMatcher(query: TextQuery): (record: LeadRecord) => boolean {
  const { phoneDigits, whole } = query;
  if (phoneDigits !== null) {
    // One or two digits anywhere would match nearly every phone: they match the start of the number instead.
    if (phoneDigits.length >= MIN_PHONE_DIGITS) return (record) => record.phoneKey.includes(phoneDigits);
    const start = `7${phoneDigits}`;
    return (record) => record.phoneKey.startsWith(start);
  }
  if (query.words.length === 0) return () => false;
  const words = query.words.map((word) => ({
    word,
    // A word of digits may be a piece of the phone (three digits or more).
    phone: /^\d+$/.test(word) ? (word.length >= MIN_PHONE_DIGITS ? phoneNeedle(word) : null) : undefined,
  }));
  const matchesElsewhere = (keys: SearchKeys, { word, phone }: (typeof words)[number]) => {
    if (phone !== undefined) return phone !== null && keys.phoneKey.includes(phone);
    return keys.emailKey.includes(word);
  };
  // Which words start a word of a name depends on the name alone, and names repeat (8,000 distinct in 100,000
  // leads): each distinct name is split once a query, not once a lead.
  const byName = new Map<string, boolean[]>();
  const namedWords = (name: string | null): boolean[] | null => {
    if (name === null) return null;
    let named = byName.get(name);
    if (!named) {
      const nameWords = wordsOf(name);
      named = words.map(({ word }) => nameWords.some((nameWord) => nameWord.startsWith(word)));
      byName.set(name, named);
    }
    return named;
  };
  return (record) => {
    const keys = new SearchKeys(record);
    if (keys.emailKey !== '' && keys.emailKey.includes(whole)) return true;
    const named = namedWords(record.field('name'));
    return words.every((word, index) => named?.[index] === true || matchesElsewhere(keys, word));
  };
}

/** One or two digits match differently from three (start of the number against anywhere in it). */
export function hasShortDigitRun(query: TextQuery): boolean {
  if (query.phoneDigits !== null) return query.phoneDigits.length < MIN_PHONE_DIGITS;
  return query.words.some((word) => /^\d+$/.test(word) && word.length < MIN_PHONE_DIGITS);
}
