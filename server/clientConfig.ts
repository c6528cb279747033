import type { IntegrationSecrets } from './crmProxy.ts';

/** The `/config.json` the app reads at start: where the API is, and whether the secret stays on the server. */
export function clientConfig(options: {
  integration: IntegrationSecrets | null;
  catalogs: unknown;
  sandboxLogin?: { username: string; password: string } | null;
}): Record<string, unknown> {
  return {
    apiBaseUrl: '/api',
    integration: options.integration ? 'proxy' : 'browser',
    sandboxLogin: options.sandboxLogin ?? null,
    catalogs: options.catalogs,
  };
}
