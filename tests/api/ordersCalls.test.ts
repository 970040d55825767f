import { describe, expect, it } from 'vitest';
import { createApiClients, type ApiClients } from '../../src/api/client';
import { createPrintLink, getBoard, getOrder, listRiders, openOrderEvents, STREAM_ENDED, transition, updateOrderSettings, type OrderEvent } from '../../src/api/orders';
import type { ApiError } from '../../src/contract/apiError';

interface Seen {
  method: string;
  url: string;
  company: string | null;
  authorization: string | null;
  key: string | null;
  lastEventId: string | null;
  body: string | null;
}

/** Clients over a fake server answering `answer`; `seen` records each request. */
function clientsAnswering(answer: (request: Request) => Response | Promise<Response>, seen: Seen[] = []): ApiClients {
  return createApiClients(
    { apiBaseUrl: 'https://api.example.com/api', callCenterBaseUrl: 'https://cc.example.com' },
    { accessToken: () => 'tok', companyId: () => 'main' },
    {
      fetch: async (request) => {
        seen.push({
          method: request.method,
          url: request.url,
          company: request.headers.get('Company'),
          authorization: request.headers.get('Authorization'),
          key: request.headers.get('Idempotency-Key'),
          lastEventId: request.headers.get('Last-Event-ID'),
          body: request.method === 'GET' ? null : await request.clone().text(),
        });
        return answer(request);
      },
    },
  );
}

const json = (status: number, body: unknown, statusText = '') => new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });

async function failure(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('the call did not fail');
}

describe('order desk calls', () => {
  it('reads the board of one type of every company the caller acts for (no Company header, not the main one), or of one company when told', async () => {
    const seen: Seen[] = [];
    const board = { orders: [], companies: [], serverTime: '2026-03-02T12:00:00.000Z', lastEventId: '40' };
    const clients = clientsAnswering(() => json(200, board), seen);
    expect(await getBoard(clients, { type: 'restaurant' })).toEqual(board);
    await getBoard(clients, { type: 'supermarket', companyId: 'c2' });
    expect(seen.map(({ url, company, authorization }) => ({ url, company, authorization }))).toEqual([
      { url: 'https://api.example.com/api/v2/orders/board?type=restaurant', company: null, authorization: 'Bearer tok' },
      { url: 'https://api.example.com/api/v2/orders/board?type=supermarket', company: 'c2', authorization: 'Bearer tok' },
    ]);
  });

  it('sends a move with its body, the order company and the idempotency key', async () => {
    const seen: Seen[] = [];
    const clients = clientsAnswering(() => json(200, { _id: 'o1', version: 4 }), seen);
    await transition(clients, 'o1', 'c1', { to: 'IN_PREPARATION', version: 3, prepMinutes: 25 }, 'key-1');
    expect(seen).toEqual([
      {
        method: 'POST',
        url: 'https://api.example.com/api/v2/orders/o1/transitions',
        company: 'c1',
        authorization: 'Bearer tok',
        key: 'key-1',
        lastEventId: null,
        body: '{"to":"IN_PREPARATION","version":3,"prepMinutes":25}',
      },
    ]);
  });

  it('turns a refusal into the server error with its code', async () => {
    const stale = { statusCode: 409, error: 'Conflict', message: 'Ana moved it to IN_PREPARATION', code: 'stale_version' };
    const clients = clientsAnswering(() => json(409, stale, 'Conflict'));
    expect(await failure(transition(clients, 'o1', 'c1', { to: 'IN_PREPARATION', version: 3, prepMinutes: 25 }, 'key-1'))).toEqual(stale);
  });

  it('turns a non-JSON answer into the status and its reason, and a failed fetch into a network error', async () => {
    const html = clientsAnswering(() => new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    expect(await failure(getOrder(html, 'o1', 'c1'))).toEqual({ statusCode: 502, error: 'Bad Gateway', message: '<html>bad gateway</html>' });
    const down = clientsAnswering(() => {
      throw new TypeError('fetch failed');
    });
    expect(await failure(listRiders(down, 'c1'))).toEqual({ statusCode: 0, error: 'Network Error', message: 'fetch failed', code: 'network' });
  });

  it('asks a print link and replaces the settings at their addresses', async () => {
    const seen: Seen[] = [];
    const settings = { acceptMinutes: 8, prepMinutes: 20, repeatAlert: false, autoPrint: true };
    const clients = clientsAnswering((request) => (request.method === 'PUT' ? json(200, settings) : json(201, { token: 't', expiresAt: '2026-03-02T12:10:00.000Z' })), seen);
    expect(await createPrintLink(clients, 'o1', 'c1')).toEqual({ token: 't', expiresAt: '2026-03-02T12:10:00.000Z' });
    expect(await updateOrderSettings(clients, 'c1', settings)).toEqual(settings);
    expect(seen.map(({ method, url, company }) => `${method} ${url} ${company}`)).toEqual([
      'POST https://api.example.com/api/v2/orders/o1/print-link c1',
      'PUT https://api.example.com/api/v2/company/c1/order-settings c1',
    ]);
  });
});

/** A response streaming `chunks`, then ending (or staying open until aborted when `open`). */
function streaming(chunks: string[], open = false, signal?: AbortSignal): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      if (!open) controller.close();
      signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

describe('openOrderEvents', () => {
  it('opens with the resume point, tells each order event with its id, and reports the end of the stream', async () => {
    const seen: Seen[] = [];
    const told: Array<[OrderEvent, string | null] | 'open' | ApiError> = [];
    const chunks = [': heartbeat\n\n', 'id: 41\nevent: order\ndata: {"orderId":"o1","companyId":"c1",', '"status":"IN_PREPARATION","version":3}\n\n', 'id: 42\nevent: other\ndata: {}\n\nid: 43\nevent: order\ndata: nonsense\n\n'];
    const clients = clientsAnswering(() => streaming(chunks), seen);
    await openOrderEvents(clients, {
      type: 'restaurant',
      companyId: 'c1',
      lastEventId: '40',
      onEvent: (event, id) => told.push([event, id]),
      onOpen: () => told.push('open'),
      onError: (error) => told.push(error),
      signal: new AbortController().signal,
    });
    expect(seen.map(({ url, company, lastEventId, authorization }) => ({ url, company, lastEventId, authorization }))).toEqual([
      { url: 'https://api.example.com/api/v2/orders/events?type=restaurant', company: 'c1', lastEventId: '40', authorization: 'Bearer tok' },
    ]);
    expect(told).toEqual(['open', [{ orderId: 'o1', companyId: 'c1', status: 'IN_PREPARATION', version: 3 }, '41'], STREAM_ENDED]);
  });

  it('reports a refused stream as the server error, and nothing once aborted', async () => {
    const errors: ApiError[] = [];
    const forbidden = { statusCode: 403, error: 'Forbidden', message: 'No order permission', code: 'forbidden' };
    const options = { type: 'supermarket' as const, lastEventId: null, onEvent: () => {}, onOpen: () => {}, onError: (error: ApiError) => errors.push(error) };
    await openOrderEvents(clientsAnswering(() => json(403, forbidden, 'Forbidden')), { ...options, signal: new AbortController().signal });
    expect(errors).toEqual([forbidden]);

    const stop = new AbortController();
    let opened = 0;
    const reading = openOrderEvents(clientsAnswering(() => streaming([': hi\n\n'], true, stop.signal)), { ...options, onOpen: () => (opened += 1), signal: stop.signal });
    await new Promise((resolve) => setTimeout(resolve, 10));
    stop.abort();
    await reading;
    expect(opened).toBe(1);
    expect(errors).toEqual([forbidden]);
  });

  it('listens to every company the caller acts for when no company is named', async () => {
    const seen: Seen[] = [];
    const stop = new AbortController();
    const clients = clientsAnswering(() => streaming([': hi\n\n']), seen);
    await openOrderEvents(clients, { type: 'restaurant', companyId: null, lastEventId: null, onEvent: () => {}, onOpen: () => {}, onError: () => {}, signal: stop.signal });
    expect(seen.map(({ url, company }) => ({ url, company }))).toEqual([{ url: 'https://api.example.com/api/v2/orders/events?type=restaurant', company: null }]);
  });
});
