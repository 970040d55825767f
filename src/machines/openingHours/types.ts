import type { ApiError } from '../../contract/apiError';
import type { OpeningHours } from '../../domain/openingHours';
import type { OpeningHoursProblem } from '../../domain/openingHoursValidation';

/** Opening hours as the server keeps them: with the version each change increments. */
export type VersionedOpeningHours = OpeningHours & { version: number };

/** What the opening hours editor starts on: the company whose hours it edits. */
export interface OpeningHoursInput {
  companyId: string;
}

/** The editor's data; whether it is loading, editing, saving or pausing is its state. */
export interface OpeningHoursContext {
  companyId: string;
  /** The hours as the server last answered them: the draft is dirty when it differs. */
  saved: OpeningHours | null;
  /** The hours being edited; the pauses are the server's (a pause is made or ended at once). */
  draft: OpeningHours | null;
  /** The version of the hours the draft started from: a save refused as stale says someone changed them since. */
  version: number | null;
  /** The rules the draft breaks, each at its field: found on Save, then kept up to date while editing. */
  problems: readonly OpeningHoursProblem[];
  /** Why the last load, save or pause failed; the view translates its code. */
  failure: ApiError | null;
}

/** A pause asked for from now: closed until `until` (an ISO instant), for `reason`. */
export interface PauseRequest {
  until: string;
  reason: string;
}

/** What the actor `save` is given. */
export interface SaveOpeningHoursInput {
  companyId: string;
  hours: OpeningHours;
  /** The version the draft started from. */
  version: number | null;
}

/** What the actor `pause` is given. */
export interface PauseInput extends PauseRequest {
  companyId: string;
}

/** What the actor `endPause` is given. */
export interface EndPauseInput {
  companyId: string;
  pauseId: string;
}

/** Every event the opening hours editor accepts. */
export type OpeningHoursEvent =
  | { type: 'user.edit'; hours: OpeningHours }
  | { type: 'user.save' }
  | { type: 'user.discard' }
  | { type: 'user.retry' }
  | ({ type: 'user.pause' } & PauseRequest)
  | { type: 'user.end_pause'; pauseId: string };
