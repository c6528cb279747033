import { describe, expect, it } from 'vitest';
import type { Lead } from '@/api/schemas/lead';
import {
  compileFilter,
  type LeadFilter,
  type LeadSort,
  sortKeyStart,
  sortRecords,
  textSortKey,
} from './filterSort';
import { toLeadRecord } from './leadRecord';
import { makeLead } from './testing/fakeCrm';

/** A deterministic spread of odd values: nulls, blank e-mails, equal costs, numeric and string phones. */
function sample(count: number): Lead[] {
  return Array.from({ length: count }, (_, index) => {
    const id = index + 1;
    return makeLead(id, {
      email: id % 5 === 0 ? null : id % 11 === 0 ? '  ' : `lead${id}@example.test`,
      phone: id % 9 === 0 ? null : `8916${String(id).padStart(7, '0')}`,
      locationUnitId: id % 4 === 0 ? null : (id % 3) + 10,
      dtUpdate: id % 2 ? null : 1_800_000_000 - id,
      name: id % 13 === 0 ? null : `Имя${id % 17} Фамилия${id}`,
      utmSource: id % 6 === 0 ? null : (['yandex', ' Yandex ', 'google', '<b>vk</b>'][id % 4] ?? null),
      utmMedium: id % 7 === 0 ? null : id % 2 ? 'cpc' : 'email',
      utmCampaign: id % 5 === 0 ? '' : `spring${id % 3}`,
    });
  });
}

/** The plain reading of each filter rule, written independently of the compiled predicate. */
function reference(leads: readonly Lead[], filter: LeadFilter): Lead[] {
  return leads.filter((lead) => {
    const checks: boolean[] = [
      filter.createdFrom === undefined || lead.dtCreate >= filter.createdFrom,
      filter.createdTo === undefined || lead.dtCreate <= filter.createdTo,
      !filter.sourceIds?.length || filter.sourceIds.includes(lead.sourceId ?? -1),
      !filter.stageIds?.length || filter.stageIds.includes(lead.funnelStageId ?? -1),
      !filter.ownerIds?.length || filter.ownerIds.includes(lead.userIdOwner ?? -1),
      !filter.cityIds?.length || filter.cityIds.includes(lead.locationCityId ?? -1),
      !filter.officeIds?.length || filter.officeIds.includes(lead.locationUnitId ?? -1),
      filter.hasEmail === undefined || Boolean(lead.email?.trim()) === filter.hasEmail,
      filter.hasPhone === undefined || (lead.phone !== null) === filter.hasPhone,
      !filter.duplicatesOnly || lead.otherCount > 0,
      filter.costFrom === undefined || (lead.cost !== null && lead.cost >= filter.costFrom),
      filter.costTo === undefined || (lead.cost !== null && lead.cost <= filter.costTo),
      filter.utmSource === undefined ||
        (lead.utmSource ?? '').trim().toLowerCase() === filter.utmSource.trim().toLowerCase(),
      filter.utmMedium === undefined ||
        (lead.utmMedium ?? '').trim().toLowerCase() === filter.utmMedium.trim().toLowerCase(),
      filter.utmCampaign === undefined ||
        (lead.utmCampaign ?? '').trim().toLowerCase() === filter.utmCampaign.trim().toLowerCase(),
    ];
    return checks.every(Boolean);
  });
}

const leads = sample(400);
const records = leads.map(toLeadRecord);

const filters: LeadFilter[] = [
  {},
  { sourceIds: [1, 3] },
  { stageIds: [2], ownerIds: [1, 2] },
  { cityIds: [1], officeIds: [10, 12] },
  { hasEmail: true },
  { hasEmail: false, hasPhone: true },
  { hasPhone: false },
  { duplicatesOnly: true },
  { costFrom: 100, costTo: 500 },
  { costFrom: 999 },
  { utmSource: 'yandex' },
  { utmSource: '<B>VK</B>', utmMedium: 'cpc' },
  { utmCampaign: 'Spring1', utmMedium: 'email' },
  { createdFrom: 1_700_000_000 + 100 * 60, createdTo: 1_700_000_000 + 200 * 60, sourceIds: [2] },
];

describe('compileFilter', () => {
  it.each(filters.map((filter) => [JSON.stringify(filter), filter] as const))(
    'agrees with the reference: %s',
    (_, filter) => {
      const got = records.filter(compileFilter(filter)).map((record) => record.id);
      expect(got).toEqual(reference(leads, filter).map((lead) => lead.id));
    },
  );

  it('combines a text query with the rest', () => {
    const got = records
      .filter(compileFilter({ text: 'имя3', sourceIds: [1] }))
      .map((record) => record.toLead());
    expect(got.length).toBeGreaterThan(0);
    for (const lead of got) {
      expect(lead.sourceId).toBe(1);
      expect(lead.name?.toLowerCase()).toMatch(/^имя3/);
    }
  });
});

function referenceSort(list: readonly Lead[], sort: LeadSort): number[] {
  const value = (lead: Lead) => (lead as Record<string, unknown>)[sort.field];
  // A blank text is no value: it goes last with the nulls.
  const blank = (lead: Lead) =>
    value(lead) === null || value(lead) === undefined || String(value(lead)).trim() === '';
  const filled = list.filter((lead) => !blank(lead));
  const empty = list.filter(blank);
  const newest = (a: Lead, b: Lead) => b.dtCreate - a.dtCreate || b.id - a.id;
  filled.sort((a, b) => {
    const x = value(a);
    const y = value(b);
    // Texts: case and ё ignored, digit runs by their number, otherwise by code point.
    const key = (value: unknown) =>
      String(value)
        .trim()
        .toLowerCase()
        .replaceAll('ё', 'е')
        .replace(/\d+/g, (digits) => String(Number(digits)).padStart(16, '0'));
    const order =
      typeof x === 'number' && typeof y === 'number' ? x - y : key(x) < key(y) ? -1 : key(x) > key(y) ? 1 : 0;
    return (sort.desc ? -order : order) || newest(a, b);
  });
  return [...filled, ...empty.sort(newest)].map((lead) => lead.id);
}

describe('sortRecords', () => {
  it.each([
    { field: 'cost', desc: false },
    { field: 'cost', desc: true },
    { field: 'dtUpdate', desc: true },
    { field: 'name', desc: false },
    { field: 'email', desc: true },
    { field: 'id', desc: false },
  ])('agrees with the reference: $field desc=$desc', (sort) => {
    const got = sortRecords([...records], sort).map((record) => record.id);
    expect(got).toEqual(referenceSort(leads, sort));
  });

  it('sorts a catalog column by its names when given them', () => {
    const labels = { '1': 'Яндекс', '2': 'Авито', '3': 'Газета', '4': 'Блог' };
    const got = sortRecords([...records], { field: 'sourceId', desc: false, labels });
    const names = got.map((record) => labels[String(record.toLead().sourceId) as keyof typeof labels]);
    expect(names).toEqual(
      [...names].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : a === b ? 0 : 1)),
    );
  });

  it('defaults to newest first', () => {
    const got = sortRecords([...records], null).map((record) => record.id);
    expect(got[0]).toBe(400);
    expect(got.at(-1)).toBe(1);
  });
});

describe('sortKeyStart', () => {
  it('tells the first code unit of a text’s sort key from its first character, or says it cannot', () => {
    const texts = [
      'Анна',
      'ёлка',
      'Ёж',
      'Zoe',
      'İstanbul',
      'ß-Straße',
      'ﬁne',
      'Σοφία',
      ' Ann',
      '\u00a0Олег',
      '007 Bond',
      '9 рота',
      '😀 smile',
      '',
    ];
    for (const text of texts) {
      const start = sortKeyStart(text);
      if (start >= 0) expect(start, text).toBe(textSortKey(text).charCodeAt(0));
    }
    // Spaces, digits and surrogate pairs are keyed whole: trimming, padding and pairs change the first unit.
    for (const text of [' Ann', '\u00a0Олег', '007 Bond', '😀 smile', ''])
      expect(sortKeyStart(text), text).toBe(-1);
    expect(sortKeyStart('Ёж')).toBe('е'.charCodeAt(0));
  });
});
