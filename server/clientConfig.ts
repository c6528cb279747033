import type { IntegrationSecrets } from './crmProxy.ts';

/** The `/config.json` the app reads at start: where the API is, and whether the secret stays on the server. */
export function clientConfig(options: {
  integration: IntegrationSecrets | null;
  catalogs: unknown;
  sandboxLogin?: { username: string; password: string } | null;
  desk?: DeskSettings;
}): Record<string, unknown> {
  return {
    apiBaseUrl: '/api',
    integration: options.integration ? 'proxy' : 'browser',
    sandboxLogin: options.sandboxLogin ?? null,
    catalogs: options.catalogs,
    ...options.desk,
  };
}

/** The sales desk's settings in `/config.json`: response targets, and how often new leads are looked for. */
export interface DeskSettings {
  responseTargetsMinutes?: [number, number];
  inboxBacklogHours?: number;
  localIndex?: { newLeadsSeconds?: number; maxLeads?: number };
}

/**
 * `CRM_RESPONSE_TARGETS_MINUTES=15,60`, `CRM_INBOX_BACKLOG_HOURS=24`, `CRM_NEW_LEADS_SECONDS=60` and
 * `CRM_INDEX_MAX_LEADS`; unset or malformed: the app's defaults.
 */
export function deskFromEnv(env: NodeJS.ProcessEnv): DeskSettings {
  const settings: DeskSettings = {};
  const targets = (env.CRM_RESPONSE_TARGETS_MINUTES ?? '').split(',').map((part) => Number(part.trim()));
  const [soft, hard] = targets;
  if (
    targets.length === 2 &&
    soft !== undefined &&
    hard !== undefined &&
    Number.isInteger(soft) &&
    Number.isInteger(hard) &&
    soft > 0 &&
    soft < hard
  ) {
    settings.responseTargetsMinutes = [soft, hard];
  }
  const backlog = Number(env.CRM_INBOX_BACKLOG_HOURS);
  if (Number.isInteger(backlog) && backlog >= 1 && backlog <= 24 * 365) settings.inboxBacklogHours = backlog;
  const poll = Number(env.CRM_NEW_LEADS_SECONDS);
  if (Number.isInteger(poll) && poll >= 1 && poll <= 3600) settings.localIndex = { newLeadsSeconds: poll };
  // `CRM_INDEX_MAX_LEADS`: the most leads a browser's local copy keeps (the newest); docs/local-index.md.
  const maxLeads = Number(env.CRM_INDEX_MAX_LEADS);
  if (Number.isInteger(maxLeads) && maxLeads >= 100)
    settings.localIndex = { ...settings.localIndex, maxLeads };
  return settings;
}
