import type { Db } from '../db';
import { eventsAfter, eventsById, isInFilter, latestEventId, pruneOrderEvents, type OrderEventFilter, type StoredOrderEvent } from './events';
import { defaultSource, type NotificationListener, type NotificationSource } from './sources';

/** Receives each event of the subscription's filter, in the order the bus hears them. */
export type Deliver = (event: StoredOrderEvent) => void;

interface Subscriber {
  filter: OrderEventFilter;
  deliver: Deliver;
}

/** How the bus listens, prunes and reports. */
export interface OrderEventBusOptions {
  /** The listening connection; by default the database's own ({@link defaultSource}). */
  source?: NotificationSource;
  /** How often old events are deleted while the bus listens (and once when it starts). */
  pruneEveryMs?: number;
  /** The first wait before listening again after the connection dropped; it doubles up to 10 s. */
  reconnectMs?: number;
  /** Where failures are told. */
  log?: (message: string, error: unknown) => void;
}

/** How many event ids the bus remembers having delivered (a notification heard twice, a catch-up overlapping them). */
const REMEMBERED_IDS = 4096;
const CATCH_UP_PAGE = 500;

/** Each notification's event id and, when the payload names them, its order and version. */
function parsePayload(payload: string): { id: string; orderId?: string; version?: number } | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return /^\d+$/.test(payload) ? { id: payload } : null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const id: unknown = Reflect.get(value, 'id');
  if ((typeof id !== 'string' || !/^\d+$/.test(id)) && typeof id !== 'number') return null;
  const orderId: unknown = Reflect.get(value, 'order_id');
  const version: unknown = Reflect.get(value, 'version');
  return { id: String(id), ...(typeof orderId === 'string' ? { orderId } : {}), ...(typeof version === 'number' ? { version } : {}) };
}

/**
 * The order events of one database as this process hears them, fanned out to the subscribers of
 * each company. One listening connection serves every subscriber: it opens with the first and
 * closes with the last (so a stopping server, which ends its streams, holds no connection).
 *
 * A notification is a doorbell: the event is read from this connection's `order_events` by the
 * id it names, and delivered when the row matches it. That keeps apart two schemas of one
 * database (the tests' schemas share a channel and their ids overlap) and needs nothing of the
 * payload but the id. After the connection drops, the bus listens again and delivers what was
 * appended meanwhile from the table.
 */
export class OrderEventBus {
  private readonly byCompany = new Map<string, Set<Subscriber>>();
  private readonly everyCompany = new Set<Subscriber>();
  private count = 0;
  /** The listening connection being opened or open; null when idle. */
  private listening: Promise<NotificationListener> | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private pruneTimer: NodeJS.Timeout | null = null;
  private pending: ReturnType<typeof parsePayload>[] = [];
  private flushing: Promise<void> = Promise.resolve();
  private flushQueued = false;
  private readonly delivered = new Set<string>();
  /** The highest id delivered or known at the start: a catch-up reads after it. */
  private high = 0n;
  private readonly source: Promise<NotificationSource>;

  constructor(
    private readonly db: Db,
    private readonly options: OrderEventBusOptions = {},
  ) {
    this.source = options.source ? Promise.resolve(options.source) : defaultSource(db);
    // A rejected source is reported by the first subscription that waits for it.
    this.source.catch(() => {});
  }

  /** How many subscriptions are open. */
  get subscriptions(): number {
    return this.count;
  }

  /**
   * Delivers the events `filter` lets through to `deliver` from now on; resolves once the bus
   * listens (an event appended after it resolves is delivered), with the function that ends it.
   */
  async subscribe(filter: OrderEventFilter, deliver: Deliver): Promise<() => void> {
    const subscriber: Subscriber = { filter, deliver };
    const sets = filter.companyIds === null ? [this.everyCompany] : [...filter.companyIds].map((id) => this.companySet(id));
    for (const set of sets) set.add(subscriber);
    this.count++;
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      for (const set of sets) set.delete(subscriber);
      for (const id of filter.companyIds ?? []) if (this.byCompany.get(id)?.size === 0) this.byCompany.delete(id);
      this.count--;
      if (this.count === 0) void this.stop();
    };
    try {
      await this.start();
    } catch (error) {
      end();
      throw error;
    }
    return end;
  }

  private companySet(id: string): Set<Subscriber> {
    let set = this.byCompany.get(id);
    if (!set) this.byCompany.set(id, (set = new Set()));
    return set;
  }

  private start(): Promise<NotificationListener> {
    if (!this.listening) {
      const opening = this.open(false);
      this.listening = opening;
      opening.catch(() => {
        if (this.listening === opening) this.listening = null;
      });
    }
    return this.listening;
  }

  private async open(catchUp: boolean): Promise<NotificationListener> {
    const source = await this.source;
    const listener = await source({
      notify: (payload) => this.heard(payload),
      dropped: (error) => this.dropped(error),
    });
    if (!catchUp) {
      const latest = BigInt(await latestEventId(this.db));
      if (latest > this.high) this.high = latest;
      this.schedulePrune();
    } else {
      await this.enqueue(() => this.catchUp());
    }
    return listener;
  }

  private dropped(error: unknown): void {
    this.options.log?.('the order events connection dropped; listening again', error);
    if (this.count === 0 || this.reconnectTimer) return;
    let wait = this.options.reconnectMs ?? 1_000;
    const retry = () => {
      this.reconnectTimer = null;
      if (this.count === 0) return;
      const opening = this.open(true);
      this.listening = opening;
      opening.catch((failure: unknown) => {
        this.options.log?.('listening for order events failed; trying again', failure);
        wait = Math.min(wait * 2, 10_000);
        this.reconnectTimer = setTimeout(retry, wait);
        this.reconnectTimer.unref();
      });
    };
    this.reconnectTimer = setTimeout(retry, wait);
    this.reconnectTimer.unref();
  }

  private async stop(): Promise<void> {
    const listening = this.listening;
    this.listening = null;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    if (this.pruneTimer) clearInterval(this.pruneTimer);
    this.pruneTimer = null;
    const listener = await listening?.catch(() => null);
    await listener?.close();
  }

  private schedulePrune(): void {
    const prune = () => {
      pruneOrderEvents(this.db).catch((error: unknown) => this.options.log?.('pruning old order events failed', error));
    };
    prune();
    if (this.pruneTimer) clearInterval(this.pruneTimer);
    this.pruneTimer = setInterval(prune, this.options.pruneEveryMs ?? 60 * 60_000);
    this.pruneTimer.unref();
  }

  private heard(payload: string): void {
    const parsed = parsePayload(payload);
    if (!parsed) return;
    this.pending.push(parsed);
    if (this.flushQueued) return;
    this.flushQueued = true;
    void this.enqueue(() => {
      this.flushQueued = false;
      return this.flush();
    });
  }

  /** Runs reads one after another, so that events are delivered in the order they were heard. */
  private enqueue(work: () => Promise<void>): Promise<void> {
    this.flushing = this.flushing.then(work).catch((error: unknown) => this.options.log?.('reading order events failed', error));
    return this.flushing;
  }

  private async flush(): Promise<void> {
    const batch = this.pending.filter((p) => p !== null);
    this.pending = [];
    const rows = new Map((await eventsById(this.db, [...new Set(batch.map((p) => p.id))])).map((row) => [row.id, row]));
    for (const heard of batch) {
      const row = rows.get(heard.id);
      // Another schema's event under an id this table also has: not this database's.
      if (!row || (heard.orderId !== undefined && heard.orderId !== row.orderId) || (heard.version !== undefined && heard.version !== row.version)) continue;
      this.deliver(row);
    }
  }

  private async catchUp(): Promise<void> {
    for (;;) {
      const rows = await eventsAfter(this.db, this.high.toString(), null, CATCH_UP_PAGE);
      for (const row of rows) this.deliver(row);
      if (rows.length < CATCH_UP_PAGE) return;
    }
  }

  private deliver(event: StoredOrderEvent): void {
    if (this.delivered.has(event.id)) return;
    this.delivered.add(event.id);
    if (this.delivered.size > REMEMBERED_IDS) {
      const oldest = this.delivered.values().next().value;
      if (oldest !== undefined) this.delivered.delete(oldest);
    }
    const id = BigInt(event.id);
    if (id > this.high) this.high = id;
    const targets = [...(this.byCompany.get(event.companyId) ?? []), ...this.everyCompany];
    for (const subscriber of targets) {
      if (!isInFilter(subscriber.filter, event)) continue;
      try {
        subscriber.deliver(event);
      } catch (error) {
        this.options.log?.('an order event subscriber failed', error);
      }
    }
  }
}

const buses = new WeakMap<Db, OrderEventBus>();

/** The bus of `db` in this process (made on first use, with `options` then). */
export function busOf(db: Db, options: OrderEventBusOptions = {}): OrderEventBus {
  let bus = buses.get(db);
  if (!bus) buses.set(db, (bus = new OrderEventBus(db, options)));
  return bus;
}
