import type { ErrorCode } from './schema.gen';

/** The codes of a call that got no answer: `network` (none came) or `aborted` (the call was cancelled). */
export type NoAnswerCode = 'network' | 'aborted';

/** The code of a call answered with nothing done (no user registered, no account for the e-mail). */
export type EmptyAnswerCode = 'empty_answer';

/**
 * The code of a failed call: one of the contract's `ErrorCode`, a {@link NoAnswerCode}, an
 * {@link EmptyAnswerCode}, or a code
 * of a newer server that this app does not know yet (screens say that one by its status; see
 * src/ui/errorTexts.ts).
 */
export type ApiErrorCode = ErrorCode | NoAnswerCode | EmptyAnswerCode | (string & Record<never, never>);

/**
 * One error shape for every failed call, as the contract's error schema names it. Machines keep
 * the `code` (or `statusCode`); views translate it. Neutral ground: the client (`src/api`) makes
 * these, machines and views read them, and neither imports the other for it.
 */
export interface ApiError {
  /** The HTTP status; 0 when no answer arrived (network failure or aborted call). */
  statusCode: number;
  /** The HTTP reason ("Unauthorized") or "Network Error". */
  error: string;
  /** What went wrong, as the server worded it. Never matched against; use `code`. */
  message: string;
  /** A stable code: the server's, or `network` / `aborted` when no answer arrived. */
  code?: ApiErrorCode;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** True for a value shaped like {@link ApiError}. */
export function isApiError(value: unknown): value is ApiError {
  return (
    isRecord(value) &&
    typeof value.statusCode === 'number' &&
    typeof value.error === 'string' &&
    typeof value.message === 'string' &&
    (value.code === undefined || typeof value.code === 'string')
  );
}

function isAbort(error: unknown): boolean {
  return isRecord(error) && error.name === 'AbortError';
}

/**
 * What a failed call or actor threw, as an {@link ApiError}: an `ApiError` as it is; anything else
 * (a fetch that threw, an aborted call) as a call that got no answer (`statusCode` 0, code
 * `network` or `aborted`).
 */
export function asApiError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  return {
    statusCode: 0,
    error: 'Network Error',
    message: error instanceof Error && error.message ? error.message : 'The server could not be reached',
    code: (isAbort(error) ? 'aborted' : 'network') satisfies NoAnswerCode,
  };
}

/** The failure of a call answered with nothing done: the form says what that means for it. */
export function emptyAnswerError(): ApiError {
  return { statusCode: 200, error: 'OK', message: 'The server answered that nothing was done', code: 'empty_answer' satisfies EmptyAnswerCode };
}
