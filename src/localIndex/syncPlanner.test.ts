import { describe, expect, it } from 'vitest';
import {
  afterWalkStep,
  DEFAULT_TIMINGS,
  EMPTY_CHECKPOINT,
  hasMorePages,
  isComplete,
  newLeadsRequest,
  nextTask,
  PAGE_SIZE,
  type SyncCheckpoint,
  startWalk,
  tierRange,
  tiersFromConfig,
} from './syncPlanner';

const NOW = 1_800_000_000_000;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const idle = { hasLeads: true, newLeadsRequested: false };
/** Every tier read at these times (ms before NOW), new leads looked for a second ago. */
const readAgo = (...ago: number[]): SyncCheckpoint => ({
  walks: [],
  readAt: ago.map((value) => NOW - value),
  lastNewAt: NOW - 1000,
  coveredSince: null,
});

describe('the re-read schedule', () => {
  it('defaults to 24 h every 5 minutes, 7 days every 30 minutes, older every day', () => {
    expect(DEFAULT_TIMINGS.tiers).toEqual([
      { maxAgeMs: DAY, everyMs: 5 * MINUTE },
      { maxAgeMs: 7 * DAY, everyMs: 30 * MINUTE },
      { maxAgeMs: null, everyMs: DAY },
    ]);
    expect(
      tiersFromConfig([
        { createdWithinHours: 24, everyMinutes: 5 },
        { createdWithinHours: 168, everyMinutes: 30 },
        { everyMinutes: 1440 },
      ]),
    ).toEqual(DEFAULT_TIMINGS.tiers);
  });

  it('cuts creation ranges that meet, youngest at the top, the oldest down to the beginning', () => {
    const tiers = DEFAULT_TIMINGS.tiers;
    const day = tierRange(tiers, [0], NOW);
    const week = tierRange(tiers, [1], NOW);
    const older = tierRange(tiers, [2], NOW);
    expect(day.upper).toBe(NOW / 1000);
    expect(day.lower).toBe((NOW - DAY) / 1000 + 1);
    expect(week.upper).toBe(day.lower - 1);
    expect(week.lower).toBe((NOW - 7 * DAY) / 1000 + 1);
    expect(older).toEqual({ lower: 0, upper: week.lower - 1 });
    expect(tierRange(tiers, [0, 1, 2], NOW)).toEqual({ lower: 0, upper: NOW / 1000 });
  });

  it('fills an empty copy with one walk over every tier, and counts every tier read from its start', () => {
    const task = nextTask(EMPTY_CHECKPOINT, NOW, DEFAULT_TIMINGS, {
      hasLeads: false,
      newLeadsRequested: true,
    });
    expect(task).toEqual({ kind: 'start-walk', tiers: [0, 1, 2] });
    const walk = startWalk('first', NOW, DEFAULT_TIMINGS, [0, 1, 2]);
    expect(isComplete(EMPTY_CHECKPOINT, DEFAULT_TIMINGS)).toBe(false);
    const walking = afterWalkStep(EMPTY_CHECKPOINT, walk);
    expect(walking.walks).toHaveLength(1);
    const done = afterWalkStep(walking, { ...walk, to: -1 });
    expect(done).toEqual({ walks: [], readAt: [NOW, NOW, NOW], lastNewAt: null, coveredSince: null });
    expect(isComplete(done, DEFAULT_TIMINGS)).toBe(true);
  });

  it('re-reads each tier when its interval has passed since its last re-read began', () => {
    expect(nextTask(readAgo(4 * MINUTE, 4 * MINUTE, 4 * MINUTE), NOW, DEFAULT_TIMINGS, idle)).toEqual({
      kind: 'wait',
      ms: 59_000,
    });
    expect(nextTask(readAgo(4.5 * MINUTE, 0, 0), NOW, DEFAULT_TIMINGS, idle)).toEqual({
      kind: 'wait',
      ms: 30_000,
    });
    expect(nextTask(readAgo(5 * MINUTE, 0, 0), NOW, DEFAULT_TIMINGS, idle)).toEqual({
      kind: 'start-walk',
      tiers: [0],
    });
    expect(nextTask(readAgo(MINUTE, 30 * MINUTE, 0), NOW, DEFAULT_TIMINGS, idle)).toEqual({
      kind: 'start-walk',
      tiers: [1],
    });
    expect(nextTask(readAgo(MINUTE, MINUTE, DAY), NOW, DEFAULT_TIMINGS, idle)).toEqual({
      kind: 'start-walk',
      tiers: [2],
    });
  });

  it('over an hour, re-reads the day 12 times, the week twice, older leads not at all', () => {
    let checkpoint = readAgo(5 * MINUTE, 30 * MINUTE, HOUR);
    const started: number[] = [];
    for (let now = NOW; now < NOW + HOUR; now += 1000) {
      checkpoint = { ...checkpoint, lastNewAt: now };
      const task = nextTask(checkpoint, now, DEFAULT_TIMINGS, idle);
      if (task.kind !== 'start-walk') continue;
      started.push(...task.tiers);
      // A re-read of a tier ends in the same second here (the engine's take a request or a few).
      checkpoint = afterWalkStep(checkpoint, {
        ...startWalk(String(now), now, DEFAULT_TIMINGS, task.tiers),
        to: -1,
      });
    }
    expect(started.filter((tier) => tier === 0)).toHaveLength(12);
    expect(started.filter((tier) => tier === 1)).toHaveLength(2);
    expect(started.filter((tier) => tier === 2)).toHaveLength(0);
  });

  it('lets the day’s re-read go before a long re-read of older leads, which then goes on', () => {
    const older = startWalk('older', NOW - 10 * MINUTE, DEFAULT_TIMINGS, [2]);
    const checkpoint: SyncCheckpoint = {
      walks: [older],
      readAt: [NOW - 5 * MINUTE, NOW, NOW - DAY],
      lastNewAt: NOW,
      coveredSince: null,
    };
    expect(nextTask(checkpoint, NOW, DEFAULT_TIMINGS, idle)).toEqual({ kind: 'start-walk', tiers: [0] });
    const fresh = { ...checkpoint, readAt: [NOW, NOW, NOW - DAY] };
    expect(nextTask(fresh, NOW, DEFAULT_TIMINGS, idle)).toEqual({ kind: 'walk', walk: older });
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
    const walking: SyncCheckpoint = {
      walks: [startWalk('w', NOW - 120_000, DEFAULT_TIMINGS, [2])],
      readAt: [NOW, NOW, NOW - DAY],
      lastNewAt: NOW - 61_000,
      coveredSince: null,
    };
    expect(nextTask(walking, NOW, DEFAULT_TIMINGS, idle).kind).toBe('new-leads');
    const fresh = { ...walking, lastNewAt: NOW - 1000 };
    expect(nextTask(fresh, NOW, DEFAULT_TIMINGS, idle).kind).toBe('walk');
    expect(nextTask(fresh, NOW, DEFAULT_TIMINGS, { hasLeads: true, newLeadsRequested: true }).kind).toBe(
      'new-leads',
    );
  });

  it('are not asked for while nothing is held', () => {
    expect(
      nextTask(EMPTY_CHECKPOINT, NOW, DEFAULT_TIMINGS, { hasLeads: false, newLeadsRequested: true }).kind,
    ).toBe('start-walk');
  });
});
