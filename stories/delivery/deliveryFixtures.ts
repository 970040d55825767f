import type { CompanyDelivery, DeliveryMan, OnlineDay, RaceHistoryItem } from '../../src/contract/schema.gen';
import { DEFAULT_PAGE_SIZE } from '../../src/domain/listQuery';
import type { CompanyOption } from '../../src/ui/delivery/RiderFormDialog';
import type { RiderHistory } from '../../src/domain/riderHistory';
import type { PagedListState } from '../../src/ui/lists/listTypes';

/** Fixed data for the delivery stories and tests: riders of the demo companies, a week, races. */

export const COMPANIES: CompanyOption[] = [
  { id: '64c000000000000000000001', name: 'Cantina da Nonna' },
  { id: '64c000000000000000000002', name: 'Supermercado Bom Preço' },
];

const CANTINA = { _id: '64c000000000000000000001', name: 'Cantina da Nonna' };
const MERCADO = { _id: '64c000000000000000000002', name: 'Supermercado Bom Preço' };

/** A rider online and free, not paid, with a 13-digit mobile. */
export const RIDER: DeliveryMan = {
  _id: '64d000000000000000000001',
  deliverymanPaid: false,
  deliveryManPaidDate: null,
  isOnline: true,
  onRoute: false,
  flag: 'FREE',
  cpf: '52998224725',
  typeOfVehicle: 'moto',
  phone: '5511912345678',
  person: { _id: '64e000000000000000000001', name: 'Adriano Gomes' },
  company: CANTINA,
  location: [-46.6455, -23.5595],
  createdAt: '2025-05-01T12:00:00.000Z',
  updatedAt: '2025-05-12T12:00:00.000Z',
};

/** Riders in every state: on route and paid (11 digits), offline unavailable (10 digits), without a person record. */
export const RIDERS: DeliveryMan[] = [
  RIDER,
  {
    ...RIDER,
    _id: '64d000000000000000000002',
    flag: 'ON_ROUTE',
    onRoute: true,
    deliverymanPaid: true,
    deliveryManPaidDate: '2025-05-10T20:30:00.000Z',
    cpf: '31416690787',
    typeOfVehicle: 'bicicleta',
    phone: '11980008198',
    person: { _id: '64e000000000000000000002', name: 'Beatriz Dias' },
  },
  {
    ...RIDER,
    _id: '64d000000000000000000003',
    isOnline: false,
    flag: 'UNAVAILABLE',
    cpf: '31418275751',
    typeOfVehicle: 'carro',
    phone: '1130005065',
    person: { _id: '64e000000000000000000003', name: 'Caio Freitas' },
    company: MERCADO,
  },
  {
    ...RIDER,
    _id: '64d000000000000000000004',
    isOnline: false,
    cpf: '31419859528',
    typeOfVehicle: 'patinete',
    phone: '5511970003571',
    person: null,
  },
];

const SORT = { field: 'name', direction: 'asc' as const };

/** The rider list with its first page shown. */
export const FILLED_RIDERS: PagedListState<DeliveryMan> = {
  status: 'ready',
  rows: RIDERS,
  totalCount: 30,
  query: { page: 1, size: DEFAULT_PAGE_SIZE, sort: SORT, search: '', filters: {} },
  searchText: '',
  selected: [],
  loadError: null,
  actionLoading: false,
  dialog: null,
};

/** The first second: 'Please wait....'. */
export const INITIAL_RIDERS: PagedListState<DeliveryMan> = { ...FILLED_RIDERS, status: 'initial', rows: [], totalCount: 0 };
/** Nothing matches. */
export const EMPTY_RIDERS: PagedListState<DeliveryMan> = { ...FILLED_RIDERS, rows: [], totalCount: 0 };
/** The load was refused, the last page kept. */
export const FAILED_RIDERS: PagedListState<DeliveryMan> = { ...FILLED_RIDERS, status: 'failed', loadError: { statusCode: 403, code: 'forbidden' } };

/** The seven days ending on 2025-05-12, newest first: online on four of them. */
export const WEEK: OnlineDay[] = [
  { date: '2025-05-12', onlineMinutes: 95, firstOnlineAt: '2025-05-12T12:05:00.000Z', lastOnlineAt: '2025-05-12T13:40:00.000Z' },
  { date: '2025-05-11', onlineMinutes: 0, firstOnlineAt: null, lastOnlineAt: null },
  { date: '2025-05-10', onlineMinutes: 412, firstOnlineAt: '2025-05-10T11:00:00.000Z', lastOnlineAt: '2025-05-10T17:52:00.000Z' },
  { date: '2025-05-09', onlineMinutes: 240, firstOnlineAt: '2025-05-09T12:00:00.000Z', lastOnlineAt: '2025-05-09T16:00:00.000Z' },
  { date: '2025-05-08', onlineMinutes: 0, firstOnlineAt: null, lastOnlineAt: null },
  { date: '2025-05-07', onlineMinutes: 55, firstOnlineAt: '2025-05-07T21:00:00.000Z', lastOnlineAt: '2025-05-07T21:55:00.000Z' },
  { date: '2025-05-06', onlineMinutes: 0, firstOnlineAt: null, lastOnlineAt: null },
];

/** The `n`th race, newest first: delivered, except the third (canceled) and the first (on the way). */
export function raceOf(n: number): RaceHistoryItem {
  const started = new Date(Date.UTC(2025, 4, 12, 18 - n * 3, 10));
  const status = n === 1 ? 'DELIVERY_ROUTE' : n === 3 ? 'CANCELED' : 'DELIVERED';
  return {
    _id: `race-${n}`,
    orderId: `order-${n}`,
    startedAt: started.toISOString(),
    finishedAt: n === 1 ? null : new Date(started.getTime() + (18 + n * 4) * 60_000).toISOString(),
    status,
    distanceKm: n === 3 ? null : 1.2 + n * 0.7,
    fee: status === 'CANCELED' ? null : 6.5 + n,
  };
}

/** A rider's history: its week and the first page of its seven races. */
export const HISTORY: RiderHistory = {
  rider: RIDERS[1] ?? RIDER,
  days: WEEK,
  races: { items: [1, 2, 3, 4, 5].map(raceOf), totalCount: 7, page: 1 },
};

/** The delivery settings of the two companies: one open, one closed and not offered. */
export const SETTINGS: CompanyDelivery[] = [
  {
    _id: 'cd1',
    company: CANTINA,
    deliveryRadiusKm: 5,
    deliveryFee: 7.9,
    minimumOrder: 30,
    estimatedTimeMinutes: 40,
    isOpen: true,
    isActive: true,
    createdAt: '2025-05-01T12:00:00.000Z',
    updatedAt: '2025-05-01T12:00:00.000Z',
  },
  {
    _id: 'cd2',
    company: MERCADO,
    deliveryRadiusKm: 8.5,
    deliveryFee: 12.5,
    minimumOrder: 80,
    estimatedTimeMinutes: 75,
    isOpen: false,
    isActive: false,
    createdAt: '2025-05-01T12:00:00.000Z',
    updatedAt: '2025-05-01T12:00:00.000Z',
  },
];

/** The settings list with its page shown. */
export const FILLED_SETTINGS: PagedListState<CompanyDelivery> = {
  status: 'ready',
  rows: SETTINGS,
  totalCount: 2,
  query: { page: 1, size: DEFAULT_PAGE_SIZE, sort: { field: 'company', direction: 'asc' }, search: '', filters: {} },
  searchText: '',
  selected: [],
  loadError: null,
  actionLoading: false,
  dialog: null,
};
