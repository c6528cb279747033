import type { Lead } from '@/api/schemas/lead';
import { type ContactKey, contactKeys } from '@/shared/lib/leadContacts';
import { normalizeText, phoneHaystack, wordsOf } from './normalize';

/**
 * A lead with its search keys, computed on first use and kept: a reload that only filters by stage and sorts by
 * cost never pays for normalising 100,000 names, and no keystroke pays for it twice.
 */
export class LeadRecord {
  private phone: string | undefined;
  private words: readonly string[] | undefined;
  private email: string | undefined;
  private contacts: readonly ContactKey[] | undefined;

  constructor(readonly lead: Lead) {}

  /** Digits of the phone behind both trunk prefixes (see phoneHaystack). */
  get phoneKey(): string {
    this.phone ??= phoneHaystack(this.lead.phone);
    return this.phone;
  }

  /** Words of the name in normal form. */
  get nameWords(): readonly string[] {
    this.words ??= this.lead.name === null ? [] : wordsOf(this.lead.name);
    return this.words;
  }

  get emailKey(): string {
    this.email ??= this.lead.email === null ? '' : normalizeText(this.lead.email);
    return this.email;
  }

  /** Phone and e-mail keys by which another lead or an import's row is the same person (shared/lib/leadContacts). */
  get contactKeys(): readonly ContactKey[] {
    this.contacts ??= contactKeys(this.lead);
    return this.contacts;
  }
}

export function toLeadRecord(lead: Lead): LeadRecord {
  return new LeadRecord(lead);
}
