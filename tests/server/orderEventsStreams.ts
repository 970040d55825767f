import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { Db } from '../../server/db';
import { appendOrderEvent, type OrderEventValues } from '../../server/repositories/orderEvents';

/** What an appended event says. */
export type AppendedEvent = OrderEventValues;

/** Appends an order event and notifies it in one transaction, as placing or moving an order does; answers its id. */
export function appendEvent(db: Db, event: AppendedEvent): Promise<string> {
  return db.transaction().execute((trx) => appendOrderEvent(trx, event));
}

/** One `order` event as a client reads it. */
export interface ReadEvent {
  id: string | null;
  event: string;
  data: unknown;
}

/** An open event stream, read as it arrives. */
export interface OpenStream {
  status: number;
  headers: IncomingHttpHeaders;
  /** Every text received so far. */
  text(): string;
  /** The `order` events (and any other named events) received so far. */
  events(): ReadEvent[];
  /** Resolves once `count` events arrived (rejects after `timeoutMs`). */
  waitForEvents(count: number, timeoutMs?: number): Promise<ReadEvent[]>;
  /** Resolves once the text holds `fragment` `times` times. */
  waitForText(fragment: string, times?: number, timeoutMs?: number): Promise<void>;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  close(): void;
}

function parseBlocks(text: string): ReadEvent[] {
  const events: ReadEvent[] = [];
  for (const block of text.split('\n\n').slice(0, -1)) {
    const lines = block.split('\n').filter((line) => !line.startsWith(':'));
    const field = (name: string) => lines.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2) ?? null;
    const data = field('data');
    if (data === null) continue;
    events.push({ id: field('id'), event: field('event') ?? 'message', data: JSON.parse(data) });
  }
  return events;
}

/** Opens `GET /api/v2/orders/events` (with `query`) on a listening server, as a browser's fetch would. */
export function openStream(port: number, options: { token?: string; company?: string; lastEventId?: string; query?: string }): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { accept: 'text/event-stream' };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.company) headers.company = options.company;
    if (options.lastEventId) headers['last-event-id'] = options.lastEventId;
    const req = httpRequest({ host: '127.0.0.1', port, path: `/api/v2/orders/events${options.query ? `?${options.query}` : ''}`, headers }, (res) => {
      let received = '';
      const waiters = new Set<() => void>();
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        received += chunk;
        for (const waiter of [...waiters]) waiter();
      });
      const ended = new Promise<void>((done) => res.once('close', () => done()));
      const waitUntil = (ready: () => boolean, what: string, timeoutMs: number) =>
        new Promise<void>((done, fail) => {
          const check = () => {
            if (!ready()) return;
            waiters.delete(check);
            clearTimeout(timer);
            done();
          };
          const timer = setTimeout(() => {
            waiters.delete(check);
            fail(new Error(`waited ${timeoutMs} ms for ${what}; received:\n${received}`));
          }, timeoutMs);
          waiters.add(check);
          check();
        });
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        text: () => received,
        events: () => parseBlocks(received),
        async waitForEvents(count, timeoutMs = 5_000) {
          await waitUntil(() => parseBlocks(received).length >= count, `${count} events`, timeoutMs);
          return parseBlocks(received);
        },
        waitForText: (fragment, times = 1, timeoutMs = 5_000) =>
          waitUntil(() => received.split(fragment).length - 1 >= times, `${times} × ${JSON.stringify(fragment)}`, timeoutMs),
        ended,
        close: () => req.destroy(),
      });
    });
    req.once('error', reject);
    req.end();
  });
}

/** Waits `ms` milliseconds (a window in which nothing more should arrive). */
export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
