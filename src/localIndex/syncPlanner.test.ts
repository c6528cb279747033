import { describe, expect, it } from 'vitest';
import {
  advanceWalk,
  DEFAULT_TIMINGS,
  EMPTY_CHECKPOINT,
  hasMorePages,
  newLeadsRequest,
  nextTask,
  PAGE_SIZE,
  startWalk,
  walkRequest,
} from './syncPlanner';

const NOW = 1_800_000_000_000;

describe('the full walk', () => {
  it('reads 500 a page under a bound frozen at its start', () => {
    const walk = startWalk('w1', NOW);
    expect(walkRequest(walk)).toEqual({ page: 1, perPage: PAGE_SIZE, createdTo: NOW / 1000 });
  });

  it('goes page by page and ends on the last one', () => {
    const walk = startWalk('w1', NOW);
    const second = advanceWalk(walk, { currentPage: 1, lastPage: 3, total: 1200 }, 500);
    expect(second).toMatchObject({ nextPage: 2, expectedTotal: 1200, upperBound: walk.upperBound });
    if (!second) throw new Error('expected a second page');
    const third = advanceWalk(second, { currentPage: 2, lastPage: 3, total: 1200 }, 500);
    expect(third && walkRequest(third)).toEqual({ page: 3, perPage: PAGE_SIZE, createdTo: walk.upperBound });
    if (!third) throw new Error('expected a third page');
    expect(advanceWalk(third, { currentPage: 3, lastPage: 3, total: 1200 }, 200)).toBeNull();
  });

  it('ends on an empty page (the account shrank under the walk)', () => {
    expect(advanceWalk(startWalk('w', NOW), { currentPage: 4, lastPage: 9, total: 10 }, 0)).toBeNull();
  });

  it('resumes from the saved page after a reload', () => {
    const saved = { ...startWalk('w1', NOW - 60_000), nextPage: 7, expectedTotal: 5000 };
    const checkpoint = { walk: saved, lastWalkAt: null, lastNewAt: NOW };
    expect(nextTask(checkpoint, NOW, DEFAULT_TIMINGS, { hasLeads: true, newLeadsRequested: false })).toEqual({
      kind: 'walk',
      resume: true,
    });
    expect(walkRequest(saved).page).toBe(7);
  });
});

describe('new leads', () => {
  it('are asked for from the newest creation time held, inclusive', () => {
    expect(newLeadsRequest(1_700_000_123, 1)).toEqual({
      page: 1,
      perPage: PAGE_SIZE,
      createdFrom: 1_700_000_123,
    });
    expect(hasMorePages({ currentPage: 1, lastPage: 2, total: 600 }, 500)).toBe(true);
    expect(hasMorePages({ currentPage: 2, lastPage: 2, total: 600 }, 100)).toBe(false);
  });

  it('come first every minute and when asked, even during a walk', () => {
    const walking = {
      walk: startWalk('w', NOW - 120_000),
      lastWalkAt: NOW - 20 * 60_000,
      lastNewAt: NOW - 61_000,
    };
    expect(nextTask(walking, NOW, DEFAULT_TIMINGS, { hasLeads: true, newLeadsRequested: false }).kind).toBe(
      'new-leads',
    );
    const fresh = { ...walking, lastNewAt: NOW - 1000 };
    expect(nextTask(fresh, NOW, DEFAULT_TIMINGS, { hasLeads: true, newLeadsRequested: false }).kind).toBe(
      'walk',
    );
    expect(nextTask(fresh, NOW, DEFAULT_TIMINGS, { hasLeads: true, newLeadsRequested: true }).kind).toBe(
      'new-leads',
    );
  });

  it('are not asked for while nothing is held', () => {
    expect(
      nextTask(EMPTY_CHECKPOINT, NOW, DEFAULT_TIMINGS, { hasLeads: false, newLeadsRequested: true }),
    ).toEqual({
      kind: 'walk',
      resume: false,
    });
  });
});

describe('the re-walk', () => {
  it('starts when the last walk is older than the interval, and waits for whichever is due first otherwise', () => {
    const done = { walk: null, lastWalkAt: NOW - 15 * 60_000, lastNewAt: NOW - 1000 };
    expect(nextTask(done, NOW, DEFAULT_TIMINGS, { hasLeads: true, newLeadsRequested: false })).toEqual({
      kind: 'walk',
      resume: false,
    });
    const recent = { walk: null, lastWalkAt: NOW - 60_000, lastNewAt: NOW - 10_000 };
    expect(nextTask(recent, NOW, DEFAULT_TIMINGS, { hasLeads: true, newLeadsRequested: false })).toEqual({
      kind: 'wait',
      ms: 50_000,
    });
  });

  it('follows a configured interval', () => {
    const done = { walk: null, lastWalkAt: NOW - 5 * 60_000, lastNewAt: NOW };
    const timings = { ...DEFAULT_TIMINGS, rewalkEveryMs: 5 * 60_000 };
    expect(nextTask(done, NOW, timings, { hasLeads: true, newLeadsRequested: false }).kind).toBe('walk');
  });
});
