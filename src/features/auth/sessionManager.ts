import { type IntegrationCredentials, refreshAccessToken, signInWithPassword } from '../../api/auth';
import type { TokenResponse } from '../../api/schemas/auth';
import { type StoredSession, sessionStore } from './sessionStorage';

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

const CHANNEL = 'crm-session';

/** Refresh this long before expiry, at most 60 s, so short tokens are still renewed in time. */
function refreshLead(expiresInSeconds: number): number {
  return Math.min(60, expiresInSeconds * 0.1) * 1000;
}

/**
 * Owns the tokens: sign-in, scheduled and on-demand refresh (one request in flight, callers share it),
 * re-authentication over the current screen, sign-out across tabs.
 */
export class SessionManager {
  private state: SessionState;
  private readonly listeners = new Set<Listener>();
  private readonly signOutListeners = new Set<() => void>();
  private refreshInFlight: Promise<boolean> | null = null;
  private refreshTimer: ReturnType<typeof setTimeout> | null = null;
  private reauthWaiters: Array<(signedIn: boolean) => void> = [];
  private readonly channel: BroadcastChannel | null;

  constructor(private readonly store = sessionStore) {
    this.state = { session: store.load(), reauthRequired: false };
    this.channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
    this.channel?.addEventListener('message', (event: MessageEvent<unknown>) => {
      if (event.data === 'signed-out') this.signOut({ broadcast: false });
    });
    this.scheduleRefresh();
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
    const waiters = this.reauthWaiters;
    this.reauthWaiters = [];
    for (const resolve of waiters) resolve(true);
  }

  signOut({ broadcast = true }: { broadcast?: boolean } = {}): void {
    this.clearTimer();
    this.store.clear();
    const waiters = this.reauthWaiters;
    this.reauthWaiters = [];
    this.setState({ session: null, reauthRequired: false });
    for (const resolve of waiters) resolve(false);
    for (const listener of this.signOutListeners) listener();
    if (broadcast) this.channel?.postMessage('signed-out');
  }

  /** Single-flight: concurrent 401s share one refresh request. */
  refresh = (): Promise<boolean> => {
    this.refreshInFlight ??= this.refreshOnce().finally(() => {
      this.refreshInFlight = null;
    });
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

  private async refreshOnce(): Promise<boolean> {
    const session = this.state.session;
    if (!session?.refreshToken) return false;
    try {
      const token = await refreshAccessToken(session.refreshToken, session.integration ?? undefined);
      this.setSession(this.toSession(token, session.username, session.persistent, session.integration));
      return true;
    } catch {
      return false;
    }
  }

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
    this.refreshTimer = setTimeout(() => {
      void this.refresh();
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
