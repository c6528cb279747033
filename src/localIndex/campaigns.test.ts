import { describe, expect, it } from 'vitest';
import type { Lead } from '@/api/schemas/lead';
import { campaignKey, campaignRows } from './campaigns';
import { compileFilter } from './filterChecks';
import type { FirstTouch } from './firstTouch';
import type { FunnelStage } from './funnel';
import { toLeadRecord } from './leadRecord';
import { makeLead } from './testing/fakeCrm';

const stages: FunnelStage[] = [
  { id: 1, outcome: null },
  { id: 2, outcome: null },
  { id: 3, outcome: 'won' },
  { id: 4, outcome: 'lost' },
];

const lead = (id: number, fields: Partial<Lead>) => makeLead(id, { cost: null, ...fields });
const yandexSpring = { utmSource: 'yandex', utmMedium: 'cpc', utmCampaign: 'spring' };

// The period: 5 × yandex/cpc/spring (two spelled differently), 3 from Direct clicks, 1 from Google, 2 without.
const period = [
  lead(1, { ...yandexSpring, funnelStageId: 3, cost: 1000 }),
  lead(2, { ...yandexSpring, utmSource: ' Yandex ', funnelStageId: 3, cost: 3000 }),
  lead(3, { ...yandexSpring, utmCampaign: 'SPRING', funnelStageId: 4, cost: null }),
  lead(4, { ...yandexSpring, funnelStageId: 1, cost: 2000 }),
  lead(5, { ...yandexSpring, funnelStageId: 2, cost: null }),
  lead(6, { yclid: '111', funnelStageId: 3, cost: 500 }),
  lead(7, { yclid: '222', gclid: 'g', funnelStageId: 1 }),
  lead(8, { yclid: '333', utmSource: '  ', funnelStageId: 4 }),
  lead(9, { gclid: 'g9', funnelStageId: 1 }),
  lead(10, { funnelStageId: 1 }),
  lead(11, { utmSource: '', fbclid: '', funnelStageId: 2 }),
];
// The period before: 2 × yandex/cpc/spring (1 won), 1 Direct click.
const before = [
  lead(21, { ...yandexSpring, funnelStageId: 3, cost: 100 }),
  lead(22, { ...yandexSpring, funnelStageId: 1 }),
  lead(23, { yclid: '9', funnelStageId: 1 }),
];
// Touches seen after 60, 120, 600 seconds for leads 1, 2 and 4; lead 6 touched (seen by a sync) after 30.
const touches: Record<number, FirstTouch> = {
  1: { seconds: 60, exact: true },
  2: { seconds: 600, exact: true },
  4: { seconds: 120, exact: true },
  6: { seconds: 30, exact: false },
};
const touchOf = (one: Lead) => touches[one.id] ?? null;

describe('campaign figures', () => {
  const rows = campaignRows(period, before, stages, touchOf);

  it('groups by UTM source, medium and campaign (case and spaces ignored), a click channel where UTM is empty', () => {
    expect(
      rows.map((row) => [row.source || row.channel || '', row.medium, row.campaign, row.current.leads]),
    ).toEqual([
      ['yandex', 'cpc', 'spring', 5],
      ['yclid', '', '', 3],
      ['', '', '', 2],
      ['gclid', '', '', 1],
    ]);
  });

  it('counts won and lost, conversion, total and average cost and the median first touch, by hand', () => {
    expect(rows[0]?.current).toEqual({
      leads: 5,
      won: 2,
      lost: 1,
      conversion: 2 / 5,
      costSum: 6000,
      costAverage: 2000,
      medianTouchSeconds: 120,
      touchApproximate: false,
    });
    expect(rows[1]?.current).toMatchObject({
      leads: 3,
      won: 1,
      lost: 1,
      costSum: 500,
      medianTouchSeconds: 30,
    });
    expect(rows[1]?.current.touchApproximate).toBe(true);
    expect(rows[2]?.current).toMatchObject({
      leads: 2,
      won: 0,
      lost: 0,
      costAverage: null,
      medianTouchSeconds: null,
    });
  });

  it('puts the previous period beside each campaign, zero where it had none', () => {
    expect(rows[0]?.previous).toMatchObject({ leads: 2, won: 1, conversion: 0.5, costSum: 100 });
    expect(rows[1]?.previous).toMatchObject({ leads: 1, won: 0 });
    expect(rows[3]?.previous).toMatchObject({ leads: 0, conversion: 0 });
    expect(campaignRows(period, null, stages, touchOf)[0]?.previous).toBeNull();
  });

  it('says nothing of conversion when the catalog marks no outcome', () => {
    const plain = stages.map((stage) => ({ ...stage, outcome: null }));
    expect(campaignRows(period, null, plain, touchOf)[0]?.current).toMatchObject({
      won: 0,
      conversion: null,
    });
  });

  it("filters the list to exactly a row's leads by its key", () => {
    for (const row of rows) {
      const accepts = compileFilter({ campaign: row.key });
      const ids = period.filter((one) => accepts(toLeadRecord(one))).map((one) => one.id);
      expect(ids).toHaveLength(row.current.leads);
      expect(new Set(ids.map((id) => campaignKey(period[id - 1] as Lead)))).toEqual(new Set([row.key]));
    }
  });
});
