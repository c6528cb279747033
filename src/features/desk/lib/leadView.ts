import { readStoredJson, writeStored } from '@/shared/lib/browserStorage';
import type { LeadFilter, LeadSort, UrgencyBounds, WaitingRule } from '../queries';

/**
 * The rows the screen itself shows, in order: previous/next works from them before the local copy is complete
 * (the page knows its rows even when the index does not yet).
 */
export interface ShownRows {
  ids: readonly number[];
  /** Rows before the first of these in the whole view (the list's earlier pages). */
  offset: number;
  total: number;
}

/** What a screen shows, as the lead page needs it to step through: the list's range, a board, the inbox. */
export type RememberedView = (
  | { kind: 'list'; filter: LeadFilter; sort: LeadSort | null; locale?: string }
  | { kind: 'board'; filter: LeadFilter }
  | {
      kind: 'inbox';
      rule: WaitingRule;
      bounds?: UrgencyBounds;
      backlogOpen?: boolean;
      backlogNewestFirst?: boolean;
    }
) & { shown?: ShownRows };

interface Entry {
  view: RememberedView;
  /** The screen's address (path and query), to tell whether the person came from it. */
  path: string;
}

const KEY = 'crm.desk.view';
const LEAD_PAGE = /^\/leads\/\d+(\/edit)?$/;

let active = false;

function read(): Entry | null {
  return readStoredJson(KEY, 'session') as Entry | null;
}

/** A screen says what it shows; kept per tab (sessionStorage), so a reload of the lead page keeps its place. */
export function rememberView(view: RememberedView, path: string): void {
  // No storage: previous/next lasts only as long as this page.
  writeStored(KEY, JSON.stringify({ view, path } satisfies Entry), 'session');
  active = true;
}

/**
 * Every move of the app: the view stays the person's context while they go from lead to lead (and through the
 * edit form); any other screen ends it, so a lead opened from elsewhere has no previous/next.
 */
export function noteLocation(path: string): void {
  const pathname = path.split('?')[0] ?? path;
  if (LEAD_PAGE.test(pathname)) return;
  active = read()?.path === path;
}

/** The view the person came from, or null (a link, quick find from another screen). */
export function currentView(): RememberedView | null {
  return active ? (read()?.view ?? null) : null;
}

export function forgetView(): void {
  active = false;
  writeStored(KEY, null, 'session');
}
