import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type DeskSettings, deskFromEnv } from './clientConfig.ts';
import type { IntegrationSecrets } from './crmProxy.ts';

/** Everything the production server reads from its environment, read once at start. */
export interface ServerSettings {
  port: number;
  host: string;
  /** The built app (`dist/`). */
  staticDir: string;
  crmBaseUrl: string;
  integration: IntegrationSecrets | null;
  /** Optional catalogs (sources, stages…) the account has and the API does not list. */
  catalogs: unknown;
  /** The sales desk's response targets and new-lead poll (README, configuration). */
  desk?: DeskSettings;
  /** Fastify's trustProxy: `true` (any hop), or the load balancers' addresses/CIDRs, comma-separated. */
  trustProxy: boolean | string;
  /** Shared limiter counters for several instances; memory when absent. */
  redisUrl: string | null;
  signInAttemptsPerMinute: number;
  upstreamTimeoutMs: number;
  bodyLimitBytes: number;
  /** Extra origins the browser may call directly (a deployment whose app talks to the CRM itself). */
  connectSrc: string[];
}

function readCatalogFile(file: string | undefined): unknown {
  if (!file) return undefined;
  return JSON.parse(readFileSync(file, 'utf8'));
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

function trustProxyFrom(raw: string | undefined): boolean | string {
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  return raw;
}

export function integrationFromEnv(env: NodeJS.ProcessEnv): IntegrationSecrets | null {
  return env.CRM_CLIENT_ID && env.CRM_CLIENT_SECRET
    ? { clientId: env.CRM_CLIENT_ID, clientSecret: env.CRM_CLIENT_SECRET }
    : null;
}

export function catalogsFromEnv(env: NodeJS.ProcessEnv): unknown {
  return readCatalogFile(env.CRM_CATALOG_FILE);
}

export function settingsFromEnv(env: NodeJS.ProcessEnv, cwd = process.cwd()): ServerSettings {
  const crmBaseUrl = env.CRM_BASE_URL;
  if (!crmBaseUrl) {
    throw new Error(
      'CRM_BASE_URL is not set: give the CRM account address (for a local try, `npm run sandbox` and its URL).',
    );
  }
  return {
    port: positiveInteger(env, 'PORT', 8080),
    host: env.HOST || '0.0.0.0',
    staticDir: path.resolve(cwd, env.STATIC_DIR || 'dist'),
    crmBaseUrl,
    integration: integrationFromEnv(env),
    catalogs: catalogsFromEnv(env),
    desk: deskFromEnv(env),
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    redisUrl: env.REDIS_URL || null,
    signInAttemptsPerMinute: positiveInteger(env, 'SIGN_IN_ATTEMPTS_PER_MINUTE', 10),
    upstreamTimeoutMs: positiveInteger(env, 'UPSTREAM_TIMEOUT_MS', 15_000),
    bodyLimitBytes: positiveInteger(env, 'BODY_LIMIT_BYTES', 64 * 1024),
    connectSrc: (env.CSP_CONNECT_SRC ?? '').split(/\s+/).filter(Boolean),
  };
}
