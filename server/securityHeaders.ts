/**
 * The headers that tell browsers how to treat every answer: a Content-Security-Policy, no
 * framing, no content sniffing, no referrer, HSTS over TLS, and no caching of the API's answers
 * (sign-in and refresh answer tokens; every other answer is one caller's data).
 *
 * The app's policy is built from the `config.json` the server serves, so a deployment that points
 * the API, the call center, the map style or the new-order database elsewhere is allowed to reach
 * them without a policy of its own.
 */
import { stat, readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseConfig, type RuntimeConfig } from '../src/contract/runtimeConfig';

/** What {@link registerSecurityHeaders} needs to know about the app it protects. */
export interface SecurityHeaderOptions {
  /** The path under which the API is served (`/api`); its answers get {@link API_POLICY}. */
  apiPrefix: string;
  /** The built app's folder, whose `config.json` names the addresses the app may reach; null serves only the API. */
  staticDir: string | null;
  /** The keys laid over `config.json` for this request, as the `/config.json` route lays them (AppOptions). */
  configOverrides?: ((request: FastifyRequest) => Record<string, unknown>) | undefined;
  /** Where browsers report what the policies refused (`report-uri`), workers' refusals included; null: nowhere. */
  reportUri?: string | null | undefined;
}

/** The API answers JSON that no browser should render, run or frame (OWASP's policy for REST answers). */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** One year; no `includeSubDomains`, as the product cannot know what else runs under its domain. */
export const HSTS = 'max-age=31536000';

/** The Realtime Database hosts that hand a client over to another host of the same domain. */
const FIREBASE_DOMAINS = ['.firebaseio.com', '.firebasedatabase.app'];

/**
 * The origin of an absolute URL (`https://api.example.com`), or null for a path on this origin
 * ("/api"), which `'self'` already allows.
 */
function originOf(url: string): string | null {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) return null;
  try {
    const parsed = new URL(url);
    return parsed.origin === 'null' ? null : parsed.origin;
  } catch {
    return null;
  }
}

/**
 * Where the Realtime Database SDK connects for `databaseURL`: its WebSocket and, unless the URL
 * says `ws(s)://` (WebSocket only), the long-polling fallback, which loads its answers as scripts.
 * A `*.firebaseio.com` database may move the client to another host of its domain after the
 * handshake, so the domain's other hosts are allowed too.
 */
function firebaseSources(databaseURL: string): { connect: string[]; script: string[] } {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(databaseURL) ? databaseURL : `https://${databaseURL}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return { connect: [], script: [] };
  }
  const scheme = url.protocol.slice(0, -1);
  if (!['http', 'https', 'ws', 'wss'].includes(scheme)) return { connect: [], script: [] };
  const secure = scheme === 'https' || scheme === 'wss';
  const webSocketOnly = scheme === 'ws' || scheme === 'wss';
  const hosts = [url.host];
  if (FIREBASE_DOMAINS.some((domain) => url.hostname.endsWith(domain))) hosts.push(`*.${url.host.slice(url.host.indexOf('.') + 1)}`);
  const socket = hosts.map((host) => `${secure ? 'wss' : 'ws'}://${host}`);
  const polling = webSocketOnly ? [] : hosts.map((host) => `${secure ? 'https' : 'http'}://${host}`);
  return { connect: [...socket, ...polling], script: polling };
}

function directive(name: string, sources: readonly (string | null)[]): string {
  return [name, ...new Set(sources.filter((source): source is string => source !== null))].join(' ');
}

/**
 * The app's policy for a runtime configuration (null: a `config.json` that is missing or does not
 * parse, which leaves the app on its own origin). Scripts come from the app's origin only (the
 * build has no inline script); styles may be inline, as Emotion (Chakra UI) writes `<style>`
 * elements as it renders; images from any https address, as a user's picture may be anywhere.
 * @example appPolicy(null) // "default-src 'self'; script-src 'self'; …; frame-ancestors 'none'"
 */
export function appPolicy(config: RuntimeConfig | null): string {
  const firebase = config?.firebase ? firebaseSources(config.firebase.databaseURL) : { connect: [], script: [] };
  const bases = config ? [config.apiBaseUrl, config.callCenterBaseUrl].map(originOf) : [];
  const mapStyle = config?.mapStyleUrl ? originOf(config.mapStyleUrl) : null;
  return [
    directive('default-src', ["'self'"]),
    directive('script-src', ["'self'", ...firebase.script]),
    // The map's worker is a file of the build (maplibre-gl-worker).
    directive('worker-src', ["'self'"]),
    directive('style-src', ["'self'", "'unsafe-inline'"]),
    // data: and blob: for the map's and Chakra's icons.
    directive('img-src', ["'self'", 'data:', 'blob:', 'https:']),
    directive('connect-src', ["'self'", ...bases, mapStyle, ...firebase.connect]),
    directive('object-src', ["'none'"]),
    directive('base-uri', ["'none'"]),
    directive('form-action', ["'self'"]),
    directive('frame-ancestors', ["'none'"]),
  ].join('; ');
}

/** Reads the built `config.json` again only when the file changed (a deployment may edit it in place). */
function configReader(file: string): () => Promise<Record<string, unknown> | null> {
  let cached: { key: string; config: Record<string, unknown> | null } | null = null;
  return async () => {
    const stats = await stat(file).catch(() => null);
    if (!stats) return null;
    const key = `${stats.mtimeMs}:${stats.size}`;
    if (cached?.key !== key) {
      let config: Record<string, unknown> | null = null;
      try {
        const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
        if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) config = parsed as Record<string, unknown>;
      } catch {
        config = null;
      }
      cached = { key, config };
    }
    return cached.config;
  };
}

function isApiPath(url: string, prefix: string): boolean {
  return url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`);
}

/**
 * Sets the headers on every answer of `app`, the API's and the built app's alike, errors included.
 * Register it before the routes.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  const readConfig = options.staticDir ? configReader(resolve(options.staticDir, 'config.json')) : async () => null;

  async function policyFor(request: FastifyRequest): Promise<string> {
    const built = await readConfig();
    if (!built) return appPolicy(null);
    try {
      return appPolicy(parseConfig({ ...built, ...options.configOverrides?.(request) }));
    } catch {
      // The app reports a configuration it cannot read; until it is fixed the app needs its own origin only.
      return appPolicy(null);
    }
  }

  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const api = isApiPath(request.url, options.apiPrefix);
    const policy = api ? API_POLICY : await policyFor(request);
    reply.header('content-security-policy', options.reportUri ? `${policy}; report-uri ${options.reportUri}` : policy);
    reply.header('x-content-type-options', 'nosniff');
    // A reset link carries its token in the query string: no page of the app names itself to anyone.
    reply.header('referrer-policy', 'no-referrer');
    // The connection itself, never X-Forwarded-Proto: no proxy is trusted yet.
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (api) reply.header('cache-control', 'no-store');
    return payload;
  });
}
