import { createApiClients, type ApiClients } from '../../src/api/client';
import { startTestServer, type TestServer } from '../server/harness';

/** Who calls: a demo user (signed in once) acting for a company, or nobody (the public pages). */
export interface Caller {
  email?: string;
  company?: string;
}

/** The reference server listening on loopback, and the app's clients of `caller` to it. */
export async function listeningServer(caller: Caller = {}): Promise<{ server: TestServer; clients: ApiClients }> {
  const server = await startTestServer();
  const address = await server.app.listen({ host: '127.0.0.1', port: 0 });
  const token = caller.email ? await server.tokenFor(caller.email) : null;
  const clients = createApiClients(
    { apiBaseUrl: `${address}/api`, callCenterBaseUrl: `${address}/api` },
    { accessToken: () => token, companyId: () => caller.company ?? null },
  );
  return { server, clients };
}
