import { asApiError, type ApiError } from '../contract/apiError';

/** What openapi-fetch answers on failure, or `{ error }` alone when the call itself threw. */
export interface FailedCall {
  error: unknown;
  response?: Response | undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Turns a failed openapi-fetch call into an {@link ApiError}.
 * @example
 * const { data, error, response } = await client.GET('/acl/roles');
 * if (!response.ok) throw toApiError({ error, response });
 * // and around the call, for a fetch that threw: catch (e) { throw toApiError({ error: e }) }
 */
export function toApiError({ error, response }: FailedCall): ApiError {
  if (!response) return asApiError(error);
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
