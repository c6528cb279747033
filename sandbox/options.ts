export interface SandboxCredentials {
  username: string;
  password: string;
  clientId: string;
  clientSecret: string;
}

import type { TokenEvent } from './auth/tokenService.ts';

export interface SandboxOptions {
  dataDir?: string;
  port?: number;
  host?: string;
  tokenTtlSeconds?: number;
  refreshTtlSeconds?: number;
  rateLimitPerMinute?: number;
  tokenRateLimitPerMinute?: number;
  credentials?: Partial<SandboxCredentials>;
  leadCount?: number;
  quiet?: boolean;
  /** Told of every token issued, refreshed or refused (tests watch for a revoked refresh token's reuse). */
  onTokenEvent?: (event: TokenEvent) => void;
}

export type ResolvedOptions = Required<Omit<SandboxOptions, 'credentials'>> & {
  credentials: SandboxCredentials;
};

export const defaultCredentials: SandboxCredentials = {
  username: 'admin@sandbox.test',
  password: 'sandbox',
  clientId: 'sandbox',
  clientSecret: 'sandbox-secret',
};

const THIRTY_DAYS = 30 * 24 * 60 * 60;

export function resolveOptions(options: SandboxOptions = {}): ResolvedOptions {
  return {
    dataDir: options.dataDir ?? '.data',
    port: options.port ?? 8787,
    host: options.host ?? '127.0.0.1',
    tokenTtlSeconds: options.tokenTtlSeconds ?? 3600,
    refreshTtlSeconds: options.refreshTtlSeconds ?? THIRTY_DAYS,
    rateLimitPerMinute: options.rateLimitPerMinute ?? 1000,
    tokenRateLimitPerMinute: options.tokenRateLimitPerMinute ?? 60,
    credentials: { ...defaultCredentials, ...options.credentials },
    leadCount: options.leadCount ?? 5000,
    quiet: options.quiet ?? false,
    onTokenEvent: options.onTokenEvent ?? (() => {}),
  };
}

function integerFromEnv(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return undefined;
  if (!/^\d+$/.test(raw)) {
    // Failing loudly beats silently starting on a default port or limit the developer did not ask for.
    throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  }
  return Number(raw);
}

function textFromEnv(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name];
  return raw === undefined || raw === '' ? undefined : raw;
}

export function sandboxOptionsFromEnv(env: NodeJS.ProcessEnv): SandboxOptions {
  const options: SandboxOptions = {};
  const port = integerFromEnv(env, 'SANDBOX_PORT');
  if (port !== undefined) options.port = port;
  const dataDir = textFromEnv(env, 'SANDBOX_DATA_DIR');
  if (dataDir !== undefined) options.dataDir = dataDir;
  const ttl = integerFromEnv(env, 'SANDBOX_TOKEN_TTL');
  if (ttl !== undefined) options.tokenTtlSeconds = ttl;
  const rateLimit = integerFromEnv(env, 'SANDBOX_RATE_LIMIT');
  if (rateLimit !== undefined) options.rateLimitPerMinute = rateLimit;
  const leadCount = integerFromEnv(env, 'SANDBOX_LEAD_COUNT');
  if (leadCount !== undefined) options.leadCount = leadCount;

  const credentials: Partial<SandboxCredentials> = {};
  const username = textFromEnv(env, 'SANDBOX_USERNAME');
  if (username !== undefined) credentials.username = username;
  const password = textFromEnv(env, 'SANDBOX_PASSWORD');
  if (password !== undefined) credentials.password = password;
  const clientId = textFromEnv(env, 'SANDBOX_CLIENT_ID');
  if (clientId !== undefined) credentials.clientId = clientId;
  const clientSecret = textFromEnv(env, 'SANDBOX_CLIENT_SECRET');
  if (clientSecret !== undefined) credentials.clientSecret = clientSecret;
  if (Object.keys(credentials).length > 0) options.credentials = credentials;
  return options;
}
