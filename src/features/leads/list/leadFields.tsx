import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ATTRIBUTION_FIELDS, type Lead } from '../../../api/schemas/lead';
import type { CatalogKind } from '../../../config/useCatalogs';
import type { Translate } from '../../../shared/i18n/I18nProvider';
import { formatDateTime, toIsoDateParam, unixToDate } from '../../../shared/lib/dates';
import { formatMoney } from '../../../shared/lib/money';
import { formatPhone, phoneHref } from '../../../shared/lib/phones';
import type { LeadListMessageKey } from './messages';

/** What cells need to turn ids and numbers into words. */
export interface FieldContext {
  t: Translate<LeadListMessageKey>;
  locale: string;
  timeZone: string;
  catalogName(kind: CatalogKind, id: number | null): string | null;
  employeeName(id: number | null): string | null;
}

export interface LeadField {
  id: string;
  label(context: FieldContext): string;
  /** Default width in pixels. */
  size: number;
  defaultVisible: boolean;
  /** Plain text: the CSV cell, the sort key and the cell when no `render` is given. */
  text(lead: Lead, context: FieldContext): string;
  render?(lead: Lead, context: FieldContext): ReactNode;
  numeric?: boolean;
}

const idText = (id: number | null) => (id === null ? '' : String(id));

function named(kind: CatalogKind, pick: (lead: Lead) => number | null) {
  return (lead: Lead, context: FieldContext) => {
    const id = pick(lead);
    return context.catalogName(kind, id) ?? idText(id);
  };
}

function employee(pick: (lead: Lead) => number | null) {
  return (lead: Lead, context: FieldContext) => {
    const id = pick(lead);
    return context.employeeName(id) ?? idText(id);
  };
}

const dateTime = (seconds: number | null, context: FieldContext) =>
  seconds === null ? '' : formatDateTime(seconds, context.locale, context.timeZone);

type LabelKey = Extract<LeadListMessageKey, `col_${string}`>;
const label = (key: LabelKey) => (context: FieldContext) => context.t(key);

// Cells use plain elements, not Mantine components: a page shows up to 500 rows and each render counts.

/** Every lead field of the spec (2.1), in the order the chooser offers them; the first ten show by default. */
export const LEAD_FIELDS: readonly LeadField[] = [
  {
    id: 'id',
    label: label('col_id'),
    size: 80,
    defaultVisible: true,
    numeric: true,
    text: (lead) => String(lead.id),
  },
  {
    id: 'name',
    label: label('col_name'),
    size: 200,
    defaultVisible: true,
    text: (lead) => lead.name ?? '',
    // The name is the row's link, so a lead opens in a new tab like any other link.
    render: (lead, context) => (
      <Link to={`/leads/${lead.id}`} tabIndex={-1}>
        {lead.name?.trim() || context.t('noName')}
      </Link>
    ),
  },
  {
    id: 'phone',
    label: label('col_phone'),
    size: 160,
    defaultVisible: true,
    text: (lead) => (lead.phone === null ? '' : formatPhone(lead.phone)),
    render: (lead) => {
      if (lead.phone === null) return null;
      const href = phoneHref(lead.phone);
      const shown = formatPhone(lead.phone);
      return href ? (
        <a href={href} tabIndex={-1}>
          {shown}
        </a>
      ) : (
        shown
      );
    },
  },
  {
    id: 'email',
    label: label('col_email'),
    size: 200,
    defaultVisible: true,
    text: (lead) => lead.email ?? '',
  },
  {
    id: 'sourceId',
    label: label('col_sourceId'),
    size: 140,
    defaultVisible: true,
    text: named('sources', (lead) => lead.sourceId),
  },
  {
    id: 'funnelStageId',
    label: label('col_funnelStageId'),
    size: 140,
    defaultVisible: true,
    text: named('funnelStages', (lead) => lead.funnelStageId),
  },
  {
    id: 'userIdOwner',
    label: label('col_userIdOwner'),
    size: 160,
    defaultVisible: true,
    text: employee((lead) => lead.userIdOwner),
  },
  {
    id: 'dtCreate',
    label: label('col_dtCreate'),
    size: 180,
    defaultVisible: true,
    text: (lead, context) => dateTime(lead.dtCreate, context),
  },
  {
    id: 'cost',
    label: label('col_cost'),
    size: 120,
    defaultVisible: true,
    numeric: true,
    text: (lead, context) => (lead.cost === null ? '' : formatMoney(lead.cost, context.locale)),
  },
  {
    id: 'otherCount',
    label: label('col_otherCount'),
    size: 120,
    defaultVisible: true,
    text: (lead) => (lead.otherCount > 0 ? String(lead.otherCount) : ''),
    render: (lead, context) => {
      if (lead.otherCount <= 0) return null;
      const first = lead.firstId ?? lead.id;
      return (
        <Link
          to={`/leads/${first}`}
          tabIndex={-1}
          aria-label={context.t('duplicateOf', { count: lead.otherCount, id: first })}
          title={context.t('duplicateOf', { count: lead.otherCount, id: first })}
        >
          {context.t('duplicateShort', { count: lead.otherCount })}
        </Link>
      );
    },
  },
  {
    id: 'firstId',
    label: label('col_firstId'),
    size: 100,
    defaultVisible: false,
    numeric: true,
    text: (lead) => idText(lead.firstId),
  },
  {
    id: 'clientId',
    label: label('col_clientId'),
    size: 100,
    defaultVisible: false,
    numeric: true,
    text: (lead) => idText(lead.clientId),
  },
  {
    id: 'userIdCreate',
    label: label('col_userIdCreate'),
    size: 160,
    defaultVisible: false,
    text: employee((lead) => lead.userIdCreate),
  },
  {
    id: 'userIdUpdate',
    label: label('col_userIdUpdate'),
    size: 160,
    defaultVisible: false,
    text: employee((lead) => lead.userIdUpdate),
  },
  {
    id: 'remoteId',
    label: label('col_remoteId'),
    size: 110,
    defaultVisible: false,
    numeric: true,
    text: (lead) => idText(lead.remoteId),
  },
  {
    id: 'dtUpdate',
    label: label('col_dtUpdate'),
    size: 180,
    defaultVisible: false,
    text: (lead, context) => dateTime(lead.dtUpdate, context),
  },
  {
    id: 'locationCityId',
    label: label('col_locationCityId'),
    size: 140,
    defaultVisible: false,
    text: named('cities', (lead) => lead.locationCityId),
  },
  {
    id: 'locationUnitId',
    label: label('col_locationUnitId'),
    size: 160,
    defaultVisible: false,
    text: named('offices', (lead) => lead.locationUnitId),
  },
  {
    id: 'contractId',
    label: label('col_contractId'),
    size: 100,
    defaultVisible: false,
    numeric: true,
    text: (lead) => idText(lead.contractId),
  },
  // Attribution labels are technical names people search for as they are spelled.
  ...ATTRIBUTION_FIELDS.map(
    (field): LeadField => ({
      id: field,
      label: () => field,
      size: 140,
      defaultVisible: false,
      text: (lead) => lead[field] ?? '',
    }),
  ),
];

export const LEAD_FIELD_IDS: readonly string[] = LEAD_FIELDS.map((field) => field.id);

/** A spreadsheet-friendly timestamp (`2026-03-05 14:30`) in the user's zone, for the CSV. */
export function csvDateTime(seconds: number | null, timeZone: string): string {
  return seconds === null ? '' : toIsoDateParam(unixToDate(seconds), timeZone, true).replace('T', ' ');
}
