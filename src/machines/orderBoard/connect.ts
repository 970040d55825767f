import type { SnapshotFrom } from 'xstate';
import type { OrderAction } from '../../domain/orderTransitions';
import type { OrderBoardProps, OrderConnection, OrderDeskSettingsProps, OrderDrawerProps, OrderMoveRequest } from '../../ui/orders/orderDeskTypes';
import type { orderActionMachine } from '../orderAction/machine';
import type { OrderActionEvent } from '../orderAction/types';
import { settingsCompanyOf, type orderBoardMachine } from './machine';
import type { OrderBoardEvent } from './types';

type BoardSnapshot = Pick<SnapshotFrom<typeof orderBoardMachine>, 'matches' | 'context'>;
type DrawerSnapshot = Pick<SnapshotFrom<typeof orderActionMachine>, 'matches' | 'context'>;

/** The preparation minutes accepting proposes when the company's settings are not known. */
export const FALLBACK_PREP_MINUTES = 20;

/**
 * The live link as the board shows it: live while the stream is (or is first connecting);
 * reconnecting once it has dropped, until it is live again; offline once the waits between
 * attempts stopped growing (30 s each, after a minute of failures): still trying, and Retry reads
 * the board at once.
 */
export function connectionOf(snapshot: BoardSnapshot): OrderConnection {
  if (!snapshot.matches('ready')) return 'live';
  if (snapshot.matches({ ready: { live: { stream: 'live' } } })) return 'live';
  const { reconnectAttempts, maxReconnectAttempts } = snapshot.context;
  if (snapshot.matches({ ready: { live: { stream: 'connecting' } } }) && reconnectAttempts === 0) return 'live';
  return reconnectAttempts >= maxReconnectAttempts ? 'offline' : 'reconnecting';
}

/**
 * The board's props of a snapshot (Zag's `connect`): its state, orders, companies and filters,
 * the server's time (`localNow` moved by the clock offset the last read measured), the live link,
 * and the callbacks sending the board's events.
 * @example <OrderBoard {...connectOrderBoard(snapshot, actor.send, Date.now())} />
 */
export function connectOrderBoard(snapshot: BoardSnapshot, send: (event: OrderBoardEvent) => void, localNow: number): OrderBoardProps {
  const { context } = snapshot;
  return {
    status: snapshot.matches('loading') ? 'loading' : snapshot.matches('failed') ? 'failed' : 'ready',
    orders: context.orders,
    companies: context.companies,
    showCompanyFilter: context.actor === 'staff',
    companyFilter: context.companyFilter,
    now: new Date(localNow + context.clockOffset),
    companyType: context.type,
    showAwaitingPayment: context.showAwaitingPayment,
    selectedId: context.selectedId,
    connection: connectionOf(snapshot),
    failure: context.failure,
    onOpen: (orderId) => send({ type: 'user.open', orderId }),
    onAcceptRequest: (orderId) => send({ type: 'user.accept_request', orderId }),
    onToggleAwaitingPayment: () => send({ type: 'user.toggle_awaiting_payment' }),
    onCompanyFilter: (companyId) => send({ type: 'user.filter_company', companyId }),
    onRetry: () => send({ type: 'user.retry' }),
  };
}

/** The company settings' preparation minutes of the drawer's order, else {@link FALLBACK_PREP_MINUTES}. */
function prepMinutesOf(board: BoardSnapshot, companyId: string): number {
  return board.context.companies.find((company) => company._id === companyId)?.settings.prepMinutes ?? FALLBACK_PREP_MINUTES;
}

/**
 * The drawer's props of its snapshot and the board's: the order, the moves this user may make,
 * the riders, the notices, and the callbacks. The drawer confirms an accept itself, so a move
 * it sends for accepting is confirmed at once in the machine.
 */
export function connectOrderDrawer(
  drawer: DrawerSnapshot,
  send: (event: OrderActionEvent) => void,
  board: BoardSnapshot,
  sendBoard: (event: OrderBoardEvent) => void,
  initialAction: OrderAction | null,
): OrderDrawerProps {
  const { context } = drawer;
  const loading = drawer.matches('loading');
  const failed = drawer.matches('failed');
  return {
    status: loading ? 'loading' : failed ? 'failed' : 'ready',
    order: context.order,
    moves: context.moves,
    riders: context.riders ?? [],
    defaultPrepMinutes: prepMinutesOf(board, context.companyId),
    submitting: drawer.matches('submitting') || drawer.matches('sending') || drawer.matches('resolvingConflict'),
    failure: context.failure,
    refusal: context.error,
    conflict: context.conflict,
    initialAction,
    onMove: (request: OrderMoveRequest) => {
      send({ type: 'user.move', request });
      if (context.moves.some((move) => move.action === 'accept' && move.to === request.to)) send({ type: 'user.confirm' });
    },
    onPrint: () => send({ type: 'user.print' }),
    onClose: () => sendBoard({ type: 'user.close' }),
    onRetry: () => send({ type: 'user.retry' }),
  };
}

/**
 * The desk settings' props of the board's snapshot: the button (off while the board is not read,
 * and with its reason while a staff board shows every company), the dialog's state, the company
 * it edits, the values it starts from, the server's refusal, and the callbacks.
 * @example <OrderDeskSettings {...connectOrderDeskSettings(snapshot, actor.send)} />
 */
export function connectOrderDeskSettings(snapshot: BoardSnapshot, send: (event: OrderBoardEvent) => void): OrderDeskSettingsProps {
  const { context } = snapshot;
  const saving = snapshot.matches({ ready: { settings: 'saving' } });
  const editing = snapshot.matches({ ready: { settings: 'editing' } });
  const companyId = context.settingsCompanyId;
  return {
    status: saving ? 'saving' : editing ? 'editing' : 'closed',
    disabledReason: !snapshot.matches('ready') ? 'loading' : settingsCompanyOf(context) === null ? 'choose_company' : null,
    companyName: companyId === null ? null : (context.companies.find((company) => company._id === companyId)?.name ?? null),
    values: context.settingsValues,
    refusal: context.settingsFailure,
    onOpen: () => send({ type: 'user.open_settings' }),
    onSave: (settings) => send({ type: 'user.save_settings', settings }),
    onCancel: () => send({ type: 'user.cancel_settings' }),
  };
}
