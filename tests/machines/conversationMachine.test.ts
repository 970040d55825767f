import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ApiError } from '../../src/api/errors';
import type { components } from '../../src/api/schema.gen';
import { CHAT_POLL_MS } from '../../src/domain/callCenter';
import {
  conversationMachine,
  toConversationView,
  type ConversationContact,
  type ConversationEvent,
  type ConversationPage,
} from '../../src/machines/conversationMachine';
import { createModel, flush, ModelRunner, pathName, PromiseFakes, type ModelEvent } from './modelHarness';

type WhatsappMessage = components['schemas']['WhatsappMessage'];
type WhatsappMessageCreate = components['schemas']['WhatsappMessageCreate'];

const ANA: ConversationContact = { _id: 'c1', name: 'Ana', phone: '5511987650001', userId: 'u1' };
const GISELE: ConversationContact = { _id: 'c5', name: 'Gisele', phone: '5511987650005', userId: null };

function message(id: string, minute: number, overrides: Partial<WhatsappMessage> = {}): WhatsappMessage {
  const at = `2026-01-01T10:${String(minute).padStart(2, '0')}:00.000Z`;
  return {
    _id: id,
    to: ANA.phone,
    body: `message ${id}`,
    mediaUrl: null,
    mediaId: null,
    userId: 'u1',
    companyId: 'c',
    status: 'sent',
    direction: 'outbound',
    error: null,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

const PAGE: ConversationPage = { items: [message('m2', 2, { direction: 'inbound', status: 'delivered' }), message('m1', 1)], totalCount: 2 };
const SENT = message('m3', 3, { status: 'queued' });
const NETWORK: ApiError = { statusCode: 0, error: 'Network Error', message: 'Failed to fetch', code: 'network' };
const TOO_MANY: ApiError = { statusCode: 429, error: 'Too Many Requests', message: 'Slow down', code: 'too_many_requests' };

const fakes = new PromiseFakes();
const runner = new ModelRunner(
  conversationMachine.provide({
    actors: {
      fetchMessages: fakes.logic<ConversationPage, ConversationContact>('fetchMessages'),
      sendMessage: fakes.logic<WhatsappMessage, WhatsappMessageCreate>('sendMessage'),
    },
  }),
  fakes,
);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('conversationMachine, model-based', () => {
  // The history and the composer are parallel: the history's walk keeps the composer idle, the
  // composer's keeps the history ready; together they take every transition.
  const history = createModel(conversationMachine, [
    { type: 'user.pick_contact', contact: ANA },
    { type: 'done.fetchMessages', output: PAGE },
    { type: 'error.fetchMessages', error: NETWORK },
    { type: 'after.poll' },
    { type: 'user.retry' },
    { type: 'user.close' },
  ] satisfies ReadonlyArray<ModelEvent<ConversationEvent>>);
  const composer = createModel(conversationMachine, [
    { type: 'user.pick_contact', contact: ANA },
    { type: 'done.fetchMessages', output: PAGE },
    { type: 'user.type', text: 'Olá' },
    { type: 'user.choose_kind', kind: 'media' },
    { type: 'user.send' },
    { type: 'done.sendMessage', output: SENT },
    { type: 'error.sendMessage', error: TOO_MANY },
  ] satisfies ReadonlyArray<ModelEvent<ConversationEvent>>);
  const paths = [...history.shortestPaths(undefined), ...composer.shortestPaths(undefined)];

  for (const [index, path] of paths.entries()) {
    it(pathName(path, index), async () => {
      await runner.run(path, undefined);
    });
  }

  it('reaches every state and takes every transition', () => {
    expect(runner.coverage.allStates()).toEqual([
      'conversation.closed',
      'conversation.open',
      'conversation.open.composer',
      'conversation.open.composer.editing',
      'conversation.open.composer.sending',
      'conversation.open.history',
      'conversation.open.history.failed',
      'conversation.open.history.loading',
      'conversation.open.history.ready',
      'conversation.open.history.refreshing',
    ]);
    expect(runner.coverage.visitedStates()).toEqual(runner.coverage.allStates());
    expect(runner.coverage.missingTransitions()).toEqual([]);
  });
});

/** A chat whose calls answer as told. */
function startChat(fetch: (contact: ConversationContact) => Promise<ConversationPage>, send: (message: WhatsappMessageCreate) => Promise<WhatsappMessage>) {
  const fetchSpy = vi.fn(fetch);
  const sendSpy = vi.fn(send);
  const actor = createActor(
    conversationMachine.provide({
      actors: {
        fetchMessages: fromPromise<ConversationPage, ConversationContact>(({ input }) => fetchSpy(input)),
        sendMessage: fromPromise<WhatsappMessage, WhatsappMessageCreate>(({ input }) => sendSpy(input)),
      },
    }),
  ).start();
  return { actor, fetch: fetchSpy, send: sendSpy, view: () => toConversationView(actor.getSnapshot()) };
}

describe('conversationMachine rules', () => {
  it('shows a contact’s messages oldest first, and asks again every 5 s for new ones and new states', async () => {
    let page = PAGE;
    const chat = startChat(async () => page, async () => SENT);
    expect(chat.view().status).toBe('closed');
    chat.actor.send({ type: 'user.pick_contact', contact: ANA });
    expect(chat.view().status).toBe('loading');
    await flush();
    expect(chat.view()).toMatchObject({ status: 'ready', totalCount: 2 });
    expect(chat.view().messages.map((m) => m._id)).toEqual(['m1', 'm2']);
    page = { items: [message('m2', 2, { direction: 'inbound', status: 'delivered' }), message('m1', 1, { status: 'read' })], totalCount: 2 };
    await vi.advanceTimersByTimeAsync(CHAT_POLL_MS);
    expect(chat.fetch).toHaveBeenCalledTimes(2);
    expect(chat.view().messages[0]?.status).toBe('read');
  });

  it('keeps the messages through a failed refresh, with a retry, and keeps trying', async () => {
    let fail = false;
    const chat = startChat(() => (fail ? Promise.reject(NETWORK) : Promise.resolve(PAGE)), async () => SENT);
    chat.actor.send({ type: 'user.pick_contact', contact: ANA });
    await flush();
    fail = true;
    await vi.advanceTimersByTimeAsync(CHAT_POLL_MS);
    expect(chat.view()).toMatchObject({ status: 'failed', loadError: NETWORK });
    expect(chat.view().messages).toHaveLength(2);
    fail = false;
    await vi.advanceTimersByTimeAsync(CHAT_POLL_MS);
    expect(chat.view()).toMatchObject({ status: 'ready', loadError: null });
  });

  it('sends a text to the contact for its user; the message joins with its state and the composer empties', async () => {
    const chat = startChat(async () => PAGE, async () => SENT);
    chat.actor.send({ type: 'user.pick_contact', contact: ANA });
    await flush();
    expect(chat.view().canSend).toBe(false);
    chat.actor.send({ type: 'user.send' });
    expect(chat.send).not.toHaveBeenCalled();
    chat.actor.send({ type: 'user.type', text: 'Olá, Ana' });
    expect(chat.view().canSend).toBe(true);
    chat.actor.send({ type: 'user.send' });
    expect(chat.view()).toMatchObject({ sending: true, canSend: false });
    await flush();
    expect(chat.send).toHaveBeenCalledWith({ to: ANA.phone, userId: 'u1', body: 'Olá, Ana' });
    expect(chat.view().messages.map((m) => [m._id, m.status])).toEqual([
      ['m1', 'sent'],
      ['m2', 'delivered'],
      ['m3', 'queued'],
    ]);
    expect(chat.view().draft.text).toBe('');
    expect(chat.view().totalCount).toBe(3);
  });

  it('sends a media link; a contact without a user gets its phone as the user', async () => {
    const chat = startChat(async () => ({ items: [], totalCount: 0 }), async () => SENT);
    chat.actor.send({ type: 'user.pick_contact', contact: GISELE });
    await flush();
    chat.actor.send({ type: 'user.choose_kind', kind: 'media' });
    chat.actor.send({ type: 'user.type', text: 'cardapio.jpg' });
    expect(chat.view().canSend).toBe(false);
    chat.actor.send({ type: 'user.type', text: 'https://example.com/cardapio.jpg' });
    chat.actor.send({ type: 'user.send' });
    await flush();
    expect(chat.send).toHaveBeenCalledWith({ to: GISELE.phone, userId: GISELE.phone, mediaUrl: 'https://example.com/cardapio.jpg' });
  });

  it('keeps the draft and says why when a send is refused', async () => {
    const chat = startChat(async () => PAGE, () => Promise.reject(TOO_MANY));
    chat.actor.send({ type: 'user.pick_contact', contact: ANA });
    await flush();
    chat.actor.send({ type: 'user.type', text: 'Olá' });
    chat.actor.send({ type: 'user.send' });
    await flush();
    expect(chat.view()).toMatchObject({ sendError: TOO_MANY, sending: false });
    expect(chat.view().draft.text).toBe('Olá');
  });

  it('another contact starts afresh: its own messages, an empty composer', async () => {
    const chat = startChat(async (contact) => (contact._id === ANA._id ? PAGE : { items: [], totalCount: 0 }), async () => SENT);
    chat.actor.send({ type: 'user.pick_contact', contact: ANA });
    await flush();
    chat.actor.send({ type: 'user.type', text: 'rascunho' });
    chat.actor.send({ type: 'user.pick_contact', contact: GISELE });
    expect(chat.view()).toMatchObject({ status: 'loading', contact: GISELE, messages: [] });
    expect(chat.view().draft.text).toBe('');
    await flush();
    expect(chat.view()).toMatchObject({ status: 'ready', messages: [] });
    chat.actor.send({ type: 'user.close' });
    expect(chat.view()).toMatchObject({ status: 'closed', contact: null });
  });
});
