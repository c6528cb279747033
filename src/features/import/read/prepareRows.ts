import type { Translate } from '@/shared/i18n/I18nProvider';
import { contactKeys } from '@/shared/lib/leadContacts';
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
  /** The row's phone and e-mail keys (shared/lib/leadContacts), to find it among existing leads. */
  contactKeys: string[];
}

/** A prepared row with the file's cells, as the preview shows it and the journal keeps it. */
export interface ImportRowData extends PreparedRow {
  cells: string[];
}

export interface PrepareSettings {
  mapping: ColumnMapping;
  catalogs: NameCatalogs;
  /** What a row without its own source, stage or owner gets; '' for none. */
  defaults: ImportDefaults;
}

/** The fields an imported lead needs to be more than half done, when its row leaves them empty. */
export const DEFAULTED_FIELDS = ['sourceId', 'funnelStageId', 'userIdOwner'] as const;
export type DefaultedField = (typeof DEFAULTED_FIELDS)[number];
export type ImportDefaults = Record<DefaultedField, string>;

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

/** Checks a row's values with the new-lead form's own schema; problems keyed by field. */
function checkValues(
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
 * matched to ids, the default source, stage and owner filled in, cell counts compared with the header, repeats marked.
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
    // A name the catalog does not know stays a problem of the row: the default is for rows that name none.
    for (const field of DEFAULTED_FIELDS) {
      const unresolved = problems.some((problem) => problem.field === field);
      if (!values[field] && !unresolved && settings.defaults[field] !== '')
        values[field] = settings.defaults[field];
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
