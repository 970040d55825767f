import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../server/seed';
import { DEMO_USERS, startTestServer, testDatabaseKind, type TestServer } from './harness';

// The demo companies' last 14 days of orders (server/seedOrderHistory.ts), as the order history
// and the database show them a moment after the seed.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** The local day (São Paulo) `back` days before today, as YYYY-MM-DD. */
function localDayBefore(back: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  return new Date(Date.parse(`${today}T12:00:00Z`) - back * 86_400_000).toISOString().slice(0, 10);
}

/** The local time (São Paulo) of an instant, HH:MM. */
const localTime = (iso: string | Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

interface HistoryPage {
  docs: { _id: string; number: number; customerName: string; status: string; placedAt: string; total: number; paymentType: string; fulfilment: string; rider: { name: string } | null; outcome: string | null }[];
  totalDocs: number;
}

async function history(email: string, query: string): Promise<HistoryPage> {
  const response = await server.call({ method: 'GET', url: `/v2/orders?${query}`, token: await server.tokenFor(email) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as HistoryPage;
}

/** How many orders the seed plans in each company's last 14 days: they take the numbers 1 to that count. */
const HISTORY_COUNTS = [
  [DEMO_IDS.restaurant, 185],
  [DEMO_IDS.supermarket, 144],
] as const;

/**
 * The orders of the companies' last 14 days, by company and number: those numbered up to the
 * history's count (the orders of the moment follow, some placed before midnight when the seed runs
 * just after it).
 */
function historyOrders() {
  return server.db
    .selectFrom('orders')
    .selectAll()
    .where((eb) => eb.or(HISTORY_COUNTS.map(([company, count]) => eb.and([eb('company_id', '=', company), eb('number', '<=', count)]))))
    .orderBy('company_id')
    .orderBy('number')
    .execute();
}

describe(`demo order history (${testDatabaseKind})`, () => {
  it('holds Inês Gonçalves’s dinner of yesterday 19:40 at the restaurant, found by her phone, with its whole timeline', async () => {
    const found = await history(DEMO_USERS.restaurant, 'q=11987650123');
    expect(found.totalDocs).toBe(1);
    const [order] = found.docs;
    expect(order).toMatchObject({
      number: 181,
      customerName: 'Inês Gonçalves',
      status: 'FINISHED',
      placedAt: `${localDayBefore(1)}T22:40:00.000Z`,
      total: 6780,
      paymentType: 'app card',
      fulfilment: 'delivery',
      rider: { name: 'Beatriz Dias' },
      outcome: 'entregue',
    });
    const response = await server.call({ method: 'GET', url: `/v2/orders/${order?._id ?? ''}`, token: await server.tokenFor(DEMO_USERS.restaurant) });
    const whole = response.json() as { customer: { phone: string }; items: { name: string }[]; history: { at: string; action: string; to: string; byName: string | null }[] };
    expect(whole.customer.phone).toBe('11987650123');
    expect(whole.items.map((i) => i.name)).toEqual(['Lasanha à bolonhesa', 'Suco de laranja 500 ml']);
    expect(whole.history.map((h) => `${localTime(h.at)} ${h.action} ${h.to} ${h.byName ?? 'platform'}`)).toEqual([
      '19:40 place WAIT_COMPANY platform',
      '19:43 accept IN_PREPARATION Rodrigo Restaurante',
      '20:06 ready AWAIT_DELIVERYMAN Rodrigo Restaurante',
      '20:09 assign ACCEPT_DELIVERYMAN Rodrigo Restaurante',
      '20:12 dispatch DISPATCH Rodrigo Restaurante',
      '20:13 releaseDriver RELEASE_DRIVER platform',
      '20:14 onRoute DELIVERY_ROUTE platform',
      '20:38 outcome DELIVERED platform',
      '21:10 settle FINISHED platform',
    ]);
    // The supermarket's operator does not find the restaurant's customer.
    expect((await history(DEMO_USERS.market, 'q=11987650123')).totalDocs).toBe(0);
  });

  it('fills each of the last 14 local days with 8 to 15 orders a company placed between 11:00 and 22:00, numbered before today’s', async () => {
    const rows = await historyOrders();
    // The seed's time: its latest order of the moment was placed a minute before it.
    const latest = await server.db.selectFrom('orders').select((eb) => eb.fn.max('placed_at').as('at')).executeTakeFirstOrThrow();
    const seededAt = new Date(new Date(latest.at).getTime() + 60_000);
    for (const [company, count] of HISTORY_COUNTS) {
      const own = rows.filter((r) => r.company_id === company);
      const numbers = new Set(own.map((r) => r.number));
      const missing = Array.from({ length: count }, (_, i) => i + 1).filter((n) => !numbers.has(n));
      // All of them, unless the seed ran in the first hours of the day: then yesterday's last
      // orders, which ended less than 2 hours before it, are left out (the board would show them).
      if (localTime(seededAt) >= '03:00') expect(missing).toEqual([]);
      const lastBeforeEvening = own.filter((r) => r.placed_at < new Date(`${localDayBefore(1)}T19:00:00-03:00`)).at(-1)?.number ?? 0;
      expect(missing.every((n) => n > lastBeforeEvening)).toBe(true);
      expect(own.length + missing.length).toBe(count);
      // Numbers grow with time.
      expect(own.every((r, i) => i === 0 || r.placed_at.getTime() >= (own[i - 1]?.placed_at.getTime() ?? 0))).toBe(true);
      for (let back = 1; back <= 14; back++) {
        const day = own.filter((r) => r.placed_at.toISOString() >= `${localDayBefore(back)}T03:00` && r.placed_at.toISOString() < `${localDayBefore(back - 1)}T03:00`);
        // The restaurant's yesterday holds Inês Gonçalves's order besides the day's.
        expect(day.length, `${company} ${localDayBefore(back)}`).toBeGreaterThanOrEqual(back === 1 ? 8 - missing.length : 8);
        expect(day.length, `${company} ${localDayBefore(back)}`).toBeLessThanOrEqual(company === DEMO_IDS.restaurant && back === 1 ? 16 : 15);
        expect(day.every((r) => localTime(r.placed_at) >= '11:00' && localTime(r.placed_at) < '22:00')).toBe(true);
      }
      expect(new Set(own.map((r) => r.status))).toEqual(new Set(['FINISHED', 'DELIVERED', 'CANCELED']));
      expect(own.filter((r) => r.customer_name === 'João Conceição').length).toBeGreaterThan(0);
    }
    // The orders of the moment come after, placed in the last hours before the seed: the restaurant's 13 of the board take 186 to 198.
    const moment = await server.db.selectFrom('orders').select(['number', 'placed_at']).where('company_id', '=', DEMO_IDS.restaurant).where('number', '>', 185).orderBy('number').execute();
    expect(moment.map((r) => r.number)).toEqual(Array.from({ length: 13 }, (_, i) => 186 + i));
    expect(moment.every((r) => r.placed_at.getTime() > seededAt.getTime() - 6 * 3_600_000)).toBe(true);
  });

  it('tells how each order ended: an outcome and a rider of the company on the delivered, a reason on the cancelled, times in order', async () => {
    const rows = await historyOrders();
    const riders = await server.db.selectFrom('delivery_men').select(['id', 'company_id']).execute();
    const reasons = new Set<string>();
    for (const row of rows) {
      const moves = await server.db.selectFrom('order_history').selectAll().where('order_id', '=', row.id).orderBy('id').execute();
      expect(moves.length).toBe(row.version);
      expect(moves[0]?.at.getTime()).toBe(row.placed_at.getTime());
      expect(moves.at(-1)?.at.getTime()).toBe(row.status_at.getTime());
      expect(moves.every((m, i) => i === 0 || m.at.getTime() > (moves[i - 1]?.at.getTime() ?? 0))).toBe(true);
      if (row.status === 'CANCELED') {
        expect(row.cancel_reason).toBeTruthy();
        reasons.add(row.cancel_reason ?? '');
        expect(moves.at(-1)?.reason).toBe(row.cancel_reason);
      } else if (row.fulfilment === 'delivery') {
        expect(['entregue', 'entregue_portao']).toContain(row.outcome);
        expect(riders.find((r) => r.id === row.rider_id)?.company_id).toBe(row.company_id);
        // Sent again after a failed delivery, it counts from its last dispatch.
        expect(row.dispatched_at?.getTime()).toBe(moves.filter((m) => m.to_status === 'DISPATCH').at(-1)?.at.getTime());
      } else {
        expect([row.rider_id, row.address]).toEqual([null, null]);
      }
      if (row.accepted_at) {
        expect(row.accepted_at.getTime()).toBe(moves.find((m) => m.action === 'accept')?.at.getTime());
        expect(row.ready_by?.getTime()).toBe(row.accepted_at.getTime() + (row.prep_minutes ?? 0) * 60_000);
      }
    }
    expect([...reasons].sort()).toEqual(['acceptance_deadline', 'address_out_of_area', 'closing_soon', 'customer_request', 'out_of_stock', 'too_busy']);
    expect(new Set(rows.map((r) => r.payment_type))).toEqual(new Set(['money', 'app card', 'PIX', 'PIX local', 'digital wallet', 'digital card', 'PIX app']));
    expect(new Set(rows.map((r) => r.fulfilment))).toEqual(new Set(['delivery', 'pickup']));
  });
});
