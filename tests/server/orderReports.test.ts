import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus, PaymentType } from '../../src/domain/orders';
import { DEMO_IDS } from '../../server/seed';
import { DEMO_USERS, startTestServer, testDatabaseKind, userWithPermissions, type Call, type TestServer } from './harness';

// The order reports (issue 25) over a known set of orders written straight into the database at
// fixed times (the demo orders are removed first), and one placed and accepted through the API.
// The server's clock is 2025-03-12 15:00 UTC: noon of Wednesday 12 March in São Paulo (UTC−3).
// The delivery times of the demo companies: Cantina da Nonna 40 min, Supermercado Bom Preço 60,
// Sabor Mineiro 35.

let server: TestServer;
let call: Call;
let clock = new Date('2025-03-12T14:30:00.000Z');

const R = DEMO_IDS.restaurant;
const S = DEMO_IDS.supermarket;
const O = DEMO_IDS.otherRestaurant;
const P = DEMO_IDS.partner;

let numbers = 0;

interface Row {
  id: string;
  company: string;
  status: OrderStatus;
  payment?: PaymentType;
  total?: number;
  placedAt: string;
  acceptedAt?: string;
  readyBy?: string;
  acceptBy?: string;
  dispatchedAt?: string;
  cancelReason?: string;
}

/** Writes an order as it stands after its moves, at the times given. */
async function insertRow(row: Row): Promise<void> {
  numbers += 1;
  const total = row.total ?? 1000;
  const date = (value: string | undefined) => (value === undefined ? null : new Date(value));
  await server.db
    .insertInto('orders')
    .values({
      id: row.id,
      company_id: row.company,
      number: 9000 + numbers,
      status: row.status,
      version: 1,
      fulfilment: 'delivery',
      payment_type: row.payment ?? 'PIX',
      paid: true,
      items: JSON.stringify([{ name: 'Prato', quantity: 1, unitPrice: total, notes: '', complements: [] }]),
      items_total: total,
      delivery_fee: 0,
      discount: 0,
      total,
      customer_name: `Cliente ${row.id}`,
      customer_phone: '5511987654321',
      address: null,
      scheduled_for: null,
      prep_minutes: row.readyBy ? 20 : null,
      accepted_at: date(row.acceptedAt),
      ready_by: date(row.readyBy),
      accept_by: date(row.acceptBy),
      dispatched_at: date(row.dispatchedAt),
      rider_id: null,
      outcome: null,
      cancel_reason: row.cancelReason ?? null,
      placed_at: new Date(row.placedAt),
      status_at: new Date(row.placedAt),
      updated_at: new Date(row.placedAt),
    })
    .execute();
}

/** A user of company `companyId` holding exactly `permissions` (through a role of its own). */
function userWith(email: string, companyId: string, permissions: string[]): Promise<string> {
  return userWithPermissions(server, email, companyId, permissions);
}

async function get(who: string, url: string, company?: string) {
  const token = who.includes('@') ? await server.tokenFor(who) : who;
  return call({ method: 'GET', url, token, ...(company ? { company } : {}) });
}

async function ok(who: string, url: string, company?: string) {
  const response = await get(who, url, company);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Days 1 to 3 of March 2025 in São Paulo: 2025-03-01 03:00 UTC to 2025-03-04 03:00 UTC. */
const MARCH = '/v2/orders/reports/totals?from=2025-03-01T03:00:00.000Z&to=2025-03-04T03:00:00.000Z';

/** A group of the totals: count, cancelled, total and average ticket in cents, share cancelled. */
const group = (key: string, label: string, count: number, canceled: number, total: number, averageTicket: number, cancellationRate: number) => ({
  key,
  label,
  count,
  canceled,
  total,
  averageTicket,
  cancellationRate: expect.closeTo(cancellationRate, 6),
});

let placedThroughApi = '';

beforeAll(async () => {
  server = await startTestServer();
  call = await server.variant({ now: () => clock });
  await server.db.deleteFrom('orders').execute();

  // The totals' range, 1 to 3 March (São Paulo). The 2nd has no order.
  const totals: Row[] = [
    { id: 'r1', company: R, status: 'FINISHED', payment: 'PIX', total: 5000, placedAt: '2025-03-01T13:00:00Z' },
    { id: 'r2', company: R, status: 'FINISHED', payment: 'money', total: 3000, placedAt: '2025-03-01T20:00:00Z' },
    // 23:30 of the 1st in São Paulo.
    { id: 'r3', company: R, status: 'CANCELED', payment: 'PIX', total: 2000, placedAt: '2025-03-02T02:30:00Z', cancelReason: 'cliente desistiu' },
    { id: 'r4', company: R, status: 'DELIVERED', payment: 'PIX', total: 4000, placedAt: '2025-03-03T15:00:00Z' },
    { id: 's1', company: S, status: 'FINISHED', payment: 'app card', total: 10000, placedAt: '2025-03-01T12:00:00Z' },
    { id: 's2', company: S, status: 'CANCELED', payment: 'app card', total: 6000, placedAt: '2025-03-03T12:00:00Z', cancelReason: 'acceptance_deadline' },
    { id: 's3', company: S, status: 'CANCELED', payment: 'PIX', total: 1000, placedAt: '2025-03-03T13:00:00Z', cancelReason: 'cliente desistiu' },
    { id: 'o1', company: O, status: 'FINISHED', payment: 'PIX', total: 7000, placedAt: '2025-03-01T14:00:00Z' },
    // Just outside: 23:59 of 28 February and 00:00 of 4 March in São Paulo.
    { id: 'r5', company: R, status: 'FINISHED', payment: 'PIX', total: 9900, placedAt: '2025-03-01T02:59:00Z' },
    { id: 'r6', company: R, status: 'FINISHED', payment: 'PIX', total: 9900, placedAt: '2025-03-04T03:00:00Z' },
  ];
  // Today, 12 March (São Paulo), and what is open now.
  const today: Row[] = [
    // 23:30 of the 11th in São Paulo, 02:30 of the 12th in UTC; accepted in 60 s.
    { id: 'n0', company: R, status: 'FINISHED', placedAt: '2025-03-12T02:30:00Z', acceptedAt: '2025-03-12T02:31:00Z' },
    // Accepted in 120 s, at the store past its ready time (12:22): late.
    { id: 'n1', company: R, status: 'IN_PREPARATION', placedAt: '2025-03-12T12:00:00Z', acceptedAt: '2025-03-12T12:02:00Z', readyBy: '2025-03-12T12:22:00Z' },
    // Accepted in 240 s, on the way since 13:30: 40 min, so late since 14:10.
    { id: 'n2', company: R, status: 'DISPATCH', placedAt: '2025-03-12T13:00:00Z', acceptedAt: '2025-03-12T13:04:00Z', readyBy: '2025-03-12T13:24:00Z', dispatchedAt: '2025-03-12T13:30:00Z' },
    // Accepted in 600 s, done.
    { id: 'n3', company: R, status: 'FINISHED', placedAt: '2025-03-12T14:00:00Z', acceptedAt: '2025-03-12T14:10:00Z' },
    { id: 'n6', company: R, status: 'CANCELED', placedAt: '2025-03-12T13:30:00Z', cancelReason: 'loja fechada' },
    { id: 'n4', company: R, status: 'WAIT_COMPANY', placedAt: '2025-03-12T14:50:00Z', acceptBy: '2025-03-12T15:04:00Z' },
    { id: 'n5', company: R, status: 'WAIT_COMPANY', placedAt: '2025-03-12T14:55:00Z', acceptBy: '2025-03-12T15:07:00Z' },
    // Accepted in 60 s, waiting for a rider past its ready time (11:30): late.
    { id: 'm1', company: S, status: 'AWAIT_DELIVERYMAN', placedAt: '2025-03-12T11:00:00Z', acceptedAt: '2025-03-12T11:01:00Z', readyBy: '2025-03-12T11:30:00Z' },
    // Accepted in 300 s, on the way since 14:10: 60 min, so not late before 15:10.
    { id: 'm2', company: S, status: 'DELIVERY_ROUTE', placedAt: '2025-03-12T14:00:00Z', acceptedAt: '2025-03-12T14:05:00Z', readyBy: '2025-03-12T14:08:00Z', dispatchedAt: '2025-03-12T14:10:00Z' },
    // Placed yesterday, on the way since 14:20: 35 min, so late since 14:55 (40 min would not be yet).
    { id: 'x1', company: O, status: 'DISPATCH', placedAt: '2025-03-11T20:00:00Z', acceptedAt: '2025-03-11T20:05:00Z', readyBy: '2025-03-11T20:25:00Z', dispatchedAt: '2025-03-12T14:20:00Z' },
  ];
  for (const row of [...totals, ...today]) await insertRow(row);

  // Placed through the API at 14:30 and accepted at 14:33 (180 s), ready at 15:18: open, not late.
  const root = await server.tokenFor(DEMO_USERS.root);
  const placed = await call({
    method: 'POST',
    url: '/v2/orders',
    token: root,
    company: R,
    payload: {
      status: 'WAIT_COMPANY',
      fulfilment: 'pickup',
      paymentType: 'PIX',
      paid: true,
      items: [{ name: 'Lasanha', quantity: 1, unitPrice: 4890, notes: '', complements: [] }],
      totals: { items: 4890, deliveryFee: 0, discount: 0, total: 4890 },
      customer: { name: 'Ana Souza', phone: '5511987654321' },
      address: null,
      scheduledFor: null,
    },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  placedThroughApi = (placed.json() as { _id: string })._id;
  clock = new Date('2025-03-12T14:33:00.000Z');
  const accepted = await call({
    method: 'POST',
    url: `/v2/orders/${placedThroughApi}/transitions`,
    token: await server.tokenFor(DEMO_USERS.restaurant),
    payload: { to: 'IN_PREPARATION', version: 1, prepMinutes: 45 },
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  clock = new Date('2025-03-12T15:00:00.000Z');
  // A seeded database of its own takes most of this; beside another heavy file on a loaded machine, over a minute.
}, 120_000);
afterAll(() => server.close());

describe(`order totals (${testDatabaseKind})`, () => {
  it("counts a range by day of São Paulo, company, payment type and status, with the reasons, over every company for root", async () => {
    const report = await ok(DEMO_USERS.root, MARCH);
    expect(report).toEqual({
      from: '2025-03-01T03:00:00.000Z',
      to: '2025-03-04T03:00:00.000Z',
      timeZone: 'America/Sao_Paulo',
      // 8 placed, 3 cancelled; 5000 + 3000 + 4000 + 10000 + 7000 = 29000 over 5.
      overall: group('', '', 8, 3, 29000, 5800, 0.375),
      byDay: [
        // r3 at 02:30 UTC of the 2nd is 23:30 of the 1st.
        group('2025-03-01', '2025-03-01', 5, 1, 25000, 6250, 0.2),
        group('2025-03-02', '2025-03-02', 0, 0, 0, 0, 0),
        group('2025-03-03', '2025-03-03', 3, 2, 4000, 4000, 0.666667),
      ],
      byCompany: [
        group(R, 'Cantina da Nonna', 4, 1, 12000, 4000, 0.25),
        group(S, 'Supermercado Bom Preço', 3, 2, 10000, 10000, 0.666667),
        group(O, 'Sabor Mineiro', 1, 0, 7000, 7000, 0),
      ],
      byPaymentType: [
        // 16000 / 3 = 5333.33…
        group('PIX', 'PIX', 5, 2, 16000, 5333, 0.4),
        group('app card', 'app card', 2, 1, 10000, 10000, 0.5),
        group('money', 'money', 1, 0, 3000, 3000, 0),
      ],
      byStatus: [
        group('FINISHED', 'FINISHED', 4, 0, 25000, 6250, 0),
        group('DELIVERED', 'DELIVERED', 1, 0, 4000, 4000, 0),
        group('CANCELED', 'CANCELED', 3, 3, 0, 0, 1),
      ],
      cancelReasons: [
        { reason: 'cliente desistiu', count: 2 },
        { reason: 'acceptance_deadline', count: 1 },
      ],
    });
  });

  it('counts the days of the time zone asked for: in UTC the 02:30 order is of the 2nd', async () => {
    const report = await ok(DEMO_USERS.root, '/v2/orders/reports/totals?from=2025-03-01T00:00:00.000Z&to=2025-03-03T00:00:00.000Z&timeZone=UTC');
    expect(report.timeZone).toBe('UTC');
    // r5 (02:59 of the 1st) is now inside; r3 moves to the 2nd.
    expect(report.byDay).toEqual([
      group('2025-03-01', '2025-03-01', 5, 0, 34900, 6980, 0),
      group('2025-03-02', '2025-03-02', 1, 1, 0, 0, 1),
    ]);
  });

  it("counts the parts of a day at the range's ends from the orders and the whole days between from the kept counts", async () => {
    // 13:00 of the 1st to 09:30 of the 3rd in São Paulo: r2, r3 and s2 (r1, s1, o1 before; s3, r4 after).
    const report = await ok(DEMO_USERS.root, '/v2/orders/reports/totals?from=2025-03-01T16:00:00.000Z&to=2025-03-03T12:30:00.000Z');
    expect(report).toMatchObject({
      overall: group('', '', 3, 2, 3000, 3000, 0.666667),
      byDay: [group('2025-03-01', '2025-03-01', 2, 1, 3000, 3000, 0.5), group('2025-03-02', '2025-03-02', 0, 0, 0, 0, 0), group('2025-03-03', '2025-03-03', 1, 1, 0, 0, 1)],
      byCompany: [group(R, 'Cantina da Nonna', 2, 1, 3000, 3000, 0.5), group(S, 'Supermercado Bom Preço', 1, 1, 0, 0, 1)],
      byPaymentType: [group('money', 'money', 1, 0, 3000, 3000, 0), group('PIX', 'PIX', 1, 1, 0, 0, 1), group('app card', 'app card', 1, 1, 0, 0, 1)],
      byStatus: [group('FINISHED', 'FINISHED', 1, 0, 3000, 3000, 0), group('CANCELED', 'CANCELED', 2, 2, 0, 0, 1)],
      cancelReasons: [
        { reason: 'acceptance_deadline', count: 1 },
        { reason: 'cliente desistiu', count: 1 },
      ],
    });
  });

  it('follows the orders as they change: one cancelled moves to the cancellations, one placed and deleted counts and stops counting', async () => {
    const cantina = async () => (await ok(DEMO_USERS.root, MARCH)).byCompany.find((each: { key: string }) => each.key === R);
    expect(await cantina()).toEqual(group(R, 'Cantina da Nonna', 4, 1, 12000, 4000, 0.25));
    try {
      // r2 (3000, money, the 1st) cancelled.
      await server.db.updateTable('orders').set({ status: 'CANCELED', cancel_reason: 'loja fechada' }).where('id', '=', 'r2').execute();
      expect(await cantina()).toEqual(group(R, 'Cantina da Nonna', 4, 2, 9000, 4500, 0.5));
      const report = await ok(DEMO_USERS.root, MARCH);
      expect(report.byDay[0]).toEqual(group('2025-03-01', '2025-03-01', 5, 2, 22000, 7333, 0.4));
      expect(report.byPaymentType).toContainEqual(group('money', 'money', 1, 1, 0, 0, 1));
      expect(report.cancelReasons).toContainEqual({ reason: 'loja fechada', count: 1 });
      // One more on the 2nd, 2500 by PIX, then deleted.
      await insertRow({ id: 'r7', company: R, status: 'FINISHED', payment: 'PIX', total: 2500, placedAt: '2025-03-02T15:00:00Z' });
      expect(await cantina()).toEqual(group(R, 'Cantina da Nonna', 5, 2, 11500, 3833, 0.4));
      expect((await ok(DEMO_USERS.root, MARCH)).byDay[1]).toEqual(group('2025-03-02', '2025-03-02', 1, 0, 2500, 2500, 0));
      await server.db.deleteFrom('orders').where('id', '=', 'r7').execute();
    } finally {
      await server.db.deleteFrom('orders').where('id', '=', 'r7').execute();
      await server.db.updateTable('orders').set({ status: 'FINISHED', cancel_reason: null }).where('id', '=', 'r2').execute();
    }
    const report = await ok(DEMO_USERS.root, MARCH);
    expect(report.byDay[1]).toEqual(group('2025-03-02', '2025-03-02', 0, 0, 0, 0, 0));
    expect(report.cancelReasons).toEqual([
      { reason: 'cliente desistiu', count: 2 },
      { reason: 'acceptance_deadline', count: 1 },
    ]);
    expect(await cantina()).toEqual(group(R, 'Cantina da Nonna', 4, 1, 12000, 4000, 0.25));
  });

  it('shows a company user its own company only, and staff one company with the Company header', async () => {
    const own = await ok(DEMO_USERS.restaurant, MARCH);
    const cartOnly = await userWith('relatorios.cart@example.com', R, ['accessToCart']);
    const cart = await ok(cartOnly, MARCH);
    for (const report of [own, cart]) {
      expect(report.overall).toEqual(group('', '', 4, 1, 12000, 4000, 0.25));
      expect(report.byCompany).toEqual([group(R, 'Cantina da Nonna', 4, 1, 12000, 4000, 0.25)]);
      expect(report.byDay).toEqual([
        group('2025-03-01', '2025-03-01', 3, 1, 8000, 4000, 0.333333),
        group('2025-03-02', '2025-03-02', 0, 0, 0, 0, 0),
        group('2025-03-03', '2025-03-03', 1, 0, 4000, 4000, 0),
      ]);
      expect(report.cancelReasons).toEqual([{ reason: 'cliente desistiu', count: 1 }]);
    }
    const market = await ok(DEMO_USERS.root, MARCH, S);
    expect(market.overall).toEqual(group('', '', 3, 2, 10000, 10000, 0.666667));
    expect(market.byCompany.map((g: { key: string }) => g.key)).toEqual([S]);
    expect(market.cancelReasons).toEqual([
      { reason: 'acceptance_deadline', count: 1 },
      { reason: 'cliente desistiu', count: 1 },
    ]);
    const other = await get(DEMO_USERS.restaurant, MARCH, S);
    expect(other.statusCode).toBe(403);
    const partnerCart = await userWith('relatorios.parceiro@example.com', P, ['accessToCart']);
    const partner = await get(partnerCart, MARCH);
    expect([partner.statusCode, partner.json().code]).toEqual([403, 'forbidden']);
  });

  it('counts a range of 366 days, every day present, and refuses a reversed or longer range and an unknown time zone, naming the parameter', async () => {
    const year = await ok(DEMO_USERS.root, '/v2/orders/reports/totals?from=2024-03-02T03:00:00.000Z&to=2025-03-03T03:00:00.000Z');
    expect(year.byDay).toHaveLength(366);
    expect(year.byDay[0].key).toBe('2024-03-02');
    expect(year.byDay[365].key).toBe('2025-03-02');
    expect(year.overall.count).toBe(6);
    const refusals: [string, string][] = [
      ['from=2025-03-04T03:00:00.000Z&to=2025-03-01T03:00:00.000Z', 'to: must be after from'],
      ['from=2025-03-01T03:00:00.000Z&to=2025-03-01T03:00:00.000Z', 'to: must be after from'],
      ['from=2024-03-01T03:00:00.000Z&to=2025-03-03T03:00:00.000Z', 'to: the range is at most 366 days'],
      ['from=2025-03-01T03:00:00.000Z&to=2025-03-04T03:00:00.000Z&timeZone=Mars%2FOlympus', 'timeZone: not a known IANA time zone (America/Sao_Paulo, say)'],
    ];
    for (const [query, message] of refusals) {
      const response = await get(DEMO_USERS.root, `/v2/orders/reports/totals?${query}`);
      expect([response.statusCode, response.json().message]).toEqual([400, message]);
    }
  });
});

describe(`new orders today (${testDatabaseKind})`, () => {
  const zeros = { placed: 0, waiting: 0, accepted: 0, canceled: 0, medianAcceptSeconds: null, p90AcceptSeconds: null };

  it("counts today's orders of São Paulo per company with the acceptance times, companies with orders first, and lists the waiting ones oldest first", async () => {
    const report = await ok(DEMO_USERS.root, '/v2/orders/reports/new-orders');
    expect(report.day).toBe('2025-03-12');
    expect(report.timeZone).toBe('America/Sao_Paulo');
    expect(report.serverTime).toBe('2025-03-12T15:00:00.000Z');
    expect(report.companies).toEqual([
      // n1, n2, n3, n6, n4, n5 and the one placed through the API; accepted in 120, 180, 240 and 600 s.
      { companyId: R, companyName: 'Cantina da Nonna', companyType: 'restaurant', placed: 7, waiting: 2, accepted: 4, canceled: 1, medianAcceptSeconds: 210, p90AcceptSeconds: 492 },
      // Accepted in 60 and 300 s.
      { companyId: S, companyName: 'Supermercado Bom Preço', companyType: 'supermarket', placed: 2, waiting: 0, accepted: 2, canceled: 0, medianAcceptSeconds: 180, p90AcceptSeconds: 276 },
      { companyId: P, companyName: 'Entregas Parceiras Ltda', companyType: 'partner', ...zeros },
      { companyId: O, companyName: 'Sabor Mineiro', companyType: 'restaurant', ...zeros },
    ]);
    expect(report.waiting.map((o: { _id: string }) => o._id)).toEqual(['n4', 'n5']);
    expect(report.waiting[0]).toMatchObject({ companyName: 'Cantina da Nonna', status: 'WAIT_COMPANY', placedAt: '2025-03-12T14:50:00.000Z', acceptBy: '2025-03-12T15:04:00.000Z', late: false });
  });

  it('takes the day of the time zone asked for: in UTC the order of 02:30 is of today', async () => {
    const report = await ok(DEMO_USERS.root, '/v2/orders/reports/new-orders?timeZone=UTC', R);
    expect(report.day).toBe('2025-03-12');
    // n0 joins, accepted in 60 s: 60, 120, 180, 240, 600.
    expect(report.companies).toEqual([
      { companyId: R, companyName: 'Cantina da Nonna', companyType: 'restaurant', placed: 8, waiting: 2, accepted: 5, canceled: 1, medianAcceptSeconds: 180, p90AcceptSeconds: 456 },
    ]);
    const unknown = await get(DEMO_USERS.root, '/v2/orders/reports/new-orders?timeZone=America%2FAtlantida');
    expect([unknown.statusCode, unknown.json().message]).toEqual([400, 'timeZone: not a known IANA time zone (America/Sao_Paulo, say)']);
  });

  it("shows a company user its own company's orders only", async () => {
    const cartOnly = await userWith('novos.cart@example.com', R, ['accessToCart']);
    for (const who of [DEMO_USERS.restaurant, cartOnly]) {
      const report = await ok(who, '/v2/orders/reports/new-orders');
      expect(report.companies.map((c: { companyId: string }) => c.companyId)).toEqual([R]);
      expect(report.waiting.map((o: { _id: string }) => o._id)).toEqual(['n4', 'n5']);
    }
    const market = await ok(DEMO_USERS.market, '/v2/orders/reports/new-orders');
    expect(market.companies).toEqual([
      { companyId: S, companyName: 'Supermercado Bom Preço', companyType: 'supermarket', placed: 2, waiting: 0, accepted: 2, canceled: 0, medianAcceptSeconds: 180, p90AcceptSeconds: 276 },
    ]);
    expect(market.waiting).toEqual([]);
  });
});

describe(`late orders (${testDatabaseKind})`, () => {
  it('counts the open and late orders per company, the most late first, and lists the late ones, the longest late first', async () => {
    const report = await ok(DEMO_USERS.root, '/v2/orders/reports/late');
    expect(report.serverTime).toBe('2025-03-12T15:00:00.000Z');
    expect(report.companies).toEqual([
      // n1, n2 late; the API's order, n4 and n5 open.
      { companyId: R, companyName: 'Cantina da Nonna', companyType: 'restaurant', open: 5, late: 2 },
      { companyId: O, companyName: 'Sabor Mineiro', companyType: 'restaurant', open: 1, late: 1 },
      { companyId: S, companyName: 'Supermercado Bom Preço', companyType: 'supermarket', open: 2, late: 1 },
      { companyId: P, companyName: 'Entregas Parceiras Ltda', companyType: 'partner', open: 0, late: 0 },
    ]);
    // Expected at 11:30, 12:22, 14:10 and 14:55.
    expect(report.orders.map((o: { _id: string; late: boolean }) => [o._id, o.late])).toEqual([
      ['m1', true],
      ['n1', true],
      ['n2', true],
      ['x1', true],
    ]);
    expect(report.orders[3]).toMatchObject({ companyName: 'Sabor Mineiro', status: 'DISPATCH', placedAt: '2025-03-11T20:00:00.000Z' });
  });

  it("shows a company user its own company's late orders only, and staff one company with the Company header", async () => {
    const cartOnly = await userWith('atrasados.cart@example.com', R, ['accessToCart']);
    for (const who of [DEMO_USERS.restaurant, cartOnly]) {
      const report = await ok(who, '/v2/orders/reports/late');
      expect(report.companies).toEqual([{ companyId: R, companyName: 'Cantina da Nonna', companyType: 'restaurant', open: 5, late: 2 }]);
      expect(report.orders.map((o: { _id: string }) => o._id)).toEqual(['n1', 'n2']);
    }
    const other = await ok(DEMO_USERS.root, '/v2/orders/reports/late', O);
    expect(other.companies).toEqual([{ companyId: O, companyName: 'Sabor Mineiro', companyType: 'restaurant', open: 1, late: 1 }]);
    expect(other.orders.map((o: { _id: string }) => o._id)).toEqual(['x1']);
  });
});

describe(`new orders past their acceptance deadline (${testDatabaseKind})`, () => {
  it('are cancelled by the platform before the report is read, as the board does, not shown as waiting', async () => {
    // n4 was to be accepted by 15:04, n5 by 15:07.
    clock = new Date('2025-03-12T15:05:00.000Z');
    try {
      const report = await ok(DEMO_USERS.restaurant, '/v2/orders/reports/new-orders');
      expect(report.waiting.map((o: { _id: string }) => o._id)).toEqual(['n5']);
      expect(report.companies).toEqual([
        { companyId: R, companyName: 'Cantina da Nonna', companyType: 'restaurant', placed: 7, waiting: 1, accepted: 4, canceled: 2, medianAcceptSeconds: 210, p90AcceptSeconds: 492 },
      ]);
      const n4 = await server.db.selectFrom('orders').select(['status', 'cancel_reason']).where('id', '=', 'n4').executeTakeFirstOrThrow();
      expect(n4).toEqual({ status: 'CANCELED', cancel_reason: 'acceptance_deadline' });
    } finally {
      clock = new Date('2025-03-12T15:00:00.000Z');
    }
  });
});
