import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { startTestServer, TEST_JWT_SECRET, type TestServer } from './harness';

/**
 * Stopping the server (Ctrl-C on `npm start`, a deployment's stop) ends in seconds: a browser's
 * socket opened ahead of a request, which Node would keep until its 60 s header timeout, does not
 * hold the stop.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** A connection that sends nothing, as a browser's preconnect; resolves when the server drops it. */
function silentSocket(port: number): Promise<{ socket: Socket; dropped: Promise<void> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('error', reject);
    socket.once('connect', () => resolve({ socket, dropped: new Promise((closed) => socket.once('close', () => closed())) }));
  });
}

describe('stopping the server', () => {
  it('drops a socket that never sent a request and ends within 10 s, not at the 60 s header timeout', { timeout: 70_000 }, async () => {
    const app = await buildApp({ db: server.db, jwtSecret: TEST_JWT_SECRET });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const { socket, dropped } = await silentSocket(port);
    // The connection is up: the server holds it.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(socket.destroyed).toBe(false);

    const started = Date.now();
    await app.close();
    await dropped;
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
