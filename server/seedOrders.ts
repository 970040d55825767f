import { randomBytes } from 'node:crypto';
import type { CompanyType } from '../src/domain/company';
import { columnOf, type DeliveryOutcome, type Fulfilment, type OrderStatus, type PaymentType } from '../src/domain/orders';
import { checkTransition, type OrderActor } from '../src/domain/orderTransitions';
import type { Db } from './db';
import type { OrderAddressJson, OrderItemJson } from './db/schema';
import { insertOrderHistory } from './repositories/orderHistory';
import { insertOrder, nextOrderNumber } from './repositories/orders';
import { demoRiderId } from './seedDelivery';
import { seedOrderHistory } from './seedOrderHistory';

/** The demo companies that take orders, and the operator who moves each one's orders. */
export interface OrderDemoCompanies {
  restaurant: { id: string; operator: { id: number; fullname: string } | null };
  supermarket: { id: string; operator: { id: number; fullname: string } | null };
}

type Line = [name: string, quantity: number, unitPrice: number, notes?: string, complements?: [string, number, number][]];

const RESTAURANT_MENU: Record<string, Line> = {
  lasanha: ['Lasanha à bolonhesa', 1, 4890],
  pizza: ['Pizza margherita grande', 1, 5490, '', [['Borda de catupiry', 1, 900]]],
  nhoque: ['Nhoque ao sugo', 1, 3990, 'molho à parte'],
  carbonara: ['Espaguete à carbonara', 1, 4590, 'sem pimenta-do-reino'],
  bruschetta: ['Bruschetta de tomate e manjericão', 1, 2490],
  tiramisu: ['Tiramisù', 1, 1890],
  refri: ['Refrigerante lata 350 ml', 2, 700],
  suco: ['Suco de laranja 500 ml', 1, 1100, 'sem gelo'],
};

const MARKET_SHELF: Record<string, Line> = {
  arroz: ['Arroz tipo 1 5 kg', 1, 2890],
  feijao: ['Feijão carioca 1 kg', 2, 899],
  leite: ['Leite integral 1 L', 6, 549],
  cafe: ['Café torrado e moído 500 g', 1, 1790],
  banana: ['Banana prata (kg)', 2, 699, 'bem maduras'],
  pao: ['Pão de forma integral', 1, 899],
  azeite: ['Azeite extra virgem 500 ml', 1, 3490],
  detergente: ['Detergente 500 ml', 3, 289],
  ovos: ['Ovos brancos (dúzia)', 1, 1290, 'embalar separado'],
};

type Place = [street: string, number: string, district: string, lng: number, lat: number, complement?: string];

// Around the Bixiga (the restaurant) and Pinheiros (the supermarket), where the demo riders ride.
const BIXIGA: Place[] = [
  ['Rua Treze de Maio', '842', 'Bela Vista', -46.6462, -23.5612, 'apto 34'],
  ['Rua Rui Barbosa', '315', 'Bela Vista', -46.6437, -23.5577],
  ['Avenida Brigadeiro Luís Antônio', '1720', 'Bela Vista', -46.6451, -23.5628, 'bloco B, apto 112'],
  ['Rua Maria Paula', '96', 'Bela Vista', -46.6398, -23.5521],
  ['Rua Santo Antônio', '570', 'Bela Vista', -46.6421, -23.5548, 'portaria 24 h'],
  ['Rua Abolição', '211', 'Bela Vista', -46.6449, -23.5586],
  ['Rua Conselheiro Carrão', '402', 'Bela Vista', -46.6481, -23.5603, 'casa 2'],
];
const PINHEIROS: Place[] = [
  ['Rua Teodoro Sampaio', '1340', 'Pinheiros', -46.6812, -23.5626, 'apto 81'],
  ['Rua dos Pinheiros', '707', 'Pinheiros', -46.6847, -23.5671],
  ['Rua Cardeal Arcoverde', '1915', 'Pinheiros', -46.6889, -23.5598, 'fundos'],
  ['Rua Fradique Coutinho', '455', 'Pinheiros', -46.6871, -23.5573],
  ['Rua Mourato Coelho', '1120', 'Pinheiros', -46.6905, -23.5587, 'apto 22'],
  ['Rua Artur de Azevedo', '880', 'Pinheiros', -46.6793, -23.5641],
  ['Rua Capote Valente', '317', 'Pinheiros', -46.6768, -23.5589],
];

const CUSTOMERS = [
  ['Ana Paula Ferreira', '5511987651234'],
  ['Bruno Carvalho', '5511976542345'],
  ['Camila Ribeiro', '5511965433456'],
  ['Diego Almeida', '5511954324567'],
  ['Elaine Souza', '5511943215678'],
  ['Fábio Nascimento', '5511932106789'],
  ['Gabriela Lopes', '5511921097890'],
  ['Henrique Batista', '5511910988901'],
  ['Isadora Pires', '5511998879012'],
  ['João Pedro Moura', '5511987760123'],
  ['Letícia Araújo', '5511976651234'],
  ['Marcos Vinícius Rocha', '5511965542345'],
] as const;

/** One move after the placing: its target and what it carries; `actor` moves it (the company's operator by default). */
interface Step {
  to: OrderStatus;
  actor?: OrderActor;
  prepMinutes?: number;
  reason?: string;
  rider?: number;
  outcome?: DeliveryOutcome;
}

interface DemoOrder {
  lines: string[];
  placed: 'WAIT_COMPANY' | 'SCHEDULED' | 'AWAITING_PAYMENT';
  /** Minutes before the seed's time the order was placed. */
  ago: number;
  steps: Step[];
  fulfilment?: Fulfilment;
  payment?: PaymentType;
  paid?: boolean;
  discount?: number;
  /** For a scheduled order: minutes after the seed's time it is for. */
  scheduledIn?: number;
}

const accept = (prepMinutes: number): Step => ({ to: 'IN_PREPARATION', prepMinutes });
const READY: Step = { to: 'AWAIT_DELIVERYMAN' };
const assign = (rider: number): Step => ({ to: 'ACCEPT_DELIVERYMAN', rider });
const DISPATCH: Step = { to: 'DISPATCH' };
const ON_ROUTE: Step[] = [{ to: 'RELEASE_DRIVER', actor: 'platform' }, { to: 'DELIVERY_ROUTE', actor: 'platform' }];
const DELIVERED: Step = { to: 'DELIVERED', actor: 'platform', outcome: 'entregue' };
const PICKING: Step[] = [{ to: 'ACCEPT_SHOPPER' }, { to: 'RELEASE_SHOPPER' }];

/** Every board column of the restaurant's day; riders 1 to 10 are its own. */
const RESTAURANT_ORDERS: DemoOrder[] = [
  { lines: ['pizza', 'refri'], placed: 'SCHEDULED', ago: 20, steps: [], scheduledIn: 180, payment: 'app card', paid: true },
  { lines: ['lasanha', 'suco'], placed: 'AWAITING_PAYMENT', ago: 3, steps: [], payment: 'PIX', paid: false },
  { lines: ['carbonara', 'tiramisu'], placed: 'WAIT_COMPANY', ago: 2, steps: [], payment: 'money', paid: false },
  { lines: ['bruschetta', 'pizza', 'refri'], placed: 'WAIT_COMPANY', ago: 1, steps: [], payment: 'PIX app', paid: true },
  { lines: ['nhoque', 'suco'], placed: 'WAIT_COMPANY', ago: 14, steps: [accept(30)], payment: 'digital wallet', paid: true },
  { lines: ['lasanha', 'tiramisu', 'refri'], placed: 'WAIT_COMPANY', ago: 48, steps: [accept(25)], payment: 'money', paid: false, discount: 500 },
  { lines: ['pizza'], placed: 'WAIT_COMPANY', ago: 26, steps: [accept(20)], fulfilment: 'pickup', payment: 'PIX', paid: true },
  { lines: ['carbonara', 'refri'], placed: 'WAIT_COMPANY', ago: 33, steps: [accept(20), READY], payment: 'app card', paid: true },
  { lines: ['nhoque', 'bruschetta'], placed: 'WAIT_COMPANY', ago: 38, steps: [accept(20), READY, assign(1)], payment: 'PIX', paid: true },
  { lines: ['lasanha', 'suco'], placed: 'WAIT_COMPANY', ago: 45, steps: [accept(25), READY, assign(2), DISPATCH], payment: 'money', paid: false },
  { lines: ['pizza', 'tiramisu'], placed: 'WAIT_COMPANY', ago: 55, steps: [accept(25), READY, assign(3), DISPATCH, ...ON_ROUTE], payment: 'digital card', paid: true },
  { lines: ['carbonara', 'suco'], placed: 'WAIT_COMPANY', ago: 80, steps: [accept(25), READY, assign(5), DISPATCH, ...ON_ROUTE, DELIVERED], payment: 'PIX', paid: true },
  { lines: ['bruschetta', 'refri'], placed: 'WAIT_COMPANY', ago: 40, steps: [{ to: 'CANCELED', reason: 'out_of_stock' }], payment: 'app card', paid: true },
];

/** Every board column of the supermarket's day, picking included; riders 11 to 18 are its own. */
const MARKET_ORDERS: DemoOrder[] = [
  { lines: ['arroz', 'feijao', 'leite', 'cafe'], placed: 'SCHEDULED', ago: 60, steps: [], scheduledIn: 240, payment: 'PIX', paid: true },
  { lines: ['banana', 'pao', 'ovos'], placed: 'AWAITING_PAYMENT', ago: 4, steps: [], payment: 'PIX', paid: false },
  { lines: ['azeite', 'detergente', 'leite'], placed: 'WAIT_COMPANY', ago: 2, steps: [], payment: 'money', paid: false },
  { lines: ['cafe', 'pao'], placed: 'WAIT_COMPANY', ago: 9, steps: [accept(40)], payment: 'app card', paid: true },
  { lines: ['arroz', 'feijao', 'banana', 'ovos'], placed: 'WAIT_COMPANY', ago: 21, steps: [accept(45), PICKING[0] as Step], payment: 'PIX app', paid: true },
  { lines: ['leite', 'cafe', 'detergente'], placed: 'WAIT_COMPANY', ago: 35, steps: [accept(40), ...PICKING], payment: 'digital wallet', paid: true },
  { lines: ['azeite', 'pao', 'banana'], placed: 'WAIT_COMPANY', ago: 50, steps: [accept(40), ...PICKING, READY], payment: 'money', paid: false },
  { lines: ['arroz', 'leite', 'ovos'], placed: 'WAIT_COMPANY', ago: 62, steps: [accept(40), ...PICKING, READY, assign(11)], payment: 'PIX', paid: true },
  { lines: ['feijao', 'cafe', 'azeite'], placed: 'WAIT_COMPANY', ago: 75, steps: [accept(45), ...PICKING, READY, assign(12), DISPATCH, ...ON_ROUTE], payment: 'app card', paid: true },
  { lines: ['banana', 'leite', 'pao'], placed: 'WAIT_COMPANY', ago: 95, steps: [accept(40), ...PICKING, READY, assign(14), DISPATCH, ...ON_ROUTE, DELIVERED], payment: 'PIX', paid: true },
  { lines: ['detergente', 'ovos'], placed: 'WAIT_COMPANY', ago: 25, steps: [{ to: 'CANCELED', reason: 'closing_soon' }], payment: 'PIX', paid: true },
];

function itemOf([name, quantity, unitPrice, notes = '', complements = []]: Line): OrderItemJson {
  return { name, quantity, unitPrice, notes, complements: complements.map(([n, q, p]) => ({ name: n, quantity: q, unitPrice: p })) };
}

const amountOf = (item: OrderItemJson) => item.quantity * (item.unitPrice + item.complements.reduce((sum, c) => sum + c.quantity * c.unitPrice, 0));

function addressOf([street, number, district, lng, lat, complement = '']: Place): OrderAddressJson {
  return { street, number, district, city: 'São Paulo', complement, coordinates: [lng, lat] };
}

const after = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);

/**
 * Writes one demo order: placed `ago` minutes before `now`, then moved step by step through the
 * transition table (src/domain/orderTransitions.ts checks each move, so the history is one the
 * server could have written), the moves a few minutes apart, the last one no later than a minute ago.
 */
async function seedOrder(trx: Db, company: { id: string; type: CompanyType; operator: { id: number; fullname: string } | null }, demo: DemoOrder, n: number, now: Date): Promise<void> {
  const menu = company.type === 'supermarket' ? MARKET_SHELF : RESTAURANT_MENU;
  const items = demo.lines.map((key) => itemOf(menu[key] as Line));
  const fulfilment = demo.fulfilment ?? 'delivery';
  const fee = fulfilment === 'pickup' ? 0 : company.type === 'supermarket' ? 1250 : 790;
  const itemsTotal = items.reduce((sum, item) => sum + amountOf(item), 0);
  const discount = demo.discount ?? 0;
  const [customerName, phone] = CUSTOMERS[n % CUSTOMERS.length] as (typeof CUSTOMERS)[number];
  const places = company.type === 'supermarket' ? PINHEIROS : BIXIGA;
  const placedAt = after(now, -demo.ago);
  // A few minutes between moves, so that an order accepted long ago shows late.
  const gap = demo.steps.length === 0 ? 0 : Math.max(1, Math.min(8, Math.floor((demo.ago - 1) / demo.steps.length)));

  const history: Parameters<typeof insertOrderHistory>[1][] = [];
  const orderId = randomBytes(12).toString('hex');
  let state = { status: demo.placed as OrderStatus, riderId: null as string | null };
  let at = placedAt;
  let acceptedAt: Date | null = null;
  let prepMinutes: number | null = null;
  let dispatchedAt: Date | null = null;
  let outcome: DeliveryOutcome | null = null;
  let cancelReason: string | null = null;
  history.push({ order_id: orderId, at, action: 'place', from_status: null, to_status: state.status, by_user_id: null, by_name: null, actor: 'platform', prep_minutes: null, reason: null, outcome: null, rider_id: null });
  for (const step of demo.steps) {
    at = after(at, gap);
    const actor = step.actor ?? 'company';
    const check = checkTransition({ status: state.status, fulfilment, riderId: state.riderId, companyType: company.type }, actor, {
      to: step.to,
      prepMinutes: step.prepMinutes ?? null,
      reason: step.reason ?? null,
      deliveryManId: step.rider === undefined ? null : demoRiderId(step.rider),
      outcome: step.outcome ?? null,
    });
    if (!check.ok) throw new Error(`demo order ${n} of ${company.id}: ${check.message}`);
    const { next } = check;
    const author = actor === 'platform' ? null : company.operator;
    history.push({
      order_id: orderId,
      at,
      action: next.action,
      from_status: state.status,
      to_status: next.status,
      by_user_id: author?.id ?? null,
      by_name: author?.fullname ?? null,
      actor: author ? actor : 'platform',
      prep_minutes: next.prepMinutes,
      reason: next.reason,
      outcome: next.outcome,
      rider_id: next.riderId,
    });
    if (next.action === 'accept') {
      acceptedAt = at;
      prepMinutes = next.prepMinutes;
    }
    if (columnOf(next.status) === 'onTheWay' && columnOf(state.status) !== 'onTheWay') dispatchedAt = at;
    if (next.outcome) outcome = next.outcome;
    if (next.status === 'CANCELED') cancelReason = next.reason;
    state = { status: next.status, riderId: next.riderId };
  }

  await insertOrder(trx, {
    id: orderId,
    company_id: company.id,
    number: await nextOrderNumber(trx, company.id),
    status: state.status,
    version: history.length,
    fulfilment,
    payment_type: demo.payment ?? 'PIX',
    paid: demo.paid ?? true,
    items: JSON.stringify(items),
    items_total: itemsTotal,
    delivery_fee: fee,
    discount,
    total: itemsTotal + fee - discount,
    customer_name: customerName,
    customer_phone: phone,
    address: fulfilment === 'pickup' ? null : JSON.stringify(addressOf(places[n % places.length] as Place)),
    scheduled_for: demo.scheduledIn === undefined ? null : after(now, demo.scheduledIn),
    prep_minutes: prepMinutes,
    accepted_at: acceptedAt,
    ready_by: acceptedAt && prepMinutes !== null ? after(acceptedAt, prepMinutes) : null,
    accept_by: demo.placed === 'WAIT_COMPANY' ? after(placedAt, 8) : null,
    dispatched_at: dispatchedAt,
    rider_id: state.riderId,
    outcome,
    cancel_reason: cancelReason,
    placed_at: placedAt,
    status_at: at,
    updated_at: at,
  });
  for (const entry of history) await insertOrderHistory(trx, entry);
}

/** The demo riders (by number, demoRiderId) of the restaurant and of the supermarket (server/seedDelivery.ts FLEETS). */
const RESTAURANT_RIDERS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const MARKET_RIDERS = [11, 12, 13, 14, 15, 16, 17, 18];

/**
 * The demo restaurant's and supermarket's last 14 days (server/seedOrderHistory.ts), then their orders of the moment, in every board column (the
 * supermarket's picking too), placed minutes before `now`: the new ones recent enough that the
 * 8-minute acceptance deadline has not passed when the server first starts.
 */
export async function seedOrders(trx: Db, companies: OrderDemoCompanies, now = new Date()): Promise<void> {
  // The history first: order numbers grow with time, so the orders of the moment take the highest.
  await seedOrderHistory(trx, { ...companies.restaurant, type: 'restaurant', menu: RESTAURANT_MENU, places: BIXIGA, riders: RESTAURANT_RIDERS, deliveryFee: 790, seed: 25_001 }, now, true);
  await seedOrderHistory(trx, { ...companies.supermarket, type: 'supermarket', menu: MARKET_SHELF, places: PINHEIROS, riders: MARKET_RIDERS, deliveryFee: 1250, seed: 25_002 }, now, false);
  let n = 0;
  for (const demo of RESTAURANT_ORDERS) await seedOrder(trx, { ...companies.restaurant, type: 'restaurant' }, demo, n++, now);
  for (const demo of MARKET_ORDERS) await seedOrder(trx, { ...companies.supermarket, type: 'supermarket' }, demo, n++, now);
}
