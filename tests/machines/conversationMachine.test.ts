import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ApiError } from '../../src/contract/apiError';
import type { WhatsappMessage, WhatsappMessageCreate } from '../../src/contract/schema.gen';
import { connectConversation, type ConversationConnect } from '../../src/machines/conversation/connect';
import { conversationMachine } from '../../src/machines/conversation/machine';
import type { ConversationContact, ConversationEvent, ConversationPage } from '../../src/machines/conversation/types';
import { flush, ignoredEventPaths, ModelRunner, pathName, PromiseFakes, statePairs, transitionPaths, type IgnoredEventOptions, type ModelEvent, type Oracle } from './modelHarness';

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

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** "asked for again every 5 s" (the private chat's documented poll). */
const POLL_MS = 5000;
const MEDIA_URL = 'https://example.com/cardapio.jpg';

/**
 * The private chat as its documentation words it (the machine's and the page's comments, seed 000
 * section 7's send call), written without the machine. Closed until a contact is picked; picking
 * one (again, or another) starts afresh: no messages, an empty text composer, its messages asked
 * for. An answer shows them oldest first, keeping the messages sent from here it does not hold
 * yet; they are asked for again 5 s after each answer or failure, and at once on a retry; a failed
 * load keeps the messages and says why until the next answer (a retry still says it). The composer
 * sends a non-blank text (as typed) or an http(s) link (trimmed) to the contact's phone, for its
 * user or, without one, its phone; the message sent joins the conversation and empties what was
 * sent; a refused send keeps the draft and says why until the next send. Closing forgets it all.
 */
type WhatsappDraft = ConversationConnect['draft'];
/** What the chat shows (the conversation's props, data only), and whether its messages are being asked for again (the machine's state; no view shows it). */
type ChatShown = Omit<ConversationConnect, 'onRetry' | 'onType' | 'onChooseKind' | 'onSend' | 'onBack'> & { refreshing: boolean };
function shown(snapshot: Parameters<typeof connectConversation>[0], send: (event: ConversationEvent) => void = () => {}): ConversationConnect & { refreshing: boolean } {
  return { ...connectConversation(snapshot, send), refreshing: snapshot.matches({ open: { history: 'refreshing' } }) };
}
interface ChatSpec {
  open: boolean;
  history: 'loading' | 'ready' | 'refreshing' | 'failed';
  composer: 'editing' | 'sending';
  contact: ConversationContact | null;
  messages: WhatsappMessage[];
  totalCount: number;
  loadError: ApiError | null;
  draft: WhatsappDraft;
  sendError: ApiError | null;
  calls: Array<{ src: string; input: unknown }>;
}
const EMPTY: WhatsappDraft = { kind: 'text', text: '', mediaUrl: '' };
const CLOSED: ChatSpec = {
  open: false,
  history: 'loading',
  composer: 'editing',
  contact: null,
  messages: [],
  totalCount: 0,
  loadError: null,
  draft: EMPTY,
  sendError: null,
  calls: [],
};
const byTime = (a: WhatsappMessage, b: WhatsappMessage) => (a.createdAt === b.createdAt ? a._id.localeCompare(b._id) : a.createdAt.localeCompare(b.createdAt));
/** What the composer sends, or null when its draft cannot go. */
function outgoing(state: ChatSpec): WhatsappMessageCreate | null {
  const { draft, contact } = state;
  if (!contact) return null;
  const base = { to: contact.phone, userId: contact.userId ?? contact.phone };
  if (draft.kind === 'text') return draft.text.trim() !== '' && draft.text.length <= 4096 ? { ...base, body: draft.text } : null;
  const link = draft.mediaUrl.trim();
  return /^https?:\/\/[^/\s]+/.test(link) && link.length <= 2048 ? { ...base, mediaUrl: link } : null;
}
const CHAT_SPEC: Oracle<ChatSpec, ChatShown> = {
  initial: CLOSED,
  next(state, event) {
    const fetch = (from: ChatSpec): ChatSpec => ({ ...from, history: from.history === 'loading' ? 'loading' : 'refreshing', calls: [...from.calls, { src: 'fetchMessages', input: from.contact }] });
    if (event.type === 'user.pick_contact') {
      const contact = Reflect.get(event, 'contact') as ConversationContact;
      return fetch({ ...CLOSED, open: true, contact, calls: state.calls });
    }
    if (!state.open) return state;
    switch (event.type) {
      case 'user.close':
        return { ...CLOSED, calls: state.calls };
      case 'done.fetchMessages': {
        if (state.history !== 'loading' && state.history !== 'refreshing') return state;
        const page = Reflect.get(event, 'output') as ConversationPage;
        const ids = new Set(page.items.map((each) => each._id));
        const oldest = [...page.items].sort(byTime)[0]?.createdAt ?? '';
        const sentMeanwhile = state.messages.filter((each) => !ids.has(each._id) && each.createdAt >= oldest);
        return { ...state, history: 'ready', messages: [...page.items, ...sentMeanwhile].sort(byTime), totalCount: page.totalCount, loadError: null };
      }
      case 'error.fetchMessages':
        return state.history === 'loading' || state.history === 'refreshing' ? { ...state, history: 'failed', loadError: Reflect.get(event, 'error') as ApiError } : state;
      case 'after.poll':
        return state.history === 'ready' || state.history === 'failed' ? fetch(state) : state;
      case 'user.retry':
        return state.history === 'failed' ? fetch(state) : state;
      case 'user.type': {
        if (state.composer !== 'editing') return state;
        const text = String(Reflect.get(event, 'text'));
        return { ...state, draft: state.draft.kind === 'text' ? { ...state.draft, text } : { ...state.draft, mediaUrl: text } };
      }
      case 'user.choose_kind':
        return state.composer === 'editing' ? { ...state, draft: { ...state.draft, kind: Reflect.get(event, 'kind') as WhatsappDraft['kind'] } } : state;
      case 'user.send': {
        const message = state.composer === 'editing' ? outgoing(state) : null;
        return message ? { ...state, composer: 'sending', sendError: null, calls: [...state.calls, { src: 'sendMessage', input: message }] } : state;
      }
      case 'done.sendMessage': {
        if (state.composer !== 'sending') return state;
        const sent = Reflect.get(event, 'output') as WhatsappMessage;
        const shown = state.messages.some((each) => each._id === sent._id);
        return {
          ...state,
          composer: 'editing',
          messages: [...state.messages.filter((each) => each._id !== sent._id), sent],
          totalCount: state.totalCount + (shown ? 0 : 1),
          draft: state.draft.kind === 'text' ? { ...state.draft, text: '' } : { ...state.draft, mediaUrl: '' },
          sendError: null,
        };
      }
      case 'error.sendMessage':
        return state.composer === 'sending' ? { ...state, composer: 'editing', sendError: Reflect.get(event, 'error') as ApiError } : state;
      default:
        return state;
    }
  },
  view(state) {
    const sending = state.open && state.composer === 'sending';
    let status: ChatShown['status'] = 'closed';
    if (state.open) status = state.history === 'loading' ? 'loading' : state.history === 'failed' || (state.history === 'refreshing' && state.loadError) ? 'failed' : 'ready';
    return {
      status,
      refreshing: state.open && state.history === 'refreshing',
      sending,
      canSend: state.open && !sending && outgoing(state) !== null,
      contact: state.contact,
      messages: state.messages,
      totalCount: state.totalCount,
      loadError: state.loadError,
      draft: state.draft,
      sendError: state.sendError,
    };
  },
  calls: (state) => state.calls,
};

/**
 * What the user and the clock can do in any state, played where the machine does not handle it
 * (once per state value): the oracle says whether it should have.
 */
const CLOCK_TOO: IgnoredEventOptions = {
  tried: (event) => event.type.startsWith('user.') || event.type.startsWith('after.'),
  onceBy: (state) => state.value,
};

describe('conversationMachine, model-based', () => {
  const fakes = new PromiseFakes();
  const runner = new ModelRunner(
    conversationMachine.provide({
      actors: {
        fetchMessages: fakes.logic<ConversationPage, ConversationContact>('fetchMessages'),
        sendMessage: fakes.logic<WhatsappMessage, WhatsappMessageCreate>('sendMessage'),
      },
    }),
    fakes,
    { oracle: CHAT_SPEC, connect: (snapshot) => shown(snapshot) },
  );
  // The history and the composer are parallel: the history's walk keeps the composer idle, the
  // composer's keeps the history still; together they take every transition.
  const HISTORY = [
    { type: 'user.pick_contact', contact: ANA },
    { type: 'user.pick_contact', contact: GISELE },
    { type: 'done.fetchMessages', output: PAGE },
    { type: 'error.fetchMessages', error: NETWORK },
    { type: 'after.poll' },
    { type: 'user.retry' },
    { type: 'user.close' },
  ] satisfies ReadonlyArray<ModelEvent<ConversationEvent>>;
  // A contact without a user: its phone goes as the user (a contact with one: the rules below).
  const COMPOSER = [
    { type: 'user.pick_contact', contact: GISELE },
    { type: 'done.fetchMessages', output: PAGE },
    // A text (the link as words) or, once media is chosen, the link; an empty one is neither.
    { type: 'user.type', text: MEDIA_URL },
    { type: 'user.choose_kind', kind: 'media' },
    { type: 'user.send' },
    { type: 'done.sendMessage', output: SENT },
    { type: 'error.sendMessage', error: TOO_MANY },
  ] satisfies ReadonlyArray<ModelEvent<ConversationEvent>>;
  const alphabets = [HISTORY, COMPOSER];
  const paths = alphabets.flatMap((events) => [...transitionPaths(conversationMachine, events, undefined), ...ignoredEventPaths(conversationMachine, events, undefined, CLOCK_TOO)]);

  it('has paths', () => expect(paths.length).toBeGreaterThan(0));
  for (const [index, path] of paths.entries()) {
    it(pathName(path, index), async () => {
      await runner.run(path, undefined);
    });
  }

  it('plays every (state, event) pair', () => {
    const all = alphabets.flatMap((events) => statePairs(conversationMachine, events, undefined));
    expect(all.length).toBeGreaterThan(50);
    expect(all.filter((pair) => !runner.playedPairs.has(pair))).toEqual([]);
  });

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
  return { actor, fetch: fetchSpy, send: sendSpy, view: () => shown(actor.getSnapshot(), actor.send) };
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
    await vi.advanceTimersByTimeAsync(POLL_MS - 1);
    expect(chat.fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(chat.fetch).toHaveBeenCalledTimes(2);
    expect(chat.view().messages[0]?.status).toBe('read');
  });

  it('keeps the messages through a failed refresh, with a retry, and keeps trying', async () => {
    let fail = false;
    const chat = startChat(() => (fail ? Promise.reject(NETWORK) : Promise.resolve(PAGE)), async () => SENT);
    chat.actor.send({ type: 'user.pick_contact', contact: ANA });
    await flush();
    fail = true;
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(chat.view()).toMatchObject({ status: 'failed', loadError: NETWORK });
    expect(chat.view().messages).toHaveLength(2);
    fail = false;
    await vi.advanceTimersByTimeAsync(POLL_MS);
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

describe('connectConversation', () => {
  it('the composer, the retry and the way back send the machine’s events', async () => {
    let fail = true;
    const chat = startChat(() => (fail ? Promise.reject(NETWORK) : Promise.resolve(PAGE)), async () => SENT);
    chat.actor.send({ type: 'user.pick_contact', contact: GISELE });
    await flush();
    expect(chat.view().status).toBe('failed');
    fail = false;
    chat.view().onRetry();
    expect(chat.fetch).toHaveBeenCalledTimes(2);
    await flush();
    expect(chat.view()).toMatchObject({ status: 'ready', totalCount: 2 });
    chat.view().onChooseKind('media');
    chat.view().onType(MEDIA_URL);
    expect(chat.view().draft).toEqual({ kind: 'media', text: '', mediaUrl: MEDIA_URL });
    chat.view().onSend();
    await flush();
    expect(chat.send).toHaveBeenCalledWith({ to: GISELE.phone, userId: GISELE.phone, mediaUrl: MEDIA_URL });
    chat.view().onBack();
    expect(chat.view()).toMatchObject({ status: 'closed', contact: null });
  });
});

describe('conversationMachine, failures that are not API errors', () => {
  it('a load or a send failing without an API error (the network down) keeps what it said', async () => {
    const chat = startChat(
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.reject(new Error('socket hang up')),
    );
    chat.actor.send({ type: 'user.pick_contact', contact: ANA });
    await flush();
    expect(chat.view()).toMatchObject({ status: 'failed', loadError: { statusCode: 0, error: 'Network Error', message: 'Failed to fetch', code: 'network' } });
    chat.actor.send({ type: 'user.type', text: 'Olá' });
    chat.actor.send({ type: 'user.send' });
    await flush();
    expect(chat.view()).toMatchObject({ sending: false, sendError: { statusCode: 0, error: 'Network Error', message: 'socket hang up', code: 'network' } });
    expect(chat.view().draft.text).toBe('Olá');
  });
});
