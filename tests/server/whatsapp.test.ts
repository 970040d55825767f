import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { withoutSecrets } from '../../server/auth/audit';
import { DEMO_IDS } from '../../server/seed';
import { RecordingTransport } from './recordingTransport';
import { CloudApiTransport, readWhatsappConfig, transportFromConfig } from '../../server/services/whatsappTransport';
import { signatureOf } from '../../server/services/whatsappWebhook';
import { DEMO_USERS, PASSWORD, startTestServer, testDatabaseKind, type TestServer } from './harness';

const APP_SECRET = 'test-app-secret';
const VERIFY_TOKEN = 'test-verify-token';
const ANA_PHONE = '5511987650001';
const ANA_USER = '65d000000000000000000001';

interface Message {
  _id: string;
  to: string;
  body: string | null;
  mediaUrl: string | null;
  mediaId: string | null;
  userId: string;
  companyId: string | null;
  status: string;
  direction: string;
  error: string | null;
}

let server: TestServer;
let configured: FastifyInstance;
let transport: RecordingTransport;
const tokens = new Map<string, string>();

/** `inject` under /api of the app with a transport, an app secret and a verify token. */
function call(options: InjectOptions & { token?: string; company?: string }): Promise<LightMyRequestResponse> {
  const { token, company, url, headers, ...rest } = options;
  return configured.inject({
    ...rest,
    url: `/api${String(url)}`,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}), ...(company ? { company } : {}) },
  });
}

async function tokenFor(email: string): Promise<string> {
  const cached = tokens.get(email);
  if (cached) return cached;
  const response = await call({ method: 'POST', url: '/users/auth-admin', payload: { email, password: PASSWORD, type: 'admin' } });
  const token = (response.json() as { accessToken: string }).accessToken;
  tokens.set(email, token);
  return token;
}

function webhook(raw: string, signature: string | null, target: (o: InjectOptions) => Promise<LightMyRequestResponse> = call) {
  return target({
    method: 'POST',
    url: '/whatsapp/webhook',
    payload: raw,
    headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'x-hub-signature-256': signature }) },
  });
}

function statusCallback(providerId: string, status: string, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [{ id: 'WABA', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', statuses: [{ id: providerId, status, timestamp: '1767225600', recipient_id: ANA_PHONE, ...extra }] } }] }],
  });
}

function inboundCallback(providerId: string, from: string, text: string): string {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [{ id: 'WABA', changes: [{ field: 'messages', value: {
      messaging_product: 'whatsapp',
      contacts: [{ profile: { name: 'Cliente' }, wa_id: from }],
      messages: [{ from, id: providerId, timestamp: String(Math.floor(Date.now() / 1000)), type: 'text', text: { body: text } }],
    } }] }],
  });
}

async function messagesOf(phone: string, token: string): Promise<Message[]> {
  const response = await call({ method: 'GET', url: `/whatsapp?phone=${phone}&limit=100`, token });
  expect(response.statusCode).toBe(200);
  return (response.json() as { docs: Message[] }).docs;
}

beforeAll(async () => {
  server = await startTestServer();
  transport = new RecordingTransport();
  configured = await buildApp({
    db: server.db,
    jwtSecret: 'whatsapp-test-secret-that-is-long-enough-for-hs256',
    whatsapp: { transport, appSecret: APP_SECRET, verifyToken: VERIFY_TOKEN },
  });
});
afterAll(async () => {
  await configured.close();
  await server.close();
});
beforeEach(() => {
  transport.sent.length = 0;
  transport.outcomes.length = 0;
});

describe(`WhatsApp messages without a transport (${testDatabaseKind})`, () => {
  it('keeps a sent message queued in the outbox and lists it for its company', async () => {
    const token = await server.tokenFor(DEMO_USERS.restaurant);
    const sent = await server.call({ method: 'POST', url: '/whatsapp/send', token, payload: { to: '5511911112222', body: 'Seu pedido saiu.', userId: 'customer-1' } });
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toMatchObject({ to: '5511911112222', body: 'Seu pedido saiu.', mediaUrl: null, mediaId: null, status: 'queued', direction: 'outbound', companyId: DEMO_IDS.restaurant, userId: 'customer-1', error: null });
    const listed = (await server.call({ method: 'GET', url: '/whatsapp?phone=5511911112222', token })).json();
    expect(listed.docs.map((m: Message) => [m._id, m.status])).toEqual([[sent.json()._id, 'queued']]);
  });
});

describe(`WhatsApp send (${testDatabaseKind})`, () => {
  it('sends a text through the transport and stores it as sent', async () => {
    const token = await tokenFor(DEMO_USERS.restaurant);
    const response = await call({ method: 'POST', url: '/whatsapp/send', token, payload: { to: '5511933334444', body: 'Olá!', userId: 'customer-2' } });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({ status: 'sent', body: 'Olá!', companyId: DEMO_IDS.restaurant });
    expect(transport.sent).toEqual([{ to: '5511933334444', content: { kind: 'text', body: 'Olá!' } }]);
  });

  it('sends media by address or by provider id', async () => {
    const token = await tokenFor(DEMO_USERS.restaurant);
    const byUrl = await call({ method: 'POST', url: '/whatsapp/send', token, payload: { to: '5511933334444', mediaUrl: 'https://example.com/menu.jpg', userId: 'customer-2' } });
    const byId = await call({ method: 'POST', url: '/whatsapp/send', token, payload: { to: '5511933334444', mediaId: 'media-123', userId: 'customer-2' } });
    expect(byUrl.json()).toMatchObject({ mediaUrl: 'https://example.com/menu.jpg', body: null, mediaId: null, status: 'sent' });
    expect(byId.json()).toMatchObject({ mediaId: 'media-123', body: null, mediaUrl: null, status: 'sent' });
    expect(transport.sent.map((m) => m.content)).toEqual([
      { kind: 'mediaUrl', url: 'https://example.com/menu.jpg' },
      { kind: 'mediaId', id: 'media-123' },
    ]);
  });

  it('answers 400 naming the fields when none or more than one of body, mediaUrl and mediaId is sent, and stores nothing', async () => {
    const token = await tokenFor(DEMO_USERS.restaurant);
    const none = await call({ method: 'POST', url: '/whatsapp/send', token, payload: { to: '5511955556666', userId: 'u' } });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('One of body, mediaUrl or mediaId is required');
    const two = await call({ method: 'POST', url: '/whatsapp/send', token, payload: { to: '5511955556666', body: 'x', mediaId: 'm', userId: 'u' } });
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe('Only one of body, mediaUrl or mediaId may be sent, got body and mediaId');
    const badPhone = await call({ method: 'POST', url: '/whatsapp/send', token, payload: { to: '+55 11 9555', body: 'x', userId: 'u' } });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().message).toMatch(/to/);
    const noUser = await call({ method: 'POST', url: '/whatsapp/send', token, payload: { to: '5511955556666', body: 'x' } });
    expect(noUser.statusCode).toBe(400);
    expect(noUser.json().message).toMatch(/userId/);
    expect(transport.sent).toEqual([]);
    expect(await messagesOf('5511955556666', await tokenFor(DEMO_USERS.root))).toEqual([]);
  });

  it('marks a message the provider refuses as failed, and keeps one it cannot reach queued until it goes out', async () => {
    const token = await tokenFor(DEMO_USERS.market);
    transport.outcomes.push({ outcome: 'rejected', error: 'Recipient phone number not in allowed list (code 131030)' });
    const refused = await call({ method: 'POST', url: '/whatsapp/send', token, payload: { to: '5521977778888', body: 'a', userId: 'c' } });
    expect(refused.json()).toMatchObject({ status: 'failed', error: 'Recipient phone number not in allowed list (code 131030)' });

    transport.outcomes.push({ outcome: 'unavailable', error: 'The WhatsApp provider could not be reached' });
    const waiting = await call({ method: 'POST', url: '/whatsapp/send', token, payload: { to: '5521977778888', body: 'b', userId: 'c' } });
    expect(waiting.json()).toMatchObject({ status: 'queued', error: 'The WhatsApp provider could not be reached' });

    expect(await configured.whatsapp.dispatchQueued()).toBeGreaterThanOrEqual(1);
    const after = await messagesOf('5521977778888', token);
    expect(after.find((m) => m._id === waiting.json()._id)).toMatchObject({ status: 'sent', error: null });
    expect(after.find((m) => m._id === refused.json()._id)).toMatchObject({ status: 'failed' });
  });

  it('writes for the Company header, the only company, or platform-wide for root; several companies must name one', async () => {
    const root = await tokenFor(DEMO_USERS.root);
    const platform = await call({ method: 'POST', url: '/whatsapp/send', token: root, payload: { to: '5511900000001', body: 'x', userId: 'u' } });
    expect(platform.json().companyId).toBeNull();
    const rootForCompany = await call({ method: 'POST', url: '/whatsapp/send', token: root, company: DEMO_IDS.partner, payload: { to: '5511900000001', body: 'x', userId: 'u' } });
    expect(rootForCompany.json().companyId).toBe(DEMO_IDS.partner);

    const franchise = await tokenFor(DEMO_USERS.franchise);
    const unnamed = await call({ method: 'POST', url: '/whatsapp/send', token: franchise, payload: { to: '5511900000001', body: 'x', userId: 'u' } });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json()).toMatchObject({ code: 'company_required' });
    expect(unnamed.json().message).toMatch(/Company header/);
    const named = await call({ method: 'POST', url: '/whatsapp/send', token: franchise, company: DEMO_IDS.supermarket, payload: { to: '5511900000001', body: 'x', userId: 'u' } });
    expect(named.json().companyId).toBe(DEMO_IDS.supermarket);

    const restaurant = await tokenFor(DEMO_USERS.restaurant);
    const foreign = await call({ method: 'POST', url: '/whatsapp/send', token: restaurant, company: DEMO_IDS.supermarket, payload: { to: '5511900000001', body: 'x', userId: 'u' } });
    expect(foreign.statusCode).toBe(403);
  });

  it('refuses callers without a WhatsApp permission', async () => {
    const partner = await tokenFor(DEMO_USERS.partner);
    const response = await call({ method: 'POST', url: '/whatsapp/send', token: partner, payload: { to: '5511900000001', body: 'x', userId: 'u' } });
    expect(response.statusCode).toBe(403);
  });
});

describe(`WhatsApp message list (${testDatabaseKind})`, () => {
  it('pages a company\'s messages newest first, by phone or by user', async () => {
    const token = await tokenFor(DEMO_USERS.restaurant);
    const ana = await messagesOf(ANA_PHONE, token);
    expect(ana.map((m) => m.body)).toEqual([
      'Claro, já avisamos a cozinha.',
      'Obrigada! Pode mandar sem cebola?',
      'Ele já está em preparo e sai para entrega em cerca de 30 minutos.',
      'Olá, Ana! Seu pedido #1042 foi recebido pela Cantina da Nonna.',
    ]);
    expect(ana.map((m) => m.direction)).toEqual(['outbound', 'inbound', 'outbound', 'outbound']);
    const byUser = (await call({ method: 'GET', url: `/whatsapp?userId=${ANA_USER}`, token })).json();
    expect(byUser.totalDocs).toBe(4);
    const page = (await call({ method: 'GET', url: `/whatsapp?phone=${ANA_PHONE}&limit=3&page=2`, token })).json();
    expect(page).toMatchObject({ totalDocs: 4, limit: 3, page: 2, totalPages: 2 });
    expect(page.docs.map((m: Message) => m.body)).toEqual(['Olá, Ana! Seu pedido #1042 foi recebido pela Cantina da Nonna.']);
  });

  it('shows each caller only the messages of its companies', async () => {
    const market = await tokenFor(DEMO_USERS.market);
    expect(await messagesOf(ANA_PHONE, market)).toEqual([]);
    const all = (await call({ method: 'GET', url: '/whatsapp?limit=100', token: market })).json();
    expect(all.docs.length).toBeGreaterThan(0);
    expect(all.docs.every((m: Message) => m.companyId === DEMO_IDS.supermarket)).toBe(true);
    const staff = await tokenFor(DEMO_USERS.staff);
    expect((await messagesOf(ANA_PHONE, staff)).length).toBe(4);
  });

  it('answers 400 for a phone that is not digits only or a page size over 100', async () => {
    const token = await tokenFor(DEMO_USERS.restaurant);
    expect((await call({ method: 'GET', url: '/whatsapp?phone=%2B5511', token })).statusCode).toBe(400);
    expect((await call({ method: 'GET', url: '/whatsapp?limit=101', token })).statusCode).toBe(400);
  });
});

describe(`WhatsApp webhook (${testDatabaseKind})`, () => {
  async function sentMessage(to: string): Promise<Message & { providerId: string }> {
    const token = await tokenFor(DEMO_USERS.restaurant);
    const providerId = `wamid.hook.${to}.${Date.now()}`;
    transport.outcomes.push({ outcome: 'sent', providerId });
    const message = (await call({ method: 'POST', url: '/whatsapp/send', token, payload: { to, body: 'Pedido confirmado', userId: 'cust' } })).json() as Message;
    return { ...message, providerId };
  }

  async function statusOf(id: string, phone: string): Promise<Message | undefined> {
    return (await messagesOf(phone, await tokenFor(DEMO_USERS.root))).find((m) => m._id === id);
  }

  async function eventCount(id: string): Promise<number> {
    const rows = await server.db.selectFrom('whatsapp_webhook_events').select('id').where('id', '=', id).execute();
    return rows.length;
  }

  it('takes a correctly signed status callback and moves the message to delivered, then read', async () => {
    const message = await sentMessage('5511940000001');
    const delivered = statusCallback(message.providerId, 'delivered');
    const response = await webhook(delivered, signatureOf(APP_SECRET, delivered));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    expect(await statusOf(message._id, '5511940000001')).toMatchObject({ status: 'delivered' });
    const read = statusCallback(message.providerId, 'read');
    await webhook(read, signatureOf(APP_SECRET, read));
    expect(await statusOf(message._id, '5511940000001')).toMatchObject({ status: 'read' });
  });

  it('refuses a callback without a signature (400), and stores nothing', async () => {
    const message = await sentMessage('5511940000002');
    const body = statusCallback(message.providerId, 'delivered');
    const response = await webhook(body, null);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'signature_missing' });
    expect(response.json().message).toMatch(/X-Hub-Signature-256/);
    expect(await statusOf(message._id, '5511940000002')).toMatchObject({ status: 'sent' });
    expect(await eventCount(`${message.providerId}:delivered`)).toBe(0);
  });

  it('refuses a wrong signature and one signed with another secret (401), and stores nothing', async () => {
    const message = await sentMessage('5511940000003');
    const body = statusCallback(message.providerId, 'delivered');
    for (const signature of ['sha256=deadbeef', signatureOf('another-secret', body), 'not-a-signature']) {
      const response = await webhook(body, signature);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'invalid_signature' });
    }
    expect(await statusOf(message._id, '5511940000003')).toMatchObject({ status: 'sent' });
    expect(await eventCount(`${message.providerId}:delivered`)).toBe(0);
  });

  it('refuses a body changed by one byte after it was signed', async () => {
    const message = await sentMessage('5511940000004');
    const body = statusCallback(message.providerId, 'delivered');
    const signature = signatureOf(APP_SECRET, body);
    const tampered = body.replace('"delivered"', '"delivereD"');
    expect(tampered.length).toBe(body.length);
    expect([...tampered].filter((c, i) => c !== body[i])).toHaveLength(1);
    const response = await webhook(tampered, signature);
    expect(response.statusCode).toBe(401);
    // The signature is over the raw bytes: the same JSON with other spacing does not pass either.
    const respaced = JSON.stringify(JSON.parse(body), null, 1);
    expect((await webhook(respaced, signature)).statusCode).toBe(401);
    expect(await statusOf(message._id, '5511940000004')).toMatchObject({ status: 'sent' });
  });

  it('ignores a replayed callback: one event row, and the message does not move back', async () => {
    const message = await sentMessage('5511940000005');
    const delivered = statusCallback(message.providerId, 'delivered');
    const read = statusCallback(message.providerId, 'read');
    await webhook(delivered, signatureOf(APP_SECRET, delivered));
    await webhook(read, signatureOf(APP_SECRET, read));
    const replay = await webhook(delivered, signatureOf(APP_SECRET, delivered));
    expect(replay.statusCode).toBe(200);
    expect(await eventCount(`${message.providerId}:delivered`)).toBe(1);
    expect(await statusOf(message._id, '5511940000005')).toMatchObject({ status: 'read' });
  });

  it('marks a message failed with the provider\'s error', async () => {
    const message = await sentMessage('5511940000006');
    const failed = statusCallback(message.providerId, 'failed', { errors: [{ code: 131047, title: 'Re-engagement message' }] });
    await webhook(failed, signatureOf(APP_SECRET, failed));
    expect(await statusOf(message._id, '5511940000006')).toMatchObject({ status: 'failed', error: 'Re-engagement message (code 131047)' });
  });

  it('stores an inbound message as a message from the contact, once however often it is replayed', async () => {
    const body = inboundCallback('wamid.inbound.1', ANA_PHONE, 'Chegou, obrigada!');
    for (let i = 0; i < 3; i++) expect((await webhook(body, signatureOf(APP_SECRET, body))).statusCode).toBe(200);
    const restaurant = await tokenFor(DEMO_USERS.restaurant);
    const received = (await messagesOf(ANA_PHONE, restaurant)).filter((m) => m.body === 'Chegou, obrigada!');
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ direction: 'inbound', to: ANA_PHONE, companyId: DEMO_IDS.restaurant, userId: ANA_USER, status: 'delivered' });
    const rows = await server.db.selectFrom('whatsapp_messages').select('id').where('provider_id', '=', 'wamid.inbound.1').execute();
    expect(rows).toHaveLength(1);
  });

  it('keeps a message from an unknown phone platform-wide, with the phone standing for the user', async () => {
    const body = inboundCallback('wamid.inbound.2', '5599912345678', 'Oi?');
    await webhook(body, signatureOf(APP_SECRET, body));
    expect(await messagesOf('5599912345678', await tokenFor(DEMO_USERS.restaurant))).toEqual([]);
    const seen = await messagesOf('5599912345678', await tokenFor(DEMO_USERS.root));
    expect(seen).toEqual([expect.objectContaining({ body: 'Oi?', companyId: null, userId: '5599912345678', direction: 'inbound' })]);
  });

  it('applies a status that arrived before the send had stored the provider\'s id', async () => {
    const early = statusCallback('wamid.early.1', 'delivered');
    expect((await webhook(early, signatureOf(APP_SECRET, early))).statusCode).toBe(200);
    transport.outcomes.push({ outcome: 'sent', providerId: 'wamid.early.1' });
    const token = await tokenFor(DEMO_USERS.restaurant);
    const sent = (await call({ method: 'POST', url: '/whatsapp/send', token, payload: { to: '5511940000007', body: 'x', userId: 'u' } })).json();
    expect(sent.status).toBe('delivered');
  });

  it('refuses every callback when no app secret is configured', async () => {
    const body = statusCallback('wamid.any', 'delivered');
    const response = await webhook(body, signatureOf(APP_SECRET, body), (o) => server.call(o));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'webhook_not_configured' });
  });

  it('still parses JSON normally on other routes', async () => {
    const token = await tokenFor(DEMO_USERS.restaurant);
    const response = await call({ method: 'POST', url: '/contact', token, payload: { name: 'Cliente do teste', phone: '5511966660000' } });
    expect(response.statusCode).toBe(201);
  });
});

describe(`WhatsApp webhook subscription check (${testDatabaseKind})`, () => {
  const check = (mode: string, token: string, target: (o: InjectOptions) => Promise<LightMyRequestResponse> = call) =>
    target({ method: 'GET', url: `/whatsapp/webhook?hub.mode=${mode}&hub.verify_token=${encodeURIComponent(token)}&hub.challenge=1158201444` });

  it('answers the challenge as plain text to the configured verify token', async () => {
    const response = await check('subscribe', VERIFY_TOKEN);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe('1158201444');
  });

  it('answers 403 to a wrong token, another mode, or when no token is configured', async () => {
    expect((await check('subscribe', 'wrong-token')).statusCode).toBe(403);
    expect((await check('subscribe', `${VERIFY_TOKEN}x`)).statusCode).toBe(403);
    expect((await check('unsubscribe', VERIFY_TOKEN)).statusCode).toBe(403);
    expect((await check('subscribe', VERIFY_TOKEN, (o) => server.call(o))).statusCode).toBe(403);
    expect((await check('subscribe', 'wrong-token')).body).not.toContain('1158201444');
  });

  it('writes no verify token, right or wrong, to any log line, even when every request is logged', async () => {
    const chunks: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(String(chunk));
        done();
      },
    });
    const secret = 'logged-verify-token-7f3a9c';
    const wrong = 'wrong-verify-token-2b8e1d';
    const logged = await server.variant({ logger: { level: 'trace', stream }, whatsapp: { appSecret: APP_SECRET, verifyToken: secret } });
    expect((await check('subscribe', secret, logged)).statusCode).toBe(200);
    expect((await check('subscribe', wrong, logged)).statusCode).toBe(403);
    expect((await check('unsubscribe', secret, logged)).statusCode).toBe(403);
    // The same parameter with its name encoded (the parser decodes it), and on routes that do not take it.
    expect((await logged({ method: 'GET', url: `/whatsapp/webhook?hub.mode=subscribe&hub%2Everify_token=${secret}&hub.challenge=7` })).statusCode).toBe(200);
    expect((await logged({ method: 'GET', url: `/whatsapp/webhooks?hub.verify_token=${secret}` })).statusCode).toBe(404);
    expect((await logged({ method: 'POST', url: `/whatsapp/webhook?hub.verify_token=${wrong}`, payload: '{}', headers: { 'content-type': 'application/json' } })).statusCode).toBe(400);
    const text = chunks.join('');
    const urls = text.split('\n').filter(Boolean).flatMap((line) => {
      const req = (JSON.parse(line) as { req?: { url?: unknown } }).req;
      return typeof req?.url === 'string' ? [req.url] : [];
    });
    // Every request was logged, with the parameter still named and its value blanked.
    expect(urls).toEqual([
      '/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=[redacted]&hub.challenge=1158201444',
      '/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=[redacted]&hub.challenge=1158201444',
      '/api/whatsapp/webhook?hub.mode=unsubscribe&hub.verify_token=[redacted]&hub.challenge=1158201444',
      '/api/whatsapp/webhook?hub.mode=subscribe&hub%2Everify_token=[redacted]&hub.challenge=7',
      '/api/whatsapp/webhooks?hub.verify_token=[redacted]',
      '/api/whatsapp/webhook?hub.verify_token=[redacted]',
    ]);
    expect(text).not.toContain(secret);
    expect(text).not.toContain(wrong);
  });

  it('blanks the secret parameters of an address whatever the case or encoding of their names, and nothing else', () => {
    expect(withoutSecrets('/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=abc&hub.challenge=1')).toBe(
      '/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=[redacted]&hub.challenge=1',
    );
    expect(withoutSecrets('/x?HUB.VERIFY_TOKEN=a&hub%2everify%5Ftoken=b&Token=c&refresh_token=d&tokens=e&password')).toBe(
      '/x?HUB.VERIFY_TOKEN=[redacted]&hub%2everify%5Ftoken=[redacted]&Token=[redacted]&refresh_token=[redacted]&tokens=e&password',
    );
    expect(withoutSecrets('/auth/reset-password?token=abc%zz&next=/')).toBe('/auth/reset-password?token=[redacted]&next=/');
    // A request line may carry a '#': the query parser reads on past it.
    expect(withoutSecrets('/api/whatsapp/webhook?hub.challenge=7#&hub.verify_token=abc')).toBe('/api/whatsapp/webhook?hub.challenge=7#&hub.verify_token=[redacted]');
    expect(withoutSecrets('/api/whatsapp?phone=5511')).toBe('/api/whatsapp?phone=5511');
  });
});

describe('the WhatsApp Cloud API transport', () => {
  let graph: Server;
  let base: string;
  const requests: { method: string; url: string; authorization: string | undefined; body: unknown }[] = [];
  let answer: { status: number; body: unknown } = { status: 200, body: {} };

  const read = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => resolve(text));
    });

  beforeAll(async () => {
    graph = createServer((request, response) => {
      void read(request).then((text) => {
        requests.push({ method: request.method ?? '', url: request.url ?? '', authorization: request.headers.authorization, body: text ? JSON.parse(text) : null });
        const reply = request.method === 'GET' ? { status: 200, body: { mime_type: 'audio/ogg', id: 'media-9' } } : answer;
        response.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
      });
    });
    await new Promise<void>((resolve) => graph.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(graph.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => graph.close(() => resolve())));
  beforeEach(() => {
    requests.length = 0;
  });

  const cloud = () => new CloudApiTransport({ accessToken: 'TOKEN', phoneNumberId: 'PHONE_ID', apiVersion: 'v21.0', apiBaseUrl: base });

  it('posts a text to the phone number\'s messages with the bearer token and answers the message id', async () => {
    answer = { status: 200, body: { messaging_product: 'whatsapp', contacts: [{ input: '5511999990000', wa_id: '5511999990000' }], messages: [{ id: 'wamid.cloud.1' }] } };
    const outcome = await cloud().send({ to: '5511999990000', content: { kind: 'text', body: 'Olá' } });
    expect(outcome).toEqual({ outcome: 'sent', providerId: 'wamid.cloud.1' });
    expect(requests).toEqual([{
      method: 'POST',
      url: '/v21.0/PHONE_ID/messages',
      authorization: 'Bearer TOKEN',
      body: { messaging_product: 'whatsapp', recipient_type: 'individual', to: '5511999990000', type: 'text', text: { body: 'Olá', preview_url: false } },
    }]);
  });

  it("posts from a company's own business number when the message names one", async () => {
    answer = { status: 200, body: { messages: [{ id: 'wamid.cloud.3' }] } };
    await cloud().send({ to: '5511999990000', content: { kind: 'text', body: 'Olá' }, from: '109000000000002' });
    expect(requests.map((r) => r.url)).toEqual(['/v21.0/109000000000002/messages']);
  });

  it('sends a media address by its type, and asks the provider the type of a media id', async () => {
    answer = { status: 200, body: { messages: [{ id: 'wamid.cloud.2' }] } };
    await cloud().send({ to: '5511999990000', content: { kind: 'mediaUrl', url: 'https://example.com/a/photo.PNG?size=2' } });
    expect(requests[0]?.body).toMatchObject({ type: 'image', image: { link: 'https://example.com/a/photo.PNG?size=2' } });
    await cloud().send({ to: '5511999990000', content: { kind: 'mediaUrl', url: 'https://example.com/menu.pdf' } });
    expect(requests[1]?.body).toMatchObject({ type: 'document', document: { link: 'https://example.com/menu.pdf' } });
    await cloud().send({ to: '5511999990000', content: { kind: 'mediaId', id: 'media-9' } });
    expect(requests[2]).toMatchObject({ method: 'GET', url: '/v21.0/media-9' });
    expect(requests[3]?.body).toMatchObject({ type: 'audio', audio: { id: 'media-9' } });
  });

  it('rejects on a 4xx with the provider\'s message, and leaves a 429, a 5xx or an unreachable provider for later', async () => {
    answer = { status: 400, body: { error: { message: 'Invalid parameter', type: 'OAuthException', code: 100 } } };
    expect(await cloud().send({ to: '1', content: { kind: 'text', body: 'x' } })).toEqual({ outcome: 'rejected', error: 'Invalid parameter (code 100)' });
    answer = { status: 429, body: { error: { message: 'Rate limit hit', code: 130429 } } };
    expect(await cloud().send({ to: '1', content: { kind: 'text', body: 'x' } })).toMatchObject({ outcome: 'unavailable' });
    answer = { status: 503, body: 'down' };
    expect(await cloud().send({ to: '1', content: { kind: 'text', body: 'x' } })).toMatchObject({ outcome: 'unavailable' });
    const unreachable = new CloudApiTransport({ accessToken: 'T', phoneNumberId: 'P', apiVersion: 'v21.0', apiBaseUrl: 'http://127.0.0.1:9', timeoutMs: 2000 });
    expect(await unreachable.send({ to: '1', content: { kind: 'text', body: 'x' } })).toMatchObject({ outcome: 'unavailable' });
  });

  it('is configured only when both the token and the phone number id are set', () => {
    expect(transportFromConfig(readWhatsappConfig({}))).toBeNull();
    expect(transportFromConfig(readWhatsappConfig({ WHATSAPP_ACCESS_TOKEN: 't' }))).toBeNull();
    expect(transportFromConfig(readWhatsappConfig({ WHATSAPP_ACCESS_TOKEN: 't', WHATSAPP_PHONE_NUMBER_ID: 'p' }))).toBeInstanceOf(CloudApiTransport);
    expect(readWhatsappConfig({ WHATSAPP_APP_SECRET: 's', WHATSAPP_VERIFY_TOKEN: 'v' })).toMatchObject({
      appSecret: 's', verifyToken: 'v', apiVersion: 'v21.0', apiBaseUrl: 'https://graph.facebook.com',
    });
  });
});
