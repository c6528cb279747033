import {
  forgetStoredUnder,
  parseStored,
  readStored,
  storedChanges,
  writeStored,
} from '@/shared/lib/browserStorage';

/**
 * The one place saved views are kept: localStorage, one entry per account address and login. A view is a URL with
 * a name (the list's, the board's or the dashboard's address with its filters, dates, sort and page size), so a
 * link to it is the view itself.
 */

export interface SavedView {
  id: string;
  name: string;
  /** `/leads`, `/board` or `/dashboard`. */
  path: ViewPath;
  /** The address's query, without the `?`. */
  search: string;
}

export const VIEW_PATHS = ['/leads', '/board', '/dashboard'] as const;
export type ViewPath = (typeof VIEW_PATHS)[number];

const PREFIX = 'crm.views:';
const MAX_NAME = 80;
const MAX_SEARCH = 4000;

export function isViewPath(path: string): path is ViewPath {
  return (VIEW_PATHS as readonly string[]).includes(path);
}

/** Per account address and login, as the desk keeps "who am I". */
export function viewsKey(accountAddress: string, login: string): string {
  return `${PREFIX}${accountAddress.replace(/\/+$/, '')}|${login.trim().toLowerCase()}`;
}

const changes = storedChanges(PREFIX);

export const subscribeViews = changes.subscribe;

function isView(value: unknown): value is SavedView {
  if (typeof value !== 'object' || value === null) return false;
  const view = value as Record<string, unknown>;
  return (
    typeof view.id === 'string' &&
    typeof view.name === 'string' &&
    typeof view.path === 'string' &&
    isViewPath(view.path) &&
    typeof view.search === 'string' &&
    view.search.length <= MAX_SEARCH
  );
}

// useSyncExternalStore wants the same array back while nothing changed.
const cache = new Map<string, { raw: string | null; views: SavedView[] }>();

export function readViews(key: string): SavedView[] {
  const raw = readStored(key);
  const cached = cache.get(key);
  if (cached && cached.raw === raw) return cached.views;
  // The text already read, parsed: not read from the storage a second time.
  const parsed = parseStored(raw);
  const views = Array.isArray(parsed) ? parsed.filter(isView) : [];
  cache.set(key, { raw, views });
  return views;
}

function writeViews(key: string, views: readonly SavedView[]): void {
  // Storage refused (private mode, full): nothing is kept beyond the page.
  writeStored(key, views.length === 0 ? null : JSON.stringify(views));
  changes.changed();
}

export function cleanName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').slice(0, MAX_NAME);
}

export function saveView(key: string, view: Omit<SavedView, 'id'>): SavedView {
  const saved: SavedView = {
    ...view,
    name: cleanName(view.name),
    id: `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`,
  };
  writeViews(key, [...readViews(key), saved]);
  return saved;
}

export function renameView(key: string, id: string, name: string): void {
  writeViews(
    key,
    readViews(key).map((view) => (view.id === id ? { ...view, name: cleanName(name) } : view)),
  );
}

/** One place up (-1) or down (+1); nothing at either end. */
export function moveView(key: string, id: string, by: -1 | 1): void {
  const views = [...readViews(key)];
  const from = views.findIndex((view) => view.id === id);
  const to = from + by;
  const moved = views[from];
  if (from < 0 || to < 0 || to >= views.length || !moved) return;
  views.splice(from, 1);
  views.splice(to, 0, moved);
  writeViews(key, views);
}

export function deleteView(key: string, id: string): void {
  writeViews(
    key,
    readViews(key).filter((view) => view.id !== id),
  );
}

/** Sign-out without "keep me signed in": every account's and login's views go with the rest. */
export function forgetViews(): void {
  forgetStoredUnder([PREFIX]);
  cache.clear();
  changes.changed();
}

/** The address a view opens. */
export function viewHref(view: Pick<SavedView, 'path' | 'search'>): string {
  return view.search === '' ? view.path : `${view.path}?${view.search}`;
}
