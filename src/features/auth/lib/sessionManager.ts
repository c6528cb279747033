import { z } from 'zod/mini';
import { type IntegrationCredentials, refreshAccessToken, signInWithPassword } from '@/api/auth';
import { OAuthError } from '@/api/errors';
import type { TokenResponse } from '@/api/schemas/auth';
import { indexedDbRenewalLedger, type RenewalLedger } from './renewalLedger';
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
  /** Which pair replaced which refresh token, for every tab (IndexedDB by default; null where there is none). */
  ledger?: RenewalLedger | null;
  /** The tabs' channel (null: a tab that hears nothing, as one asleep or still starting may). */
  channel?: BroadcastChannel | null;
}
/** A scheduled refresh that failed for a passing reason (network, 5xx) is tried again after this. */
const RETRY_SCHEDULED_REFRESH_MS = 30_000;
/** setTimeout fires at once for longer delays; Passport's default token lives a year. */
const MAX_TIMER_MS = 2 ** 31 - 1;

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
 * refresh while the others wait. Under the lock, before anything is sent, the tab reads in the renewal ledger
 * the pair the last refresh produced and takes it if its own was replaced; the refresher writes the ledger before
 * it lets go of the lock. The "renewed" broadcast and localStorage's storage event only bring the new pair
 * sooner. The index worker asks the page (`refresh` with the token it was refused) and never refreshes itself.
 */
export class SessionManager {
  private state: SessionState;
  private readonly listeners = new Set<Listener>();
  private readonly signOutListeners = new Set<() => void>();
  private refreshInFlight: Promise<boolean> | null = null;
  private refreshTimer: ReturnType<typeof setTimeout> | null = null;
  private reauthWaiters: Array<(signedIn: boolean) => void> = [];
  private readonly channel: BroadcastChannel | null;
  private readonly exclusive: ExclusiveRunner;
  private readonly ledger: RenewalLedger | null;
  /** Bumped by every sign-out, so that a refresh answered after it cannot bring the session back. */
  private generation = 0;

  constructor(
    private readonly store: SessionStore = sessionStore,
    coordination: SessionCoordination = {},
  ) {
    this.exclusive = coordination.exclusive ?? browserLock(REFRESH_LOCK);
    this.ledger = coordination.ledger === undefined ? indexedDbRenewalLedger() : coordination.ledger;
    const stored = store.load();
    const session = usable(stored, Date.now());
    // Expired with no refresh token: sign-in is the only way on, so the login page says so plainly.
    if (stored && !session) store.clear();
    this.state = { session, reauthRequired: false };
    this.channel =
      coordination.channel !== undefined
        ? coordination.channel
        : typeof BroadcastChannel === 'undefined'
          ? null
          : new BroadcastChannel(CHANNEL);
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
    void this.ledger?.forget().catch(() => undefined);
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
      const rejected = rejectedAccessToken ?? null;
      this.refreshInFlight = this.exclusive(() => this.refreshOnce(asked, rejected)).finally(() => {
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

  /**
   * Runs under the cross-tab lock; `asked` is the session the refresh was asked for, `rejected` the access token
   * a holder was refused with. Nothing is sent before the pair the last refresh produced has been read.
   */
  private async refreshOnce(asked: StoredSession | null, rejected: string | null): Promise<boolean> {
    const generation = this.generation;
    let current = await this.latestPair();
    if (generation !== this.generation || !current) return false;
    // Renewed since the refresh was asked for (here, by another tab, or found in the ledger): nothing to send.
    if (current !== asked && this.serves(current, rejected)) return true;
    for (let attempt = 0; ; attempt += 1) {
      const sent = current.refreshToken;
      if (!sent) return false;
      try {
        const token = await refreshAccessToken(sent, current.integration ?? undefined);
        // Signed out (here or in another tab) while the refresh was on its way: the answer must not sign back in.
        if (generation !== this.generation) return false;
        const renewed = this.toSession(token, current.username, current.persistent, current.integration);
        // Written before the lock is let go: the next tab to take it reads this pair, whatever its storage says.
        await this.ledger?.record(sent, renewed).catch(() => undefined);
        if (generation !== this.generation) return false;
        this.setSession(renewed);
        const message: RenewedMessage = { type: 'renewed', previousRefreshToken: sent, session: renewed };
        this.channel?.postMessage(message);
        return true;
      } catch (error) {
        if (!(error instanceof OAuthError)) throw error;
        // Refused anyway: another holder may have refreshed a moment ago. Its pair is taken, once; only a token
        // that is really gone asks for a sign-in.
        if (attempt > 0 || generation !== this.generation) return false;
        const again = await this.latestPair();
        if (generation !== this.generation || !again?.refreshToken || again.refreshToken === sent)
          return false;
        if (this.serves(again, rejected)) return true;
        current = again;
      }
    }
  }

  /** A pair whose access token is alive and is not the one a holder was just refused with. */
  private serves(session: StoredSession, rejected: string | null): boolean {
    return session.accessToken !== rejected && session.expiresAt > Date.now();
  }

  /**
   * The newest pair of this tab's line of refreshes: its own, or the one that replaced it (the ledger; without
   * one, a kept session's storage), which it then takes.
   */
  private async latestPair(): Promise<StoredSession | null> {
    for (;;) {
      const session = this.state.session;
      if (!session?.refreshToken) return session;
      const replacement = await this.replacementOf(session);
      // Moved on while the ledger was read (a broadcast, a sign-out): look again from where it is now.
      if (this.state.session !== session) continue;
      if (!replacement) return session;
      const adopted = { ...replacement, persistent: session.persistent };
      this.setSession(adopted);
      this.settleReauth(true);
      return adopted;
    }
  }

  private async replacementOf(session: StoredSession): Promise<StoredSession | null> {
    const refreshToken = session.refreshToken;
    if (!refreshToken) return null;
    if (this.ledger) {
      try {
        return await this.ledger.latest(refreshToken);
      } catch {
        // IndexedDB refused (a private window of some browsers): the kept session's storage is the next witness.
      }
    }
    const stored = this.store.load();
    const replaced =
      stored?.persistent &&
      session.persistent &&
      stored.username === session.username &&
      stored.refreshToken !== null &&
      stored.refreshToken !== refreshToken;
    return replaced ? stored : null;
  }

  /** Another tab refreshed the pair this tab holds too (a kept session, or a duplicated tab). */
  private adoptRenewal(message: RenewedMessage): void {
    const current = this.state.session;
    if (!current?.refreshToken || current.refreshToken !== message.previousRefreshToken) return;
    const next = { ...message.session, persistent: current.persistent };
    // A kept session's storage was written by the refresher; writing it again here could only write it late.
    if (current.persistent) {
      this.setState({ session: next, reauthRequired: false });
      this.scheduleRefresh();
    } else {
      this.setSession(next);
    }
    this.settleReauth(true);
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
