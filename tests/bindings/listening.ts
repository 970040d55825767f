import { createApiClients, type ApiClients } from '../../src/api/client';
import { startTestServer, type TestServer } from '../server/harness';

/** Who calls: a demo user (signed in once) acting for a company, or nobody (the public pages). */
export interface Caller {
  email?: string;
  company?: string;
}

/** The reference server listening on loopback, and the app's clients to it. */
export interface ListeningApi {
  server: TestServer;
  /** The app's clients of `caller` (signed in when it has an email); `urls`, when given, records every request. */
  clientsOf(caller?: Caller, urls?: string[]): Promise<ApiClients>;
}

/** Starts the reference server listening on loopback (close it with `server.close()`). */
export async function listeningApi(): Promise<ListeningApi> {
  const server = await startTestServer();
  const address = await server.app.listen({ host: '127.0.0.1', port: 0 });
  const baseUrl = `${address}/api`;
  return {
    server,
    async clientsOf(caller = {}, urls) {
      const token = caller.email ? await server.tokenFor(caller.email) : null;
      const recording = urls
        ? {
            fetch: (request: Request) => {
              urls.push(request.url);
              return fetch(request);
            },
          }
        : {};
      return createApiClients(
        { apiBaseUrl: baseUrl, callCenterBaseUrl: baseUrl },
        { accessToken: () => token, companyId: () => caller.company ?? null },
        recording,
      );
    },
  };
}

/** The reference server listening on loopback, and the app's clients of `caller` to it. */
export async function listeningServer(caller: Caller = {}): Promise<{ server: TestServer; clients: ApiClients }> {
  const { server, clientsOf } = await listeningApi();
  return { server, clients: await clientsOf(caller) };
}

/**
 * How long a bindings test waits for an actor answered by the reference server: the calls cross
 * HTTP and the database, which a loaded machine can slow past the fakes' 5 s.
 */
export const OVER_THE_SERVER = { timeout: 20_000 } as const;
