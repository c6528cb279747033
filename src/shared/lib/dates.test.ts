import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dateToUnix,
  endOfDayInZone,
  formatDateTime,
  formatShortDay,
  instantToZonedParts,
  PRESET_IDS,
  type PresetId,
  parseIsoDateParam,
  presetRange,
  rangeToUnixBounds,
  toIsoDateParam,
  unixToDate,
  zonedDateTimeToInstant,
} from './dates';

const iso = (value: string) => new Date(value);
const HOUR = 3_600_000;

describe('instantToZonedParts', () => {
  it('reads the wall clock in zones with whole, DST and quarter-hour offsets', () => {
    const instant = iso('2026-07-01T22:30:15Z');
    expect(instantToZonedParts(instant, 'UTC')).toEqual({
      year: 2026,
      month: 7,
      day: 1,
      hour: 22,
      minute: 30,
      second: 15,
    });
    expect(instantToZonedParts(instant, 'Europe/Moscow')).toEqual({
      year: 2026,
      month: 7,
      day: 2,
      hour: 1,
      minute: 30,
      second: 15,
    });
    expect(instantToZonedParts(instant, 'Europe/Berlin')).toMatchObject({ day: 2, hour: 0, minute: 30 });
    expect(instantToZonedParts(instant, 'America/New_York')).toMatchObject({ day: 1, hour: 18, minute: 30 });
    expect(instantToZonedParts(instant, 'Asia/Kathmandu')).toMatchObject({ day: 2, hour: 4, minute: 15 });
  });

  it('reports midnight as hour 0, not 24', () => {
    expect(instantToZonedParts(iso('2026-03-15T21:00:00Z'), 'Europe/Moscow')).toMatchObject({
      day: 16,
      hour: 0,
    });
  });
});

describe('zonedDateTimeToInstant', () => {
  it('converts ordinary wall times', () => {
    const parts = { year: 2026, month: 3, day: 15, hour: 9, minute: 30, second: 0 };
    expect(zonedDateTimeToInstant(parts, 'UTC').toISOString()).toBe('2026-03-15T09:30:00.000Z');
    expect(zonedDateTimeToInstant(parts, 'Europe/Moscow').toISOString()).toBe('2026-03-15T06:30:00.000Z');
    expect(zonedDateTimeToInstant(parts, 'Asia/Kathmandu').toISOString()).toBe('2026-03-15T03:45:00.000Z');
    // New York is already on EDT (-4) a week after 2026-03-08.
    expect(zonedDateTimeToInstant(parts, 'America/New_York').toISOString()).toBe('2026-03-15T13:30:00.000Z');
  });

  it('treats a missing time of day as midnight', () => {
    expect(zonedDateTimeToInstant({ year: 2026, month: 1, day: 1 }, 'Europe/Berlin').toISOString()).toBe(
      '2025-12-31T23:00:00.000Z',
    );
  });

  it('moves a time skipped by spring-forward past the gap', () => {
    const berlin = { year: 2026, month: 3, day: 29, hour: 2, minute: 30, second: 0 };
    expect(zonedDateTimeToInstant(berlin, 'Europe/Berlin').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    const newYork = { year: 2026, month: 3, day: 8, hour: 2, minute: 30, second: 0 };
    expect(zonedDateTimeToInstant(newYork, 'America/New_York').toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
  });

  it('takes the first of two repeated times on fall-back', () => {
    const newYork = { year: 2026, month: 11, day: 1, hour: 1, minute: 30, second: 0 };
    // 01:30 EDT (-4), not 01:30 EST (-5) an hour later.
    expect(zonedDateTimeToInstant(newYork, 'America/New_York').toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
    const berlin = { year: 2026, month: 10, day: 25, hour: 2, minute: 30, second: 0 };
    expect(zonedDateTimeToInstant(berlin, 'Europe/Berlin').toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });

  it('round-trips with instantToZonedParts', () => {
    const parts = { year: 2026, month: 11, day: 1, hour: 3, minute: 7, second: 59 };
    for (const zone of ['UTC', 'Europe/Moscow', 'Europe/Berlin', 'America/New_York', 'Asia/Kathmandu']) {
      expect(instantToZonedParts(zonedDateTimeToInstant(parts, zone), zone)).toEqual(parts);
    }
  });
});

describe('the first and last moment of a day (presetRange today, endOfDayInZone)', () => {
  const cases: Array<[zone: string, instant: string, start: string, end: string]> = [
    ['UTC', '2026-03-15T12:00:00Z', '2026-03-15T00:00:00.000Z', '2026-03-15T23:59:59.000Z'],
    ['Europe/Moscow', '2026-03-15T12:00:00Z', '2026-03-14T21:00:00.000Z', '2026-03-15T20:59:59.000Z'],
    // 22:30 UTC is already the next day in Moscow.
    ['Europe/Moscow', '2026-03-15T22:30:00Z', '2026-03-15T21:00:00.000Z', '2026-03-16T20:59:59.000Z'],
    ['Asia/Kathmandu', '2026-03-15T12:00:00Z', '2026-03-14T18:15:00.000Z', '2026-03-15T18:14:59.000Z'],
    ['America/New_York', '2026-01-15T12:00:00Z', '2026-01-15T05:00:00.000Z', '2026-01-16T04:59:59.000Z'],
  ];

  it.each(cases)('%s, %s', (zone, instant, start, end) => {
    expect(presetRange('today', iso(instant), zone).from.toISOString()).toBe(start);
    expect(endOfDayInZone(iso(instant), zone).toISOString()).toBe(end);
  });

  it('handles the 23-hour day in Berlin (2026-03-29)', () => {
    const noon = iso('2026-03-29T10:00:00Z');
    const start = presetRange('today', noon, 'Europe/Berlin').from;
    const end = endOfDayInZone(noon, 'Europe/Berlin');
    expect(start.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(end.toISOString()).toBe('2026-03-29T21:59:59.000Z');
    expect(end.getTime() + 1000 - start.getTime()).toBe(23 * HOUR);
    expect(instantToZonedParts(end, 'Europe/Berlin')).toMatchObject({
      day: 29,
      hour: 23,
      minute: 59,
      second: 59,
    });
  });

  it('handles the 25-hour day in Berlin (2026-10-25)', () => {
    const noon = iso('2026-10-25T10:00:00Z');
    const start = presetRange('today', noon, 'Europe/Berlin').from;
    const end = endOfDayInZone(noon, 'Europe/Berlin');
    expect(start.toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(end.toISOString()).toBe('2026-10-25T22:59:59.000Z');
    expect(end.getTime() + 1000 - start.getTime()).toBe(25 * HOUR);
  });

  it('handles the 25-hour day in New York (2026-11-01)', () => {
    // 23:30 local on Nov 1 is 04:30 UTC on Nov 2: still Nov 1 in New York.
    const lateEvening = iso('2026-11-02T04:30:00Z');
    const start = presetRange('today', lateEvening, 'America/New_York').from;
    const end = endOfDayInZone(lateEvening, 'America/New_York');
    expect(start.toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(end.toISOString()).toBe('2026-11-02T04:59:59.000Z');
    expect(end.getTime() + 1000 - start.getTime()).toBe(25 * HOUR);
  });

  it('handles the 23-hour day in New York (2026-03-08)', () => {
    const noon = iso('2026-03-08T17:00:00Z');
    expect(presetRange('today', noon, 'America/New_York').from.toISOString()).toBe(
      '2026-03-08T05:00:00.000Z',
    );
    expect(endOfDayInZone(noon, 'America/New_York').toISOString()).toBe('2026-03-09T03:59:59.000Z');
  });

  it('starts a day whose midnight does not exist at the first moment that does', () => {
    // Chile springs forward at 24:00 → 01:00, so 2026-09-06 begins at 01:00 local (-03).
    expect(presetRange('today', iso('2026-09-06T15:00:00Z'), 'America/Santiago').from.toISOString()).toBe(
      '2026-09-06T04:00:00.000Z',
    );
  });
});

describe('presetRange', () => {
  const expectRange = (range: { from: Date; to: Date }, from: string, to: string) => {
    expect({ from: range.from.toISOString(), to: range.to.toISOString() }).toEqual({ from, to });
  };

  describe('in Moscow on 2026-03-15 13:00 local', () => {
    const now = iso('2026-03-15T10:00:00Z');
    const zone = 'Europe/Moscow';
    const expected: Record<PresetId, [string, string]> = {
      today: ['2026-03-14T21:00:00.000Z', '2026-03-15T20:59:59.000Z'],
      yesterday: ['2026-03-13T21:00:00.000Z', '2026-03-14T20:59:59.000Z'],
      last7: ['2026-03-08T21:00:00.000Z', '2026-03-15T20:59:59.000Z'],
      last30: ['2026-02-13T21:00:00.000Z', '2026-03-15T20:59:59.000Z'],
      thisMonth: ['2026-02-28T21:00:00.000Z', '2026-03-15T20:59:59.000Z'],
      lastMonth: ['2026-01-31T21:00:00.000Z', '2026-02-28T20:59:59.000Z'],
    };
    it.each(PRESET_IDS)('%s', (preset) => {
      const [from, to] = expected[preset];
      expectRange(presetRange(preset, now, zone), from, to);
    });
  });

  it('spans the Berlin spring-forward with each end at its own offset', () => {
    const now = iso('2026-04-02T10:00:00Z');
    expectRange(
      presetRange('last7', now, 'Europe/Berlin'),
      '2026-03-26T23:00:00.000Z',
      '2026-04-02T21:59:59.000Z',
    );
    expectRange(
      presetRange('lastMonth', now, 'Europe/Berlin'),
      '2026-02-28T23:00:00.000Z',
      '2026-03-31T21:59:59.000Z',
    );
  });

  it('spans the New York fall-back', () => {
    const now = iso('2026-11-03T15:00:00Z');
    expectRange(
      presetRange('last7', now, 'America/New_York'),
      '2026-10-28T04:00:00.000Z',
      '2026-11-04T04:59:59.000Z',
    );
    expectRange(
      presetRange('yesterday', now, 'America/New_York'),
      '2026-11-02T05:00:00.000Z',
      '2026-11-03T04:59:59.000Z',
    );
  });

  it('takes "today" from the zone, not from UTC (Kathmandu just after midnight)', () => {
    const now = iso('2026-03-15T18:20:00Z');
    expectRange(
      presetRange('today', now, 'Asia/Kathmandu'),
      '2026-03-15T18:15:00.000Z',
      '2026-03-16T18:14:59.000Z',
    );
    expectRange(presetRange('today', now, 'UTC'), '2026-03-15T00:00:00.000Z', '2026-03-15T23:59:59.000Z');
  });

  it('crosses year boundaries and leap days', () => {
    expectRange(
      presetRange('lastMonth', iso('2026-01-10T12:00:00Z'), 'UTC'),
      '2025-12-01T00:00:00.000Z',
      '2025-12-31T23:59:59.000Z',
    );
    expectRange(
      presetRange('yesterday', iso('2026-01-01T12:00:00Z'), 'UTC'),
      '2025-12-31T00:00:00.000Z',
      '2025-12-31T23:59:59.000Z',
    );
    expectRange(
      presetRange('lastMonth', iso('2024-03-10T12:00:00Z'), 'UTC'),
      '2024-02-01T00:00:00.000Z',
      '2024-02-29T23:59:59.000Z',
    );
  });

  it('gives a one-day thisMonth on the first of the month', () => {
    expectRange(
      presetRange('thisMonth', iso('2026-05-01T08:00:00Z'), 'Europe/Moscow'),
      '2026-04-30T21:00:00.000Z',
      '2026-05-01T20:59:59.000Z',
    );
  });
});

describe('unix conversions', () => {
  it('converts whole seconds both ways and floors milliseconds', () => {
    expect(dateToUnix(iso('2026-01-01T00:00:00Z'))).toBe(1_767_225_600);
    expect(dateToUnix(iso('2026-01-01T00:00:00.999Z'))).toBe(1_767_225_600);
    expect(dateToUnix(iso('1969-12-31T23:59:59.500Z'))).toBe(-1);
    expect(unixToDate(1_767_225_600).toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });
});

describe('rangeToUnixBounds', () => {
  it('leaves open ends out', () => {
    expect(rangeToUnixBounds({ from: null, to: null }, 'UTC')).toEqual({});
    expect(rangeToUnixBounds({ from: iso('2026-01-01T00:00:00.700Z'), to: null }, 'UTC')).toEqual({
      from: 1_767_225_600,
    });
    expect(rangeToUnixBounds({ from: null, to: iso('2026-01-01T00:00:10Z') }, 'UTC')).toEqual({
      to: 1_767_225_610,
    });
  });

  it('keeps `to` as is unless the whole day is wanted', () => {
    const range = { from: iso('2026-03-15T06:00:00Z'), to: iso('2026-03-16T06:00:00Z') };
    expect(rangeToUnixBounds(range, 'Europe/Moscow')).toEqual({
      from: dateToUnix(iso('2026-03-15T06:00:00Z')),
      to: dateToUnix(iso('2026-03-16T06:00:00Z')),
    });
  });

  it('extends a whole-day `to` to 23:59:59 in the zone', () => {
    const to = iso('2026-03-15T21:00:00Z'); // midnight of 2026-03-16 in Moscow
    expect(rangeToUnixBounds({ from: null, to, toIncludesWholeDay: true }, 'Europe/Moscow')).toEqual({
      to: dateToUnix(iso('2026-03-16T20:59:59Z')),
    });
    // The same instant is still 2026-03-15 in New York.
    expect(rangeToUnixBounds({ from: null, to, toIncludesWholeDay: true }, 'America/New_York')).toEqual({
      to: dateToUnix(iso('2026-03-16T03:59:59Z')),
    });
  });

  it('ends a whole 25-hour day at its real last second', () => {
    const to = iso('2026-10-25T08:00:00Z');
    expect(rangeToUnixBounds({ from: null, to, toIncludesWholeDay: true }, 'Europe/Berlin').to).toBe(
      dateToUnix(iso('2026-10-25T22:59:59Z')),
    );
  });

  it('drops invalid dates', () => {
    expect(rangeToUnixBounds({ from: new Date(Number.NaN), to: new Date(Number.NaN) }, 'UTC')).toEqual({});
  });
});

describe('formatDateTime', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('formats in the given locale and zone', () => {
    const newYear = 1_767_225_600; // 2026-01-01T00:00:00Z
    expect(formatDateTime(newYear, 'ru', 'Europe/Moscow')).toBe('01.01.2026, 03:00');
    expect(formatDateTime(newYear, 'ru', 'Asia/Kathmandu')).toBe('01.01.2026, 05:45');
    expect(formatDateTime(newYear, 'en-GB', 'UTC')).toBe('01/01/2026, 00:00');
    expect(formatDateTime(newYear, 'en-GB', 'UTC', 'medium')).toBe('1 Jan 2026, 00:00');
    expect(formatDateTime(newYear, 'ru', 'America/New_York')).toBe('31.12.2025, 19:00');
    expect(formatDateTime(newYear, 'ru', 'UTC', 'long')).toBe('1 января 2026 г. в 00:00');
  });

  it('gives an empty string for a non-finite timestamp', () => {
    expect(formatDateTime(Number.NaN, 'ru', 'UTC')).toBe('');
    expect(formatDateTime(Number.POSITIVE_INFINITY, 'ru', 'UTC')).toBe('');
  });

  it('builds one formatter per locale, zone and style', () => {
    let constructed = 0;
    // Intl's objects rely on internal slots that a vi.spyOn wrapper does not set up, so count in a real subclass.
    class Counting extends Intl.DateTimeFormat {
      constructor(...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        super(...args);
        constructed += 1;
      }
    }
    vi.stubGlobal('Intl', Object.create(Intl, { DateTimeFormat: { value: Counting } }));
    for (let row = 0; row < 500; row += 1) {
      formatDateTime(1_767_225_600 + row * 60, 'de', 'Asia/Tokyo');
    }
    expect(constructed).toBe(1);
    formatDateTime(1_767_225_600, 'de', 'Asia/Tokyo', 'long');
    expect(constructed).toBe(2);
  });
});

describe('parseIsoDateParam', () => {
  it('reads a date as the start of that day in the zone', () => {
    expect(parseIsoDateParam('2026-03-15', 'Europe/Moscow')?.toISOString()).toBe('2026-03-14T21:00:00.000Z');
    expect(parseIsoDateParam('2026-03-15', 'Asia/Kathmandu')?.toISOString()).toBe('2026-03-14T18:15:00.000Z');
    expect(parseIsoDateParam('2024-02-29', 'UTC')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
  });

  it('reads a date with time as wall time in the zone', () => {
    expect(parseIsoDateParam('2026-03-15T09:30', 'America/New_York')?.toISOString()).toBe(
      '2026-03-15T13:30:00.000Z',
    );
    expect(parseIsoDateParam('2026-03-29T02:30', 'Europe/Berlin')?.toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    expect(parseIsoDateParam('2026-11-01T01:30', 'America/New_York')?.toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
  });

  it.each<unknown>([
    null,
    undefined,
    20260315,
    ['2026-03-15'],
    { year: 2026 },
    '',
    'garbage',
    '2026-3-15',
    '15.03.2026',
    ' 2026-03-15',
    '2026-03-15 ',
    '2026-03-15Z',
    '2026-03-15T09:30Z',
    '2026-03-15T09:30:00',
    '2026-03-15T9:30',
    '2026-02-29',
    '2026-02-30',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-03-00',
    '2026-03-15T24:00',
    '2026-03-15T12:60',
    '0999-01-01',
    '+02026-03-15',
  ])('gives null for %j', (value) => {
    expect(parseIsoDateParam(value, 'UTC')).toBeNull();
  });

  it('gives null instead of throwing for an unknown zone', () => {
    expect(parseIsoDateParam('2026-03-15', 'Mars/Olympus_Mons')).toBeNull();
  });
});

describe('toIsoDateParam', () => {
  it('writes the date, or date and time, as seen in the zone', () => {
    const instant = iso('2026-03-15T18:20:00Z');
    expect(toIsoDateParam(instant, 'UTC', false)).toBe('2026-03-15');
    expect(toIsoDateParam(instant, 'UTC', true)).toBe('2026-03-15T18:20');
    expect(toIsoDateParam(instant, 'Asia/Kathmandu', false)).toBe('2026-03-16');
    expect(toIsoDateParam(instant, 'Asia/Kathmandu', true)).toBe('2026-03-16T00:05');
    expect(toIsoDateParam(iso('2026-01-05T03:04:00Z'), 'UTC', true)).toBe('2026-01-05T03:04');
  });

  it('round-trips through parseIsoDateParam', () => {
    for (const zone of ['UTC', 'Europe/Moscow', 'Europe/Berlin', 'America/New_York', 'Asia/Kathmandu']) {
      const value = '2026-10-25T14:45';
      const parsed = parseIsoDateParam(value, zone);
      expect(parsed).not.toBeNull();
      if (parsed) {
        expect(toIsoDateParam(parsed, zone, true)).toBe(value);
      }
    }
  });

  it('throws for an invalid date', () => {
    expect(() => toIsoDateParam(new Date(Number.NaN), 'UTC', false)).toThrow(RangeError);
  });
});

describe('formatShortDay', () => {
  it('names a calendar day as the locale says it, whatever the zone of the machine', () => {
    expect(formatShortDay('2026-11-19', 'en-US')).toBe('Nov 19');
    expect(formatShortDay('2026-11-19', 'ru-RU')).toBe('19 нояб.');
    expect(formatShortDay('2026-01-01', 'en-US')).toBe('Jan 1');
  });
});
