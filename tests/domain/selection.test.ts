import { describe, expect, it } from 'vitest';
import type { ApiError } from '../../src/contract/apiError';
import { actOnEach, actOnEachOrThrow, selectionCount, selectionError } from '../../src/domain/selection';

const FORBIDDEN: ApiError = { statusCode: 403, error: 'Forbidden', message: 'No', code: 'forbidden' };
const CONFLICT: ApiError = { statusCode: 409, error: 'Conflict', message: 'Taken', code: 'conflict' };
const OFFLINE: ApiError = { statusCode: 0, error: 'Network Error', message: 'offline', code: 'network' };
const EXPIRED: ApiError = { statusCode: 401, error: 'Unauthorized', message: 'Expired', code: 'invalid_token' };

/** Acts that fail for the ids given, and record the order of the calls. */
function acts(failing: Record<string, unknown>) {
  const calls: string[] = [];
  const act = async (id: string) => {
    calls.push(id);
    if (id in failing) throw failing[id];
  };
  return { calls, act };
}

describe('acting on a selection', () => {
  it('acts on every id in order, one at a time, and answers no failure when all pass', async () => {
    const { calls, act } = acts({});
    let running = 0;
    let most = 0;
    const failures = await actOnEach(['a', 'b', 'c'], async (id) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 1));
      await act(id);
      running--;
    });
    expect(failures).toEqual([]);
    expect(calls).toEqual(['a', 'b', 'c']);
    expect(most).toBe(1);
  });

  it('goes on past a failure and answers each failed id with its error, as an ApiError', async () => {
    const { calls, act } = acts({ a: FORBIDDEN, c: new TypeError('Failed to fetch') });
    const failures = await actOnEach(['a', 'b', 'c'], act);
    expect(calls).toEqual(['a', 'b', 'c']);
    expect(failures).toEqual([
      { id: 'a', error: FORBIDDEN },
      { id: 'c', error: { statusCode: 0, error: 'Network Error', message: 'Failed to fetch', code: 'network' } },
    ]);
  });

  it('throws, after trying every id, the first refusal with how many failed out of how many', async () => {
    const { calls, act } = acts({ b: CONFLICT, d: FORBIDDEN });
    await expect(actOnEachOrThrow(['a', 'b', 'c', 'd'], act)).rejects.toEqual({ ...CONFLICT, selection: { total: 4, failed: 2 } });
    expect(calls).toEqual(['a', 'b', 'c', 'd']);
    await expect(actOnEachOrThrow(['a', 'c'], act)).resolves.toBeUndefined();
  });

  it('gives as the reason a failure that may pass later (no answer, an ended session) over a refusal', () => {
    expect(selectionError(3, [{ id: 'a', error: FORBIDDEN }, { id: 'b', error: OFFLINE }])).toEqual({ ...OFFLINE, selection: { total: 3, failed: 2 } });
    expect(selectionError(3, [{ id: 'a', error: CONFLICT }, { id: 'b', error: EXPIRED }])).toEqual({ ...EXPIRED, selection: { total: 3, failed: 2 } });
    expect(() => selectionError(3, [])).toThrow();
  });

  it('reads the count of a selection error and nothing of other values', () => {
    expect(selectionCount({ ...FORBIDDEN, selection: { total: 5, failed: 1 } })).toEqual({ total: 5, failed: 1 });
    expect(selectionCount(FORBIDDEN)).toBeNull();
    expect(selectionCount(null)).toBeNull();
    expect(selectionCount({ selection: { total: '5', failed: 1 } })).toBeNull();
    expect(selectionCount({ selection: null })).toBeNull();
  });
});
