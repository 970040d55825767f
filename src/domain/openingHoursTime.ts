// Wall time in a company's time zone and instants, converted with the platform's Intl alone
// (no time-zone library): the opening hours are wall times (`18:00` in São Paulo), the server and
// the app compare instants.

/** A local calendar date, `YYYY-MM-DD`. */
export type LocalDate = string;

/** A day of the week, 0 = Sunday … 6 = Saturday (as `Date#getUTCDay`). */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** An instant as the wall clock of a time zone shows it. */
export interface WallClock {
  /** The local date, `YYYY-MM-DD`. */
  date: LocalDate;
  weekday: Weekday;
  /** Minutes since local midnight, 0 … 1439. */
  minutes: number;
  /** The local time, `HH:MM`. */
  time: string;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_TEXT = /^([01]\d|2[0-3]):([0-5]\d)$/;
// IANA names: `Area/Location[/Sublocation]`, or a single word such as `UTC`. Offsets (`+03:00`),
// which newer engines also take, are no IANA names and are refused.
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: making one costs far more than using it. */
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True when `timeZone` is an IANA time zone the platform knows (`America/Sao_Paulo`, `UTC`). */
export function isKnownTimeZone(timeZone: string): boolean {
  if (!ZONE_NAME.test(timeZone)) return false;
  try {
    formatterOf(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock fields of instant `ms` in `timeZone`, as a UTC time value (seconds kept). */
function wallAsUtc(ms: number, timeZone: string): number {
  const fields: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(ms)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const { year = 1970, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = fields;
  // Years 0 … 99 would be read as 1900 … 1999 by Date.UTC; setUTCFullYear keeps them.
  const value = new Date(Date.UTC(2000, month - 1, day, hour, minute, second));
  value.setUTCFullYear(year);
  return value.getTime();
}

/** How far `timeZone`'s wall clock is ahead of UTC at instant `ms`, in milliseconds. */
export function offsetAt(ms: number, timeZone: string): number {
  const whole = Math.floor(ms / 1000) * 1000;
  return wallAsUtc(whole, timeZone) - whole;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** `HH:MM` of minutes since midnight. */
export function timeText(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** Minutes since midnight of `HH:MM`, or null when it is not a time 00:00 … 23:59. */
export function minutesOf(time: string): number | null {
  const match = TIME_TEXT.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** The UTC time value of local midnight starting `date`, read as if it were UTC; null for no real date. */
function dateAsUtc(date: LocalDate): number | null {
  const match = DATE_TEXT.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const value = new Date(Date.UTC(2000, month - 1, day));
  value.setUTCFullYear(year);
  if (value.getUTCFullYear() !== year || value.getUTCMonth() !== month - 1 || value.getUTCDate() !== day) return null;
  return value.getTime();
}

/** True when `date` is a real calendar date written `YYYY-MM-DD` (`2024-02-29` is, `2023-02-29` is not). */
export function isLocalDate(date: string): boolean {
  return dateAsUtc(date) !== null;
}

function dateText(utc: number): LocalDate {
  const value = new Date(utc);
  return `${String(value.getUTCFullYear()).padStart(4, '0')}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
}

/** The date `days` after `date` (before it when negative). */
export function addDays(date: LocalDate, days: number): LocalDate {
  const utc = dateAsUtc(date);
  if (utc === null) throw new RangeError(`not a date: ${date}`);
  return dateText(utc + days * DAY_MS);
}

/** The day of the week of `date`. */
export function weekdayOf(date: LocalDate): Weekday {
  const utc = dateAsUtc(date);
  if (utc === null) throw new RangeError(`not a date: ${date}`);
  return new Date(utc).getUTCDay() as Weekday;
}

/** How many days `to` is after `from` (negative when before). */
export function daysBetween(from: LocalDate, to: LocalDate): number {
  const a = dateAsUtc(from);
  const b = dateAsUtc(to);
  if (a === null || b === null) throw new RangeError(`not a date: ${a === null ? from : to}`);
  return Math.round((b - a) / DAY_MS);
}

/** Instant `at` on the wall clock of `timeZone`. */
export function wallClockOf(at: Date | number, timeZone: string): WallClock {
  const local = wallAsUtc(typeof at === 'number' ? at : at.getTime(), timeZone);
  const value = new Date(local);
  const minutes = value.getUTCHours() * 60 + value.getUTCMinutes();
  return { date: dateText(local), weekday: value.getUTCDay() as Weekday, minutes, time: timeText(minutes) };
}

/**
 * The instants at which the wall clock of `timeZone` shows `minutes` on `date`: one as a rule;
 * two when the clocks go back and the time happens twice (earlier first); and when the clocks
 * go forward past it, the one instant they jump, where the wall clock first shows a later time.
 */
export function instantsOfWallTime(date: LocalDate, minutes: number, timeZone: string): number[] {
  const midnight = dateAsUtc(date);
  if (midnight === null) throw new RangeError(`not a date: ${date}`);
  const wall = midnight + minutes * MINUTE_MS;
  // The offsets in force a day around: a zone changes its offset at most once in a day.
  const before = offsetAt(wall - DAY_MS, timeZone);
  const after = offsetAt(wall + DAY_MS, timeZone);
  const found = [...new Set([before, after])]
    .map((offset) => wall - offset)
    .filter((ms) => wallAsUtc(ms, timeZone) === wall)
    .sort((a, b) => a - b);
  if (found.length > 0) return found;
  // A wall time the clocks skip: find the instant of the jump, between the two readings.
  let low = Math.min(wall - before, wall - after);
  let high = Math.max(wall - before, wall - after);
  while (high - low > 1000) {
    const middle = low + Math.floor((high - low) / 2000) * 1000;
    if (offsetAt(middle, timeZone) === before) low = middle;
    else high = middle;
  }
  return [high];
}

/** The first instant the wall clock of `timeZone` shows `minutes` on `date` (see {@link instantsOfWallTime}). */
export function instantOfWallTime(date: LocalDate, minutes: number, timeZone: string): number {
  return instantsOfWallTime(date, minutes, timeZone)[0] as number;
}
