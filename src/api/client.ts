import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { ApiBase, RuntimeConfig } from '../contract/runtimeConfig';
import type { paths } from '../contract/schema.gen';

/**
 * What the client needs to know about the session, read on every request so a refreshed
 * token or a newly found main company applies at once. The session machine implements it.
 */
export interface SessionCredentials {
  /** The current access token, or null when signed out. */
  accessToken(): string | null;
  /** The main company id, or null while unknown. */
  companyId(): string | null;
  /**
   * Asked once when a call made with the session's token answers 401: answers a fresh
   * access token (the session refreshed it) or null (the session ended).
   */
  refresh?(): Promise<string | null>;
}

/** Credentials of nobody: requests go out without `Authorization` and `Company`. */
export const anonymousCredentials: SessionCredentials = {
  accessToken: () => null,
  companyId: () => null,
};

/** The typed client of the whole contract; pick the one whose base matches the operation's `x-base`. */
export type ApiClient = Client<paths>;

/** One client per base address of the contract. */
export type ApiClients = Record<ApiBase, ApiClient>;

/** Options of one call beyond its parameters: `keepalive` lets a call outlive the page that made it. */
export type CallInit = Pick<RequestInit, 'keepalive'>;

/**
 * A `Company` header value asking for every company the caller may act for: the client sends no
 * `Company` header then (the contract's "absent"), rather than the main company's.
 * @example clients.api.GET('/v2/orders/board', { params: { query, header: { Company: EVERY_COMPANY } } })
 */
export const EVERY_COMPANY = '*';

/** Options of {@link createApiClients}. */
export interface ApiClientOptions {
  /** A fetch to use instead of the global one (tests pass a fake). */
  fetch?: (request: Request) => Promise<Response>;
}

/**
 * Adds `Authorization: Bearer <token>` and `Company: <main company id>` when known. A header
 * the caller set explicitly wins (a root user acting for another company sets its own `Company`;
 * {@link EVERY_COMPANY} sends none).
 */
export function credentialsMiddleware(
  credentials: SessionCredentials,
  fetchFn: (request: Request) => Promise<Response> = (request) => globalThis.fetch(request),
): Middleware {
  // Requests that carry the session's own token, with a copy to replay after a refresh.
  const replays = new WeakMap<Request, Request>();
  return {
    onRequest({ request }) {
      const token = credentials.accessToken();
      if (token && !request.headers.has('Authorization')) {
        request.headers.set('Authorization', `Bearer ${token}`);
        if (credentials.refresh) replays.set(request, request.clone());
      }
      const companyId = credentials.companyId();
      if (request.headers.get('Company') === EVERY_COMPANY) request.headers.delete('Company');
      else if (companyId && !request.headers.has('Company')) request.headers.set('Company', companyId);
      return request;
    },
    async onResponse({ request, response }) {
      const replay = replays.get(request);
      if (response.status !== 401 || !replay || !credentials.refresh) return response;
      const token = await credentials.refresh();
      if (!token) return response;
      replay.headers.set('Authorization', `Bearer ${token}`);
      return fetchFn(replay);
    },
  };
}

/** An openapi-fetch client for one base address, carrying the session's headers. */
export function createApiClient(baseUrl: string, credentials: SessionCredentials, options: ApiClientOptions = {}): ApiClient {
  const client = createClient<paths>({ baseUrl, ...(options.fetch ? { fetch: options.fetch } : {}) });
  client.use(credentialsMiddleware(credentials, options.fetch));
  return client;
}

/**
 * The clients of every base address in the runtime configuration.
 * @example
 * const clients = createApiClients(config, session);
 * const { data, error, response } = await clients.callCenter.GET('/contact', { params: { query: { page: 1 } } });
 */
export function createApiClients(
  config: Pick<RuntimeConfig, 'apiBaseUrl' | 'callCenterBaseUrl'>,
  credentials: SessionCredentials,
  options: ApiClientOptions = {},
): ApiClients {
  return {
    api: createApiClient(config.apiBaseUrl, credentials, options),
    callCenter: createApiClient(config.callCenterBaseUrl, credentials, options),
  };
}
