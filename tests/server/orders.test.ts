import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_IDS } from '../../server/seed';
import type { NewOrderSignal } from '../../server/handlers/types';
import { startDeadlineSweep } from '../../server/services/ordersSweep';
import { DEMO_USERS, startTestServer, testDatabaseKind, userWithPermissions, type Call, type TestServer } from './harness';

// The order desk (issue 24) over a server whose clock the test sets: 2025-01-14 15:00 UTC is a
// Tuesday noon in São Paulo. The clock only moves forward. Orders the demo data holds are left
// aside: each test reads the orders it placed.

let server: TestServer;
let call: Call;
let clock = new Date('2025-01-14T15:00:00.000Z');
const advance = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};
const at = (minutes: number, from: string) => new Date(Date.parse(from) + minutes * 60_000).toISOString();
const rung: Parameters<NewOrderSignal>[] = [];

beforeAll(async () => {
  server = await startTestServer();
  call = await server.variant({
    now: () => clock,
    newOrderSignal: async (companyId, order) => {
      rung.push([companyId, order]);
    },
  });
});
afterAll(() => server.close());

type Method = 'GET' | 'PUT' | 'POST';

async function as(email: string, method: Method, url: string, payload?: unknown, company?: string) {
  return call({
    method,
    url,
    token: await server.tokenFor(email),
    ...(payload === undefined ? {} : { payload: payload as object }),
    ...(company ? { company } : {}),
  });
}

const ADDRESS = {
  street: 'Rua Treze de Maio',
  number: '500',
  district: 'Bela Vista',
  city: 'São Paulo',
  complement: 'apto 12',
  coordinates: [-46.6455, -23.5595],
};

/** 2 × (45,00 + 8,00) + 12,00 = 118,00; + 7,00 delivery − 5,00 discount = 120,00. */
function placement(changes: Record<string, unknown> = {}) {
  return {
    status: 'WAIT_COMPANY',
    fulfilment: 'delivery',
    paymentType: 'PIX',
    paid: true,
    items: [
      { name: 'Pizza margherita', quantity: 2, unitPrice: 4500, notes: 'sem cebola', complements: [{ name: 'Borda recheada', quantity: 1, unitPrice: 800 }] },
      { name: 'Guaraná 2 L', quantity: 1, unitPrice: 1200, notes: '', complements: [] },
    ],
    totals: { items: 11800, deliveryFee: 700, discount: 500, total: 12000 },
    customer: { name: 'Ana Souza', phone: '5511987654321' },
    address: ADDRESS,
    scheduledFor: null,
    ...changes,
  };
}

interface OrderBody {
  _id: string;
  number: number;
  status: string;
  version: number;
  [key: string]: unknown;
}

async function place(company: string = DEMO_IDS.restaurant, changes: Record<string, unknown> = {}): Promise<OrderBody> {
  const response = await as(DEMO_USERS.root, 'POST', '/v2/orders', placement(changes), company);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

function move(email: string, id: string, body: Record<string, unknown>) {
  return as(email, 'POST', `/v2/orders/${id}/transitions`, body);
}

async function moved(email: string, id: string, body: Record<string, unknown>): Promise<OrderBody> {
  const response = await move(email, id, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function eventsOf(orderId: string) {
  const rows = await server.db.selectFrom('order_events').select(['company_id', 'status', 'version']).where('order_id', '=', orderId).orderBy('id').execute();
  return rows.map((row) => `${row.status}@${row.version}`);
}

async function riderOf(companyId: string): Promise<{ id: string; name: string; phone: string }> {
  const row = await server.db
    .selectFrom('delivery_men as dm')
    .innerJoin('delivery_persons as p', 'p.id', 'dm.person_id')
    .select(['dm.id', 'p.name', 'dm.phone'])
    .where('dm.company_id', '=', companyId)
    .where('dm.deleted_at', 'is', null)
    .orderBy('p.name')
    .executeTakeFirstOrThrow();
  return row;
}

/** A user of company `companyId` holding exactly `permissions` (through a role of its own). */
function userWith(email: string, companyId: string, permissions: string[]): Promise<string> {
  return userWithPermissions(server, email, companyId, permissions);
}

describe(`order desk (${testDatabaseKind})`, () => {
  it('places an order whole: number, deadline, totals, the placing in the history, one event, the alert rung', async () => {
    const first = await place();
    const second = await place(DEMO_IDS.restaurant, { customer: { name: 'Bruno Lima', phone: '5511912345678' }, paymentType: 'money', paid: false });
    expect(second.number).toBe(first.number + 1);
    expect(first).toMatchObject({
      companyId: DEMO_IDS.restaurant,
      companyName: 'Cantina da Nonna',
      companyType: 'restaurant',
      status: 'WAIT_COMPANY',
      version: 1,
      fulfilment: 'delivery',
      paymentType: 'PIX',
      paid: true,
      customerName: 'Ana Souza',
      total: 12000,
      placedAt: '2025-01-14T15:00:00.000Z',
      statusAt: '2025-01-14T15:00:00.000Z',
      scheduledFor: null,
      prepMinutes: null,
      readyBy: null,
      acceptBy: '2025-01-14T15:08:00.000Z',
      rider: null,
      outcome: null,
      cancelReason: null,
      late: false,
      totals: { items: 11800, deliveryFee: 700, discount: 500, total: 12000 },
      customer: { name: 'Ana Souza', phone: '5511987654321' },
      address: ADDRESS,
      history: [
        { at: '2025-01-14T15:00:00.000Z', action: 'place', from: null, to: 'WAIT_COMPANY', byUserId: null, byName: null, actor: 'platform', prepMinutes: null, reason: null, outcome: null, riderId: null },
      ],
    });
    expect(first._id).toMatch(/^[0-9a-f]{24}$/);
    expect(await eventsOf(first._id)).toEqual(['WAIT_COMPANY@1']);
    const ringing = rung.filter(([, order]) => order.orderId === first._id);
    expect(ringing).toEqual([
      [DEMO_IDS.restaurant, { orderId: first._id, orderNumber: first.number, customerName: 'Ana Souza', total: 120, createdAt: '2025-01-14T15:00:00.000Z' }],
    ]);
  });

  it('refuses a placing that does not add up, naming the field and its code, and saves nothing', async () => {
    const withRoot = await userWith('operador.root@example.com', DEMO_IDS.restaurant, ['accessToRoot']);
    await server.tokenFor(DEMO_USERS.restaurant);
    const changes = await server.countRowChanges();
    const before = await changes();
    const cases: [Record<string, unknown>, number, string, string][] = [
      [{ totals: { items: 11700, deliveryFee: 700, discount: 500, total: 11900 } }, 400, 'totals_mismatch', 'totals.items: the items add up to 11800 cents, not 11700 cents'],
      [{ totals: { items: 11800, deliveryFee: 700, discount: 500, total: 12500 } }, 400, 'totals_mismatch', 'totals.total: items + delivery fee − discount is 12000 cents, not 12500 cents'],
      [{ address: null }, 400, 'address_mismatch', 'address: a delivery needs an address'],
      [{ fulfilment: 'pickup', totals: { items: 11800, deliveryFee: 0, discount: 0, total: 11800 } }, 400, 'address_mismatch', 'address: a pickup order has no address'],
      [{ scheduledFor: '2025-01-14T18:00:00.000Z' }, 400, 'schedule_mismatch', 'scheduledFor: only a SCHEDULED order has a time, not one placed in WAIT_COMPANY'],
      [{ status: 'SCHEDULED' }, 400, 'schedule_mismatch', 'scheduledFor: a SCHEDULED order needs the time it is for'],
      [{ status: 'SCHEDULED', scheduledFor: '2025-01-14T14:00:00.000Z' }, 400, 'schedule_mismatch', 'scheduledFor: the time must be ahead'],
    ];
    for (const [change, status, code, message] of cases) {
      const response = await as(DEMO_USERS.root, 'POST', '/v2/orders', placement(change), DEMO_IDS.restaurant);
      expect({ status: response.statusCode, code: response.json().code, message: response.json().message }).toEqual({ status, code, message });
    }
    const partner = await as(DEMO_USERS.root, 'POST', '/v2/orders', placement(), DEMO_IDS.partner);
    expect([partner.statusCode, partner.json().code]).toEqual([409, 'company_takes_no_orders']);
    const noCompany = await as(DEMO_USERS.root, 'POST', '/v2/orders', placement());
    expect([noCompany.statusCode, noCompany.json().code]).toEqual([400, 'company_required']);
    const operator = await as(DEMO_USERS.restaurant, 'POST', '/v2/orders', placement(), DEMO_IDS.restaurant);
    expect(operator.statusCode).toBe(403);
    const companyRoot = await call({ method: 'POST', url: '/v2/orders', token: withRoot, company: DEMO_IDS.restaurant, payload: placement() });
    expect([companyRoot.statusCode, companyRoot.json().code]).toEqual([403, 'forbidden_for_actor']);
    expect((await changes()) - before).toBe(0);
  });

  it('refuses a closed company (409 company_closed) but takes a scheduled order from it', async () => {
    await server.db.updateTable('companies').set({ is_open: false, is_manual: true }).where('id', '=', DEMO_IDS.restaurant).execute();
    try {
      const closed = await as(DEMO_USERS.root, 'POST', '/v2/orders', placement(), DEMO_IDS.restaurant);
      expect(closed.json()).toEqual({ statusCode: 409, error: 'Conflict', code: 'company_closed', message: 'Cantina da Nonna is closed now: only a scheduled order may be placed' });
      const scheduled = await place(DEMO_IDS.restaurant, { status: 'SCHEDULED', scheduledFor: '2025-01-14T23:00:00.000Z' });
      expect([scheduled.status, scheduled.scheduledFor, scheduled.acceptBy]).toEqual(['SCHEDULED', '2025-01-14T23:00:00.000Z', null]);
    } finally {
      await server.db.updateTable('companies').set({ is_open: true }).where('id', '=', DEMO_IDS.restaurant).execute();
    }
  });

  it('takes an order from accept to delivered, each move in the history and the events', async () => {
    const order = await place();
    const rider = await riderOf(DEMO_IDS.restaurant);
    const accepted = await moved(DEMO_USERS.restaurant, order._id, { to: 'IN_PREPARATION', version: 1, prepMinutes: 25 });
    expect(accepted).toMatchObject({ status: 'IN_PREPARATION', version: 2, prepMinutes: 25, readyBy: '2025-01-14T15:25:00.000Z', acceptBy: null });
    const ready = await moved(DEMO_USERS.restaurant, order._id, { to: 'AWAIT_DELIVERYMAN', version: 2 });
    const assigned = await moved(DEMO_USERS.restaurant, order._id, { to: 'ACCEPT_DELIVERYMAN', version: ready.version, deliveryManId: rider.id });
    expect(assigned.rider).toEqual({ _id: rider.id, name: rider.name, phone: rider.phone });
    await moved(DEMO_USERS.restaurant, order._id, { to: 'DISPATCH', version: 4 });
    const delivered = await moved(DEMO_USERS.restaurant, order._id, { to: 'DELIVERED', version: 5, outcome: 'entregue' });
    expect(delivered).toMatchObject({ status: 'DELIVERED', version: 6, outcome: 'entregue', late: false });
    const history = (delivered.history as Record<string, unknown>[]).map(({ action, from, to, actor, byName, prepMinutes, outcome, riderId }) => ({
      action,
      from,
      to,
      actor,
      byName,
      prepMinutes,
      outcome,
      riderId,
    }));
    const by = { actor: 'company', byName: 'Rodrigo Restaurante' };
    expect(history).toEqual([
      { action: 'place', from: null, to: 'WAIT_COMPANY', actor: 'platform', byName: null, prepMinutes: null, outcome: null, riderId: null },
      { action: 'accept', from: 'WAIT_COMPANY', to: 'IN_PREPARATION', ...by, prepMinutes: 25, outcome: null, riderId: null },
      { action: 'ready', from: 'IN_PREPARATION', to: 'AWAIT_DELIVERYMAN', ...by, prepMinutes: null, outcome: null, riderId: null },
      { action: 'assign', from: 'AWAIT_DELIVERYMAN', to: 'ACCEPT_DELIVERYMAN', ...by, prepMinutes: null, outcome: null, riderId: rider.id },
      { action: 'dispatch', from: 'ACCEPT_DELIVERYMAN', to: 'DISPATCH', ...by, prepMinutes: null, outcome: null, riderId: rider.id },
      { action: 'outcome', from: 'DISPATCH', to: 'DELIVERED', ...by, prepMinutes: null, outcome: 'entregue', riderId: rider.id },
    ]);
    expect(await eventsOf(order._id)).toEqual(['WAIT_COMPANY@1', 'IN_PREPARATION@2', 'AWAIT_DELIVERYMAN@3', 'ACCEPT_DELIVERYMAN@4', 'DISPATCH@5', 'DELIVERED@6']);
    const read = await as(DEMO_USERS.restaurant, 'GET', `/v2/orders/${order._id}`);
    expect(read.json()).toEqual(delivered);
  });

  it('lets exactly one of two accepts of one version through; the other hears who made the change', async () => {
    const order = await place();
    const [a, b] = await Promise.all([
      move(DEMO_USERS.restaurant, order._id, { to: 'IN_PREPARATION', version: 1, prepMinutes: 20 }),
      move(DEMO_USERS.root, order._id, { to: 'IN_PREPARATION', version: 1, prepMinutes: 30 }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const [winner, loser] = a.statusCode === 200 ? ['Rodrigo Restaurante', b] : ['Raquel Root', a];
    expect(loser.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      code: 'stale_version',
      message: `version: 1 is not the current version 2: ${winner} changed this order since, and it is now IN_PREPARATION; read it again`,
    });
    expect(await eventsOf(order._id)).toEqual(['WAIT_COMPANY@1', 'IN_PREPARATION@2']);
    const illegal = await move(DEMO_USERS.restaurant, order._id, { to: 'DELIVERY_ROUTE', version: 2 });
    expect(illegal.json()).toEqual({ statusCode: 409, error: 'Conflict', code: 'illegal_transition', message: 'An order in IN_PREPARATION cannot move to DELIVERY_ROUTE.' });
    const noMinutes = await move(DEMO_USERS.restaurant, (await place())._id, { to: 'IN_PREPARATION', version: 1, prepMinutes: 95 });
    expect([noMinutes.statusCode, noMinutes.json().code]).toEqual([400, 'prep_minutes_out_of_range']);
  });

  it('refuses the operator a cancel once a rider holds the order (staff may), and a rider of another company', async () => {
    const order = await place();
    await moved(DEMO_USERS.restaurant, order._id, { to: 'IN_PREPARATION', version: 1, prepMinutes: 15 });
    await moved(DEMO_USERS.restaurant, order._id, { to: 'AWAIT_DELIVERYMAN', version: 2 });
    const marketRider = await riderOf(DEMO_IDS.supermarket);
    const foreign = await move(DEMO_USERS.restaurant, order._id, { to: 'ACCEPT_DELIVERYMAN', version: 3, deliveryManId: marketRider.id });
    expect(foreign.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'unknown_delivery_man',
      message: `deliveryManId: ${marketRider.id} is not a delivery man of this order's company`,
    });
    await moved(DEMO_USERS.restaurant, order._id, { to: 'ACCEPT_DELIVERYMAN', version: 3, deliveryManId: (await riderOf(DEMO_IDS.restaurant)).id });
    const refused = await move(DEMO_USERS.restaurant, order._id, { to: 'CANCELED', version: 4, reason: 'cliente desistiu' });
    expect(refused.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      code: 'rider_assigned',
      message: 'A rider holds this ACCEPT_DELIVERYMAN order: only staff can cancel it now.',
    });
    const cancelled = await moved(DEMO_USERS.root, order._id, { to: 'CANCELED', version: 4, reason: 'cliente desistiu' });
    expect(cancelled).toMatchObject({ status: 'CANCELED', version: 5, cancelReason: 'cliente desistiu' });
    expect((cancelled.history as { actor: string; byName: string }[]).at(-1)).toMatchObject({ action: 'cancel', actor: 'staff', byName: 'Raquel Root' });
  });

  it('keeps each company to its own orders: 404 to read, move or print another company’s, 403 for a forged print link', async () => {
    const ours = await place();
    const theirs = await place(DEMO_IDS.supermarket);
    expect((await as(DEMO_USERS.market, 'GET', `/v2/orders/${ours._id}`)).statusCode).toBe(404);
    expect((await move(DEMO_USERS.market, ours._id, { to: 'IN_PREPARATION', version: 1, prepMinutes: 20 })).statusCode).toBe(404);
    expect((await as(DEMO_USERS.market, 'POST', `/v2/orders/${ours._id}/print-link`)).statusCode).toBe(404);
    expect((await as(DEMO_USERS.market, 'GET', `/v2/orders/${theirs._id}`)).statusCode).toBe(200);
    expect(await eventsOf(ours._id)).toEqual(['WAIT_COMPANY@1']);
    // Another restaurant: the operator's food-orders permission covers its type, not its company.
    const mineiro = await place(DEMO_IDS.otherRestaurant, { status: 'SCHEDULED', scheduledFor: '2025-01-14T22:00:00.000Z' });
    expect((await as(DEMO_USERS.restaurant, 'GET', `/v2/orders/${mineiro._id}`)).statusCode).toBe(404);
    expect((await move(DEMO_USERS.restaurant, mineiro._id, { to: 'CANCELED', version: 1, reason: 'intruso' })).statusCode).toBe(404);
    expect((await as(DEMO_USERS.restaurant, 'POST', `/v2/orders/${mineiro._id}/print-link`)).statusCode).toBe(404);
    expect(await eventsOf(mineiro._id)).toEqual(['SCHEDULED@1']);

    const link = await as(DEMO_USERS.market, 'POST', `/v2/orders/${theirs._id}/print-link`);
    expect(link.statusCode).toBe(201);
    const { token, expiresAt } = link.json() as { token: string; expiresAt: string };
    expect(expiresAt).toBe(at(10, clock.toISOString()));
    const printed = await call({ method: 'GET', url: `/v2/public/orders/print?token=${token}` });
    expect(printed.statusCode).toBe(200);
    expect(printed.json()).toMatchObject({ _id: theirs._id, companyName: 'Supermercado Bom Preço', total: 12000 });
    const [header, , signature] = token.split('.');
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...payload, sub: ours._id })).toString('base64url')}.${signature}`;
    const refusals = [forged, '', 'not-a-token', await server.tokenFor(DEMO_USERS.market)];
    for (const bad of refusals) {
      const response = await call({ method: 'GET', url: `/v2/public/orders/print${bad === '' ? '' : `?token=${bad}`}` });
      expect([response.statusCode, response.json().code]).toEqual([403, 'invalid_print_link']);
    }
  });

  it('lets a print link live 10 minutes; after that it is refused, and a gone order answers 404', async () => {
    const order = await place();
    const { token } = (await as(DEMO_USERS.restaurant, 'POST', `/v2/orders/${order._id}/print-link`)).json() as { token: string };
    advance(9);
    expect((await call({ method: 'GET', url: `/v2/public/orders/print?token=${token}` })).statusCode).toBe(200);
    advance(2);
    const expired = await call({ method: 'GET', url: `/v2/public/orders/print?token=${token}` });
    expect(expired.json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      code: 'invalid_print_link',
      message: 'The print link is missing, expired or not valid: print the order again from its drawer',
    });
    const other = await place();
    const fresh = (await as(DEMO_USERS.restaurant, 'POST', `/v2/orders/${other._id}/print-link`)).json() as { token: string };
    await server.db.deleteFrom('orders').where('id', '=', other._id).execute();
    expect((await call({ method: 'GET', url: `/v2/public/orders/print?token=${fresh.token}` })).statusCode).toBe(404);
  });

  it('keeps the board to the companies whose orders the caller acts on', async () => {
    expect((await as(DEMO_USERS.partner, 'GET', '/v2/orders/board')).statusCode).toBe(403);
    const order = await place();
    const marketOnly = await userWith('so.mercado@example.com', DEMO_IDS.restaurant, ['accessToMarketOrders']);
    const board = await call({ method: 'GET', url: '/v2/orders/board', token: marketOnly });
    expect([board.statusCode, board.json().code]).toEqual([403, 'forbidden']);
    expect((await call({ method: 'GET', url: '/v2/orders', token: marketOnly })).statusCode).toBe(403);
    expect((await call({ method: 'GET', url: `/v2/orders/${order._id}`, token: marketOnly })).statusCode).toBe(404);
    const restaurant = (await as(DEMO_USERS.restaurant, 'GET', '/v2/orders/board')).json() as { orders: OrderBody[]; companies: { _id: string }[] };
    expect(restaurant.companies.map((c) => c._id)).toEqual([DEMO_IDS.restaurant]);
    expect(new Set(restaurant.orders.map((o) => o.companyId))).toEqual(new Set([DEMO_IDS.restaurant]));
    const rootRestaurants = (await as(DEMO_USERS.root, 'GET', '/v2/orders/board?type=restaurant')).json() as { companies: { name: string }[] };
    expect(rootRestaurants.companies.map((c) => c.name)).toEqual(['Cantina da Nonna', 'Sabor Mineiro']);
  });

  it('cancels, as the platform, an order left past its acceptance deadline when the board is read', async () => {
    const order = await place();
    const placedAt = clock.toISOString();
    advance(7);
    const early = (await as(DEMO_USERS.restaurant, 'GET', '/v2/orders/board')).json() as { orders: OrderBody[] };
    expect(early.orders.find((o) => o._id === order._id)).toMatchObject({ status: 'WAIT_COMPANY', acceptBy: at(8, placedAt) });
    advance(2);
    const board = (await as(DEMO_USERS.restaurant, 'GET', '/v2/orders/board')).json() as { orders: OrderBody[]; serverTime: string; lastEventId: string };
    expect(board.serverTime).toBe(clock.toISOString());
    expect(board.orders.find((o) => o._id === order._id)).toMatchObject({ status: 'CANCELED', version: 2, cancelReason: 'acceptance_deadline', acceptBy: null });
    const read = (await as(DEMO_USERS.restaurant, 'GET', `/v2/orders/${order._id}`)).json() as { history: Record<string, unknown>[] };
    expect(read.history.at(-1)).toEqual({
      at: clock.toISOString(),
      action: 'reject',
      from: 'WAIT_COMPANY',
      to: 'CANCELED',
      byUserId: null,
      byName: null,
      actor: 'platform',
      prepMinutes: null,
      reason: 'acceptance_deadline',
      outcome: null,
      riderId: null,
    });
    expect(await eventsOf(order._id)).toEqual(['WAIT_COMPANY@1', 'CANCELED@2']);
    const last = await server.db.selectFrom('order_events').select('id').where('company_id', '=', DEMO_IDS.restaurant).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(board.lastEventId).toBe(String(last.id));
  });

  it('answers the riders of the company, online first, with the orders they hold', async () => {
    const riders = await as(DEMO_USERS.restaurant, 'GET', '/v2/orders/riders', undefined, DEMO_IDS.restaurant);
    expect(riders.statusCode).toBe(200);
    const items = (riders.json() as { items: { _id: string; online: boolean; activeOrders: number }[] }).items;
    expect(items).toHaveLength(10);
    const firstOffline = items.findIndex((r) => !r.online);
    expect(items.slice(firstOffline).every((r) => !r.online)).toBe(true);
    const root = await as(DEMO_USERS.root, 'GET', '/v2/orders/riders');
    expect([root.statusCode, root.json().code]).toEqual([400, 'company_required']);
  });

  it('stores the desk settings the board answers, refusing a value out of range by its field', async () => {
    const url = `/v2/company/${DEMO_IDS.otherRestaurant}/order-settings`;
    const bad = await as(DEMO_USERS.root, 'PUT', url, { acceptMinutes: 61, prepMinutes: 20, repeatAlert: false, autoPrint: false });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('acceptMinutes');
    const saved = await as(DEMO_USERS.root, 'PUT', url, { acceptMinutes: 12, prepMinutes: 35, repeatAlert: true, autoPrint: true });
    expect(saved.json()).toEqual({ acceptMinutes: 12, prepMinutes: 35, repeatAlert: true, autoPrint: true });
    const board = (await as(DEMO_USERS.root, 'GET', '/v2/orders/board?type=restaurant')).json() as { companies: { _id: string; settings: unknown }[] };
    expect(board.companies.find((c) => c._id === DEMO_IDS.otherRestaurant)?.settings).toEqual({ acceptMinutes: 12, prepMinutes: 35, repeatAlert: true, autoPrint: true });
    expect((await as(DEMO_USERS.market, 'PUT', url, { acceptMinutes: 12, prepMinutes: 35, repeatAlert: true, autoPrint: true })).statusCode).toBe(404);
  });

  it('lists the history newest first, filtered by text, status and time', async () => {
    advance(60);
    const from = clock.toISOString();
    const carla = await place(DEMO_IDS.restaurant, { customer: { name: 'Carla Mendes Prado', phone: '5511955554444' } });
    advance(1);
    const diego = await place(DEMO_IDS.restaurant, { customer: { name: 'Diego Prado', phone: '5511933332222' } });
    await moved(DEMO_USERS.restaurant, diego._id, { to: 'CANCELED', version: 1, reason: 'item_indisponivel' });
    // The demo orders were placed at the seed's time, which is not the test's clock: the window leaves them out.
    const to = new Date(clock.getTime() + 60_000).toISOString();
    const page = async (query: string) => {
      const response = await as(DEMO_USERS.restaurant, 'GET', `/v2/orders?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&${query}`);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as { docs: OrderBody[]; totalDocs: number; page: number; totalPages: number; limit: number };
      return { ids: body.docs.map((d) => d._id), totalDocs: body.totalDocs, totalPages: body.totalPages };
    };
    expect(await page('q=prado')).toEqual({ ids: [diego._id, carla._id], totalDocs: 2, totalPages: 1 });
    expect(await page('q=carla%20prado')).toEqual({ ids: [carla._id], totalDocs: 1, totalPages: 1 });
    expect(await page('q=33332')).toEqual({ ids: [diego._id], totalDocs: 1, totalPages: 1 });
    expect(await page(`q=${carla.number}`)).toEqual({ ids: [carla._id], totalDocs: 1, totalPages: 1 });
    expect(await page('status=CANCELED')).toEqual({ ids: [diego._id], totalDocs: 1, totalPages: 1 });
    expect(await page('pageOut=1&pageIn=2')).toEqual({ ids: [carla._id], totalDocs: 2, totalPages: 2 });
    expect((await page('q=prado')).ids).not.toContain((await place(DEMO_IDS.supermarket, { customer: { name: 'Prado Mercado', phone: '5511911110000' } }))._id);
  });

  it('cancels the overdue orders on its own timer too, with no board read', async () => {
    const order = await place();
    advance(9);
    const failures: unknown[] = [];
    const stop = startDeadlineSweep(server.db, (error) => failures.push(error), { everyMs: 20, now: () => clock });
    try {
      await vi.waitFor(async () => expect(await eventsOf(order._id)).toEqual(['WAIT_COMPANY@1', 'CANCELED@2']), { timeout: 5_000 });
    } finally {
      stop();
    }
    expect(failures).toEqual([]);
  });

  it('keeps an order whose new-order alert could not be written', async () => {
    const failing = await server.variant({ now: () => clock, newOrderSignal: () => Promise.reject(new Error('the Realtime Database is away')) });
    const response = await failing({ method: 'POST', url: '/v2/orders', token: await server.tokenFor(DEMO_USERS.root), company: DEMO_IDS.restaurant, payload: placement() });
    expect(response.statusCode).toBe(201);
    const { _id } = response.json() as OrderBody;
    expect((await as(DEMO_USERS.restaurant, 'GET', `/v2/orders/${_id}`)).json()).toMatchObject({ status: 'WAIT_COMPANY', version: 1 });
  });

  it('rings the alert when an order is paid into WAIT_COMPANY, and only after the move is kept', async () => {
    const order = await place(DEMO_IDS.restaurant, { status: 'AWAITING_PAYMENT', paid: false });
    expect(rung.some(([, o]) => o.orderId === order._id)).toBe(false);
    const paid = await call({
      method: 'POST',
      url: `/v2/orders/${order._id}/transitions`,
      token: await server.tokenFor(DEMO_USERS.root),
      headers: { 'idempotency-key': `pay-${order._id}` },
      payload: { to: 'WAIT_COMPANY', version: 1 },
    });
    expect(paid.json()).toMatchObject({ status: 'WAIT_COMPANY', paid: true, acceptBy: at(8, clock.toISOString()) });
    await vi.waitFor(() => expect(rung.filter(([, o]) => o.orderId === order._id).map(([companyId]) => companyId)).toEqual([DEMO_IDS.restaurant]));
  });
});
