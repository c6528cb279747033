import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordGrant, startTestSandbox, type TestSandbox, type TokenBody } from './testing/harness.ts';

let api: TestSandbox;
beforeAll(async () => {
  api = await startTestSandbox({ rateLimitPerMinute: 3, tokenRateLimitPerMinute: 2 });
});
afterAll(async () => {
  await api.close();
});

const expectTooMany = (response: { status: number; headers: Headers; body: unknown }, limit: number) => {
  expect(response.status).toBe(429);
  expect(response.body).toEqual({ message: 'Too Many Attempts.' });
  expect(response.headers.get('x-ratelimit-limit')).toBe(String(limit));
  expect(response.headers.get('x-ratelimit-remaining')).toBe('0');
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  const reset = Number(response.headers.get('x-ratelimit-reset'));
  expect(reset).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000));
  expect(reset).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + 60);
};

describe('rate limits', () => {
  const tokens: string[] = [];

  it('counts /oauth/token per address with its own limit', async () => {
    for (const remaining of ['1', '0']) {
      const response = await api.call<TokenBody>('POST', '/oauth/token', { json: passwordGrant });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-ratelimit-limit')).toBe('2');
      expect(response.headers.get('x-ratelimit-remaining')).toBe(remaining);
      tokens.push(response.body.access_token);
    }
    expectTooMany(await api.call('POST', '/oauth/token', { json: passwordGrant }), 2);
  });

  it('counts the other endpoints per token and answers 429 with Retry-After', async () => {
    const [first, second] = tokens;
    for (const remaining of ['2', '1', '0']) {
      const response = await api.call('GET', '/lead', { token: first });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-ratelimit-limit')).toBe('3');
      expect(response.headers.get('x-ratelimit-remaining')).toBe(remaining);
    }
    expectTooMany(await api.call('GET', '/user/all-list', { token: first }), 3);

    const other = await api.call('GET', '/lead', { token: second });
    expect(other.status).toBe(200);
    expect(other.headers.get('x-ratelimit-remaining')).toBe('2');
  });

  it('exposes the rate-limit headers to browsers', async () => {
    const response = await api.call('GET', '/lead', { token: tokens[1] });
    const exposed = response.headers.get('access-control-expose-headers') ?? '';
    for (const header of ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'Retry-After']) {
      expect(exposed).toContain(header);
    }
  });
});
