import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createApiClients, type ApiClients } from '../../src/api/client';
import { createContactDialogMachine, createContactsListMachine, createConversationMachine } from '../../src/bindings/callCenter';
import { CONTACT_LIST } from '../../src/domain/callCenter';
import { defaultListQuery } from '../../src/domain/listQuery';
import { connectList } from '../../src/machines/listPaging/connect';
import { DEMO_IDS } from '../../server/seed';
import { DEMO_USERS, type TestServer } from '../server/harness';
import { losingFirstAnswer } from '../api/lostAnswer';
import { waitFor } from '../support/waitFor';
import { listeningServer, OVER_THE_SERVER } from './listening';

// The call center's machines with their real calls, over the reference server on loopback.
let server: TestServer;
let clients: ApiClients;
beforeAll(async () => {
  ({ server, clients } = await listeningServer({ email: DEMO_USERS.restaurant, company: DEMO_IDS.restaurant }));
});
afterAll(() => server.close());

describe('call center bindings', () => {
  it('lists the company’s contacts, adds one from the dialog, and shows a contact’s conversation', async () => {
    const list = createActor(createContactsListMachine(clients).provide({ delays: { firstLoad: 0 } }), { input: { query: defaultListQuery(CONTACT_LIST) } }).start();
    const listed = connectList(await waitFor(list, (s) => s.matches({ browsing: 'ready' }), OVER_THE_SERVER), list.send).list;
    // The restaurant's six demo contacts, by name.
    expect(listed.totalCount).toBe(6);
    expect(listed.rows.map((contact) => contact.name).slice(0, 3)).toEqual(['Ana Beatriz Lopes', 'Carlos Eduardo Nunes', 'Débora Martins']);
    list.stop();

    const saved: string[] = [];
    const dialog = createActor(createContactDialogMachine(clients).provide({ actions: { notifySaved: (_, { saved: contact }) => saved.push(contact.name) } })).start();
    dialog.send({ type: 'user.open', subject: null });
    dialog.send({ type: 'user.save', values: { name: 'Zélia Binding', phone: '5581999990000', userId: '' } });
    await waitFor(dialog, () => saved.length === 1, OVER_THE_SERVER);
    expect(saved).toEqual(['Zélia Binding']);
    const stored = await sql<{ n: string }>`select count(*)::text as n from contacts where name = 'Zélia Binding'`.execute(server.db);
    expect(stored.rows[0]?.n).toBe('1');
    dialog.stop();

    const first = listed.rows[0];
    if (!first) throw new Error('no contact listed');
    const chat = createActor(createConversationMachine(clients)).start();
    chat.send({ type: 'user.pick_contact', contact: { _id: first._id, name: first.name, phone: first.phone, userId: first.userId } });
    const shown = await waitFor(chat, (s) => s.context.contact?._id === first._id && s.context.totalCount !== null && s.context.messages.length > 0, OVER_THE_SERVER);
    expect(shown.context.messages.every((message) => message.to === first.phone)).toBe(true);
    chat.stop();
  });

  it('answers a contact create whose answer was lost on Save again with the same key, not refused as phone_taken', async () => {
    const { posts, fetch: losing } = losingFirstAnswer('/api/contact');
    const token = await server.tokenFor(DEMO_USERS.restaurant);
    const baseUrl = `${server.app.listeningOrigin}/api`;
    const losingClients = createApiClients({ apiBaseUrl: baseUrl, callCenterBaseUrl: baseUrl }, { accessToken: () => token, companyId: () => DEMO_IDS.restaurant }, { fetch: losing });
    const saved: string[] = [];
    const dialog = createActor(createContactDialogMachine(losingClients).provide({ actions: { notifySaved: (_, { saved: contact }) => saved.push(contact._id) } })).start();
    dialog.send({ type: 'user.open', subject: null });
    const values = { name: 'Yara Retentativa', phone: '5581999990001', userId: '' };
    dialog.send({ type: 'user.save', values });
    const failed = await waitFor(dialog, (s) => s.context.failure !== null, OVER_THE_SERVER);
    expect(failed.context.failure).toMatchObject({ statusCode: 0, code: 'network' });
    dialog.send({ type: 'user.save', values: { ...values } });
    await waitFor(dialog, () => saved.length === 1, OVER_THE_SERVER);
    expect(posts).toHaveLength(2);
    expect(posts[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(posts[1]).toEqual({ key: posts[0]?.key, replayed: 'true' });
    const stored = await sql<{ id: string }>`select id from contacts where phone = '5581999990001'`.execute(server.db);
    expect(stored.rows.map((row) => row.id)).toEqual(saved);
    dialog.stop();
  });
});
