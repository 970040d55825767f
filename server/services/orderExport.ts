import { Readable } from 'node:stream';
import { DEFAULT_TIME_ZONE } from '../../src/domain/company';
import { PAYMENT_TEXT_KEYS, type DeliveryOutcome, type Fulfilment, type OrderStatus, type PaymentType } from '../../src/domain/orders';
import en_ORDERS from '../../src/i18n/en/ORDERS';
import ptBr_ORDERS from '../../src/i18n/pt-BR/ORDERS';
import type { CompanyScope, Principal } from '../auth/principal';
import type { Db } from '../db';
import { errors } from '../errors';
import { exportBatch, type ExportCursor, type ExportRow, type OrderQuery } from '../repositories/orders';
import { orderQueryOf, type OrderFilterQuery } from './orderHistory';
import { readerCompanies } from './ordersAccess';

/** The languages an export is written in. */
export type ExportLanguage = 'pt-BR' | 'en';

/** What exportOrders asks for: the history's filters, the time zone of its times and its language. */
export interface OrderExportQuery extends OrderFilterQuery {
  timeZone?: string | undefined;
  language?: ExportLanguage | undefined;
}

/** How many orders one read of the export takes (a keyset batch). */
export const EXPORT_BATCH = 5_000;

/** The app's order words (src/i18n/<language>/ORDERS) an export is written with. */
type OrderCatalogue = typeof ptBr_ORDERS;

/**
 * The words of an export's header row and of its yes/no and fulfilment columns: the order desk's
 * catalogue where it names the field (the drawer's labels), and the column titles the desk never
 * shows in both languages here.
 */
function wordsOf(language: ExportLanguage) {
  const catalogue: OrderCatalogue = language === 'en' ? en_ORDERS : ptBr_ORDERS;
  const own =
    language === 'en'
      ? { number: 'Number', company: 'Company', placedAt: 'Placed at', status: 'Status', fulfilment: 'Fulfilment', phone: 'Phone', itemsTotal: 'Items total', yes: 'Yes', no: 'No', delivery: 'Delivery', pickup: 'Pickup' }
      : { number: 'Número', company: 'Empresa', placedAt: 'Feito em', status: 'Status', fulfilment: 'Entrega ou retirada', phone: 'Telefone', itemsTotal: 'Total dos itens', yes: 'Sim', no: 'Não', delivery: 'Entrega', pickup: 'Retirada' };
  const drawer = catalogue.DRAWER;
  return {
    header: [
      own.number,
      own.company,
      own.placedAt,
      own.status,
      drawer.PAYMENT,
      drawer.PAID,
      own.fulfilment,
      drawer.CUSTOMER,
      own.phone,
      drawer.RIDER,
      own.itemsTotal,
      drawer.DELIVERY_FEE,
      drawer.DISCOUNT,
      drawer.TOTAL,
      drawer.OUTCOME,
      drawer.CANCEL_REASON,
    ],
    status: (status: OrderStatus) => catalogue.STATUS[status],
    payment: (paymentType: PaymentType) => catalogue.PAYMENT[PAYMENT_TEXT_KEYS[paymentType]],
    outcome: (outcome: DeliveryOutcome) => catalogue.OUTCOME[outcome],
    reason: (reason: string) => (Object.hasOwn(catalogue.REASON, reason) ? catalogue.REASON[reason as keyof OrderCatalogue['REASON']] : reason),
    fulfilment: (fulfilment: Fulfilment) => (fulfilment === 'pickup' ? own.pickup : own.delivery),
    paid: (paid: boolean) => (paid ? own.yes : own.no),
  };
}

/**
 * A CSV field: quoted when it holds `;`, `"` or a line break (quotes doubled); a text a
 * spreadsheet would run as a formula (`=`, `+`, `-`, `@` first, and more than a number or a
 * phone) starts with `'` so that it stays text.
 * @example csvField('Ana "Tia"; Souza') // '"Ana ""Tia""; Souza"'
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^[+-]?[\d\s().-]*$/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * Cents as reais with a decimal comma and no thousands separator, as spreadsheets in pt-BR read them.
 * @example reais(4890) // '48,90'
 */
export function reais(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  return `${sign}${Math.trunc(whole / 100)},${String(whole % 100).padStart(2, '0')}`;
}

/** A formatter of instants in `timeZone`; 400 naming `timeZone` when it is not an IANA time zone. */
// The message does not repeat the value: an answer carries nothing of the request's text back.
function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
  } catch {
    throw errors.badRequest('timeZone: must be an IANA time zone (America/Sao_Paulo)', 'validation');
  }
}

const QUARTER_HOUR = 15 * 60_000;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Writes instants in ISO 8601 with the offset `timeZone` has at each (`2026-11-26T19:05:00-03:00`).
 * The offset is asked of Intl once per quarter hour of time (offsets change only on quarter
 * hours), since asking it for every row of a million would take most of the export's time.
 */
export function isoWriter(timeZone: string): (at: Date) => string {
  const format = zoneFormat(timeZone);
  const offsets = new Map<number, number>();
  const offsetAt = (time: number): number => {
    const quarter = Math.floor(time / QUARTER_HOUR);
    const known = offsets.get(quarter);
    if (known !== undefined) return known;
    const parts = Object.fromEntries(format.formatToParts(new Date(quarter * QUARTER_HOUR)).map((part) => [part.type, part.value]));
    const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
    const minutes = Math.round((wall - quarter * QUARTER_HOUR) / 60_000);
    if (offsets.size > 100_000) offsets.clear();
    offsets.set(quarter, minutes);
    return minutes;
  };
  return (at) => {
    const time = at.getTime() - (at.getTime() % 1000);
    const minutes = offsetAt(time);
    const wall = new Date(time + minutes * 60_000);
    const sign = minutes < 0 ? '-' : '+';
    const abs = Math.abs(minutes);
    return (
      `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}` +
      `${sign}${pad(Math.trunc(abs / 60))}:${pad(abs % 60)}`
    );
  };
}

/** The calendar day of `at` in the zone of `iso` (`YYYY-MM-DD`). */
function dayOf(iso: (at: Date) => string, at: Date): string {
  return iso(at).slice(0, 10);
}

/** A prepared export: the file's name and the stream of its bytes. */
export interface OrderExport {
  fileName: string;
  body: Readable;
}

/**
 * The history's export (exportOrders): the orders of the companies the caller reads that the
 * filters find, in their sort, as CSV in `language` (UTF-8 with a byte order mark, `;`, decimal
 * commas, ISO times in `timeZone`). The filters and the caller are checked before anything is
 * sent (400, 403); then the rows are read in keyset batches of {@link EXPORT_BATCH}, the next
 * batch read while the last is being sent, each read only when the client has taken what came
 * before, and none after the client has gone.
 */
export async function exportOrders(db: Db, principal: Principal, scope: CompanyScope, query: OrderExportQuery, now: Date): Promise<OrderExport> {
  const iso = isoWriter(query.timeZone ?? DEFAULT_TIME_ZONE);
  const { companyIds } = await readerCompanies(db, principal, scope);
  const find = orderQueryOf(companyIds, query, now);
  const words = wordsOf(query.language ?? 'pt-BR');
  const first = find.from ? dayOf(iso, find.from) : 'inicio';
  const last = dayOf(iso, new Date((find.to ?? now).getTime() - 1));
  return { fileName: `pedidos-${first}-${last}.csv`, body: Readable.from(csvChunks(db, find, words, iso), { objectMode: false }) };
}

function csvLine(row: ExportRow, words: ReturnType<typeof wordsOf>, iso: (at: Date) => string): string {
  return [
    String(row.number),
    csvField(row.company_name),
    iso(row.placed_at),
    csvField(words.status(row.status)),
    csvField(words.payment(row.payment_type)),
    words.paid(row.paid),
    words.fulfilment(row.fulfilment),
    csvField(row.customer_name),
    csvField(row.customer_phone),
    csvField(row.rider_name ?? ''),
    reais(row.items_total),
    reais(row.delivery_fee),
    reais(row.discount),
    reais(row.total),
    row.outcome === null ? '' : csvField(words.outcome(row.outcome)),
    row.cancel_reason === null ? '' : csvField(words.reason(row.cancel_reason)),
  ].join(';');
}

async function* csvChunks(db: Db, find: OrderQuery, words: ReturnType<typeof wordsOf>, iso: (at: Date) => string): AsyncGenerator<string> {
  yield `\uFEFF${words.header.map(csvField).join(';')}\r\n`;
  let next: Promise<ExportRow[]> | null = exportBatch(db, find, null, EXPORT_BATCH);
  while (next) {
    const rows: ExportRow[] = await next;
    const last = rows.at(-1);
    const after: ExportCursor | null = last && rows.length === EXPORT_BATCH ? { key: last.sort_key, id: last.id } : null;
    // The next batch is read while this one is written and sent.
    next = after ? exportBatch(db, find, after, EXPORT_BATCH) : null;
    // An unread batch left behind by a client that went away must not fail the process.
    next?.catch(() => undefined);
    let chunk = '';
    for (const row of rows) {
      chunk += `${csvLine(row, words, iso)}\r\n`;
      if (chunk.length >= 64_000) {
        yield chunk;
        chunk = '';
      }
    }
    if (chunk !== '') yield chunk;
  }
}
