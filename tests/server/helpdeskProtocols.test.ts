import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ticket } from '../../src/contract/schema.gen';
import { buildApp } from '../../server/app';
import { DEMO_IDS } from '../../server/seed';
import { DEMO_USERS, startTestServer, TEST_JWT_SECRET, testDatabaseKind, type TestServer } from './harness';

// Protocols of tickets opened at the same instant (issue 26): the API listening on a port, called
// over HTTP at once, its clock on 2030-07-01 13:00 UTC (10:00 in São Paulo), a day no ticket
// was opened on before, so the day's counters run from 1.

let server: TestServer;
let http: FastifyInstance;
let base = '';
const NOW = new Date('2030-07-01T13:00:00.000Z');

beforeAll(async () => {
  server = await startTestServer();
  http = await buildApp({ db: server.db, jwtSecret: TEST_JWT_SECRET, now: () => NOW });
  base = await http.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await http.close();
  await server.close();
});

/** Opens a ticket over HTTP as `email` (for the partner company when staff); answers its status and body. */
async function open(email: string, n: number): Promise<{ status: number; body: Ticket }> {
  const staff = email === DEMO_USERS.root;
  const response = await fetch(`${base}/api/v2/helpdesk/tickets`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${await server.tokenFor(email)}`,
      'content-type': 'application/json',
      ...(staff ? { company: DEMO_IDS.partner } : {}),
    },
    body: JSON.stringify({
      subject: `Chamado simultâneo ${n}`,
      description: 'Aberto ao mesmo tempo que outros',
      department: 'SUPPORT',
      priority: 'MEDIUM',
      ...(staff ? { requesterKind: 'rider', requesterName: `Entregador ${n}` } : {}),
    }),
  });
  return { status: response.status, body: (await response.json()) as Ticket };
}

describe(`protocols of tickets opened at once (${testDatabaseKind})`, () => {
  it('gives 20 tickets opened at the same instant 20 protocols of the day with consecutive counters', async () => {
    // Both callers' tokens first, so that the 20 requests start together.
    await server.tokenFor(DEMO_USERS.root);
    await server.tokenFor(DEMO_USERS.partner);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => open(n % 2 === 0 ? DEMO_USERS.root : DEMO_USERS.partner, n)));
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 20 }, () => 201));
    const protocols = answers.map((a) => a.body.protocol).sort();
    expect(new Set(protocols).size).toBe(20);
    expect(protocols).toEqual(Array.from({ length: 20 }, (_, i) => `20300701-${String(i + 1).padStart(6, '0')}`));
    const counter = await server.db.selectFrom('ticket_protocol_counters').select('last').where('day', '=', '2030-07-01').executeTakeFirstOrThrow();
    expect(counter.last).toBe(20);
  });

  it('reads the day on the São Paulo calendar: 01:00 UTC is still the day before there', async () => {
    const late = await buildApp({ db: server.db, jwtSecret: TEST_JWT_SECRET, now: () => new Date('2030-07-03T01:00:00.000Z') });
    try {
      const response = await late.inject({
        method: 'POST',
        url: '/api/v2/helpdesk/tickets',
        headers: { authorization: `Bearer ${await server.tokenFor(DEMO_USERS.partner)}` },
        payload: { subject: 'Noite', description: 'Aberto às 22:00 em São Paulo', department: 'TI', priority: 'LOW' },
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json<Ticket>().protocol).toBe('20300702-000001');
    } finally {
      await late.close();
    }
  });
});
