import { describe, expect, it } from 'vitest';
import type { CompanyType } from '../../src/domain/company';
import type { Fulfilment, OrderStatus } from '../../src/domain/orders';
import {
  allowedTransitions,
  checkPlacement,
  checkTransition,
  isRiderAssigned,
  PLACEMENT_STATUSES,
  type OrderActor,
  type TransitionOrder,
  type TransitionRequest,
} from '../../src/domain/orderTransitions';

// Statuses in which a rider holds the order: the fixtures give them a rider id.
const WITH_RIDER: readonly OrderStatus[] = [
  'ACCEPT_DELIVERYMAN',
  'DELIVERY_AT_STORE',
  'DISPATCH',
  'RELEASE_DRIVER',
  'RELEASE_DRIVER_COD',
  'DELIVERY_ROUTE',
  'DELIVERY_GOBACK',
  'DELIVERED',
  'FINISHED',
];

function order(status: OrderStatus, overrides: Partial<TransitionOrder> = {}): TransitionOrder {
  return { status, fulfilment: 'delivery', riderId: WITH_RIDER.includes(status) ? 'r1' : null, companyType: 'restaurant', ...overrides };
}

function moves(o: TransitionOrder, actor: OrderActor): string[] {
  return allowedTransitions(o, actor)
    .map((move) => `${move.action}:${move.to}`)
    .sort();
}

type Oracle = Record<OrderActor, string[]>;

const OUTCOMES = ['outcome:AWAIT_DELIVERYMAN', 'outcome:DELIVERED', 'outcome:DELIVERY_GOBACK'];

// A restaurant's delivery order, status by status: the buttons each actor gets.
const RESTAURANT_DELIVERY: Record<OrderStatus, Oracle> = {
  SCHEDULED: {
    company: ['cancel:CANCELED'],
    staff: ['cancel:CANCELED', 'release:WAIT_COMPANY'],
    platform: ['cancel:CANCELED', 'release:WAIT_COMPANY'],
  },
  AWAITING_PAYMENT: {
    company: ['cancel:CANCELED'],
    staff: ['cancel:CANCELED', 'confirmPayment:SCHEDULED', 'confirmPayment:WAIT_COMPANY'],
    platform: ['cancel:CANCELED', 'confirmPayment:SCHEDULED', 'confirmPayment:WAIT_COMPANY'],
  },
  WAIT_COMPANY: {
    company: ['accept:IN_PREPARATION', 'reject:CANCELED'],
    staff: ['accept:IN_PREPARATION', 'reject:CANCELED'],
    platform: ['reject:CANCELED'],
  },
  IN_PREPARATION: {
    company: ['cancel:CANCELED', 'ready:AWAIT_DELIVERYMAN'],
    staff: ['cancel:CANCELED', 'ready:AWAIT_DELIVERYMAN'],
    platform: [],
  },
  ACCEPT_SHOPPER: { company: ['cancel:CANCELED'], staff: ['cancel:CANCELED'], platform: [] },
  RELEASE_SHOPPER: {
    company: ['cancel:CANCELED', 'ready:AWAIT_DELIVERYMAN'],
    staff: ['cancel:CANCELED', 'ready:AWAIT_DELIVERYMAN'],
    platform: [],
  },
  AWAIT_DELIVERYMAN: {
    company: ['assign:ACCEPT_DELIVERYMAN', 'cancel:CANCELED', 'offer:WAIT_DELIVERYMAN', 'outsideFleet:DISPATCH_MACHINE', 'outsideFleet:DISPATCH_TENTREGO'],
    staff: ['assign:ACCEPT_DELIVERYMAN', 'cancel:CANCELED', 'offer:WAIT_DELIVERYMAN', 'outsideFleet:DISPATCH_MACHINE', 'outsideFleet:DISPATCH_TENTREGO'],
    platform: ['offer:WAIT_DELIVERYMAN', 'outsideFleet:DISPATCH_MACHINE', 'outsideFleet:DISPATCH_TENTREGO'],
  },
  WAIT_DELIVERYMAN: {
    company: ['assign:ACCEPT_DELIVERYMAN', 'cancel:CANCELED', 'outsideFleet:DISPATCH_MACHINE', 'outsideFleet:DISPATCH_TENTREGO'],
    staff: ['assign:ACCEPT_DELIVERYMAN', 'cancel:CANCELED', 'noRider:NO_DELIVERYMAN_AVAILABLE', 'outsideFleet:DISPATCH_MACHINE', 'outsideFleet:DISPATCH_TENTREGO'],
    platform: ['assign:ACCEPT_DELIVERYMAN', 'noRider:NO_DELIVERYMAN_AVAILABLE', 'outsideFleet:DISPATCH_MACHINE', 'outsideFleet:DISPATCH_TENTREGO'],
  },
  NO_DELIVERYMAN_AVAILABLE: {
    company: ['assign:ACCEPT_DELIVERYMAN', 'cancel:CANCELED', 'offer:WAIT_DELIVERYMAN', 'outsideFleet:DISPATCH_MACHINE', 'outsideFleet:DISPATCH_TENTREGO'],
    staff: ['assign:ACCEPT_DELIVERYMAN', 'cancel:CANCELED', 'offer:WAIT_DELIVERYMAN', 'outsideFleet:DISPATCH_MACHINE', 'outsideFleet:DISPATCH_TENTREGO'],
    platform: ['offer:WAIT_DELIVERYMAN', 'outsideFleet:DISPATCH_MACHINE', 'outsideFleet:DISPATCH_TENTREGO'],
  },
  ACCEPT_DELIVERYMAN: {
    company: ['assign:ACCEPT_DELIVERYMAN', 'dispatch:DISPATCH', 'requeue:AWAIT_DELIVERYMAN', 'riderAtStore:DELIVERY_AT_STORE'],
    staff: ['assign:ACCEPT_DELIVERYMAN', 'cancel:CANCELED', 'dispatch:DISPATCH', 'requeue:AWAIT_DELIVERYMAN', 'riderAtStore:DELIVERY_AT_STORE'],
    platform: ['requeue:AWAIT_DELIVERYMAN', 'riderAtStore:DELIVERY_AT_STORE'],
  },
  DELIVERY_AT_STORE: {
    company: ['assign:ACCEPT_DELIVERYMAN', 'dispatch:DISPATCH', 'requeue:AWAIT_DELIVERYMAN'],
    staff: ['assign:ACCEPT_DELIVERYMAN', 'cancel:CANCELED', 'dispatch:DISPATCH', 'requeue:AWAIT_DELIVERYMAN'],
    platform: ['requeue:AWAIT_DELIVERYMAN'],
  },
  DISPATCH: {
    company: OUTCOMES,
    staff: ['cancel:CANCELED', 'onRoute:DELIVERY_ROUTE', ...OUTCOMES, 'releaseDriver:RELEASE_DRIVER', 'releaseDriver:RELEASE_DRIVER_COD'],
    platform: ['onRoute:DELIVERY_ROUTE', ...OUTCOMES, 'releaseDriver:RELEASE_DRIVER', 'releaseDriver:RELEASE_DRIVER_COD'],
  },
  RELEASE_DRIVER: { company: OUTCOMES, staff: ['cancel:CANCELED', 'onRoute:DELIVERY_ROUTE', ...OUTCOMES], platform: ['onRoute:DELIVERY_ROUTE', ...OUTCOMES] },
  RELEASE_DRIVER_COD: { company: OUTCOMES, staff: ['cancel:CANCELED', 'onRoute:DELIVERY_ROUTE', ...OUTCOMES], platform: ['onRoute:DELIVERY_ROUTE', ...OUTCOMES] },
  DISPATCH_MACHINE: { company: OUTCOMES, staff: ['cancel:CANCELED', 'onRoute:DELIVERY_ROUTE', ...OUTCOMES], platform: ['onRoute:DELIVERY_ROUTE', ...OUTCOMES] },
  DISPATCH_TENTREGO: { company: OUTCOMES, staff: ['cancel:CANCELED', 'onRoute:DELIVERY_ROUTE', ...OUTCOMES], platform: ['onRoute:DELIVERY_ROUTE', ...OUTCOMES] },
  DELIVERY_ROUTE: { company: OUTCOMES, staff: ['cancel:CANCELED', ...OUTCOMES], platform: OUTCOMES },
  DELIVERY_GOBACK: { company: ['resend:AWAIT_DELIVERYMAN'], staff: ['cancel:CANCELED', 'resend:AWAIT_DELIVERYMAN'], platform: [] },
  DELIVERED: { company: [], staff: ['settle:FINISHED'], platform: ['settle:FINISHED'] },
  FINISHED: { company: [], staff: [], platform: [] },
  CANCELED: { company: [], staff: [], platform: [] },
};

const ACTORS: OrderActor[] = ['company', 'staff', 'platform'];

describe('allowedTransitions: a restaurant delivery order', () => {
  it('has an oracle for each of the 21 statuses', () => {
    expect(Object.keys(RESTAURANT_DELIVERY)).toHaveLength(21);
  });

  for (const [status, oracle] of Object.entries(RESTAURANT_DELIVERY) as [OrderStatus, Oracle][]) {
    for (const actor of ACTORS) {
      it(`${status} for ${actor}`, () => {
        expect(moves(order(status), actor)).toEqual([...oracle[actor]].sort());
      });
    }
  }
});

describe('allowedTransitions: supermarket picking and pickup orders', () => {
  const cases: [string, TransitionOrder, Oracle][] = [
    [
      'supermarket IN_PREPARATION starts picking instead of ready',
      order('IN_PREPARATION', { companyType: 'supermarket' }),
      { company: ['cancel:CANCELED', 'startPicking:ACCEPT_SHOPPER'], staff: ['cancel:CANCELED', 'startPicking:ACCEPT_SHOPPER'], platform: ['startPicking:ACCEPT_SHOPPER'] },
    ],
    [
      'supermarket ACCEPT_SHOPPER finishes picking',
      order('ACCEPT_SHOPPER', { companyType: 'supermarket' }),
      { company: ['cancel:CANCELED', 'finishPicking:RELEASE_SHOPPER'], staff: ['cancel:CANCELED', 'finishPicking:RELEASE_SHOPPER'], platform: ['finishPicking:RELEASE_SHOPPER'] },
    ],
    [
      'supermarket RELEASE_SHOPPER is ready for riders',
      order('RELEASE_SHOPPER', { companyType: 'supermarket' }),
      { company: ['cancel:CANCELED', 'ready:AWAIT_DELIVERYMAN'], staff: ['cancel:CANCELED', 'ready:AWAIT_DELIVERYMAN'], platform: [] },
    ],
    [
      'restaurant pickup IN_PREPARATION is handed to the customer',
      order('IN_PREPARATION', { fulfilment: 'pickup' }),
      { company: ['cancel:CANCELED', 'handOver:DELIVERED'], staff: ['cancel:CANCELED', 'handOver:DELIVERED'], platform: [] },
    ],
    [
      'supermarket pickup RELEASE_SHOPPER is handed to the customer',
      order('RELEASE_SHOPPER', { fulfilment: 'pickup', companyType: 'supermarket' }),
      { company: ['cancel:CANCELED', 'handOver:DELIVERED'], staff: ['cancel:CANCELED', 'handOver:DELIVERED'], platform: [] },
    ],
    [
      'pickup WAIT_COMPANY is accepted as a delivery is',
      order('WAIT_COMPANY', { fulfilment: 'pickup' }),
      { company: ['accept:IN_PREPARATION', 'reject:CANCELED'], staff: ['accept:IN_PREPARATION', 'reject:CANCELED'], platform: ['reject:CANCELED'] },
    ],
  ];
  for (const [name, o, oracle] of cases) {
    for (const actor of ACTORS) {
      it(`${name} (${actor})`, () => {
        expect(moves(o, actor)).toEqual([...oracle[actor]].sort());
      });
    }
  }

  it('names the outcomes that lead to each outcome move', () => {
    const outcomeMoves = allowedTransitions(order('DELIVERY_ROUTE'), 'platform').map((move) => [move.to, move.outcomes]);
    expect(outcomeMoves).toEqual([
      ['DELIVERED', ['entregue', 'entregue_portao']],
      [
        'DELIVERY_GOBACK',
        ['nao_entregue', 'nao_entregue_cliente_nao_encontrado', 'nao_entregue_endereco_nao_encontrado', 'nao_entregue_cliente_desistiu', 'nao_entregue_remover_lista'],
      ],
      ['AWAIT_DELIVERYMAN', ['nao_entregue_voltou_fila']],
    ]);
  });
});

/** Every status reachable from placing, making each offered move with its needs filled in. */
function reachable(fulfilment: Fulfilment, companyType: CompanyType): OrderStatus[] {
  const seen = new Set<string>();
  const queue: TransitionOrder[] = PLACEMENT_STATUSES.map((status) => ({ status, fulfilment, companyType, riderId: null }));
  const statuses = new Set<OrderStatus>();
  while (queue.length > 0) {
    const current = queue.shift();
    if (!current) break;
    const key = `${current.status}|${current.riderId ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    statuses.add(current.status);
    for (const actor of ACTORS) {
      for (const move of allowedTransitions(current, actor)) {
        const request: TransitionRequest = { to: move.to, prepMinutes: 25, reason: 'customer_request', deliveryManId: 'r9', outcome: move.outcomes?.[0] ?? null };
        const result = checkTransition(current, actor, request);
        expect(result.ok).toBe(true);
        if (result.ok) queue.push({ ...current, status: result.next.status, riderId: result.next.riderId });
      }
    }
  }
  return [...statuses].sort();
}

describe('reachability from placing', () => {
  const ALL_21 = [
    'ACCEPT_DELIVERYMAN',
    'ACCEPT_SHOPPER',
    'AWAITING_PAYMENT',
    'AWAIT_DELIVERYMAN',
    'CANCELED',
    'DELIVERED',
    'DELIVERY_AT_STORE',
    'DELIVERY_GOBACK',
    'DELIVERY_ROUTE',
    'DISPATCH',
    'DISPATCH_MACHINE',
    'DISPATCH_TENTREGO',
    'FINISHED',
    'IN_PREPARATION',
    'NO_DELIVERYMAN_AVAILABLE',
    'RELEASE_DRIVER',
    'RELEASE_DRIVER_COD',
    'RELEASE_SHOPPER',
    'SCHEDULED',
    'WAIT_COMPANY',
    'WAIT_DELIVERYMAN',
  ];

  it('reaches every one of the 21 statuses for a supermarket delivery', () => {
    expect(reachable('delivery', 'supermarket')).toEqual(ALL_21);
  });

  it('reaches all but the picking statuses for a restaurant delivery', () => {
    expect(reachable('delivery', 'restaurant')).toEqual(ALL_21.filter((status) => status !== 'ACCEPT_SHOPPER' && status !== 'RELEASE_SHOPPER'));
  });

  it('never puts a pickup order in a rider column', () => {
    expect(reachable('pickup', 'restaurant')).toEqual(['AWAITING_PAYMENT', 'CANCELED', 'DELIVERED', 'FINISHED', 'IN_PREPARATION', 'SCHEDULED', 'WAIT_COMPANY']);
    expect(reachable('pickup', 'supermarket')).toEqual([
      'ACCEPT_SHOPPER',
      'AWAITING_PAYMENT',
      'CANCELED',
      'DELIVERED',
      'FINISHED',
      'IN_PREPARATION',
      'RELEASE_SHOPPER',
      'SCHEDULED',
      'WAIT_COMPANY',
    ]);
  });

  it('refuses to queue a pickup order for riders', () => {
    const result = checkTransition(order('IN_PREPARATION', { fulfilment: 'pickup' }), 'company', { to: 'AWAIT_DELIVERYMAN' });
    expect(result).toMatchObject({ ok: false, code: 'illegal_transition', status: 'IN_PREPARATION' });
  });
});

describe('checkTransition: the lunch-peak path', () => {
  it('accepts with 25 minutes, readies, assigns, dispatches and delivers', () => {
    const steps: [OrderActor, TransitionRequest, OrderStatus, string | null][] = [
      ['company', { to: 'IN_PREPARATION', prepMinutes: 25 }, 'IN_PREPARATION', null],
      ['company', { to: 'AWAIT_DELIVERYMAN' }, 'AWAIT_DELIVERYMAN', null],
      ['company', { to: 'ACCEPT_DELIVERYMAN', deliveryManId: 'r7' }, 'ACCEPT_DELIVERYMAN', 'r7'],
      ['company', { to: 'DISPATCH' }, 'DISPATCH', 'r7'],
      ['platform', { to: 'DELIVERED', outcome: 'entregue' }, 'DELIVERED', 'r7'],
      ['platform', { to: 'FINISHED' }, 'FINISHED', 'r7'],
    ];
    let current = order('WAIT_COMPANY');
    for (const [actor, request, status, riderId] of steps) {
      const result = checkTransition(current, actor, request);
      if (!result.ok) throw new Error(`${current.status} → ${request.to}: ${result.code}`);
      expect(result.next.status).toBe(status);
      expect(result.next.riderId).toBe(riderId);
      current = { ...current, status: result.next.status, riderId: result.next.riderId };
    }
  });

  it('writes what the move carries into the next state', () => {
    expect(checkTransition(order('WAIT_COMPANY'), 'company', { to: 'IN_PREPARATION', prepMinutes: 40 })).toEqual({
      ok: true,
      next: { action: 'accept', status: 'IN_PREPARATION', riderId: null, prepMinutes: 40, reason: null, outcome: null },
    });
    expect(checkTransition(order('WAIT_COMPANY'), 'company', { to: 'CANCELED', reason: ' out_of_stock ' })).toEqual({
      ok: true,
      next: { action: 'reject', status: 'CANCELED', riderId: null, prepMinutes: null, reason: 'out_of_stock', outcome: null },
    });
    expect(checkTransition(order('DELIVERY_ROUTE'), 'platform', { to: 'AWAIT_DELIVERYMAN', outcome: 'nao_entregue_voltou_fila' })).toEqual({
      ok: true,
      next: { action: 'outcome', status: 'AWAIT_DELIVERYMAN', riderId: null, prepMinutes: null, reason: null, outcome: 'nao_entregue_voltou_fila' },
    });
    expect(checkTransition(order('DELIVERY_ROUTE'), 'company', { to: 'DELIVERY_GOBACK', outcome: 'nao_entregue_remover_lista' })).toMatchObject({
      ok: true,
      next: { status: 'DELIVERY_GOBACK', riderId: 'r1', outcome: 'nao_entregue_remover_lista' },
    });
    expect(checkTransition(order('DELIVERY_AT_STORE'), 'company', { to: 'ACCEPT_DELIVERYMAN', deliveryManId: 'r2' })).toMatchObject({
      ok: true,
      next: { action: 'assign', status: 'ACCEPT_DELIVERYMAN', riderId: 'r2' },
    });
  });
});

describe('checkTransition: cancelling once a rider is assigned', () => {
  it('refuses the store and lets staff cancel', () => {
    for (const status of ['ACCEPT_DELIVERYMAN', 'DELIVERY_AT_STORE', 'DISPATCH', 'DELIVERY_ROUTE', 'DELIVERY_GOBACK'] as const) {
      expect(checkTransition(order(status), 'company', { to: 'CANCELED', reason: 'customer_request' })).toMatchObject({ ok: false, code: 'rider_assigned', status });
      expect(checkTransition(order(status), 'staff', { to: 'CANCELED', reason: 'customer_request' })).toMatchObject({ ok: true, next: { status: 'CANCELED' } });
    }
  });

  it('counts an outside fleet as holding the order', () => {
    const fleet = order('DISPATCH_MACHINE');
    expect(fleet.riderId).toBeNull();
    expect(isRiderAssigned(fleet)).toBe(true);
    expect(checkTransition(fleet, 'company', { to: 'CANCELED', reason: 'x' })).toMatchObject({ ok: false, code: 'rider_assigned' });
  });

  it('reads the rider id too, and lets the store cancel while no rider holds it', () => {
    expect(checkTransition(order('AWAIT_DELIVERYMAN', { riderId: 'r3' }), 'company', { to: 'CANCELED', reason: 'x' })).toMatchObject({ ok: false, code: 'rider_assigned' });
    expect(checkTransition(order('AWAIT_DELIVERYMAN'), 'company', { to: 'CANCELED', reason: 'x' })).toMatchObject({ ok: true });
    expect(checkTransition(order('NO_DELIVERYMAN_AVAILABLE'), 'company', { to: 'CANCELED', reason: 'x' })).toMatchObject({ ok: true });
    expect(isRiderAssigned(order('WAIT_DELIVERYMAN'))).toBe(false);
  });
});

describe('checkTransition: preparation minutes', () => {
  const accept = (prepMinutes: number | null | undefined) => checkTransition(order('WAIT_COMPANY'), 'company', { to: 'IN_PREPARATION', prepMinutes });

  it('takes 10 to 90 whole minutes', () => {
    expect(accept(10)).toMatchObject({ ok: true, next: { prepMinutes: 10 } });
    expect(accept(90)).toMatchObject({ ok: true, next: { prepMinutes: 90 } });
  });

  it('refuses 9, 91 and fractions as out of range', () => {
    expect(accept(9)).toMatchObject({ ok: false, code: 'prep_minutes_out_of_range' });
    expect(accept(91)).toMatchObject({ ok: false, code: 'prep_minutes_out_of_range' });
    expect(accept(25.5)).toMatchObject({ ok: false, code: 'prep_minutes_out_of_range' });
    expect(accept(Number.NaN)).toMatchObject({ ok: false, code: 'prep_minutes_out_of_range' });
  });

  it('refuses an acceptance without minutes', () => {
    expect(accept(undefined)).toMatchObject({ ok: false, code: 'missing_prep_minutes' });
    expect(accept(null)).toMatchObject({ ok: false, code: 'missing_prep_minutes' });
  });
});

describe('checkTransition: each refusal code', () => {
  it('illegal_transition names the current status', () => {
    const result = checkTransition(order('WAIT_COMPANY'), 'staff', { to: 'DELIVERED' });
    expect(result).toMatchObject({ ok: false, code: 'illegal_transition', status: 'WAIT_COMPANY' });
    if (!result.ok) expect(result.message).toContain('WAIT_COMPANY');
    expect(checkTransition(order('CANCELED'), 'staff', { to: 'WAIT_COMPANY' })).toMatchObject({ ok: false, code: 'illegal_transition', status: 'CANCELED' });
    expect(checkTransition(order('WAIT_COMPANY'), 'staff', { to: 'ACCEPTED' })).toMatchObject({ ok: false, code: 'illegal_transition' });
    expect(checkTransition(order('IN_PREPARATION'), 'company', { to: 'ACCEPT_SHOPPER' })).toMatchObject({ ok: false, code: 'illegal_transition' });
    expect(checkTransition(order('IN_PREPARATION', { companyType: 'supermarket' }), 'company', { to: 'AWAIT_DELIVERYMAN' })).toMatchObject({
      ok: false,
      code: 'illegal_transition',
    });
  });

  it('forbidden_for_actor when the move exists for others only', () => {
    expect(checkTransition(order('WAIT_COMPANY'), 'platform', { to: 'IN_PREPARATION', prepMinutes: 20 })).toMatchObject({ ok: false, code: 'forbidden_for_actor' });
    expect(checkTransition(order('DELIVERED'), 'company', { to: 'FINISHED' })).toMatchObject({ ok: false, code: 'forbidden_for_actor' });
    expect(checkTransition(order('AWAITING_PAYMENT'), 'company', { to: 'WAIT_COMPANY' })).toMatchObject({ ok: false, code: 'forbidden_for_actor' });
    expect(checkTransition(order('IN_PREPARATION'), 'platform', { to: 'CANCELED', reason: 'x' })).toMatchObject({ ok: false, code: 'forbidden_for_actor' });
  });

  it('missing_reason for a reject or cancel without one', () => {
    expect(checkTransition(order('WAIT_COMPANY'), 'company', { to: 'CANCELED' })).toMatchObject({ ok: false, code: 'missing_reason' });
    expect(checkTransition(order('IN_PREPARATION'), 'company', { to: 'CANCELED', reason: '   ' })).toMatchObject({ ok: false, code: 'missing_reason' });
    expect(checkTransition(order('WAIT_COMPANY'), 'platform', { to: 'CANCELED', reason: 'acceptance_deadline' })).toMatchObject({ ok: true });
  });

  it('missing_delivery_man for an assignment without one', () => {
    expect(checkTransition(order('AWAIT_DELIVERYMAN'), 'company', { to: 'ACCEPT_DELIVERYMAN' })).toMatchObject({ ok: false, code: 'missing_delivery_man' });
    expect(checkTransition(order('WAIT_DELIVERYMAN'), 'platform', { to: 'ACCEPT_DELIVERYMAN', deliveryManId: '' })).toMatchObject({ ok: false, code: 'missing_delivery_man' });
  });

  it('missing_outcome for a result without a known outcome', () => {
    expect(checkTransition(order('DISPATCH'), 'company', { to: 'DELIVERED' })).toMatchObject({ ok: false, code: 'missing_outcome' });
    expect(checkTransition(order('DISPATCH'), 'company', { to: 'DELIVERED', outcome: 'delivered' })).toMatchObject({ ok: false, code: 'missing_outcome' });
  });

  it('outcome_mismatch when the outcome leads elsewhere', () => {
    expect(checkTransition(order('DELIVERY_ROUTE'), 'platform', { to: 'DELIVERED', outcome: 'nao_entregue' })).toMatchObject({ ok: false, code: 'outcome_mismatch' });
    expect(checkTransition(order('DELIVERY_ROUTE'), 'platform', { to: 'DELIVERY_GOBACK', outcome: 'nao_entregue_voltou_fila' })).toMatchObject({
      ok: false,
      code: 'outcome_mismatch',
    });
  });
});

describe('checkPlacement', () => {
  it('lets the platform place into AWAITING_PAYMENT, SCHEDULED or WAIT_COMPANY only', () => {
    expect(checkPlacement('platform', 'WAIT_COMPANY')).toEqual({ ok: true, status: 'WAIT_COMPANY' });
    expect(checkPlacement('platform', 'SCHEDULED')).toEqual({ ok: true, status: 'SCHEDULED' });
    expect(checkPlacement('platform', 'AWAITING_PAYMENT')).toEqual({ ok: true, status: 'AWAITING_PAYMENT' });
    expect(checkPlacement('platform', 'IN_PREPARATION')).toMatchObject({ ok: false, code: 'illegal_transition' });
  });

  it('refuses company users and staff', () => {
    expect(checkPlacement('company', 'WAIT_COMPANY')).toMatchObject({ ok: false, code: 'forbidden_for_actor' });
    expect(checkPlacement('staff', 'WAIT_COMPANY')).toMatchObject({ ok: false, code: 'forbidden_for_actor' });
  });
});
