export interface RateLimitResult {
  allowed: boolean;
  headers: Record<string, string>;
}

interface Window {
  startedAt: number;
  hits: number;
}

const WINDOW_MS = 60_000;

// Fixed window that opens at a key's first hit and lasts a minute, like Laravel's RateLimiter.
export class FixedWindowLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly limit: number,
    private readonly now: () => number = Date.now,
  ) {}

  hit(key: string): RateLimitResult {
    const window = this.current(key);
    const allowed = window.hits < this.limit;
    if (allowed) window.hits += 1;
    return { allowed, headers: this.headers(window, allowed) };
  }

  private current(key: string): Window {
    const now = this.now();
    let window = this.windows.get(key);
    if (window === undefined || now - window.startedAt >= WINDOW_MS) {
      if (this.windows.size > 10_000) this.prune(now);
      window = { startedAt: now, hits: 0 };
      this.windows.set(key, window);
    }
    return window;
  }

  private headers(window: Window, allowed: boolean): Record<string, string> {
    const headers: Record<string, string> = {
      'X-RateLimit-Limit': String(this.limit),
      'X-RateLimit-Remaining': String(Math.max(0, this.limit - window.hits)),
    };
    if (!allowed) {
      const resetAt = window.startedAt + WINDOW_MS;
      headers['Retry-After'] = String(Math.max(1, Math.ceil((resetAt - this.now()) / 1000)));
      headers['X-RateLimit-Reset'] = String(Math.ceil(resetAt / 1000));
    }
    return headers;
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) {
      if (now - window.startedAt >= WINDOW_MS) this.windows.delete(key);
    }
  }
}
