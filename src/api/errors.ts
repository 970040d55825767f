/**
 * One error shape for every failed call, as the contract's error schema names it. Machines keep
 * the `code` (or `statusCode`); views translate it.
 */
export interface ApiError {
  /** The HTTP status; 0 when no answer arrived (network failure or aborted call). */
  statusCode: number;
  /** The HTTP reason ("Unauthorized") or "Network Error". */
  error: string;
  /** What went wrong, as the server worded it. Never matched against; use `code`. */
  message: string;
  /** A stable code: the server's, or `network` / `aborted` when no answer arrived. */
  code?: string;
}

/** What openapi-fetch answers on failure, or `{ error }` alone when the call itself threw. */
export interface FailedCall {
  error: unknown;
  response?: Response | undefined;
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
 * Turns a failed openapi-fetch call into an {@link ApiError}.
 * @example
 * const { data, error, response } = await client.GET('/acl/roles');
 * if (!response.ok) throw toApiError({ error, response });
 * // and around the call, for a fetch that threw: catch (e) { throw toApiError({ error: e }) }
 */
export function toApiError({ error, response }: FailedCall): ApiError {
  if (!response) {
    if (isApiError(error)) return error;
    const aborted = isAbort(error);
    return {
      statusCode: 0,
      error: 'Network Error',
      message: error instanceof Error && error.message ? error.message : 'The server could not be reached',
      code: aborted ? 'aborted' : 'network',
    };
  }
  const statusCode = response.status;
  const reason = response.statusText || `HTTP ${statusCode}`;
  if (isRecord(error)) {
    const result: ApiError = {
      statusCode: typeof error.statusCode === 'number' ? error.statusCode : statusCode,
      error: typeof error.error === 'string' ? error.error : reason,
      message: typeof error.message === 'string' ? error.message : reason,
    };
    if (typeof error.code === 'string') result.code = error.code;
    return result;
  }
  // A body that was not JSON (a proxy's HTML page, plain text) or no body at all.
  const text = typeof error === 'string' ? error.trim() : '';
  return { statusCode, error: reason, message: text && text.length <= 200 ? text : reason };
}

type CallResult = { data?: unknown; error?: unknown; response: Response };
/** The data of the success branch of an openapi-fetch result (undefined for a 204). */
type SuccessData<R extends CallResult> = Extract<R, { error?: never }>['data'];

/**
 * Awaits an openapi-fetch call and answers its data, or throws an {@link ApiError} for an HTTP
 * error and for a call that never got an answer.
 * @example const roles = await unwrap(clients.api.GET('/acl/roles'));
 */
export async function unwrap<R extends CallResult>(call: Promise<R>): Promise<SuccessData<R>> {
  let result: R;
  try {
    result = await call;
  } catch (error) {
    throw toApiError({ error });
  }
  if (!result.response.ok) throw toApiError({ error: result.error, response: result.response });
  return result.data as SuccessData<R>;
}
