import { IDBFactory } from 'fake-indexeddb';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { NetworkError } from '@/api/errors';
import { configureHttp, request } from '@/api/http';
import { setupMswServer } from '../../../../tests/support/msw';
import { TEST_API } from '../../../../tests/support/renderWithProviders';
import { indexedDbRenewalLedger, type RenewalLedger } from './renewalLedger';
import { type ExclusiveRunner, SessionManager, type SessionStore } from './sessionManager';
import { SESSION_STORAGE_KEY, type StoredSession } from './sessionStorage';

const server = setupMswServer();
const TOKEN_URL = `${TEST_API}/oauth/token`;
const Thing = z.object({ data: z.object({ id: z.number() }) });
const managers: SessionManager[] = [];

function storeSession(overrides: Partial<StoredSession> = {}, storage: Storage = sessionStorage) {
  const session: StoredSession = {
    accessToken: 'old-access',
    refreshToken: 'old-refresh',
    expiresAt: Date.now() + 3_600_000,
    username: 'admin@sandbox.test',
    persistent: storage === localStorage,
    integration: null,
    ...overrides,
  };
  storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
}

function startManager(
  exclusive?: ExclusiveRunner,
  { store, ledger, channel }: { store?: SessionStore; ledger?: RenewalLedger; channel?: null } = {},
): SessionManager {
  const manager = new SessionManager(store, { exclusive, ledger, channel });
  managers.push(manager);
  configureHttp({ baseUrl: TEST_API, auth: manager, fetch: (...args) => globalThis.fetch(...args) });
  return manager;
}

/** One lock for several "tabs" in this document, as navigator.locks is one per origin: tasks run one by one. */
function sharedLock(): ExclusiveRunner {
  let tail: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = tail.then(task);
    tail = run.catch(() => undefined);
    return run;
  };
}

/** A ledger of its own for each test, as every tab of one browser shares one. */
function freshLedger(): RenewalLedger {
  const ledger = indexedDbRenewalLedger(new IDBFactory());
  if (!ledger) throw new Error('IndexedDB and WebCrypto are needed here');
  return ledger;
}

function session(overrides: Partial<StoredSession> = {}): StoredSession {
  return {
    accessToken: 'old-access',
    refreshToken: 'old-refresh',
    expiresAt: Date.now() + 3_600_000,
    username: 'admin@sandbox.test',
    persistent: true,
    integration: null,
    ...overrides,
  };
}

/**
 * localStorage as Chromium gives it to a tab: a copy in the tab's process, which has the tab's own writes at once
 * and another tab's only later (here: not within the test), however the Web Lock was handed over. Measured in
 * Chromium: two tabs adding 1 to a number in localStorage under one Web Lock, 500 times each, end at 936.
 */
function tabsOwnCopyOfLocalStorage(
  kept: StoredSession | null,
  tabOnly: StoredSession | null = null,
): SessionStore {
  let copy = kept;
  let own = tabOnly;
  return {
    load: () => own ?? copy,
    save(next) {
      if (next.persistent) copy = next;
      else own = next;
    },
    clear() {
      copy = null;
      own = null;
    },
  };
}

/**
 * A token endpoint that behaves as Passport's: every refresh revokes the refresh token it used, and presenting a
 * revoked one is refused (and counted: no holder of the session may ever do it).
 */
function passportTokenEndpoint() {
  const seen = { refreshes: 0, revokedReuses: 0 };
  const used = new Set<string>();
  server.use(
    http.post(TOKEN_URL, async ({ request: incoming }) => {
      const body = z.object({ refresh_token: z.string() }).parse(await incoming.json());
      if (used.has(body.refresh_token)) {
        seen.revokedReuses += 1;
        return HttpResponse.json(
          { error: 'invalid_grant', error_description: 'The refresh token is invalid.' },
          { status: 400 },
        );
      }
      used.add(body.refresh_token);
      seen.refreshes += 1;
      return HttpResponse.json({
        token_type: 'Bearer',
        expires_in: 3600,
        access_token: `access-${seen.refreshes}`,
        refresh_token: `refresh-${seen.refreshes}`,
      });
    }),
  );
  return seen;
}

afterEach(() => {
  for (const manager of managers.splice(0)) manager.dispose();
  vi.useRealTimers();
});

describe('SessionManager', () => {
  it('answers several concurrent 401s with exactly one refresh, then retries every request once', async () => {
    storeSession();
    let refreshes = 0;
    const attempts = new Map<number, number>();
    let releaseRefresh = () => {};
    const refreshGate = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    server.use(
      http.get(`${TEST_API}/thing/:id`, ({ request: incoming, params }) => {
        const id = Number(params.id);
        attempts.set(id, (attempts.get(id) ?? 0) + 1);
        if (incoming.headers.get('Authorization') !== 'Bearer new-access') {
          return HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 });
        }
        return HttpResponse.json({ data: { id } });
      }),
      http.post(TOKEN_URL, async ({ request: incoming }) => {
        refreshes += 1;
        expect(await incoming.json()).toMatchObject({
          grant_type: 'refresh_token',
          refresh_token: 'old-refresh',
        });
        // Held until every request has had its 401, so they all meet the same refresh in flight.
        await refreshGate;
        return HttpResponse.json({
          token_type: 'Bearer',
          expires_in: 3600,
          access_token: 'new-access',
          refresh_token: 'new-refresh',
        });
      }),
    );
    const manager = startManager();

    const results = Promise.all([1, 2, 3, 4].map((id) => request(`/thing/${id}`, Thing)));
    await vi.waitFor(() => expect([...attempts.values()]).toEqual([1, 1, 1, 1]));
    releaseRefresh();

    await expect(results).resolves.toEqual([1, 2, 3, 4].map((id) => ({ data: { id } })));
    expect(refreshes).toBe(1);
    expect([...attempts.values()]).toEqual([2, 2, 2, 2]);
    expect(manager.getState().session).toMatchObject({
      accessToken: 'new-access',
      refreshToken: 'new-refresh',
    });
    expect(JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY) ?? '{}')).toMatchObject({
      accessToken: 'new-access',
    });
  });

  it('asks for a new sign-in when the CRM refuses the refresh token', async () => {
    storeSession();
    server.use(
      http.post(TOKEN_URL, () =>
        HttpResponse.json({ error: 'invalid_grant', error_description: 'revoked' }, { status: 400 }),
      ),
    );
    const manager = startManager();
    await expect(manager.refresh()).resolves.toBe(false);
    const reauth = manager.reauthenticate();
    expect(manager.getState().reauthRequired).toBe(true);
    manager.signOut();
    await expect(reauth).resolves.toBe(false);
  });

  it('does not take a network failure during refresh for an ended session', async () => {
    storeSession();
    server.use(http.post(TOKEN_URL, () => HttpResponse.error()));
    const manager = startManager();
    await expect(manager.refresh()).rejects.toBeInstanceOf(NetworkError);
    expect(manager.getState()).toMatchObject({
      reauthRequired: false,
      session: { accessToken: 'old-access' },
    });
  });

  it('refreshes shortly before the access token expires', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    storeSession({ expiresAt: Date.now() + 100_000 });
    let refreshed = false;
    server.use(
      http.post(TOKEN_URL, () => {
        refreshed = true;
        return HttpResponse.json({
          token_type: 'Bearer',
          expires_in: 100,
          access_token: 'next',
          refresh_token: 'r2',
        });
      }),
    );
    const manager = startManager();
    await vi.advanceTimersByTimeAsync(89_000);
    expect(refreshed).toBe(false);
    await vi.advanceTimersByTimeAsync(1_500);
    vi.useRealTimers();
    await vi.waitFor(() => expect(manager.getAccessToken()).toBe('next'));
  });

  it('starts signed out when the stored access token has expired and nothing can renew it', () => {
    storeSession({ expiresAt: Date.now() - 1000, refreshToken: null });
    const manager = startManager();
    expect(manager.getState().session).toBeNull();
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('renews at once at start when the access token has expired but a refresh token is kept', async () => {
    storeSession({ expiresAt: Date.now() - 1000 }, localStorage);
    server.use(
      http.post(TOKEN_URL, () =>
        HttpResponse.json({
          token_type: 'Bearer',
          expires_in: 3600,
          access_token: 'fresh',
          refresh_token: 'r2',
        }),
      ),
    );
    const manager = startManager();
    expect(manager.getState().session).not.toBeNull();
    await vi.waitFor(() => expect(manager.getAccessToken()).toBe('fresh'));
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toContain('fresh');
  });

  it('goes to sign-in at start when the expired token cannot be renewed, instead of a dialog over nothing', async () => {
    storeSession({ expiresAt: Date.now() - 1000 });
    server.use(
      http.post(TOKEN_URL, () =>
        HttpResponse.json({ error: 'invalid_grant', error_description: 'expired' }, { status: 400 }),
      ),
    );
    const manager = startManager();
    await vi.waitFor(() => expect(manager.getState().session).toBeNull());
    expect(manager.getState().reauthRequired).toBe(false);
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('clears the tokens on sign-out, tells its listeners, and signs out the other tabs', async () => {
    storeSession({}, localStorage);
    const thisTab = startManager();
    const otherTab = startManager();
    const cleared = vi.fn();
    thisTab.onSignOut(cleared);
    const otherCleared = vi.fn();
    otherTab.onSignOut(otherCleared);

    thisTab.signOut();
    expect(cleared).toHaveBeenCalledTimes(1);
    expect(thisTab.getState().session).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    await vi.waitFor(() => expect(otherTab.getState().session).toBeNull());
    expect(otherCleared).toHaveBeenCalledTimes(1);
  });

  it('takes over tokens another tab of a kept session has refreshed, instead of using a revoked one', async () => {
    storeSession({}, localStorage);
    const manager = startManager();
    storeSession({ accessToken: 'other-tab-access', refreshToken: 'other-tab-refresh' }, localStorage);
    await expect(manager.refresh()).resolves.toBe(true);
    expect(manager.getAccessToken()).toBe('other-tab-access');
  });
  it('lets one of two tabs of a kept session refresh at the same moment; the other takes the new pair', async () => {
    storeSession({}, localStorage);
    const seen = passportTokenEndpoint();
    const lock = sharedLock();
    const thisTab = startManager(lock);
    const otherTab = startManager(lock);

    await expect(Promise.all([thisTab.refresh(), otherTab.refresh()])).resolves.toEqual([true, true]);
    expect(seen).toEqual({ refreshes: 1, revokedReuses: 0 });
    expect(thisTab.getAccessToken()).toBe('access-1');
    expect(otherTab.getAccessToken()).toBe('access-1');

    // And again, the other way round: still one refresh each time, never a revoked refresh token.
    await Promise.all([otherTab.refresh('access-1'), thisTab.refresh('access-1')]);
    expect(seen).toEqual({ refreshes: 2, revokedReuses: 0 });
    expect([thisTab.getAccessToken(), otherTab.getAccessToken()]).toEqual(['access-2', 'access-2']);
  });

  it('gives a holder refused with an old token (the index worker) the current one, without a refresh', async () => {
    storeSession();
    const seen = passportTokenEndpoint();
    const manager = startManager();
    await manager.refresh();
    expect(seen.refreshes).toBe(1);

    await expect(manager.refresh('old-access')).resolves.toBe(true);
    expect(manager.getAccessToken()).toBe('access-1');
    expect(seen).toEqual({ refreshes: 1, revokedReuses: 0 });
  });

  it('hands the new pair to a tab that holds the same session (a duplicated tab), which stops using the old one', async () => {
    storeSession();
    const seen = passportTokenEndpoint();
    const lock = sharedLock();
    const thisTab = startManager(lock);
    const duplicate = startManager(lock);
    expect(duplicate.getAccessToken()).toBe('old-access');

    await thisTab.refresh();
    await vi.waitFor(() => expect(duplicate.getAccessToken()).toBe('access-1'));
    await expect(duplicate.refresh('access-1')).resolves.toBe(true);
    expect(seen).toEqual({ refreshes: 2, revokedReuses: 0 });
    await vi.waitFor(() => expect(thisTab.getAccessToken()).toBe('access-2'));
  });

  it('does not come back to life when a refresh answers after the user signed out', async () => {
    storeSession();
    let releaseRefresh = () => {};
    const refreshGate = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    let refreshAnswered = false;
    let refreshArrived = false;
    server.use(
      http.post(TOKEN_URL, async () => {
        refreshArrived = true;
        await refreshGate;
        refreshAnswered = true;
        return HttpResponse.json({
          token_type: 'Bearer',
          expires_in: 3600,
          access_token: 'late-access',
          refresh_token: 'late-refresh',
        });
      }),
    );
    const manager = startManager();
    const refreshed = manager.refresh();
    await vi.waitFor(() => expect(refreshArrived).toBe(true));
    manager.signOut();
    releaseRefresh();

    await expect(refreshed).resolves.toBe(false);
    expect(refreshAnswered).toBe(true);
    expect(manager.getState().session).toBeNull();
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('keeps a year-long token without refreshing it at once (setTimeout cannot wait that long)', async () => {
    vi.useFakeTimers();
    storeSession({ expiresAt: Date.now() + 365 * 24 * 3_600_000 });
    let refreshes = 0;
    server.use(
      http.post(TOKEN_URL, () => {
        refreshes += 1;
        return HttpResponse.json({ message: 'unexpected' }, { status: 500 });
      }),
    );
    startManager();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(refreshes).toBe(0);
  });

  describe('never presents a refresh token another holder already spent', () => {
    it('a tab granted the lock before its copy of localStorage has the pair the other tab just wrote', async () => {
      const seen = passportTokenEndpoint();
      const lock = sharedLock();
      const ledger = freshLedger();
      // Two tabs of a kept session, neither hearing the other's broadcast in time (asleep, busy, or starting).
      const first = startManager(lock, {
        store: tabsOwnCopyOfLocalStorage(session()),
        ledger,
        channel: null,
      });
      const second = startManager(lock, {
        store: tabsOwnCopyOfLocalStorage(session()),
        ledger,
        channel: null,
      });

      // Both renew at the same moment; the second waits for the lock while the first refreshes.
      await expect(Promise.all([first.refresh(), second.refresh()])).resolves.toEqual([true, true]);
      expect(seen).toEqual({ refreshes: 1, revokedReuses: 0 });
      expect([first.getAccessToken(), second.getAccessToken()]).toEqual(['access-1', 'access-1']);

      // And the next time round, the other way: still one refresh, from the pair the last one produced.
      await Promise.all([second.refresh('access-1'), first.refresh('access-1')]);
      expect(seen).toEqual({ refreshes: 2, revokedReuses: 0 });
      expect([first.getAccessToken(), second.getAccessToken()]).toEqual(['access-2', 'access-2']);
    });

    it('a duplicated tab that was still starting when its twin broadcast the new pair', async () => {
      const seen = passportTokenEndpoint();
      const lock = sharedLock();
      const ledger = freshLedger();
      const first = startManager(lock, {
        store: tabsOwnCopyOfLocalStorage(null, session({ persistent: false })),
        ledger,
      });
      await first.refresh();

      // The duplicate copied the tab's sessionStorage before the refresh, and heard nothing of it.
      const duplicate = startManager(lock, {
        store: tabsOwnCopyOfLocalStorage(null, session({ persistent: false })),
        ledger,
        channel: null,
      });
      await expect(duplicate.refresh('old-access')).resolves.toBe(true);
      expect(duplicate.getAccessToken()).toBe('access-1');
      expect(seen).toEqual({ refreshes: 1, revokedReuses: 0 });

      // The ledger holds tokens: it goes at sign-out with everything else.
      first.signOut();
      await vi.waitFor(async () => expect(await ledger.latest('old-refresh')).toBeNull());
    });

    it('recovers when the CRM refuses a refresh because another holder has just used the token', async () => {
      const ledger = freshLedger();
      const renewedElsewhere = session({
        accessToken: 'elsewhere-access',
        refreshToken: 'elsewhere-refresh',
      });
      let attempts = 0;
      server.use(
        http.post(TOKEN_URL, async () => {
          attempts += 1;
          // Another holder's refresh landed a moment before this one: Passport revoked the token we present.
          await ledger.record('old-refresh', renewedElsewhere);
          return HttpResponse.json(
            { error: 'invalid_grant', error_description: 'Token has been revoked' },
            { status: 400 },
          );
        }),
      );
      storeSession({}, localStorage);
      const manager = startManager(undefined, { ledger, channel: null });
      await expect(manager.refresh('old-access')).resolves.toBe(true);
      expect(manager.getAccessToken()).toBe('elsewhere-access');
      expect(manager.getState().reauthRequired).toBe(false);
      expect(attempts).toBe(1);
    });

    it('asks for a sign-in only when the refused token is really the last one, without sending it twice', async () => {
      storeSession({}, localStorage);
      let attempts = 0;
      server.use(
        http.post(TOKEN_URL, () => {
          attempts += 1;
          return HttpResponse.json({ error: 'invalid_grant', error_description: 'revoked' }, { status: 400 });
        }),
      );
      const manager = startManager(undefined, { ledger: freshLedger(), channel: null });
      await expect(manager.refresh('old-access')).resolves.toBe(false);
      expect(attempts).toBe(1);
    });
  });
});
