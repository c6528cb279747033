import { z } from 'zod';

const StoredSessionSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string().nullable(),
  /** Epoch milliseconds. */
  expiresAt: z.number(),
  username: z.string(),
  persistent: z.boolean(),
  /** Only where the sign-in page asked for the integration (no proxy adds it). */
  integration: z.object({ clientId: z.string(), clientSecret: z.string() }).nullable(),
});
export type StoredSession = z.output<typeof StoredSessionSchema>;

const KEY = 'crm.session';

function parse(text: string | null): StoredSession | null {
  if (!text) return null;
  try {
    const parsed = StoredSessionSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** "Keep me signed in" puts the tokens in localStorage; otherwise they live as long as the tab. */
export const sessionStore = {
  load(): StoredSession | null {
    return parse(globalThis.localStorage?.getItem(KEY)) ?? parse(globalThis.sessionStorage?.getItem(KEY));
  },
  save(session: StoredSession): void {
    const [keep, drop] = session.persistent
      ? [globalThis.localStorage, globalThis.sessionStorage]
      : [globalThis.sessionStorage, globalThis.localStorage];
    drop?.removeItem(KEY);
    keep?.setItem(KEY, JSON.stringify(session));
  },
  clear(): void {
    globalThis.localStorage?.removeItem(KEY);
    globalThis.sessionStorage?.removeItem(KEY);
  },
};
