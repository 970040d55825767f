import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ticket, TicketOrderOption, TicketsPaginator } from '../../src/contract/schema.gen';
import { DEMO_IDS } from '../../server/seed';
import { DEMO_USERS, startTestServer, testDatabaseKind, type Call, type TestServer } from './harness';

// The ticket list (issue 26) over tickets opened for Sabor Mineiro (a company the demo tickets
// leave alone), read by root with that company in the `Company` header, on a server whose clock the
// test sets. Expected counts are counted here from the tickets the test opened.

let server: TestServer;
let call: Call;
let clock = new Date('2030-05-20T12:00:00.000Z');
const advance = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};
const C = DEMO_IDS.otherRestaurant;
/** The tickets opened, by a short name. */
const opened = new Map<string, Ticket>();

async function root(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, company: string | null = C) {
  const response = await call({ method, url, token: await server.tokenFor(DEMO_USERS.root), ...(payload ? { payload } : {}), ...(company ? { company } : {}) });
  return response;
}

async function open(name: string, subject: string, priority: 'LOW' | 'MEDIUM' | 'HIGH', department = 'SUPPORT'): Promise<Ticket> {
  const response = await root('POST', '/v2/helpdesk/tickets', { subject, description: 'Descrição', priority, department, requesterKind: 'rider', requesterName: 'Rui Entregador' });
  expect(response.statusCode, response.body).toBe(201);
  const ticket = response.json<Ticket>();
  opened.set(name, ticket);
  advance(1);
  return ticket;
}

async function patch(name: string, fields: object): Promise<void> {
  const ticket = opened.get(name) as Ticket;
  const response = await root('PATCH', `/v2/helpdesk/tickets/${ticket.protocol}`, { version: ticket.version, ...fields });
  expect(response.statusCode, response.body).toBe(200);
  opened.set(name, response.json<Ticket>());
  advance(1);
}

/** The list for `query`; its tickets named as the test named them. */
async function list(query: string): Promise<TicketsPaginator & { names: string[] }> {
  const response = await root('GET', `/v2/helpdesk/tickets?pageOut=100&${query}`);
  expect(response.statusCode, response.body).toBe(200);
  const page = response.json<TicketsPaginator>();
  const byId = new Map([...opened].map(([name, t]) => [t._id, name]));
  return { ...page, names: page.docs.map((doc) => byId.get(doc._id) ?? doc._id) };
}

let rootId = '';
beforeAll(async () => {
  server = await startTestServer();
  call = await server.variant({ now: () => clock });
  rootId = String((await server.db.selectFrom('users').select('id').where('email', '=', DEMO_USERS.root).executeTakeFirstOrThrow()).id);
  await open('a', 'Pedido atrasado na entrega', 'HIGH');
  await open('b', 'Cobrança em duplicidade', 'LOW', 'FINANCIAL');
  await open('c', 'Pedido veio errado, faltou refrigerante', 'MEDIUM');
  await open('d', 'Acesso ao painel bloqueado', 'HIGH', 'TI');
  await open('e', 'Dúvida sobre repasse', 'LOW', 'FINANCIAL');
  await patch('b', { assigneeId: rootId });
  await patch('c', { status: 'IN_PROGRESS' });
  await patch('c', { status: 'ON_HOLD' });
  await patch('d', { status: 'CANCELED', reason: 'Aberto por engano' });
  await patch('e', { status: 'IN_PROGRESS' });
  await patch('e', { status: 'SOLVED' });
  // 5 hours after a's opening: a (HIGH, 240 min) is overdue; b (LOW, IN_PROGRESS) is not; c is on hold.
  advance(5 * 60);
});
afterAll(() => server.close());

describe(`the ticket list (${testDatabaseKind})`, () => {
  it('answers newest first with counts per status and the overdue count of the same filters', async () => {
    const all = await list('');
    expect(all.names).toEqual(['e', 'd', 'c', 'b', 'a']);
    expect(all).toMatchObject({ totalDocs: 5, page: 1, totalPages: 1, counts: { NEW: 1, IN_PROGRESS: 1, ON_HOLD: 1, SOLVED: 1, CANCELED: 1 }, overdueCount: 1 });
    expect(all.docs.find((doc) => doc.protocol === opened.get('a')?.protocol)).toMatchObject({ overdue: true, companyName: 'Sabor Mineiro', requester: 'Rui Entregador' });
    expect(all.docs.find((doc) => doc.protocol === opened.get('e')?.protocol)?.closesAt).not.toBeNull();
    // The status filter narrows the page, not the counts.
    const some = await list('status=NEW&status=ON_HOLD');
    expect(some.names).toEqual(['c', 'a']);
    expect(some).toMatchObject({ totalDocs: 2, counts: all.counts, overdueCount: 1 });
  });

  it('filters by priority, department, assignee, overdue and text, each alone', async () => {
    expect((await list('priority=HIGH')).names).toEqual(['d', 'a']);
    expect((await list('priority=HIGH')).counts).toEqual({ NEW: 1, IN_PROGRESS: 0, ON_HOLD: 0, SOLVED: 0, CANCELED: 1 });
    expect((await list('department=FINANCIAL')).names).toEqual(['e', 'b']);
    expect((await list('assignee=me')).names).toEqual(['b']);
    expect((await list(`assignee=${rootId}`)).names).toEqual(['b']);
    expect((await list('assignee=none')).names).toEqual(['e', 'd', 'c', 'a']);
    expect((await list('overdue=true')).names).toEqual(['a']);
    // Words of the subject, accents and case ignored, every one of them.
    expect((await list('q=PEDIDO')).names).toEqual(['c', 'a']);
    expect((await list('q=pedido%20refrigerante')).names).toEqual(['c']);
    expect((await list('q=duvida')).names).toEqual(['e']);
    expect((await list('q=cobranca%20bloqueado')).names).toEqual([]);
    // The protocol or its start, with or without the dash.
    const protocol = opened.get('d')?.protocol ?? '';
    expect((await list(`q=${protocol}`)).names).toEqual(['d']);
    expect((await list(`q=${protocol.replace('-', '')}`)).names).toEqual(['d']);
    expect((await list('q=20300520')).names).toEqual(['e', 'd', 'c', 'b', 'a']);
    expect((await list('q=20300521')).names).toEqual([]);
    expect((await root('GET', '/v2/helpdesk/tickets?assignee=abc')).statusCode).toBe(400);
  });

  it('sorts by opening, due and change time either way, and pages', async () => {
    expect((await list('sort=createdAt')).names).toEqual(['a', 'b', 'c', 'd', 'e']);
    // Due: a 12:00+240, d 12:03+240, c 12:02+1440 (still on hold, unmoved), b and e +4320.
    expect((await list('sort=dueAt')).names).toEqual(['a', 'd', 'c', 'b', 'e']);
    expect((await list('sort=-dueAt')).names).toEqual(['e', 'b', 'c', 'd', 'a']);
    expect((await list('sort=-updatedAt')).names).toEqual(['e', 'd', 'c', 'b', 'a']);
    const second = await root('GET', '/v2/helpdesk/tickets?pageOut=2&pageIn=2');
    expect(second.json()).toMatchObject({ totalDocs: 5, page: 2, limit: 2, totalPages: 3 });
    expect(second.json<TicketsPaginator>().docs.map((d) => d._id)).toEqual([opened.get('c')?._id, opened.get('b')?._id]);
    const past = await root('GET', '/v2/helpdesk/tickets?pageOut=2&pageIn=9');
    expect(past.json()).toMatchObject({ docs: [], totalDocs: 5 });
  });

  it("offers the company's latest orders for a new ticket, by number prefix", async () => {
    const R = DEMO_IDS.restaurant;
    const stored = await server.db.selectFrom('orders').select(['id', 'number']).where('company_id', '=', R).orderBy('placed_at', 'desc').orderBy('id', 'desc').execute();
    const latest = await root('GET', '/v2/helpdesk/order-options', undefined, R);
    expect(latest.statusCode).toBe(200);
    expect(latest.json<TicketOrderOption[]>().map((o) => o.number)).toEqual(stored.slice(0, 10).map((o) => o.number));
    const prefix = String(stored[0]?.number).slice(0, 1);
    const matching = stored.filter((o) => String(o.number).startsWith(prefix)).slice(0, 10);
    expect((await root('GET', `/v2/helpdesk/order-options?q=${prefix}`, undefined, R)).json<TicketOrderOption[]>().map((o) => o.number)).toEqual(matching.map((o) => o.number));
    const own = await call({ method: 'GET', url: '/v2/helpdesk/order-options', token: await server.tokenFor(DEMO_USERS.restaurant) });
    expect(own.json<TicketOrderOption[]>().map((o) => o.number)).toEqual(stored.slice(0, 10).map((o) => o.number));
    const none = await root('GET', '/v2/helpdesk/order-options', undefined, null);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'company_required' });
  });
});
