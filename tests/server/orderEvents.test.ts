import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { orderEventHandlers } from '../../server/handlers/orderEvents';
import { busOf } from '../../server/orderEvents/bus';
import { DEMO_IDS } from '../../server/seed';
import { DEMO_USERS, startTestServer, type TestServer } from './harness';
import { appendEvent, openStream, pause, type OpenStream } from './orderEventsStreams';

/**
 * The live order events (GET /v2/orders/events, issue 24) over a listening server: what a board
 * connected to it receives when orders are placed and moved, on resume, and what it never receives.
 */

const RESTAURANT = DEMO_IDS.restaurant;
const SUPERMARKET = DEMO_IDS.supermarket;

let server: TestServer;
let port: number;
const open: OpenStream[] = [];

beforeAll(async () => {
  server = await startTestServer({ handlerOverrides: orderEventHandlers({ heartbeatMs: 100 }) });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as AddressInfo).port;
});
afterEach(async () => {
  for (const stream of open.splice(0)) stream.close();
});
afterAll(() => server?.close());

async function streamOf(email: string, options: { company?: string; lastEventId?: string; query?: string } = {}): Promise<OpenStream> {
  const stream = await openStream(port, { token: await server.tokenFor(email), ...options });
  open.push(stream);
  return stream;
}

describe('the order event stream', () => {
  it('answers a text/event-stream that says how long to wait before reconnecting, with the security headers', async () => {
    const stream = await streamOf(DEMO_USERS.restaurant);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['x-accel-buffering']).toBe('no');
    expect(stream.headers['x-content-type-options']).toBe('nosniff');
    expect(stream.headers['cache-control']).toBe('no-store');
    await stream.waitForText('retry: 3000\n\n');
    expect(stream.text().startsWith('retry: 3000\n\n')).toBe(true);
  });

  it('carries an order placed after it opened, as an order event with the order id, company, status and version', async () => {
    const stream = await streamOf(DEMO_USERS.restaurant);
    await stream.waitForText('retry: 3000');
    const id = await appendEvent(server.db, { companyId: RESTAURANT, orderId: 'pedido-1001', status: 'WAIT_COMPANY', version: 1 });
    const [event] = await stream.waitForEvents(1);
    expect(event).toEqual({
      id,
      event: 'order',
      data: { orderId: 'pedido-1001', companyId: '64c000000000000000000001', status: 'WAIT_COMPANY', version: 1 },
    });
    expect(stream.text()).toContain(
      `id: ${id}\nevent: order\ndata: {"orderId":"pedido-1001","companyId":"64c000000000000000000001","status":"WAIT_COMPANY","version":1}\n\n`,
    );
  });

  it('resumed after Last-Event-ID, first sends exactly the events missed, then the live ones, each once', async () => {
    const seen = await appendEvent(server.db, { companyId: RESTAURANT, orderId: 'pedido-2001', status: 'WAIT_COMPANY', version: 1 });
    const missedA = await appendEvent(server.db, { companyId: RESTAURANT, orderId: 'pedido-2001', status: 'IN_PREPARATION', version: 2 });
    const missedB = await appendEvent(server.db, { companyId: RESTAURANT, orderId: 'pedido-2002', status: 'WAIT_COMPANY', version: 1 });
    const stream = await streamOf(DEMO_USERS.restaurant, { lastEventId: seen });
    await stream.waitForEvents(2);
    const live = await appendEvent(server.db, { companyId: RESTAURANT, orderId: 'pedido-2001', status: 'AWAIT_DELIVERYMAN', version: 3 });
    await stream.waitForEvents(3);
    await pause(300);
    expect(stream.events().map((e) => [e.id, e.data])).toEqual([
      [missedA, { orderId: 'pedido-2001', companyId: RESTAURANT, status: 'IN_PREPARATION', version: 2 }],
      [missedB, { orderId: 'pedido-2002', companyId: RESTAURANT, status: 'WAIT_COMPANY', version: 1 }],
      [live, { orderId: 'pedido-2001', companyId: RESTAURANT, status: 'AWAIT_DELIVERYMAN', version: 3 }],
    ]);
  });

  it('takes the resume point from the lastEventId query when no header names one', async () => {
    const seen = await appendEvent(server.db, { companyId: RESTAURANT, orderId: 'pedido-3001', status: 'WAIT_COMPANY', version: 1 });
    const missed = await appendEvent(server.db, { companyId: RESTAURANT, orderId: 'pedido-3001', status: 'CANCELED', version: 2 });
    const stream = await streamOf(DEMO_USERS.restaurant, { query: `lastEventId=${seen}` });
    const events = await stream.waitForEvents(1);
    await pause(200);
    expect(stream.events().map((e) => e.id)).toEqual([missed]);
    expect(events[0]?.data).toEqual({ orderId: 'pedido-3001', companyId: RESTAURANT, status: 'CANCELED', version: 2 });
  });

  it("never carries another company's orders to a company user, live or resumed", async () => {
    const before = await appendEvent(server.db, { companyId: RESTAURANT, orderId: 'pedido-4000', status: 'WAIT_COMPANY', version: 1 });
    await appendEvent(server.db, { companyId: SUPERMARKET, orderId: 'mercado-4001', status: 'WAIT_COMPANY', version: 1 });
    const restaurant = await streamOf(DEMO_USERS.restaurant, { lastEventId: before });
    const market = await streamOf(DEMO_USERS.market, { lastEventId: before });
    await market.waitForEvents(1);
    await restaurant.waitForText('retry: 3000');
    await appendEvent(server.db, { companyId: SUPERMARKET, orderId: 'mercado-4002', status: 'ACCEPT_SHOPPER', version: 2 });
    await appendEvent(server.db, { companyId: RESTAURANT, orderId: 'pedido-4003', status: 'WAIT_COMPANY', version: 1 });
    await restaurant.waitForEvents(1);
    await market.waitForEvents(2);
    await pause(300);
    expect(restaurant.events().map((e) => e.data)).toEqual([{ orderId: 'pedido-4003', companyId: RESTAURANT, status: 'WAIT_COMPANY', version: 1 }]);
    expect(market.events().map((e) => e.data)).toEqual([
      { orderId: 'mercado-4001', companyId: SUPERMARKET, status: 'WAIT_COMPANY', version: 1 },
      { orderId: 'mercado-4002', companyId: SUPERMARKET, status: 'ACCEPT_SHOPPER', version: 2 },
    ]);
  });

  it("refuses a company user's Company header naming another company, and a partner company's user (it takes no orders)", async () => {
    const other = await openStream(port, { token: await server.tokenFor(DEMO_USERS.restaurant), company: SUPERMARKET });
    expect(other.status).toBe(403);
    const partner = await openStream(port, { token: await server.tokenFor(DEMO_USERS.partner) });
    expect(partner.status).toBe(403);
  });

  it("gives root every company's events, narrowed to one board's type when asked", async () => {
    const before = await appendEvent(server.db, { companyId: RESTAURANT, orderId: 'pedido-5000', status: 'WAIT_COMPANY', version: 1 });
    const every = await streamOf(DEMO_USERS.root, { lastEventId: before });
    const markets = await streamOf(DEMO_USERS.root, { lastEventId: before, query: 'type=supermarket' });
    await appendEvent(server.db, { companyId: RESTAURANT, orderId: 'pedido-5001', status: 'WAIT_COMPANY', version: 1 });
    await appendEvent(server.db, { companyId: SUPERMARKET, orderId: 'mercado-5002', status: 'WAIT_COMPANY', version: 1 });
    await every.waitForEvents(2);
    await markets.waitForEvents(1);
    await pause(300);
    expect(every.events().map((e) => (e.data as { orderId: string }).orderId)).toEqual(['pedido-5001', 'mercado-5002']);
    expect(markets.events().map((e) => (e.data as { orderId: string }).orderId)).toEqual(['mercado-5002']);
  });

  it('answers 401 without a token and 400 for a Last-Event-ID that is no event id', async () => {
    const anonymous = await server.call({ method: 'GET', url: '/v2/orders/events' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ statusCode: 401, code: 'unauthenticated' });
    const token = await server.tokenFor(DEMO_USERS.restaurant);
    const bad = await server.call({ method: 'GET', url: '/v2/orders/events', token, headers: { 'last-event-id': 'abc' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ statusCode: 400, message: 'Last-Event-ID must be the id of an order event (digits)' });
  });

  it('sends a heartbeat comment at its interval while nothing happens', async () => {
    const stream = await streamOf(DEMO_USERS.restaurant);
    await stream.waitForText(': heartbeat\n\n', 3, 2_000);
    expect(stream.events()).toEqual([]);
  });

  it('ends its subscription when the client leaves, and the bus its listening connection with the last one', async () => {
    const bus = busOf(server.db);
    await pause(100);
    expect(bus.subscriptions).toBe(0);
    const first = await streamOf(DEMO_USERS.restaurant);
    const second = await streamOf(DEMO_USERS.market);
    expect(bus.subscriptions).toBe(2);
    first.close();
    await first.ended;
    await pause(100);
    expect(bus.subscriptions).toBe(1);
    second.close();
    await second.ended;
    await pause(100);
    expect(bus.subscriptions).toBe(0);
  });
});

describe('stopping a server with open streams', () => {
  it('ends the streams at once rather than after the grace period', async () => {
    const other = await startTestServer({ handlerOverrides: orderEventHandlers({ heartbeatMs: 100 }) });
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const otherPort = (other.app.server.address() as AddressInfo).port;
    const token = await other.tokenFor(DEMO_USERS.restaurant);
    const streams = await Promise.all([openStream(otherPort, { token }), openStream(otherPort, { token })]);
    await Promise.all(streams.map((s) => s.waitForText('retry: 3000')));
    const started = Date.now();
    await other.close();
    await Promise.all(streams.map((s) => s.ended));
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
