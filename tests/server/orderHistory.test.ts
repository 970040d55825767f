import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Insertable } from 'kysely';
import type { OrdersTable } from '../../server/db/schema';
import { DEMO_IDS } from '../../server/seed';
import { readXlsx, valuesOf } from '../support/readXlsx';
import { DEMO_USERS, startTestServer, testDatabaseKind, userWithPermissions, type Call, type TestServer } from './harness';

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
    version: 1,
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
function userWith(email: string, companyId: string, permissions: string[]): Promise<string> {
  return userWithPermissions(server, email, companyId, permissions);
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
    // The history's rider filter: its company's riders, as staff see them; none of another company.
    const riders = await call({ method: 'GET', url: '/v2/orders/riders', token, company: S });
    expect(riders.statusCode, riders.body).toBe(200);
    const asStaff = await call({ method: 'GET', url: '/v2/orders/riders', token: await server.tokenFor(DEMO_USERS.root), company: S });
    expect((riders.json() as { items: unknown[] }).items.length).toBeGreaterThan(0);
    expect(riders.json()).toEqual(asStaff.json());
    const otherRiders = await call({ method: 'GET', url: '/v2/orders/riders', token, company: R });
    expect(otherRiders.statusCode).toBe(403);
  });

  it('pages the history and counts what it finds', async () => {
    const response = await get(DEMO_USERS.root, `/v2/orders?${overTheDay('pageIn=2&pageOut=3')}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { docs: { number: number }[]; totalDocs: number; totalPages: number; page: number };
    expect(body.docs.map((doc) => doc.number)).toEqual([7103, 7301, 7102]);
    expect(body).toMatchObject({ totalDocs: 8, totalPages: 3, page: 2 });
  });
});

/** The local day of São Paulo, 2021-03-10 (UTC−3). */
const LOCAL_DAY = { from: '2021-03-10T03:00:00.000Z', to: '2021-03-11T03:00:00.000Z' };

/** The export of `filters` over São Paulo's 2021-03-10 (a `from`, `to` or `timeZone` of their own replaces the day's). */
async function exported(filters: string, email: string = DEMO_USERS.root) {
  const params = new URLSearchParams(filters);
  if (!params.has('from')) params.set('from', LOCAL_DAY.from);
  if (!params.has('to')) params.set('to', LOCAL_DAY.to);
  return get(email, `/v2/orders/export?${params.toString()}`);
}

/** The rows of a CSV file (after its header), each split at `;` outside quotes. */
function rowsOf(csv: string): string[] {
  return csv.replace(/^\uFEFF/, '').split('\r\n').slice(1, -1);
}

async function riderName(riderId: string): Promise<string> {
  const row = await server.db
    .selectFrom('delivery_men as dm')
    .innerJoin('delivery_persons as p', 'p.id', 'dm.person_id')
    .select('p.name')
    .where('dm.id', '=', riderId)
    .executeTakeFirstOrThrow();
  return row.name;
}

describe(`order history export (${testDatabaseKind})`, () => {
  it('writes CSV for spreadsheets: BOM, header in Portuguese, ; separators, decimal commas, São Paulo times, the words of the app', async () => {
    const response = await exported('status=DELIVERED&status=CANCELED&sort=placedAt');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="pedidos-2021-03-10-2021-03-10.csv"');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const riderR1 = await riderName(riderR);
    const riderS1 = await riderName(riderS);
    expect(response.body).toBe(
      '\uFEFFNúmero;Empresa;Feito em;Status;Pagamento;Pago;Entrega ou retirada;Cliente;Telefone;Entregador;Total dos itens;Taxa de entrega;Desconto;Total;Resultado da entrega;Motivo do cancelamento\r\n' +
        `7101;Cantina da Nonna;2021-03-10T09:00:00-03:00;Entregue;PIX;Sim;Entrega;João da Silva;+55 (11) 98765-4321;${riderR1};43,90;7,00;2,00;48,90;Entregue;\r\n` +
        `7201;Supermercado Bom Preço;2021-03-10T09:05:00-03:00;Entregue;PIX;Sim;Entrega;João Mercado;5511987650000;${riderS1};70,00;0,00;0,00;70,00;;\r\n` +
        '7102;Cantina da Nonna;2021-03-10T09:10:00-03:00;Cancelado;Dinheiro;Não;Retirada;Maria Conceição;11 91234-5678;;25,00;0,00;0,00;25,00;;cliente desistiu\r\n',
    );
  });

  it('writes the header and the words in English, quotes what needs it, and times in the zone asked', async () => {
    const response = await exported('language=en&timeZone=Asia/Kolkata&q=tia');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toBe(
      '\uFEFFNumber;Company;Placed at;Status;Payment;Paid;Fulfilment;Customer;Phone;Rider;Items total;Delivery fee;Discount;Total;Delivery outcome;Cancellation reason\r\n' +
        `7104;Cantina da Nonna;2021-03-10T18:00:00+05:30;Dispatched;PIX;Yes;Delivery;"Ana ""Tia""; Souza";5511900001111;${await riderName(riderR)};15,00;0,00;0,00;15,00;;\r\n`,
    );
    const lisbon = await exported('timeZone=Europe/Lisbon&q=7301');
    expect(rowsOf(lisbon.body)[0]).toMatch(/^7301;Sabor Mineiro;2021-03-10T12:15:00\+00:00;Aguardando confirmação;Dinheiro;Não;/);
  });

  it('writes XLSX: number, amount and date cells (São Paulo times), the words of the app, a frozen bold header', async () => {
    const response = await exported('status=DELIVERED&status=CANCELED&sort=placedAt&format=xlsx');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe('attachment; filename="pedidos-2021-03-10-2021-03-10.xlsx"');
    const book = readXlsx(response.rawPayload);
    expect(book.sheets.map((sheet) => sheet.name)).toEqual(['Pedidos']);
    const rows = book.sheets[0]?.rows ?? [];
    const riderR1 = await riderName(riderR);
    const riderS1 = await riderName(riderS);
    // The times as spreadsheet serials: 2021-03-10 is day 44,265 since 1899-12-30; 09:00 is 0.375 of it.
    const serial = (row: number) => Number(rows[row]?.[2]?.v);
    expect([serial(1), serial(2), serial(3)]).toEqual([44265.375, 44265 + 9 / 24 + 5 / 1440, 44265 + 9 / 24 + 10 / 1440].map((value) => expect.closeTo(value, 8)));
    const values = valuesOf(rows).map((cells) => [...cells.slice(0, 2), ...cells.slice(3)]);
    expect(values).toEqual([
      ['Número', 'Empresa', 'Status', 'Pagamento', 'Pago', 'Entrega ou retirada', 'Cliente', 'Telefone', 'Entregador', 'Total dos itens', 'Taxa de entrega', 'Desconto', 'Total', 'Resultado da entrega', 'Motivo do cancelamento'],
      ['7101', 'Cantina da Nonna', 'Entregue', 'PIX', 'Sim', 'Entrega', 'João da Silva', '+55 (11) 98765-4321', riderR1, '43.90', '7.00', '2.00', '48.90', 'Entregue', null],
      ['7201', 'Supermercado Bom Preço', 'Entregue', 'PIX', 'Sim', 'Entrega', 'João Mercado', '5511987650000', riderS1, '70.00', '0.00', '0.00', '70.00', null, null],
      ['7102', 'Cantina da Nonna', 'Cancelado', 'Dinheiro', 'Não', 'Retirada', 'Maria Conceição', '11 91234-5678', null, '25.00', '0.00', '0.00', '25.00', null, 'cliente desistiu'],
    ]);
    // Number cells for the number and the amounts (style 2: #,##0.00), a date cell (style 1), text for the phone.
    const kinds = rows[1]?.map((cell) => `${cell.t}:${cell.s}`);
    expect(kinds).toEqual(['n:0', 'inlineStr:0', 'n:1', 'inlineStr:0', 'inlineStr:0', 'inlineStr:0', 'inlineStr:0', 'inlineStr:0', 'inlineStr:0', 'inlineStr:0', 'n:2', 'n:2', 'n:2', 'n:2', 'inlineStr:0', 'n:0']);
    expect(rows[0]?.every((cell) => cell.s === 3)).toBe(true);
  });

  it('writes XLSX in English with texts as they are, in the zone asked', async () => {
    const response = await exported('language=en&timeZone=Asia/Kolkata&q=tia&format=xlsx');
    expect(response.statusCode, response.body).toBe(200);
    const book = readXlsx(response.rawPayload);
    expect(book.sheets.map((sheet) => sheet.name)).toEqual(['Orders']);
    const rows = valuesOf(book.sheets[0]?.rows ?? []);
    expect(rows[0]?.slice(0, 4)).toEqual(['Number', 'Company', 'Placed at', 'Status']);
    expect(rows).toHaveLength(2);
    // 18:00 in Kolkata on 2021-03-10.
    expect(Number(rows[1]?.[2])).toBeCloseTo(44265.75, 8);
    expect([rows[1]?.[0], rows[1]?.[3], rows[1]?.[7], rows[1]?.[13]]).toEqual(['7104', 'Dispatched', 'Ana "Tia"; Souza', '15.00']);
  });

  it('writes XLSX texts with what XML escapes as they were typed, a formula never run', async () => {
    await server.db
      .insertInto('orders')
      .values([order('hist-xml1', O, 7411, '12:00', { customer_name: '=1+1 <b>Ana</b> & "Bia"\nLinha', customer_phone: '+55 31', placed_at: new Date('2021-05-04T12:00:59.900Z') })])
      .execute();
    try {
      const response = await exported('from=2021-05-04T00:00:00.000Z&to=2021-05-05T00:00:00.000Z&timeZone=UTC&format=xlsx');
      expect(response.statusCode, response.body).toBe(200);
      const rows = readXlsx(response.rawPayload).sheets[0]?.rows ?? [];
      expect(rows).toHaveLength(2);
      expect(rows[1]?.[7]).toEqual({ t: 'inlineStr', s: 0, v: '=1+1 <b>Ana</b> & "Bia"\nLinha' });
      expect(rows[1]?.[8]?.v).toBe('+55 31');
      // 12:00:59.900 to the second, as the CSV writes it: 2021-05-04 is day 44,320.
      expect(Number(rows[1]?.[2]?.v)).toBeCloseTo(44320 + (12 * 3600 + 59) / 86400, 9);
    } finally {
      await server.db.deleteFrom('orders').where('id', '=', 'hist-xml1').execute();
    }
  });

  it('keeps a name a spreadsheet would run as a formula as text, and a phone with + as it is', async () => {
    await server.db
      .insertInto('orders')
      .values([
        order('hist-formula1', O, 7401, '12:00', { customer_name: '=HYPERLINK("x";"y")', customer_phone: '+55 (31) 98765-0000', placed_at: new Date('2021-05-02T12:00:00.000Z') }),
        order('hist-formula2', O, 7402, '12:00', { customer_name: '@Ana', customer_phone: '-31 9876', placed_at: new Date('2021-05-02T12:01:00.000Z') }),
      ])
      .execute();
    try {
      const response = await exported('from=2021-05-02T00:00:00.000Z&to=2021-05-03T00:00:00.000Z&timeZone=UTC&sort=placedAt');
      expect(response.statusCode, response.body).toBe(200);
      expect(rowsOf(response.body)).toEqual([
        `7401;Sabor Mineiro;2021-05-02T12:00:00+00:00;Entregue;PIX;Sim;Entrega;"'=HYPERLINK(""x"";""y"")";+55 (31) 98765-0000;;10,00;0,00;0,00;10,00;;`,
        "7402;Sabor Mineiro;2021-05-02T12:01:00+00:00;Entregue;PIX;Sim;Entrega;'@Ana;-31 9876;;10,00;0,00;0,00;10,00;;",
      ]);
    } finally {
      await server.db.deleteFrom('orders').where('id', 'in', ['hist-formula1', 'hist-formula2']).execute();
    }
  });

  it('holds exactly the rows the filters find, in their sort', async () => {
    const numbersOf = (csv: string) => rowsOf(csv).map((row) => Number(row.split(';')[0]));
    expect(numbersOf((await exported('q=joao')).body)).toEqual([7103, 7201, 7101]);
    expect(numbersOf((await exported('sort=-total&fulfilment=delivery')).body)).toEqual([7103, 7201, 7301, 7202, 7101, 7104]);
    expect(numbersOf((await exported(`late=true`)).body)).toEqual([7104, 7103]);
    expect(numbersOf((await exported(`riderId=${riderS}&sort=placedAt`)).body)).toEqual([7201, 7202]);
    expect(numbersOf((await exported('q=ninguem')).body)).toEqual([]);
  });

  it('keeps a company user’s export to its company', async () => {
    const response = await exported('', DEMO_USERS.restaurant);
    expect(response.statusCode, response.body).toBe(200);
    const rows = rowsOf(response.body);
    expect(rows.map((row) => Number(row.split(';')[0]))).toEqual([7105, 7104, 7103, 7102, 7101]);
    expect(rows.every((row) => row.split(';')[1] === 'Cantina da Nonna')).toBe(true);
    const other = await get(DEMO_USERS.restaurant, `/v2/orders/export?from=${LOCAL_DAY.from}&to=${LOCAL_DAY.to}`, S);
    expect(other.statusCode).toBe(403);
  });

  it('refuses bad filters naming the parameter', async () => {
    const zone = await exported('timeZone=Mars/Olympus');
    expect(zone.statusCode).toBe(400);
    expect(zone.json()).toMatchObject({ message: expect.stringContaining('timeZone') });
    const language = await exported('language=fr');
    expect(language.statusCode).toBe(400);
    expect(language.json()).toMatchObject({ message: expect.stringContaining('language') });
    const range = await exported(`from=${LOCAL_DAY.to}&to=${LOCAL_DAY.from}`);
    expect(range.statusCode).toBe(400);
    expect(range.json()).toMatchObject({ message: 'to: must be after from' });
    const sort = await exported('sort=name');
    expect(sort.statusCode).toBe(400);
    expect(sort.json()).toMatchObject({ message: expect.stringContaining('sort') });
  });

  it('sends an export larger than one read whole and in order', async () => {
    // 12,001 orders of Sabor Mineiro on 2021-04-01, one a second from 12:00 UTC, totals 0,00 to 6,00 in turn (the last, 12001 % 7 = 3, is 3,00).
    await sql`
      insert into orders (id, company_id, number, status, fulfilment, payment_type, paid, items, items_total, delivery_fee, discount, total,
                          customer_name, customer_phone, placed_at, status_at, updated_at)
      select 'big-' || lpad(i::text, 5, '0'), ${O}, 100000 + i, 'FINISHED', 'delivery', 'PIX', true, '[]'::jsonb, (i % 7) * 100, 0, 0, (i % 7) * 100,
             'Cliente ' || i, '5531900000000', t, t, t
      from generate_series(1, 12001) as i, lateral (select timestamptz '2021-04-01 12:00:00+00' + i * interval '1 second' as t) as placed
    `.execute(server.db);
    const range = 'from=2021-04-01T00:00:00.000Z&to=2021-04-02T00:00:00.000Z&timeZone=UTC';
    const byTime = await exported(`${range}&sort=placedAt`);
    expect(byTime.statusCode).toBe(200);
    const rows = rowsOf(byTime.body);
    expect(rows).toHaveLength(12_001);
    expect(rows.map((row) => Number(row.split(';')[0]))).toEqual(Array.from({ length: 12_001 }, (_, i) => 100_001 + i));
    expect(rows[0]).toBe('100001;Sabor Mineiro;2021-04-01T12:00:01+00:00;Finalizado;PIX;Sim;Entrega;Cliente 1;5531900000000;;1,00;0,00;0,00;1,00;;');
    expect(rows[12_000]).toBe('112001;Sabor Mineiro;2021-04-01T15:20:01+00:00;Finalizado;PIX;Sim;Entrega;Cliente 12001;5531900000000;;3,00;0,00;0,00;3,00;;');
    // By total, largest first, ties by id (the id is 'big-' and the zero-padded i), largest first.
    const byTotal = await exported(`${range}&sort=-total`);
    const expected = Array.from({ length: 12_001 }, (_, i) => i + 1)
      .sort((a, b) => (b % 7) - (a % 7) || b - a)
      .map((i) => 100_000 + i);
    expect(rowsOf(byTotal.body).map((row) => Number(row.split(';')[0]))).toEqual(expected);
    // The same 12,001 orders as XLSX, read in batches on PGlite and by one COPY on PostgreSQL.
    const book = readXlsx((await exported(`${range}&sort=placedAt&format=xlsx`)).rawPayload);
    const numbers = valuesOf(book.sheets[0]?.rows ?? []).map((cells) => cells[0]);
    expect(numbers).toEqual(['Número', ...Array.from({ length: 12_001 }, (_, i) => String(100_001 + i))]);
  });

  it('counts a history of more than 1,000 orders as 1,000, its pages ending there', async () => {
    // The 12,001 orders of Sabor Mineiro on 2021-04-01 of the test above.
    const range = 'from=2021-04-01T00:00:00.000Z&to=2021-04-02T00:00:00.000Z';
    const first = await get(DEMO_USERS.root, `/v2/orders?${range}&sort=placedAt&pageOut=10`);
    expect(first.json()).toMatchObject({ totalDocs: 1000, totalPages: 100, page: 1 });
    expect((first.json() as { docs: { number: number }[] }).docs.map((doc) => doc.number)).toEqual([100001, 100002, 100003, 100004, 100005, 100006, 100007, 100008, 100009, 100010]);
    const last = await get(DEMO_USERS.root, `/v2/orders?${range}&sort=placedAt&pageOut=10&pageIn=100`);
    expect((last.json() as { docs: { number: number }[] }).docs.map((doc) => doc.number)[9]).toBe(101000);
    const past = await get(DEMO_USERS.root, `/v2/orders?${range}&sort=placedAt&pageOut=10&pageIn=101`);
    expect(past.json()).toMatchObject({ docs: [], totalDocs: 1000, page: 101 });
    const few = await get(DEMO_USERS.root, `/v2/orders?${range}&q=100500`);
    expect(few.json()).toMatchObject({ totalDocs: 1 });
  });
});
