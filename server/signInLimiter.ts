import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

export type SignInVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number; limit: number };

export interface SignInLimiter {
  /** Counts one sign-in attempt from this client address. */
  consume(clientAddress: string): Promise<SignInVerdict>;
  /** Settles once the first connection to Redis succeeded or failed (at once without Redis). */
  settled: Promise<void>;
  close(): Promise<void>;
}

export interface LimiterLog {
  info(message: string): void;
  warn(message: string): void;
}

export interface SignInLimiterOptions {
  attemptsPerMinute: number;
  /** Several instances share their counters in Redis; one instance counts in memory. */
  redisUrl: string | null;
  log: LimiterLog;
}

const WINDOW_SECONDS = 60;
const KEY_PREFIX = 'crm-sign-in';

/**
 * Limits password sign-ins per client address. With Redis, every instance behind the load balancer sees the
 * same counters; when Redis goes away each instance keeps limiting in its own memory (rate-limiter-flexible's
 * insurance limiter) and logs it, and goes back to Redis once it is reachable again.
 */
export function createSignInLimiter(options: SignInLimiterOptions): SignInLimiter {
  const limit = options.attemptsPerMinute;
  const memory = new RateLimiterMemory({ points: limit, duration: WINDOW_SECONDS, keyPrefix: KEY_PREFIX });
  let redis: Redis | null = null;
  let limiter: RateLimiterMemory | RateLimiterRedis = memory;
  let settled = Promise.resolve();

  if (options.redisUrl) {
    const client = new Redis(options.redisUrl, {
      // A sign-in never waits for a reconnect: while Redis is away the memory limiter answers at once.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: 2_000,
      retryStrategy: (attempt) => Math.min(attempt * 250, 2_000),
    });
    let available: boolean | null = null;
    settled = new Promise((resolve) => {
      client.once('ready', resolve);
      client.once('error', () => resolve());
    });
    client.on('ready', () => {
      if (available === false) options.log.info('Redis is back: sign-in limits are shared again.');
      available = true;
    });
    client.on('error', (error: Error) => {
      if (available !== false) {
        options.log.warn(
          `Redis unavailable (${error.message}): sign-in limits are counted in this instance's memory until it is back.`,
        );
      }
      available = false;
    });
    redis = client;
    limiter = new RateLimiterRedis({
      storeClient: client,
      points: limit,
      duration: WINDOW_SECONDS,
      keyPrefix: KEY_PREFIX,
      rejectIfRedisNotReady: true,
      insuranceLimiter: memory,
    });
  }

  return {
    settled,
    async consume(clientAddress) {
      try {
        await limiter.consume(clientAddress);
        return { allowed: true };
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          return {
            allowed: false,
            limit,
            retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)),
          };
        }
        throw rejection;
      }
    },
    async close() {
      redis?.disconnect();
    },
  };
}
