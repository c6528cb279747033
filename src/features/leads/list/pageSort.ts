import type { Lead } from '../../../api/schemas/lead';
import { type FieldContext, LEAD_FIELDS } from './leadFields';

/** The CRM cannot sort, so this orders only the rows of the page on screen, and the UI says so. */
export interface PageSort {
  id: string;
  desc: boolean;
}

const NUMERIC_KEYS = new Set([
  'id',
  'firstId',
  'clientId',
  'remoteId',
  'dtCreate',
  'dtUpdate',
  'cost',
  'otherCount',
  'contractId',
]);

export function sortPage(
  leads: readonly Lead[],
  sort: PageSort | null,
  context: FieldContext,
): readonly Lead[] {
  if (!sort) return leads;
  const field = LEAD_FIELDS.find((candidate) => candidate.id === sort.id);
  if (!field) return leads;
  const sign = sort.desc ? -1 : 1;
  if (NUMERIC_KEYS.has(sort.id)) {
    const key = sort.id as keyof Lead;
    const value = (lead: Lead) => {
      const raw = lead[key];
      return typeof raw === 'number' ? raw : Number.NEGATIVE_INFINITY;
    };
    return [...leads].sort((a, b) => sign * (value(a) - value(b)));
  }
  const collator = new Intl.Collator(context.locale, { sensitivity: 'base', numeric: true });
  const keyed = leads.map((lead) => ({ lead, text: field.text(lead, context) }));
  keyed.sort((a, b) => sign * collator.compare(a.text, b.text));
  return keyed.map((entry) => entry.lead);
}
