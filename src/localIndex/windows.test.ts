import { describe, expect, it } from 'vitest';
import {
  advanceCursor,
  cursorDone,
  nextWindow,
  PAGE_SIZE,
  startCursor,
  WINDOW_TARGET,
  type WindowRequest,
} from './windows';

interface Row {
  id: number;
  created: number;
}

/** The CRM as Laravel's paginate() answers a creation-bounded list: newest first, a COUNT and an OFFSET. */
function crmOf(rows: readonly Row[]) {
  const sorted = [...rows].sort((a, b) => b.created - a.created || b.id - a.id);
  return (request: WindowRequest) => {
    const matching = sorted.filter(
      (row) => row.created >= request.createdFrom && row.created <= request.createdTo,
    );
    const start = (request.page - 1) * request.perPage;
    return {
      rows: matching.slice(start, start + request.perPage),
      total: matching.length,
      lastPage: Math.max(1, Math.ceil(matching.length / request.perPage)),
    };
  };
}

/** Runs a whole walk; returns every request with how many leads it brought, and the ids read. */
function walk(crmRows: readonly Row[], heldTimes: readonly number[], lower: number, upper: number) {
  const answer = crmOf(crmRows);
  const held = Float64Array.from(heldTimes).sort().reverse();
  let cursor = startCursor(lower, upper);
  const requests: Array<WindowRequest & { rows: number; total: number }> = [];
  const read = new Set<number>();
  while (!cursorDone(cursor)) {
    const request = nextWindow(cursor, held);
    const page = answer(request);
    requests.push({ ...request, rows: page.rows.length, total: page.total });
    for (const row of page.rows) read.add(row.id);
    cursor = advanceCursor(cursor, request, {
      created: page.rows.map((row) => row.created),
      total: page.total,
      lastPage: page.lastPage,
    });
    if (requests.length > 10_000) throw new Error('the walk does not end');
  }
  return { requests, read };
}

const DAY = 86_400;
const NOW = 1_790_000_000;

/** One lead every `every` seconds, newest at NOW. */
function steady(count: number, every: number, firstId = 1, newest = NOW): Row[] {
  return Array.from({ length: count }, (_, index) => ({
    id: firstId + index,
    created: newest - index * every,
  }));
}

const times = (rows: readonly Row[]) => rows.map((row) => row.created);

describe('creation-time windows', () => {
  it('re-read an account the copy holds in windows of about 450, each under a page', () => {
    const rows = steady(20_000, 150);
    const { requests, read } = walk(rows, times(rows), 0, NOW);
    expect(read.size).toBe(20_000);
    expect(requests.every((request) => request.total <= PAGE_SIZE && request.page === 1)).toBe(true);
    expect(requests.length).toBe(Math.ceil(20_000 / WINDOW_TARGET));
  });

  it('fill an empty copy in about as many requests as pages, from the density of the window before', () => {
    const rows = steady(1234, 60, 1, NOW - 30 * DAY);
    const { requests, read } = walk(rows, [], 0, NOW);
    expect(read.size).toBe(1234);
    expect(requests).toHaveLength(3);
    const rows20k = steady(20_000, 150);
    const filled = walk(rows20k, [], 0, NOW);
    expect(filled.read.size).toBe(20_000);
    expect(filled.requests.length).toBeLessThanOrEqual(Math.ceil(20_000 / WINDOW_TARGET) + 3);
  });

  it('read a burst of 10,000 leads in one second completely, page by page inside that second', () => {
    const before = steady(1000, 600, 1, NOW - 10 * DAY);
    const burst = Array.from({ length: 10_000 }, (_, index) => ({
      id: 5000 + index,
      created: NOW - 5 * DAY,
    }));
    const after = steady(1000, 600, 20_000, NOW);
    const crm = [...before, ...burst, ...after];
    // The last walk did not see the burst (an import since), and the walk that did: both read every lead.
    for (const held of [times([...before, ...after]), times(crm), []]) {
      const { requests, read } = walk(crm, held, 0, NOW);
      expect(read.size).toBe(12_000);
      const inBurst = requests.filter((request) => request.createdFrom === request.createdTo);
      expect(inBurst.length).toBeGreaterThanOrEqual(19);
      // About one request per 500 leads: the burst's 20 pages, the rest's windows, and a few re-cut windows.
      expect(requests.length).toBeLessThanOrEqual(20 + Math.ceil(2000 / WINDOW_TARGET) + 6);
    }
  });

  it('read a burst bigger than a page that lands at the top of a window', () => {
    const crm = [
      ...Array.from({ length: 1200 }, (_, index) => ({ id: index + 1, created: NOW })),
      ...steady(300, 60, 2000, NOW - 1),
    ];
    const { read } = walk(crm, times(steady(300, 60, 2000, NOW - 1)), 0, NOW);
    expect(read.size).toBe(1500);
  });

  it('cost one request for an empty month the copy knows about, not one per stretch of it', () => {
    const march = steady(400, 3600, 1, NOW - 60 * DAY);
    const may = steady(400, 3600, 1000, NOW);
    const { requests, read } = walk([...march, ...may], times([...march, ...may]), 0, NOW);
    expect(read.size).toBe(800);
    expect(requests).toHaveLength(2);
    expect(requests.filter((request) => request.rows === 0)).toHaveLength(0);
  });

  it('cross an empty stretch of a first fill in a few requests as windows widen', () => {
    const older = steady(2000, 60, 1, NOW - 90 * DAY);
    const newer = steady(2000, 60, 5000, NOW);
    const { requests, read } = walk([...older, ...newer], [], 0, NOW);
    expect(read.size).toBe(4000);
    expect(requests.filter((request) => request.rows === 0).length).toBeLessThanOrEqual(3);
    expect(requests.length).toBeLessThanOrEqual(Math.ceil(4000 / WINDOW_TARGET) + 6);
  });

  it('keep within the walk’s range and end below its lower bound', () => {
    const rows = steady(3000, 600);
    const lower = NOW - 7 * DAY;
    const { requests, read } = walk(rows, times(rows), lower, NOW - DAY);
    expect(requests.every((request) => request.createdFrom >= lower && request.createdTo <= NOW - DAY)).toBe(
      true,
    );
    const expected = rows.filter((row) => row.created >= lower && row.created <= NOW - DAY);
    expect(read.size).toBe(expected.length);
  });
});
