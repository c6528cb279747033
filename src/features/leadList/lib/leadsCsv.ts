import type { Lead } from '@/api/schemas/lead';
import { toCsv } from '@/shared/lib/csv';
import { phoneHref } from '@/shared/lib/phones';
import { csvDateTime, type FieldContext, LEAD_FIELDS } from '../components/leadFields';

const DATE_FIELDS = new Set(['dtCreate', 'dtUpdate']);

/** Every field of the spec, names for ids, dates as `YYYY-MM-DD HH:mm` in the user's zone, phones in E.164. */
export function leadsToCsv(leads: readonly Lead[], context: FieldContext): string {
  const header = LEAD_FIELDS.map((field) => field.label(context));
  const rows = leads.map((lead) =>
    LEAD_FIELDS.map((field) => {
      if (DATE_FIELDS.has(field.id)) {
        return csvDateTime(field.id === 'dtCreate' ? lead.dtCreate : lead.dtUpdate, context.timeZone);
      }
      if (field.id === 'cost') return lead.cost;
      // `+79161234567` rather than the spaced display form, which a spreadsheet would take for a formula.
      if (field.id === 'phone')
        return lead.phone === null ? '' : phoneHref(lead.phone).slice('tel:'.length) || lead.phone;
      return field.text(lead, context);
    }),
  );
  return toCsv([header, ...rows]);
}
