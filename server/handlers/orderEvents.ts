import { busOf, type OrderEventBus } from '../orderEvents/bus';
import { eventFilterFor, resumePoint } from '../orderEvents/scope';
import { DEFAULT_STREAM_OPTIONS, openOrderEventStream, type OrderEventStreamOptions } from '../orderEvents/stream';
import type { Db } from '../db';
import type { Handlers } from './types';

/** What the order event handlers may be given (tests: a short heartbeat, a bus of their own). */
export interface OrderEventHandlerOptions extends Partial<OrderEventStreamOptions> {
  /** The bus of a database; by default the process's own for it. */
  bus?: (db: Db) => OrderEventBus;
}

/**
 * The live order events (issue 24): a `text/event-stream` of the orders of the companies the
 * caller acts on orders for, resumed after `Last-Event-ID`, fed by this process's bus.
 */
export function orderEventHandlers(options: OrderEventHandlerOptions = {}) {
  const timing: OrderEventStreamOptions = { ...DEFAULT_STREAM_OPTIONS, ...options };
  return {
    async streamOrderEvents({ db, principal, scope, query, request, reply }) {
      const filter = await eventFilterFor(db, principal, scope, query.type);
      const after = resumePoint(request.headers['last-event-id'], query.lastEventId);
      const log = request.server.log;
      const bus = options.bus?.(db) ?? busOf(db, { log: (message, error) => log.error({ err: error }, message) });
      const stream = await openOrderEventStream(db, bus, filter, after, timing);
      reply.header('content-type', 'text/event-stream; charset=utf-8');
      // The security headers make every API answer no-store, which keeps the stream out of caches too.
      reply.header('cache-control', 'no-cache');
      // nginx would otherwise hold the events in its buffer.
      reply.header('x-accel-buffering', 'no');
      return stream;
    },
  } satisfies Handlers;
}
