import { describe, expect, it } from 'vitest';
import { BETWEEN_REQUESTS_MS, LOW_LIMIT_PAUSE_MS, RateShare } from './rateShare';

function share(now = 1_000_000) {
  const sleeps: number[] = [];
  const rate = new RateShare(
    () => now,
    async (ms) => {
      sleeps.push(ms);
    },
  );
  const yields: boolean[] = [];
  const turn = () => rate.waitForTurn(new AbortController().signal, (yielding) => yields.push(yielding));
  return { rate, sleeps, yields, turn };
}

describe('RateShare', () => {
  it('lets the sync go while more than a fifth of the limit remains', async () => {
    const { rate, yields, turn } = share();
    rate.record({ limit: 1000, remaining: 200 });
    await turn();
    expect(yields).toEqual([]);
  });

  it('goes without pausing while more than half of the limit remains, and breathes past half', async () => {
    const { rate, sleeps, turn } = share();
    rate.record({ limit: 1000, remaining: 600 });
    await turn();
    expect(sleeps).toEqual([]);
    rate.record({ limit: 1000, remaining: 400 });
    await turn();
    expect(sleeps).toEqual([BETWEEN_REQUESTS_MS]);
  });

  it('holds back below a fifth, then tries once to learn the new figure', async () => {
    const { rate, sleeps, yields, turn } = share();
    rate.record({ limit: 1000, remaining: 199 });
    await turn();
    expect(sleeps).toContain(LOW_LIMIT_PAUSE_MS);
    expect(yields).toEqual([true, false]);
    expect(rate.isLow()).toBe(false);
  });

  it('waits out a Retry-After the page or the worker was given', async () => {
    const { rate, sleeps, turn } = share(1_000_000);
    rate.record({ waitingUntil: 1_030_000 });
    await turn();
    expect(sleeps).toContain(30_000);
  });
});
