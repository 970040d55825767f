import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import type { ApiError } from '../../src/contract/apiError';
import type { Order, Ticket, TicketPerson } from '../../src/contract/schema.gen';
import type { TicketStatus } from '../../src/domain/helpdesk';
import { connectTicket } from '../../src/machines/helpdesk/connect';
import { ticketMachine } from '../../src/machines/helpdesk/ticketMachine';
import type { TicketChangeInput, TicketEvent, TicketInput, TicketMessageInput, TicketOrderRef } from '../../src/machines/helpdesk/types';
import type { TicketChangeRequest } from '../../src/domain/helpdeskValues';
import type { HelpdeskOptions } from '../../src/ui/helpdesk/helpdeskTypes';
import { FULL_ORDER } from '../../stories/orders/orderFixtures';
import { flush, ignoredEventPaths, ModelRunner, pathName, PromiseFakes, transitionPaths, type ModelCall, type ModelEvent, type Oracle } from './modelHarness';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const PROTOCOL = '20261125-000007';
const NOW = Date.parse('2026-11-26T12:00:00.000Z');
const NETWORK: ApiError = { statusCode: 0, error: 'Network Error', message: 'Failed to fetch', code: 'network' };
const CLOSED: ApiError = { statusCode: 409, error: 'Conflict', message: 'Ticket 20261125-000007 is closed', code: 'ticket_closed' };
const STALE: ApiError = { statusCode: 409, error: 'Conflict', message: 'Changed since read', code: 'stale_version' };
const ANA: TicketPerson = { _id: 'u-ana', name: 'Ana Operadora' };
const ROOT: TicketPerson = { _id: 'u-root', name: 'Root' };

function ticket(status: TicketStatus, version: number, overrides: Partial<Ticket> = {}): Ticket {
  return {
    _id: 't7',
    protocol: PROTOCOL,
    subject: 'Pedido 124 chegou frio',
    status,
    priority: 'MEDIUM',
    department: 'SUPPORT',
    companyId: 'c-nonna',
    companyName: 'Cantina da Nonna',
    requester: 'Ana Operadora',
    requesterKind: 'company',
    assignee: null,
    dueAt: '2026-11-26T12:00:00.000Z',
    overdue: false,
    createdAt: '2026-11-25T12:00:00.000Z',
    updatedAt: '2026-11-25T12:00:00.000Z',
    firstResponseAt: null,
    solvedAt: status === 'SOLVED' ? '2026-11-25T18:00:00.000Z' : null,
    closesAt: status === 'SOLVED' ? '2026-12-02T18:00:00.000Z' : null,
    version,
    description: 'O pedido chegou frio.',
    order: { _id: 'o-124', number: 124, status: 'DELIVERED', total: 4890, placedAt: '2026-11-24T22:10:00.000Z' },
    whatsapp: null,
    canceledReason: null,
    messages: [],
    changes: [],
    ...overrides,
  };
}

const OPEN = ticket('IN_PROGRESS', 3);
const SOLVED = ticket('SOLVED', 5);
/** Solved 8 days before NOW: closed to replies. */
const LONG_SOLVED = ticket('SOLVED', 5, { solvedAt: '2026-11-18T11:00:00.000Z', closesAt: '2026-11-25T11:00:00.000Z' });
const REPLIED = ticket('IN_PROGRESS', 4, { messages: [{ _id: 'm1', author: ANA, fromStaff: false, internal: false, body: 'Alguma novidade?', createdAt: '2026-11-26T11:59:00.000Z' }] });
const CANCELED = ticket('CANCELED', 4, { canceledReason: 'Resolvido por telefone' });
const ORDER: Order = FULL_ORDER;
const CANCEL: TicketChangeRequest = { field: 'status', to: 'CANCELED', reason: 'Resolvido por telefone' };

const EVENTS: ReadonlyArray<ModelEvent<TicketEvent>> = [
  { type: 'done.getTicket', output: OPEN },
  { type: 'done.getTicket', output: LONG_SOLVED },
  { type: 'error.getTicket', error: NETWORK },
  { type: 'user.retry' },
  { type: 'user.draft', text: 'Alguma novidade?' },
  { type: 'user.draft', text: '   ' },
  { type: 'user.send' },
  { type: 'done.sendMessage', output: REPLIED },
  { type: 'error.sendMessage', error: CLOSED },
  { type: 'user.change', change: CANCEL },
  { type: 'done.changeTicket', output: CANCELED },
  { type: 'error.changeTicket', error: STALE },
  { type: 'done.getTicket', output: SOLVED },
];

/** The drawer's events, played in a model of their own (with the ticket shown). */
const DRAWER_EVENTS: ReadonlyArray<ModelEvent<TicketEvent>> = [
  { type: 'done.getTicket', output: OPEN },
  { type: 'user.internal', internal: true },
  { type: 'user.open_order' },
  { type: 'done.getOrder', output: ORDER },
  { type: 'error.getOrder', error: NETWORK },
  { type: 'user.retry_order' },
  { type: 'user.close_order' },
];

/**
 * The ticket page of a company user (issue 26), written without the machine: it reads the ticket
 * of the address; a failure says why and offers Retry. Once shown, the reply box keeps what is
 * typed (a company user writes no internal notes); Send with text sends it and waits; the answer
 * shows the ticket with the reply and empties the box; a failure says why and keeps the text. A
 * change (cancelling, with its reason) is sent against the version shown; its answer shows; a
 * refusal is said and the ticket read again. Nothing is sent while a send or change waits. The box
 * takes replies unless the ticket is cancelled or was solved more than 7 days ago; a company user
 * may only cancel an open ticket. The linked order opens read-only in a drawer.
 */
interface Spec {
  phase: 'loading' | 'failed' | 'ready';
  work: 'idle' | 'sending' | 'changing' | 'reloading';
  ticket: Ticket | null;
  failure: ApiError | null;
  draft: string;
  sentBodies: string[];
  sendFailure: ApiError | null;
  changeFailure: ApiError | null;
  drawer: 'closed' | 'loading' | 'ready' | 'failed';
  calls: ModelCall[];
}

const key = (body: string) => `key:${body}`;
const OPEN_STATUSES: readonly TicketStatus[] = ['NEW', 'IN_PROGRESS', 'ON_HOLD'];

function spec(input: TicketInput): Oracle<Spec, unknown> {
  const call = (state: Spec, src: string, payload: unknown): ModelCall[] => [...state.calls, { src, input: payload }];
  const read = { src: 'getTicket', input: { protocol: input.protocol } };
  return {
    initial: { phase: 'loading', work: 'idle', ticket: null, failure: null, draft: '', sentBodies: [], sendFailure: null, changeFailure: null, drawer: 'closed', calls: [read] },
    next(state, event) {
      const ready = state.phase === 'ready';
      const idle = ready && state.work === 'idle';
      switch (event.type) {
        case 'done.getTicket':
          if (state.work === 'reloading') return { ...state, work: 'idle', ticket: Reflect.get(event, 'output') as Ticket };
          return state.phase === 'loading' ? { ...state, phase: 'ready', ticket: Reflect.get(event, 'output') as Ticket, failure: null } : state;
        case 'error.getTicket':
          if (state.work === 'reloading') return { ...state, work: 'idle' };
          return state.phase === 'loading' ? { ...state, phase: 'failed', failure: Reflect.get(event, 'error') as ApiError } : state;
        case 'user.retry':
          return state.phase === 'failed' ? { ...state, phase: 'loading', calls: [...state.calls, read] } : state;
        case 'user.draft':
          return { ...state, draft: Reflect.get(event, 'text') as string, sendFailure: null };
        case 'user.internal':
          return state;
        case 'user.send': {
          const body = state.draft.trim();
          if (!idle || body === '') return state;
          return { ...state, work: 'sending', sendFailure: null, calls: call(state, 'sendMessage', { protocol: PROTOCOL, body, internal: false, idempotencyKey: key(body) }) };
        }
        case 'done.sendMessage':
          return state.work === 'sending' ? { ...state, work: 'idle', ticket: Reflect.get(event, 'output') as Ticket, draft: '', sendFailure: null } : state;
        case 'error.sendMessage':
          return state.work === 'sending' ? { ...state, work: 'idle', sendFailure: Reflect.get(event, 'error') as ApiError } : state;
        case 'user.change':
          if (!idle || !state.ticket) return state;
          return { ...state, work: 'changing', changeFailure: null, calls: call(state, 'changeTicket', { protocol: PROTOCOL, version: state.ticket.version, change: Reflect.get(event, 'change') }) };
        case 'done.changeTicket':
          return state.work === 'changing' ? { ...state, work: 'idle', ticket: Reflect.get(event, 'output') as Ticket } : state;
        case 'error.changeTicket':
          return state.work === 'changing' ? { ...state, work: 'reloading', changeFailure: Reflect.get(event, 'error') as ApiError, calls: call(state, 'getTicket', { protocol: PROTOCOL }) } : state;
        case 'user.open_order':
          if (state.drawer !== 'closed' || !state.ticket?.order) return state;
          return { ...state, drawer: 'loading', calls: call(state, 'getOrder', { orderId: state.ticket.order._id, companyId: state.ticket.companyId }) };
        case 'done.getOrder':
          return state.drawer === 'loading' ? { ...state, drawer: 'ready' } : state;
        case 'error.getOrder':
          return state.drawer === 'loading' ? { ...state, drawer: 'failed' } : state;
        case 'user.retry_order':
          return state.drawer === 'failed' && state.ticket?.order
            ? { ...state, drawer: 'loading', calls: call(state, 'getOrder', { orderId: state.ticket.order._id, companyId: state.ticket.companyId }) }
            : state;
        case 'user.close_order':
          return { ...state, drawer: 'closed' };
        default:
          return state;
      }
    },
    view(state) {
      const t = state.ticket;
      const closed = t !== null && (t.status === 'CANCELED' || (t.status === 'SOLVED' && t.solvedAt !== null && NOW - Date.parse(t.solvedAt) > 7 * 86_400_000));
      const none: HelpdeskOptions = { status: 'none', options: [] };
      return {
        status: state.phase,
        protocol: PROTOCOL,
        ticket: t,
        failure: state.failure,
        staff: false,
        now: NOW,
        timeZone: 'America/Sao_Paulo',
        draft: state.draft,
        internal: false,
        sending: state.work === 'sending',
        sendFailure: state.sendFailure,
        canReply: t !== null && !closed,
        moves: t && OPEN_STATUSES.includes(t.status) ? ['CANCELED'] : [],
        canEditFields: false,
        assignees: none,
        changing: state.work === 'changing' || state.work === 'reloading',
        changeFailure: state.changeFailure,
        canOpenOrder: t?.order != null,
      };
    },
    calls: (state) => state.calls,
  };
}

function shown(snapshot: AnyMachineSnapshot) {
  const props = connectTicket(snapshot as Parameters<typeof connectTicket>[0], () => {}, { now: NOW, timeZone: 'America/Sao_Paulo', canOpenOrder: true, onBack: () => {} });
  const { onDraftChange: _a, onInternalChange: _b, onSend: _c, onChange: _d, onOpenOrder: _e, onRetry: _f, onBack: _g, ...data } = props;
  return data;
}


describe('ticketMachine (a company user), model-based', () => {
  const input: TicketInput = { protocol: PROTOCOL, staff: false };
  const fakes = new PromiseFakes();
  const machine = ticketMachine.provide({
    actors: {
      getTicket: fakes.logic<Ticket, { protocol: string }>('getTicket'),
      sendMessage: fakes.logic<Ticket, TicketMessageInput>('sendMessage'),
      changeTicket: fakes.logic<Ticket, TicketChangeInput>('changeTicket'),
      listAssignees: fakes.logic<TicketPerson[], unknown>('listAssignees'),
      getOrder: fakes.logic<Order, TicketOrderRef>('getOrder'),
    },
    // The key of a message is its body's here (the real one is random, checked below).
    actions: {
      keyMessage: assign(({ context }) => {
        const body = context.draft.trim();
        return { sent: { key: key(body), body, internal: context.internal }, sendFailure: null };
      }),
    },
  });
  const runner = new ModelRunner(machine, fakes, { oracle: spec(input), connect: shown });
  for (const [label, events] of [
    ['the thread and its changes', EVENTS],
    ['the order drawer', DRAWER_EVENTS],
  ] as const) {
    describe(label, () => {
      const paths = [...transitionPaths(machine, events, input), ...ignoredEventPaths(machine, events, input)];
      it('has paths', () => expect(paths.length).toBeGreaterThan(20));
      for (const [index, path] of paths.entries()) {
        it(pathName(path, index), async () => {
          await runner.run(path, input);
        });
      }
    });
  }
  it('reaches every state but the staff ones, and takes every transition', () => {
    const unreached = runner.coverage.allStates().filter((id) => !runner.coverage.visitedStates().includes(id));
    expect(unreached).toEqual(['ticket.assignees.failed', 'ticket.assignees.loading', 'ticket.assignees.ready']);
    const missing = runner.coverage.missingTransitions().filter((t) => !t.startsWith('ticket.assignees'));
    expect(missing).toEqual([]);
  });
});

describe('ticketMachine (staff)', () => {
  it('reads the staff a ticket may be assigned to, and sends internal notes when asked', async () => {
    const sendMessage = vi.fn<(input: TicketMessageInput) => Promise<Ticket>>().mockResolvedValue(REPLIED);
    const actor = createActor(
      ticketMachine.provide({
        actors: {
          getTicket: fromPromise(() => Promise.resolve(OPEN)),
          sendMessage: fromPromise(({ input }: { input: TicketMessageInput }) => sendMessage(input)),
          listAssignees: fromPromise(() => Promise.resolve([ROOT])),
        },
      }),
      { input: { protocol: PROTOCOL, staff: true } },
    ).start();
    await flush();
    expect(shown(actor.getSnapshot()).assignees).toEqual({ status: 'ready', options: [{ id: 'u-root', name: 'Root' }] });
    expect(shown(actor.getSnapshot()).moves).toEqual(['ON_HOLD', 'SOLVED', 'CANCELED']);
    actor.send({ type: 'user.internal', internal: true });
    actor.send({ type: 'user.draft', text: ' Cliente ligou de novo ' });
    actor.send({ type: 'user.send' });
    await flush();
    expect(sendMessage).toHaveBeenCalledWith(expect.objectContaining({ protocol: PROTOCOL, body: 'Cliente ligou de novo', internal: true }));
    expect(actor.getSnapshot().context).toMatchObject({ draft: '', internal: false, sent: null });
    actor.stop();
  });
});

describe('ticketMachine idempotency keys', () => {
  it('keeps the key while the same text is sent again after a failure, and takes a new one for new text', async () => {
    const sendMessage = vi.fn<(input: TicketMessageInput) => Promise<Ticket>>().mockRejectedValueOnce(NETWORK).mockRejectedValueOnce(NETWORK).mockResolvedValue(REPLIED);
    const actor = createActor(
      ticketMachine.provide({
        actors: { getTicket: fromPromise(() => Promise.resolve(OPEN)), sendMessage: fromPromise(({ input }: { input: TicketMessageInput }) => sendMessage(input)) },
      }),
      { input: { protocol: PROTOCOL, staff: false } },
    ).start();
    await flush();
    actor.send({ type: 'user.draft', text: 'Alguma novidade?' });
    actor.send({ type: 'user.send' });
    await flush();
    expect(actor.getSnapshot().context.draft).toBe('Alguma novidade?');
    actor.send({ type: 'user.send' });
    await flush();
    const [first, second] = sendMessage.mock.calls.map(([call]) => call.idempotencyKey);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toBe(first);
    actor.send({ type: 'user.draft', text: 'Alguma novidade? Obrigada' });
    actor.send({ type: 'user.send' });
    await flush();
    const third = sendMessage.mock.calls[2]?.[0].idempotencyKey;
    expect(third).not.toBe(first);
    expect(actor.getSnapshot().context.draft).toBe('');
    actor.stop();
  });
});
