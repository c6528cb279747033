import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_API_BASE_KEY, EARLY_SESSION_KEY } from '@/api/earlyFirstPage';
import { SESSION_STORAGE_KEY } from '@/features/auth';

const PAGE_URL = '/api/lead?page=1&per_page=25';

function storeSession(accessToken: string, expiresAt = Date.now() + 60_000) {
  sessionStorage.setItem(
    EARLY_SESSION_KEY,
    JSON.stringify({
      accessToken,
      refreshToken: null,
      expiresAt,
      username: 'a@b.c',
      persistent: false,
      integration: null,
    }),
  );
}

/** Loads the module afresh, as index.html does, at `path`; returns it and the addresses it asked for. */
async function loadAt(path: string) {
  window.history.replaceState({}, '', path);
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      asked.push(input);
      if (input === '/config.json') return new Response(JSON.stringify({ apiBaseUrl: '/api' }));
      return new Response(JSON.stringify({ data: [] }));
    }),
  );
  vi.resetModules();
  const module = await import('@/api/earlyFirstPage');
  return { module, asked };
}

/** The early script as the build writes it into index.html, with the list route's files. */
function addEarlyScript() {
  const script = document.createElement('script');
  script.dataset.listRoute = '/assets/LeadListPage-a.js /assets/useQuery-b.js /assets/LeadListPage-c.css';
  document.head.append(script);
}

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link')].map(
    (link) => `${link.rel}${link.as ? ` as ${link.as}` : ''} ${link.getAttribute('href')}`,
  );

afterEach(() => {
  document.head.replaceChildren();
  sessionStorage.clear();
  localStorage.clear();
  vi.unstubAllGlobals();
  window.history.replaceState({}, '', '/');
});

describe('the early first page', () => {
  it('reads the session where the auth feature keeps it', () => {
    expect(EARLY_SESSION_KEY).toBe(SESSION_STORAGE_KEY);
  });

  it('is asked for on the plain list with a live session, and handed over once, for the same address and token', async () => {
    storeSession('token-1');
    const { module, asked } = await loadAt('/leads');
    expect(await module.takeEarlyResponse(PAGE_URL, 'token-2')).toBeNull();
    const response = await module.takeEarlyResponse(PAGE_URL, 'token-1');
    expect(await response?.json()).toEqual({ data: [] });
    expect(await module.takeEarlyResponse(PAGE_URL, 'token-1')).toBeNull();
    expect(asked).toEqual(['/config.json', PAGE_URL]);
  });

  it('is not asked for elsewhere, with parameters, or with an expired session', async () => {
    storeSession('token-1');
    expect((await loadAt('/board')).asked).toEqual([]);
    expect((await loadAt('/leads?page=2')).asked).toEqual([]);
    storeSession('token-1', Date.now() - 1);
    expect((await loadAt('/leads')).asked).toEqual([]);
  });

  it('preloads the list route’s code on any list address with a live session, and nowhere else', async () => {
    addEarlyScript();
    storeSession('token-1');
    await loadAt('/board');
    expect(preloaded()).toEqual([]);
    const { asked } = await loadAt('/leads?perPage=100');
    expect(preloaded()).toEqual([
      'modulepreload /assets/LeadListPage-a.js',
      'modulepreload /assets/useQuery-b.js',
      'preload as style /assets/LeadListPage-c.css',
    ]);
    // The first page itself only for the plain list: page 1 of 100 is the app's to ask for.
    expect(asked).toEqual([]);
  });

  it('preloads nothing without a session (the sign-in page comes first)', async () => {
    addEarlyScript();
    await loadAt('/leads');
    expect(preloaded()).toEqual([]);
  });

  it('hands its config.json answer to the app once, and has none where it asked for none', async () => {
    storeSession('token-1');
    expect((await loadAt('/board')).module.takeEarlyConfig()).toBeNull();
    const { module, asked } = await loadAt('/leads');
    const config = await module.takeEarlyConfig();
    expect(await config?.json()).toEqual({ apiBaseUrl: '/api' });
    expect(module.takeEarlyConfig()).toBeNull();
    expect(asked.filter((address) => address === '/config.json')).toHaveLength(1);
  });

  it('asks for the first page beside config.json at the API address remembered from the last visit', async () => {
    storeSession('token-1');
    localStorage.setItem(EARLY_API_BASE_KEY, '/api');
    let answerConfig: (response: Response) => void = () => undefined;
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string) => {
        asked.push(input);
        if (input === '/config.json')
          return new Promise<Response>((resolve) => {
            answerConfig = resolve;
          });
        return Promise.resolve(new Response(JSON.stringify({ data: [] })));
      }),
    );
    window.history.replaceState({}, '', '/leads');
    vi.resetModules();
    const module = await import('@/api/earlyFirstPage');
    // config.json has not answered yet, and the page is already on its way.
    expect(asked).toEqual(['/config.json', PAGE_URL]);
    answerConfig(new Response(JSON.stringify({ apiBaseUrl: '/api' })));
    expect(await (await module.takeEarlyResponse(PAGE_URL, 'token-1'))?.json()).toEqual({ data: [] });
    expect(asked).toEqual(['/config.json', PAGE_URL]);
  });

  it('drops the answer from an API address config.json no longer names, remembers the new one, forgets it at sign-out', async () => {
    storeSession('token-1');
    localStorage.setItem(EARLY_API_BASE_KEY, '/old-api');
    const { module, asked } = await loadAt('/leads');
    expect(await module.takeEarlyResponse(PAGE_URL, 'token-1')).not.toBeNull();
    expect(asked).toEqual(['/config.json', '/old-api/lead?page=1&per_page=25', PAGE_URL]);
    expect(localStorage.getItem(EARLY_API_BASE_KEY)).toBe('/api');
    module.forgetEarlyApiBase();
    expect(localStorage.getItem(EARLY_API_BASE_KEY)).toBeNull();
  });
});
