import { describe, expect, it } from 'vitest';
import type { Lead } from '@/api/schemas/lead';
import { countPerDay } from './perDay';

const at = (iso: string) => Math.floor(Date.parse(iso) / 1000);
const lead = (dtCreate: number) => ({ id: dtCreate, dtCreate }) as Lead;

describe('countPerDay', () => {
  it('counts by calendar day in the user zone and fills empty days', () => {
    const leads = [
      lead(at('2026-03-01T21:30:00Z')), // 2 March 00:30 in Moscow
      lead(at('2026-03-02T10:00:00Z')),
      lead(at('2026-03-04T10:00:00Z')),
    ];
    const bounds = {
      createdFrom: at('2026-03-01T00:00:00+03:00'),
      createdTo: at('2026-03-04T23:59:59+03:00'),
    };
    expect(countPerDay(leads, bounds, 'Europe/Moscow', new Date('2026-03-10T00:00:00Z'))).toEqual([
      { day: '2026-03-01', count: 0 },
      { day: '2026-03-02', count: 2 },
      { day: '2026-03-03', count: 0 },
      { day: '2026-03-04', count: 1 },
    ]);
  });

  it('spans the leads themselves when the range is open, and never runs past today', () => {
    const leads = [lead(at('2026-03-02T10:00:00Z')), lead(at('2026-03-03T10:00:00Z'))];
    const now = new Date('2026-03-03T12:00:00Z');
    expect(countPerDay(leads, {}, 'UTC', now).map((entry) => entry.day)).toEqual([
      '2026-03-02',
      '2026-03-03',
    ]);
    const toNextYear = { createdTo: at('2027-01-01T00:00:00Z') };
    expect(countPerDay(leads, toNextYear, 'UTC', now).at(-1)?.day).toBe('2026-03-03');
  });

  it('gives nothing for no leads and no range', () => {
    expect(countPerDay([], {}, 'UTC')).toEqual([]);
  });
  it('puts instants either side of midnight in a zone a quarter hour off the hour on their own days', () => {
    // Kathmandu is UTC+05:45: its midnight is 18:15 UTC.
    const leads = [at('2026-11-17T18:14:59Z'), at('2026-11-17T18:15:00Z'), at('2026-11-17T18:29:59Z')].map(
      (dtCreate, index) => ({ id: index + 1, dtCreate }) as Lead,
    );
    expect(countPerDay(leads, {}, 'Asia/Kathmandu', new Date('2026-11-20T00:00:00Z'))).toEqual([
      { day: '2026-11-17', count: 1 },
      { day: '2026-11-18', count: 2 },
    ]);
  });

  it('finds every lead’s day as the zone’s own calendar does, across changes of offset', () => {
    // Zones with summer time (Lord Howe moves by half an hour; Santiago and Beirut change at midnight), off the
    // hour, and south of the equator.
    const zones = [
      'Europe/Berlin',
      'America/New_York',
      'Australia/Lord_Howe',
      'Asia/Kathmandu',
      'America/St_Johns',
      'America/Santiago',
      'Asia/Beirut',
    ];
    const start = at('2025-01-01T00:00:00Z');
    for (const timeZone of zones) {
      // Every 37 minutes and 11 seconds over two years: each side of every midnight and change of offset.
      const leads = Array.from({ length: 28_300 }, (_, index) => lead(start + index * 2231));
      const calendar = new Intl.DateTimeFormat('en-CA', { timeZone });
      const expected = new Map<string, number>();
      for (const { dtCreate } of leads) {
        const day = calendar.format(new Date(dtCreate * 1000));
        expected.set(day, (expected.get(day) ?? 0) + 1);
      }
      const counted = countPerDay(leads, {}, timeZone, new Date('2030-01-01T00:00:00Z'));
      expect(new Map(counted.map(({ day, count }) => [day, count])), timeZone).toEqual(expected);
    }
  });
});
