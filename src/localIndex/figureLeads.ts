import type { Lead } from '@/api/schemas/lead';
import { CLICK_CHANNELS } from './campaigns';
import type { LeadField } from './leadColumns';

/**
 * What the figures over a whole range read of each lead (the dashboard's figures, its campaigns and first-touch
 * figures, the board's counts): numbers and short shared labels, never names, phones or notes. Read from the
 * columns for 100,000 leads, these cost a fraction of whole leads.
 */
export const FIGURE_FIELDS = [
  'id',
  'dtCreate',
  'funnelStageId',
  'cost',
  'otherCount',
  'sourceId',
  'userIdOwner',
  'locationCityId',
  'utmSource',
  'utmMedium',
  'utmCampaign',
  ...CLICK_CHANNELS,
] as const satisfies readonly LeadField[];

export type FigureLead = Pick<Lead, (typeof FIGURE_FIELDS)[number]>;
