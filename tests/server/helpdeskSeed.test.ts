import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FaqList, Ticket, TicketsPaginator } from '../../src/contract/schema.gen';
import { TICKET_STATUSES } from '../../src/domain/helpdesk';
import { DEMO_IDS } from '../../server/seed';
import { DEMO_USERS, startTestServer, testDatabaseKind, type TestServer } from './harness';

// The help desk's demo data (server/seedHelpdesk.ts) as the list, the tickets and the FAQ show it
// on the server's own clock, shortly after the seed ran.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function get<T>(email: string, url: string): Promise<T> {
  const response = await server.call({ method: 'GET', url, token: await server.tokenFor(email) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

describe(`the help desk demo (${testDatabaseKind})`, () => {
  it('holds a dozen tickets of the three demo companies in every status, some overdue, some assigned to root', async () => {
    const list = await get<TicketsPaginator>(DEMO_USERS.root, '/v2/helpdesk/tickets?pageOut=100');
    expect(list.totalDocs).toBe(12);
    for (const status of TICKET_STATUSES) expect(list.counts[status], status).toBeGreaterThan(0);
    expect(list.overdueCount).toBeGreaterThan(0);
    expect(new Set(list.docs.map((t) => t.companyId))).toEqual(new Set([DEMO_IDS.restaurant, DEMO_IDS.supermarket, DEMO_IDS.partner]));
    expect(list.docs.filter((t) => t.assignee?.name === 'Raquel Root').length).toBeGreaterThan(1);
    // Each day's protocols count from 1 without a gap, in the order the tickets were opened.
    const byDay = new Map<string, Ticket['protocol'][]>();
    for (const ticket of [...list.docs].sort((a, b) => a.createdAt.localeCompare(b.createdAt))) {
      const [day = ''] = ticket.protocol.split('-');
      byDay.set(day, [...(byDay.get(day) ?? []), ticket.protocol]);
    }
    for (const [day, protocols] of byDay) expect(protocols).toEqual(protocols.map((_, i) => `${day}-${String(i + 1).padStart(6, '0')}`));
  });

  it('has replies, an internal note the company never receives, a ticket about an order and one with a WhatsApp number', async () => {
    const list = await get<TicketsPaginator>(DEMO_USERS.root, '/v2/helpdesk/tickets?pageOut=100');
    const tickets = await Promise.all(list.docs.map((t) => get<Ticket>(DEMO_USERS.root, `/v2/helpdesk/tickets/${t.protocol}`)));
    const noted = tickets.filter((t) => t.messages.some((m) => m.internal));
    expect(noted.length).toBeGreaterThan(0);
    expect(tickets.filter((t) => t.messages.some((m) => !m.internal && m.fromStaff)).length).toBeGreaterThan(3);
    expect(tickets.filter((t) => t.order !== null).map((t) => t.companyId)).toEqual([DEMO_IDS.restaurant]);
    expect(tickets.some((t) => t.whatsapp !== null && /^\d{10,13}$/.test(t.whatsapp))).toBe(true);
    const noteOf = noted[0] as Ticket;
    const seenByCompany = await get<Ticket>(DEMO_USERS.restaurant, `/v2/helpdesk/tickets/${noteOf.protocol}`);
    expect(seenByCompany.messages.some((m) => m.internal)).toBe(false);
    expect(seenByCompany.messages.length).toBe(noteOf.messages.length - 1);
  });

  it('holds the FAQ in Portuguese, in its places', async () => {
    const faq = await get<FaqList>(DEMO_USERS.partner, '/v2/helpdesk/faq');
    expect(faq.totalCount).toBeGreaterThanOrEqual(6);
    expect(faq.totalCount).toBeLessThanOrEqual(8);
    expect(faq.items.map((item) => item.position)).toEqual(faq.items.map((_, i) => i + 1));
    expect(faq.items[0]?.question).toBe('Como abro um chamado?');
    expect((await get<FaqList>(DEMO_USERS.partner, '/v2/helpdesk/faq?q=senha')).items.map((i) => i.question)).toEqual(['Esqueci minha senha. O que faço?']);
  });
});
