import { describe, expect, it } from 'vitest';
import { LeadSchema } from '@/api/schemas/lead';
import { interpolate } from '@/shared/i18n/locale';
import { leadFieldMessages } from '@/shared/recordForms/lead/fieldMessages';
import { wireLead } from '../../../../tests/support/leadFixtures';
import type { FieldContext } from '../components/leadFields';
import { leadListMessages } from '../messages';
import { sortPage } from './pageSort';

const context: FieldContext = {
  t: (key, params) => interpolate(leadListMessages.en[key], params),
  fieldLabel: (key) => leadFieldMessages.en[key],
  locale: 'ru',
  timeZone: 'Europe/Moscow',
  catalogName: () => null,
  employeeName: () => null,
};
const leads = [
  LeadSchema.parse(wireLead({ id: 1, name: 'Борис', cost: 9_000 })),
  LeadSchema.parse(wireLead({ id: 2, name: 'анна', cost: null })),
  LeadSchema.parse(wireLead({ id: 3, name: 'Вера', cost: 10_000 })),
];
const ids = (sorted: readonly { id: number }[]) => sorted.map((lead) => lead.id);

describe('sortPage', () => {
  it('sorts numbers by their value, not their text, with empty ones first ascending', () => {
    expect(ids(sortPage(leads, { id: 'cost', desc: false }, context))).toEqual([2, 1, 3]);
    expect(ids(sortPage(leads, { id: 'cost', desc: true }, context))).toEqual([3, 1, 2]);
  });

  it('sorts text by the locale’s collation, ignoring case', () => {
    expect(ids(sortPage(leads, { id: 'name', desc: false }, context))).toEqual([2, 1, 3]);
  });

  it('leaves the page as it is without a sort or for an unknown column', () => {
    expect(ids(sortPage(leads, null, context))).toEqual([1, 2, 3]);
    expect(ids(sortPage(leads, { id: 'nope', desc: false }, context))).toEqual([1, 2, 3]);
  });
});
