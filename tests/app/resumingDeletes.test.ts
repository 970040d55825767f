// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { createAppServices, RESUME_WAIT_MS } from '../../src/routes/services';

const config = { apiBaseUrl: 'http://api.test/api', callCenterBaseUrl: 'http://api.test/api', mapStyleUrl: null, firebase: null };

/** A page's storage holding a session and, when given, a delete an earlier page left (a minute ago: without Web Locks, its page is gone). */
function storageWith(pending: boolean): Storage {
  const items = new Map<string, string>([['authTokens', JSON.stringify({ accessToken: 'a1', refreshToken: 'r1' })]]);
  if (pending) {
    const record = { key: 'k1', kind: 'user', ids: ['u9'], userId: 'u1', dueAt: Date.now() - 60_000, sent: true };
    items.set('pendingDeletes', JSON.stringify([record]));
  }
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

/** The server: the signed-in user u1; the delete of u9 answers when `answerDelete` is called. */
function server() {
  let answerDelete: () => void = () => {};
  const deleteAnswered = new Promise<void>((resolve) => {
    answerDelete = resolve;
  });
  const deletes: string[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const path = new URL(request.url).pathname;
    if (request.method === 'DELETE') {
      deletes.push(path);
      await deleteAnswered;
      return new Response(null, { status: 204 });
    }
    if (path.endsWith('/acl/users')) return Response.json({ id: 'u1', name: 'Ana', email: 'ana@example.com', roles: [], permissions: [] });
    if (path.includes('/admin/styles')) return Response.json({ adminStyle: null });
    return Response.json({ statusCode: 404, error: 'Not Found', message: 'no' }, { status: 404 });
  };
  return { fetch, deletes, answerDelete: () => answerDelete() };
}

describe('the deletes an earlier page left', () => {
  it('hold the routes back until they are made, then let them render', async () => {
    const api = server();
    const services = createAppServices(config, storageWith(true), { fetch: api.fetch });
    await waitFor(services.session, (s) => s.hasTag('ready'));
    expect(services.resumingDeletes.get()).toBe(true);
    await vi.waitFor(() => expect(api.deletes).toEqual(['/api/acl/users/u9']));
    // Still waiting for the answer: the lists would show the row being deleted.
    expect(services.resumingDeletes.get()).toBe(true);
    api.answerDelete();
    await vi.waitFor(() => expect(services.resumingDeletes.get()).toBe(false));
  });

  it('do not hold the routes longer than the wait, when the server does not answer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const api = server();
      const services = createAppServices(config, storageWith(true), { fetch: api.fetch });
      await waitFor(services.session, (s) => s.hasTag('ready'));
      expect(services.resumingDeletes.get()).toBe(true);
      await vi.advanceTimersByTimeAsync(RESUME_WAIT_MS - 100);
      expect(services.resumingDeletes.get()).toBe(true);
      await vi.advanceTimersByTimeAsync(200);
      expect(services.resumingDeletes.get()).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('hold nothing back when none is waiting', async () => {
    const api = server();
    const services = createAppServices(config, storageWith(false), { fetch: api.fetch });
    await waitFor(services.session, (s) => s.hasTag('ready'));
    expect(services.resumingDeletes.get()).toBe(false);
    expect(api.deletes).toEqual([]);
  });
});
