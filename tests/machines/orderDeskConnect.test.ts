import { describe, expect, it } from 'vitest';
import type { StateValue } from 'xstate';
import type { ApiError } from '../../src/contract/apiError';
import type { Order, OrderBoardCompany, OrderSummary } from '../../src/contract/schema.gen';
import { orderActionMachine } from '../../src/machines/orderAction/machine';
import type { OrderActionContext, OrderActionEvent } from '../../src/machines/orderAction/types';
import { connectionOf, connectOrderBoard, connectOrderDeskSettings, connectOrderDrawer } from '../../src/machines/orderBoard/connect';
import { orderBoardMachine } from '../../src/machines/orderBoard/machine';
import type { OrderBoardContext, OrderBoardEvent } from '../../src/machines/orderBoard/types';
import { fullOrder, orderCard } from './orderFixtures';

const summary: OrderSummary = orderCard('o1', 2, 'WAIT_COMPANY');
const ORDER: Order = fullOrder(summary);
const CANTINA: OrderBoardCompany = { _id: 'c1', name: 'Cantina', type: 'restaurant', settings: { acceptMinutes: 8, prepMinutes: 35, repeatAlert: false, autoPrint: false }, active: 1, waiting: 1, late: 0 };
const NETWORK: ApiError = { statusCode: 0, error: 'Network Error', message: 'Failed to fetch', code: 'network' };
const OUT_OF_RANGE: ApiError = { statusCode: 400, error: 'Bad Request', message: 'prepMinutes must be 10 to 90', code: 'prep_minutes_out_of_range' };

const BOARD_CONTEXT: OrderBoardContext = {
  type: 'restaurant',
  companyId: 'c1',
  actor: 'company',
  now: () => 0,
  orders: [summary],
  companies: [CANTINA],
  clockOffset: 1500,
  lastEventId: '40',
  companyFilter: null,
  showAwaitingPayment: false,
  selectedId: 'o1',
  initialAction: null,
  openNumber: null,
  drawer: null,
  hints: [],
  warning: null,
  failure: null,
  reconnectAttempts: 0,
  maxReconnectAttempts: 6,
  settingsCompanyId: null,
  settingsValues: null,
  settingsFailure: null,
};

const READY = (stream: StateValue): StateValue => ({ ready: { board: 'idle', live: stream, drawer: 'open' } });

/** A snapshot of the real board machine in `value` with `context`. */
function board(value: StateValue, context: Partial<OrderBoardContext> = {}) {
  return orderBoardMachine.resolveState({ value, context: { ...BOARD_CONTEXT, ...context } });
}

const DRAWER_CONTEXT: OrderActionContext = {
  orderId: 'o1',
  companyId: 'c1',
  actor: 'company',
  autoPrint: false,
  order: ORDER,
  moves: [
    { action: 'accept', to: 'IN_PREPARATION', needs: ['prepMinutes'] },
    { action: 'reject', to: 'CANCELED', needs: ['reason'] },
  ],
  riders: null,
  request: null,
  sent: null,
  error: null,
  failure: null,
  conflict: null,
  printLink: null,
};

/** A snapshot of the real drawer machine in `value` with `context`. */
function drawer(value: StateValue, context: Partial<OrderActionContext> = {}) {
  return orderActionMachine.resolveState({ value, context: { ...DRAWER_CONTEXT, ...context } });
}

describe('connectionOf', () => {
  it('is live while the stream is live, whatever was tried before', () => {
    expect(connectionOf(board(READY({ stream: 'live' })))).toBe('live');
    expect(connectionOf(board(READY({ stream: 'live' }), { reconnectAttempts: 3 }))).toBe('live');
  });

  it('is live while first connecting, reconnecting once a connection was lost', () => {
    expect(connectionOf(board(READY({ stream: 'connecting' })))).toBe('live');
    expect(connectionOf(board(READY({ stream: 'connecting' }), { reconnectAttempts: 1 }))).toBe('reconnecting');
    expect(connectionOf(board(READY('reconnecting'), { reconnectAttempts: 1 }))).toBe('reconnecting');
    expect(connectionOf(board(READY('reconnecting'), { reconnectAttempts: 0 }))).toBe('reconnecting');
  });

  it('is offline once the sixth attempt failed (the waits no longer grow), still trying', () => {
    expect(connectionOf(board(READY('reconnecting'), { reconnectAttempts: 5 }))).toBe('reconnecting');
    expect(connectionOf(board(READY('reconnecting'), { reconnectAttempts: 6 }))).toBe('offline');
    expect(connectionOf(board(READY({ stream: 'connecting' }), { reconnectAttempts: 6 }))).toBe('offline');
    expect(connectionOf(board(READY({ stream: 'live' }), { reconnectAttempts: 6 }))).toBe('live');
  });

  it('is live before the board is read', () => {
    expect(connectionOf(board('loading'))).toBe('live');
    expect(connectionOf(board('failed', { failure: NETWORK }))).toBe('live');
  });
});

describe('connectOrderBoard', () => {
  it('says loading, failed or ready', () => {
    const noSend = () => undefined;
    expect(connectOrderBoard(board('loading'), noSend, 0).status).toBe('loading');
    expect(connectOrderBoard(board('failed', { failure: NETWORK }), noSend, 0)).toMatchObject({ status: 'failed', failure: NETWORK });
    expect(connectOrderBoard(board(READY({ stream: 'live' })), noSend, 0).status).toBe('ready');
  });

  it("shows the board's data, the server's time and the company filter to staff only", () => {
    const noSend = () => undefined;
    const local = Date.parse('2026-03-02T11:59:58.500Z');
    const props = connectOrderBoard(board(READY({ stream: 'live' }), { showAwaitingPayment: true, companyFilter: 'c1' }), noSend, local);
    expect(props).toMatchObject({
      orders: [summary],
      companies: [CANTINA],
      showCompanyFilter: false,
      companyFilter: 'c1',
      companyType: 'restaurant',
      showAwaitingPayment: true,
      selectedId: 'o1',
      connection: 'live',
      failure: null,
    });
    expect(props.now.toISOString()).toBe('2026-03-02T12:00:00.000Z');
    expect(connectOrderBoard(board(READY({ stream: 'live' }), { actor: 'staff', companyId: null }), noSend, local).showCompanyFilter).toBe(true);
    expect(connectOrderBoard(board(READY({ stream: 'live' }), { clockOffset: -2000 }), noSend, local).now.toISOString()).toBe('2026-03-02T11:59:56.500Z');
  });

  it('sends one event per callback', () => {
    const sent: OrderBoardEvent[] = [];
    const props = connectOrderBoard(board(READY({ stream: 'live' })), (event) => sent.push(event), 0);
    props.onOpen('o1');
    props.onAcceptRequest('o2');
    props.onToggleAwaitingPayment();
    props.onCompanyFilter('c2');
    props.onCompanyFilter(null);
    props.onRetry();
    expect(sent).toEqual([
      { type: 'user.open', orderId: 'o1' },
      { type: 'user.accept_request', orderId: 'o2' },
      { type: 'user.toggle_awaiting_payment' },
      { type: 'user.filter_company', companyId: 'c2' },
      { type: 'user.filter_company', companyId: null },
      { type: 'user.retry' },
    ]);
  });
});

describe('connectOrderDrawer', () => {
  const open = board(READY({ stream: 'live' }));
  const noSend = () => undefined;

  it('says loading, failed or ready, and that a move is under way', () => {
    const of = (value: StateValue, context: Partial<OrderActionContext> = {}) => connectOrderDrawer(drawer(value, context), noSend, open, noSend, null);
    expect(of('loading', { order: null, moves: [] })).toMatchObject({ status: 'loading', submitting: false, order: null, moves: [], riders: [] });
    expect(of('failed', { order: null, moves: [], failure: NETWORK })).toMatchObject({ status: 'failed', failure: NETWORK, submitting: false });
    expect(of('idle')).toMatchObject({ status: 'ready', submitting: false, order: ORDER, refusal: null, conflict: null });
    expect(of('confirming')).toMatchObject({ status: 'ready', submitting: false });
    expect(of('submitting')).toMatchObject({ status: 'ready', submitting: true });
    expect(of('sending')).toMatchObject({ status: 'ready', submitting: true });
    expect(of('resolvingConflict')).toMatchObject({ status: 'ready', submitting: true });
    expect(of('rereading').submitting).toBe(false);
    expect(of('printing').submitting).toBe(false);
    expect(of('loadingRiders').status).toBe('ready');
  });

  it('shows the refusal, the conflict, the riders and the form asked for', () => {
    const conflict = { byName: 'Bruno Lima', at: '2026-03-02T12:03:00.000Z', status: 'IN_PREPARATION' as const };
    const riders = [{ _id: 'r1', name: 'Davi Rocha', phone: '5531988887777', online: true, activeOrders: 0 }];
    const props = connectOrderDrawer(drawer('idle', { error: OUT_OF_RANGE, conflict, riders }), noSend, open, noSend, 'accept');
    expect(props).toMatchObject({ refusal: OUT_OF_RANGE, conflict, riders, initialAction: 'accept' });
    expect(props.moves).toEqual([
      { action: 'accept', to: 'IN_PREPARATION', needs: ['prepMinutes'] },
      { action: 'reject', to: 'CANCELED', needs: ['reason'] },
    ]);
  });

  it("proposes the company's preparation minutes, 20 when the company is unknown", () => {
    expect(connectOrderDrawer(drawer('idle'), noSend, open, noSend, null).defaultPrepMinutes).toBe(35);
    expect(connectOrderDrawer(drawer('idle'), noSend, board(READY({ stream: 'live' }), { companies: [] }), noSend, null).defaultPrepMinutes).toBe(20);
    expect(connectOrderDrawer(drawer('idle', { companyId: 'c9' }), noSend, open, noSend, null).defaultPrepMinutes).toBe(20);
  });

  it('confirms an accept at once, sends another move alone', () => {
    const sent: OrderActionEvent[] = [];
    const props = connectOrderDrawer(drawer('idle'), (event) => sent.push(event), open, noSend, null);
    props.onMove({ to: 'IN_PREPARATION', prepMinutes: 25 });
    props.onMove({ to: 'CANCELED', reason: 'Sem estoque' });
    props.onPrint();
    props.onRetry();
    expect(sent).toEqual([
      { type: 'user.move', request: { to: 'IN_PREPARATION', prepMinutes: 25 } },
      { type: 'user.confirm' },
      { type: 'user.move', request: { to: 'CANCELED', reason: 'Sem estoque' } },
      { type: 'user.print' },
      { type: 'user.retry' },
    ]);
  });

  it("closes through the board's user.close", () => {
    const sent: OrderActionEvent[] = [];
    const sentBoard: OrderBoardEvent[] = [];
    connectOrderDrawer(drawer('idle'), (event) => sent.push(event), open, (event) => sentBoard.push(event), null).onClose();
    expect(sentBoard).toEqual([{ type: 'user.close' }]);
    expect(sent).toEqual([]);
  });
});

describe('connectOrderDeskSettings', () => {
  const SETTINGS_AT = (settings: 'closed' | 'editing' | 'saving'): StateValue => ({ ready: { board: 'idle', live: { stream: 'live' }, drawer: 'closed', settings } });
  const noSend = () => undefined;
  const SENT = { acceptMinutes: 15, prepMinutes: 30, repeatAlert: true, autoPrint: false };
  const REFUSED: ApiError = { statusCode: 400, error: 'Bad Request', message: 'body/prepMinutes must be <= 90', code: 'validation' };

  it("offers a company user's own company; a staff board on every company keeps the button off with its reason", () => {
    expect(connectOrderDeskSettings(board(SETTINGS_AT('closed')), noSend)).toMatchObject({ status: 'closed', disabledReason: null, companyName: null, values: null, refusal: null });
    const staff = { actor: 'staff' as const, companyId: null };
    expect(connectOrderDeskSettings(board(SETTINGS_AT('closed'), staff), noSend).disabledReason).toBe('choose_company');
    expect(connectOrderDeskSettings(board(SETTINGS_AT('closed'), { ...staff, companyFilter: 'c1' }), noSend).disabledReason).toBe(null);
  });

  it('keeps the button off while the board is read', () => {
    expect(connectOrderDeskSettings(board('loading'), noSend).disabledReason).toBe('loading');
    expect(connectOrderDeskSettings(board('loading', { actor: 'staff', companyId: null }), noSend).disabledReason).toBe('loading');
  });

  it('shows the dialog editing or saving the company named, with the values and the refusal', () => {
    const open = { settingsCompanyId: 'c1', settingsValues: SENT, settingsFailure: REFUSED };
    expect(connectOrderDeskSettings(board(SETTINGS_AT('editing'), open), noSend)).toMatchObject({ status: 'editing', companyName: 'Cantina', values: SENT, refusal: REFUSED });
    expect(connectOrderDeskSettings(board(SETTINGS_AT('saving'), { ...open, settingsFailure: null }), noSend)).toMatchObject({ status: 'saving', companyName: 'Cantina', refusal: null });
  });

  it('sends one event per callback', () => {
    const sent: OrderBoardEvent[] = [];
    const props = connectOrderDeskSettings(board(SETTINGS_AT('editing')), (event) => sent.push(event));
    props.onOpen();
    props.onSave(SENT);
    props.onCancel();
    expect(sent).toEqual([{ type: 'user.open_settings' }, { type: 'user.save_settings', settings: SENT }, { type: 'user.cancel_settings' }]);
  });
});
