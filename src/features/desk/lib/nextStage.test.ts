import { describe, expect, it } from 'vitest';
import { nextStageId } from './nextStage';

describe('nextStageId', () => {
  it('follows the funnel order, from no stage as from the first', () => {
    expect(nextStageId([1, 2, 3], 1)).toBe(2);
    expect(nextStageId([1, 2, 3], null)).toBe(2);
    expect(nextStageId([1, 2, 3], 3)).toBeNull();
    expect(nextStageId([1, 2, 3], 9)).toBeNull();
  });
});
