import type { ReactNode } from 'react';
import { ATTRIBUTION_FIELDS, type Lead } from '@/api/schemas/lead';
import type { CatalogKind } from '@/config/useCatalogs';
import { type EmployeeName, PendingName } from '@/features/employees';
import type { Translate } from '@/shared/i18n/I18nProvider';
import { formatDateTime, toIsoDateParam, unixToDate } from '@/shared/lib/dates';
import { formatMoney } from '@/shared/lib/money';
import { formatPhone, phoneHref } from '@/shared/lib/phones';
import type { LeadFieldName } from '@/shared/recordForms/lead/fieldMessages';
import type { LeadListMessageKey } from '../messages';
import { LeadLink } from './LeadLink';

/** What cells need to turn ids and numbers into words. */
export interface FieldContext {
  t: Translate<LeadListMessageKey>;
  /** The one name of each lead field (fieldMessages.ts). */
  fieldLabel: Translate<LeadFieldName>;
  locale: string;
  timeZone: string;
  catalogName(kind: CatalogKind, id: number | null): string | null;
  /** `undefined` while the staff list is on its way (useEmployeeName). */
  employeeName: EmployeeName;
}

export interface LeadField {
  id: LeadFieldName;
  label(context: FieldContext): string;
  /** Default width in pixels. */
  size: number;
  defaultVisible: boolean;
  /** Plain text: the CSV cell, the sort key and the cell when no `render` is given. */
  text(lead: Lead, context: FieldContext): string;
  render?(lead: Lead, context: FieldContext): ReactNode;
  /** Right-aligned. */
  numeric?: boolean;
  /** Tells the lead apart (ID, name): stays in view, sticky at the start, while the table scrolls sideways. */
  identifying?: boolean;
  /** Sorts by this number (null last ascending) rather than by the text, for numbers and dates. */
  sortValue?(lead: Lead): number | null;
}

const idText = (id: number | null) => (id === null ? '' : String(id));

function named(kind: CatalogKind, pick: (lead: Lead) => number | null) {
  return (lead: Lead, context: FieldContext) => {
    const id = pick(lead);
    return context.catalogName(kind, id) ?? idText(id);
  };
}

/** An employee column: the name, a placeholder while names load, never the bare id. */
function employee(pick: (lead: Lead) => number | null): Pick<LeadField, 'text' | 'render'> {
  return {
    text: (lead, context) => context.employeeName(pick(lead)) ?? '',
    render: (lead, context) => {
      const name = context.employeeName(pick(lead));
      return name === undefined ? <PendingName /> : name;
    },
  };
}

const dateTime = (seconds: number | null, context: FieldContext) =>
  seconds === null ? '' : formatDateTime(seconds, context.locale, context.timeZone);

const label = (field: LeadFieldName) => (context: FieldContext) => context.fieldLabel(field);

// Cells use plain elements, not Mantine components: a page shows up to 500 rows and each render counts.

/**
 * Every lead field of the spec (2.1), in the order the chooser offers them. The default columns and widths fit a
 * 1280 px screen with room for a selection column (E-mail is one click away in Columns); long values truncate.
 */
export const LEAD_FIELDS: readonly LeadField[] = [
  {
    id: 'id',
    label: label('id'),
    sortValue: (lead) => lead.id,
    size: 60,
    defaultVisible: true,
    identifying: true,
    numeric: true,
    text: (lead) => String(lead.id),
  },
  {
    id: 'name',
    label: label('name'),
    size: 140,
    defaultVisible: true,
    identifying: true,
    text: (lead) => lead.name ?? '',
    // The name is the row's link, so a lead opens in a new tab like any other link.
    render: (lead, context) => (
      <LeadLink leadId={lead.id} tabIndex={-1}>
        {lead.name?.trim() || context.t('noName')}
      </LeadLink>
    ),
  },
  {
    id: 'phone',
    label: label('phone'),
    size: 132,
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
    label: label('email'),
    size: 200,
    defaultVisible: false,
    text: (lead) => lead.email ?? '',
  },
  {
    id: 'sourceId',
    label: label('sourceId'),
    size: 96,
    defaultVisible: true,
    text: named('sources', (lead) => lead.sourceId),
  },
  {
    id: 'funnelStageId',
    label: label('funnelStageId'),
    size: 108,
    defaultVisible: true,
    text: named('funnelStages', (lead) => lead.funnelStageId),
  },
  {
    id: 'userIdOwner',
    label: label('userIdOwner'),
    size: 118,
    defaultVisible: true,
    ...employee((lead) => lead.userIdOwner),
  },
  {
    id: 'dtCreate',
    label: label('dtCreate'),
    sortValue: (lead) => lead.dtCreate,
    size: 140,
    defaultVisible: true,
    text: (lead, context) => dateTime(lead.dtCreate, context),
  },
  {
    id: 'cost',
    label: label('cost'),
    sortValue: (lead) => lead.cost,
    size: 86,
    defaultVisible: true,
    numeric: true,
    text: (lead, context) => (lead.cost === null ? '' : formatMoney(lead.cost, context.locale)),
  },
  {
    id: 'otherCount',
    label: label('otherCount'),
    sortValue: (lead) => lead.otherCount,
    size: 96,
    defaultVisible: true,
    text: (lead) => (lead.otherCount > 0 ? String(lead.otherCount) : ''),
    render: (lead, context) => {
      if (lead.otherCount <= 0) return null;
      const first = lead.firstId ?? lead.id;
      return (
        <LeadLink
          leadId={first}
          tabIndex={-1}
          aria-label={context.t('duplicateOf', { count: lead.otherCount, id: first })}
          title={context.t('duplicateOf', { count: lead.otherCount, id: first })}
        >
          {context.t('duplicateShort', { count: lead.otherCount })}
        </LeadLink>
      );
    },
  },
  {
    id: 'firstId',
    label: label('firstId'),
    sortValue: (lead) => lead.firstId,
    size: 100,
    defaultVisible: false,
    numeric: true,
    text: (lead) => idText(lead.firstId),
  },
  {
    id: 'clientId',
    label: label('clientId'),
    sortValue: (lead) => lead.clientId,
    size: 100,
    defaultVisible: false,
    numeric: true,
    text: (lead) => idText(lead.clientId),
  },
  {
    id: 'userIdCreate',
    label: label('userIdCreate'),
    size: 160,
    defaultVisible: false,
    ...employee((lead) => lead.userIdCreate),
  },
  {
    id: 'userIdUpdate',
    label: label('userIdUpdate'),
    size: 160,
    defaultVisible: false,
    ...employee((lead) => lead.userIdUpdate),
  },
  {
    id: 'remoteId',
    label: label('remoteId'),
    sortValue: (lead) => lead.remoteId,
    size: 110,
    defaultVisible: false,
    numeric: true,
    text: (lead) => idText(lead.remoteId),
  },
  {
    id: 'dtUpdate',
    label: label('dtUpdate'),
    sortValue: (lead) => lead.dtUpdate,
    size: 180,
    defaultVisible: false,
    text: (lead, context) => dateTime(lead.dtUpdate, context),
  },
  {
    id: 'locationCityId',
    label: label('locationCityId'),
    size: 140,
    defaultVisible: false,
    text: named('cities', (lead) => lead.locationCityId),
  },
  {
    id: 'locationUnitId',
    label: label('locationUnitId'),
    size: 160,
    defaultVisible: false,
    text: named('offices', (lead) => lead.locationUnitId),
  },
  {
    id: 'contractId',
    label: label('contractId'),
    sortValue: (lead) => lead.contractId,
    size: 100,
    defaultVisible: false,
    numeric: true,
    text: (lead) => idText(lead.contractId),
  },
  // Attribution labels are technical names people search for as they are spelled.
  ...ATTRIBUTION_FIELDS.map(
    (field): LeadField => ({
      id: field,
      label: label(field),
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
