import { describe, expect, it } from 'vitest';
import type { Lead } from '@/api/schemas/lead';
import { campaignRows } from './campaigns';
import { FIGURE_FIELDS, type FigureLead } from './figureLeads';
import { firstTouchOf } from './firstTouch';
import type { FunnelStage } from './funnel';
import { dashboardFigures, groupByStage, toBoardCard } from './grouping';
import type { SeenChange } from './history';
import { LeadIndexes } from './indexes/leadIndexes';
import { LeadStore } from './leadStore';
import { integer, pick, seededRandom } from './testing/random';
import { randomLead } from './testing/randomLeads';
import { randomFilter } from './testing/randomQueries';

const STAGES: FunnelStage[] = [
  { id: 1, outcome: null },
  { id: 2, outcome: null },
  { id: 6, outcome: 'won' },
  { id: 7, outcome: 'lost' },
];
const LABELS = [null, '', 'yandex', ' Yandex ', 'vk', 'google'];

function leadWithLabels(random: () => number, id: number): Lead {
  return {
    ...randomLead(random, id),
    utmSource: pick(random, LABELS),
    utmMedium: pick(random, [null, 'cpc', 'CPC', 'social']),
    utmCampaign: pick(random, [null, 'spring', 'autumn']),
    yclid: random() < 0.2 ? `y${integer(random, 1, 999)}` : null,
    gclid: random() < 0.1 ? `g${integer(random, 1, 999)}` : null,
  };
}

/** The figures over a range, from whole leads or from their figure fields alone: they must not differ. */
function figures(
  leads: readonly FigureLead[],
  history: (id: number) => SeenChange[],
  whole: Map<number, Lead>,
) {
  return {
    dashboard: dashboardFigures(leads, leads.slice(0, 40), {
      bounds: {},
      stages: STAGES,
      timeZone: 'Europe/Moscow',
      now: new Date('2026-11-28T12:00:00Z'),
    }),
    campaigns: campaignRows(leads, leads.slice(10, 60), STAGES, (lead) =>
      firstTouchOf(lead, history(lead.id), 1),
    ),
    board: groupByStage(leads, [1, 2, 6, 7], { 2: 3 }, (lead) => toBoardCard(whole.get(lead.id) as Lead)),
  };
}

describe('figure leads (a few columns of each lead, for the figures over a whole range)', () => {
  it('hold exactly the fields of the whole leads, and give the same dashboard, campaigns and board', () => {
    const random = seededRandom(20_261_129);
    const store = new LeadStore();
    const indexes = new LeadIndexes(store);
    store.upsert(
      Array.from({ length: 3000 }, (_, index) => leadWithLabels(random, index + 1)),
      0,
    );
    const history = (id: number): SeenChange[] =>
      id % 3 === 0
        ? [
            {
              field: 'funnelStageId',
              from: 1,
              to: 2,
              seenAt: 1_700_100_000_000 + id,
              exact: id % 2 === 0,
              dtUpdate: null,
            },
          ]
        : [];
    const held = store.records().map((record) => record.toLead());
    for (let round = 0; round < 30; round += 1) {
      const slots = indexes.findSlots(randomFilter(random, held), null);
      const whole = Array.from(slots, (slot) => store.leadAt(slot));
      const picked = Array.from(slots, (slot) => store.figuresAt(slot));
      expect(picked).toEqual(
        whole.map((lead) => Object.fromEntries(FIGURE_FIELDS.map((field) => [field, lead[field]]))),
      );
      const byId = new Map(whole.map((lead) => [lead.id, lead]));
      expect(figures(picked, history, byId)).toEqual(figures(whole, history, byId));
    }
  });
});
