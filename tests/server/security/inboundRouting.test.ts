import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../../server/seed';
import { RecordingTransport } from '../recordingTransport';
import { signatureOf } from '../../../server/services/whatsappWebhook';
import { DEMO_USERS, startTestServer, testDatabaseKind, type Call, type TestServer } from '../harness';
import { recordFigures } from './figures';

// Two companies and one customer phone per story: A (the restaurant) writes to B's (the
// supermarket's) customer, queued or sent, before or after B; the customer answers, to a
// number one of them owns, to a shared one, or through a callback naming no number.

const APP_SECRET = 'routing-app-secret';
const A = DEMO_IDS.restaurant;
const B = DEMO_IDS.supermarket;
const USER_OF: Readonly<Record<string, string>> = { [A]: DEMO_USERS.restaurant, [B]: DEMO_USERS.market };
const A_NUMBER = '109000000000001';
const B_NUMBER = '109000000000002';
const SHARED_NUMBER = '109000000000999';
const HOUR = 60 * 60 * 1000;

let server: TestServer;
/** The API with the test's WhatsApp transport and app secret, over the test server's database. */
let call: Call;
let transport: RecordingTransport;
/** Over every reply of the file (npm run report:security). */
const measured = { replies: 0, storedMessagesChecked: 0, messagesMoved: 0, copiesForACompanyOutsideTheRule: 0, copiesMissing: 0 };

/** A token of the user of `company`, signed in once per file. */
function tokenOf(company: string): Promise<string> {
  return server.tokenFor(USER_OF[company] ?? '');
}

/** `company` writes `body` to `phone`; the provider takes it (sent) or cannot be reached (it stays queued). */
async function write(company: string, phone: string, body: string, outcome: 'sent' | 'queued'): Promise<string> {
  if (outcome === 'queued') transport.outcomes.push({ outcome: 'unavailable', error: 'The WhatsApp provider could not be reached' });
  const response = await call({ method: 'POST', url: '/whatsapp/send', token: await tokenOf(company), payload: { to: phone, body, userId: `customer-${phone}` } });
  expect(response.statusCode).toBe(202);
  expect(response.json()).toMatchObject({ status: outcome, companyId: company });
  return (response.json() as { _id: string })._id;
}

let replySerial = 0;
let lastReplySecond = 0;

/** Every stored message's company, by id. */
async function companiesById(): Promise<Map<string, string | null>> {
  const rows = await server.db.selectFrom('whatsapp_messages').select(['id', 'company_id']).execute();
  return new Map(rows.map((row) => [row.id, row.company_id]));
}

/**
 * The customer at `phone` answers `text` (to `businessNumber`, or through a callback without
 * `metadata`); checks that no stored message changed company or vanished, and answers the
 * companies the answer was stored for.
 */
async function reply(phone: string, text: string, businessNumber: string | null): Promise<(string | null)[]> {
  const before = await companiesById();
  const providerId = `wamid.reply.${testDatabaseKind}.${++replySerial}`;
  // The provider stamps whole seconds: each reply a second after the messages before it, so that conversations read in order.
  lastReplySecond = Math.max(lastReplySecond + 1, Math.ceil(Date.now() / 1000) + 1);
  const value: Record<string, unknown> = {
    messaging_product: 'whatsapp',
    contacts: [{ profile: { name: 'Cliente' }, wa_id: phone }],
    messages: [{ from: phone, id: providerId, timestamp: String(lastReplySecond), type: 'text', text: { body: text } }],
  };
  if (businessNumber !== null) value.metadata = { display_phone_number: '5511900000000', phone_number_id: businessNumber };
  const raw = JSON.stringify({ object: 'whatsapp_business_account', entry: [{ id: 'WABA', changes: [{ field: 'messages', value }] }] });
  const response = await call({
    method: 'POST',
    url: '/whatsapp/webhook',
    payload: raw,
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signatureOf(APP_SECRET, raw) },
  });
  expect(response.statusCode).toBe(200);
  const after = await companiesById();
  let moved = 0;
  for (const [id, company] of before) if (!after.has(id) || after.get(id) !== company) moved++;
  measured.replies++;
  measured.storedMessagesChecked += before.size;
  measured.messagesMoved += moved;
  expect(moved).toBe(0);
  const stored = await server.db
    .selectFrom('whatsapp_messages')
    .select(['company_id', 'direction', 'body'])
    .where('provider_id', '=', providerId)
    .orderBy('company_id')
    .execute();
  expect(stored.every((row) => row.direction === 'inbound' && row.body === text)).toBe(true);
  return stored.map((row) => row.company_id).sort();
}

/** What `company`'s user sees of `phone`, oldest first: [direction, body]. */
async function conversation(company: string, phone: string): Promise<[string, string | null][]> {
  const response = await call({ method: 'GET', url: `/whatsapp?phone=${phone}&limit=100`, token: await tokenOf(company) });
  expect(response.statusCode).toBe(200);
  const docs = (response.json() as { docs: { direction: string; body: string | null }[] }).docs;
  return docs.map((m): [string, string | null] => [m.direction, m.body]).reverse();
}

/** Checks the companies a reply went to against the rule's, and files the difference in the figures. */
function expectStoredFor(actual: (string | null)[], expected: (string | null)[]): void {
  measured.copiesForACompanyOutsideTheRule += actual.filter((c) => !expected.includes(c)).length;
  measured.copiesMissing += expected.filter((c) => !actual.includes(c)).length;
  expect(actual).toEqual([...expected].sort());
}

const SECRET_REPLY = 'Pedido 124 - cartão final 4242';

beforeAll(async () => {
  server = await startTestServer();
  transport = new RecordingTransport('wamid.routing');
  call = await server.variant({ whatsapp: { transport, appSecret: APP_SECRET } });
});
afterAll(async () => {
  recordFigures('inboundRouting', measured);
  await server.close();
});
beforeEach(() => {
  transport.sent.length = 0;
  transport.outcomes.length = 0;
});

describe(`an inbound WhatsApp message between two companies writing to one phone (${testDatabaseKind})`, () => {
  it("stays with B when A's message to B's customer is still queued, whichever wrote first", async () => {
    for (const [phone, order] of [['5521970000001', 'A then B'], ['5521970000002', 'B then A']] as const) {
      if (order === 'A then B') {
        await write(A, phone, 'oi', 'queued');
        await write(B, phone, 'Seu pedido 124 saiu para entrega', 'sent');
      } else {
        await write(B, phone, 'Seu pedido 124 saiu para entrega', 'sent');
        await write(A, phone, 'oi', 'queued');
      }
      expectStoredFor(await reply(phone, SECRET_REPLY, null), [B]);
      expectStoredFor(await reply(phone, 'De novo, sem número', SHARED_NUMBER), [B]);
      expect(await conversation(A, phone), order).toEqual([['outbound', 'oi']]);
      expect(await conversation(B, phone), order).toEqual([
        ['outbound', 'Seu pedido 124 saiu para entrega'],
        ['inbound', SECRET_REPLY],
        ['inbound', 'De novo, sem número'],
      ]);
    }
  });

  it('goes to both when both messages reached the provider, whichever wrote first, and leaves each its own', async () => {
    for (const [phone, first, second] of [['5521970000003', A, B], ['5521970000004', B, A]] as const) {
      await write(first, phone, `primeira de ${first}`, 'sent');
      await write(second, phone, `segunda de ${second}`, 'sent');
      expectStoredFor(await reply(phone, SECRET_REPLY, null), [A, B]);
      expect(await conversation(A, phone)).toEqual([['outbound', `${first === A ? 'primeira' : 'segunda'} de ${A}`], ['inbound', SECRET_REPLY]]);
      expect(await conversation(B, phone)).toEqual([['outbound', `${first === B ? 'primeira' : 'segunda'} de ${B}`], ['inbound', SECRET_REPLY]]);
    }
  });

  it('opens no conversation with a failed message, nor with one sent more than 24 hours before the reply', async () => {
    const phone = '5521970000005';
    transport.outcomes.push({ outcome: 'rejected', error: 'Recipient phone number not in allowed list (code 131030)' });
    const failed = await call({ method: 'POST', url: '/whatsapp/send', token: await tokenOf(A), payload: { to: phone, body: 'falhou', userId: 'c' } });
    expect(failed.json()).toMatchObject({ status: 'failed' });
    const old = await write(B, phone, 'ontem', 'sent');
    const at = new Date(Date.now() - 25 * HOUR);
    await server.db.updateTable('whatsapp_messages').set({ created_at: at, updated_at: at }).where('id', '=', old).execute();
    // Nobody's conversation is open: the platform's, seen by neither company.
    expectStoredFor(await reply(phone, 'Alguém aí?', null), [null]);
    expect(await conversation(A, phone)).toEqual([['outbound', 'falhou']]);
    expect(await conversation(B, phone)).toEqual([['outbound', 'ontem']]);

    const recent = new Date(Date.now() - 23 * HOUR);
    await server.db.updateTable('whatsapp_messages').set({ created_at: recent, updated_at: recent }).where('id', '=', old).execute();
    expectStoredFor(await reply(phone, 'Oi de novo', null), [B]);
  });

  describe('with business numbers of their own', () => {
    beforeAll(async () => {
      await server.db
        .insertInto('whatsapp_business_numbers')
        .values([{ phone_number_id: A_NUMBER, company_id: A }, { phone_number_id: B_NUMBER, company_id: B }])
        .execute();
    });
    afterAll(async () => {
      await server.db.deleteFrom('whatsapp_business_numbers').where('phone_number_id', 'in', [A_NUMBER, B_NUMBER]).execute();
    });

    it("writes from the company's own number", async () => {
      await write(B, '5521970000006', 'do número de B', 'sent');
      expect(transport.sent).toEqual([{ to: '5521970000006', content: { kind: 'text', body: 'do número de B' }, from: B_NUMBER }]);
    });

    it('gives a reply to an owned number to its owner alone, even when both conversations are open, in both orders', async () => {
      for (const [phone, first, second] of [['5521970000007', A, B], ['5521970000008', B, A]] as const) {
        await write(first, phone, `de ${first}`, 'sent');
        await write(second, phone, `de ${second}`, 'sent');
        expectStoredFor(await reply(phone, SECRET_REPLY, B_NUMBER), [B]);
        expectStoredFor(await reply(phone, 'Para A', A_NUMBER), [A]);
        expect(await conversation(A, phone)).toEqual([['outbound', `de ${A}`], ['inbound', 'Para A']]);
        expect(await conversation(B, phone)).toEqual([['outbound', `de ${B}`], ['inbound', SECRET_REPLY]]);
      }
    });

    it("gives the owner a reply to its number even when only the other company's conversation is open", async () => {
      const phone = '5521970000009';
      await write(A, phone, 'oi', 'sent');
      expectStoredFor(await reply(phone, SECRET_REPLY, B_NUMBER), [B]);
      expect(await conversation(A, phone)).toEqual([['outbound', 'oi']]);
      expect(await conversation(B, phone)).toEqual([['inbound', SECRET_REPLY]]);
    });
  });

  it('moved no stored message in any of these replies', () => {
    expect(measured.replies).toBeGreaterThanOrEqual(12);
    expect(measured.messagesMoved).toBe(0);
    expect(measured.copiesForACompanyOutsideTheRule).toBe(0);
    expect(measured.copiesMissing).toBe(0);
  });
});
