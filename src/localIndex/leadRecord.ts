import type { Lead } from '@/api/schemas/lead';
import { type ContactKey, contactKeys } from '@/shared/lib/leadContacts';
import type { LeadColumns, LeadField } from './leadColumns';
import { normalizeText, phoneHaystack } from './normalize';

/**
 * A lead as filters, sorts and indexes read it: a field at a time, without a lead object. The store's records are
 * views of its columns (./leadColumns.ts); `toLead` makes the object, for what leaves the worker or groups leads.
 * Search keys are worked out when asked and not kept: kept, they were a second copy of every name, phone and
 * e-mail (34 MB at 100,000 leads). The text index keeps only what it needs to find candidates
 * (./indexes/textIndex.ts), and a query works the keys out for those alone.
 */
export interface LeadRecord {
  readonly id: number;
  readonly dtCreate: number;
  field<K extends LeadField>(field: K): Lead[K];
  /** Whether the phone or e-mail holds more than blanks (the "has phone", "has e-mail" filters). */
  hasText(field: 'phone' | 'email'): boolean;
  toLead(): Lead;
  /** Digits of the phone behind both trunk prefixes (see phoneHaystack). */
  readonly phoneKey: string;
  readonly emailKey: string;
  /** Phone and e-mail keys by which another lead or an import's row is the same person (shared/lib/leadContacts). */
  readonly contactKeys: readonly ContactKey[];
}

abstract class RecordKeys {
  abstract field<K extends LeadField>(field: K): Lead[K];

  hasText(field: 'phone' | 'email'): boolean {
    const value = this.field(field);
    return value !== null && value.trim() !== '';
  }

  get phoneKey(): string {
    return phoneHaystack(this.field('phone'));
  }

  get emailKey(): string {
    const email = this.field('email');
    return email === null ? '' : normalizeText(email);
  }

  get contactKeys(): readonly ContactKey[] {
    return contactKeys({ phone: this.field('phone'), email: this.field('email') });
  }
}

/** One slot of the store's columns, read where it lies; made for the moment, not kept. */
export class ColumnRecord extends RecordKeys implements LeadRecord {
  constructor(
    private readonly columns: LeadColumns,
    readonly slot: number,
  ) {
    super();
  }

  get id(): number {
    return this.columns.id(this.slot);
  }

  get dtCreate(): number {
    return this.columns.dtCreate(this.slot);
  }

  field<K extends LeadField>(field: K): Lead[K] {
    return this.columns.value(this.slot, field);
  }

  /** Read where it lies, without making the string (a filter on 1,000,000 leads asks every one). */
  override hasText(field: 'phone' | 'email'): boolean {
    return this.columns.hasText(this.slot, field);
  }

  toLead(): Lead {
    return this.columns.read(this.slot);
  }
}

/** A lead object read as a record: the plain form the tests compare the store's answers with. */
class PlainRecord extends RecordKeys implements LeadRecord {
  constructor(private readonly lead: Lead) {
    super();
  }

  get id(): number {
    return this.lead.id;
  }

  get dtCreate(): number {
    return this.lead.dtCreate;
  }

  field<K extends LeadField>(field: K): Lead[K] {
    return this.lead[field];
  }

  toLead(): Lead {
    return this.lead;
  }
}

/**
 * One record's phone and e-mail keys, each worked out once on first use: what a check of one candidate needs (its
 * name words are split once per distinct name by the matcher itself, textMatch.ts).
 */
export class SearchKeys {
  private phone: string | undefined;
  private email: string | undefined;

  constructor(private readonly record: LeadRecord) {}

  get phoneKey(): string {
    this.phone ??= this.record.phoneKey;
    return this.phone;
  }

  get emailKey(): string {
    this.email ??= this.record.emailKey;
    return this.email;
  }
}

export function toLeadRecord(lead: Lead): LeadRecord {
  return new PlainRecord(lead);
}
