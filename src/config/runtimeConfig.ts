import { z } from 'zod/mini';

const catalogEntry = z.object({ id: z.int(), name: z.string() });
export type CatalogEntry = z.output<typeof catalogEntry>;

/** A funnel stage may say it ends the funnel: `won` (a sale) or `lost` (a refusal); the others are steps. */
const funnelStageEntry = z.extend(catalogEntry, { outcome: z.optional(z.enum(['won', 'lost'])) });
export type FunnelStageEntry = z.output<typeof funnelStageEntry>;

const catalogs = z.object({
  sources: z._default(z.array(catalogEntry), []),
  funnelStages: z._default(z.array(funnelStageEntry), []),
  cities: z._default(z.array(catalogEntry), []),
  offices: z._default(z.array(z.extend(catalogEntry, { cityId: z.nullish(z.int()) })), []),
});
export type Catalogs = z.output<typeof catalogs>;

/**
 * Everything that differs between CRM accounts, read at run time from `/config.json` so one build serves any
 * account. The dev and preview servers answer it themselves; a static deployment ships its own file.
 */
export const RuntimeConfigSchema = z.object({
  /** Where the API lives: `/api` behind our proxy, or a CRM account's absolute address. */
  apiBaseUrl: z._default(z.string().check(z.minLength(1)), '/api'),
  /** `proxy`: the server in front adds the integration id and secret; `browser`: the sign-in page asks. */
  integration: z._default(z.enum(['proxy', 'browser']), 'browser'),
  /** Demo credentials, present only when the API is the built-in sandbox. */
  sandboxLogin: z._default(z.nullish(z.object({ username: z.string(), password: z.string() })), null),
  catalogs: z._default(catalogs, { sources: [], funnelStages: [], cities: [], offices: [] }),
  /** The local lead index: its re-read schedule (docs/local-index.md) and its look for new leads. */
  localIndex: z.optional(
    z.object({
      /**
       * How often leads are read again to catch edits and deletions made elsewhere, by age: youngest first, each
       * tier the leads created within its hours (beyond the tiers before it); the last one, without hours, the rest.
       * Default: 24 h every 5 minutes, 7 days every 30 minutes, older every 1440 minutes.
       */
      rereads: z.optional(
        z
          .array(
            z.object({
              createdWithinHours: z.optional(z.int().check(z.minimum(1))),
              everyMinutes: z.int().check(z.minimum(1), z.maximum(10_080)),
            }),
          )
          .check(z.minLength(1)),
      ),
      /** The most leads a browser keeps (the newest); the device may allow fewer (docs/local-index.md). */
      maxLeads: z.optional(z.int().check(z.minimum(100))),
      /** How often new leads are looked for (seconds; default 60). */
      newLeadsSeconds: z.optional(z.int().check(z.minimum(1), z.maximum(3600))),
    }),
  ),
  /** The sales desk's response targets in minutes: a waiting lead turns "late" after the first, "overdue" after the second. */
  responseTargetsMinutes: z._default(
    z
      .tuple([z.int().check(z.minimum(1)), z.int().check(z.minimum(1))])
      .check(z.refine(([soft, hard]) => soft < hard, 'the first target must be shorter than the second')),
    [15, 60],
  ),
  /** The inbox's backlog: leads waiting this many hours or more (default a day) leave "Late" for it. */
  inboxBacklogHours: z._default(z.int().check(z.minimum(1), z.maximum(24 * 365)), 24),
});
export type RuntimeConfig = z.output<typeof RuntimeConfigSchema>;

class ConfigError extends Error {}

export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  let body: unknown;
  try {
    const response = await fetchImpl('/config.json', { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new ConfigError(`config.json answered ${response.status}`);
    body = await response.json();
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new ConfigError('config.json could not be read', { cause: error });
  }
  const parsed = RuntimeConfigSchema.safeParse(body);
  if (!parsed.success) {
    throw new ConfigError(`config.json is not valid: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}
