import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../server/seed';
import { columnOf, type OrderStatus } from '../../src/domain/orders';
import { DEMO_USERS, startTestServer, testDatabaseKind, type TestServer } from './harness';

// The demo orders (server/seedOrders.ts) as the board shows them on the server's own clock, a
// moment after the seed.

let server: TestServer;
/** The hour in São Paulo when the demo data was written. */
let seededHour = 12;
beforeAll(async () => {
  seededHour = Number(new Intl.DateTimeFormat('en-US', { timeZone: 'America/Sao_Paulo', hour: '2-digit', hourCycle: 'h23' }).format(new Date()));
  server = await startTestServer();
});
afterAll(() => server.close());

interface Summary {
  companyId: string;
  status: OrderStatus;
  total: number;
  late: boolean;
  rider: { name: string } | null;
}

async function board(email: string, type: string) {
  const response = await server.call({ method: 'GET', url: `/v2/orders/board?type=${type}`, token: await server.tokenFor(email) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { orders: Summary[]; companies: { _id: string; active: number; waiting: number; late: number }[] };
}

/**
 * How many orders of `companyId`'s history the seed left out: a history order that ended less than
 * 2 hours before the seed still shows on the board, so a seed run just after midnight leaves out
 * yesterday's latest (the last ends before 01:50, so from 04:00 none). Each leaves its number
 * unused: the orders are numbered from 1 with no gap otherwise.
 */
async function leftOut(companyId: string): Promise<number> {
  const numbers = await server.db.selectFrom('orders').select('number').where('company_id', '=', companyId).execute();
  const left = Math.max(...numbers.map((row) => Number(row.number))) - numbers.length;
  if (seededHour >= 4) expect(left).toBe(0);
  return left;
}

describe(`demo orders (${testDatabaseKind})`, () => {
  it('fill every column of the restaurant’s board, the new ones still within their deadline', async () => {
    const { orders, companies } = await board(DEMO_USERS.restaurant, 'restaurant');
    expect(orders.map((o) => o.status)).toEqual([
      'DELIVERED', 'DELIVERY_ROUTE', 'IN_PREPARATION', 'DISPATCH', 'CANCELED', 'ACCEPT_DELIVERYMAN', 'AWAIT_DELIVERYMAN', 'IN_PREPARATION', 'SCHEDULED', 'IN_PREPARATION', 'AWAITING_PAYMENT', 'WAIT_COMPANY', 'WAIT_COMPANY',
    ]);
    expect(new Set(orders.map((o) => columnOf(o.status)))).toEqual(new Set(['scheduled', 'awaitingPayment', 'new', 'preparing', 'waitingRider', 'onTheWay', 'done', 'canceled']));
    // Late: three at the seed, and the pickup order too from 2 minutes after it (accepted 18 minutes
    // before it to be ready in 20); a test database may have been seeded a while before this test.
    const latest = await server.db.selectFrom('orders').select((eb) => eb.fn.max('placed_at').as('at')).executeTakeFirstOrThrow();
    const sinceSeed = Date.now() - (new Date(latest.at).getTime() + 60_000);
    expect(sinceSeed).toBeLessThan(6 * 60_000);
    const late = sinceSeed >= 2 * 60_000 ? 4 : 3;
    expect(companies).toEqual([expect.objectContaining({ _id: DEMO_IDS.restaurant, active: 11, waiting: 2, late })]);
  });

  it('fill the supermarket’s board, picking included, with its own riders', async () => {
    const { orders } = await board(DEMO_USERS.market, 'supermarket');
    const statuses = orders.map((o) => o.status);
    for (const status of ['SCHEDULED', 'AWAITING_PAYMENT', 'WAIT_COMPANY', 'IN_PREPARATION', 'ACCEPT_SHOPPER', 'RELEASE_SHOPPER', 'AWAIT_DELIVERYMAN', 'ACCEPT_DELIVERYMAN', 'DELIVERY_ROUTE', 'DELIVERED', 'CANCELED']) {
      expect(statuses).toContain(status);
    }
    const riders = await server.db.selectFrom('orders').select('rider_id').where('company_id', '=', DEMO_IDS.supermarket).where('rider_id', 'is not', null).execute();
    const own = await server.db.selectFrom('delivery_men').select('id').where('company_id', '=', DEMO_IDS.supermarket).execute();
    // 3 on the board, 92 in its last 14 days (server/seedOrderHistory.ts), less those left out just after midnight.
    const left = await leftOut(DEMO_IDS.supermarket);
    expect(riders.length).toBeLessThanOrEqual(95);
    expect(riders.length).toBeGreaterThanOrEqual(95 - left);
    expect(riders.every((r) => own.some((m) => m.id === r.rider_id))).toBe(true);
  });

  it('add up: every total is the items plus the fee minus the discount, and each version counts the history', async () => {
    const rows = await server.db.selectFrom('orders').selectAll().execute();
    // 24 of the moment, 185 + 144 of the last 14 days, less those left out just after midnight.
    expect(rows.length).toBe(353 - (await leftOut(DEMO_IDS.restaurant)) - (await leftOut(DEMO_IDS.supermarket)));
    for (const row of rows) {
      const items = row.items.reduce((sum, i) => sum + i.quantity * (i.unitPrice + i.complements.reduce((s, c) => s + c.quantity * c.unitPrice, 0)), 0);
      expect([row.items_total, row.total]).toEqual([items, items + row.delivery_fee - row.discount]);
      const history = await server.db.selectFrom('order_history').select('to_status').where('order_id', '=', row.id).orderBy('id').execute();
      expect(history.length).toBe(row.version);
      expect(history.at(-1)?.to_status).toBe(row.status);
    }
  });
});
