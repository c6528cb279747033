import type { Lead } from '@/api/schemas/lead';
import { type ContactKey, contactKeys } from '@/shared/lib/leadContacts';
import { normalizeText, phoneHaystack, wordsOf } from './normalize';

/**
 * A lead as the store holds it. Its search keys are worked out when asked and not kept: kept, they were a second
 * copy of every name, phone and e-mail (34 MB at 100,000 leads, more than the leads). The text index keeps only
 * what it needs to find candidates (./indexes/textIndex.ts), and a query works the keys out for those alone.
 */
export class LeadRecord {
  constructor(readonly lead: Lead) {}

  /** Digits of the phone behind both trunk prefixes (see phoneHaystack). */
  get phoneKey(): string {
    return phoneHaystack(this.lead.phone);
  }

  /** Words of the name in normal form. */
  get nameWords(): readonly string[] {
    return this.lead.name === null ? [] : wordsOf(this.lead.name);
  }

  get emailKey(): string {
    return this.lead.email === null ? '' : normalizeText(this.lead.email);
  }

  /** Phone and e-mail keys by which another lead or an import's row is the same person (shared/lib/leadContacts). */
  get contactKeys(): readonly ContactKey[] {
    return contactKeys(this.lead);
  }
}

/** One record's search keys, each worked out once on first use: what a check of one candidate needs. */
export class SearchKeys {
  private phone: string | undefined;
  private words: readonly string[] | undefined;
  private email: string | undefined;

  constructor(private readonly record: LeadRecord) {}

  get phoneKey(): string {
    this.phone ??= this.record.phoneKey;
    return this.phone;
  }

  get nameWords(): readonly string[] {
    this.words ??= this.record.nameWords;
    return this.words;
  }

  get emailKey(): string {
    this.email ??= this.record.emailKey;
    return this.email;
  }
}

export function toLeadRecord(lead: Lead): LeadRecord {
  return new LeadRecord(lead);
}
