import { storedToE164 } from './phones';

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
