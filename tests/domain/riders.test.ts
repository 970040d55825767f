import { describe, expect, it } from 'vitest';
import { countByFilter, filterRiders, isRiderFilter, matchesFilter, RIDER_COLOURS, RIDER_FILTERS, RIDER_STATUSES, riderBounds, riderColour, riderLocation, riderPopupTexts, riderStatus, toHex, type RiderFilter } from '../../src/domain/riders';
import { translator } from '../../src/i18n/translator';
import type { RiderPosition } from '../../src/contract/schema.gen';

function rider(overrides: Partial<RiderPosition> = {}): RiderPosition {
  return {
    _id: 'r1',
    person: { name: 'Ana Souza' },
    typeOfVehicle: 'moto',
    isOnline: true,
    onRoute: false,
    flag: 'FREE',
    location: [-46.6452, -23.571],
    ...overrides,
  };
}

const ONLINE = rider({ _id: 'online' });
const ON_ROUTE = rider({ _id: 'route', onRoute: true, flag: 'ON_ROUTE' });
const OFFLINE = rider({ _id: 'offline', isOnline: false, flag: 'UNAVAILABLE' });
// Offline but still marked on a route: the platform no longer hears from it.
const OFFLINE_ON_ROUTE = rider({ _id: 'lost', isOnline: false, onRoute: true, flag: 'ON_ROUTE' });
const RIDERS = [ONLINE, ON_ROUTE, OFFLINE, OFFLINE_ON_ROUTE];

describe('riderStatus and the filter (seed 001 section 2.5: all, online, offline, onRoute)', () => {
  it.each([
    ['online, not on a route', ONLINE, 'online'],
    ['online and on a route', ON_ROUTE, 'onRoute'],
    ['offline', OFFLINE, 'offline'],
    ['offline while marked on a route', OFFLINE_ON_ROUTE, 'offline'],
  ])('%s is %s', (_, subject, status) => {
    expect(riderStatus(subject)).toBe(status);
  });

  it.each<[RiderFilter, RiderPosition[]]>([
    ['all', RIDERS],
    ['online', [ONLINE]],
    ['offline', [OFFLINE, OFFLINE_ON_ROUTE]],
    ['onRoute', [ON_ROUTE]],
  ])('%s shows %j', (filter, shown) => {
    expect(filterRiders(RIDERS, filter)).toEqual(shown);
    expect(RIDERS.filter((r) => matchesFilter(r, filter))).toEqual(shown);
  });

  it('counts every filter value, the statuses adding up to all', () => {
    expect(countByFilter(RIDERS)).toEqual({ all: 4, online: 1, offline: 2, onRoute: 1 });
    expect(countByFilter([])).toEqual({ all: 0, online: 0, offline: 0, onRoute: 0 });
  });

  it.each([
    ['all', true],
    ['onRoute', true],
    ['on-route', false],
    ['', false],
    [null, false],
  ])('%j is a filter value: %s', (value, expected) => {
    expect(isRiderFilter(value)).toBe(expected);
  });
});

describe('riderColour (green online, red offline, blue on route)', () => {
  it.each([
    [ONLINE, '#16a34a'],
    [OFFLINE, '#dc2626'],
    [ON_ROUTE, '#2563eb'],
    [OFFLINE_ON_ROUTE, '#dc2626'],
  ])('%o is %s', (subject, hex) => {
    expect(toHex(riderColour(subject))).toBe(hex);
  });

  it('gives each status a hue of its own', () => {
    const [gr, gg, gb] = RIDER_COLOURS.online;
    const [rr, rg, rb] = RIDER_COLOURS.offline;
    const [br, bg, bb] = RIDER_COLOURS.onRoute;
    expect(gg).toBeGreaterThan(Math.max(gr, gb));
    expect(rr).toBeGreaterThan(Math.max(rg, rb));
    expect(bb).toBeGreaterThan(Math.max(br, bg));
  });
});

describe('riderLocation ([longitude, latitude])', () => {
  it.each<[string, number[], readonly [number, number] | null]>([
    ['São Paulo, as sent', [-46.6452, -23.571], [-46.6452, -23.571]],
    ['the edges of the world', [180, -90], [180, -90]],
    ['latitude out of range (the pair swapped the wrong way)', [-23.571, -146.6452], null],
    ['longitude out of range', [181, 10], null],
    ['not a number', [Number.NaN, -23.5], null],
    ['infinite', [Number.POSITIVE_INFINITY, -23.5], null],
    ['one number only', [-46.6], null],
  ])('%s: %j → %j', (_, location, expected) => {
    expect(riderLocation({ location })).toEqual(expected);
  });

  it('frames the riders that have a position', () => {
    expect(riderBounds([rider({ location: [-46.7, -23.5] }), rider({ location: [-46.6, -23.6] }), rider({ location: [Number.NaN, 0] })])).toEqual([
      [-46.7, -23.6],
      [-46.6, -23.5],
    ]);
    expect(riderBounds([])).toBeNull();
  });
});

describe('riderPopupTexts (name, vehicle, Online/Offline, flag)', () => {
  it.each<[string, Partial<RiderPosition>, { name: string; vehicle: string; online: string; flag: string }, { name: string; online: string; flag: string }]>([
    [
      'a free online rider',
      {},
      { name: 'Ana Souza', vehicle: 'moto', online: 'Online', flag: 'Liberado' },
      { name: 'Ana Souza', online: 'Online', flag: 'Free' },
    ],
    [
      'a rider on a route',
      { flag: 'ON_ROUTE', onRoute: true, typeOfVehicle: 'bicicleta' },
      { name: 'Ana Souza', vehicle: 'bicicleta', online: 'Online', flag: 'Em rota' },
      { name: 'Ana Souza', online: 'Online', flag: 'On route' },
    ],
    [
      'an unavailable offline rider without a person record',
      { person: null, isOnline: false, flag: 'UNAVAILABLE', typeOfVehicle: 'carro' },
      { name: 'Person não cadastrado', vehicle: 'carro', online: 'Offline', flag: 'Indisponível' },
      { name: 'Person not registered', online: 'Offline', flag: 'Unavailable' },
    ],
    [
      'a flag this release does not know',
      { flag: 'BLOCKED' as RiderPosition['flag'] },
      { name: 'Ana Souza', vehicle: 'moto', online: 'Online', flag: 'Indisponível' },
      { name: 'Ana Souza', online: 'Online', flag: 'Unavailable' },
    ],
  ])('%s', (_, overrides, ptBr, en) => {
    expect(riderPopupTexts(translator('ptBr'), rider(overrides))).toEqual(ptBr);
    expect(riderPopupTexts(translator('en'), rider(overrides))).toEqual({ ...en, vehicle: ptBr.vehicle });
  });
});

describe('riders: order, identity, edges', () => {
  it('lists the filter values and the legend statuses in order', () => {
    expect(RIDER_FILTERS).toEqual(['all', 'online', 'offline', 'onRoute']);
    expect(RIDER_STATUSES).toEqual(['online', 'offline', 'onRoute']);
  });

  it('answers the very same list for the all filter', () => {
    expect(filterRiders(RIDERS, 'all')).toBe(RIDERS);
  });

  it('writes hex colours with two digits per part', () => {
    expect(toHex([0, 8, 255])).toBe('#0008ff');
    expect(toHex([15, 16, 1])).toBe('#0f1001');
  });

  it.each<[number[], readonly [number, number] | null]>([
    [[-180, 90], [-180, 90]],
    [[-180.5, 0], null],
    [[0, 90.5], null],
    [[0, -90.5], null],
  ])('riderLocation at the range edges: %j → %j', (location, expected) => {
    expect(riderLocation({ location })).toEqual(expected);
  });
});
