import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FaqEntry, FaqList, ResponseTargets, Ticket } from '../../src/contract/schema.gen';
import { DEFAULT_RESPONSE_TARGET_MINUTES } from '../../src/domain/helpdesk';
import { DEMO_IDS } from '../../server/seed';
import { DEMO_USERS, startTestServer, testDatabaseKind, type TestServer } from './harness';

// The FAQ and the response targets of the help desk (issue 26). The FAQ starts empty here: the
// demo entries are removed first, so every place is the test's own.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await server.db.deleteFrom('faq_entries').execute();
});
afterAll(() => server.close());

async function as(email: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return server.call({ method, url, token: await server.tokenFor(email), ...(payload ? { payload } : {}) });
}

/** The questions in their places, as the list answers them (`q` narrows). */
async function questions(q = ''): Promise<string[]> {
  const response = await as(DEMO_USERS.partner, 'GET', `/v2/helpdesk/faq${q ? `?q=${encodeURIComponent(q)}` : ''}`);
  expect(response.statusCode).toBe(200);
  const list = response.json<FaqList>();
  // The whole list holds every place from 1, once each.
  if (q === '') expect(list.items.map((item) => item.position)).toEqual(list.items.map((_, i) => i + 1));
  expect(list.totalCount).toBe(list.items.length);
  return list.items.map((item) => item.question);
}

async function add(question: string, answer: string, position?: number): Promise<FaqEntry> {
  const response = await as(DEMO_USERS.root, 'POST', '/v2/helpdesk/faq', { question, answer, ...(position === undefined ? {} : { position }) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<FaqEntry>();
}

describe(`the FAQ (${testDatabaseKind})`, () => {
  it('places, moves and removes questions without gaps, and searches every word of question or answer', async () => {
    const a = await add('Como abro um chamado?', 'Pelo menu Central de Ajuda, em Chamados.');
    const b = await add('Qual o prazo de resposta?', 'Até 4 horas para prioridade alta.');
    await add('Como exporto os pedidos?', 'No histórico de pedidos, botão Exportar.', 1);
    const d = await add('Esqueci a senha', 'Use "Esqueci minha senha" na tela de entrada.', 99);
    expect(await questions()).toEqual(['Como exporto os pedidos?', 'Como abro um chamado?', 'Qual o prazo de resposta?', 'Esqueci a senha']);

    const moved = await as(DEMO_USERS.root, 'PUT', `/v2/helpdesk/faq/${d._id}`, { question: 'Esqueci minha senha', answer: d.answer, position: 2 });
    expect(moved.json()).toMatchObject({ question: 'Esqueci minha senha', position: 2 });
    expect(await questions()).toEqual(['Como exporto os pedidos?', 'Esqueci minha senha', 'Como abro um chamado?', 'Qual o prazo de resposta?']);
    await as(DEMO_USERS.root, 'PUT', `/v2/helpdesk/faq/${a._id}`, { question: a.question, answer: a.answer, position: 4 });
    expect(await questions()).toEqual(['Como exporto os pedidos?', 'Esqueci minha senha', 'Qual o prazo de resposta?', 'Como abro um chamado?']);
    // Without a position it stays where it is.
    await as(DEMO_USERS.root, 'PUT', `/v2/helpdesk/faq/${b._id}`, { question: 'Qual é o prazo de resposta?', answer: b.answer });
    expect(await questions()).toEqual(['Como exporto os pedidos?', 'Esqueci minha senha', 'Qual é o prazo de resposta?', 'Como abro um chamado?']);

    expect((await as(DEMO_USERS.root, 'DELETE', `/v2/helpdesk/faq/${d._id}`)).statusCode).toBe(204);
    expect(await questions()).toEqual(['Como exporto os pedidos?', 'Qual é o prazo de resposta?', 'Como abro um chamado?']);

    expect(await questions('CHAMADO')).toEqual(['Como abro um chamado?']);
    expect(await questions('historico exportar')).toEqual(['Como exporto os pedidos?']);
    expect(await questions('prazo alta')).toEqual(['Qual é o prazo de resposta?']);
    expect(await questions('prazo chamados')).toEqual([]);
  });

  it('answers 404 for an unknown question, 400 for a blank one, and 403 to company users writing', async () => {
    for (const method of ['PUT', 'DELETE'] as const) {
      const response = await as(DEMO_USERS.root, method, '/v2/helpdesk/faq/no-such-entry', method === 'PUT' ? { question: 'x', answer: 'y' } : undefined);
      expect(response.statusCode).toBe(404);
    }
    const blank = await as(DEMO_USERS.root, 'POST', '/v2/helpdesk/faq', { question: '  ', answer: 'y' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json<{ message: string }>().message).toContain('question');
    expect((await as(DEMO_USERS.partner, 'POST', '/v2/helpdesk/faq', { question: 'x', answer: 'y' })).statusCode).toBe(403);
  });

  it('keeps places unique when questions are added at once', async () => {
    const before = (await questions()).length;
    await Promise.all(Array.from({ length: 6 }, (_, i) => add(`Pergunta simultânea ${i}`, 'Resposta', 1)));
    const after = await as(DEMO_USERS.root, 'GET', '/v2/helpdesk/faq');
    expect(after.json<FaqList>().items.map((item) => item.position)).toEqual(Array.from({ length: before + 6 }, (_, i) => i + 1));
  });
});

describe(`the response targets (${testDatabaseKind})`, () => {
  it('start at the defaults, are set by staff only, and date the tickets opened after', async () => {
    const read = await as(DEMO_USERS.partner, 'GET', '/v2/helpdesk/response-targets');
    expect(read.json()).toEqual(DEFAULT_RESPONSE_TARGET_MINUTES);
    const targets: ResponseTargets = { LOW: 2880, MEDIUM: 600, HIGH: 60 };
    expect((await as(DEMO_USERS.partner, 'PUT', '/v2/helpdesk/response-targets', targets)).statusCode).toBe(403);
    const set = await as(DEMO_USERS.root, 'PUT', '/v2/helpdesk/response-targets', targets);
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual(targets);
    expect((await as(DEMO_USERS.restaurant, 'GET', '/v2/helpdesk/response-targets')).json()).toEqual(targets);
    expect((await as(DEMO_USERS.root, 'PUT', '/v2/helpdesk/response-targets', { ...targets, HIGH: 0 })).statusCode).toBe(400);
    const opened = await server.call({
      method: 'POST',
      url: '/v2/helpdesk/tickets',
      token: await server.tokenFor(DEMO_USERS.root),
      company: DEMO_IDS.partner,
      payload: { subject: 'Teste', description: 'Teste', department: 'TI', priority: 'HIGH', requesterKind: 'partner', requesterName: 'Parceiro' },
    });
    const ticket = opened.json<Ticket>();
    expect(Date.parse(ticket.dueAt) - Date.parse(ticket.createdAt)).toBe(60 * 60_000);
  });
});
