import { z } from 'zod/mini';
import { type IntegrationCredentials, refreshAccessToken, signInWithPassword } from '@/api/auth';
import { OAuthError } from '@/api/errors';
import type { TokenResponse } from '@/api/schemas/auth';
import { SESSION_STORAGE_KEY, type StoredSession, StoredSessionSchema, sessionStore } from './sessionStorage';

export interface SessionState {
  session: StoredSession | null;
  /** True while a dialog over the screen asks the user to sign in again. */
  reauthRequired: boolean;
}

export interface SignInInput {
  username: string;
  password: string;
  remember: boolean;
  integration?: IntegrationCredentials;
}

type Listener = (state: SessionState) => void;

export interface SessionStore {
  load(): StoredSession | null;
  save(session: StoredSession): void;
  clear(): void;
  /** Notes a session-only pair's refresh token as used, for duplicates of the tab (see sessionStorage.ts). */
  markSpent(refreshToken: string): void;
  isSpent(refreshToken: string): boolean;
}

const CHANNEL = 'crm-session';
const SIGNED_OUT = 'signed-out';
/** The Web Lock that lets one tab at a time refresh the tokens. */
const REFRESH_LOCK = 'crm-session-refresh';

/** Told to the other tabs after a refresh: whoever still holds the used refresh token takes the new pair. */
const RenewedMessageSchema = z.object({
  type: z.literal('renewed'),
  previousRefreshToken: z.string(),
  session: StoredSessionSchema,
});
type RenewedMessage = z.output<typeof RenewedMessageSchema>;

/** Runs a task while no other tab of this browser runs one under the same lock. */
export type ExclusiveRunner = <T>(task: () => Promise<T>) => Promise<T>;

/** Web Locks where the browser has them; without them (old browsers, jsdom) only this tab's single flight. */
function browserLock(name: string): ExclusiveRunner {
  const locks = globalThis.navigator?.locks;
  if (!locks) return (task) => task();
  return (task) => locks.request(name, () => task());
}

export interface SessionCoordination {
  /** Serialises refreshes across tabs (Web Locks by default). */
  exclusive?: ExclusiveRunner;
}
/** A scheduled refresh that failed for a passing reason (network, 5xx) is tried again after this. */
const RETRY_SCHEDULED_REFRESH_MS = 30_000;
/** setTimeout fires at once for longer delays; Passport's default token lives a year. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** How long a duplicated tab waits for the broadcast of the pair its twin renewed before it gives up. */
const RENEWAL_BROADCAST_WAIT_MS = 10_000;

/** Refresh this long before expiry, at most 60 s, so short tokens are still renewed in time. */
function refreshLead(expiresInSeconds: number): number {
  return Math.min(60, expiresInSeconds * 0.1) * 1000;
}

/** A session whose access token has run out and that has nothing to renew it with is no session. */
function usable(session: StoredSession | null, now: number): StoredSession | null {
  if (!session) return null;
  return session.expiresAt <= now && !session.refreshToken ? null : session;
}

/**
 * Owns the tokens: sign-in, scheduled and on-demand refresh, re-authentication over the current screen,
 * sign-out across tabs.
 *
 * Passport revokes the access token and the used refresh token on every refresh, so every holder of the tokens
 * shares ONE refresh: within the tab, callers share the request in flight; across tabs, a Web Lock lets one tab
 * refresh while the others wait, then find the new pair (kept sessions: localStorage; any: the "renewed"
 * broadcast) instead of presenting the revoked refresh token; the index worker asks the page (`refresh` with the
 * token it was refused) and never refreshes itself.
 */
export class SessionManager {
  private state: SessionState;
  private readonly listeners = new Set<Listener>();
  private readonly signOutListeners = new Set<() => void>();
  private refreshInFlight: Promise<boolean> | null = null;
  private refreshTimer: ReturnType<typeof setTimeout> | null = null;
  private reauthWaiters: Array<(signedIn: boolean) => void> = [];
  /** Waiting for another tab's broadcast of the pair that replaced this refresh token. */
  private renewalWaiters = new Map<string, Array<(renewed: boolean) => void>>();
  private readonly channel: BroadcastChannel | null;
  private readonly exclusive: ExclusiveRunner;
  /** Bumped by every sign-out, so that a refresh answered after it cannot bring the session back. */
  private generation = 0;

  constructor(
    private readonly store: SessionStore = sessionStore,
    coordination: SessionCoordination = {},
  ) {
    this.exclusive = coordination.exclusive ?? browserLock(REFRESH_LOCK);
    const stored = store.load();
    const session = usable(stored, Date.now());
    // Expired with no refresh token: sign-in is the only way on, so the login page says so plainly.
    if (stored && !session) store.clear();
    this.state = { session, reauthRequired: false };
    this.channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
    this.channel?.addEventListener('message', (event: MessageEvent<unknown>) => {
      if (event.data === SIGNED_OUT) this.signOut({ broadcast: false });
      const renewed = RenewedMessageSchema.safeParse(event.data);
      if (renewed.success) this.adoptRenewal(renewed.data);
    });
    globalThis.addEventListener?.('storage', this.adoptTokensFromOtherTab);
    if (session && session.expiresAt <= Date.now()) this.renewAtStart();
    else this.scheduleRefresh();
  }

  getState = (): SessionState => this.state;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** Called on sign-out, e.g. to drop the whole query cache. */
  onSignOut(listener: () => void): () => void {
    this.signOutListeners.add(listener);
    return () => {
      this.signOutListeners.delete(listener);
    };
  }

  getAccessToken = (): string | null => this.state.session?.accessToken ?? null;

  async signIn(input: SignInInput): Promise<void> {
    const token = await signInWithPassword(input);
    this.setSession(this.toSession(token, input.username, input.remember, input.integration ?? null));
    this.settleReauth(true);
  }

  signOut({ broadcast = true }: { broadcast?: boolean } = {}): void {
    this.generation += 1;
    this.clearTimer();
    this.store.clear();
    this.setState({ session: null, reauthRequired: false });
    this.settleReauth(false);
    for (const spent of [...this.renewalWaiters.keys()]) this.settleRenewal(spent, false);
    for (const listener of this.signOutListeners) listener();
    if (broadcast) this.channel?.postMessage(SIGNED_OUT);
  }

  /**
   * One refresh for every holder of the tokens. `rejectedAccessToken` is the token a holder was refused with: when
   * the session has moved past it already (renewed here or adopted from another tab), the holder just takes the
   * current one. Otherwise concurrent callers share one request, and across tabs the lock lets one tab refresh.
   * Resolves false when the CRM refuses the refresh token (the user must sign in again); a network or server
   * failure is thrown, as it is no verdict on the session.
   */
  refresh = (rejectedAccessToken?: string | null): Promise<boolean> => {
    const session = this.state.session;
    if (
      rejectedAccessToken &&
      session &&
      session.accessToken !== rejectedAccessToken &&
      session.expiresAt > Date.now()
    ) {
      return Promise.resolve(true);
    }
    if (!this.refreshInFlight) {
      const asked = session;
      this.refreshInFlight = this.exclusive(() => this.refreshOnce(asked)).finally(() => {
        this.refreshInFlight = null;
      });
    }
    return this.refreshInFlight;
  };

  /** Resolves true once the user has signed in again in the dialog, false if they signed out instead. */
  reauthenticate = (): Promise<boolean> => {
    if (!this.state.session) return Promise.resolve(false);
    return new Promise<boolean>((resolve) => {
      this.reauthWaiters.push(resolve);
      if (!this.state.reauthRequired) this.setState({ ...this.state, reauthRequired: true });
    });
  };

  /** For tests and page teardown: stops timers and cross-tab listening. */
  dispose(): void {
    this.clearTimer();
    this.channel?.close();
    globalThis.removeEventListener?.('storage', this.adoptTokensFromOtherTab);
  }

  /**
   * Opening the app on an expired token: renew it now. If the CRM refuses, there is no work on screen to keep
   * yet, so the sign-in page (with the deep link kept) beats a dialog over an empty screen.
   */
  private renewAtStart(): void {
    this.refresh().then(
      (renewed) => {
        if (!renewed) this.signOut({ broadcast: false });
      },
      () => this.scheduleRetry(),
    );
  }

  private scheduleRetry(): void {
    this.clearTimer();
    this.refreshTimer = setTimeout(() => this.scheduleRefresh(), RETRY_SCHEDULED_REFRESH_MS);
  }

  private settleReauth(signedIn: boolean): void {
    const waiters = this.reauthWaiters;
    this.reauthWaiters = [];
    for (const resolve of waiters) resolve(signedIn);
  }

  /** Runs under the cross-tab lock; `asked` is the session the refresh was asked for. */
  private async refreshOnce(asked: StoredSession | null): Promise<boolean> {
    const session = this.state.session;
    // Renewed while this tab waited for the lock (another tab's pair arrived): nothing left to do.
    if (session !== asked) return session !== null;
    if (!session?.refreshToken) return false;
    const generation = this.generation;
    // Another tab of a kept session refreshed first, which revoked the refresh token we hold.
    const stored = this.store.load();
    if (
      stored?.persistent &&
      stored.username === session.username &&
      stored.refreshToken !== session.refreshToken &&
      stored.expiresAt > Date.now()
    ) {
      this.setSession(stored);
      this.settleReauth(true);
      return true;
    }
    // A duplicate of this session-only tab used the same refresh token a moment ago: its broadcast brings the pair.
    if (!session.persistent && this.store.isSpent(session.refreshToken)) {
      return this.renewalFromAnotherTab(session.refreshToken);
    }
    try {
      const token = await refreshAccessToken(session.refreshToken, session.integration ?? undefined);
      // Signed out (here or in another tab) while the refresh was on its way: the answer must not sign back in.
      if (generation !== this.generation) return false;
      if (this.state.session !== session) return this.state.session !== null;
      const renewed = this.toSession(token, session.username, session.persistent, session.integration);
      this.setSession(renewed);
      if (!session.persistent) this.store.markSpent(session.refreshToken);
      const message: RenewedMessage = {
        type: 'renewed',
        previousRefreshToken: session.refreshToken,
        session: renewed,
      };
      this.channel?.postMessage(message);
      return true;
    } catch (error) {
      if (error instanceof OAuthError) return false;
      throw error;
    }
  }

  /** Another tab refreshed the pair this tab holds too (a kept session, or a duplicated tab). */
  private adoptRenewal(message: RenewedMessage): void {
    const current = this.state.session;
    if (!current?.refreshToken || current.refreshToken !== message.previousRefreshToken) return;
    this.setSession({ ...message.session, persistent: current.persistent });
    this.settleReauth(true);
    this.settleRenewal(message.previousRefreshToken, true);
  }

  /** Resolves true when the pair replacing `spentRefreshToken` arrives, false if it does not come in time. */
  private renewalFromAnotherTab(spentRefreshToken: string): Promise<boolean> {
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => this.settleRenewal(spentRefreshToken, false), RENEWAL_BROADCAST_WAIT_MS);
      const waiters = this.renewalWaiters.get(spentRefreshToken) ?? [];
      waiters.push((renewed) => {
        clearTimeout(timer);
        resolve(renewed);
      });
      this.renewalWaiters.set(spentRefreshToken, waiters);
    });
  }

  private settleRenewal(spentRefreshToken: string, renewed: boolean): void {
    const waiters = this.renewalWaiters.get(spentRefreshToken) ?? [];
    this.renewalWaiters.delete(spentRefreshToken);
    for (const resolve of waiters) resolve(renewed);
  }

  private readonly adoptTokensFromOtherTab = (event: StorageEvent): void => {
    if (event.storageArea !== globalThis.localStorage || event.key !== SESSION_STORAGE_KEY) return;
    const stored = this.store.load();
    const current = this.state.session;
    if (stored?.persistent && current?.persistent && stored.username === current.username) {
      this.setState({ session: stored, reauthRequired: false });
      this.scheduleRefresh();
      // Another tab renewed the session: whatever was waiting for a sign-in here can go on.
      this.settleReauth(true);
    }
  };

  private toSession(
    token: TokenResponse,
    username: string,
    persistent: boolean,
    integration: IntegrationCredentials | null,
  ): StoredSession {
    return {
      accessToken: token.access_token,
      refreshToken: token.refresh_token ?? null,
      expiresAt: Date.now() + token.expires_in * 1000,
      username,
      persistent,
      integration,
    };
  }

  private setSession(session: StoredSession): void {
    this.store.save(session);
    this.setState({ session, reauthRequired: false });
    this.scheduleRefresh();
  }

  private scheduleRefresh(): void {
    this.clearTimer();
    const session = this.state.session;
    if (!session?.refreshToken) return;
    const lifetime = Math.max(0, session.expiresAt - Date.now());
    const delay = Math.max(0, lifetime - refreshLead(lifetime / 1000));
    if (delay > MAX_TIMER_MS) {
      this.refreshTimer = setTimeout(() => this.scheduleRefresh(), MAX_TIMER_MS);
      return;
    }
    this.refreshTimer = setTimeout(() => {
      // A refused refresh waits for the next 401 to ask the user, over their screen; a passing failure is retried.
      this.refresh().then(
        () => undefined,
        () => this.scheduleRetry(),
      );
    }, delay);
  }

  private clearTimer(): void {
    if (this.refreshTimer) clearTimeout(this.refreshTimer);
    this.refreshTimer = null;
  }

  private setState(next: SessionState): void {
    this.state = next;
    for (const listener of this.listeners) listener(next);
  }
}
