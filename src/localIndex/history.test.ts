import { describe, expect, it } from 'vitest';
import type { Lead } from '../api/schemas/lead';
import { LeadHistory, MAX_CHANGES_PER_LEAD } from './history';

function lead(id: number, changes: Partial<Lead> = {}): Lead {
  return { id, dtCreate: 1, dtUpdate: 2, funnelStageId: 1, userIdOwner: null, name: 'A', ...changes } as Lead;
}

describe('LeadHistory', () => {
  it('keeps changes of stage and owner only, and no more than twenty per lead', () => {
    const history = new LeadHistory();
    history.observe([{ held: lead(1), arrived: lead(1, { name: 'B' }) }], 10, false);
    expect(history.of(1)).toEqual([]);
    history.observe([{ held: lead(1), arrived: lead(1, { funnelStageId: 2, userIdOwner: 5 }) }], 20, false);
    expect(history.of(1).map((change) => [change.field, change.from, change.to])).toEqual([
      ['funnelStageId', 1, 2],
      ['userIdOwner', null, 5],
    ]);
    for (let step = 0; step < 30; step += 1) {
      history.observe(
        [{ held: lead(1, { cost: step }), arrived: lead(1, { funnelStageId: step }) }],
        step,
        true,
      );
    }
    expect(history.of(1)).toHaveLength(MAX_CHANGES_PER_LEAD);
  });

  it('records nothing for a lead seen for the first time, and forgets leads no longer held', () => {
    const history = new LeadHistory();
    history.observe([{ held: null, arrived: lead(2) }], 10, false);
    expect(history.of(2)).toEqual([]);
    history.observe([{ held: lead(3), arrived: lead(3, { userIdOwner: 1 }) }], 10, false);
    history.forgetExcept((id) => id !== 3);
    expect(history.of(3)).toEqual([]);
  });
});

describe('LeadHistory and Undo', () => {
  it('drops a change made in the app when the app takes it back at once', () => {
    const history = new LeadHistory();
    history.observe([{ held: lead(4), arrived: lead(4, { userIdOwner: 9 }) }], 1000, true);
    history.observe([{ held: lead(4, { userIdOwner: 9 }), arrived: lead(4) }], 5000, true);
    expect(history.of(4)).toEqual([]);
  });
});
