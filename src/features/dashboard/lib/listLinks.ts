import { DEFAULT_PAGE_SIZE, type ListSearch, listSearchToParams } from '@/features/leadFilters';

export type GroupKey = 'source' | 'stage' | 'owner' | 'city';

/** The dashboard's view without what means nothing to it (page, page size, sort): what its links carry. */
export function viewParams(search: ListSearch): URLSearchParams {
  return listSearchToParams({ ...search, page: 1, perPage: DEFAULT_PAGE_SIZE, sort: undefined });
}

/** The lead list under the dashboard's range and filters, narrowed to one group (a source, a stage…). */
export function listLinkForGroup(search: ListSearch, key: GroupKey, id: number): string {
  return `/leads?${viewParams({ ...search, [key]: [id] }).toString()}`;
}

/** The lead list under the dashboard's filters, for one calendar day (the user's zone). */
export function listLinkForDay(search: ListSearch, day: string): string {
  return `/leads?${viewParams({ ...search, preset: undefined, from: day, to: day }).toString()}`;
}

/** The lead list under the dashboard's range and filters, narrowed to one campaign (its key, see the worker's campaigns). */
export function listLinkForCampaign(search: ListSearch, key: string): string {
  return `/leads?${viewParams({ ...search, campaign: key }).toString()}`;
}
