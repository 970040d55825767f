import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer } from './harness';

/** The HTTP methods the tests call the API with. */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The reference server a test file shares, and its calls as a demo user. */
export interface FileServer {
  /** The server (inside a test: it starts before the file's tests). */
  readonly server: TestServer;
  /** Calls `url` as `email` (signed in once), with `payload` and for `company` when given. */
  as(email: string, method: Method, url: string, payload?: object, company?: string): ReturnType<TestServer['call']>;
}

/** Starts the reference server before the calling file's tests and closes it after. Call at the top level of the file. */
export function startFileServer(): FileServer {
  let started: TestServer | undefined;
  beforeAll(async () => {
    started = await startTestServer();
  });
  afterAll(() => started?.close());
  const file: FileServer = {
    get server() {
      if (!started) throw new Error('startFileServer: the server is not started (use it inside a test)');
      return started;
    },
    async as(email, method, url, payload, company) {
      const server = file.server;
      return server.call({
        method,
        url,
        token: await server.tokenFor(email),
        ...(payload ? { payload } : {}),
        ...(company ? { company } : {}),
      });
    },
  };
  return file;
}
