import type { Order, OrderHistoryEntry, OrderSummary } from '../../src/contract/schema.gen';

/**
 * The board's card of Ana Souza's order #7 at Cantina (company c1): R$ 45,90 by PIX, paid, for
 * delivery, placed at 11:50 UTC on 2 March 2026, with the id, version and status given.
 */
export function orderCard(id: string, version: number, status: OrderSummary['status']): OrderSummary {
  return {
    _id: id,
    companyId: 'c1',
    companyName: 'Cantina',
    companyType: 'restaurant',
    number: 7,
    status,
    version,
    fulfilment: 'delivery',
    paymentType: 'PIX',
    paid: true,
    customerName: 'Ana Souza',
    total: 4590,
    placedAt: '2026-03-02T11:50:00.000Z',
    statusAt: '2026-03-02T11:50:00.000Z',
    scheduledFor: null,
    prepMinutes: null,
    readyBy: null,
    acceptBy: null,
    rider: null,
    outcome: null,
    cancelReason: null,
    late: false,
  };
}

/** The order of `card` as the drawer reads it: R$ 40,90 of items and R$ 5,00 of delivery, Ana's phone, no address, `history`. */
export function fullOrder(card: OrderSummary, history: OrderHistoryEntry[] = []): Order {
  return { ...card, items: [], totals: { items: 4090, deliveryFee: 500, discount: 0, total: 4590 }, customer: { name: 'Ana Souza', phone: '5531999990000' }, address: null, history };
}
