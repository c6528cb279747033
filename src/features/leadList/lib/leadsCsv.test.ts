import { describe, expect, it } from 'vitest';
import { LeadSchema } from '@/api/schemas/lead';
import { interpolate } from '@/shared/i18n/locale';
import { leadFieldMessages } from '@/shared/recordForms/lead/fieldMessages';
import type { FieldContext } from '../components/leadFields';
import { type LeadListMessageKey, leadListMessages } from '../messages';
import { leadsToCsv } from './leadsCsv';

const context: FieldContext = {
  t: (key: LeadListMessageKey, params) => interpolate(leadListMessages.en[key], params),
  fieldLabel: (key) => leadFieldMessages.en[key],
  locale: 'en',
  timeZone: 'Europe/Moscow',
  catalogName: (kind, id) => (kind === 'sources' && id === 1 ? 'Сайт' : null),
  employeeName: (id) => (id === 7 ? 'Ольга' : null),
};

describe('leadsToCsv', () => {
  it('writes every field with names for ids, zone-local times and formula-safe text', () => {
    const lead = LeadSchema.parse({
      id: 42,
      name: '=HYPERLINK("x")',
      phone: 79161234567,
      email: 'a@b.ru',
      userIdOwner: 7,
      sourceId: 1,
      funnelStageId: 5,
      dtCreate: Date.parse('2026-03-01T06:30:00Z') / 1000,
      otherCount: 1,
      firstId: 40,
      cost: 1500.5,
    });
    const [header, row] = leadsToCsv([lead], context).split('\r\n');
    expect(header?.startsWith('ID,Name,Phone,E-mail,Source,Funnel stage,Owner,Created,Cost,Duplicates')).toBe(
      true,
    );
    expect(header).toContain('UTM source');
    expect(row?.split(',').slice(0, 10)).toEqual([
      '42',
      `"'=HYPERLINK(""x"")"`,
      '+79161234567',
      'a@b.ru',
      'Сайт',
      '5',
      'Ольга',
      '2026-03-01 09:30',
      '1500.5',
      '1',
    ]);
  });
});
