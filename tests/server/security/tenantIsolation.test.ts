import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract, type ContractOperation } from '../../../server/contract';
import { DEMO_IDS } from '../../../server/seed';
import { DEMO_USERS, startTestServer, testDatabaseKind, type CallOptions, type TestServer } from '../harness';
import { recordFigures } from './figures';
import { operationSchemas, type Schema } from './operationSchemas';
import { callOperation, isStreamOperation } from './streams';

/** One company of the test, its operators and the marker its data carries. */
interface Tenant {
  name: string;
  company: string;
  marker: string;
  tokens: string[];
  /** Ids of this company's own records, read from its own answers. */
  ids: string[];
  riderId: string;
  contactId: string;
  /** An order of this company, its customer named with the marker. */
  orderId: string;
  /** A help desk ticket of this company, its subject and thread carrying the marker. */
  ticket: { protocol: string; version: number };
}

let server: TestServer;
let reads: ContractOperation[];
let document: Schema;
let alpha: Tenant;
let bravo: Tenant;
let rowChanges: () => Promise<number>;
/** What the report counts, filled in by the tests. */
const figures: Record<string, number> = {};

/** A CPF with valid check digits built from nine digits. */
function cpf(nine: string): string {
  const digit = (digits: string) => {
    const sum = [...digits].reduce((total, d, i) => total + Number(d) * (digits.length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return String(rest === 10 ? 0 : rest);
  };
  const ten = nine + digit(nine);
  return ten + digit(ten);
}

/** Every string value of `key` in a JSON answer. */
function valuesOf(body: unknown, key: string, into: Set<string> = new Set()): Set<string> {
  if (Array.isArray(body)) body.forEach((item) => valuesOf(item, key, into));
  else if (typeof body === 'object' && body !== null) {
    for (const [k, v] of Object.entries(body)) {
      if (k === key && typeof v === 'string') into.add(v);
      valuesOf(v, key, into);
    }
  }
  return into;
}

async function ok(options: CallOptions): Promise<unknown> {
  const response = await server.call(options);
  expect(response.statusCode, `${options.method} ${options.url}: ${response.body}`).toBeLessThan(300);
  return response.body === '' ? null : response.json();
}

/** Seeds a company's marked records through the API, as its own operator. */
async function seedTenant(name: string, company: string, marker: string, emails: string[], digits: string): Promise<Tenant> {
  const tokens = await Promise.all(emails.map((email) => server.signIn(email)));
  const token = tokens[0] as string;
  const { db } = server;
  await db.updateTable('companies').set({ name: `Empresa ${marker}` }).where('id', '=', company).execute();
  await db.updateTable('users').set({ fullname: `Operador ${marker}` }).where('email', 'in', emails).execute();
  const contact = (await ok({ method: 'POST', url: '/contact', token, company, payload: { name: `Contato ${marker}`, phone: `55119${digits}0`, userId: `cliente-${marker}` } })) as { _id: string };
  const rider = (await ok({
    method: 'POST',
    url: '/delivery-man',
    token,
    company,
    payload: { person: { name: `Entregador ${marker}` }, phone: `11988${digits}12`, cpf: cpf(`${digits}12345`), typeOfVehicle: `moto ${marker}`, company },
  })) as { _id: string };
  await ok({ method: 'POST', url: '/whatsapp/send', token, company, payload: { to: `55119${digits}0`, userId: `cliente-${marker}`, body: `Mensagem ${marker}` } });
  // Orders are placed by the platform (root) for the company, before it closes.
  const order = (await ok({
    method: 'POST',
    url: '/v2/orders',
    token: await server.tokenFor(DEMO_USERS.root),
    company,
    payload: {
      status: 'WAIT_COMPANY',
      fulfilment: 'delivery',
      paymentType: 'PIX',
      paid: true,
      items: [{ name: `Prato ${marker}`, quantity: 1, unitPrice: 3000, notes: `Nota ${marker}`, complements: [] }],
      totals: { items: 3000, deliveryFee: 500, discount: 0, total: 3500 },
      customer: { name: `Cliente ${marker}`, phone: `55119${digits}0` },
      address: { street: `Rua ${marker}`, number: '1', district: 'Centro', city: 'São Paulo', complement: '', coordinates: [-46.64, -23.56] },
      scheduledFor: null,
    },
  })) as { _id: string };
  await ok({ method: 'PATCH', url: `/v2/company/${company}/open-state`, token, company, payload: { isOpen: false, isManual: true } });
  const ticket = (await ok({
    method: 'POST',
    url: '/v2/helpdesk/tickets',
    token,
    payload: { subject: `Chamado ${marker}`, description: `Descrição ${marker}`, department: 'SUPPORT', priority: 'HIGH' },
  })) as { protocol: string };
  const replied = (await ok({ method: 'POST', url: `/v2/helpdesk/tickets/${ticket.protocol}/messages`, token, payload: { body: `Mensagem ${marker}` } })) as { protocol: string; version: number };
  const ids = new Set<string>();
  for (const op of reads.filter((r) => !r.path.includes('{'))) {
    const response = await callOperation(server.call, { method: 'GET', url: op.path, token, company }, isStreamOperation(document, op));
    if (response.statusCode === 200 && response.body !== '') valuesOf(response.json(), '_id', ids);
  }
  return { name, company, marker, tokens, ids: [...ids], riderId: rider._id, contactId: contact._id, orderId: order._id, ticket: { protocol: replied.protocol, version: replied.version } };
}

beforeAll(async () => {
  server = await startTestServer();
  const contract = await loadContract();
  document = contract.document;
  reads = contract.operations.filter((op) => op.method === 'get');
  alpha = await seedTenant('restaurant', DEMO_IDS.restaurant, 'ALFAMARK7Q', [DEMO_USERS.restaurant, DEMO_USERS.staff], '3456');
  bravo = await seedTenant('supermarket', DEMO_IDS.supermarket, 'BRAVOMARK9Z', [DEMO_USERS.market], '4567');
  // Records both companies see (the catalogue, say) are nobody's own.
  const shared = new Set(alpha.ids.filter((id) => bravo.ids.includes(id)));
  alpha.ids = alpha.ids.filter((id) => !shared.has(id));
  bravo.ids = bravo.ids.filter((id) => !shared.has(id));
  rowChanges = await server.countRowChanges();
}, 120_000);
afterAll(() => server.close());

/** The names of an operation's string query parameters. */
function queryNames(op: ContractOperation): string[] {
  return operationSchemas(document, op)
    .parameters.filter((p) => p.in === 'query' && (p.schema.type === 'string' || p.schema.type === undefined))
    .map((p) => p.name);
}

describe(`tenant isolation (${testDatabaseKind})`, () => {
  it("never shows one company's users the other company's marked records, whatever ids, filters or Company header they send", { timeout: 120_000 }, async () => {
    let calls = 0;
    const leaks: string[] = [];
    let ownSeen = 0;
    for (const [me, other] of [[alpha, bravo], [bravo, alpha]] as const) {
      const otherIds = [other.company, ...other.ids.slice(0, 6)];
      for (const token of me.tokens) {
        for (const op of reads) {
          const paths = op.path.includes('{') ? otherIds.map((id) => op.path.replace(/\{[^}]+\}/g, encodeURIComponent(id))) : [op.path];
          const queries = ['', ...[other.company, other.marker].map((value) => queryNames(op).map((name) => `${name}=${encodeURIComponent(value)}`).join('&'))].filter(
            (query, i, all) => all.indexOf(query) === i,
          );
          for (const path of paths) {
            for (const query of queries) {
              // The Company header (one's own, the other's) once per operation: the guard decides it before any id is read.
              const headers = path === paths[0] && query === '' ? [undefined, me.company, other.company] : [undefined];
              for (const company of headers) {
                const options = { method: 'GET' as const, url: query ? `${path}?${query}` : path, token, ...(company ? { company } : {}) };
                const response = await callOperation(server.call, options, isStreamOperation(document, op));
                calls++;
                if (response.body.includes(other.marker)) leaks.push(`${me.name}: GET ${path}?${query} (Company ${company ?? 'none'}) answered ${response.statusCode} with ${other.marker}`);
                if (response.body.includes(me.marker)) ownSeen++;
              }
            }
          }
        }
      }
    }
    expect(leaks).toEqual([]);
    // The probes do reach the data: each company's own records show up for its users.
    expect(ownSeen).toBeGreaterThan(0);
    figures.readsAcrossTenants = calls;
    figures.answersCarryingTheOtherCompanysMarker = leaks.length;
  });

  it("counts in the order reports (totals, today's new orders, late) the caller's own company only", async () => {
    const day = 24 * 60 * 60_000;
    const range = `from=${new Date(Date.now() - 2 * day).toISOString()}&to=${new Date(Date.now() + day).toISOString()}`;
    const reports = [`/v2/orders/reports/totals?${range}`, '/v2/orders/reports/new-orders', '/v2/orders/reports/late'];
    const leaks: string[] = [];
    for (const [me, other] of [[alpha, bravo], [bravo, alpha]] as const) {
      const token = me.tokens[0] as string;
      for (const url of reports) {
        const own = await server.call({ method: 'GET', url, token });
        expect(own.statusCode, `${me.name}: ${url}: ${own.body}`).toBe(200);
        // The company's own name (it carries the marker) is in each report; the other's never.
        expect(own.body).toContain(me.marker);
        const named = await server.call({ method: 'GET', url, token, company: other.company });
        expect(named.statusCode).toBe(403);
        for (const response of [own, named]) if (response.body.includes(other.marker)) leaks.push(`${me.name}: ${url} answered ${response.statusCode} with ${other.marker}`);
      }
      const totals = (await server.call({ method: 'GET', url: reports[0] as string, token })).json() as { byCompany: { key: string; count: number }[] };
      expect(totals.byCompany.map((group) => group.key)).toEqual([me.company]);
    }
    expect(leaks).toEqual([]);
  });

  it("keeps the order history, its export (read whole) and one order to the caller's own company", async () => {
    const leaks: string[] = [];
    for (const [me, other] of [[alpha, bravo], [bravo, alpha]] as const) {
      // The company's operator (its first user) reads its orders.
      {
        const token = me.tokens[0] as string;
        const list = await server.call({ method: 'GET', url: '/v2/orders?pageOut=100', token });
        const file = await server.call({ method: 'GET', url: '/v2/orders/export', token });
        for (const own of [list, file]) {
          expect(own.statusCode, own.body).toBe(200);
          expect(own.body).toContain(me.marker);
        }
        const searched = await server.call({ method: 'GET', url: `/v2/orders/export?q=${other.marker}`, token });
        expect(searched.statusCode).toBe(200);
        const one = await server.call({ method: 'GET', url: `/v2/orders/${other.orderId}`, token });
        expect(one.statusCode).toBe(404);
        const named = await server.call({ method: 'GET', url: '/v2/orders/export', token, company: other.company });
        expect(named.statusCode).toBe(403);
        for (const [what, response] of [['list', list], ['export', file], ['export searched', searched], ['order', one], ['export named', named]] as const) {
          if (response.body.includes(other.marker)) leaks.push(`${me.name}: ${what} answered ${response.statusCode} with ${other.marker}`);
        }
      }
    }
    expect(leaks).toEqual([]);
  });

  it("keeps the help desk to the caller's own company: list, search, one ticket, its writes and the order options", async () => {
    const leaks: string[] = [];
    for (const [me, other] of [[alpha, bravo], [bravo, alpha]] as const) {
      const token = me.tokens[0] as string;
      const url = `/v2/helpdesk/tickets/${other.ticket.protocol}`;
      const list = await server.call({ method: 'GET', url: '/v2/helpdesk/tickets?pageOut=100', token });
      expect(list.statusCode, list.body).toBe(200);
      expect(list.body).toContain(me.marker);
      const answers = [
        list,
        await server.call({ method: 'GET', url: `/v2/helpdesk/tickets?q=${other.marker}`, token }),
        await server.call({ method: 'GET', url: `/v2/helpdesk/tickets?q=${other.ticket.protocol}`, token }),
        await server.call({ method: 'GET', url: '/v2/helpdesk/order-options', token }),
      ];
      const refusals = [
        [404, await server.call({ method: 'GET', url, token })],
        [404, await server.call({ method: 'PATCH', url, token, payload: { version: other.ticket.version, status: 'CANCELED', reason: 'intruso' } })],
        [404, await server.call({ method: 'POST', url: `${url}/messages`, token, payload: { body: 'intruso' } })],
        [403, await server.call({ method: 'GET', url: '/v2/helpdesk/tickets', token, company: other.company })],
        [403, await server.call({ method: 'GET', url: '/v2/helpdesk/order-options', token, company: other.company })],
        [403, await server.call({ method: 'POST', url: '/v2/helpdesk/tickets', token, company: other.company, payload: { subject: 'x', description: 'y', department: 'TI', priority: 'LOW' } })],
      ] as const;
      for (const [status, response] of refusals) expect(response.statusCode, `${me.name}: ${response.body}`).toBe(status);
      // A refusal names the protocol the caller sent; nothing else of the ticket.
      for (const response of answers) if (response.body.includes(other.ticket.protocol)) leaks.push(`${me.name}: answered ${response.statusCode} with the other company's protocol`);
      for (const response of [...answers, ...refusals.map(([, r]) => r)]) {
        if (response.body.includes(other.marker)) leaks.push(`${me.name}: answered ${response.statusCode} with the other company's ticket`);
      }
    }
    expect(leaks).toEqual([]);
    // The other company's ticket is as its operator left it.
    for (const tenant of [alpha, bravo]) {
      const own = await server.call({ method: 'GET', url: `/v2/helpdesk/tickets/${tenant.ticket.protocol}`, token: tenant.tokens[0] as string });
      expect(own.json()).toMatchObject({ status: 'NEW', version: tenant.ticket.version, subject: `Chamado ${tenant.marker}` });
    }
  });

  it('would see a leak: a build that trusts the Company header shows the other marker', async () => {
    const call = await server.variant({ unguardedOperations: ['listContacts'] });
    const response = await call({ method: 'GET', url: '/contact', token: alpha.tokens[0] as string, company: bravo.company });
    expect(response.body).toContain(bravo.marker);
  });

  it("refuses every write of one company's user on the other company's records, changing no row", async () => {
    const refusals: string[] = [];
    let writes = 0;
    for (const [me, other] of [[alpha, bravo], [bravo, alpha]] as const) {
      const token = me.tokens[0] as string;
      const settings = (await server.db.selectFrom('company_deliveries').select('id').where('company_id', '=', other.company).execute()).map((r) => r.id);
      const attempts: CallOptions[] = [
        { method: 'PUT', url: `/delivery-man/update/${other.riderId}`, payload: { typeOfVehicle: 'taken over' } },
        { method: 'DELETE', url: `/delivery-man/delete/${other.riderId}?confirm=true` },
        { method: 'PATCH', url: `/delivery-man/delivery/paid/${other.riderId}`, payload: { deliverymanPaid: true, deliveryManPaidDate: null } },
        { method: 'POST', url: '/delivery-man', payload: { person: { name: 'Intruso' }, phone: '11987650000', cpf: cpf('987654321'), typeOfVehicle: 'moto', company: other.company } },
        { method: 'PUT', url: `/delivery-man/update/${me.riderId}`, payload: { company: other.company } },
        { method: 'DELETE', url: `/contact/${other.contactId}` },
        { method: 'PATCH', url: `/v2/company/${other.company}/open-state`, payload: { isOpen: true, isManual: false } },
        { method: 'PUT', url: '/company/company-delivery/open-company', payload: { companyId: other.company, isOpen: true } },
        { method: 'POST', url: `/company/company-delivery/${other.company}`, payload: { deliveryRadiusKm: 5, deliveryFee: 1, minimumOrder: 1, estimatedTimeMinutes: 30 } },
        { method: 'POST', url: `/v2/orders/${other.orderId}/transitions`, payload: { to: 'CANCELED', version: 1, reason: 'intruso' } },
        { method: 'POST', url: `/v2/orders/${other.orderId}/print-link` },
        { method: 'PUT', url: `/v2/company/${other.company}/order-settings`, payload: { acceptMinutes: 1, prepMinutes: 10, repeatAlert: true, autoPrint: true } },
        { method: 'PATCH', url: `/v2/helpdesk/tickets/${other.ticket.protocol}`, payload: { version: other.ticket.version, status: 'CANCELED', reason: 'intruso' } },
        { method: 'POST', url: `/v2/helpdesk/tickets/${other.ticket.protocol}/messages`, payload: { body: 'intruso' } },
        ...settings.flatMap((id): CallOptions[] => [
          { method: 'PUT', url: `/company/company-delivery/${id}`, payload: { deliveryFee: 99 } },
          { method: 'DELETE', url: `/company/company-delivery/${id}` },
        ]),
      ];
      // The same writes naming the other company in the header, and records of one's own acting for the other.
      const named: CallOptions[] = [
        ...attempts.map((a) => ({ ...a, company: other.company })),
        { method: 'POST', url: '/contact', company: other.company, payload: { name: 'Intruso', phone: '5511900000000' } },
        { method: 'POST', url: '/whatsapp/send', company: other.company, payload: { to: '5511900000000', userId: 'x', body: 'oi' } },
        { method: 'DELETE', url: `/contact/${me.contactId}`, company: other.company },
        { method: 'POST', url: '/v2/helpdesk/tickets', company: other.company, payload: { subject: 'Intruso', description: 'x', department: 'TI', priority: 'LOW' } },
      ];
      for (const attempt of [...attempts, ...named]) {
        const before = await rowChanges();
        const response = await server.call({ ...attempt, token });
        const changed = (await rowChanges()) - before;
        writes++;
        // Refused for the tenant (403, or 404 as if the record did not exist), not for a malformed body.
        if (![403, 404].includes(response.statusCode) || changed !== 0) {
          refusals.push(`${me.name}: ${attempt.method} ${attempt.url} (Company ${attempt.company ?? 'none'}) answered ${response.statusCode}, ${changed} row(s) changed`);
        }
      }
    }
    expect(refusals).toEqual([]);
    // The other company's records are all still there, unchanged.
    for (const tenant of [alpha, bravo]) {
      const token = tenant.tokens[0] as string;
      const riders = await server.call({ method: 'GET', url: `/delivery-man/list/${tenant.riderId}`, token });
      expect(riders.json()).toMatchObject({ typeOfVehicle: `moto ${tenant.marker}`, company: { _id: tenant.company } });
      const contacts = await server.call({ method: 'GET', url: `/contact?name=${tenant.marker}`, token });
      expect(contacts.body).toContain(`Contato ${tenant.marker}`);
      const order = await server.call({ method: 'GET', url: `/v2/orders/${tenant.orderId}`, token });
      expect(order.json()).toMatchObject({ status: 'WAIT_COMPANY', version: 1, customerName: `Cliente ${tenant.marker}` });
    }
    figures.crossTenantWrites = writes;
    figures.crossTenantWritesLetThroughOrChangingRows = refusals.length;
    recordFigures('tenantIsolation', figures);
  });
});
