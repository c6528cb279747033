/**
 * Dates for the lead list: creation-date ranges, presets, URL params and display.
 *
 * The API speaks unix SECONDS (`dtCreate`, `dtCreate[0]`/`dtCreate[1]`, both bounds inclusive), while people pick
 * calendar days in a particular time zone. Zone arithmetic goes through Intl only, so it follows the browser's tz
 * database (DST, odd offsets such as Asia/Kathmandu +05:45) without shipping one of our own.
 */

/** Moments picked by the user; either end may be open. */
export type DateRange = { from: Date | null; to: Date | null };

export type PresetId = 'today' | 'yesterday' | 'last7' | 'last30' | 'thisMonth' | 'lastMonth';

export const PRESET_IDS: readonly PresetId[] = [
  'today',
  'yesterday',
  'last7',
  'last30',
  'thisMonth',
  'lastMonth',
];

/** Wall-clock reading in some zone; month is 1–12. */
export type ZonedDateTime = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

/** Like ZonedDateTime, but the time of day may be left out (it means midnight). */
export type ZonedDateTimeInput = Pick<ZonedDateTime, 'year' | 'month' | 'day'> &
  Partial<Pick<ZonedDateTime, 'hour' | 'minute' | 'second'>>;

export type DateStyle = 'short' | 'medium' | 'long';

type CalendarDate = Pick<ZonedDateTime, 'year' | 'month' | 'day'>;

const MS_PER_SECOND = 1000;
const MS_PER_DAY = 86_400_000;

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      // h23, not hour12:false: some engines print midnight as "24" with the latter.
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Wall-clock reading of an instant in a zone (second precision; years before 1 AD are not supported). */
export function instantToZonedParts(date: Date, timeZone: string): ZonedDateTime {
  const result: ZonedDateTime = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of partsFormatter(timeZone).formatToParts(date)) {
    switch (part.type) {
      case 'year':
      case 'month':
      case 'day':
      case 'minute':
      case 'second':
        result[part.type] = Number(part.value);
        break;
      case 'hour':
        result.hour = Number(part.value) % 24;
        break;
      default:
        break;
    }
  }
  return result;
}

/** UTC milliseconds of a wall-clock reading taken as if it were UTC; setUTCFullYear avoids Date.UTC's 0–99 → 19xx. */
function wallClockAsUtc(parts: ZonedDateTimeInput): number {
  const date = new Date(0);
  date.setUTCFullYear(parts.year, parts.month - 1, parts.day);
  date.setUTCHours(parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0, 0);
  return date.getTime();
}

/** Zone offset (ms, east positive) in effect at an instant. */
export function zoneOffsetAt(epochMs: number, timeZone: string): number {
  const whole = Math.floor(epochMs / MS_PER_SECOND) * MS_PER_SECOND;
  return wallClockAsUtc(instantToZonedParts(new Date(whole), timeZone)) - whole;
}

/**
 * The instant at which the zone's clocks show the given reading.
 *
 * Follows Temporal's "compatible" rule: a reading skipped by a spring-forward gap is moved forward by the gap
 * (Berlin 02:30 on 2026-03-29 → 03:30 CEST), and a reading repeated by a fall-back overlap takes its first
 * occurrence. That makes the start of a day whose midnight is skipped the first moment that does exist.
 */
export function zonedDateTimeToInstant(parts: ZonedDateTimeInput, timeZone: string): Date {
  const local = wallClockAsUtc(parts);
  // Offsets a day either side bracket any single transition near this reading.
  const offsetBefore = zoneOffsetAt(local - MS_PER_DAY, timeZone);
  const offsetAfter = zoneOffsetAt(local + MS_PER_DAY, timeZone);
  const candidates = [local - offsetBefore, local - offsetAfter].filter(
    (instant) => wallClockAsUtc(instantToZonedParts(new Date(instant), timeZone)) === local,
  );
  if (candidates.length === 0) {
    return new Date(local - offsetBefore);
  }
  return new Date(Math.min(...candidates));
}

function calendarDateOf(date: Date, timeZone: string): CalendarDate {
  const { year, month, day } = instantToZonedParts(date, timeZone);
  return { year, month, day };
}

/** Calendar arithmetic (month lengths, leap years) done on a UTC date, where every day has 24 hours. */
function addDays(date: CalendarDate, days: number): CalendarDate {
  const shifted = new Date(wallClockAsUtc(date) + days * MS_PER_DAY);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

function startOfCalendarDay(date: CalendarDate, timeZone: string): Date {
  return zonedDateTimeToInstant(date, timeZone);
}

/** One second before the next day starts: 23:59:59 on ordinary days, and right on 23- and 25-hour days too. */
function endOfCalendarDay(date: CalendarDate, timeZone: string): Date {
  return new Date(startOfCalendarDay(addDays(date, 1), timeZone).getTime() - MS_PER_SECOND);
}

/** Last whole second (23:59:59) of the calendar day that `date` falls on in the zone. */
export function endOfDayInZone(date: Date, timeZone: string): Date {
  return endOfCalendarDay(calendarDateOf(date, timeZone), timeZone);
}

/** Preset ranges end at the end of today rather than the end of the period, so no preset reaches into the future. */
export function presetRange(preset: PresetId, now: Date, timeZone: string): { from: Date; to: Date } {
  const today = calendarDateOf(now, timeZone);
  const firstOfMonth: CalendarDate = { year: today.year, month: today.month, day: 1 };
  const range = (from: CalendarDate, to: CalendarDate) => ({
    from: startOfCalendarDay(from, timeZone),
    to: endOfCalendarDay(to, timeZone),
  });
  switch (preset) {
    case 'today':
      return range(today, today);
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return range(yesterday, yesterday);
    }
    case 'last7':
      return range(addDays(today, -6), today);
    case 'last30':
      return range(addDays(today, -29), today);
    case 'thisMonth':
      return range(firstOfMonth, today);
    case 'lastMonth': {
      const lastDayOfPreviousMonth = addDays(firstOfMonth, -1);
      return range({ ...lastDayOfPreviousMonth, day: 1 }, lastDayOfPreviousMonth);
    }
  }
}

export function dateToUnix(date: Date): number {
  return Math.floor(date.getTime() / MS_PER_SECOND);
}

export function unixToDate(seconds: number): Date {
  return new Date(seconds * MS_PER_SECOND);
}

/**
 * Bounds for `dtCreate[0]`/`dtCreate[1]`. Both are inclusive on the server, so a whole-day `to` becomes 23:59:59
 * of that day in the zone rather than the next midnight. Invalid dates are left out like open ends.
 */
export function rangeToUnixBounds(
  range: DateRange & { toIncludesWholeDay?: boolean },
  timeZone: string,
): { from?: number; to?: number } {
  const bounds: { from?: number; to?: number } = {};
  if (range.from && isValidDate(range.from)) {
    bounds.from = dateToUnix(range.from);
  }
  if (range.to && isValidDate(range.to)) {
    bounds.to = dateToUnix(range.toIncludesWholeDay ? endOfDayInZone(range.to, timeZone) : range.to);
  }
  return bounds;
}

function isValidDate(date: Date): boolean {
  return !Number.isNaN(date.getTime());
}

// Building an Intl.DateTimeFormat costs far more than formatting with one, and a page shows up to 500 rows.
const displayFormatters = new Map<string, Intl.DateTimeFormat>();

function displayFormatter(locale: string, timeZone: string, dateStyle: DateStyle): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${dateStyle}`;
  let formatter = displayFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { timeZone, dateStyle, timeStyle: 'short' });
    displayFormatters.set(key, formatter);
  }
  return formatter;
}

const shortDayFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar day (`YYYY-MM-DD`, already the user's) as a short date of the locale ("19 нояб.", "Nov 19"). The
 * dashboard names each of two years' days at once: a formatter built for each took 40 ms of its render.
 */
export function formatShortDay(isoDay: string, locale: string): string {
  let formatter = shortDayFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    shortDayFormatters.set(locale, formatter);
  }
  return formatter.format(new Date(`${isoDay}T12:00:00Z`));
}

/**
 * Date and time (hours and minutes) of a unix timestamp; `style` is the date part's style.
 * A non-finite timestamp gives '' instead of Intl's RangeError, so one bad row cannot break a table.
 */
export function formatDateTime(
  unixSeconds: number,
  locale: string,
  timeZone: string,
  style: DateStyle = 'short',
): string {
  if (!Number.isFinite(unixSeconds)) {
    return '';
  }
  return displayFormatter(locale, timeZone, style).format(unixToDate(unixSeconds));
}

const ISO_PARAM = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/;

/**
 * Reads `YYYY-MM-DD` (start of that day) or `YYYY-MM-DDTHH:mm` (that wall time) in the zone from a URL param.
 * Anything else, including impossible dates such as 2026-02-30, gives null: a hand-edited link must not crash.
 */
export function parseIsoDateParam(value: unknown, timeZone: string): Date | null {
  if (typeof value !== 'string') {
    return null;
  }
  const match = ISO_PARAM.exec(value);
  if (!match) {
    return null;
  }
  const [, y, mo, d, h, mi] = match;
  const parts = {
    year: Number(y),
    month: Number(mo),
    day: Number(d),
    hour: h === undefined ? 0 : Number(h),
    minute: mi === undefined ? 0 : Number(mi),
    second: 0,
  };
  // Years below 1000 are typos in a CRM, and Intl's year formatting gets unreliable there.
  if (parts.year < 1000 || parts.hour > 23 || parts.minute > 59) {
    return null;
  }
  const calendar = new Date(wallClockAsUtc(parts));
  if (calendar.getUTCMonth() + 1 !== parts.month || calendar.getUTCDate() !== parts.day) {
    return null;
  }
  try {
    return zonedDateTimeToInstant(parts, timeZone);
  } catch {
    // An unknown zone name makes Intl throw; the contract is null, never an exception.
    return null;
  }
}

/** Inverse of parseIsoDateParam. Throws RangeError for an invalid Date, as Date#toISOString does. */
export function toIsoDateParam(date: Date, timeZone: string, withTime: boolean): string {
  if (!isValidDate(date)) {
    throw new RangeError('Invalid time value');
  }
  const parts = instantToZonedParts(date, timeZone);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  const day = `${pad(parts.year, 4)}-${pad(parts.month)}-${pad(parts.day)}`;
  return withTime ? `${day}T${pad(parts.hour)}:${pad(parts.minute)}` : day;
}
