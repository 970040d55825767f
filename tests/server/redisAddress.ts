import { connect } from 'node:net';

/** The Redis the server tests use: REDIS_URL, else the local default one. */
export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether a Redis answers PING at REDIS_URL (127.0.0.1:6379 by default) within half a second. */
export function redisAnswers(): Promise<boolean> {
  const { hostname, port } = new URL(REDIS_URL);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379) }, () => socket.write('PING\r\n'));
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(500, () => done(false));
    // A server asking for a password answers -NOAUTH: it is there, and REDIS_URL carries the password.
    socket.on('data', (data) => done(/^(\+PONG|-NOAUTH)/.test(data.toString())));
    socket.on('error', () => done(false));
  });
}
