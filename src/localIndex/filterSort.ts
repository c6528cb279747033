import { isLeadField } from './leadColumns';
import type { LeadRecord } from './leadRecord';
import { normalizeText } from './normalize';

// The filter and its checks live in filterChecks.ts; importers of this module keep finding them here.
export { acceptsEveryLead, compileFilter, type LeadFilter } from './filterChecks';

export interface LeadSort {
  /** A lead field name (`cost`, `dtUpdate`, `name`, …). */
  field: string;
  desc: boolean;
  /** Words to sort by instead of ids (catalog and employee names), when the column shows names. */
  labels?: Readonly<Record<string, string>>;
}

const NUMERIC_FIELDS = new Set([
  'id',
  'firstId',
  'clientId',
  'remoteId',
  'dtCreate',
  'dtUpdate',
  'cost',
  'otherCount',
  'contractId',
  'userIdOwner',
  'userIdCreate',
  'userIdUpdate',
  'sourceId',
  'funnelStageId',
  'locationCityId',
  'locationUnitId',
]);

function fieldValue(record: LeadRecord, field: string): unknown {
  return isLeadField(field) ? record.field(field) : undefined;
}

export type SortKey = number | string | null;

export interface Keyed {
  record: LeadRecord;
  key: SortKey;
}

/**
 * How one sort orders records: the key each record is compared by, and the comparison of two keyed records. The
 * order is always: keys ascending (or descending), the blank key last, equal keys newest first; `blank` and
 * `numeric` (keys compare as numbers, else as texts by code unit) say the same piecewise, for the kept orders.
 */
export interface SortPlan {
  /** `memo` shares the keys of equal texts (a build over 100,000 names computes 8,000 keys, not 100,000). */
  key(record: LeadRecord, memo?: Map<string, string>): SortKey;
  compare(a: Keyed, b: Keyed): number;
  blank: SortKey;
  desc: boolean;
  numeric: boolean;
  /** The field whose own number is the key (a number sort without labels): read from its column by the orders. */
  plainNumber: string | null;
  /**
   * A text sort's key in two steps, for the orders (which number each distinct shown text once): the text a lead
   * shows ('' for none) and its key. Null for number sorts.
   */
  text: {
    field: string;
    shown(record: LeadRecord): string;
    /** What a lead whose field holds `value` shows: `shown` without the record, for many leads read from a column. */
    shownValue(value: unknown): string;
    keyOf(shown: string): string;
  } | null;
}

/** Newest first, the higher id first among leads created in the same second: every list's default order. */
export const byNewest = (a: LeadRecord, b: LeadRecord) => b.dtCreate - a.dtCreate || b.id - a.id;

/**
 * Empty values go last in both directions (a blank cost is no cost, not the smallest); ties keep the newest lead
 * first, so pages stay stable from one query to the next. Every order is total (ids are unique), so the sort
 * orders kept by the indexes and a sort from scratch agree record for record.
 */
export function sortPlan(sort: LeadSort | null): SortPlan {
  if (!sort)
    return {
      key: () => null,
      compare: (a, b) => byNewest(a.record, b.record),
      blank: null,
      desc: false,
      numeric: true,
      plainNumber: null,
      text: null,
    };
  const sign = sort.desc ? -1 : 1;
  const labels = sort.labels;
  if (NUMERIC_FIELDS.has(sort.field) && !labels) {
    return {
      key: (record) => {
        const value = fieldValue(record, sort.field);
        return typeof value === 'number' ? value : null;
      },
      compare: (a, b) => {
        if (a.key === null || b.key === null) {
          if (a.key === b.key) return byNewest(a.record, b.record);
          return a.key === null ? 1 : -1;
        }
        return sign * ((a.key as number) - (b.key as number)) || byNewest(a.record, b.record);
      },
      blank: null,
      desc: sort.desc,
      numeric: true,
      plainNumber: sort.field,
      text: null,
    };
  }
  // Intl.Collator costs about a microsecond a comparison: too slow for 100,000 rows. A normal-form key compared by
  // code point orders each alphabet, ignores case and ё/е, and puts 9 before 10 (digit runs padded).
  const shownValue = (value: unknown): string => {
    if (value === null || value === undefined) return '';
    return labels ? (labels[String(value)] ?? String(value)) : String(value);
  };
  const shown = (record: LeadRecord): string => shownValue(fieldValue(record, sort.field));
  return {
    key: (record, memo) => {
      const text = shown(record);
      if (text === '') return '';
      if (!memo) return textSortKey(text);
      let key = memo.get(text);
      if (key === undefined) {
        key = textSortKey(text);
        memo.set(text, key);
      }
      return key;
    },
    compare: (a, b) => {
      if (a.key === '' || b.key === '') {
        if (a.key === b.key) return byNewest(a.record, b.record);
        return a.key === '' ? 1 : -1;
      }
      const x = a.key as string;
      const y = b.key as string;
      return sign * (x < y ? -1 : x > y ? 1 : 0) || byNewest(a.record, b.record);
    },
    blank: '',
    desc: sort.desc,
    numeric: false,
    plainNumber: null,
    text: { field: sort.field, shown, shownValue, keyOf: (text) => (text === '' ? '' : textSortKey(text)) },
  };
}

/** Sorts in place (the plain reference of the orders the indexes keep). */
export function sortRecords<R extends LeadRecord>(records: R[], sort: LeadSort | null): R[] {
  if (!sort) return records.sort(byNewest);
  const plan = sortPlan(sort);
  const memo = new Map<string, string>();
  const keyed = records.map((record) => ({ record, key: plan.key(record, memo) }));
  keyed.sort(plan.compare);
  return writeBack(records, keyed);
}

/** The order of texts: trimmed, case and ё ignored, digit runs compared as numbers. */
export function textSortKey(text: string): string {
  return normalizeText(text).replace(/\d+/g, (digits) => digits.replace(/^0+(?=\d)/, '').padStart(16, '0'));
}

const keyStarts = new Map<number, number>();

/**
 * The first code unit of a text's sort key, told from the text's first character alone; -1 where it cannot be (a
 * space, a digit, half of a surrogate pair, no text). A page picked out of many matches (LeadIndexes.findFirst)
 * compares it first and passes over most texts without keying them.
 */
export function sortKeyStart(text: string): number {
  const code = text.charCodeAt(0);
  let start = keyStarts.get(code);
  if (start === undefined) {
    const first = String.fromCharCode(code);
    start = Number.isNaN(code) || /[\s\d\uD800-\uDFFF]/.test(first) ? -1 : textSortKey(first).charCodeAt(0);
    keyStarts.set(code, start);
  }
  return start;
}

function writeBack<R extends LeadRecord>(records: R[], keyed: ReadonlyArray<{ record: R }>): R[] {
  for (let index = 0; index < keyed.length; index += 1) {
    const entry = keyed[index];
    if (entry) records[index] = entry.record;
  }
  return records;
}
