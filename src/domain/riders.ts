import type { RiderPosition } from '../contract/schema.gen';
import type { TranslationFunctions } from '../i18n/i18n-types';

/**
 * The riders of the live map (seed 001 sections 2.5 and 3): who they are, what the filter
 * keeps, which colour each gets, what the popup says, and the typed arrays the map layer draws.
 */

/** The values of the map's filter (seed 001 section 2.5). */
export type RiderFilter = 'all' | 'online' | 'offline' | 'onRoute';

/** Every filter value, in the order the filter control shows them. */
export const RIDER_FILTERS: readonly RiderFilter[] = Object.freeze(['all', 'online', 'offline', 'onRoute']);

/**
 * What a rider is doing, as its colour says: each rider has exactly one, so the counts of
 * `online`, `offline` and `onRoute` add up to `all`.
 */
export type RiderStatus = Exclude<RiderFilter, 'all'>;

/** Every status, in the order the legend shows them. */
export const RIDER_STATUSES: readonly RiderStatus[] = Object.freeze(['online', 'offline', 'onRoute']);

/** True for a filter value; anything else (an old or hand-typed address) is not one. */
export function isRiderFilter(value: unknown): value is RiderFilter {
  return typeof value === 'string' && (RIDER_FILTERS as readonly string[]).includes(value);
}

/**
 * A rider's status: offline when not online (whatever its route says: the platform no longer
 * hears from it), on route when online with `onRoute`, otherwise online.
 */
export function riderStatus(rider: Pick<RiderPosition, 'isOnline' | 'onRoute'>): RiderStatus {
  if (!rider.isOnline) return 'offline';
  return rider.onRoute ? 'onRoute' : 'online';
}

/** True when the filter shows the rider: `all` shows everyone, the others the riders of that status. */
export function matchesFilter(rider: Pick<RiderPosition, 'isOnline' | 'onRoute'>, filter: RiderFilter): boolean {
  return filter === 'all' || riderStatus(rider) === filter;
}

/** The riders the filter shows, in their order (`all`: the same array). */
export function filterRiders<T extends Pick<RiderPosition, 'isOnline' | 'onRoute'>>(riders: readonly T[], filter: RiderFilter): readonly T[] {
  return filter === 'all' ? riders : riders.filter((rider) => matchesFilter(rider, filter));
}

/** How many riders each filter value shows, for the filter control. */
export function countByFilter(riders: readonly Pick<RiderPosition, 'isOnline' | 'onRoute'>[]): Record<RiderFilter, number> {
  const counts: Record<RiderFilter, number> = { all: riders.length, online: 0, offline: 0, onRoute: 0 };
  for (const rider of riders) counts[riderStatus(rider)] += 1;
  return counts;
}

/** A colour as red, green, blue (0 to 255). */
export type Rgb = readonly [number, number, number];

/** Seed 001 section 2.5: green online, red offline, blue on route. */
export const RIDER_COLOURS: Readonly<Record<RiderStatus, Rgb>> = Object.freeze({
  online: [22, 163, 74],
  offline: [220, 38, 38],
  onRoute: [37, 99, 235],
});

/** The colour of a rider's marker. */
export function riderColour(rider: Pick<RiderPosition, 'isOnline' | 'onRoute'>): Rgb {
  return RIDER_COLOURS[riderStatus(rider)];
}

/** A colour as CSS hex (`#16a34a`), for the legend. */
export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((part) => part.toString(16).padStart(2, '0')).join('')}`;
}

/** A position as [longitude, latitude] in degrees (seed 001 section 2.5). */
export type LngLat = readonly [longitude: number, latitude: number];

/**
 * A rider's position as [longitude, latitude], or null when it is not a position on Earth
 * (missing, not finite, or out of range), so a bad record never draws a marker in the ocean.
 * @example riderLocation({ location: [-46.6452, -23.571] }) // [-46.6452, -23.571]
 */
export function riderLocation(rider: Pick<RiderPosition, 'location'>): LngLat | null {
  const [longitude, latitude] = rider.location;
  if (longitude === undefined || latitude === undefined || !isPosition(longitude, latitude)) return null;
  return [longitude, latitude];
}

/** Whether `longitude`, `latitude` is a place on Earth: within range, so finite (NaN fails every comparison). */
export function isPosition(longitude: number, latitude: number): boolean {
  return longitude >= -180 && longitude <= 180 && latitude >= -90 && latitude <= 90;
}

/** A box as [[west, south], [east, north]]. */
export type LngLatBounds = readonly [LngLat, LngLat];

/** The smallest box around the riders' positions, or null when none has one. */
export function riderBounds(riders: readonly Pick<RiderPosition, 'location'>[]): LngLatBounds | null {
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const rider of riders) {
    const location = riderLocation(rider);
    if (!location) continue;
    const [longitude, latitude] = location;
    west = Math.min(west, longitude);
    east = Math.max(east, longitude);
    south = Math.min(south, latitude);
    north = Math.max(north, latitude);
  }
  return west === Infinity ? null : [[west, south], [east, north]];
}

/** The texts of a rider's popup (seed 001 section 2.5). */
export interface RiderPopupTexts {
  /** The person's name, or 'Person não cadastrado' when the rider has no person record. */
  name: string;
  /** `typeOfVehicle` as the platform stores it. */
  vehicle: string;
  /** 'Online' or 'Offline'. */
  online: string;
  /** FREE 'Liberado', ON_ROUTE 'Em rota', anything else 'Indisponível'. */
  flag: string;
}

/**
 * The popup of a rider in the language of `LL`.
 * @example riderPopupTexts(translator('ptBr'), rider) // { name: 'Ana Souza', vehicle: 'moto', online: 'Online', flag: 'Em rota' }
 */
export function riderPopupTexts(
  LL: TranslationFunctions,
  rider: Pick<RiderPosition, 'person' | 'typeOfVehicle' | 'isOnline' | 'flag'>,
): RiderPopupTexts {
  const texts = LL.RIDER_MAP.POPUP;
  // The flag is the platform's word: a value this release does not know reads as unavailable.
  const flag: string = rider.flag;
  return {
    name: rider.person?.name ?? texts.NO_PERSON(),
    vehicle: rider.typeOfVehicle,
    online: rider.isOnline ? texts.ONLINE() : texts.OFFLINE(),
    flag: flag === 'FREE' ? texts.FREE() : flag === 'ON_ROUTE' ? texts.ON_ROUTE() : texts.UNAVAILABLE(),
  };
}

/** What the fetch actor answers: the riders with a position, and when they arrived (ms since the epoch). */
export interface RiderPositionsAnswer {
  riders: RiderPosition[];
  receivedAt: number;
}
