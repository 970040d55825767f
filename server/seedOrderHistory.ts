import type { Insertable } from 'kysely';
import type { CompanyType } from '../src/domain/company';
import { columnOf, type DeliveryOutcome, type Fulfilment, type OrderStatus, type PaymentType } from '../src/domain/orders';
import { ACCEPTANCE_DEADLINE_REASON, checkTransition, DEFAULT_ACCEPTANCE_DEADLINE_MINUTES, type OrderActor } from '../src/domain/orderTransitions';
import type { Db } from './db';
import type { OrderAddressJson, OrderHistoryTable, OrderItemJson, OrdersTable } from './db/schema';
import { addDays, localDay } from './services/deliveryHistory';
import { demoRiderId } from './seedDelivery';

// The demo restaurant's and supermarket's last 14 days of orders (the history and reports of
// issue 25): made by a seeded generator, so that every seed writes the same orders on the same
// local days before the day it runs, with the same numbers.

/** A customer of the history: a name and a phone as the customer app sent it. */
type Customer = readonly [name: string, phone: string];

/**
 * The one order of the history a test can name: Inês Gonçalves's dinner at the restaurant,
 * placed yesterday at 19:40 (São Paulo), delivered and settled. No other order has her phone.
 */
export const YESTERDAYS_DEMO_ORDER = {
  customerName: 'Inês Gonçalves',
  customerPhone: '11987650123',
  localTime: '19:40',
  status: 'FINISHED',
  total: 6780,
} as const;

const CUSTOMERS: readonly Customer[] = [
  ['João Conceição', '11991234501'],
  ['Márcia Antônia Ribeiro', '11982345602'],
  ['Luís Araújo', '5511973456703'],
  ['Fátima Assunção', '11964567804'],
  ['Sebastião Lourenço', '(11) 95678-9005'],
  ['Cláudia Simões', '11946789106'],
  ['Tânia Estêvão Brandão', '5511937891207'],
  ['Vinícius Falcão', '11928912308'],
  ['Beatriz Cançado', '11919123409'],
  ['Otávio Guimarães', '11990234510'],
  ['Lúcia Mendonça', '11981345611'],
  ['Raí Nóbrega', '11972456712'],
  ['Débora Quintão', '+55 11 96356-7813'],
  ['Mônica Sá', '11954678914'],
  ['Thaís Monção', '11945789015'],
  ['Heitor Galvão', '11936890116'],
  ['Ângela Prudêncio', '11927901217'],
  ['José Bonifácio Leão', '11918012318'],
  ['Glória Damião', '11909123419'],
  ['André Peçanha', '11998234520'],
];

/** What a history order's items may be: a menu line (name, usual quantity, unit price in cents, notes, complements). */
export type MenuLine = readonly [name: string, quantity: number, unitPrice: number, notes?: string, complements?: readonly (readonly [string, number, number])[]];
/** A delivery address: street, number, district, longitude, latitude, complement. */
export type DemoPlace = readonly [street: string, number: string, district: string, lng: number, lat: number, complement?: string];

/** One demo company whose history is written. */
export interface HistoryCompany {
  id: string;
  type: CompanyType;
  operator: { id: number; fullname: string } | null;
  menu: Readonly<Record<string, MenuLine>>;
  places: readonly DemoPlace[];
  /** The company's demo riders, by their number (demoRiderId). */
  riders: readonly number[];
  deliveryFee: number;
  /** The seed of its generator. */
  seed: number;
}

/** How many local days before the seed's the history covers. */
export const HISTORY_DAYS = 14;

/** A done order leaves the board 2 hours after its last move: a history order ended before that. */
const OFF_THE_BOARD_MS = 2 * 60 * 60_000 + 60_000;

/** mulberry32: a small pseudo-random generator, the same numbers for the same seed. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;
  const chance = (p: number) => next() < p;
  const hex = (length: number) => Array.from({ length }, () => Math.floor(next() * 16).toString(16)).join('');
  return { next, int, pick, chance, hex };
}

type Random = ReturnType<typeof generator>;

/** An instant at `minutes` after midnight of a local day in São Paulo (UTC-3 all year since 2019). */
function localInstant(day: string, minutes: number): Date {
  return new Date(Date.parse(`${day}T00:00:00-03:00`) + minutes * 60_000);
}

/** One move after the placing: target, who, minutes after the previous move, what it carries. */
interface Move {
  to: OrderStatus;
  actor: OrderActor;
  after: number;
  prepMinutes?: number;
  reason?: string;
  rider?: number;
  outcome?: DeliveryOutcome;
}

/** One order of the history before it is played: its placing and its moves. */
interface Plan {
  placedAt: Date;
  placed: 'WAIT_COMPANY' | 'AWAITING_PAYMENT';
  fulfilment: Fulfilment;
  payment: PaymentType;
  customer: Customer;
  items: OrderItemJson[];
  place: DemoPlace;
  discount: number;
  moves: Move[];
}

function itemOf([name, quantity, unitPrice, notes = '', complements = []]: MenuLine, times: number): OrderItemJson {
  return { name, quantity: quantity * times, unitPrice, notes, complements: complements.map(([n, q, p]) => ({ name: n, quantity: q, unitPrice: p })) };
}

const amountOf = (item: OrderItemJson) => item.quantity * (item.unitPrice + item.complements.reduce((sum, c) => sum + c.quantity * c.unitPrice, 0));

function addressOf([street, number, district, lng, lat, complement = '']: DemoPlace): OrderAddressJson {
  return { street, number, district, city: 'São Paulo', complement, coordinates: [lng, lat] };
}

/** The minute of the day an order is placed: lunch and dinner peaks, a quiet afternoon, 11:00 to 21:59. */
function placingMinute(random: Random): number {
  const roll = random.next();
  if (roll < 0.45) return random.int(11 * 60, 14 * 60 + 29);
  if (roll < 0.55) return random.int(14 * 60 + 30, 17 * 60 + 59);
  return random.int(18 * 60, 21 * 60 + 59);
}

const PAYMENTS: readonly PaymentType[] = ['PIX', 'PIX', 'PIX', 'app card', 'app card', 'money', 'PIX app', 'digital wallet', 'digital card', 'PIX local'];
/** Payments the customer app collects before the store sees the order. */
const PAID_AHEAD: readonly PaymentType[] = ['app card', 'PIX', 'PIX app', 'digital wallet', 'digital card'];

/** The moves from acceptance to the end of a delivered (or handed over) order. */
function completedMoves(random: Random, company: HistoryCompany, fulfilment: Fulfilment, settled: boolean): Move[] {
  const supermarket = company.type === 'supermarket';
  const prep = supermarket ? random.pick([30, 35, 40, 45, 50, 60]) : random.pick([15, 20, 25, 30, 35, 40]);
  // Most are ready a little before their time, some a few minutes after.
  const readyAfter = Math.max(5, prep + random.int(-6, 6));
  const moves: Move[] = [{ to: 'IN_PREPARATION', actor: 'company', after: random.int(1, 6), prepMinutes: prep }];
  let toReady = readyAfter;
  if (supermarket) {
    const start = random.int(2, 5);
    const picking = Math.max(3, readyAfter - start - random.int(2, 6));
    moves.push({ to: 'ACCEPT_SHOPPER', actor: 'company', after: start }, { to: 'RELEASE_SHOPPER', actor: 'company', after: picking });
    toReady = Math.max(1, readyAfter - start - picking);
  }
  if (fulfilment === 'pickup') {
    moves.push({ to: 'DELIVERED', actor: 'company', after: toReady + random.int(0, 15) });
  } else {
    const rider = random.pick(company.riders);
    moves.push(
      { to: 'AWAIT_DELIVERYMAN', actor: 'company', after: toReady },
      { to: 'ACCEPT_DELIVERYMAN', actor: 'company', after: random.int(1, 6), rider },
      { to: 'DISPATCH', actor: 'company', after: random.int(2, 8) },
      { to: 'RELEASE_DRIVER', actor: 'platform', after: 1 },
      { to: 'DELIVERY_ROUTE', actor: 'platform', after: random.int(1, 3) },
    );
    if (random.chance(0.06)) {
      // The customer was not found: back to the store, sent again with another rider.
      const second = random.pick(company.riders.filter((r) => r !== rider));
      moves.push(
        { to: 'DELIVERY_GOBACK', actor: 'platform', after: random.int(12, 25), outcome: 'nao_entregue_cliente_nao_encontrado' },
        { to: 'AWAIT_DELIVERYMAN', actor: 'company', after: random.int(15, 25) },
        { to: 'ACCEPT_DELIVERYMAN', actor: 'company', after: random.int(2, 6), rider: second },
        { to: 'DISPATCH', actor: 'company', after: random.int(2, 6) },
        { to: 'RELEASE_DRIVER', actor: 'platform', after: 1 },
        { to: 'DELIVERY_ROUTE', actor: 'platform', after: random.int(1, 3) },
      );
    }
    moves.push({ to: 'DELIVERED', actor: 'platform', after: random.int(10, 30), outcome: random.chance(0.85) ? 'entregue' : 'entregue_portao' });
  }
  if (settled) moves.push({ to: 'FINISHED', actor: 'platform', after: random.int(15, 45) });
  return moves;
}

/** One order of the history at `placedAt`: mostly delivered, some rejected, forgotten or cancelled. */
function plannedOrder(random: Random, company: HistoryCompany, placedAt: Date, customers: readonly Customer[]): Plan {
  const payment = random.pick(PAYMENTS);
  const fulfilment: Fulfilment = random.chance(0.25) ? 'pickup' : 'delivery';
  // A PIX order is often placed before it is paid (the app waits for the transfer).
  const placed = payment === 'PIX' && random.chance(0.5) ? 'AWAITING_PAYMENT' : 'WAIT_COMPANY';
  const keys = Object.keys(company.menu);
  const lines = new Set<string>();
  const count = random.int(1, company.type === 'supermarket' ? 6 : 3);
  while (lines.size < count) lines.add(random.pick(keys));
  const items = [...lines].map((key) => itemOf(company.menu[key] as MenuLine, random.chance(0.2) ? 2 : 1));
  const moves: Move[] = [];
  if (placed === 'AWAITING_PAYMENT') {
    if (random.chance(0.1)) {
      moves.push({ to: 'CANCELED', actor: 'platform', after: random.int(10, 20), reason: 'customer_request' });
      return { placedAt, placed, fulfilment, payment, customer: random.pick(customers), items, place: random.pick(company.places), discount: 0, moves };
    }
    moves.push({ to: 'WAIT_COMPANY', actor: 'platform', after: random.int(1, 4) });
  }
  const roll = random.next();
  if (roll < 0.05) {
    moves.push({ to: 'CANCELED', actor: 'platform', after: DEFAULT_ACCEPTANCE_DEADLINE_MINUTES, reason: ACCEPTANCE_DEADLINE_REASON });
  } else if (roll < 0.1) {
    moves.push({ to: 'CANCELED', actor: 'company', after: random.int(1, 6), reason: random.pick(['too_busy', 'too_busy', 'out_of_stock', 'closing_soon', 'address_out_of_area']) });
  } else if (roll < 0.13) {
    const accepted = completedMoves(random, company, fulfilment, false).slice(0, 1);
    moves.push(...accepted, { to: 'CANCELED', actor: 'company', after: random.int(5, 15), reason: random.pick(['out_of_stock', 'customer_request']) });
  } else {
    moves.push(...completedMoves(random, company, fulfilment, random.chance(0.85)));
  }
  const discount = random.chance(0.1) ? random.pick([500, 1000, 1500]) : 0;
  return { placedAt, placed, fulfilment, payment, customer: random.pick(customers), items, place: random.pick(company.places), discount, moves };
}

/** Inês Gonçalves's order: yesterday 19:40, lasanha and juice, delivered by the company's second rider, settled. */
function yesterdaysOrder(company: HistoryCompany, day: string): Plan {
  const rider = company.riders[1] ?? (company.riders[0] as number);
  return {
    placedAt: localInstant(day, 19 * 60 + 40),
    placed: 'WAIT_COMPANY',
    fulfilment: 'delivery',
    payment: 'app card',
    customer: [YESTERDAYS_DEMO_ORDER.customerName, YESTERDAYS_DEMO_ORDER.customerPhone],
    items: [itemOf(['Lasanha à bolonhesa', 1, 4890], 1), itemOf(['Suco de laranja 500 ml', 1, 1100, 'sem gelo'], 1)],
    place: company.places[0] as DemoPlace,
    discount: 0,
    moves: [
      { to: 'IN_PREPARATION', actor: 'company', after: 3, prepMinutes: 25 },
      { to: 'AWAIT_DELIVERYMAN', actor: 'company', after: 23 },
      { to: 'ACCEPT_DELIVERYMAN', actor: 'company', after: 3, rider },
      { to: 'DISPATCH', actor: 'company', after: 3 },
      { to: 'RELEASE_DRIVER', actor: 'platform', after: 1 },
      { to: 'DELIVERY_ROUTE', actor: 'platform', after: 1 },
      { to: 'DELIVERED', actor: 'platform', after: 24, outcome: 'entregue' },
      { to: 'FINISHED', actor: 'platform', after: 32 },
    ],
  };
}

/**
 * Plays `plan` through the transition table (src/domain/orderTransitions.ts checks each move, so
 * the history is one the server could have written) into the order's row and its history, each
 * field set as the server's moves set it (server/services/orders.ts `applyMove`).
 */
function played(plan: Plan, company: HistoryCompany, id: string, number: number) {
  const history: Insertable<OrderHistoryTable>[] = [
    { order_id: id, at: plan.placedAt, action: 'place', from_status: null, to_status: plan.placed, by_user_id: null, by_name: null, actor: 'platform', prep_minutes: null, reason: null, outcome: null, rider_id: null },
  ];
  let state: { status: OrderStatus; riderId: string | null } = { status: plan.placed, riderId: null };
  let at = plan.placedAt;
  let paid = PAID_AHEAD.includes(plan.payment) && plan.placed === 'WAIT_COMPANY';
  let acceptBy: Date | null = plan.placed === 'WAIT_COMPANY' ? new Date(at.getTime() + DEFAULT_ACCEPTANCE_DEADLINE_MINUTES * 60_000) : null;
  let acceptedAt: Date | null = null;
  let prepMinutes: number | null = null;
  let dispatchedAt: Date | null = null;
  let outcome: DeliveryOutcome | null = null;
  let cancelReason: string | null = null;
  for (const move of plan.moves) {
    at = new Date(at.getTime() + move.after * 60_000);
    const check = checkTransition({ status: state.status, fulfilment: plan.fulfilment, riderId: state.riderId, companyType: company.type }, move.actor, {
      to: move.to,
      prepMinutes: move.prepMinutes ?? null,
      reason: move.reason ?? null,
      deliveryManId: move.rider === undefined ? null : demoRiderId(move.rider),
      outcome: move.outcome ?? null,
    });
    if (!check.ok) throw new Error(`history order ${number} of ${company.id}: ${check.message}`);
    const { next } = check;
    const author = move.actor === 'platform' ? null : company.operator;
    history.push({
      order_id: id,
      at,
      action: next.action,
      from_status: state.status,
      to_status: next.status,
      by_user_id: author?.id ?? null,
      by_name: author?.fullname ?? null,
      actor: author ? move.actor : 'platform',
      prep_minutes: next.prepMinutes,
      reason: next.reason,
      outcome: next.outcome,
      rider_id: next.riderId,
    });
    if (next.action === 'accept') {
      acceptedAt = at;
      prepMinutes = next.prepMinutes;
    }
    if (next.status === 'WAIT_COMPANY') acceptBy = new Date(at.getTime() + DEFAULT_ACCEPTANCE_DEADLINE_MINUTES * 60_000);
    if (next.action === 'confirmPayment') paid = true;
    if (columnOf(next.status) === 'onTheWay' && columnOf(state.status) !== 'onTheWay') dispatchedAt = at;
    if (next.outcome !== null) outcome = next.outcome;
    if (next.status === 'CANCELED') cancelReason = next.reason;
    state = { status: next.status, riderId: next.riderId };
  }
  const itemsTotal = plan.items.reduce((sum, item) => sum + amountOf(item), 0);
  const fee = plan.fulfilment === 'pickup' ? 0 : company.deliveryFee;
  const discount = Math.min(plan.discount, itemsTotal);
  const row: Insertable<OrdersTable> = {
    id,
    company_id: company.id,
    number,
    status: state.status,
    version: history.length,
    fulfilment: plan.fulfilment,
    payment_type: plan.payment,
    paid,
    items: JSON.stringify(plan.items),
    items_total: itemsTotal,
    delivery_fee: fee,
    discount,
    total: itemsTotal + fee - discount,
    customer_name: plan.customer[0],
    customer_phone: plan.customer[1],
    address: plan.fulfilment === 'pickup' ? null : JSON.stringify(addressOf(plan.place)),
    scheduled_for: null,
    prep_minutes: prepMinutes,
    accepted_at: acceptedAt,
    ready_by: acceptedAt && prepMinutes !== null ? new Date(acceptedAt.getTime() + prepMinutes * 60_000) : null,
    accept_by: acceptBy,
    dispatched_at: dispatchedAt,
    rider_id: state.riderId,
    outcome,
    cancel_reason: cancelReason,
    placed_at: plan.placedAt,
    status_at: at,
    updated_at: at,
  };
  return { row, history, endedAt: at };
}

/**
 * Writes the last {@link HISTORY_DAYS} local days (São Paulo) before the day of `now` of each
 * company: 8 to 15 orders a day placed between 11:00 and 22:00, numbered from 1 in the order they
 * were placed, and the company's order counter left at the last number, so that the orders placed
 * after (the seed's orders of the moment) follow them. The restaurant's (the company with
 * `withYesterdaysOrder`) holds {@link YESTERDAYS_DEMO_ORDER}.
 *
 * The orders and their numbers are the same whatever time of day the seed runs; only an order whose
 * last move is less than 2 hours before `now` (yesterday's late orders, when the seed runs
 * after midnight) is left out, as it would still show on the board, and its number with it.
 */
export async function seedOrderHistory(trx: Db, company: HistoryCompany, now: Date, withYesterdaysOrder: boolean): Promise<void> {
  const random = generator(company.seed);
  const today = localDay(now);
  const plans: Plan[] = [];
  for (let back = HISTORY_DAYS; back >= 1; back--) {
    const day = addDays(today, -back);
    const count = random.int(8, 15);
    const minutes = Array.from({ length: count }, () => placingMinute(random)).sort((a, b) => a - b);
    const dayPlans = minutes.map((minute) => plannedOrder(random, company, localInstant(day, minute), CUSTOMERS));
    if (withYesterdaysOrder && back === 1) dayPlans.push(yesterdaysOrder(company, day));
    plans.push(...dayPlans.sort((a, b) => a.placedAt.getTime() - b.placedAt.getTime()));
  }
  const orders: Insertable<OrdersTable>[] = [];
  const history: Insertable<OrderHistoryTable>[] = [];
  plans.forEach((plan, index) => {
    const order = played(plan, company, random.hex(24), index + 1);
    if (order.endedAt.getTime() > now.getTime() - OFF_THE_BOARD_MS) return;
    orders.push(order.row);
    history.push(...order.history);
  });
  // A few hundred rows a statement: one round trip per row would take seconds on the embedded database.
  for (let start = 0; start < orders.length; start += 200) await trx.insertInto('orders').values(orders.slice(start, start + 200)).execute();
  for (let start = 0; start < history.length; start += 500) await trx.insertInto('order_history').values(history.slice(start, start + 500)).execute();
  await trx.insertInto('company_order_counters').values({ company_id: company.id, last_number: plans.length }).execute();
}
