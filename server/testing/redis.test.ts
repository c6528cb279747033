import { describe, expect, it } from 'vitest';
import { redisTestPlan } from './redis.ts';

describe('whether the Redis tests run', () => {
  it('runs them when redis-server is there', () => {
    expect(redisTestPlan(true, {}).run).toBe(true);
    expect(redisTestPlan(true, { CI: 'true' }).run).toBe(true);
  });

  it('runs them under CI even without redis-server, so that they fail rather than pass by skipping', () => {
    expect(redisTestPlan(false, { CI: 'true' }).run).toBe(true);
    expect(redisTestPlan(false, { CI: '1' }).run).toBe(true);
  });

  it('skips them on a developer’s machine without redis-server, and says why', () => {
    for (const env of [{}, { CI: 'false' }, { CI: '0' }, { CI: '' }]) {
      const plan = redisTestPlan(false, env);
      expect(plan.run).toBe(false);
      if (!plan.run) expect(plan.why).toMatch(/apt-get install redis-server/);
    }
  });
});
