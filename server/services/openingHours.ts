import { randomUUID } from 'node:crypto';
import type { CompanyStatus, OpeningHours as OpeningHoursAnswer, OpeningHoursUpdate, OpeningPauseCreate } from '../../src/contract/schema.gen';
import {
  DEFAULT_TIME_ZONE,
  effectiveOpenState,
  emptyWeek,
  type OpeningException,
  type OpeningHours,
  type OpeningPause,
  type OpeningSlot,
  type OpeningWeek,
} from '../../src/domain/openingHours';
import { problemText, validateOpeningHours, validatePause, type OpeningHoursProblem } from '../../src/domain/openingHoursValidation';
import type { Db } from '../db';
import type { CompanyRow, OpeningExceptionJson, OpeningHoursJson, OpeningScheduleJson } from '../db/schema';
import { errors } from '../errors';
import { openingHoursRowOf, saveOpeningHoursRow, type OpeningHoursRow } from '../repositories/companyOpeningHours';
import { insertOpeningHoursChange } from '../repositories/companyOpeningHoursChanges';
import type { ChangeAuthor } from './companies';

/** How many pauses a company may have at a time (ended ones are dropped on every change). */
export const MAX_PAUSES = 20;

/** A company's opening hours as stored, with their version and last author. */
interface StoredHours {
  hours: OpeningHours;
  version: number;
  updatedAt: Date;
  updatedBy: { id: number; fullname: string } | null;
}

// Each shape is rebuilt field by field: what is stored and compared has one key order (JSONB
// keeps its own), and nothing a body carried beyond the contract's fields is kept.
const slotOf = (slot: OpeningSlot): OpeningSlot => ({ start: slot.start, end: slot.end });
const weekOf = (week: OpeningWeek): OpeningSlot[][] => week.map((day) => day.map(slotOf));
const exceptionOf = (e: OpeningException): OpeningExceptionJson => ({
  id: e.id,
  date: e.date,
  recurring: e.recurring,
  label: e.label,
  closed: e.closed,
  slots: e.slots.map(slotOf),
});
const pauseOf = (p: OpeningPause): OpeningPause => ({ id: p.id, from: p.from, until: p.until, reason: p.reason });

function scheduleOf(hours: OpeningHours): OpeningScheduleJson {
  return {
    general: weekOf(hours.general),
    delivery: hours.delivery ? weekOf(hours.delivery) : null,
    pickup: hours.pickup ? weekOf(hours.pickup) : null,
    exceptions: hours.exceptions.map(exceptionOf),
  };
}

function documentOf(hours: OpeningHours): OpeningHoursJson {
  return { timeZone: hours.timeZone, ...scheduleOf(hours), pauses: hours.pauses.map(pauseOf) };
}

function storedHoursOf(row: OpeningHoursRow): StoredHours {
  const schedule = row.schedule;
  return {
    hours: { timeZone: row.time_zone, ...schedule, pauses: row.pauses },
    version: row.version,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by_id === null ? null : { id: row.updated_by_id, fullname: row.updated_by_name ?? '' },
  };
}

/** The opening hours company `companyId` set, or null when it set none. */
async function storedHours(db: Db, companyId: string): Promise<StoredHours | null> {
  const row = await openingHoursRowOf(db, companyId);
  return row ? storedHoursOf(row) : null;
}

/** Pauses that have not ended at `now`, by start. */
function pausesAhead(pauses: readonly OpeningPause[], now: Date): OpeningPause[] {
  return pauses.filter((p) => Date.parse(p.until) > now.getTime()).sort((a, b) => Date.parse(a.from) - Date.parse(b.from));
}

/** Stored hours as the contract's `OpeningHours` at `now` (ended pauses left out); empty weeks at version 0 when none are set. */
function toAnswer(companyId: string, stored: StoredHours | null, now: Date): OpeningHoursAnswer {
  if (!stored) {
    return {
      companyId,
      timeZone: DEFAULT_TIME_ZONE,
      general: emptyWeek(),
      delivery: null,
      pickup: null,
      exceptions: [],
      pauses: [],
      version: 0,
      updatedAt: null,
      updatedBy: null,
    };
  }
  const { hours } = stored;
  return {
    companyId,
    ...documentOf({ ...hours, pauses: pausesAhead(hours.pauses, now) }),
    version: stored.version,
    updatedAt: stored.updatedAt.toISOString(),
    updatedBy: stored.updatedBy ? { _id: String(stored.updatedBy.id), fullname: stored.updatedBy.fullname } : null,
  };
}

/** The opening hours of company `companyId` (in scope: see companyInScope) as the contract answers them at `now`. */
export async function openingHoursOf(db: Db, companyId: string, now: Date): Promise<OpeningHoursAnswer> {
  return toAnswer(companyId, await storedHours(db, companyId), now);
}

/** A 400 naming the first broken rule's field, with its code; the others follow in the message. */
function refuse(problems: readonly OpeningHoursProblem[]): never {
  const [first] = problems;
  if (!first) throw new Error('refuse: no problem');
  const shown = problems.slice(0, 5).map(problemText);
  const more = problems.length > shown.length ? `; and ${problems.length - shown.length} more` : '';
  throw errors.badRequest(`${shown.join('; ')}${more}`, first.code);
}

/**
 * Writes `next` as company `companyId`'s hours (ended pauses dropped) with the next version, and
 * records the change with its author and the hours before and after. Run it in a transaction
 * holding the company's row (companyInScope with `forUpdate`).
 */
async function write(
  trx: Db,
  companyId: string,
  before: StoredHours | null,
  next: OpeningHours,
  action: 'update' | 'pause_add' | 'pause_remove',
  author: ChangeAuthor,
  now: Date,
): Promise<OpeningHoursAnswer> {
  const kept: OpeningHours = { ...next, pauses: pausesAhead(next.pauses, now) };
  const version = (before?.version ?? 0) + 1;
  const row = await saveOpeningHoursRow(trx, {
    company_id: companyId,
    time_zone: kept.timeZone,
    schedule: JSON.stringify(scheduleOf(kept)),
    pauses: JSON.stringify(kept.pauses.map(pauseOf)),
    version,
    updated_at: now,
    updated_by_id: author.id,
    updated_by_name: author.fullname,
  });
  await insertOpeningHoursChange(trx, {
    company_id: companyId,
    version,
    action,
    changed_by_id: author.id,
    changed_by_name: author.fullname,
    changed_at: now,
    before: before ? JSON.stringify(documentOf(before.hours)) : null,
    after: JSON.stringify(documentOf(kept)),
  });
  return toAnswer(companyId, storedHoursOf(row), now);
}

/**
 * Replaces company `companyId`'s hours but its pauses with `body`, checked whole (a 400 naming the
 * first broken rule, nothing saved); with `body.version`, only while the hours are at that
 * version (409 `stale_version`). An exception sent without an id keeps the id of the stored one
 * on its day, or gets a new one. Hours equal to the stored ones change and record nothing.
 */
export async function replaceOpeningHours(trx: Db, companyId: string, body: OpeningHoursUpdate, author: ChangeAuthor, now: Date): Promise<OpeningHoursAnswer> {
  const problems = validateOpeningHours(body);
  if (problems.length > 0) refuse(problems);
  const before = await storedHours(trx, companyId);
  const current = before?.version ?? 0;
  if (body.version !== undefined && body.version !== current) {
    throw errors.conflict(
      `version: ${body.version} is not the current version ${current}: the opening hours changed since they were read; read them again`,
      'stale_version',
    );
  }
  const keyOf = (e: { date: string; recurring: boolean }) => (e.recurring ? `every ${e.date.slice(5)}` : e.date);
  const storedIds = new Map((before?.hours.exceptions ?? []).map((e) => [keyOf(e), e.id]));
  const next: OpeningHours = {
    timeZone: body.timeZone,
    general: body.general,
    delivery: body.delivery,
    pickup: body.pickup,
    exceptions: body.exceptions.map((e) => ({ ...e, id: e.id ?? storedIds.get(keyOf(e)) ?? randomUUID(), label: e.label.trim() })),
    pauses: before?.hours.pauses ?? [],
  };
  if (before && JSON.stringify({ timeZone: next.timeZone, ...scheduleOf(next) }) === JSON.stringify({ timeZone: before.hours.timeZone, ...scheduleOf(before.hours) })) {
    return toAnswer(companyId, before, now);
  }
  return write(trx, companyId, before, next, 'update', author, now);
}

/** Adds a pause to company `companyId`'s hours: from `body.from` (`now` when absent) to `body.until`, at most 7 days, still ahead. */
export async function addPause(trx: Db, companyId: string, body: OpeningPauseCreate, author: ChangeAuthor, now: Date): Promise<OpeningHoursAnswer> {
  const from = body.from ?? now.toISOString();
  const problems = validatePause({ from, until: body.until }, '', now);
  if (problems.length > 0) refuse(problems);
  const before = await storedHours(trx, companyId);
  const hours = before?.hours ?? { timeZone: DEFAULT_TIME_ZONE, general: emptyWeek(), delivery: null, pickup: null, exceptions: [], pauses: [] };
  const pauses = pausesAhead(hours.pauses, now);
  if (pauses.length >= MAX_PAUSES) throw errors.badRequest(`pauses: a company has at most ${MAX_PAUSES} pauses at a time; end one first`);
  const pause: OpeningPause = {
    id: randomUUID(),
    from: new Date(from).toISOString(),
    until: new Date(body.until).toISOString(),
    reason: (body.reason ?? '').trim(),
  };
  return write(trx, companyId, before, { ...hours, pauses: [...pauses, pause] }, 'pause_add', author, now);
}

/** Removes pause `pauseId` from company `companyId`'s hours; 404 when it has no such pause (an ended one is gone). */
export async function removePause(trx: Db, companyId: string, pauseId: string, author: ChangeAuthor, now: Date): Promise<OpeningHoursAnswer> {
  const before = await storedHours(trx, companyId);
  const pauses = pausesAhead(before?.hours.pauses ?? [], now);
  if (!before || !pauses.some((p) => p.id === pauseId)) throw errors.notFound('pause', pauseId);
  return write(trx, companyId, before, { ...before.hours, pauses: pauses.filter((p) => p.id !== pauseId) }, 'pause_remove', author, now);
}

/** What `CompanyStatus` says of a company's open state at `now`: the effective state, why, and when it next changes. */
export type OpenStateAnswer = Pick<CompanyStatus, 'isOpen' | 'timeZone' | 'openReason' | 'openReasonLabel' | 'pausedUntil' | 'nextChange'>;

/**
 * Company `row`'s open state at `now`: the stored one in manual mode; in automatic mode its
 * opening hours' (the stored one while it has set none).
 */
export async function openStateOf(db: Db, row: Pick<CompanyRow, 'id' | 'is_open' | 'is_manual'>, now: Date): Promise<OpenStateAnswer> {
  const stored = await storedHours(db, row.id);
  const state = effectiveOpenState({ isOpen: row.is_open, isManual: row.is_manual }, stored?.hours ?? null, now);
  return {
    isOpen: state.isOpen,
    timeZone: stored?.hours.timeZone ?? DEFAULT_TIME_ZONE,
    openReason: state.reason,
    openReasonLabel: state.label,
    pausedUntil: state.until,
    nextChange: state.nextChange,
  };
}
