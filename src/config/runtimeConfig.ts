import { z } from 'zod';

const catalogEntry = z.object({ id: z.number().int(), name: z.string() });
export type CatalogEntry = z.output<typeof catalogEntry>;

const catalogs = z.object({
  sources: z.array(catalogEntry).default([]),
  funnelStages: z.array(catalogEntry).default([]),
  cities: z.array(catalogEntry).default([]),
  offices: z.array(catalogEntry.extend({ cityId: z.number().int().nullish() })).default([]),
});
export type Catalogs = z.output<typeof catalogs>;

/**
 * Everything that differs between CRM accounts, read at run time from `/config.json` so one build serves any
 * account. The dev and preview servers answer it themselves; a static deployment ships its own file.
 */
export const RuntimeConfigSchema = z.object({
  /** Where the API lives: `/api` behind our proxy, or a CRM account's absolute address. */
  apiBaseUrl: z.string().min(1).default('/api'),
  /** `proxy`: the server in front adds the integration id and secret; `browser`: the sign-in page asks. */
  integration: z.enum(['proxy', 'browser']).default('browser'),
  /** Demo credentials, present only when the API is the built-in sandbox. */
  sandboxLogin: z.object({ username: z.string(), password: z.string() }).nullish().default(null),
  catalogs: catalogs.default({ sources: [], funnelStages: [], cities: [], offices: [] }),
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
