import { z } from 'zod/mini';

export const StoredSessionSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.nullable(z.string()),
  /** Epoch milliseconds. */
  expiresAt: z.number(),
  username: z.string(),
  persistent: z.boolean(),
  /** Only where the sign-in page asked for the integration (no proxy adds it). */
  integration: z.nullable(z.object({ clientId: z.string(), clientSecret: z.string() })),
});
export type StoredSession = z.output<typeof StoredSessionSchema>;

/** Where the session is kept, in sessionStorage or ("keep me signed in") localStorage. */
export const SESSION_STORAGE_KEY = 'crm.session';

function parse(text: string | null): StoredSession | null {
  if (!text) return null;
  try {
    const parsed = StoredSessionSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Left by versions that marked a duplicated tab's spent token here (the renewal ledger does that now). */
const LEGACY_SPENT_REFRESH_KEY = 'crm.session.spentRefresh';

/** "Keep me signed in" puts the tokens in localStorage; otherwise they live as long as the tab. */
export const sessionStore = {
  // The tab's own session wins over a kept one that other tabs share.
  load(): StoredSession | null {
    return (
      parse(globalThis.sessionStorage?.getItem(SESSION_STORAGE_KEY)) ??
      parse(globalThis.localStorage?.getItem(SESSION_STORAGE_KEY))
    );
  },
  save(session: StoredSession): void {
    if (session.persistent) {
      globalThis.sessionStorage?.removeItem(SESSION_STORAGE_KEY);
      globalThis.localStorage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    } else {
      // A kept session belongs to the other tabs too: signing in for this tab only leaves it alone.
      globalThis.sessionStorage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    }
  },
  clear(): void {
    globalThis.localStorage?.removeItem(SESSION_STORAGE_KEY);
    globalThis.sessionStorage?.removeItem(SESSION_STORAGE_KEY);
    globalThis.localStorage?.removeItem(LEGACY_SPENT_REFRESH_KEY);
  },
};
