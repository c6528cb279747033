/**
 * The lead list's first page, asked for before the app's code has arrived: index.html loads this module first
 * (its own small script, `async`; the CSP allows no inline script), so the request leaves while the app's
 * JavaScript downloads. `request()` in http.ts takes the answer instead of asking again, when the app wants the
 * very same address with the same token; otherwise it is never used.
 *
 * Only the plain list (`/leads`, no parameters: page 1 of 25, no range) is asked for here: anything else needs
 * the app's own reading of the address. Nothing is imported, so this chunk stays a few hundred bytes.
 *
 * On any `/leads` address with a session it also preloads the list route's code (listed by the build on this
 * script's `data-list-route`), which the app would otherwise ask for only once its entry has run.
 */

/** Must equal the auth feature's SESSION_STORAGE_KEY (a unit test checks). */
export const EARLY_SESSION_KEY = 'crm.session';

interface EarlyPage {
  url: string;
  token: string;
  response: Promise<Response>;
}

/** The list's first page as `listLeads` asks for it: page 1 of 25, no range. */
const EARLY_PATH = '/lead?page=1&per_page=25';

let early: Promise<EarlyPage | null> | null = null;

/** The stored session's access token, read as the session store reads it (the tab's own first), if still valid. */
function storedToken(): string | null {
  for (const storage of [globalThis.sessionStorage, globalThis.localStorage]) {
    try {
      const text = storage?.getItem(EARLY_SESSION_KEY);
      if (!text) continue;
      const session = JSON.parse(text) as { accessToken?: unknown; expiresAt?: unknown };
      if (typeof session.accessToken !== 'string' || typeof session.expiresAt !== 'number') continue;
      return session.expiresAt > Date.now() ? session.accessToken : null;
    } catch {}
  }
  return null;
}

/** config.json as this module received it, for the app to read instead of asking again (takeEarlyConfig). */
let earlyConfig: Promise<Response> | null = null;

/**
 * Where config.json last said the API is, kept while someone is signed in: the first page's request goes out
 * beside config.json instead of after it (one round trip sooner on a phone's network). A base that config.json
 * no longer names is not used, and that answer is dropped. Deleted at sign-out with everything else.
 */
export const EARLY_API_BASE_KEY = 'crm.early.apiBase';

function rememberedBase(): string | null {
  try {
    return globalThis.localStorage?.getItem(EARLY_API_BASE_KEY) ?? null;
  } catch {
    return null;
  }
}

function rememberBase(base: string): void {
  try {
    globalThis.localStorage?.setItem(EARLY_API_BASE_KEY, base);
  } catch {}
}

/** Sign-out: the remembered API address goes with the session. */
export function forgetEarlyApiBase(): void {
  try {
    globalThis.localStorage?.removeItem(EARLY_API_BASE_KEY);
  } catch {}
}

function askPage(base: string, token: string): EarlyPage {
  const url = `${base.replace(/\/+$/, '')}${EARLY_PATH}`;
  const response = fetch(url, { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } });
  // A failure is the app's to meet when it takes the response (or it asks again itself).
  response.catch(() => undefined);
  return { url, token, response };
}

async function askEarly(token: string): Promise<EarlyPage | null> {
  const asked = fetch('/config.json', { headers: { Accept: 'application/json' } });
  // Cloned before this module reads the body (reactions run in the order they were added).
  earlyConfig = asked.then((response) => response.clone());
  earlyConfig.catch(() => undefined);
  const remembered = rememberedBase();
  const ahead = remembered === null ? null : askPage(remembered, token);
  const config = await asked;
  if (!config.ok) return null;
  const { apiBaseUrl } = (await config.json()) as { apiBaseUrl?: unknown };
  const base = typeof apiBaseUrl === 'string' && apiBaseUrl !== '' ? apiBaseUrl : '/api';
  rememberBase(base);
  return ahead && remembered === base ? ahead : askPage(base, token);
}

/** The list route's scripts and stylesheet, fetched now and used when the app imports the route. */
function preloadListRoute(): void {
  const files = document.querySelector<HTMLScriptElement>('script[data-list-route]')?.dataset.listRoute;
  for (const href of files?.split(' ') ?? []) {
    const link = document.createElement('link');
    // As Vite's own loader asks for them (anonymous CORS): a preload of another mode would be fetched twice.
    link.crossOrigin = '';
    if (href.endsWith('.css')) {
      link.rel = 'preload';
      link.as = 'style';
    } else link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

/** Mantine's own key for a colour scheme the person chose (its localStorageColorSchemeManager's default). */
const COLOR_SCHEME_KEY = 'mantine-color-scheme-value';

/**
 * The frame in index.html follows the system's scheme; a scheme the person chose instead is set on the page here,
 * as Mantine sets it once the app runs, so the frame is not drawn in the other one meanwhile.
 */
function applyStoredColorScheme(): void {
  try {
    const scheme = globalThis.localStorage?.getItem(COLOR_SCHEME_KEY);
    if (scheme === 'light' || scheme === 'dark')
      globalThis.document?.documentElement.setAttribute('data-mantine-color-scheme', scheme);
  } catch {}
}

function start(): void {
  applyStoredColorScheme();
  if (typeof location === 'undefined' || location.pathname !== '/leads') return;
  const token = storedToken();
  if (!token) return;
  if (typeof document !== 'undefined') preloadListRoute();
  if (location.search === '') early = askEarly(token).catch(() => null);
}

/**
 * The early answer for `url` sent with `token`, once; null when there is none (another address, another token,
 * or already taken): the caller then fetches as usual.
 */
export async function takeEarlyResponse(url: string, token: string | null): Promise<Response | null> {
  if (!early || !url.endsWith(EARLY_PATH)) return null;
  const pending = early;
  const page = await pending;
  if (!page || page.url !== url || page.token !== token) return null;
  if (early !== pending) return null;
  early = null;
  return page.response;
}

start();

/**
 * The answer to the config.json this module asked for, once; null when it asked for none (or it was taken). The
 * app reads its configuration from it, rather than asking the server a second time on the list's critical path.
 */
export function takeEarlyConfig(): Promise<Response> | null {
  const taken = earlyConfig;
  earlyConfig = null;
  return taken;
}
