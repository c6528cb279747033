import { describe, expect, it } from 'vitest';
import { defaultCredentials, resolveOptions, sandboxOptionsFromEnv } from './options.ts';

describe('sandbox options', () => {
  it('reads the SANDBOX_* variables', () => {
    expect(
      sandboxOptionsFromEnv({
        SANDBOX_PORT: '0',
        SANDBOX_DATA_DIR: '/tmp/crm',
        SANDBOX_TOKEN_TTL: '60',
        SANDBOX_RATE_LIMIT: '5',
        SANDBOX_LEAD_COUNT: '100',
        SANDBOX_USERNAME: 'boss@example.ru',
        SANDBOX_PASSWORD: 'p',
        SANDBOX_CLIENT_ID: 'c',
        SANDBOX_CLIENT_SECRET: 's',
      }),
    ).toEqual({
      port: 0,
      dataDir: '/tmp/crm',
      tokenTtlSeconds: 60,
      rateLimitPerMinute: 5,
      leadCount: 100,
      credentials: { username: 'boss@example.ru', password: 'p', clientId: 'c', clientSecret: 's' },
    });
  });

  it('leaves unset and empty variables to the defaults', () => {
    expect(sandboxOptionsFromEnv({ SANDBOX_PORT: '' })).toEqual({});
    const resolved = resolveOptions(sandboxOptionsFromEnv({}));
    expect(resolved).toMatchObject({
      dataDir: '.data',
      port: 8787,
      host: '127.0.0.1',
      tokenTtlSeconds: 3600,
      refreshTtlSeconds: 30 * 24 * 60 * 60,
      rateLimitPerMinute: 1000,
      tokenRateLimitPerMinute: 60,
      leadCount: 5000,
      credentials: defaultCredentials,
    });
    expect(defaultCredentials).toEqual({
      username: 'admin@sandbox.test',
      password: 'sandbox',
      clientId: 'sandbox',
      clientSecret: 'sandbox-secret',
    });
  });

  it('refuses a number that is not one', () => {
    expect(() => sandboxOptionsFromEnv({ SANDBOX_PORT: 'eighty' })).toThrow(/SANDBOX_PORT/);
  });
});
