/**
 * The order desk's calls (tag orders of the contract), typed with openapi-fetch; failures are
 * thrown as `ApiError` values (see ./errors). The live events are read with fetch through the same
 * client (its base address and session headers), since `EventSource` cannot send the bearer header,
 * and parsed by the pure `text/event-stream` reader below.
 */
import { EVERY_COMPANY, type ApiClients } from './client';
import { toApiError, unwrap } from './errors';
import { asApiError, type ApiError } from '../contract/apiError';
import { idempotencyHeader } from '../contract/idempotencyKey';
import type { Order, OrderBoard, OrderPrintLink, OrderRiderOptions, OrderSettings, OrderTransition, OrdersPaginator } from '../contract/schema.gen';
import type { ExportFormat, ExportOrdersQuery, ListOrdersQuery } from '../domain/orderHistory';
import { isOrderStatus, type OrderBoardType, type OrderEvent } from '../domain/orders';

export type { OrderBoardType, OrderEvent } from '../domain/orders';

/** The `Company` header naming the company a call acts for; none leaves the session's own. */
function companyHeader(companyId: string | null | undefined): { Company?: string } {
  return companyId ? { Company: companyId } : {};
}

/** The `Company` header of a board: one company, or (null) every company the caller acts for, not only the main one. */
function boardCompanyHeader(companyId: string | null | undefined): { Company: string } {
  return { Company: companyId || EVERY_COMPANY };
}

/** The board of the companies the session acts for (GET /v2/orders/board), of one company type; `companyId` narrows it to one. */
export function getBoard(clients: ApiClients, query: { type: OrderBoardType; companyId?: string | null }): Promise<OrderBoard> {
  return unwrap(clients.api.GET('/v2/orders/board', { params: { query: { type: query.type }, header: boardCompanyHeader(query.companyId) } }));
}

/** One order with its items and history (GET /v2/orders/{id}). */
export function getOrder(clients: ApiClients, id: string, companyId: string): Promise<Order> {
  return unwrap(clients.api.GET('/v2/orders/{id}', { params: { path: { id }, header: companyHeader(companyId) } }));
}

/**
 * Moves an order (POST /v2/orders/{id}/transitions) against the `version` in `body`; answers the
 * order as moved. The same `idempotencyKey` with the same body (a retry after a lost answer)
 * answers the first move instead of moving twice.
 */
export function transition(clients: ApiClients, id: string, companyId: string, body: OrderTransition, idempotencyKey: string | null): Promise<Order> {
  return unwrap(
    clients.api.POST('/v2/orders/{id}/transitions', {
      params: { path: { id }, header: { ...companyHeader(companyId), ...idempotencyHeader(idempotencyKey) } },
      body,
    }),
  );
}

/** The company's delivery men an order may be assigned to, online first (GET /v2/orders/riders). */
export function listRiders(clients: ApiClients, companyId: string): Promise<OrderRiderOptions> {
  return unwrap(clients.api.GET('/v2/orders/riders', { params: { header: companyHeader(companyId) } }));
}

/** A signed token, valid for 10 minutes, naming the order for the public print routes (POST /v2/orders/{id}/print-link). */
export function createPrintLink(clients: ApiClients, id: string, companyId: string): Promise<OrderPrintLink> {
  return unwrap(clients.api.POST('/v2/orders/{id}/print-link', { params: { path: { id }, header: companyHeader(companyId) } }));
}

/** Replaces a company's order desk settings (PUT /v2/company/{id}/order-settings); answers them as stored. */
export function updateOrderSettings(clients: ApiClients, companyId: string, settings: OrderSettings): Promise<OrderSettings> {
  return unwrap(
    clients.api.PUT('/v2/company/{id}/order-settings', { params: { path: { id: companyId }, header: companyHeader(companyId) }, body: settings }),
  );
}


/**
 * One page of the order history (GET /v2/orders) of the company `companyId`, or (null) of every
 * company the caller reads.
 */
export function listOrders(clients: ApiClients, query: ListOrdersQuery, companyId: string | null): Promise<OrdersPaginator> {
  return unwrap(clients.api.GET('/v2/orders', { params: { query, header: boardCompanyHeader(companyId) } }));
}

/** The file an export made: its bytes as they came, the name the server gave it, and its rows (the header row left out). */
export interface OrderExportFile {
  blob: Blob;
  fileName: string;
  /** The rows of a CSV file (its header left out); 0 for an XLSX file, whose rows are inside its zip. */
  rows: number;
  bytes: number;
}

/** Where a CSV count stands between chunks: the rows ended so far, and whether a quoted field is open. */
export interface CsvRowCount {
  lines: number;
  quoted: boolean;
}

const QUOTE = 0x22;
const LINE_FEED = 0x0a;

/**
 * The lines a chunk of CSV bytes ends, on from `count`: a line feed inside a quoted field (a
 * customer's note on two lines) ends no row. UTF-8 never uses these two bytes inside a character.
 * @example countCsvLines({ lines: 0, quoted: false }, new TextEncoder().encode('a;"b\nc"\nd;e\n')) // { lines: 2, quoted: false }
 */
export function countCsvLines(count: CsvRowCount, chunk: Uint8Array): CsvRowCount {
  let { lines, quoted } = count;
  for (const byte of chunk) {
    if (byte === QUOTE) quoted = !quoted;
    else if (byte === LINE_FEED && !quoted) lines += 1;
  }
  return { lines, quoted };
}

/**
 * The export's file name as the server's `Content-Disposition` gives it (`filename*` first, then
 * `filename`), else `fallback`.
 * @example exportFileName('attachment; filename="pedidos-2026-11-20-2026-11-27.csv"', 'pedidos.csv') // 'pedidos-2026-11-20-2026-11-27.csv'
 */
export function exportFileName(contentDisposition: string | null, fallback: string): string {
  if (contentDisposition) {
    const star = /filename\*\s*=\s*([^;]+)/i.exec(contentDisposition);
    if (star?.[1]) {
      const value = star[1].trim().replace(/^UTF-8''/i, '').replace(/^"|"$/g, '');
      try {
        const decoded = decodeURIComponent(value);
        if (decoded !== '') return decoded;
      } catch {
        // A badly encoded name: the plain one, or the fallback.
      }
    }
    const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(contentDisposition);
    const name = (plain?.[2] ?? plain?.[1] ?? '').trim();
    if (name !== '') return name;
  }
  return fallback;
}

/** The media types of an export's formats, as the server answers them. */
const EXPORT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv;charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** What {@link exportOrders} exports and whom it tells. */
export interface ExportOrdersOptions {
  /** The rows (a CSV's, the header row left out; 0 for XLSX) and bytes received so far, after each chunk. */
  onRows: (rows: number, bytes: number) => void;
  /** Aborting it stops the download (the promise then rejects with the abort). */
  signal: AbortSignal;
}

/**
 * Exports the orders the filters select (GET /v2/orders/export) as CSV or XLSX (`query.format`),
 * read as a stream: the bytes (and a CSV's rows) are counted as they arrive, and the file is
 * answered once the server ends it, named as its `Content-Disposition` says (else
 * `pedidos.<format>`).
 * @example const file = await exportOrders(clients, { from, to, timeZone: 'America/Sao_Paulo', language: 'pt-BR' }, null, { onRows, signal });
 */
export async function exportOrders(clients: ApiClients, query: ExportOrdersQuery, companyId: string | null, options: ExportOrdersOptions): Promise<OrderExportFile> {
  const { onRows, signal } = options;
  const format = query.format ?? 'csv';
  const { response } = await clients.api
    .GET('/v2/orders/export', {
      params: { query, header: boardCompanyHeader(companyId) },
      headers: { Accept: `${EXPORT_TYPES[format]}, application/json` },
      parseAs: 'stream',
      signal,
    })
    .catch((error: unknown) => {
      throw asApiError(error);
    });
  if (!response.ok) {
    // The failure's body is the contract's JSON error: read it for its code.
    let body: unknown = null;
    try {
      body = await response.json();
    } catch {
      body = null;
    }
    throw toApiError({ error: body, response });
  }
  if (!response.body) throw toApiError({ error: null, response });
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let count: CsvRowCount = { lines: 0, quoted: false };
  let bytes = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      bytes += value.length;
      if (format === 'csv') count = countCsvLines(count, value);
      onRows(Math.max(0, count.lines - 1), bytes);
    }
  } catch (error) {
    throw asApiError(error);
  }
  const fileName = exportFileName(response.headers.get('Content-Disposition'), `pedidos.${format}`);
  return { blob: new Blob(chunks as BlobPart[], { type: EXPORT_TYPES[format] }), fileName, rows: Math.max(0, count.lines - 1), bytes };
}

/** The `data` of an `order` event as an {@link OrderEvent}, or null when it is not one (the stream goes on). */
export function parseOrderEvent(data: string): OrderEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const orderId: unknown = Reflect.get(value, 'orderId');
  const companyId: unknown = Reflect.get(value, 'companyId');
  const status: unknown = Reflect.get(value, 'status');
  const version: unknown = Reflect.get(value, 'version');
  if (typeof orderId !== 'string' || typeof companyId !== 'string' || !isOrderStatus(status) || typeof version !== 'number' || !Number.isInteger(version)) return null;
  return { orderId, companyId, status, version };
}

/** What {@link openOrderEvents} reads and whom it tells. */
export interface OrderEventsOptions {
  type: OrderBoardType;
  /** The company to follow; none: every company the session acts for. */
  companyId?: string | null;
  /** The event to resume after (the board's `lastEventId`, or the last event heard). */
  lastEventId: string | null;
  /** One order event, with the stream's last event id (the resume point from now on). */
  onEvent: (event: OrderEvent, eventId: string | null) => void;
  /** The server answered: the stream is live. */
  onOpen: () => void;
  /** The stream failed or ended (never after `signal` aborted it): reconnect. */
  onError: (error: ApiError) => void;
  signal: AbortSignal;
}

/** The failure of a stream that the server closed: the connection must be made again. */
export const STREAM_ENDED: ApiError = { statusCode: 0, error: 'Network Error', message: 'The order event stream ended', code: 'network' };

/**
 * Reads the order event stream (GET /v2/orders/events) until `signal` aborts it or it fails; the
 * answer settles when reading stops, and never rejects (failures go to `onError`).
 * @example
 * const stop = new AbortController();
 * void openOrderEvents(clients, { type: 'restaurant', lastEventId: board.lastEventId, onEvent, onOpen, onError, signal: stop.signal });
 */
export async function openOrderEvents(clients: ApiClients, options: OrderEventsOptions): Promise<void> {
  const { type, companyId, lastEventId, onEvent, onOpen, onError, signal } = options;
  const fail = (error: ApiError) => {
    if (!signal.aborted) onError(error);
  };
  try {
    const { response, error } = await clients.api.GET('/v2/orders/events', {
      params: { query: { type }, header: { ...boardCompanyHeader(companyId), ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}) } },
      headers: { Accept: 'text/event-stream' },
      parseAs: 'stream',
      signal,
    });
    if (!response.ok || !response.body) {
      fail(response.ok ? STREAM_ENDED : toApiError({ error, response }));
      return;
    }
    onOpen();
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let state = initialEventStreamState(lastEventId);
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const parsed = parseEventStream(state, value);
      state = parsed.state;
      for (const event of parsed.events) {
        if (event.event !== 'order') continue;
        const order = parseOrderEvent(event.data);
        if (order) onEvent(order, event.id);
      }
    }
    fail(STREAM_ENDED);
  } catch (error) {
    fail(asApiError(error));
  }
}

// The `text/event-stream` reader (the WHATWG server-sent events format), pure: fed the text as it
// arrives, in chunks cut anywhere, it answers the events each chunk completes.

/** One dispatched event: its type (`message` unless named), its data lines joined by `\n`, and the last event id seen. */
export interface ServerSentEvent {
  event: string;
  data: string;
  /** The stream's last event id when this event was dispatched (an `id:` of this event or of an earlier one); null before any. */
  id: string | null;
}

/** Where a parse stands between chunks. */
export interface EventStreamState {
  /** The text of a line not yet ended. */
  line: string;
  /** The last chunk ended on `\r`: a `\n` first in the next one ends no second line. */
  afterCarriageReturn: boolean;
  /** The event being read: its type and data lines so far. */
  event: string;
  data: string[] | null;
  /** The last event id seen (kept across events, as a resume point). */
  lastEventId: string | null;
}

/** The state a stream starts in; `lastEventId` is the id a resumed stream starts from. */
export function initialEventStreamState(lastEventId: string | null = null): EventStreamState {
  return { line: '', afterCarriageReturn: false, event: '', data: null, lastEventId };
}

/** One line's field, taken into the event being read; a blank line dispatches it. */
function takeLine(state: EventStreamState, line: string, events: ServerSentEvent[]): EventStreamState {
  if (line === '') {
    if (state.data !== null) events.push({ event: state.event || 'message', data: state.data.join('\n'), id: state.lastEventId });
    return { ...state, event: '', data: null };
  }
  // A comment (`: heartbeat`) keeps the connection alive and carries nothing.
  if (line.startsWith(':')) return state;
  const colon = line.indexOf(':');
  const field = colon === -1 ? line : line.slice(0, colon);
  const raw = colon === -1 ? '' : line.slice(colon + 1);
  const value = raw.startsWith(' ') ? raw.slice(1) : raw;
  switch (field) {
    case 'event':
      return { ...state, event: value };
    case 'data':
      return { ...state, data: [...(state.data ?? []), value] };
    case 'id':
      // The format ignores an id holding NUL.
      return value.includes('\0') ? state : { ...state, lastEventId: value };
    default:
      // `retry` and unknown fields: the order desk keeps its own reconnection delays.
      return state;
  }
}

/**
 * Reads one chunk of the stream: the events it completes and the state to read the next chunk from.
 * @example
 * const first = parseEventStream(initialEventStreamState(), 'id: 7\nevent: order\ndata: {"a"');
 * const second = parseEventStream(first.state, ':1}\n\n');
 * // first.events: [], second.events: [{ event: 'order', data: '{"a":1}', id: '7' }]
 */
export function parseEventStream(state: EventStreamState, chunk: string): { state: EventStreamState; events: ServerSentEvent[] } {
  const events: ServerSentEvent[] = [];
  let current: EventStreamState = state;
  let text = chunk;
  if (current.afterCarriageReturn && text.startsWith('\n')) text = text.slice(1);
  let line = current.line;
  let afterCarriageReturn = current.afterCarriageReturn && chunk === '';
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === '\r' || char === '\n') {
      current = takeLine(current, line, events);
      line = '';
      if (char === '\r') {
        if (text[i + 1] === '\n') i += 1;
        else if (i === text.length - 1) afterCarriageReturn = true;
      }
    } else {
      line += char;
    }
  }
  return { state: { ...current, line, afterCarriageReturn }, events };
}
