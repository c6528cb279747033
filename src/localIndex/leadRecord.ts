import type { Lead } from '../api/schemas/lead';
import { normalizeText, phoneHaystack, wordsOf } from './normalize';

/** A lead with its search keys computed once, when it enters the index, never per keystroke. */
export interface LeadRecord {
  lead: Lead;
  /** Digits of the phone behind both trunk prefixes (see phoneHaystack). */
  phoneKey: string;
  /** Words of the name in normal form. */
  nameWords: readonly string[];
  emailKey: string;
}

export function toLeadRecord(lead: Lead): LeadRecord {
  return {
    lead,
    phoneKey: phoneHaystack(lead.phone),
    nameWords: lead.name === null ? [] : wordsOf(lead.name),
    emailKey: lead.email === null ? '' : normalizeText(lead.email),
  };
}
