import { describe, expect, it } from 'vitest';
import type { Lead } from '@/api/schemas/lead';
import { countByOwner } from './bulkColumns';
import { campaignRows } from './campaigns';
import { IndexEngine } from './engine';
import type { LeadFilter } from './filterSort';
import { firstTouchFigures, firstTouchOf } from './firstTouch';
import { type FunnelStage, lostFromSeenChanges } from './funnel';
import { type CardLimits, dashboardFigures, groupByStage, previousPeriod } from './grouping';
import type { SeenChange } from './history';
import { memoryStorage } from './storage';
import { integer, pick, seededRandom } from './testing/random';
import { randomLead } from './testing/randomLeads';
import { randomFilter } from './testing/randomQueries';
import { isWaiting, type WaitingRule } from './waiting';

const LEADS = 3000;
const T0 = 1_700_000_000;

/** A random lead with what campaigns are told apart by: UTM labels spelled several ways, or only a click id. */
function campaignLead(random: () => number, id: number): Lead {
  const lead = randomLead(random, id);
  const roll = random();
  if (roll < 0.3) return lead;
  if (roll < 0.5)
    return {
      ...lead,
      utmSource: pick(random, [null, '', '  ']),
      yclid: pick(random, [null, '', String(integer(random, 1e6, 9e6))]),
      gclid: pick(random, [null, ' ', 'g1']),
      fbclid: pick(random, [null, 'f1']),
      ymclid: pick(random, [null, 'm1']),
    };
  return {
    ...lead,
    utmSource: pick(random, ['yandex', ' Yandex ', 'vk', 'market']),
    utmMedium: pick(random, ['cpc', 'CPC', 'social', null]),
    utmCampaign: pick(random, ['brand', 'remont_msk', null]),
  };
}

/** Stage and owner changes as a browser saw them: some made here (exact), some by a sync. */
function randomHistory(random: () => number): Map<number, SeenChange[]> {
  const history = new Map<number, SeenChange[]>();
  for (let id = 1; id <= LEADS; id += 1) {
    if (random() < 0.5) continue;
    history.set(
      id,
      Array.from({ length: integer(random, 1, 3) }, () => ({
        field: random() < 0.7 ? 'funnelStageId' : 'userIdOwner',
        from: random() < 0.2 ? null : integer(random, 1, 7),
        to: integer(random, 1, 7),
        dtUpdate: random() < 0.3 ? null : T0 + integer(random, 0, 400_000),
        seenAt: (T0 + integer(random, 0, 400_000)) * 1000,
        exact: random() < 0.5,
      })),
    );
  }
  return history;
}

const CATALOGS: FunnelStage[][] = [
  [1, 2, 3, 4, 5].map((id) => ({ id, outcome: null })),
  [
    { id: 1, outcome: null },
    { id: 2, outcome: null },
    { id: 3, outcome: null },
    { id: 5, outcome: 'won' },
    { id: 6, outcome: 'lost' },
    { id: 4, outcome: 'lost' },
  ],
];

/** A filter of the dashboard: sometimes a closed range, which has a period before it. */
function dashboardFilter(random: () => number, leads: readonly Lead[]): LeadFilter {
  const filter = randomFilter(random, leads);
  if (random() < 0.5) return filter;
  const createdFrom = T0 + integer(random, 0, 3000) * 60;
  return { ...filter, createdFrom, createdTo: createdFrom + integer(random, 0, 1500) * 60 };
}

async function engineWith(leads: readonly Lead[]): Promise<IndexEngine> {
  const engine = new IndexEngine({
    openStorage: async () => memoryStorage(),
    fetchPage: async () => {
      throw new Error('The comparison asks the CRM nothing');
    },
    waitForRateLimit: async () => undefined,
    onStatus: () => undefined,
  });
  await engine.start({ paused: true });
  await engine.putLeads(leads);
  return engine;
}

describe('the figures over slots of the store against the figures over lead objects', () => {
  it('gives the same dashboard, campaigns, first touch, owner counts and board columns (cards included)', async () => {
    const random = seededRandom(2026);
    const leads = Array.from({ length: LEADS }, (_, index) => campaignLead(random, index + 1));
    const engine = await engineWith(leads);
    // Edited leads leave dead slots behind: the views must read the living ones.
    await engine.putLeads(
      Array.from({ length: 800 }, () => ({
        ...campaignLead(random, integer(random, 1, LEADS)),
        dtUpdate: 3_000_000_000 + integer(random, 0, 1000),
      })),
    );
    const held = engine.all({}, null);
    const history = randomHistory(random);
    const historyOf = (id: number) => history.get(id) ?? [];
    const now = new Date((T0 + 2 * 86_400) * 1000);
    for (let query = 0; query < 40; query += 1) {
      const filter = dashboardFilter(random, held);
      const previous = previousPeriod(filter);
      const previousFilter = previous ? { ...filter, ...previous } : null;
      const stages = pick(random, CATALOGS);
      const rule: WaitingRule = {
        firstStageId: pick(random, [1, null]),
        meId: pick(random, [3, null]),
        everyone: random() < 0.3,
      };
      const timeZone = pick(random, ['Europe/Moscow', 'Asia/Kathmandu', 'UTC']);
      const stageIds = stages.map((stage) => stage.id).filter(() => random() < 0.8);
      const limitChoices: Array<CardLimits | null> = [null, {}, { 1: integer(random, 0, 30), null: 5 }];
      const limits = pick(random, limitChoices);
      const context = JSON.stringify({ query, filter, stages, rule, timeZone, stageIds, limits });

      const objects = engine.all(filter, null);
      const previousObjects = previousFilter ? engine.all(previousFilter, null) : null;
      // The way the worker reads them: one view passing over the slots.
      const slots = engine.passingLeads(filter);
      const previousSlots = previousFilter ? engine.passingLeads(previousFilter) : null;
      const options = { bounds: filter, stages, timeZone, now, lostFrom: lostFromSeenChanges(historyOf) };
      expect(dashboardFigures(slots, previousSlots, options), context).toStrictEqual(
        dashboardFigures(objects, previousObjects, options),
      );
      const touchOf = (lead: Pick<Lead, 'id' | 'dtCreate'>) =>
        firstTouchOf(lead, historyOf(lead.id), rule.firstStageId);
      expect(campaignRows(slots, previousSlots, stages, touchOf), context).toStrictEqual(
        campaignRows(objects, previousObjects, stages, touchOf),
      );
      const stillWaits = (lead: Pick<Lead, 'funnelStageId' | 'userIdOwner'>) => isWaiting(lead, rule);
      expect(firstTouchFigures(slots, historyOf, rule.firstStageId, stillWaits), context).toStrictEqual(
        firstTouchFigures(objects, historyOf, rule.firstStageId, stillWaits),
      );
      expect(countByOwner(slots, [1, 3, 12]), context).toStrictEqual(countByOwner(objects, [1, 3, 12]));
      // Strict: a card crosses to the page as a plain object, never as a view of the worker's columns.
      expect(groupByStage(slots, stageIds, limits), context).toStrictEqual(
        groupByStage(objects, stageIds, limits),
      );
    }
    await engine.stop({ destroy: true });
  });
});
