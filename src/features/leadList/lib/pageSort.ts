import type { Lead } from '@/api/schemas/lead';
import { type FieldContext, LEAD_FIELDS } from '../components/leadFields';

/** The CRM cannot sort, so this orders only the rows of the page on screen, and the UI says so. */
export interface PageSort {
  id: string;
  desc: boolean;
}

export function sortPage(
  leads: readonly Lead[],
  sort: PageSort | null,
  context: FieldContext,
): readonly Lead[] {
  if (!sort) return leads;
  const field = LEAD_FIELDS.find((candidate) => candidate.id === sort.id);
  if (!field) return leads;
  const sign = sort.desc ? -1 : 1;
  const { sortValue } = field;
  if (sortValue) {
    const value = (lead: Lead) => sortValue(lead) ?? Number.NEGATIVE_INFINITY;
    return [...leads].sort((a, b) => sign * (value(a) - value(b)));
  }
  const collator = new Intl.Collator(context.locale, { sensitivity: 'base', numeric: true });
  const keyed = leads.map((lead) => ({ lead, text: field.text(lead, context) }));
  keyed.sort((a, b) => sign * collator.compare(a.text, b.text));
  return keyed.map((entry) => entry.lead);
}
