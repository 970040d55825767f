import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallInit } from '../../src/api/client';
import { createDeferredDeletes, readPendingDeletes, type DeleteKind, type DeleteLocks, type PendingDelete } from '../../src/api/deferredDeletes';
import type { ApiError } from '../../src/contract/apiError';

/**
 * Deletes wait 3000 ms for an undo (seed 000 section 9), then are made once: by their page, by the
 * page that comes after a reload or a closed tab, never by both, and never by another open tab.
 * The browser is played by fakes: one localStorage and one lock manager shared by the pages of
 * the test, a server that holds rows and answers 404 for a row it no longer has.
 */

const NOT_FOUND: ApiError = { statusCode: 404, error: 'Not Found', message: 'Not found', code: 'not_found' };
const FORBIDDEN: ApiError = { statusCode: 403, error: 'Forbidden', message: 'No', code: 'forbidden' };
const NO_ANSWER: ApiError = { statusCode: 0, error: 'Network Error', message: 'Failed to fetch', code: 'network' };
const HAS_HISTORY: ApiError = { statusCode: 409, error: 'Conflict', message: 'History', code: 'has_history' };

/** The server: the rows it holds, each call it answered, and refusals to give. */
class FakeServer {
  rows = new Set(['u1', 'u2', 'u3', 'r1', 'r2']);
  calls: Array<{ kind: DeleteKind; id: string; keepalive: boolean }> = [];
  refuse = new Map<string, ApiError>();
  /** Row ids deleted, in order: each may appear once at most. */
  deleted: string[] = [];

  /** Calls made while set (but keepalive ones) stay on their way until {@link abortOnTheirWay}. */
  slow = false;
  private onTheirWay: Array<(error: ApiError) => void> = [];

  /** The page went away: the calls still on their way end without an answer. */
  abortOnTheirWay() {
    for (const abort of this.onTheirWay.splice(0)) abort(NO_ANSWER);
  }

  async deleteOne(kind: DeleteKind, id: string, init: CallInit) {
    this.calls.push({ kind, id, keepalive: init.keepalive === true });
    if (this.slow && init.keepalive !== true) {
      return new Promise<void>((_, reject) => {
        this.onTheirWay.push(reject);
      });
    }
    const refusal = this.refuse.get(id);
    if (refusal) throw refusal;
    if (!this.rows.has(id)) throw NOT_FOUND;
    this.rows.delete(id);
    this.deleted.push(id);
  }
}

/** One localStorage for every page of the browser. */
function fakeStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** Web Locks: a lock is held by a page until its callback settles or the page ends. */
class FakeLocks {
  private held = new Map<string, string>();
  forPage(page: string): DeleteLocks {
    return {
      request: async (name, options, callback) => {
        if (this.held.has(name)) {
          if (options.ifAvailable) return callback(null);
          throw new Error(`the test never waits for a held lock (${name})`);
        }
        this.held.set(name, page);
        try {
          return await callback({ name });
        } finally {
          if (this.held.get(name) === page) this.held.delete(name);
        }
      },
    };
  }
  /** A page that ended (reload, closed tab, crash) holds nothing any more. */
  endPage(page: string) {
    for (const [name, owner] of this.held) if (owner === page) this.held.delete(name);
  }
}

let server: FakeServer;
let storage: ReturnType<typeof fakeStorage>;
let locks: FakeLocks;
let keys = 0;

beforeEach(() => {
  vi.useFakeTimers();
  server = new FakeServer();
  storage = fakeStorage();
  locks = new FakeLocks();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A page of the app signed in as `userId`; `hide()` is the browser's pagehide. */
function openPage(name: string, userId: string | null = '7', withLocks = true) {
  let flush: () => void = () => {};
  const deletes = createDeferredDeletes({
    deleteOne: (kind, id, init) => server.deleteOne(kind, id, init),
    storage,
    userId: () => userId,
    locks: withLocks ? locks.forPage(name) : null,
    now: () => Date.now(),
    newKey: () => `key-${++keys}`,
    onPageHide: (callback) => {
      flush = callback;
    },
  });
  return {
    deletes,
    hide: () => flush(),
    end: () => locks.endPage(name),
  };
}

const stored = () => readPendingDeletes(storage);

describe('a delete in its page', () => {
  it('makes no call for 3000 ms, then one call per id, and forgets the record', async () => {
    const page = openPage('a');
    const scheduled = page.deletes.schedule('user', ['u1', 'u2']);
    await vi.advanceTimersByTimeAsync(0);
    expect(stored()).toMatchObject([{ kind: 'user', ids: ['u1', 'u2'], userId: '7' }]);
    await vi.advanceTimersByTimeAsync(2999);
    expect(server.calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await expect(scheduled.outcome).resolves.toEqual({ undone: false, kept: [] });
    expect(server.calls).toEqual([
      { kind: 'user', id: 'u1', keepalive: false },
      { kind: 'user', id: 'u2', keepalive: false },
    ]);
    expect(stored()).toEqual([]);
  });

  it('is taken back by an undo inside the 3000 ms: no call, ever', async () => {
    const page = openPage('a');
    const scheduled = page.deletes.schedule('role', ['r1']);
    await vi.advanceTimersByTimeAsync(2999);
    scheduled.undo();
    await expect(scheduled.outcome).resolves.toEqual({ undone: true });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.calls).toEqual([]);
    expect(stored()).toEqual([]);
  });

  it('ignores an undo once the window has ended', async () => {
    const page = openPage('a');
    const scheduled = page.deletes.schedule('user', ['u1']);
    await vi.advanceTimersByTimeAsync(3000);
    scheduled.undo();
    await expect(scheduled.outcome).resolves.toEqual({ undone: false, kept: [] });
    expect(server.deleted).toEqual(['u1']);
  });

  it('ends its window when the 3000 ms pass or the user undoes', async () => {
    const page = openPage('a');
    let closed = 0;
    void page.deletes.schedule('user', ['u1']).windowClosed.then(() => closed++);
    await vi.advanceTimersByTimeAsync(2999);
    expect(closed).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(closed).toBe(1);
    const undone = page.deletes.schedule('user', ['u2']);
    void undone.windowClosed.then(() => closed++);
    undone.undo();
    await vi.advanceTimersByTimeAsync(0);
    expect(closed).toBe(2);
  });

  it('keeps back a rider with history and makes the others', async () => {
    server.refuse.set('r1', HAS_HISTORY);
    const scheduled = openPage('a').deletes.schedule('rider', ['r1', 'r2']);
    await vi.advanceTimersByTimeAsync(3000);
    await expect(scheduled.outcome).resolves.toEqual({ undone: false, kept: ['r1'] });
    expect(server.deleted).toEqual(['r2']);
  });

  it('rejects with the refusal and does not try again on the next page', async () => {
    server.refuse.set('u1', FORBIDDEN);
    const page = openPage('a');
    const scheduled = page.deletes.schedule('user', ['u1']);
    const outcome = expect(scheduled.outcome).rejects.toEqual({ ...FORBIDDEN, selection: { total: 1, failed: 1 } });
    await vi.advanceTimersByTimeAsync(3000);
    await outcome;
    expect(stored()).toEqual([]);
    page.end();
    await openPage('b').deletes.resume();
    expect(server.calls).toHaveLength(1);
  });

  it('answers 404 for a row gone meanwhile, as the server said', async () => {
    server.rows.delete('u1');
    const scheduled = openPage('a').deletes.schedule('user', ['u1']);
    const outcome = expect(scheduled.outcome).rejects.toEqual({ ...NOT_FOUND, selection: { total: 1, failed: 1 } });
    await vi.advanceTimersByTimeAsync(3000);
    await outcome;
  });

  it('deletes every row it can when some are refused, and rejects with how many failed and the first reason', async () => {
    server.refuse.set('u1', FORBIDDEN);
    server.rows.delete('u3');
    const scheduled = openPage('a').deletes.schedule('user', ['u1', 'u2', 'u3']);
    const outcome = expect(scheduled.outcome).rejects.toEqual({ ...FORBIDDEN, selection: { total: 3, failed: 2 } });
    await vi.advanceTimersByTimeAsync(3000);
    await outcome;
    expect(server.calls.map((call) => call.id)).toEqual(['u1', 'u2', 'u3']);
    expect(server.deleted).toEqual(['u2']);
  });
});

describe('a page that ends in the window', () => {
  it('sends its calls as it leaves (keepalive), and the next page finds nothing left to delete', async () => {
    const a = openPage('a');
    a.deletes.schedule('user', ['u1', 'u2']);
    await vi.advanceTimersByTimeAsync(1000);
    a.hide();
    a.end();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls).toEqual([
      { kind: 'user', id: 'u1', keepalive: true },
      { kind: 'user', id: 'u2', keepalive: true },
    ]);
    expect(stored()).toMatchObject([{ ids: ['u1', 'u2'], sent: true }]);

    // The reload: the next page checks, finds them gone, and forgets the record.
    await openPage('b').deletes.resume();
    expect(server.deleted).toEqual(['u1', 'u2']);
    expect(stored()).toEqual([]);
  });

  it('sends its calls again as it leaves while they are on their way, and leaves the record to the next page', async () => {
    const a = openPage('a');
    server.slow = true;
    const scheduled = a.deletes.schedule('user', ['u1']);
    await vi.advanceTimersByTimeAsync(3000);
    expect(server.calls).toEqual([{ kind: 'user', id: 'u1', keepalive: false }]);
    // The reload: pagehide, then the call on its way is aborted and ends without an answer.
    a.hide();
    server.abortOnTheirWay();
    await expect(scheduled.outcome).rejects.toMatchObject({ statusCode: 0 });
    a.end();
    expect(server.calls).toEqual([
      { kind: 'user', id: 'u1', keepalive: false },
      { kind: 'user', id: 'u1', keepalive: true },
    ]);
    expect(stored()).toMatchObject([{ ids: ['u1'], sent: true }]);
    // The next page finds it made (or makes it), and forgets it.
    server.slow = false;
    await openPage('b').deletes.resume();
    expect(server.deleted).toEqual(['u1']);
    expect(stored()).toEqual([]);
  });

  it('comes back from the back-forward cache after sending its calls, and counts the rows they deleted as deleted', async () => {
    const a = openPage('a');
    const scheduled = a.deletes.schedule('user', ['u1', 'u2']);
    await vi.advanceTimersByTimeAsync(1000);
    a.hide();
    // The page was kept, not ended: its timer fires when it shows again.
    await vi.advanceTimersByTimeAsync(2000);
    await expect(scheduled.outcome).resolves.toEqual({ undone: false, kept: [] });
    expect(server.deleted).toEqual(['u1', 'u2']);
    expect(stored()).toEqual([]);
  });

  it('is made by the next page when the page died without a word (a crash, a killed tab)', async () => {
    const a = openPage('a');
    a.deletes.schedule('contact', ['u3']);
    await vi.advanceTimersByTimeAsync(1000);
    a.end();
    expect(server.calls).toEqual([]);
    await openPage('b').deletes.resume();
    expect(server.deleted).toEqual(['u3']);
    expect(stored()).toEqual([]);
    // Once.
    await openPage('c').deletes.resume();
    expect(server.calls).toHaveLength(1);
  });

  it('is made by the next page when its keepalive calls never arrived', async () => {
    const a = openPage('a');
    a.deletes.schedule('user', ['u1']);
    await vi.advanceTimersByTimeAsync(1000);
    const rows = new Set(server.rows);
    a.hide();
    a.end();
    await vi.advanceTimersByTimeAsync(0);
    // The network lost them: the server still has the row.
    server.rows = rows;
    server.deleted = [];
    await openPage('b').deletes.resume();
    expect(server.deleted).toEqual(['u1']);
    expect(stored()).toEqual([]);
  });

  it('is left for later when the next page cannot reach the server', async () => {
    const a = openPage('a');
    a.deletes.schedule('user', ['u1']);
    await vi.advanceTimersByTimeAsync(500);
    a.end();
    server.refuse.set('u1', { statusCode: 0, error: 'Network Error', message: 'offline', code: 'network' });
    await openPage('b').deletes.resume();
    expect(stored()).toHaveLength(1);
    server.refuse.clear();
    await openPage('c').deletes.resume();
    expect(server.deleted).toEqual(['u1']);
    expect(stored()).toEqual([]);
  });

  it('is left for later when the server could not be reached for one row, though another was refused', async () => {
    const a = openPage('a');
    a.deletes.schedule('user', ['u1', 'u2', 'u3']);
    await vi.advanceTimersByTimeAsync(500);
    a.end();
    server.refuse.set('u1', FORBIDDEN);
    server.refuse.set('u2', { statusCode: 0, error: 'Network Error', message: 'offline', code: 'network' });
    await openPage('b').deletes.resume();
    expect(server.deleted).toEqual(['u3']);
    expect(stored()).toHaveLength(1);
    server.refuse.delete('u2');
    server.refuse.delete('u1');
    await openPage('c').deletes.resume();
    expect(server.deleted).toEqual(['u3', 'u1', 'u2']);
    expect(stored()).toEqual([]);
  });
});

describe('other pages', () => {
  it('leave alone a delete whose page is still open in its window', async () => {
    const a = openPage('a');
    const scheduled = a.deletes.schedule('user', ['u1']);
    await vi.advanceTimersByTimeAsync(1000);
    await openPage('b').deletes.resume();
    expect(server.calls).toEqual([]);
    // Its own page can still undo it.
    scheduled.undo();
    await expect(scheduled.outcome).resolves.toEqual({ undone: true });
    await vi.advanceTimersByTimeAsync(5000);
    expect(server.calls).toEqual([]);
  });

  it('make only their own user’s deletes', async () => {
    const a = openPage('a', '7');
    a.deletes.schedule('user', ['u1']);
    await vi.advanceTimersByTimeAsync(100);
    a.end();
    await openPage('b', '8').deletes.resume();
    await openPage('c', null).deletes.resume();
    expect(server.calls).toEqual([]);
    expect(stored()).toHaveLength(1);
    await openPage('d', '7').deletes.resume();
    expect(server.deleted).toEqual(['u1']);
  });

  it('without Web Locks, make a delete only 30 s after its window ended (its page is surely gone)', async () => {
    const record: PendingDelete = { key: 'z', kind: 'user', ids: ['u1'], userId: '7', dueAt: Date.now() - 29_000 };
    storage.setItem('pendingDeletes', JSON.stringify([record]));
    await openPage('b', '7', false).deletes.resume();
    expect(server.calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1001);
    await openPage('c', '7', false).deletes.resume();
    expect(server.deleted).toEqual(['u1']);
    expect(stored()).toEqual([]);
  });

  it('read past what is not a record', async () => {
    storage.setItem('pendingDeletes', '{not json');
    await openPage('a').deletes.resume();
    storage.setItem('pendingDeletes', JSON.stringify([{ key: 'x', kind: 'everything', ids: ['u1'], userId: '7', dueAt: 0 }, 42]));
    expect(stored()).toEqual([]);
    await openPage('b').deletes.resume();
    expect(server.calls).toEqual([]);
    const good: PendingDelete = { key: 'y', kind: 'user', ids: ['u2'], userId: '7', dueAt: Date.now() - 1 };
    storage.setItem('pendingDeletes', JSON.stringify([good]));
    await openPage('c').deletes.resume();
    expect(server.deleted).toEqual(['u2']);
  });
});
