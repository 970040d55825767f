import { asApiError, type ApiError } from '../contract/apiError';

/**
 * Acting on a selection of rows (delete, set a status) one call per row, where the contract has
 * no call for many: every row is tried, a refusal of one does not stop the rest, and the failure
 * says how many of the selection failed as well as why.
 */

/** A row the act failed on, and why. */
export interface SelectionFailure {
  id: string;
  error: ApiError;
}

/** How many rows of a selection an act failed on, out of how many. */
export interface SelectionCount {
  total: number;
  failed: number;
}

/** The error of a selection act that failed on some rows: one row's reason, and the count. */
export interface SelectionError extends ApiError {
  selection: SelectionCount;
}

/** Acts on each id in turn (one at a time, in order); answers the ids it failed on and why. */
export async function actOnEach(ids: readonly string[], act: (id: string) => Promise<void>): Promise<SelectionFailure[]> {
  const failures: SelectionFailure[] = [];
  for (const id of ids) {
    try {
      await act(id);
    } catch (error) {
      failures.push({ id, error: asApiError(error) });
    }
  }
  return failures;
}

/** A failure that may pass if tried again later: no answer, or the session ended. */
const mayPassLater = (error: ApiError) => error.statusCode === 0 || error.statusCode === 401;

/**
 * The error of a selection of `total` rows that failed on `failures` (at least one). Its reason is
 * the first failure that may pass if tried again (so a caller that retries later does), else the
 * first refusal.
 */
export function selectionError(total: number, failures: readonly SelectionFailure[]): SelectionError {
  const [first] = failures;
  if (!first) throw new Error('selectionError: no failure');
  const reason = failures.find((failure) => mayPassLater(failure.error)) ?? first;
  return { ...reason.error, selection: { total, failed: failures.length } };
}

/** Acts on each id; when some failed, throws the {@link selectionError} of them all. */
export async function actOnEachOrThrow(ids: readonly string[], act: (id: string) => Promise<void>): Promise<void> {
  const failures = await actOnEach(ids, act);
  if (failures.length > 0) throw selectionError(ids.length, failures);
}

/** The count of a selection error, or null for other failures. */
export function selectionCount(error: unknown): SelectionCount | null {
  if (typeof error !== 'object' || error === null || !('selection' in error)) return null;
  const { selection } = error as { selection: unknown };
  if (typeof selection !== 'object' || selection === null) return null;
  const { total, failed } = selection as Record<string, unknown>;
  return typeof total === 'number' && typeof failed === 'number' ? { total, failed } : null;
}
