/**
 * The runtime configuration's shape and its check: `/config.json` next to the built app, so one
 * build serves any deployment (the server writes it; the app reads it with `loadConfig` of
 * src/api). Each API base address of the contract (`x-base` in openapi/) has exactly one key here.
 */

/** The Firebase settings the new-order alert needs (Realtime Database). */
export interface FirebaseConfig {
  databaseURL: string;
  apiKey?: string;
  projectId?: string;
  appId?: string;
  authDomain?: string;
}

/** The parsed `/config.json`. */
export interface RuntimeConfig {
  /** Base address of operations tagged `x-base: api`. */
  apiBaseUrl: string;
  /** Base address of operations tagged `x-base: callCenter`. */
  callCenterBaseUrl: string;
  /** A MapLibre style URL; null uses the offline style shipped with the app. */
  mapStyleUrl: string | null;
  /** Firebase settings; null turns the realtime new-order alert off. */
  firebase: FirebaseConfig | null;
}

/** The base addresses the contract tags operations with (`x-base`). */
export type ApiBase = 'api' | 'callCenter';

/** Where the runtime configuration is served. */
export const CONFIG_URL = '/config.json';

/** A configuration that is missing, unreadable or malformed; the message names the key. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The base address of an `x-base` group: `baseUrlOf(config, 'callCenter')`. */
export function baseUrlOf(config: Pick<RuntimeConfig, 'apiBaseUrl' | 'callCenterBaseUrl'>, base: ApiBase): string {
  return base === 'api' ? config.apiBaseUrl : config.callCenterBaseUrl;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describeValue(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'string' ? `"${value}"` : `${typeof value} ${JSON.stringify(value)}`;
}

/** A base address is an absolute http(s) URL or a path on this origin ("/api"). */
function baseUrl(source: Record<string, unknown>, key: string): string {
  const value = source[key];
  if (typeof value !== 'string' || value.trim() === '') {
    throw new ConfigError(`config.json: "${key}" must be a non-empty string (a URL or a path such as "/api"), got ${describeValue(value)}`);
  }
  if (!value.startsWith('/') && !/^https?:\/\/[^/]/i.test(value)) {
    throw new ConfigError(`config.json: "${key}" must be an http(s) URL or start with "/", got ${describeValue(value)}`);
  }
  return value;
}

function nullableString(source: Record<string, unknown>, key: string): string | null {
  if (!(key in source)) throw new ConfigError(`config.json: "${key}" is missing (use null for none)`);
  const value = source[key];
  if (value === null) return null;
  if (typeof value !== 'string' || value.trim() === '') {
    throw new ConfigError(`config.json: "${key}" must be a non-empty string or null, got ${describeValue(value)}`);
  }
  return value;
}

function firebase(source: Record<string, unknown>): FirebaseConfig | null {
  if (!('firebase' in source)) throw new ConfigError('config.json: "firebase" is missing (use null for none)');
  const value = source.firebase;
  if (value === null) return null;
  if (!isRecord(value)) throw new ConfigError(`config.json: "firebase" must be an object or null, got ${describeValue(value)}`);
  const databaseURL = value.databaseURL;
  if (typeof databaseURL !== 'string' || databaseURL === '') {
    throw new ConfigError(`config.json: "firebase.databaseURL" must be a non-empty string, got ${describeValue(databaseURL)}`);
  }
  const result: FirebaseConfig = { databaseURL };
  for (const key of ['apiKey', 'projectId', 'appId', 'authDomain'] as const) {
    const optional = value[key];
    if (optional === undefined) continue;
    if (typeof optional !== 'string') {
      throw new ConfigError(`config.json: "firebase.${key}" must be a string, got ${describeValue(optional)}`);
    }
    result[key] = optional;
  }
  return result;
}

/**
 * Checks parsed JSON against {@link RuntimeConfig}; throws a {@link ConfigError} naming the
 * first missing or malformed key. Unknown keys are ignored so an older build accepts a newer file.
 */
export function parseConfig(json: unknown): RuntimeConfig {
  if (!isRecord(json)) throw new ConfigError(`config.json must be a JSON object, got ${describeValue(json)}`);
  return {
    apiBaseUrl: baseUrl(json, 'apiBaseUrl'),
    callCenterBaseUrl: baseUrl(json, 'callCenterBaseUrl'),
    mapStyleUrl: nullableString(json, 'mapStyleUrl'),
    firebase: firebase(json),
  };
}
