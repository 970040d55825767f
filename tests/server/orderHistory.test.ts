import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Insertable } from 'kysely';
import type { OrdersTable } from '../../server/db/schema';
import { DEMO_IDS } from '../../server/seed';
import { DEMO_USERS, insertUser, startTestServer, testDatabaseKind, type Call, type TestServer } from './harness';

// The order history and its export (issue 25) over orders written straight into the table on
// 2021-03-10 (UTC), a day the demo data holds no order of, read with the server's clock at
// 14:00 UTC that day. Every call names the day (`from`, `to`), so the demo orders stay out.

let server: TestServer;
let call: Call;
const NOW = new Date('2021-03-10T14:00:00.000Z');
const DAY = { from: '2021-03-10T00:00:00.000Z', to: '2021-03-11T00:00:00.000Z' };

/** The query of `filters` over the day (a `from` or `to` of their own replaces the day's). */
function overTheDay(filters: string): string {
  const params = new URLSearchParams(filters);
  if (!params.has('from')) params.set('from', DAY.from);
  if (!params.has('to')) params.set('to', DAY.to);
  return params.toString();
}
const R = DEMO_IDS.restaurant;
const S = DEMO_IDS.supermarket;
const O = DEMO_IDS.otherRestaurant;
let riderR = '';
let riderS = '';

const at = (time: string) => new Date(`2021-03-10T${time}:00.000Z`);

function order(id: string, companyId: string, number: number, placed: string, fields: Partial<Insertable<OrdersTable>>): Insertable<OrdersTable> {
  const total = fields.total ?? 1000;
  return {
    id,
    company_id: companyId,
    number,
    status: 'DELIVERED',
    fulfilment: 'delivery',
    payment_type: 'PIX',
    paid: true,
    items: JSON.stringify([{ name: 'Item', quantity: 1, unitPrice: total, notes: '', complements: [] }]),
    items_total: total,
    delivery_fee: 0,
    discount: 0,
    total,
    customer_name: 'Cliente',
    customer_phone: '5511900000000',
    placed_at: at(placed),
    status_at: at(placed),
    updated_at: at(placed),
    ...fields,
  };
}

async function riderOf(companyId: string): Promise<string> {
  const row = await server.db.selectFrom('delivery_men').select('id').where('company_id', '=', companyId).where('deleted_at', 'is', null).orderBy('id').executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  server = await startTestServer();
  call = await server.variant({ now: () => NOW });
  riderR = await riderOf(R);
  riderS = await riderOf(S);
  await server.db
    .insertInto('orders')
    .values([
      order('hist-r1', R, 7101, '12:00', {
        total: 4890,
        items_total: 4390,
        delivery_fee: 700,
        discount: 200,
        customer_name: 'João da Silva',
        customer_phone: '+55 (11) 98765-4321',
        rider_id: riderR,
        outcome: 'entregue',
      }),
      order('hist-r2', R, 7102, '12:10', { status: 'CANCELED', payment_type: 'money', paid: false, fulfilment: 'pickup', total: 2500, customer_name: 'Maria Conceição', customer_phone: '11 91234-5678', cancel_reason: 'cliente desistiu' }),
      order('hist-r3', R, 7103, '12:20', { status: 'IN_PREPARATION', payment_type: 'app card', total: 9900, customer_name: 'JOAO PEDRO Alves', customer_phone: '5511955550000', ready_by: at('12:40') }),
      order('hist-r4', R, 7104, '12:30', { status: 'DISPATCH', total: 1500, customer_name: 'Ana "Tia"; Souza', customer_phone: '5511900001111', rider_id: riderR, dispatched_at: at('12:40') }),
      order('hist-r5', R, 7105, '12:40', { status: 'IN_PREPARATION', fulfilment: 'pickup', total: 3000, customer_name: 'Conceição Pereira', customer_phone: '5511944443333', ready_by: at('15:00') }),
      order('hist-r0', R, 7100, '00:00', { total: 800, customer_name: 'João Anterior', placed_at: new Date('2021-03-09T23:59:00.000Z') }),
      order('hist-s1', S, 7201, '12:05', { total: 7000, customer_name: 'João Mercado', customer_phone: '5511987650000', rider_id: riderS }),
      order('hist-s2', S, 7202, '13:30', { status: 'DELIVERY_ROUTE', total: 4890, customer_name: 'Zé Feira', customer_phone: '5511977770000', rider_id: riderS, dispatched_at: at('13:30') }),
      order('hist-o1', O, 7301, '12:15', { status: 'WAIT_COMPANY', payment_type: 'money', paid: false, total: 5000, customer_name: 'Joana Silva', customer_phone: '5531987654321' }),
    ])
    .execute();
});
afterAll(() => server.close());

async function get(email: string, url: string, company?: string) {
  return call({ method: 'GET', url, token: await server.tokenFor(email), ...(company ? { company } : {}) });
}

/** The numbers of the orders the history answers for `filters` over the day, as root unless told. */
async function numbers(filters: string, email: string = DEMO_USERS.root, company?: string): Promise<number[]> {
  const response = await get(email, `/v2/orders?${overTheDay(filters)}&pageOut=50`, company);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { docs: { number: number }[]; totalDocs: number };
  expect(body.totalDocs).toBe(body.docs.length);
  return body.docs.map((doc) => doc.number);
}

/** A user of company `companyId` holding exactly `permissions` (through a role of its own); answers its token. */
async function userWith(email: string, companyId: string, permissions: string[]): Promise<string> {
  const userId = await insertUser(server.db, { username: email.split('@')[0] ?? email, email, password_hash: 'x', fullname: `Teste ${email}`, company_id: companyId });
  const role = await server.db.insertInto('roles').values({ title: `papel ${email}`, is_core_role: false }).returning('id').executeTakeFirstOrThrow();
  const ids = await server.db.selectFrom('permissions').select('id').where('name', 'in', permissions).execute();
  await server.db.insertInto('role_permissions').values(ids.map((p) => ({ role_id: role.id, permission_id: p.id }))).execute();
  await server.db.insertInto('user_roles').values({ user_id: userId, role_id: role.id }).execute();
  const session = await server.sessionFor(userId);
  return session.accessToken;
}

describe(`order history (${testDatabaseKind})`, () => {
  it('answers the day newest first, and each filter alone', async () => {
    expect(await numbers('')).toEqual([7202, 7105, 7104, 7103, 7301, 7102, 7201, 7101]);
    expect(await numbers('from=2021-03-10T12:10:00.000Z')).toEqual([7202, 7105, 7104, 7103, 7301, 7102]);
    expect(await numbers('to=2021-03-10T12:10:00.000Z')).toEqual([7201, 7101]);
    expect(await numbers('status=CANCELED')).toEqual([7102]);
    expect(await numbers('status=IN_PREPARATION&status=WAIT_COMPANY')).toEqual([7105, 7103, 7301]);
    expect(await numbers('paymentType=money')).toEqual([7301, 7102]);
    expect(await numbers('paymentType=app%20card')).toEqual([7103]);
    expect(await numbers('fulfilment=pickup')).toEqual([7105, 7102]);
    expect(await numbers(`riderId=${riderR}`)).toEqual([7104, 7101]);
    expect(await numbers(`riderId=${riderS}`)).toEqual([7202, 7201]);
    expect(await numbers('late=true')).toEqual([7104, 7103]);
    expect(await numbers('late=false')).toEqual([7202, 7105, 7104, 7103, 7301, 7102, 7201, 7101]);
  });

  it('searches the number, the words of the name without accents or case, and the digits of the phone', async () => {
    expect(await numbers('q=7103')).toEqual([7103]);
    expect(await numbers('q=%237102')).toEqual([7102]);
    expect(await numbers('q=joao')).toEqual([7103, 7201, 7101]);
    expect(await numbers('q=JOÃO')).toEqual([7103, 7201, 7101]);
    expect(await numbers('q=CONCEI%C3%87%C3%83O')).toEqual([7105, 7102]);
    expect(await numbers('q=silva%20jo')).toEqual([7301, 7101]);
    expect(await numbers('q=ze')).toEqual([7202]);
    expect(await numbers('q=98765')).toEqual([7301, 7201, 7101]);
    expect(await numbers('q=987654321')).toEqual([7301, 7101]);
    expect(await numbers('q=(11)%2091234-5678')).toEqual([7102]);
    expect(await numbers('q=ninguem')).toEqual([]);
  });

  it('combines the filters and sorts by time or total, ties by id', async () => {
    expect(await numbers('q=joao&paymentType=PIX')).toEqual([7201, 7101]);
    expect(await numbers(`q=joao&riderId=${riderR}&status=DELIVERED`)).toEqual([7101]);
    expect(await numbers('late=true&fulfilment=delivery&paymentType=PIX')).toEqual([7104]);
    expect(await numbers('fulfilment=delivery&from=2021-03-10T12:05:00.000Z&to=2021-03-10T13:00:00.000Z&sort=placedAt')).toEqual([7201, 7301, 7103, 7104]);
    expect(await numbers('sort=total')).toEqual([7104, 7102, 7105, 7101, 7202, 7301, 7201, 7103]);
    expect(await numbers('sort=-total')).toEqual([7103, 7201, 7301, 7202, 7101, 7105, 7102, 7104]);
    expect(await numbers('sort=placedAt&status=DELIVERED')).toEqual([7101, 7201]);
  });

  it('keeps a company user to its company, and the Company header narrows staff to one', async () => {
    expect(await numbers('', DEMO_USERS.restaurant)).toEqual([7105, 7104, 7103, 7102, 7101]);
    expect(await numbers('q=joao', DEMO_USERS.market)).toEqual([7201]);
    expect(await numbers('', DEMO_USERS.root, S)).toEqual([7202, 7201]);
    expect(await numbers('sort=-total', DEMO_USERS.root, O)).toEqual([7301]);
  });

  it('lets a reader with only accessToCart read its company’s orders and no other company’s', async () => {
    const token = await userWith('leitor-carrinho@example.com', S, ['accessToCart']);
    const list = await call({ method: 'GET', url: `/v2/orders?${overTheDay('')}`, token });
    expect(list.statusCode, list.body).toBe(200);
    expect((list.json() as { docs: { number: number }[] }).docs.map((doc) => doc.number)).toEqual([7202, 7201]);
    const own = await call({ method: 'GET', url: '/v2/orders/hist-s1', token });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ number: 7201, customer: { name: 'João Mercado' } });
    const other = await call({ method: 'GET', url: '/v2/orders/hist-r1', token });
    expect(other.statusCode).toBe(404);
    const moved = await call({ method: 'POST', url: '/v2/orders/hist-s1/transitions', token, payload: { to: 'CANCELED', version: 1, reason: 'x' } });
    expect(moved.statusCode).toBe(403);
    const board = await call({ method: 'GET', url: '/v2/orders/board', token });
    expect(board.statusCode).toBe(403);
  });

  it('pages the history and counts what it finds', async () => {
    const response = await get(DEMO_USERS.root, `/v2/orders?${overTheDay('pageIn=2&pageOut=3')}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { docs: { number: number }[]; totalDocs: number; totalPages: number; page: number };
    expect(body.docs.map((doc) => doc.number)).toEqual([7103, 7301, 7102]);
    expect(body).toMatchObject({ totalDocs: 8, totalPages: 3, page: 2 });
  });
});
