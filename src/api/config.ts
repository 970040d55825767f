import { CONFIG_URL, ConfigError, parseConfig, type RuntimeConfig } from '../contract/runtimeConfig';

/**
 * Fetches and checks the runtime configuration.
 * @example const config = await loadConfig(); // throws ConfigError when unusable
 */
export async function loadConfig(fetchFn: typeof fetch = fetch, url: string = CONFIG_URL): Promise<RuntimeConfig> {
  let response: Response;
  try {
    response = await fetchFn(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
  } catch (cause) {
    throw new ConfigError(`Could not load ${url}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
  if (!response.ok) throw new ConfigError(`Could not load ${url}: HTTP ${response.status}`);
  let json: unknown;
  try {
    json = await response.json();
  } catch (cause) {
    throw new ConfigError(`${url} is not valid JSON`, { cause });
  }
  return parseConfig(json);
}

let pageConfig: Promise<RuntimeConfig> | null = null;

/**
 * `/config.json` as {@link loadConfig} reads it, fetched once per page load and shared by all that
 * need it (the start, the new-order alert, the map); a failed read is tried again by the next caller.
 */
export function readPageConfig(): Promise<RuntimeConfig> {
  pageConfig ??= loadConfig().catch((error: unknown) => {
    pageConfig = null;
    throw error;
  });
  return pageConfig;
}
