import type { CompanyType } from './company';
import { isDeliveryOutcome, isOrderStatus, type DeliveryOutcome, type Fulfilment, type OrderStatus } from './orders';

/**
 * Who asks for a move: `company` an operator of the order's company, `staff` a holder of
 * `accessToGlobal` or `accessToRoot`, `platform` the platform's own applications (the customer
 * app, payment confirmation, the acceptance deadline, the rider and shopper apps, outside fleets).
 */
export const ORDER_ACTORS = Object.freeze(['company', 'staff', 'platform'] as const);

export type OrderActor = (typeof ORDER_ACTORS)[number];

/** What a move is called on its button (texts key) and in the history. */
export type OrderAction =
  | 'confirmPayment'
  | 'release'
  | 'accept'
  | 'reject'
  | 'startPicking'
  | 'finishPicking'
  | 'ready'
  | 'handOver'
  | 'offer'
  | 'noRider'
  | 'assign'
  | 'requeue'
  | 'outsideFleet'
  | 'riderAtStore'
  | 'dispatch'
  | 'releaseDriver'
  | 'onRoute'
  | 'outcome'
  | 'resend'
  | 'settle'
  | 'cancel';

/** What a move needs besides its target status. */
export type TransitionNeed = 'prepMinutes' | 'reason' | 'deliveryMan' | 'outcome';

/** The least of an order the rules read. */
export interface TransitionOrder {
  status: OrderStatus;
  fulfilment: Fulfilment;
  riderId: string | null;
  companyType: CompanyType;
}

/** Accepting takes preparation minutes in this range, whole minutes, bounds included. */
export const PREP_MINUTES_MIN = 10;
export const PREP_MINUTES_MAX = 90;

/** Minutes an order may wait in `WAIT_COMPANY` before the platform cancels it, unless the company says otherwise. */
export const DEFAULT_ACCEPTANCE_DEADLINE_MINUTES = 8;

/** The reason the platform gives when the acceptance deadline cancels an order. */
export const ACCEPTANCE_DEADLINE_REASON = 'acceptance_deadline';

/** The statuses placing an order may give it (DESIGN.md: the customer app places). */
export const PLACEMENT_STATUSES: readonly OrderStatus[] = Object.freeze(['AWAITING_PAYMENT', 'SCHEDULED', 'WAIT_COMPANY']);

/**
 * Where each delivery outcome sends the order: delivered (at the door or the gate), back to the
 * rider queue (`nao_entregue_voltou_fila`, the rider is cleared), or returning to the store.
 */
export const OUTCOME_TARGET: Readonly<Record<DeliveryOutcome, OrderStatus>> = Object.freeze({
  entregue: 'DELIVERED',
  entregue_portao: 'DELIVERED',
  nao_entregue: 'DELIVERY_GOBACK',
  nao_entregue_cliente_nao_encontrado: 'DELIVERY_GOBACK',
  nao_entregue_endereco_nao_encontrado: 'DELIVERY_GOBACK',
  nao_entregue_cliente_desistiu: 'DELIVERY_GOBACK',
  nao_entregue_voltou_fila: 'AWAIT_DELIVERYMAN',
  nao_entregue_remover_lista: 'DELIVERY_GOBACK',
});

/** Statuses in which a rider (or an outside fleet) holds the order, whatever `riderId` says. */
const RIDER_HOLDS: readonly OrderStatus[] = [
  'ACCEPT_DELIVERYMAN',
  'DELIVERY_AT_STORE',
  'DISPATCH',
  'RELEASE_DRIVER',
  'RELEASE_DRIVER_COD',
  'DISPATCH_MACHINE',
  'DISPATCH_TENTREGO',
  'DELIVERY_ROUTE',
  'DELIVERY_GOBACK',
];

const ON_THE_WAY: readonly OrderStatus[] = ['DISPATCH', 'RELEASE_DRIVER', 'RELEASE_DRIVER_COD', 'DISPATCH_MACHINE', 'DISPATCH_TENTREGO', 'DELIVERY_ROUTE'];

interface Rule {
  from: readonly OrderStatus[];
  to: OrderStatus;
  action: OrderAction;
  actors: readonly OrderActor[];
  needs: readonly TransitionNeed[];
  /** The move exists only for orders of this fulfilment. */
  fulfilment?: Fulfilment;
  /** The move exists only for supermarkets (`true`) or only for the other company types (`false`). */
  supermarket?: boolean;
  /** A company operator is refused this move once a rider holds the order. */
  refusedToCompanyWithRider?: true;
  /** What the move does to the rider: sets the named delivery man, or clears the rider. */
  rider?: 'set' | 'clear';
}

const ALL: readonly OrderActor[] = ['company', 'staff', 'platform'];
const STORE: readonly OrderActor[] = ['company', 'staff'];
const AUTOMATIC: readonly OrderActor[] = ['platform', 'staff'];

/*
 * The transition table. DESIGN.md ("Transitions and who makes them") decides: the customer app
 * places (→ AWAITING_PAYMENT, SCHEDULED or WAIT_COMPANY); payment confirmation moves on; the store
 * accepts with preparation minutes or rejects with a reason; the acceptance deadline cancels a
 * forgotten order; the store marks ready; dispatch offers to riders or staff assign one; the
 * rider's outcome ends in DELIVERED, DELIVERY_GOBACK or back to the rider queue; pickup orders skip
 * the rider columns; the store cannot cancel once a rider is assigned, staff can.
 *
 * Where it is silent, these choices:
 * - Staff may make every move of the table (they repair what the automatic parts got wrong);
 *   placing alone is the platform's.
 * - Payment confirmation leads to WAIT_COMPANY, or to SCHEDULED for a scheduled order paid ahead;
 *   the platform releases a scheduled order to WAIT_COMPANY when its time approaches. The store
 *   does not start a scheduled order early.
 * - Rejecting is cancelling from WAIT_COMPANY (action `reject`); the acceptance deadline is the
 *   platform making that same move with `acceptance_deadline` as its reason. Before acceptance the
 *   platform may cancel (the customer gave up, payment failed); after it, only the store and staff.
 * - A supermarket picks: accepted (IN_PREPARATION) → a shopper picks (ACCEPT_SHOPPER) → picking
 *   done (RELEASE_SHOPPER) → ready. The operator or the shopper app marks these steps. Other
 *   company types go from IN_PREPARATION straight to ready.
 * - No status of the 21 means "ready at the counter", and any rider status would put a pickup order
 *   in a rider column: so a pickup order's ready step is handing it to the customer (`handOver`),
 *   which ends in DELIVERED.
 * - "Ready" for a delivery queues the order for riders (AWAIT_DELIVERYMAN). The platform (or an
 *   operator) offers it (WAIT_DELIVERYMAN); nobody taking it is NO_DELIVERYMAN_AVAILABLE, from
 *   which it may be offered again. The offered rider accepting, or the store or staff assigning a
 *   delivery man (issue 24's drawer: the company's own delivery men), is ACCEPT_DELIVERYMAN; the
 *   store or staff may change the rider there or at the store, and the rider dropping the order
 *   (or the store taking it from him) queues it again with no rider.
 * - DISPATCH_MACHINE and DISPATCH_TENTREGO hand a queued order to an outside fleet, with no rider
 *   of ours; a fleet holds the order as a rider does.
 * - The store hands the order over (DISPATCH); the rider app then releases the driver
 *   (RELEASE_DRIVER, or RELEASE_DRIVER_COD with cash to collect) and goes on route
 *   (DELIVERY_ROUTE). The outcome may be recorded from any on-the-way status, by the rider app,
 *   the store or staff; `nao_entregue_remover_lista` (taken off the rider's list undelivered)
 *   returns to the store like the other failures, only `nao_entregue_voltou_fila` re-queues.
 * - A returning order (DELIVERY_GOBACK) may be sent again (queued, rider cleared) by the store, or
 *   cancelled by staff (the store cannot: a rider still holds it).
 * - DELIVERED becomes FINISHED when the platform settles it. FINISHED and CANCELED are final.
 * - "A rider is assigned" means `riderId` is set or the status is one in which a rider or a fleet
 *   holds the order (RIDER_HOLDS).
 */
const RULES: readonly Rule[] = [
  { from: ['AWAITING_PAYMENT'], to: 'WAIT_COMPANY', action: 'confirmPayment', actors: AUTOMATIC, needs: [] },
  { from: ['AWAITING_PAYMENT'], to: 'SCHEDULED', action: 'confirmPayment', actors: AUTOMATIC, needs: [] },
  { from: ['SCHEDULED'], to: 'WAIT_COMPANY', action: 'release', actors: AUTOMATIC, needs: [] },
  { from: ['SCHEDULED', 'AWAITING_PAYMENT'], to: 'CANCELED', action: 'cancel', actors: ALL, needs: ['reason'] },
  { from: ['WAIT_COMPANY'], to: 'IN_PREPARATION', action: 'accept', actors: STORE, needs: ['prepMinutes'] },
  { from: ['WAIT_COMPANY'], to: 'CANCELED', action: 'reject', actors: ALL, needs: ['reason'] },
  { from: ['IN_PREPARATION'], to: 'ACCEPT_SHOPPER', action: 'startPicking', actors: ALL, needs: [], supermarket: true },
  { from: ['ACCEPT_SHOPPER'], to: 'RELEASE_SHOPPER', action: 'finishPicking', actors: ALL, needs: [], supermarket: true },
  { from: ['IN_PREPARATION'], to: 'AWAIT_DELIVERYMAN', action: 'ready', actors: STORE, needs: [], fulfilment: 'delivery', supermarket: false },
  { from: ['RELEASE_SHOPPER'], to: 'AWAIT_DELIVERYMAN', action: 'ready', actors: STORE, needs: [], fulfilment: 'delivery' },
  { from: ['IN_PREPARATION'], to: 'DELIVERED', action: 'handOver', actors: STORE, needs: [], fulfilment: 'pickup', supermarket: false },
  { from: ['RELEASE_SHOPPER'], to: 'DELIVERED', action: 'handOver', actors: STORE, needs: [], fulfilment: 'pickup' },
  {
    from: ['IN_PREPARATION', 'ACCEPT_SHOPPER', 'RELEASE_SHOPPER', 'AWAIT_DELIVERYMAN', 'WAIT_DELIVERYMAN', 'NO_DELIVERYMAN_AVAILABLE', ...RIDER_HOLDS],
    to: 'CANCELED',
    action: 'cancel',
    actors: STORE,
    needs: ['reason'],
    refusedToCompanyWithRider: true,
  },
  { from: ['AWAIT_DELIVERYMAN', 'NO_DELIVERYMAN_AVAILABLE'], to: 'WAIT_DELIVERYMAN', action: 'offer', actors: ALL, needs: [], fulfilment: 'delivery' },
  { from: ['WAIT_DELIVERYMAN'], to: 'NO_DELIVERYMAN_AVAILABLE', action: 'noRider', actors: AUTOMATIC, needs: [], fulfilment: 'delivery' },
  { from: ['AWAIT_DELIVERYMAN', 'NO_DELIVERYMAN_AVAILABLE'], to: 'ACCEPT_DELIVERYMAN', action: 'assign', actors: STORE, needs: ['deliveryMan'], fulfilment: 'delivery', rider: 'set' },
  { from: ['WAIT_DELIVERYMAN'], to: 'ACCEPT_DELIVERYMAN', action: 'assign', actors: ALL, needs: ['deliveryMan'], fulfilment: 'delivery', rider: 'set' },
  { from: ['ACCEPT_DELIVERYMAN', 'DELIVERY_AT_STORE'], to: 'ACCEPT_DELIVERYMAN', action: 'assign', actors: STORE, needs: ['deliveryMan'], fulfilment: 'delivery', rider: 'set' },
  { from: ['ACCEPT_DELIVERYMAN', 'DELIVERY_AT_STORE'], to: 'AWAIT_DELIVERYMAN', action: 'requeue', actors: ALL, needs: [], fulfilment: 'delivery', rider: 'clear' },
  { from: ['AWAIT_DELIVERYMAN', 'WAIT_DELIVERYMAN', 'NO_DELIVERYMAN_AVAILABLE'], to: 'DISPATCH_MACHINE', action: 'outsideFleet', actors: ALL, needs: [], fulfilment: 'delivery' },
  { from: ['AWAIT_DELIVERYMAN', 'WAIT_DELIVERYMAN', 'NO_DELIVERYMAN_AVAILABLE'], to: 'DISPATCH_TENTREGO', action: 'outsideFleet', actors: ALL, needs: [], fulfilment: 'delivery' },
  { from: ['ACCEPT_DELIVERYMAN'], to: 'DELIVERY_AT_STORE', action: 'riderAtStore', actors: ALL, needs: [], fulfilment: 'delivery' },
  { from: ['ACCEPT_DELIVERYMAN', 'DELIVERY_AT_STORE'], to: 'DISPATCH', action: 'dispatch', actors: STORE, needs: [], fulfilment: 'delivery' },
  { from: ['DISPATCH'], to: 'RELEASE_DRIVER', action: 'releaseDriver', actors: AUTOMATIC, needs: [], fulfilment: 'delivery' },
  { from: ['DISPATCH'], to: 'RELEASE_DRIVER_COD', action: 'releaseDriver', actors: AUTOMATIC, needs: [], fulfilment: 'delivery' },
  {
    from: ['DISPATCH', 'RELEASE_DRIVER', 'RELEASE_DRIVER_COD', 'DISPATCH_MACHINE', 'DISPATCH_TENTREGO'],
    to: 'DELIVERY_ROUTE',
    action: 'onRoute',
    actors: AUTOMATIC,
    needs: [],
    fulfilment: 'delivery',
  },
  { from: ON_THE_WAY, to: 'DELIVERED', action: 'outcome', actors: ALL, needs: ['outcome'], fulfilment: 'delivery' },
  { from: ON_THE_WAY, to: 'DELIVERY_GOBACK', action: 'outcome', actors: ALL, needs: ['outcome'], fulfilment: 'delivery' },
  { from: ON_THE_WAY, to: 'AWAIT_DELIVERYMAN', action: 'outcome', actors: ALL, needs: ['outcome'], fulfilment: 'delivery', rider: 'clear' },
  { from: ['DELIVERY_GOBACK'], to: 'AWAIT_DELIVERYMAN', action: 'resend', actors: STORE, needs: [], fulfilment: 'delivery', rider: 'clear' },
  { from: ['DELIVERED'], to: 'FINISHED', action: 'settle', actors: AUTOMATIC, needs: [] },
];

/** One move the app may offer as a button: its action, target and needs (and, for an outcome, which outcomes lead there). */
export interface OrderMove {
  action: OrderAction;
  to: OrderStatus;
  needs: readonly TransitionNeed[];
  /** For `outcome` moves: the delivery outcomes that end in `to`. */
  outcomes?: readonly DeliveryOutcome[];
}

/** What a caller asks for: the target status and what that move needs. */
export interface TransitionRequest {
  to: string;
  prepMinutes?: number | null;
  reason?: string | null;
  deliveryManId?: string | null;
  outcome?: string | null;
}

/** The stable codes of a refused move. */
export type TransitionErrorCode =
  | 'illegal_transition'
  | 'forbidden_for_actor'
  | 'rider_assigned'
  | 'missing_prep_minutes'
  | 'prep_minutes_out_of_range'
  | 'missing_reason'
  | 'missing_delivery_man'
  | 'missing_outcome'
  | 'outcome_mismatch';

/** The order as a granted move leaves it (what the server writes, with the history entry). */
export interface TransitionNext {
  action: OrderAction;
  status: OrderStatus;
  riderId: string | null;
  prepMinutes: number | null;
  reason: string | null;
  outcome: DeliveryOutcome | null;
}

export type TransitionCheck =
  | { ok: true; next: TransitionNext }
  | { ok: false; code: TransitionErrorCode; message: string; status: OrderStatus };

/** Whether a rider (or an outside fleet) holds the order: the store may no longer cancel it. */
export function isRiderAssigned(order: Pick<TransitionOrder, 'status' | 'riderId'>): boolean {
  return order.riderId !== null || RIDER_HOLDS.includes(order.status);
}

function appliesTo(rule: Rule, order: TransitionOrder): boolean {
  if (!rule.from.includes(order.status)) return false;
  if (rule.fulfilment !== undefined && rule.fulfilment !== order.fulfilment) return false;
  if (rule.supermarket !== undefined && rule.supermarket !== (order.companyType === 'supermarket')) return false;
  return true;
}

function refusedForRider(rule: Rule, order: TransitionOrder, actor: OrderActor): boolean {
  return rule.refusedToCompanyWithRider === true && actor === 'company' && isRiderAssigned(order);
}

function outcomesTo(to: OrderStatus): DeliveryOutcome[] {
  return (Object.keys(OUTCOME_TARGET) as DeliveryOutcome[]).filter((outcome) => OUTCOME_TARGET[outcome] === to);
}

/**
 * The moves this actor may make on this order now, in table order: the buttons the app offers.
 * @example allowedTransitions({ status: 'WAIT_COMPANY', fulfilment: 'delivery', riderId: null, companyType: 'restaurant' }, 'company')
 * // [{ action: 'accept', to: 'IN_PREPARATION', needs: ['prepMinutes'] }, { action: 'reject', to: 'CANCELED', needs: ['reason'] }]
 */
export function allowedTransitions(order: TransitionOrder, actor: OrderActor): OrderMove[] {
  return RULES.filter((rule) => appliesTo(rule, order) && rule.actors.includes(actor) && !refusedForRider(rule, order, actor)).map((rule) =>
    rule.action === 'outcome'
      ? { action: rule.action, to: rule.to, needs: rule.needs, outcomes: outcomesTo(rule.to) }
      : { action: rule.action, to: rule.to, needs: rule.needs },
  );
}

function refuse(order: TransitionOrder, code: TransitionErrorCode, message: string): TransitionCheck {
  return { ok: false, code, message, status: order.status };
}

function filled(value: string | null | undefined): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * Whether this actor may move this order as asked, and if so the order's next state. Refusals
 * carry a stable code and name the current status; checks run in this order: the move exists
 * (`illegal_transition`), the actor may make it (`forbidden_for_actor`, `rider_assigned`), then
 * its needs.
 */
export function checkTransition(order: TransitionOrder, actor: OrderActor, request: TransitionRequest): TransitionCheck {
  const to = request.to;
  const rule = isOrderStatus(to) ? RULES.find((candidate) => candidate.to === to && appliesTo(candidate, order)) : undefined;
  if (!rule) return refuse(order, 'illegal_transition', `An order in ${order.status} cannot move to ${to}.`);
  if (!rule.actors.includes(actor)) return refuse(order, 'forbidden_for_actor', `The ${actor} cannot move an order from ${order.status} to ${rule.to}.`);
  if (refusedForRider(rule, order, actor)) return refuse(order, 'rider_assigned', `A rider holds this ${order.status} order: only staff can cancel it now.`);

  let prepMinutes: number | null = null;
  let reason: string | null = null;
  let deliveryManId: string | null = null;
  let outcome: DeliveryOutcome | null = null;
  if (rule.needs.includes('prepMinutes')) {
    if (request.prepMinutes === null || request.prepMinutes === undefined) return refuse(order, 'missing_prep_minutes', 'Accepting needs the preparation minutes.');
    const minutes = request.prepMinutes;
    if (!Number.isInteger(minutes) || minutes < PREP_MINUTES_MIN || minutes > PREP_MINUTES_MAX) {
      return refuse(order, 'prep_minutes_out_of_range', `Preparation takes whole minutes from ${PREP_MINUTES_MIN} to ${PREP_MINUTES_MAX}, not ${minutes}.`);
    }
    prepMinutes = minutes;
  }
  if (rule.needs.includes('reason')) {
    reason = filled(request.reason);
    if (reason === null) return refuse(order, 'missing_reason', `Moving an order to ${rule.to} needs a reason.`);
  }
  if (rule.needs.includes('deliveryMan')) {
    deliveryManId = filled(request.deliveryManId);
    if (deliveryManId === null) return refuse(order, 'missing_delivery_man', 'Assigning a rider needs the delivery man.');
  }
  if (rule.needs.includes('outcome')) {
    if (!isDeliveryOutcome(request.outcome)) return refuse(order, 'missing_outcome', 'Recording the delivery needs its outcome.');
    outcome = request.outcome;
    if (OUTCOME_TARGET[outcome] !== rule.to) return refuse(order, 'outcome_mismatch', `The outcome ${outcome} leads to ${OUTCOME_TARGET[outcome]}, not ${rule.to}.`);
  }

  const riderId = rule.rider === 'set' ? deliveryManId : rule.rider === 'clear' ? null : order.riderId;
  return { ok: true, next: { action: rule.action, status: rule.to, riderId, prepMinutes, reason, outcome } };
}

/** Whether this actor may place an order in this status: the platform alone, into one of `PLACEMENT_STATUSES`. */
export function checkPlacement(actor: OrderActor, status: string): { ok: true; status: OrderStatus } | { ok: false; code: 'illegal_transition' | 'forbidden_for_actor'; message: string } {
  if (actor !== 'platform') return { ok: false, code: 'forbidden_for_actor', message: 'Orders are placed by the platform’s applications.' };
  const placed = PLACEMENT_STATUSES.find((candidate) => candidate === status);
  if (placed === undefined) return { ok: false, code: 'illegal_transition', message: `A new order cannot start in ${status}.` };
  return { ok: true, status: placed };
}

/** A move as a screen asks for it: the target status and what that move needs (its form's values). */
export interface OrderMoveRequest {
  to: OrderStatus;
  prepMinutes?: number;
  reason?: string;
  deliveryManId?: string;
  outcome?: DeliveryOutcome;
}

/** Someone else changed the order first (a 409 `stale_version`): who (null: the platform), when (ISO), and its status now. */
export interface OrderChangeConflict {
  byName: string | null;
  at: string;
  status: OrderStatus;
}
