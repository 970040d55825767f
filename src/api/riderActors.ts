import type { ApiClients } from './client';
import { readPageConfig } from './config';
import type { RuntimeConfig } from '../contract/runtimeConfig';
import { unwrap } from './errors';
import type { RiderPositionsAnswer } from '../domain/riders';

/** The base style shipped with the app (public/map/): no tiles, no fonts, no network beyond this origin. */
export const OFFLINE_MAP_STYLE_URL = '/map/offline-style.json';

/**
 * Every rider of the request's companies with a known position (GET /delivery-man/map). The
 * filter flags of the call are left out on purpose: the map filters what it received, so the
 * filter control can count every value and a filter change needs no call.
 */
export async function fetchRiderPositions(clients: ApiClients, signal?: AbortSignal): Promise<RiderPositionsAnswer> {
  const riders = await unwrap(clients.api.GET('/delivery-man/map', signal ? { signal } : {}));
  return { riders, receivedAt: Date.now() };
}

/** The map's base style: `mapStyleUrl` of the runtime configuration, or the offline style shipped with the app. */
export function mapStyleUrlOf(config: Pick<RuntimeConfig, 'mapStyleUrl'>): string {
  return config.mapStyleUrl ?? OFFLINE_MAP_STYLE_URL;
}

/**
 * The map's base style from the page's `/config.json`; an unreadable configuration falls back to
 * the offline style, so the map still shows its riders.
 */
export async function loadMapStyleUrl(read: () => Promise<RuntimeConfig> = readPageConfig): Promise<string> {
  try {
    return mapStyleUrlOf(await read());
  } catch {
    return OFFLINE_MAP_STYLE_URL;
  }
}
