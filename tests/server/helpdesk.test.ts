import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ticket } from '../../src/contract/schema.gen';
import { DEMO_IDS } from '../../server/seed';
import { loadContract } from '../../server/contract';
import { DEMO_USERS, startTestServer, testDatabaseKind, type Call, type TestServer } from './harness';
import { contractValidator } from './security/responseCheck';

// The help desk's tickets (issue 26) over a server whose clock the test sets: 2030-03-10 12:00 UTC,
// a day no demo ticket is opened on. The clock only moves forward. Expected times are worked out
// here from the default targets (HIGH 240 minutes, MEDIUM 1440, LOW 4320), not by the server's
// functions.

let server: TestServer;
let call: Call;
let clock = new Date('2030-03-10T12:00:00.000Z');
const advance = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};
const plus = (from: string, minutes: number) => new Date(Date.parse(from) + minutes * 60_000).toISOString();
const NOTE = 'NOTA-INTERNA-7Q: cliente já reclamou antes';

beforeAll(async () => {
  server = await startTestServer();
  call = await server.variant({ now: () => clock });
});
afterAll(() => server.close());

type Method = 'GET' | 'POST' | 'PATCH';

async function as(email: string, method: Method, url: string, payload?: object, company?: string) {
  return call({ method, url, token: await server.tokenFor(email), ...(payload ? { payload } : {}), ...(company ? { company } : {}) });
}

/** Calls and expects `status`; answers the body. */
async function expectStatus<T = Ticket>(status: number, email: string, method: Method, url: string, payload?: object, company?: string): Promise<T> {
  const response = await as(email, method, url, payload, company);
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
}

const ticketUrl = (protocol: string) => `/v2/helpdesk/tickets/${protocol}`;
const base = { subject: 'Repasse não caiu', description: 'O repasse da semana não apareceu na conta.', department: 'FINANCIAL', priority: 'HIGH' } as const;

/** A ticket opened by the partner's user. */
function partnerTicket(fields: object = {}): Promise<Ticket> {
  return expectStatus(201, DEMO_USERS.partner, 'POST', '/v2/helpdesk/tickets', { ...base, ...fields });
}

async function update(email: string, ticket: Ticket, fields: object) {
  return as(email, 'PATCH', ticketUrl(ticket.protocol), { version: ticket.version, ...fields });
}

describe(`a ticket's life (${testDatabaseKind})`, () => {
  it('goes from the partner to staff and back: reply, hold, resume, solve, reopen within 7 days, closed after', async () => {
    const opened = await partnerTicket();
    expect(opened).toMatchObject({
      status: 'NEW',
      companyId: DEMO_IDS.partner,
      requester: 'Paulo Parceiro',
      requesterKind: 'company',
      assignee: null,
      dueAt: plus(clock.toISOString(), 240),
      firstResponseAt: null,
      version: 1,
      messages: [],
      changes: [],
    });
    expect(opened.protocol).toMatch(/^20300310-\d{6}$/);
    const url = ticketUrl(opened.protocol);

    advance(5);
    const noted = await expectStatus(201, DEMO_USERS.root, 'POST', `${url}/messages`, { body: NOTE, internal: true });
    expect(noted).toMatchObject({ status: 'NEW', firstResponseAt: null, version: 2 });
    expect(noted.messages.map((m) => m.internal)).toEqual([true]);

    advance(5);
    const repliedAt = clock.toISOString();
    const replied = await expectStatus(201, DEMO_USERS.root, 'POST', `${url}/messages`, { body: 'Estamos verificando com o financeiro.' });
    expect(replied).toMatchObject({ status: 'IN_PROGRESS', firstResponseAt: repliedAt, version: 3 });
    expect(replied.changes).toMatchObject([{ field: 'status', from: 'NEW', to: 'IN_PROGRESS', actor: { name: 'Raquel Root' }, createdAt: repliedAt }]);

    advance(10);
    const held = await expectStatus(200, DEMO_USERS.root, 'PATCH', url, { version: replied.version, status: 'ON_HOLD' });
    advance(60);
    const resumed = await expectStatus(201, DEMO_USERS.partner, 'POST', `${url}/messages`, { body: 'Segue o comprovante.' });
    expect(resumed.status).toBe('IN_PROGRESS');
    // Opened at 12:00, due 16:00; on hold for 60 minutes: due 17:00.
    expect(held.dueAt).toBe(opened.dueAt);
    expect(resumed.dueAt).toBe(plus(opened.dueAt, 60));
    expect(resumed.changes.at(-1)).toMatchObject({ field: 'status', from: 'ON_HOLD', to: 'IN_PROGRESS', actor: { name: 'Paulo Parceiro' } });

    advance(30);
    const solvedAt = clock.toISOString();
    const solved = await expectStatus(200, DEMO_USERS.root, 'PATCH', url, { version: resumed.version, status: 'SOLVED' });
    expect(solved).toMatchObject({ status: 'SOLVED', solvedAt, closesAt: plus(solvedAt, 7 * 24 * 60) });

    advance(6 * 24 * 60);
    const reopened = await expectStatus(201, DEMO_USERS.partner, 'POST', `${url}/messages`, { body: 'O valor veio errado.' });
    expect(reopened).toMatchObject({ status: 'IN_PROGRESS', solvedAt: null, closesAt: null, dueAt: plus(clock.toISOString(), 240) });

    advance(5);
    const again = await expectStatus(200, DEMO_USERS.root, 'PATCH', url, { version: reopened.version, status: 'SOLVED' });
    // Solved more than 7 days ago: the ticket takes no more replies.
    await server.db.updateTable('tickets').set({ solved_at: new Date(clock.getTime() - 7 * 24 * 60 * 60_000 - 60_000) }).where('id', '=', again._id).execute();
    const closed = await as(DEMO_USERS.partner, 'POST', `${url}/messages`, { body: 'Ainda está errado.' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ code: 'ticket_closed' });
    expect((await as(DEMO_USERS.root, 'POST', `${url}/messages`, { body: 'Resposta' })).statusCode).toBe(409);

    const whole = await expectStatus(200, DEMO_USERS.root, 'GET', url);
    expect(whole.changes.map((c) => `${c.from}>${c.to}`)).toEqual([
      'NEW>IN_PROGRESS',
      'IN_PROGRESS>ON_HOLD',
      'ON_HOLD>IN_PROGRESS',
      'IN_PROGRESS>SOLVED',
      'SOLVED>IN_PROGRESS',
      'IN_PROGRESS>SOLVED',
    ]);
    expect(whole.messages.map((m) => [m.author.name, m.fromStaff, m.internal])).toEqual([
      ['Raquel Root', true, true],
      ['Raquel Root', true, false],
      ['Paulo Parceiro', false, false],
      ['Paulo Parceiro', false, false],
    ]);
  });

  it('moves the due time by the difference of the targets when the priority changes, kept in the changes', async () => {
    const opened = await partnerTicket({ priority: 'MEDIUM' });
    // Opened now, MEDIUM: due in 1440 minutes; HIGH takes 240, so 1200 minutes earlier.
    expect(opened.dueAt).toBe(plus(clock.toISOString(), 1440));
    advance(30);
    const raised = await expectStatus(200, DEMO_USERS.root, 'PATCH', ticketUrl(opened.protocol), { version: opened.version, priority: 'HIGH' });
    expect(raised.dueAt).toBe(plus(opened.dueAt, -1200));
    expect(raised.changes.at(-1)).toMatchObject({ field: 'priority', from: 'MEDIUM', to: 'HIGH', actor: { name: 'Raquel Root' } });
    const lowered = await expectStatus(200, DEMO_USERS.root, 'PATCH', ticketUrl(opened.protocol), { version: raised.version, priority: 'LOW' });
    expect(lowered.dueAt).toBe(plus(opened.dueAt, 4320 - 1440));
  });

  it('never gives the company user an internal note: not when read, not in the answer of a write, not in the list', async () => {
    const ticket = await partnerTicket({ subject: 'Nota escondida' });
    const url = ticketUrl(ticket.protocol);
    await expectStatus(201, DEMO_USERS.root, 'POST', `${url}/messages`, { body: NOTE, internal: true });
    const answers = [
      await as(DEMO_USERS.partner, 'GET', url),
      await as(DEMO_USERS.partner, 'POST', `${url}/messages`, { body: 'Alguma novidade?' }),
      await as(DEMO_USERS.partner, 'GET', '/v2/helpdesk/tickets?pageOut=100'),
    ];
    const current = answers[1]?.json<Ticket>();
    answers.push(await as(DEMO_USERS.partner, 'PATCH', url, { version: current?.version, status: 'CANCELED', reason: 'Resolvido por telefone' }));
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBeLessThan(300);
      expect(answer.body).not.toContain('NOTA-INTERNA-7Q');
    }
    expect(answers[0]?.json<Ticket>().messages).toEqual([]);
    // Staff still read it.
    expect((await as(DEMO_USERS.root, 'GET', url)).body).toContain('NOTA-INTERNA-7Q');
  });
});

describe(`the answers (${testDatabaseKind})`, () => {
  it('are inside the contract: a ticket whole, as opened, read, changed and replied to, and the list', async () => {
    const contract = await loadContract();
    const check = contractValidator(contract.document);
    const op = (id: string) => {
      const found = contract.operations.find((operation) => operation.operationId === id);
      if (!found) throw new Error(`no operation ${id}`);
      return found;
    };
    const opened = await as(DEMO_USERS.partner, 'POST', '/v2/helpdesk/tickets', base);
    expect(check(op('createTicket'), opened.statusCode, opened.body)).toBeNull();
    const { protocol, version } = opened.json<Ticket>();
    const replied = await as(DEMO_USERS.root, 'POST', `${ticketUrl(protocol)}/messages`, { body: 'Verificando.', internal: false });
    expect(check(op('addTicketMessage'), replied.statusCode, replied.body)).toBeNull();
    const changed = await as(DEMO_USERS.root, 'PATCH', ticketUrl(protocol), { version: version + 1, priority: 'LOW' });
    expect(check(op('updateTicket'), changed.statusCode, changed.body)).toBeNull();
    const read = await as(DEMO_USERS.partner, 'GET', ticketUrl(protocol));
    expect(check(op('getTicket'), read.statusCode, read.body)).toBeNull();
    const list = await as(DEMO_USERS.root, 'GET', '/v2/helpdesk/tickets?pageOut=5');
    expect(check(op('listTickets'), list.statusCode, list.body)).toBeNull();
    const others: Array<[string, Method, string, object | undefined, string | undefined]> = [
      ['listTicketAssignees', 'GET', '/v2/helpdesk/assignees', undefined, undefined],
      ['listTicketOrderOptions', 'GET', '/v2/helpdesk/order-options', undefined, DEMO_IDS.restaurant],
      ['getResponseTargets', 'GET', '/v2/helpdesk/response-targets', undefined, undefined],
      ['listFaq', 'GET', '/v2/helpdesk/faq?q=senha', undefined, undefined],
      ['createFaqEntry', 'POST', '/v2/helpdesk/faq', { question: 'Onde vejo os repasses?', answer: 'Em Financeiro.' }, undefined],
    ];
    for (const [id, method, url, payload, company] of others) {
      const answer = await as(DEMO_USERS.root, method, url, payload, company);
      expect(answer.statusCode, `${id}: ${answer.body}`).toBeLessThan(300);
      expect(check(op(id), answer.statusCode, answer.body), id).toBeNull();
    }
  });
});

describe(`what a ticket refuses (${testDatabaseKind})`, () => {
  it('refuses a move the table does not allow (409 naming the status), a stale version (409) and a cancel without reason (400)', async () => {
    const ticket = await partnerTicket();
    const solve = await update(DEMO_USERS.root, ticket, { status: 'SOLVED' });
    expect(solve.statusCode).toBe(409);
    expect(solve.json()).toMatchObject({ code: 'illegal_transition' });
    expect(solve.json<{ message: string }>().message).toContain('NEW');
    const started = await expectStatus(200, DEMO_USERS.root, 'PATCH', ticketUrl(ticket.protocol), { version: 1, status: 'IN_PROGRESS' });
    expect(started.version).toBe(2);
    const stale = await update(DEMO_USERS.root, ticket, { priority: 'LOW' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'stale_version' });
    expect(stale.json<{ message: string }>().message).toContain('IN_PROGRESS');
    for (const reason of [undefined, '   ']) {
      const cancel = await update(DEMO_USERS.root, started, { status: 'CANCELED', ...(reason === undefined ? {} : { reason }) });
      expect(cancel.statusCode).toBe(400);
      expect(cancel.json()).toMatchObject({ code: 'missing_reason' });
    }
    const canceled = await expectStatus(200, DEMO_USERS.root, 'PATCH', ticketUrl(ticket.protocol), { version: 2, status: 'CANCELED', reason: ' Duplicado ' });
    expect(canceled).toMatchObject({ status: 'CANCELED', canceledReason: 'Duplicado', version: 3 });
    expect(canceled.changes.at(-1)).toMatchObject({ field: 'status', from: 'IN_PROGRESS', to: 'CANCELED', reason: 'Duplicado' });
    const reply = await as(DEMO_USERS.partner, 'POST', `${ticketUrl(ticket.protocol)}/messages`, { body: 'Oi?' });
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toMatchObject({ code: 'ticket_closed' });
  });

  it("refuses the company user's staff acts with 403 forbidden_for_actor, changing nothing", async () => {
    const ticket = await partnerTicket();
    const url = ticketUrl(ticket.protocol);
    const attempts = [
      () => as(DEMO_USERS.partner, 'POST', `${url}/messages`, { body: 'nota', internal: true }),
      () => update(DEMO_USERS.partner, ticket, { status: 'IN_PROGRESS' }),
      () => update(DEMO_USERS.partner, ticket, { priority: 'LOW' }),
      () => update(DEMO_USERS.partner, ticket, { department: 'TI' }),
      () => update(DEMO_USERS.partner, ticket, { assigneeId: null }),
      () => as(DEMO_USERS.partner, 'GET', '/v2/helpdesk/tickets?assignee=none'),
      () => as(DEMO_USERS.partner, 'POST', '/v2/helpdesk/tickets', { ...base, requesterKind: 'customer', requesterName: 'Outro' }),
    ];
    for (const attempt of attempts) {
      const response = await attempt();
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toMatchObject({ code: 'forbidden_for_actor' });
    }
    expect(await expectStatus(200, DEMO_USERS.root, 'GET', url)).toMatchObject({ version: 1, priority: 'HIGH', department: 'FINANCIAL', messages: [] });
    // A company user may cancel its own open ticket.
    expect(await expectStatus(200, DEMO_USERS.partner, 'PATCH', url, { version: 1, status: 'CANCELED', reason: 'Não preciso mais' })).toMatchObject({ status: 'CANCELED' });
  });

  it("answers 404 for a ticket of another company, as for one that does not exist", async () => {
    const ticket = await partnerTicket();
    const url = ticketUrl(ticket.protocol);
    for (const [method, path, payload] of [
      ['GET', url, undefined],
      ['PATCH', url, { version: 1, status: 'CANCELED', reason: 'x' }],
      ['POST', `${url}/messages`, { body: 'intruso' }],
    ] as const) {
      expect((await as(DEMO_USERS.restaurant, method, path, payload)).statusCode).toBe(404);
    }
    expect((await as(DEMO_USERS.root, 'GET', ticketUrl('20300310-999999'))).statusCode).toBe(404);
    // Staff naming another company in the header do not find it either.
    expect((await as(DEMO_USERS.root, 'GET', url, undefined, DEMO_IDS.restaurant)).statusCode).toBe(404);
  });
});

describe(`writes at once (${testDatabaseKind})`, () => {
  it('loses no write: replies sent together all land, each a version, and one of two changes read at one version wins', async () => {
    const ticket = await partnerTicket();
    const url = ticketUrl(ticket.protocol);
    const replies = await Promise.all(Array.from({ length: 6 }, (_, i) => as(i % 2 === 0 ? DEMO_USERS.root : DEMO_USERS.partner, 'POST', `${url}/messages`, { body: `Resposta ${i}` })));
    expect(replies.map((r) => r.statusCode)).toEqual(Array.from({ length: 6 }, () => 201));
    const after = await expectStatus(200, DEMO_USERS.root, 'GET', url);
    expect(after.version).toBe(7);
    expect(after.messages).toHaveLength(6);
    const both = await Promise.all(['LOW', 'MEDIUM'].map((priority) => as(DEMO_USERS.root, 'PATCH', url, { version: 7, priority })));
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await expectStatus(200, DEMO_USERS.root, 'GET', url)).changes.filter((c) => c.field === 'priority')).toHaveLength(1);
  });
});

describe(`opening a ticket (${testDatabaseKind})`, () => {
  it('takes the company from the header for staff (400 company_required without), on behalf of someone named', async () => {
    const payload = { ...base, requesterKind: 'customer', requesterName: '  Joana Cliente ', whatsapp: '+55 (11) 98765-4321' };
    const missing = await as(DEMO_USERS.root, 'POST', '/v2/helpdesk/tickets', payload);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'company_required' });
    const ticket = await expectStatus(201, DEMO_USERS.root, 'POST', '/v2/helpdesk/tickets', payload, DEMO_IDS.restaurant);
    expect(ticket).toMatchObject({ companyId: DEMO_IDS.restaurant, companyName: 'Cantina da Nonna', requester: 'Joana Cliente', requesterKind: 'customer', whatsapp: '5511987654321' });
    for (const [fields, field, code] of [
      [{ requesterKind: undefined }, 'requesterKind', 'required'],
      [{ requesterName: ' ' }, 'requesterName', 'required'],
      [{ requesterKind: 'company' }, 'requesterKind', 'validation'],
      [{ subject: '   ' }, 'subject', 'required'],
      [{ whatsapp: '123' }, 'whatsapp', 'invalid_phone'],
      [{ whatsapp: '11 9876x4321' }, 'whatsapp', 'invalid_phone'],
      [{ orderNumber: 999_999 }, 'orderNumber', 'unknown_reference'],
    ] as const) {
      const response = await as(DEMO_USERS.root, 'POST', '/v2/helpdesk/tickets', { ...payload, ...fields }, DEMO_IDS.restaurant);
      expect(response.statusCode, field).toBe(400);
      expect(response.json(), field).toMatchObject({ code });
      expect(response.json<{ message: string }>().message, field).toContain(field);
    }
  });

  it("links one of the company's orders, never another company's", async () => {
    const own = await server.db.selectFrom('orders').select(['id', 'number', 'total']).where('company_id', '=', DEMO_IDS.restaurant).orderBy('number', 'desc').executeTakeFirstOrThrow();
    const ticket = await expectStatus(201, DEMO_USERS.restaurant, 'POST', '/v2/helpdesk/tickets', { ...base, orderNumber: own.number });
    expect(ticket.order).toMatchObject({ _id: own.id, number: own.number, total: own.total });
    const other = await server.db.selectFrom('orders').select('number').where('company_id', '=', DEMO_IDS.supermarket).orderBy('number', 'desc').executeTakeFirstOrThrow();
    const restaurantNumbers = (await server.db.selectFrom('orders').select('number').where('company_id', '=', DEMO_IDS.restaurant).execute()).map((o) => o.number);
    const foreign = other.number + Math.max(...restaurantNumbers) + 1;
    await server.db.updateTable('orders').set({ number: foreign }).where('company_id', '=', DEMO_IDS.supermarket).where('number', '=', other.number).execute();
    const refused = await as(DEMO_USERS.restaurant, 'POST', '/v2/helpdesk/tickets', { ...base, orderNumber: foreign });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'unknown_reference' });
  });
});

describe(`assigning (${testDatabaseKind})`, () => {
  it('lists the staff users by name, and assigning one starts a NEW ticket, each change kept with names', async () => {
    const assignees = await expectStatus<{ _id: string; name: string }[]>(200, DEMO_USERS.root, 'GET', '/v2/helpdesk/assignees');
    const names = assignees.map((a) => a.name);
    // root, the application user and the franchise user hold accessToGlobal by their fallback sets; company users do not.
    expect(names).toEqual(expect.arrayContaining(['Raquel Root', 'Alberto Aplicativo', 'Fernanda Franquia']));
    expect(names).not.toContain('Rodrigo Restaurante');
    expect(names).not.toContain('Sandra Equipe');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR', { sensitivity: 'base' })));
    const franchise = assignees.find((a) => a.name === 'Fernanda Franquia');
    const root = assignees.find((a) => a.name === 'Raquel Root');
    const restaurant = await server.db.selectFrom('users').select('id').where('email', '=', DEMO_USERS.restaurant).executeTakeFirstOrThrow();

    const ticket = await partnerTicket();
    for (const id of [String(restaurant.id), 'abc', '99999999']) {
      const refused = await update(DEMO_USERS.root, ticket, { assigneeId: id });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'unknown_reference' });
    }
    const assigned = await expectStatus(200, DEMO_USERS.root, 'PATCH', ticketUrl(ticket.protocol), { version: 1, assigneeId: franchise?._id, priority: 'LOW' });
    expect(assigned).toMatchObject({ status: 'IN_PROGRESS', assignee: franchise, priority: 'LOW', version: 2 });
    const moved = await expectStatus(200, DEMO_USERS.root, 'PATCH', ticketUrl(ticket.protocol), { version: 2, assigneeId: root?._id, department: 'TI' });
    const unassigned = await expectStatus(200, DEMO_USERS.root, 'PATCH', ticketUrl(ticket.protocol), { version: 3, assigneeId: null });
    expect(unassigned).toMatchObject({ status: 'IN_PROGRESS', assignee: null, version: 4 });
    expect(moved.department).toBe('TI');
    expect(unassigned.changes.map((c) => [c.field, c.from, c.to])).toEqual([
      ['priority', 'HIGH', 'LOW'],
      ['assignee', null, 'Fernanda Franquia'],
      ['status', 'NEW', 'IN_PROGRESS'],
      ['department', 'FINANCIAL', 'TI'],
      ['assignee', 'Fernanda Franquia', 'Raquel Root'],
      ['assignee', 'Raquel Root', null],
    ]);
    // The same values again change nothing: no new version.
    expect(await expectStatus(200, DEMO_USERS.root, 'PATCH', ticketUrl(ticket.protocol), { version: 4, assigneeId: null, department: 'TI' })).toMatchObject({ version: 4 });
  });
});
