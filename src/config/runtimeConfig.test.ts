import { describe, expect, it } from 'vitest';
import { RuntimeConfigSchema } from './runtimeConfig';

const stages = (funnelStages: unknown[]) => RuntimeConfigSchema.safeParse({ catalogs: { funnelStages } });

describe('the runtime catalog of funnel stages', () => {
  it('reads a stage’s outcome, won or lost, and stages without one', () => {
    const parsed = stages([
      { id: 1, name: 'Новый' },
      { id: 6, name: 'Успешно', outcome: 'won' },
      { id: 7, name: 'Отказ', outcome: 'lost' },
    ]);
    expect(parsed.success && parsed.data.catalogs.funnelStages.map((stage) => stage.outcome)).toEqual([
      undefined,
      'won',
      'lost',
    ]);
  });

  it('refuses an outcome it does not know, rather than count it wrong', () => {
    expect(stages([{ id: 7, name: 'Отказ', outcome: 'lose' }]).success).toBe(false);
  });
});
