import type { Lead } from '@/api/schemas/lead';
import { type FirstTouch, percentile } from './firstTouch';
import type { FunnelStage } from './funnel';

/** The form UTM values are compared in: ad forms write "Yandex " and "yandex" for the same source. */
export function utmKey(value: string | null): string {
  return value === null ? '' : value.trim().toLowerCase();
}

/** The ad channels a click id names, looked at in this order where the UTM source is empty. */
export const CLICK_CHANNELS = ['yclid', 'gclid', 'fbclid', 'ymclid'] as const;
export type ClickChannel = (typeof CLICK_CHANNELS)[number];

/** A lead's campaign as shown: UTM source, medium and campaign as first seen, or the click's channel. */
export interface Campaign {
  source: string;
  medium: string;
  campaign: string;
  /** Where the UTM source is empty and a click id says where the lead came from. */
  channel: ClickChannel | null;
}

/** The fields a campaign is worked out from: a lead, or the few a filter reads off a record. */
export type CampaignFields = Pick<Lead, 'utmSource' | 'utmMedium' | 'utmCampaign' | ClickChannel>;

/**
 * What a campaign's row reads of a lead: a lead object has it, and so does a view of its slot, which also says
 * its click's channel without making the click ids' strings (`clickChannel`: the same answer as `clickChannelOf`).
 */
export type CampaignLead = CampaignFields &
  Pick<Lead, 'funnelStageId' | 'cost'> & { readonly clickChannel?: ClickChannel | null };

export function campaignOf(lead: CampaignFields): Campaign {
  const source = lead.utmSource?.trim() ?? '';
  const channel = source === '' ? clickChannelOf(lead) : null;
  return { source, medium: lead.utmMedium?.trim() ?? '', campaign: lead.utmCampaign?.trim() ?? '', channel };
}

/**
 * The one key a campaign is grouped and filtered by (the list's `campaign=` filter): UTM values in their compared
 * form (case and spaces ignored, as the UTM filters do), the click's channel standing for an empty source.
 */
export function campaignKey(lead: CampaignFields): string {
  const channel = utmKey(lead.utmSource) === '' ? campaignOf(lead).channel : null;
  return JSON.stringify([
    channel ? `~${channel}` : utmKey(lead.utmSource),
    utmKey(lead.utmMedium),
    utmKey(lead.utmCampaign),
  ]);
}

export interface CampaignFigures {
  leads: number;
  won: number;
  lost: number;
  /** Won as a share of the leads; null when the catalog marks no outcome. */
  conversion: number | null;
  costSum: number;
  /** Over the leads with a cost; null when none has one. */
  costAverage: number | null;
  /** Median seconds from creation to the first touch this browser saw; null when none was seen. */
  medianTouchSeconds: number | null;
  /** Some touches were seen only by a sync: the median is approximate. */
  touchApproximate: boolean;
}

export interface CampaignRow extends Campaign {
  key: string;
  current: CampaignFigures;
  /** The same campaign in the period before; null when the range has no previous period. */
  previous: CampaignFigures | null;
}

interface Tally {
  key: string;
  campaign: Campaign;
  leads: number;
  won: number;
  lost: number;
  costSum: number;
  costed: number;
  touches: number[];
  approximate: boolean;
}

/** Leads counted by their texts as written: a level of maps per text (null kept apart from ""), no key made. */
type BySpelling<T> = Map<string | null, T>;

/** What a source as written leads to: whether it is blank (the click's channel then decides), and the rest. */
interface SourceSpelling {
  blank: boolean;
  byChannel: Map<ClickChannel | null, BySpelling<BySpelling<Tally>>>;
}

/** The first click id of CLICK_CHANNELS that holds more than blanks. */
function clickChannelOf(lead: CampaignFields): ClickChannel | null {
  return CLICK_CHANNELS.find((field) => Boolean(lead[field]?.trim())) ?? null;
}

function levelOf<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

/**
 * The leads' tallies by campaign key, in the order each campaign's first lead came. Leads are counted by their
 * UTM texts as written, four map reads a lead and no string made; each distinct spelling's key is worked out
 * once, and spellings of one campaign ("Yandex " and "yandex") are added together at the end (campaignKey for
 * each of a million leads took a second).
 */
function tally<L extends CampaignLead>(
  leads: Iterable<L>,
  stages: readonly FunnelStage[],
  touchOf: (lead: L) => FirstTouch | null,
): Map<string, Tally> {
  const outcome = new Map(stages.map((stage) => [stage.id, stage.outcome]));
  const bySource = new Map<string | null, SourceSpelling>();
  const spellings: Tally[] = [];
  for (const lead of leads) {
    const source = levelOf(bySource, lead.utmSource, () => ({
      blank: utmKey(lead.utmSource) === '',
      byChannel: new Map(),
    }));
    const channel = !source.blank
      ? null
      : lead.clickChannel !== undefined
        ? lead.clickChannel
        : clickChannelOf(lead);
    const byMedium = levelOf(source.byChannel, channel, () => new Map());
    const byCampaign = levelOf(byMedium, lead.utmMedium, () => new Map());
    const entry = levelOf(byCampaign, lead.utmCampaign, () => {
      const spelling: Tally = {
        key: campaignKey(lead),
        campaign: campaignOf(lead),
        leads: 0,
        won: 0,
        lost: 0,
        costSum: 0,
        costed: 0,
        touches: [],
        approximate: false,
      };
      spellings.push(spelling);
      return spelling;
    });
    entry.leads += 1;
    const ends = lead.funnelStageId === null ? null : outcome.get(lead.funnelStageId);
    if (ends === 'won') entry.won += 1;
    else if (ends === 'lost') entry.lost += 1;
    if (lead.cost !== null) {
      entry.costSum += lead.cost;
      entry.costed += 1;
    }
    const touch = touchOf(lead);
    if (touch) {
      entry.touches.push(touch.seconds);
      entry.approximate ||= !touch.exact;
    }
  }
  const byKey = new Map<string, Tally>();
  for (const spelling of spellings) {
    const first = byKey.get(spelling.key);
    if (!first) {
      byKey.set(spelling.key, spelling);
      continue;
    }
    first.leads += spelling.leads;
    first.won += spelling.won;
    first.lost += spelling.lost;
    first.costSum += spelling.costSum;
    first.costed += spelling.costed;
    for (const seconds of spelling.touches) first.touches.push(seconds);
    first.approximate ||= spelling.approximate;
  }
  return byKey;
}

function figuresOf(entry: Tally | undefined, hasOutcomes: boolean): CampaignFigures {
  if (!entry)
    return {
      leads: 0,
      won: 0,
      lost: 0,
      conversion: hasOutcomes ? 0 : null,
      costSum: 0,
      costAverage: null,
      medianTouchSeconds: null,
      touchApproximate: false,
    };
  return {
    leads: entry.leads,
    won: entry.won,
    lost: entry.lost,
    conversion: hasOutcomes ? entry.won / entry.leads : null,
    costSum: entry.costSum,
    costAverage: entry.costed === 0 ? null : entry.costSum / entry.costed,
    medianTouchSeconds: percentile(
      entry.touches.sort((a, b) => a - b),
      0.5,
    ),
    touchApproximate: entry.approximate,
  };
}

/**
 * The period's leads by campaign, most leads first (ties by key), each beside the same campaign in the previous
 * period. Computed in the worker: only the rows cross to the page.
 */
export function campaignRows<L extends CampaignLead>(
  leads: Iterable<L>,
  previousLeads: Iterable<L> | null,
  stages: readonly FunnelStage[],
  touchOf: (lead: L) => FirstTouch | null,
): CampaignRow[] {
  const hasOutcomes = stages.some((stage) => stage.outcome !== null);
  const current = tally(leads, stages, touchOf);
  const previous = previousLeads ? tally(previousLeads, stages, touchOf) : null;
  return [...current.entries()]
    .map(([key, entry]) => ({
      key,
      ...entry.campaign,
      current: figuresOf(entry, hasOutcomes),
      previous: previous ? figuresOf(previous.get(key), hasOutcomes) : null,
    }))
    .sort((a, b) => b.current.leads - a.current.leads || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}
