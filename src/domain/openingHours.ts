// A company's opening hours and what they make of the open/closed switch in automatic mode
// (issue 23; DESIGN.md "Opening hours"): weekly slots, exceptions by date, pauses, in the
// company's time zone. Pure: the server answers the state from it, the screen previews it.
import {
  addDays,
  daysBetween,
  instantOfWallTime,
  instantsOfWallTime,
  minutesOf,
  wallClockOf,
  weekdayOf,
  type LocalDate,
  type Weekday,
} from './openingHoursTime';

export type { LocalDate, Weekday } from './openingHoursTime';

import { DEFAULT_TIME_ZONE } from './company';

export { DEFAULT_TIME_ZONE } from './company';

/** The longest a pause may last: 7 days. */
export const MAX_PAUSE_MS = 7 * 86_400_000;

/** How far ahead the next change is looked for (at least 8 days: a week and its next day). */
export const NEXT_CHANGE_HORIZON_DAYS = 9;

/** The time zones of Brazil (IANA), east to west: the choices a Brazilian company has. */
export const BRAZIL_TIME_ZONES = Object.freeze([
  'America/Noronha',
  'America/Belem',
  'America/Fortaleza',
  'America/Recife',
  'America/Araguaina',
  'America/Maceio',
  'America/Bahia',
  'America/Sao_Paulo',
  'America/Campo_Grande',
  'America/Cuiaba',
  'America/Santarem',
  'America/Porto_Velho',
  'America/Boa_Vista',
  'America/Manaus',
  'America/Eirunepe',
  'America/Rio_Branco',
] as const);

/**
 * A time the company is open, `HH:MM` to `HH:MM` in its time zone, start included, end not. A
 * slot whose end is not after its start runs past midnight into the next day: `18:00`–`02:00`
 * ends at 2 the next morning, `00:00`–`00:00` is the whole day.
 */
export interface OpeningSlot {
  start: string;
  end: string;
}

/** The slots of one day. */
export type OpeningDay = readonly OpeningSlot[];

/** Seven days of slots, 0 = Sunday … 6 = Saturday. */
export type OpeningWeek = readonly OpeningDay[];

/**
 * A date with other hours than its weekday's: a one-off date, or (`recurring`) the same month
 * and day every year, the year of `date` left aside. Closed all day, or open in its own slots.
 */
export interface OpeningException {
  id: string;
  date: LocalDate;
  recurring: boolean;
  label: string;
  closed: boolean;
  slots: OpeningDay;
}

/** "Closed now until 14:30": closed from `from` (included) to `until` (not), ISO instants, at most 7 days. */
export interface OpeningPause {
  id: string;
  from: string;
  until: string;
  reason: string;
}

/**
 * A company's opening hours. `delivery` and `pickup` are the hours of those services when they
 * differ; null means the general hours serve them.
 */
export interface OpeningHours {
  timeZone: string;
  general: OpeningWeek;
  delivery: OpeningWeek | null;
  pickup: OpeningWeek | null;
  exceptions: readonly OpeningException[];
  pauses: readonly OpeningPause[];
}

/** Whose hours: the establishment's, or those of delivery or pickup. */
export type OpeningService = 'general' | 'delivery' | 'pickup';

/**
 * Why the establishment is open or closed: its weekly `schedule`; an `exception` of the date
 * (with its label); a `pause`; `no_hours` (the hours open nothing: the stored state stands);
 * `manual` (the switch was set by hand).
 */
export type OpenReason = 'schedule' | 'exception' | 'pause' | 'no_hours' | 'manual';

/** When the state next flips, and to what. */
export interface OpeningChange {
  at: string;
  isOpen: boolean;
}

/** The state at an instant, and why. */
export interface OpeningState {
  isOpen: boolean;
  reason: OpenReason;
  /** The exception's label, or the pause's reason (null when it has none). */
  label: string | null;
  /** When the pause ends (pause only). */
  until: string | null;
  /** The next flip within {@link NEXT_CHANGE_HORIZON_DAYS} days, or null when none is due (always null in manual mode). */
  nextChange: OpeningChange | null;
}

/** A week with no slot. */
export function emptyWeek(): OpeningSlot[][] {
  return Array.from({ length: 7 }, () => []);
}

/** The hours of a company that has set none: empty weeks, in `timeZone`. */
export function noOpeningHours(timeZone: string = DEFAULT_TIME_ZONE): OpeningHours {
  return { timeZone, general: emptyWeek(), delivery: null, pickup: null, exceptions: [], pauses: [] };
}

/** The week that serves `service`: its own, or the general one. */
export function serviceWeek(hours: OpeningHours, service: OpeningService): OpeningWeek {
  return (service === 'general' ? null : hours[service]) ?? hours.general;
}

/** `week` with day `from`'s slots copied onto each day of `to` (the editor's "copy to other days"). */
export function copyDay(week: OpeningWeek, from: Weekday, to: readonly Weekday[]): OpeningSlot[][] {
  const source = week[from] ?? [];
  return Array.from({ length: 7 }, (_, day) => [...((to.includes(day as Weekday) ? source : week[day]) ?? [])]);
}

/** The exception on `date`: a one-off one on that very date before a yearly one on its month and day. */
export function exceptionOn(exceptions: readonly OpeningException[], date: LocalDate): OpeningException | null {
  const oneOff = exceptions.find((e) => !e.recurring && e.date === date);
  if (oneOff) return oneOff;
  return exceptions.find((e) => e.recurring && e.date.slice(5) === date.slice(5)) ?? null;
}

/** A slot in minutes from its day's midnight: end after start, past 1440 when it runs into the next day. */
interface Span {
  start: number;
  end: number;
}

function spanOf(slot: OpeningSlot): Span | null {
  const start = minutesOf(slot.start);
  const end = minutesOf(slot.end);
  if (start === null || end === null) return null;
  return { start, end: end > start ? end : end + 1440 };
}

/**
 * An open interval of instants: from the first instant the clock shows the slot's start to the
 * last it shows its end. When the clocks go back inside a slot it lasts an hour longer; when they
 * skip its start, it opens at the jump.
 */
interface Interval {
  from: number;
  until: number;
  exception: OpeningException | null;
}

/** The intervals of the effective slots of `date` (an exception's, else its weekday's). */
function intervalsOn(context: Context, date: LocalDate): Interval[] {
  let day = context.days.get(date);
  if (!day) {
    const exception = exceptionOn(context.exceptions, date);
    const slots = exception ? (exception.closed ? [] : exception.slots) : (context.week[weekdayOf(date)] ?? []);
    day = [];
    for (const span of slots.map(spanOf)) {
      if (!span) continue;
      const from = instantOfWallTime(date, span.start, context.timeZone);
      const ends = instantsOfWallTime(addDays(date, Math.floor(span.end / 1440)), span.end % 1440, context.timeZone);
      const until = ends[ends.length - 1] as number;
      if (until > from) day.push({ from, until, exception });
    }
    context.days.set(date, day);
  }
  return day;
}

/** What the evaluation reads, worked out once per call. */
interface Context {
  timeZone: string;
  week: OpeningWeek;
  exceptions: readonly OpeningException[];
  pauses: { from: number; until: number; pause: OpeningPause }[];
  /** The hours open nothing at all: the state is `withoutHours` but for pauses. */
  noHours: boolean;
  withoutHours: boolean;
  /** The intervals of each local date met so far. */
  days: Map<LocalDate, Interval[]>;
}

type StateNow = Omit<OpeningState, 'nextChange'>;

/** The state at instant `ms`, without the next change. */
function stateAt(context: Context, ms: number): StateNow {
  // Of the pauses in force, the one that ends last says until when.
  let pause: Context['pauses'][number] | null = null;
  for (const p of context.pauses) if (p.from <= ms && ms < p.until && (!pause || p.until > pause.until)) pause = p;
  if (pause) return { isOpen: false, reason: 'pause', label: pause.pause.reason.trim() || null, until: new Date(pause.until).toISOString() };
  if (context.noHours) return { isOpen: context.withoutHours, reason: 'no_hours', label: null, until: null };

  const today = wallClockOf(ms, context.timeZone).date;
  // Today's slots, and the day before's that run past midnight (the day after's, should the clocks go back across midnight).
  for (const date of [today, addDays(today, -1), addDays(today, 1)]) {
    const open = intervalsOn(context, date).find((i) => i.from <= ms && ms < i.until);
    if (open) return { isOpen: true, reason: open.exception ? 'exception' : 'schedule', label: open.exception?.label ?? null, until: null };
  }
  const exception = exceptionOn(context.exceptions, today);
  return { isOpen: false, reason: exception ? 'exception' : 'schedule', label: exception?.label ?? null, until: null };
}

/** Every instant within the horizon at which a slot or a pause starts or ends: the only instants the state can flip. */
function boundaries(context: Context, nowMs: number): number[] {
  const today = wallClockOf(nowMs, context.timeZone).date;
  const found = new Set<number>();
  if (!context.noHours) {
    for (let d = -1; d <= NEXT_CHANGE_HORIZON_DAYS; d++) {
      for (const interval of intervalsOn(context, addDays(today, d))) {
        found.add(interval.from);
        found.add(interval.until);
      }
    }
  }
  for (const p of context.pauses) {
    found.add(p.from);
    found.add(p.until);
  }
  return [...found].filter((ms) => ms > nowMs).sort((a, b) => a - b);
}

function hasSlots(week: OpeningWeek, exceptions: readonly OpeningException[]): boolean {
  return week.some((day) => day.some((slot) => spanOf(slot) !== null)) || exceptions.some((e) => !e.closed && e.slots.some((s) => spanOf(s) !== null));
}

/**
 * Whether the company is open at `now` by its hours for `service`, why, and when that next
 * changes. Open inside one of the date's slots (an exception on the date replaces its weekday's
 * slots; a closed one leaves none) or inside a slot of the day before that runs past midnight;
 * an active pause closes. Start included, end not; all in the hours' time zone, where a slot
 * runs from the first instant its start shows on the clock to the last its end does.
 *
 * When the hours open nothing at all (no slot anywhere), the state is `withoutHours` (the stored
 * state, as before the company set hours) with reason `no_hours`; a pause still closes.
 *
 * @example evaluateOpening(hours, new Date('2025-01-15T14:00:00Z')) // 11:00 in São Paulo
 *   // → { isOpen: true, reason: 'schedule', label: null, until: null,
 *   //     nextChange: { at: '2025-01-15T18:00:00.000Z', isOpen: false } }
 */
export function evaluateOpening(hours: OpeningHours, now: Date, service: OpeningService = 'general', withoutHours = false): OpeningState {
  const week = serviceWeek(hours, service);
  const context: Context = {
    timeZone: hours.timeZone,
    week,
    exceptions: hours.exceptions,
    pauses: hours.pauses
      .map((pause) => ({ from: Date.parse(pause.from), until: Date.parse(pause.until), pause }))
      .filter((p) => Number.isFinite(p.from) && Number.isFinite(p.until) && p.from < p.until),
    noHours: !hasSlots(week, hours.exceptions),
    withoutHours,
    days: new Map(),
  };
  const nowMs = now.getTime();
  const current = stateAt(context, nowMs);
  for (const ms of boundaries(context, nowMs)) {
    const next = stateAt(context, ms);
    if (next.isOpen !== current.isOpen) return { ...current, nextChange: { at: new Date(ms).toISOString(), isOpen: next.isOpen } };
  }
  return { ...current, nextChange: null };
}

/**
 * The state the open/closed switch shows: in manual mode the stored `isOpen` (reason `manual`);
 * in automatic mode the opening hours' (see {@link evaluateOpening}), the stored `isOpen` standing
 * while the hours open nothing (`hours` null: none set).
 */
export function effectiveOpenState(company: { isOpen: boolean; isManual: boolean }, hours: OpeningHours | null, now: Date): OpeningState {
  if (company.isManual) return { isOpen: company.isOpen, reason: 'manual', label: null, until: null, nextChange: null };
  return evaluateOpening(hours ?? noOpeningHours(), now, 'general', company.isOpen);
}

/** An instant as the company's clock shows it, for a text such as "abre sexta às 18:00". */
export interface LocalMoment {
  /** `HH:MM` in the zone. */
  time: string;
  weekday: Weekday;
  date: LocalDate;
  /** Days after the local date of `now`: 0 today, 1 tomorrow. */
  daysAhead: number;
}

/** `at` (an ISO instant) on the wall clock of `timeZone`, counted in days from `now`'s local date. */
export function describeInstant(at: string, now: Date, timeZone: string): LocalMoment {
  const wall = wallClockOf(Date.parse(at), timeZone);
  return { time: wall.time, weekday: wall.weekday, date: wall.date, daysAhead: daysBetween(wallClockOf(now, timeZone).date, wall.date) };
}

/**
 * The next instant after `now` at which the clock of `timeZone` shows `time` (`HH:MM`): today
 * when that is still ahead, else tomorrow. What "pause until 14:30" means. Null for a bad time.
 */
export function nextWallTime(now: Date, time: string, timeZone: string): string | null {
  const minutes = minutesOf(time);
  if (minutes === null) return null;
  const today = wallClockOf(now, timeZone).date;
  const todayAt = instantOfWallTime(today, minutes, timeZone);
  const at = todayAt > now.getTime() ? todayAt : instantOfWallTime(addDays(today, 1), minutes, timeZone);
  return new Date(at).toISOString();
}
