import { e164NumberOfCodes, isBlank, storedE164Number, storedToE164 } from './phones';

/**
 * The one answer to "are these two leads the same person?" by their contacts, for the local index, the import
 * (rows against rows, rows against the CRM) and the lead forms (did my create land?): the phone compared by its
 * digits in international form, the e-mail trimmed and lower-cased.
 */

/** A lead's phone and e-mail as any of them holds it: the API gives the phone as a number or a string. */
export interface LeadContacts {
  phone?: string | number | null;
  email?: string | null;
}

/**
 * 'phone:+79161234567' or 'email:anna@example.com'. The spelling is kept in import journals (IndexedDB), so it
 * must not change: a journal written before an update still finds its leads after it.
 */
export type ContactKey = `phone:+${string}` | `email:${string}`;

/**
 * The phone's key: '+7 (916) 123-45-67', '89161234567' and the API's 79161234567 meet; a foreign number
 * matches with or without its '+' (the API drops it). Null for what is no phone number.
 */
export function phoneContactKey(phone: string | number | null | undefined): ContactKey | null {
  if (phone === null || phone === undefined || phone === '') return null;
  const e164 = storedToE164(phone);
  return e164 === null ? null : `phone:${e164 as `+${string}`}`;
}

/**
 * The phone key's digits as a number: `phone:+${number}` is phoneContactKey's key for the same phone. The local
 * copy keys a million phones by numbers, not strings.
 */
export function phoneContactNumber(phone: string | null): number | null {
  return phone === null || phone === '' ? null : storedE164Number(phone);
}

/** The number of a phone key (phoneContactNumber), or null for any other key or one no phone is keyed by. */
export function phoneKeyNumber(key: string): number | null {
  if (!key.startsWith(PHONE_KEY)) return null;
  const number = Number(key.slice(PHONE_KEY.length));
  // Only the spelling phoneContactKey makes: not '+0…', '+1e9' or digits past a double's exactness.
  return `${PHONE_KEY}${number}` === key ? number : null;
}

const PHONE_KEY = 'phone:+';

/** phoneContactNumber over a phone's first `length` UTF-16 code units (read from packed bytes, no string made). */
export function phoneContactNumberOfCodes(codes: Uint16Array, length: number): number | null {
  return e164NumberOfCodes(codes, length);
}

/** What emailContactKeyCodes answers for an e-mail with no key, and for one to read as a string. */
export const NO_KEY = -1;
export const AS_STRING = -2;

/**
 * emailContactKey over an e-mail's first `length` UTF-16 code units, for the local copy's million e-mails: the
 * key's part after 'email:' is written over them from index 0 (trimmed, lower-cased) and its length returned;
 * NO_KEY where emailContactKey gives null; AS_STRING where only the string's own toLowerCase can tell (a capital
 * sigma, whose lower case depends on its neighbours; a character that lower-cases to two; a surrogate pair).
 */
export function emailContactKeyCodes(codes: Uint16Array, length: number): number {
  const lower = lowerCaseTable();
  let start = 0;
  let end = length;
  while (start < end && isBlank(codes[start] as number)) start += 1;
  while (end > start && isBlank(codes[end - 1] as number)) end -= 1;
  if (start === end) return NO_KEY;
  for (let at = start; at < end; at += 1) {
    const code = lower[codes[at] as number] as number;
    if (code === ASK_THE_STRING) return AS_STRING;
    codes[at - start] = code;
  }
  return end - start;
}

/** In the table: a character toLowerCase does not map to one code unit alone. U+FFFF is no character. */
const ASK_THE_STRING = 0xffff;
let lowerCase: Uint16Array | null = null;

/** Each UTF-16 code unit's lower case as String.prototype.toLowerCase gives it, made once (65,536 characters). */
function lowerCaseTable(): Uint16Array {
  if (lowerCase === null) {
    lowerCase = new Uint16Array(0x10000);
    for (let code = 0; code < 0x10000; code += 1) {
      const lower = String.fromCharCode(code).toLowerCase();
      const single = lower.length === 1 && code !== CAPITAL_SIGMA && (code < 0xd800 || code > 0xdfff);
      lowerCase[code] = single ? lower.charCodeAt(0) : ASK_THE_STRING;
    }
  }
  return lowerCase;
}

const CAPITAL_SIGMA = 0x3a3;

export const EMAIL_KEY = 'email:';

export function emailContactKey(email: string | null | undefined): ContactKey | null {
  const normal = email?.trim().toLowerCase() ?? '';
  return normal === '' ? null : `email:${normal}`;
}

/** The keys by which a lead is found: its phone's and its e-mail's, whichever it has. */
export function contactKeys(contacts: LeadContacts): ContactKey[] {
  const keys: ContactKey[] = [];
  const phone = phoneContactKey(contacts.phone);
  if (phone !== null) keys.push(phone);
  const email = emailContactKey(contacts.email);
  if (email !== null) keys.push(email);
  return keys;
}

/** Two leads share contacts when they have the same phone or the same e-mail. */
export function shareContacts(a: LeadContacts, b: LeadContacts): boolean {
  const theirs = new Set<string>(contactKeys(b));
  return contactKeys(a).some((key) => theirs.has(key));
}

/** Whether a lead has one of these keys. */
export function hasContactKey(lead: LeadContacts, keys: ReadonlySet<string>): boolean {
  return contactKeys(lead).some((key) => keys.has(key));
}
