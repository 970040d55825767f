import { PassThrough } from 'node:stream';
import type { Db } from '../db';
import type { OrderEventBus } from './bus';
import { eventsAfter, type OrderEventFilter, type StoredOrderEvent } from './events';

/** The timing of a stream. */
export interface OrderEventStreamOptions {
  /** A comment line this often keeps proxies and the browser from thinking the connection dead. */
  heartbeatMs: number;
  /** How long a browser's EventSource waits before it connects again (the stream's `retry:`). */
  retryMs: number;
}

export const DEFAULT_STREAM_OPTIONS: OrderEventStreamOptions = { heartbeatMs: 15_000, retryMs: 3_000 };

const REPLAY_PAGE = 500;
/**
 * How long the ids a resume replayed are remembered: a replayed event's notification may still be
 * on its way when the stream turns live, and must not be sent twice.
 */
const REPLAYED_MEMORY_MS = 30_000;

/** One `order` event as the stream carries it: `id`, `event` and the `OrderEvent` JSON as `data`. */
export function eventBlock(event: StoredOrderEvent): string {
  const data = { orderId: event.orderId, companyId: event.companyId, status: event.status, version: event.version };
  return `id: ${event.id}\nevent: order\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * The `text/event-stream` of the events `filter` lets through: `retry:`, then the events after
 * `lastEventId` read from the table, then the live ones, with no gap and no repeat across the
 * switch (the bus listens before the table is read; what it hears meanwhile waits, and what the
 * table already gave is skipped), and a heartbeat comment. Destroying or ending the stream ends
 * the subscription.
 */
export async function openOrderEventStream(
  db: Db,
  bus: OrderEventBus,
  filter: OrderEventFilter,
  lastEventId: string | null,
  options: OrderEventStreamOptions = DEFAULT_STREAM_OPTIONS,
): Promise<PassThrough> {
  const stream = new PassThrough();
  let live = false;
  const waiting: StoredOrderEvent[] = [];
  let replayed: Set<string> | null = new Set();
  const write = (text: string) => {
    if (!stream.writableEnded && !stream.destroyed) stream.write(text);
  };
  const send = (event: StoredOrderEvent) => {
    if (replayed?.has(event.id)) return;
    write(eventBlock(event));
  };
  const unsubscribe = await bus.subscribe(filter, (event) => (live ? send(event) : waiting.push(event)));
  let heartbeat: NodeJS.Timeout | null = null;
  let forget: NodeJS.Timeout | null = null;
  const end = () => {
    unsubscribe();
    if (heartbeat) clearInterval(heartbeat);
    if (forget) clearTimeout(forget);
  };
  stream.once('close', end);
  stream.once('finish', end);
  try {
    write(`retry: ${options.retryMs}\n\n`);
    if (lastEventId !== null) {
      let after = lastEventId;
      for (;;) {
        const page = await eventsAfter(db, after, filter, REPLAY_PAGE);
        for (const event of page) {
          write(eventBlock(event));
          replayed.add(event.id);
        }
        const last = page.at(-1);
        if (!last || page.length < REPLAY_PAGE) break;
        after = last.id;
      }
    }
    for (const event of waiting.splice(0)) send(event);
    live = true;
    if (replayed.size === 0) replayed = null;
    else {
      forget = setTimeout(() => (replayed = null), REPLAYED_MEMORY_MS);
      forget.unref();
    }
  } catch (error) {
    stream.destroy();
    throw error;
  }
  heartbeat = setInterval(() => write(': heartbeat\n\n'), options.heartbeatMs);
  heartbeat.unref();
  return stream;
}
