// The edits of the opening hours editor, each answering the whole next hours (or week) so that
// the screen sends one draft per change: a slot added, changed or removed, a service given hours
// of its own, an exception added, changed or removed, a pause's end worked out. Pure.
import { nextWallTime, type OpeningDay, type OpeningException, type OpeningHours, type OpeningPause, type OpeningSlot, type OpeningWeek } from './openingHours';
import { minutesOf, wallClockOf, type LocalDate, type Weekday } from './openingHoursTime';

/** The first slot a closed day gets: lunch. */
export const FIRST_SLOT: OpeningSlot = Object.freeze({ start: '11:00', end: '15:00' });

/** The second slot a day gets: dinner. Further slots start empty, for the user to fill in. */
export const SECOND_SLOT: OpeningSlot = Object.freeze({ start: '18:00', end: '23:00' });

/** The service that may have hours of its own (null: the general week serves it). */
export type SeparateService = 'delivery' | 'pickup';

/** The slot a day with `count` slots gets next: lunch, dinner, then an empty one. */
export function nextSlot(count: number): OpeningSlot {
  if (count === 0) return { ...FIRST_SLOT };
  if (count === 1) return { ...SECOND_SLOT };
  return { start: '', end: '' };
}

/** `day` with a slot added at its end (see {@link nextSlot}). */
export function addDaySlot(day: OpeningDay): OpeningSlot[] {
  return [...day, nextSlot(day.length)];
}

/** `day` with slot `index` replaced by `slot`. */
export function setDaySlot(day: OpeningDay, index: number, slot: OpeningSlot): OpeningSlot[] {
  return day.map((current, i) => (i === index ? { start: slot.start, end: slot.end } : current));
}

/** `day` without slot `index`. */
export function removeDaySlot(day: OpeningDay, index: number): OpeningSlot[] {
  return day.filter((_, i) => i !== index);
}

function withDay(week: OpeningWeek, weekday: Weekday, edit: (day: OpeningDay) => OpeningSlot[]): OpeningDay[] {
  return Array.from({ length: 7 }, (_, d) => (d === weekday ? edit(week[d] ?? []) : [...(week[d] ?? [])]));
}

/** `week` with a slot added to `weekday` (see {@link nextSlot}). */
export function addSlot(week: OpeningWeek, weekday: Weekday): OpeningDay[] {
  return withDay(week, weekday, addDaySlot);
}

/**
 * `week` with slot `index` of `weekday` replaced by `slot`.
 * @example setSlot(week, 1, 0, { start: '10:00', end: '15:00' }) // Monday's first slot now opens at 10
 */
export function setSlot(week: OpeningWeek, weekday: Weekday, index: number, slot: OpeningSlot): OpeningDay[] {
  return withDay(week, weekday, (day) => setDaySlot(day, index, slot));
}

/** `week` without slot `index` of `weekday` (a day left without slots is closed). */
export function removeSlot(week: OpeningWeek, weekday: Weekday, index: number): OpeningDay[] {
  return withDay(week, weekday, (day) => removeDaySlot(day, index));
}

/** How a slot lies: within its day, past midnight into the next, the whole day (`00:00`–`00:00`), or not readable yet. */
export type SlotSpan = 'sameDay' | 'pastMidnight' | 'wholeDay' | 'invalid';

/** How `slot` lies (the rule of the model: an end not after the start is on the next day). */
export function slotSpan(slot: OpeningSlot): SlotSpan {
  const start = minutesOf(slot.start);
  const end = minutesOf(slot.end);
  if (start === null || end === null) return 'invalid';
  if (end > start) return 'sameDay';
  return start === end && start === 0 ? 'wholeDay' : 'pastMidnight';
}

/** `hours` with the week of `service` replaced (a separate service's week only while it has one). */
export function withWeek(hours: OpeningHours, service: 'general' | SeparateService, week: OpeningWeek): OpeningHours {
  const copy = week.map((day) => [...day]);
  return { ...hours, [service]: copy };
}

/**
 * `hours` with `service` given hours of its own, a copy of the general week to start from, or
 * (`separate` false) following the general week again.
 */
export function setSeparateWeek(hours: OpeningHours, service: SeparateService, separate: boolean): OpeningHours {
  return { ...hours, [service]: separate ? hours.general.map((day) => [...day]) : null };
}

/** An exception id no exception of `exceptions` has: `new-1`, `new-2` … (the server keeps ids it is given). */
export function newExceptionId(exceptions: readonly OpeningException[]): string {
  const taken = new Set(exceptions.map((e) => e.id));
  let n = 1;
  while (taken.has(`new-${n}`)) n += 1;
  return `new-${n}`;
}

/** `hours` with a new exception at the end: on `date`, one-off, unnamed (the user names it), closed all day. */
export function addException(hours: OpeningHours, date: LocalDate): OpeningHours {
  const exception: OpeningException = { id: newExceptionId(hours.exceptions), date, recurring: false, label: '', closed: true, slots: [] };
  return { ...hours, exceptions: [...hours.exceptions, exception] };
}

/** What of an exception the editor changes. */
export type ExceptionChanges = Partial<Pick<OpeningException, 'date' | 'recurring' | 'label' | 'closed' | 'slots'>>;

/**
 * `hours` with exception `index` changed. Closing it all day drops its slots; opening it gives
 * it a first slot when it has none (an open exception needs one).
 * @example updateException(hours, 0, { closed: false }) // exceptions[0].slots → [{ start: '11:00', end: '15:00' }]
 */
export function updateException(hours: OpeningHours, index: number, changes: ExceptionChanges): OpeningHours {
  return {
    ...hours,
    exceptions: hours.exceptions.map((exception, i) => {
      if (i !== index) return exception;
      const next: OpeningException = { ...exception, ...changes, slots: [...(changes.slots ?? exception.slots)] };
      if (changes.closed === true) return { ...next, slots: [] };
      if (changes.closed === false && next.slots.length === 0) return { ...next, slots: [{ ...FIRST_SLOT }] };
      return next;
    }),
  };
}

/** `hours` without exception `index`. */
export function removeException(hours: OpeningHours, index: number): OpeningHours {
  return { ...hours, exceptions: hours.exceptions.filter((_, i) => i !== index) };
}

/** How long a pause asked for now lasts: some minutes, or until the next time the clock shows `HH:MM`. */
export type PauseLength = { kind: 'minutes'; minutes: number } | { kind: 'until'; time: string };

/**
 * When a pause asked for at `now` ends, as an ISO instant: `minutes` later, or the next time the
 * clock of `timeZone` shows `time` (today when still ahead, else tomorrow). Null for a time that
 * is not `HH:MM` or no minutes.
 * @example pauseEnd(new Date('2025-01-14T15:00:00Z'), { kind: 'until', time: '14:30' }, 'America/Sao_Paulo') // '2025-01-14T17:30:00.000Z'
 */
export function pauseEnd(now: Date, length: PauseLength, timeZone: string): string | null {
  if (length.kind === 'until') return nextWallTime(now, length.time, timeZone);
  if (!Number.isInteger(length.minutes) || length.minutes <= 0) return null;
  return new Date(now.getTime() + length.minutes * 60_000).toISOString();
}

/**
 * How far ahead of the browser's clock a pause may start and still count as begun. A pause made
 * "now" starts at the server's time, which can be a little ahead of the browser's (a clock set
 * late, or the time the answer took): without it, the pause just made would read "planned".
 */
export const PAUSE_START_SLACK_MS = 60_000;

/**
 * Whether `pause` is in force at `now`: begun (or beginning within {@link PAUSE_START_SLACK_MS})
 * and not ended.
 * @example pauseInForce({ id: 'a', from: '2025-01-14T15:00:30Z', until: '2025-01-14T16:00:00Z', reason: '' }, new Date('2025-01-14T15:00:00Z')) // true
 */
export function pauseInForce(pause: OpeningPause, now: Date): boolean {
  const nowMs = now.getTime();
  return Date.parse(pause.from) <= nowMs + PAUSE_START_SLACK_MS && Date.parse(pause.until) > nowMs;
}

/** The pauses not ended at `now`, the first to start first: the one in force, then those to come. */
export function currentPauses(pauses: readonly OpeningPause[], now: Date): OpeningPause[] {
  const nowMs = now.getTime();
  return pauses.filter((pause) => Date.parse(pause.until) > nowMs).sort((a, b) => Date.parse(a.from) - Date.parse(b.from));
}

/** The local date of `now` in `timeZone`: the date a new exception starts on. */
export function todayIn(now: Date, timeZone: string): LocalDate {
  return wallClockOf(now, timeZone).date;
}
