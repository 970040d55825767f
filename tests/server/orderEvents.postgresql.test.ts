import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { openDatabase, type Db } from '../../server/db';
import { orderEventHandlers } from '../../server/handlers/orderEvents';
import { OrderEventBus } from '../../server/orderEvents/bus';
import { postgresSource } from '../../server/orderEvents/sources';
import { DEMO_IDS } from '../../server/seed';
import { DEMO_USERS, startTestServer, TEST_JWT_SECRET, type TestServer } from './harness';
import { appendEvent, openStream, pause } from './orderEventsStreams';

/**
 * Two API processes on one PostgreSQL, as a deployment runs them: an order changed through one
 * reaches a board connected to the other (LISTEN/NOTIFY), and a listener whose connection the
 * server dropped listens again and delivers what was appended meanwhile.
 */

const url = process.env.TEST_DATABASE_URL ?? '';
const RESTAURANT = DEMO_IDS.restaurant;

let first: TestServer;
let secondDb: Db;
let second: FastifyInstance;
let secondPort: number;
let firstPort: number;
const listenerName = `order-events-test-${randomBytes(4).toString('hex')}`;

beforeAll(async () => {
  first = await startTestServer({ handlerOverrides: orderEventHandlers({ heartbeatMs: 200 }) });
  await first.app.listen({ port: 0, host: '127.0.0.1' });
  firstPort = (first.app.server.address() as AddressInfo).port;
  const schema = (await sql<{ name: string }>`select current_schema() as name`.execute(first.db)).rows[0]?.name ?? '';
  // The second process: its own pool on the same schema, and a bus whose listener the test can find by name.
  secondDb = openDatabase(url, { searchPath: schema });
  const separator = url.includes('?') ? '&' : '?';
  const bus = new OrderEventBus(secondDb, { source: postgresSource(`${url}${separator}application_name=${listenerName}`), reconnectMs: 100 });
  second = await buildApp({ db: secondDb, jwtSecret: TEST_JWT_SECRET, handlerOverrides: orderEventHandlers({ heartbeatMs: 200, bus: () => bus }) });
  await second.listen({ port: 0, host: '127.0.0.1' });
  secondPort = (second.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await second?.close();
  await secondDb?.destroy();
  await first?.close();
});

describe('order events across two API processes on one PostgreSQL', () => {
  it('an event appended through one process reaches a stream opened on the other', async () => {
    const stream = await openStream(secondPort, { token: await first.tokenFor(DEMO_USERS.restaurant) });
    try {
      await stream.waitForText('retry: 3000');
      const id = await appendEvent(first.db, { companyId: RESTAURANT, orderId: 'pedido-9001', status: 'WAIT_COMPANY', version: 1 });
      const [event] = await stream.waitForEvents(1);
      expect(event).toEqual({ id, event: 'order', data: { orderId: 'pedido-9001', companyId: '64c000000000000000000001', status: 'WAIT_COMPANY', version: 1 } });
    } finally {
      stream.close();
    }
  });

  it('a stream on the first process hears the second, and each event once', async () => {
    const stream = await openStream(firstPort, { token: await first.tokenFor(DEMO_USERS.restaurant) });
    try {
      await stream.waitForText('retry: 3000');
      await appendEvent(secondDb, { companyId: RESTAURANT, orderId: 'pedido-9002', status: 'WAIT_COMPANY', version: 1 });
      await appendEvent(secondDb, { companyId: RESTAURANT, orderId: 'pedido-9002', status: 'IN_PREPARATION', version: 2 });
      await stream.waitForEvents(2);
      await pause(300);
      expect(stream.events().map((e) => e.data)).toEqual([
        { orderId: 'pedido-9002', companyId: RESTAURANT, status: 'WAIT_COMPANY', version: 1 },
        { orderId: 'pedido-9002', companyId: RESTAURANT, status: 'IN_PREPARATION', version: 2 },
      ]);
    } finally {
      stream.close();
    }
  });

  it('listens again after the server drops the listening connection, and delivers what was appended meanwhile', async () => {
    const stream = await openStream(secondPort, { token: await first.tokenFor(DEMO_USERS.restaurant) });
    try {
      await stream.waitForText('retry: 3000');
      const terminated = await sql<{ ended: boolean }>`
        select pg_terminate_backend(pid) as ended from pg_stat_activity where application_name = ${listenerName}`.execute(first.db);
      expect(terminated.rows.map((r) => r.ended)).toEqual([true]);
      const during = await appendEvent(first.db, { companyId: RESTAURANT, orderId: 'pedido-9003', status: 'WAIT_COMPANY', version: 1 });
      await stream.waitForEvents(1, 10_000);
      const after = await appendEvent(first.db, { companyId: RESTAURANT, orderId: 'pedido-9003', status: 'CANCELED', version: 2 });
      await stream.waitForEvents(2, 10_000);
      await pause(300);
      expect(stream.events().map((e) => [e.id, e.data])).toEqual([
        [during, { orderId: 'pedido-9003', companyId: RESTAURANT, status: 'WAIT_COMPANY', version: 1 }],
        [after, { orderId: 'pedido-9003', companyId: RESTAURANT, status: 'CANCELED', version: 2 }],
      ]);
    } finally {
      stream.close();
    }
  });
});

