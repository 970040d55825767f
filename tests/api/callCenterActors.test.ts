import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContact, deleteContact, listContacts, listMessages, sendMessage } from '../../src/api/callCenterActors';
import { DEMO_IDS } from '../../server/seed';
import { DEMO_USERS } from '../server/harness';
import { listeningApi, type ListeningApi } from '../bindings/listening';

// The real actors over the real API: the reference server listening on loopback.
let api: ListeningApi;
beforeAll(async () => {
  api = await listeningApi();
});
afterAll(() => api.server.close());

describe('call center actors', () => {
  it('list, create and delete contacts of the company the session acts for', async () => {
    const urls: string[] = [];
    const clients = await api.clientsOf({ email: DEMO_USERS.restaurant, company: DEMO_IDS.restaurant }, urls);
    const first = await listContacts(clients, { page: 1, limit: 3 });
    expect(first.items.map((contact) => contact.name)).toEqual(['Ana Beatriz Lopes', 'Carlos Eduardo Nunes', 'Débora Martins']);
    expect(first.totalCount).toBe(6);
    expect(new URL(urls[0] ?? '').search).toBe('?page=1&limit=3');

    const created = await createContact(clients, { name: 'Teresa Teste', phone: '5511912340099' });
    expect(created).toMatchObject({ name: 'Teresa Teste', phone: '5511912340099', userId: null, companyId: DEMO_IDS.restaurant });
    await expect(createContact(clients, { name: 'Outra', phone: '5511912340099' })).rejects.toMatchObject({ statusCode: 409, code: 'phone_taken' });
    expect((await listContacts(clients, { page: 1, limit: 10, phone: '1234009' })).items.map((c) => c._id)).toEqual([created._id]);
    expect((await listContacts(clients, { page: 1, limit: 10, name: 'teresa' })).totalCount).toBe(1);
    await deleteContact(clients, created._id);
    await expect(deleteContact(clients, created._id)).rejects.toMatchObject({ statusCode: 404 });
  });

  it('send a message that stays queued without a transport, and list a conversation by phone, newest first', async () => {
    const clients = await api.clientsOf({ email: DEMO_USERS.restaurant, company: DEMO_IDS.restaurant });
    const sent = await sendMessage(clients, { to: '5511987650003', userId: '65d000000000000000000003', body: 'Débora, chegou?' });
    expect(sent).toMatchObject({ status: 'queued', direction: 'outbound', body: 'Débora, chegou?', companyId: DEMO_IDS.restaurant });
    const page = await listMessages(clients, { page: 1, limit: 50, phone: '5511987650003' });
    expect(page.items[0]?._id).toBe(sent._id);
    expect(page.totalCount).toBe(2);
    await expect(sendMessage(clients, { to: '5511987650003', userId: 'u', body: 'a', mediaUrl: 'https://example.com/a.jpg' })).rejects.toMatchObject({
      statusCode: 400,
      code: 'message_content',
    });
  });

  it('a user without the call center permissions is refused with 403', async () => {
    const clients = await api.clientsOf({ email: DEMO_USERS.partner, company: DEMO_IDS.partner });
    await expect(listContacts(clients, { page: 1, limit: 10 })).rejects.toMatchObject({ statusCode: 403 });
  });
});
