// The rules opening hours keep, checked whole before anything is saved: the screen shows each
// problem at its field, the server refuses the write naming the first one.
import { MAX_PAUSE_MS, type OpeningSlot, type OpeningWeek } from './openingHours';
import { isKnownTimeZone, isLocalDate, minutesOf } from './openingHoursTime';

/** The code of a problem, one of the contract's `ErrorCode`. */
export type OpeningHoursProblemCode =
  | 'validation'
  | 'required'
  | 'invalid_time'
  | 'slots_overlap'
  | 'exception_slots'
  | 'invalid_date'
  | 'duplicate_exception_date'
  | 'duplicate_id'
  | 'unknown_time_zone'
  | 'pause_too_long'
  | 'pause_ends_before_start'
  | 'pause_already_ended';

/** One broken rule: the field (`general[1][0].end`, `exceptions[2].date`), a stable code, and what is wrong in words. */
export interface OpeningHoursProblem {
  path: string;
  code: OpeningHoursProblemCode;
  message: string;
}

/** An exception as written: its id is made on saving when it has none. */
export interface OpeningExceptionDraft {
  id?: string | undefined;
  date: string;
  recurring: boolean;
  label: string;
  closed: boolean;
  slots: readonly OpeningSlot[];
}

/** A pause as written: its id is made on saving when it has none. */
export interface OpeningPauseDraft {
  id?: string | undefined;
  from: string;
  until: string;
  reason?: string | undefined;
}

/** Opening hours as written, before they are saved. */
export interface OpeningHoursDraft {
  timeZone: string;
  general: OpeningWeek;
  delivery?: OpeningWeek | null | undefined;
  pickup?: OpeningWeek | null | undefined;
  exceptions: readonly OpeningExceptionDraft[];
  pauses?: readonly OpeningPauseDraft[] | undefined;
}

/** `general[1][0].end: '25:00' is not a time …`: a problem as one line. */
export function problemText(problem: OpeningHoursProblem): string {
  return `${problem.path}: ${problem.message}`;
}

const WEEK_MINUTES = 7 * 1440;
const INSTANT_TEXT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A slot placed on an axis of minutes (a week's, or a single day's), with where it is written. */
interface Placed {
  path: string;
  text: string;
  start: number;
  end: number;
  order: number;
}

/** The slot's span from its day's midnight (past 1440 when it runs into the next day), or null with the problems of its times. */
function placeSlot(slot: OpeningSlot, path: string, problems: OpeningHoursProblem[]): { start: number; end: number } | null {
  const start = minutesOf(slot.start);
  const end = minutesOf(slot.end);
  for (const [field, value, minutes] of [['start', slot.start, start], ['end', slot.end, end]] as const) {
    if (minutes === null) problems.push({ path: `${path}.${field}`, code: 'invalid_time', message: `'${value}' is not a time HH:MM (00:00 to 23:59)` });
  }
  if (start === null || end === null) return null;
  return { start, end: end > start ? end : end + 1440 };
}

/**
 * Overlapping slots, each reported once at the later of a pair. With `cycle`, the axis wraps (a
 * week: Saturday's slot past midnight meets Sunday's first ones).
 */
function overlaps(placed: readonly Placed[], cycle: number | null, problems: OpeningHoursProblem[]): void {
  const reported = new Set<string>();
  const shifts = cycle === null ? [0] : [0, cycle, -cycle];
  for (let i = 0; i < placed.length; i++) {
    for (let j = i + 1; j < placed.length; j++) {
      const a = placed[i] as Placed;
      const b = placed[j] as Placed;
      for (const shift of shifts) {
        const bStart = b.start + shift;
        const bEnd = b.end + shift;
        if (!(a.start < bEnd && bStart < a.end)) continue;
        const [earlier, later] = bStart > a.start || (bStart === a.start && b.order > a.order) ? [a, b] : [b, a];
        if (!reported.has(later.path)) {
          reported.add(later.path);
          problems.push({ path: later.path, code: 'slots_overlap', message: `${later.text} overlaps ${earlier.path} (${earlier.text})` });
        }
        break;
      }
    }
  }
}

function validateWeek(week: OpeningWeek, name: string, problems: OpeningHoursProblem[]): void {
  if (week.length !== 7) {
    problems.push({ path: name, code: 'validation', message: 'must have 7 days, Sunday first' });
    return;
  }
  const placed: Placed[] = [];
  week.forEach((day, d) => {
    day.forEach((slot, i) => {
      const path = `${name}[${d}][${i}]`;
      const span = placeSlot(slot, path, problems);
      if (span) placed.push({ path, text: `${slot.start}–${slot.end}`, start: d * 1440 + span.start, end: d * 1440 + span.end, order: placed.length });
    });
  });
  overlaps(placed, WEEK_MINUTES, problems);
}

function validateExceptions(exceptions: readonly OpeningExceptionDraft[], problems: OpeningHoursProblem[]): void {
  const dates = new Map<string, number>();
  const ids = new Map<string, number>();
  exceptions.forEach((exception, i) => {
    const path = `exceptions[${i}]`;
    if (exception.id !== undefined) {
      const first = ids.get(exception.id);
      if (first !== undefined) problems.push({ path: `${path}.id`, code: 'duplicate_id', message: `'${exception.id}' is also the id of exceptions[${first}]` });
      else ids.set(exception.id, i);
    }
    if (!isLocalDate(exception.date)) {
      problems.push({ path: `${path}.date`, code: 'invalid_date', message: `'${exception.date}' is not a date YYYY-MM-DD` });
    } else {
      // A yearly exception is its month and day; a one-off one its whole date. One of each may share a day: the one-off wins.
      const key = exception.recurring ? `every ${exception.date.slice(5)}` : exception.date;
      const first = dates.get(key);
      if (first !== undefined) {
        problems.push({ path: `${path}.date`, code: 'duplicate_exception_date', message: `exceptions[${first}] already falls on ${exception.recurring ? `${exception.date.slice(5)} every year` : exception.date}` });
      } else dates.set(key, i);
    }
    if (exception.label.trim() === '') problems.push({ path: `${path}.label`, code: 'required', message: 'an exception needs a label' });
    if (exception.closed && exception.slots.length > 0) {
      problems.push({ path: `${path}.slots`, code: 'exception_slots', message: 'an exception closed all day has no slots' });
    } else if (!exception.closed && exception.slots.length === 0) {
      problems.push({ path: `${path}.slots`, code: 'exception_slots', message: 'an exception not closed all day needs its slots' });
    }
    const placed: Placed[] = [];
    exception.slots.forEach((slot, j) => {
      const slotPath = `${path}.slots[${j}]`;
      const span = placeSlot(slot, slotPath, problems);
      if (span) placed.push({ path: slotPath, text: `${slot.start}–${slot.end}`, ...span, order: j });
    });
    overlaps(placed, null, problems);
  });
}

function instantOf(text: string): number | null {
  if (!INSTANT_TEXT.test(text)) return null;
  const ms = Date.parse(text);
  return Number.isFinite(ms) ? ms : null;
}

/**
 * The problems of one pause at `path` (`pauses[0]`; empty for a pause on its own, whose fields are
 * then named `from` and `until`): instants, an end after the start, at most 7 days; with `now`, an
 * end still ahead (a new pause that has already ended closes nothing).
 */
export function validatePause(pause: OpeningPauseDraft, path: string, now?: Date): OpeningHoursProblem[] {
  const problems: OpeningHoursProblem[] = [];
  const at = (field: 'from' | 'until') => (path === '' ? field : `${path}.${field}`);
  const from = instantOf(pause.from);
  const until = instantOf(pause.until);
  if (from === null) problems.push({ path: at('from'), code: 'invalid_date', message: `'${pause.from}' is not an ISO 8601 date-time` });
  if (until === null) problems.push({ path: at('until'), code: 'invalid_date', message: `'${pause.until}' is not an ISO 8601 date-time` });
  if (from === null || until === null) return problems;
  if (until <= from) problems.push({ path: at('until'), code: 'pause_ends_before_start', message: 'a pause must end after it starts' });
  else if (until - from > MAX_PAUSE_MS) problems.push({ path: at('until'), code: 'pause_too_long', message: 'a pause lasts at most 7 days' });
  else if (now && until <= now.getTime()) problems.push({ path: at('until'), code: 'pause_already_ended', message: 'the pause has already ended' });
  return problems;
}

/**
 * Every broken rule of `input`, in the order of its fields (empty when it may be saved): times
 * `HH:MM`; no two slots of a day overlapping (a slot past midnight counts on the next day too,
 * Saturday's on Sunday); exceptions on real dates, labelled, closed with no slots or open with
 * some, one per date (one-off) or per month and day (yearly); pauses ending after they start, at
 * most 7 days; an IANA time zone; ids used once.
 *
 * @example validateOpeningHours({ ...hours, general: [[], [{ start: '11:00', end: '25:00' }], [], [], [], [], []] })
 *   // → [{ path: 'general[1][0].end', code: 'invalid_time', message: "'25:00' is not a time HH:MM (00:00 to 23:59)" }]
 */
export function validateOpeningHours(input: OpeningHoursDraft): OpeningHoursProblem[] {
  const problems: OpeningHoursProblem[] = [];
  if (!isKnownTimeZone(input.timeZone)) problems.push({ path: 'timeZone', code: 'unknown_time_zone', message: `'${input.timeZone}' is not an IANA time zone` });
  validateWeek(input.general, 'general', problems);
  if (input.delivery) validateWeek(input.delivery, 'delivery', problems);
  if (input.pickup) validateWeek(input.pickup, 'pickup', problems);
  validateExceptions(input.exceptions, problems);
  const ids = new Map<string, number>();
  (input.pauses ?? []).forEach((pause, i) => {
    if (pause.id !== undefined) {
      const first = ids.get(pause.id);
      if (first !== undefined) problems.push({ path: `pauses[${i}].id`, code: 'duplicate_id', message: `'${pause.id}' is also the id of pauses[${first}]` });
      else ids.set(pause.id, i);
    }
    problems.push(...validatePause(pause, `pauses[${i}]`));
  });
  return problems;
}
