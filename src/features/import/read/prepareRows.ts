import type { Translate } from '@/shared/i18n/I18nProvider';
import { normalizePhone } from '@/shared/lib/phones';
import type { leadFieldMessages } from '@/shared/recordForms/lead/fieldMessages';
import {
  EMPTY_LEAD_FORM,
  LEAD_ID_FIELDS,
  type LeadFormField,
  type LeadFormValues,
  type LeadIdField,
} from '@/shared/recordForms/lead/leadFormFields';
import { leadFormSchema } from '@/shared/recordForms/lead/leadFormSchema';
import type { leadFormMessages } from '@/shared/recordForms/lead/messages';
import type { ImportMessageKey } from '../messages';
import type { ColumnMapping } from './headerMapping';
import { buildNameIndex, type NameCatalogs, type NameIndex } from './nameMatching';

/** A problem of one row: on a field, or on the row as a whole (field null). */
export interface RowProblem {
  field: LeadFormField | null;
  message: string;
}

/** One data row of the file as the preview shows it and the import sends it. */
export interface PreparedRow {
  /** 0-based among data rows; the spreadsheet row number is index + 2 (the header is row 1). */
  index: number;
  /** The filled lead fields, as the form would hold them (ids resolved from names). */
  values: Partial<LeadFormValues>;
  problems: RowProblem[];
  /** Index of an earlier row with the same phone or e-mail, or null. */
  duplicateOf: number | null;
  /** The row's phone and e-mail keys (see contactKeys), to find it among existing leads. */
  contactKeys: string[];
}

export interface PrepareSettings {
  mapping: ColumnMapping;
  catalogs: NameCatalogs;
  /** Id of the source for rows without one; '' for none. */
  defaultSourceId: string;
}

export interface PrepareTexts {
  form: Translate<keyof (typeof leadFormMessages)['en']>;
  field: Translate<keyof (typeof leadFieldMessages)['en']>;
  import: Translate<ImportMessageKey>;
}

export function spreadsheetRowNumber(index: number): number {
  return index + 2;
}

const ID_FIELDS: ReadonlySet<LeadFormField> = new Set(LEAD_ID_FIELDS);

// Spreadsheets write budgets as "150 000", "150 000 ₽" or "150000,00"; the form wants digits.
function normalizeCost(value: string): string {
  const compact = value.replace(/[\s\u00a0\u202f]|₽|руб\.?|rub/giu, '');
  return compact.replace(/[.,]0+$/, '');
}

/** Contact keys that make two rows (or a row and a lead) the same person: the phone as digits, the e-mail lower-cased. */
export function contactKeys(values: Partial<LeadFormValues>): string[] {
  const keys: string[] = [];
  const phone = normalizePhone(values.phone ?? '');
  if (phone !== null) keys.push(`phone:${phone}`);
  const email = values.email?.trim().toLowerCase();
  if (email) keys.push(`email:${email}`);
  return keys;
}

/** Checks a row's values with the new-lead form's own schema; problems keyed by field. */
export function checkValues(
  values: Partial<LeadFormValues>,
  schema: ReturnType<typeof leadFormSchema>,
): RowProblem[] {
  const result = schema.safeParse({ ...EMPTY_LEAD_FORM, ...values });
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const [head] = issue.path;
    return { field: typeof head === 'string' ? (head as LeadFormField) : null, message: issue.message };
  });
}

/**
 * Builds every row's values from its cells and checks them: the same rules as the new-lead form, names
 * matched to ids, the default source filled in, cell counts compared with the header, repeats marked.
 */
export function prepareRows(
  rows: readonly (readonly string[])[],
  columnCount: number,
  settings: PrepareSettings,
  texts: PrepareTexts,
): PreparedRow[] {
  const schema = leadFormSchema('create', texts.form);
  const indexes = Object.fromEntries(
    LEAD_ID_FIELDS.map((field) => [field, buildNameIndex(settings.catalogs[field])]),
  ) as Record<LeadIdField, NameIndex>;
  const firstWithKey = new Map<string, number>();

  return rows.map((cells, index) => {
    const values: Partial<LeadFormValues> = {};
    const problems: RowProblem[] = [];
    if (cells.length !== columnCount) {
      problems.push({
        field: null,
        message: texts.import('cellCount', { cells: cells.length, columns: columnCount }),
      });
    }
    settings.mapping.forEach((field, column) => {
      const cell = cells[column]?.trim() ?? '';
      if (field === null || cell === '') return;
      if (ID_FIELDS.has(field)) {
        const match = indexes[field as LeadIdField].match(cell);
        if (match.kind === 'id') values[field] = String(match.id);
        else if (match.kind === 'unknown' || match.kind === 'ambiguous') {
          const key = match.kind === 'unknown' ? 'unknownName' : 'ambiguousName';
          problems.push({
            field,
            message: texts.import(key, { value: match.value, field: texts.field(field) }),
          });
        }
        return;
      }
      values[field] = field === 'cost' ? normalizeCost(cell) : cell;
    });
    const unresolvedSource = problems.some((problem) => problem.field === 'sourceId');
    if (!values.sourceId && !unresolvedSource && settings.defaultSourceId !== '') {
      values.sourceId = settings.defaultSourceId;
    }
    // A name that matched nothing already says what is wrong with the field; the schema would only add "required".
    const named = new Set(problems.map((problem) => problem.field));
    for (const problem of checkValues(values, schema)) {
      if (!named.has(problem.field)) problems.push(problem);
    }

    let duplicateOf: number | null = null;
    const keys = contactKeys(values);
    for (const key of keys) {
      const first = firstWithKey.get(key);
      if (first === undefined) firstWithKey.set(key, index);
      else duplicateOf ??= first;
    }
    return { index, values, problems, duplicateOf, contactKeys: keys };
  });
}
