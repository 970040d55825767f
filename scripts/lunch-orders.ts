/**
 * Orders as a customer app places them at a lunch peak, for `npm run demo:orders` and
 * `npm run bench:orders`: realistic items of a restaurant or a supermarket whose amounts add up
 * (`OrderPlacement`), mostly straight to the store (`WAIT_COMPANY`), some for pickup, some
 * scheduled, paid in cash or through the app.
 */
import type { OrderItem, OrderPlacement } from '../src/contract/schema.gen';

type Kind = 'restaurant' | 'supermarket';
interface CatalogueItem {
  name: string;
  unitPrice: number;
  notes?: readonly string[];
  complements?: readonly { name: string; unitPrice: number }[];
}

const RESTAURANT: readonly CatalogueItem[] = [
  { name: 'Lasanha à bolonhesa', unitPrice: 4290, notes: ['bem quente', 'sem orégano'] },
  { name: 'Espaguete ao sugo', unitPrice: 3490, complements: [{ name: 'Parmesão extra', unitPrice: 400 }, { name: 'Almôndegas', unitPrice: 900 }] },
  { name: 'Pizza margherita', unitPrice: 5990, notes: ['cortar em 8', 'massa fina'], complements: [{ name: 'Borda recheada de catupiry', unitPrice: 900 }] },
  { name: 'Nhoque de batata ao pesto', unitPrice: 3890 },
  { name: 'Risoto de cogumelos', unitPrice: 4690, notes: ['sem cebola'] },
  { name: 'Filé à parmegiana com arroz e fritas', unitPrice: 4990, complements: [{ name: 'Ovo frito', unitPrice: 300 }, { name: 'Bacon', unitPrice: 500 }] },
  { name: 'Salada caprese', unitPrice: 2790, notes: ['molho à parte'] },
  { name: 'Tiramisù', unitPrice: 1890 },
  { name: 'Refrigerante lata 350 ml', unitPrice: 650, notes: ['bem gelado'] },
  { name: 'Suco de laranja 500 ml', unitPrice: 990, notes: ['sem açúcar'] },
];

const SUPERMARKET: readonly CatalogueItem[] = [
  { name: 'Arroz branco tipo 1 5 kg', unitPrice: 2899 },
  { name: 'Feijão carioca 1 kg', unitPrice: 899 },
  { name: 'Leite integral 1 L', unitPrice: 549, notes: ['validade longa'] },
  { name: 'Café torrado e moído 500 g', unitPrice: 1790 },
  { name: 'Banana prata (kg)', unitPrice: 699, notes: ['não muito maduras'] },
  { name: 'Pão de forma integral', unitPrice: 899 },
  { name: 'Ovos brancos (dúzia)', unitPrice: 1299, notes: ['conferir se nenhum está quebrado'] },
  { name: 'Peito de frango (kg)', unitPrice: 1890 },
  { name: 'Detergente líquido 500 ml', unitPrice: 279 },
  { name: 'Papel higiênico 12 rolos', unitPrice: 2190 },
  { name: 'Tomate (kg)', unitPrice: 899, notes: ['firmes, para salada'] },
  { name: 'Água mineral 1,5 L', unitPrice: 329 },
];

const FIRST = ['Ana', 'Bruno', 'Camila', 'Diego', 'Elisa', 'Fábio', 'Giovana', 'Heitor', 'Isadora', 'Jorge', 'Larissa', 'Marcelo', 'Natália', 'Otávio', 'Paula', 'Renato'];
const LAST = ['Souza', 'Oliveira', 'Santos', 'Lima', 'Pereira', 'Costa', 'Ferreira', 'Almeida', 'Ribeiro', 'Carvalho'];
const STREETS: readonly { street: string; district: string; at: [number, number] }[] = [
  { street: 'Rua Augusta', district: 'Consolação', at: [-46.6533, -23.5530] },
  { street: 'Alameda Santos', district: 'Jardim Paulista', at: [-46.6561, -23.5672] },
  { street: 'Rua Oscar Freire', district: 'Jardins', at: [-46.6689, -23.5628] },
  { street: 'Rua Teodoro Sampaio', district: 'Pinheiros', at: [-46.6822, -23.5614] },
  { street: 'Rua Haddock Lobo', district: 'Cerqueira César', at: [-46.6620, -23.5605] },
  { street: 'Rua Vergueiro', district: 'Liberdade', at: [-46.6380, -23.5700] },
];
const COMPLEMENTS = ['', '', 'Apto 42', 'Bloco B, apto 101', 'Casa dos fundos', 'Portaria 24 h'];

/** A source of numbers in [0, 1): Math.random, or a seeded one for a repeatable run. */
export type Random = () => number;

function pick<T>(random: Random, values: readonly T[]): T {
  return values[Math.floor(random() * values.length)] as T;
}

/** The amount of one line: quantity × (unit price + its complements per unit). */
export function lineAmount(item: OrderItem): number {
  return item.quantity * (item.unitPrice + item.complements.reduce((sum, c) => sum + c.quantity * c.unitPrice, 0));
}

/**
 * One order of a lunch peak for a company of `kind` at `now`: 1 to 4 lines (3 to 8 at the
 * supermarket), about 1 in 5 for pickup, 1 in 10 scheduled one to three hours ahead, 1 in 20
 * awaiting an online payment, the rest straight to the store; cash (collected on delivery,
 * unpaid) or paid in the app.
 */
export function lunchPeakOrder(kind: Kind, random: Random = Math.random, now: Date = new Date()): OrderPlacement {
  const catalogue = kind === 'restaurant' ? RESTAURANT : SUPERMARKET;
  const lines = kind === 'restaurant' ? 1 + Math.floor(random() * 4) : 3 + Math.floor(random() * 6);
  const items: OrderItem[] = [];
  for (const entry of [...catalogue].sort(() => random() - 0.5).slice(0, lines)) {
    const complements = (entry.complements ?? []).filter(() => random() < 0.4).map((c) => ({ name: c.name, quantity: 1, unitPrice: c.unitPrice }));
    items.push({
      name: entry.name,
      quantity: 1 + (random() < 0.3 ? Math.floor(random() * 3) : 0),
      unitPrice: entry.unitPrice,
      notes: entry.notes && random() < 0.35 ? pick(random, entry.notes) : '',
      complements,
    });
  }
  const itemsTotal = items.reduce((sum, item) => sum + lineAmount(item), 0);
  const pickup = random() < 0.2;
  const roll = random();
  const status: OrderPlacement['status'] = roll < 0.1 ? 'SCHEDULED' : roll < 0.15 ? 'AWAITING_PAYMENT' : 'WAIT_COMPANY';
  const paymentType: OrderPlacement['paymentType'] =
    status === 'AWAITING_PAYMENT' ? 'PIX app' : pick(random, ['money', 'money', 'app card', 'app card', 'PIX app', 'digital wallet'] as const);
  const deliveryFee = pickup ? 0 : pick(random, [599, 799, 990]);
  const discount = random() < 0.15 ? Math.min(1000, itemsTotal) : 0;
  const place = pick(random, STREETS);
  const first = pick(random, FIRST);
  const scheduledFor = status === 'SCHEDULED' ? new Date(now.getTime() + (60 + Math.floor(random() * 120)) * 60_000) : null;
  if (scheduledFor) scheduledFor.setUTCMinutes(Math.ceil(scheduledFor.getUTCMinutes() / 15) * 15, 0, 0);
  return {
    status,
    fulfilment: pickup ? 'pickup' : 'delivery',
    paymentType,
    paid: paymentType !== 'money' && status !== 'AWAITING_PAYMENT',
    items,
    totals: { items: itemsTotal, deliveryFee, discount, total: itemsTotal + deliveryFee - discount },
    customer: { name: `${first} ${pick(random, LAST)}`, phone: `55119${String(Math.floor(random() * 1e8)).padStart(8, '0')}` },
    address: pickup
      ? null
      : {
          street: place.street,
          number: String(10 + Math.floor(random() * 2000)),
          district: place.district,
          city: 'São Paulo',
          complement: pick(random, COMPLEMENTS),
          coordinates: [Number((place.at[0] + (random() - 0.5) * 0.004).toFixed(6)), Number((place.at[1] + (random() - 0.5) * 0.004).toFixed(6))],
        },
    scheduledFor: scheduledFor ? scheduledFor.toISOString() : null,
  };
}

/** Reais as a person reads them: 'R$ 42,90'. */
export function reais(cents: number): string {
  return new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(cents / 100);
}
