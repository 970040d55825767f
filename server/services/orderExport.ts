import { Readable } from 'node:stream';
import { sql, type RawBuilder } from 'kysely';
import type pg from 'pg';
import { DEFAULT_TIME_ZONE } from '../../src/domain/company';
import { PAYMENT_TEXT_KEYS, PAYMENT_TYPES } from '../../src/domain/orders';
import en_ORDERS from '../../src/i18n/en/ORDERS';
import ptBr_ORDERS from '../../src/i18n/pt-BR/ORDERS';
import type { CompanyScope, Principal } from '../auth/principal';
import { poolOf, type Db } from '../db';
import { errors } from '../errors';
import { exportLinesByCopy } from '../repositories/orderExportCopy';
import { exportBatch, type ExportCursor, type OrderQuery } from '../repositories/orders';
import { orderQueryOf, type OrderFilterQuery } from './orderHistory';
import { inZone } from './orderReports';
import { readerCompanyIds } from './ordersAccess';
import { XLSX_STYLE, xlsxFile, xmlText } from './xlsxFile';

/** The languages an export is written in. */
export type ExportLanguage = 'pt-BR' | 'en';

/** The file formats of an export: CSV, or an XLSX workbook. */
export type ExportFormat = 'csv' | 'xlsx';

/** What exportOrders asks for: the history's filters, the time zone of its times, its language and its format. */
export interface OrderExportQuery extends OrderFilterQuery {
  timeZone?: string | undefined;
  language?: ExportLanguage | undefined;
  format?: ExportFormat | undefined;
}

/** How many orders one read of the export takes (a keyset batch; one text of some 150 KB). */
export const EXPORT_BATCH = 1_000;

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
    sheet: language === 'en' ? 'Orders' : 'Pedidos',
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
    status: catalogue.STATUS,
    payment: Object.fromEntries(PAYMENT_TYPES.map((type) => [type, catalogue.PAYMENT[PAYMENT_TEXT_KEYS[type]]])),
    outcome: catalogue.OUTCOME,
    reason: catalogue.REASON,
    delivery: own.delivery,
    pickup: own.pickup,
    yes: own.yes,
    no: own.no,
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

/** A formatter of dates in `timeZone`; 400 naming `timeZone` when it is not an IANA time zone. */
// The message does not repeat the value: an answer carries nothing of the request's text back.
function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  } catch {
    throw errors.badRequest('timeZone: must be an IANA time zone (America/Sao_Paulo)', 'validation');
  }
}

/** The calendar day of `at` in the zone of `format` (`YYYY-MM-DD`). */
function dayOf(format: Intl.DateTimeFormat, at: Date): string {
  const parts = Object.fromEntries(format.formatToParts(at).map((part) => [part.type, part.value]));
  return `${parts.year ?? ''}-${parts.month ?? ''}-${parts.day ?? ''}`;
}

// The database writes each line (the SQL below, over the order `o`, its company `c` and its
// rider's person `p`): a million lines are then a few hundred texts in the server, not a million
// objects (which outlived the young generation's collections and took 250 MB before the old one
// was collected).

/**
 * {@link csvField} in SQL, over a text that is never null. The cheap tests come first: most
 * names need neither quotes nor a guard.
 */
function csvSql(value: RawBuilder<string>): RawBuilder<string> {
  const safe = sql<string>`case when left(${value}, 1) not in ('=', '+', '-', '@', E'\\t', E'\\r') then ${value}
    when ${value} ~ '^[+-]?[\\d\\s().-]*$' then ${value} else '''' || ${value} end`;
  return sql<string>`case when strpos(${value}, ';') = 0 and strpos(${value}, '"') = 0 and strpos(${value}, E'\\n') = 0 and strpos(${value}, E'\\r') = 0 then ${safe}
    else '"' || replace(${safe}, '"', '""') || '"' end`;
}

/**
 * Cents as reais with no thousands separator and `separator` before the centavos: a decimal comma
 * as spreadsheets in pt-BR read a CSV (`4890` as `48,90`), a point in an XLSX cell's value.
 */
function reaisSql(cents: RawBuilder<number>, separator: ',' | '.' = ','): RawBuilder<string> {
  return sql<string>`case when ${cents} < 0 then '-' else '' end || (abs(${cents}) / 100)::text || ${sql.lit(separator)} || lpad((abs(${cents}) % 100)::text, 2, '0')`;
}

/**
 * An instant in ISO 8601 to the second with the offset `timeZone` has at it
 * (`2026-11-26T19:05:00-03:00`), cut from the texts of the local time (`2026-11-26 19:05:00.123`)
 * and of the offset as an interval (`-03:00:00`) as PostgreSQL writes them by default (DateStyle
 * ISO, IntervalStyle postgres): ten times faster than `to_char` with `TZH:TZM`.
 */
function isoSql(at: RawBuilder<Date>, timeZone: string): RawBuilder<string> {
  const local = sql`(${at} at time zone ${timeZone})`;
  const offset = sql`(${local} - (${at} at time zone 'UTC'))`;
  // The offset is written once, a `+` put before it and taken off again when it is negative
  // (`+-03:00:00`): a `case` on its sign wrote it three times, each two conversions of the time
  // (the column took 2.6 s of a million lines on the bench's orders, now 1.6 s).
  return sql<string>`replace(left(${local}::text, 19), ' ', 'T') || left(replace('+' || ${offset}::text, '+-', '-'), 6)`;
}

/**
 * The catalogue's word for `key` (from `words`, written as CSV fields here), or `key` itself as
 * a CSV field when the catalogue has none.
 */
function wordSql(words: Readonly<Record<string, string>>, key: RawBuilder<string>): RawBuilder<string> {
  const fields = Object.fromEntries(Object.entries(words).map(([word, text]) => [word, csvField(text)]));
  return sql<string>`coalesce(${JSON.stringify(fields)}::jsonb ->> ${key}, ${csvSql(key)})`;
}

/** One line of the export (without its line break), in the columns of the header, with `words`. */
function lineSql(words: ReturnType<typeof wordsOf>, timeZone: string): RawBuilder<string> {
  const text = (name: string) => sql.ref(name) as RawBuilder<string>;
  const cents = (name: string) => sql.ref(name) as RawBuilder<number>;
  const unlessNull = (name: string, written: RawBuilder<string>) => sql<string>`case when ${sql.ref(name)} is null then '' else ${written} end`;
  const fields: RawBuilder<string>[] = [
    sql<string>`o.number::text`,
    csvSql(text('c.name')),
    isoSql(sql.ref('o.placed_at') as RawBuilder<Date>, timeZone),
    wordSql(words.status, text('o.status')),
    wordSql(words.payment, text('o.payment_type')),
    sql<string>`case when o.paid then ${csvField(words.yes)} else ${csvField(words.no)} end`,
    sql<string>`case when o.fulfilment = 'pickup' then ${csvField(words.pickup)} else ${csvField(words.delivery)} end`,
    csvSql(text('o.customer_name')),
    csvSql(text('o.customer_phone')),
    unlessNull('p.name', csvSql(text('p.name'))),
    reaisSql(cents('o.items_total')),
    reaisSql(cents('o.delivery_fee')),
    reaisSql(cents('o.discount')),
    reaisSql(cents('o.total')),
    unlessNull('o.outcome', wordSql(words.outcome, text('o.outcome'))),
    unlessNull('o.cancel_reason', wordSql(words.reason, text('o.cancel_reason'))),
  ];
  return sql<string>`${sql.join(fields, sql` || ';' || `)}`;
}

/**
 * {@link xmlText} in SQL, over a text that is never null. Most texts hold nothing to escape and
 * are taken as they are.
 */
function xmlSql(value: RawBuilder<string>): RawBuilder<string> {
  return sql<string>`case when ${value} !~ '[&<>"\\x01-\\x1f]' then ${value}
    else regexp_replace(replace(replace(replace(replace(replace(replace(${value}, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), E'\\n', '&#10;'), E'\\r', '&#13;'), '[\\x01-\\x08\\x0b\\x0c\\x0e-\\x1f]', '', 'g') end`;
}

/** An XLSX text cell of a text already written as XML. */
const xlsxTextCell = (xml: string) => `<c t="inlineStr"><is><t xml:space="preserve">${xml}</t></is></c>`;

/** An XLSX text cell of a text that is never null. */
function textCellSql(value: RawBuilder<string>): RawBuilder<string> {
  return sql<string>`'<c t="inlineStr"><is><t xml:space="preserve">' || ${xmlSql(value)} || '</t></is></c>'`;
}

/** The XLSX cell of the catalogue's word for `key` (from `words`), or of `key` itself when the catalogue has none. */
function wordCellSql(words: Readonly<Record<string, string>>, key: RawBuilder<string>): RawBuilder<string> {
  const cells = Object.fromEntries(Object.entries(words).map(([word, text]) => [word, xlsxTextCell(xmlText(text))]));
  return sql<string>`coalesce(${JSON.stringify(cells)}::jsonb ->> ${key}, ${textCellSql(key)})`;
}

/** An XLSX number cell of `value` (a number's text), in the style `style` (none: plain). */
function numberCellSql(value: RawBuilder<string>, style?: number): RawBuilder<string> {
  const open = style === undefined ? '<c><v>' : `<c s="${style}"><v>`;
  return sql<string>`${open} || ${value} || '</v></c>'`;
}

/**
 * The date and time `at` has in `timeZone`, to the second as the CSV writes it, as a
 * spreadsheet's serial number (days since 1899-12-30, the time as the fraction): what the local
 * time's seconds since 1970 give as days, plus 25,569.
 */
function serialSql(at: RawBuilder<Date>, timeZone: string): RawBuilder<string> {
  return sql<string>`(extract(epoch from date_trunc('second', ${at} at time zone ${timeZone})) / 86400 + 25569)::text`;
}

/**
 * One row of the XLSX export (`<row>…</row>`), in the columns of the header, with `words`:
 * numbers and amounts as numbers, the time as a date in `timeZone`, the rest as text (a text is
 * never read as a formula there), an empty cell for what the order lacks.
 */
function rowSql(words: ReturnType<typeof wordsOf>, timeZone: string): RawBuilder<string> {
  const text = (name: string) => sql.ref(name) as RawBuilder<string>;
  const cents = (name: string) => sql.ref(name) as RawBuilder<number>;
  const amount = (name: string) => numberCellSql(reaisSql(cents(name), '.'), XLSX_STYLE.amount);
  const unlessNull = (name: string, written: RawBuilder<string>) => sql<string>`case when ${sql.ref(name)} is null then '<c/>' else ${written} end`;
  const cells: RawBuilder<string>[] = [
    numberCellSql(sql<string>`o.number::text`),
    textCellSql(text('c.name')),
    numberCellSql(serialSql(sql.ref('o.placed_at') as RawBuilder<Date>, timeZone), XLSX_STYLE.dateTime),
    wordCellSql(words.status, text('o.status')),
    wordCellSql(words.payment, text('o.payment_type')),
    sql<string>`case when o.paid then ${xlsxTextCell(xmlText(words.yes))} else ${xlsxTextCell(xmlText(words.no))} end`,
    sql<string>`case when o.fulfilment = 'pickup' then ${xlsxTextCell(xmlText(words.pickup))} else ${xlsxTextCell(xmlText(words.delivery))} end`,
    textCellSql(text('o.customer_name')),
    textCellSql(text('o.customer_phone')),
    unlessNull('p.name', textCellSql(text('p.name'))),
    amount('o.items_total'),
    amount('o.delivery_fee'),
    amount('o.discount'),
    amount('o.total'),
    unlessNull('o.outcome', wordCellSql(words.outcome, text('o.outcome'))),
    unlessNull('o.cancel_reason', wordCellSql(words.reason, text('o.cancel_reason'))),
  ];
  return sql<string>`'<row>' || ${sql.join(cells, sql` || `)} || '</row>'`;
}

/** The XLSX columns' widths in characters, in the order of the header. */
const XLSX_WIDTHS = [9, 28, 19, 24, 20, 6, 12, 28, 18, 24, 13, 13, 11, 12, 22, 28];

/** A prepared export: the file's name, its media type and the stream of its bytes. */
export interface OrderExport {
  fileName: string;
  contentType: string;
  body: Readable;
}

/** The media types of the export's formats. */
const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * The history's export (exportOrders): the orders of the companies the caller reads that the
 * filters find, in their sort, in `language`: as CSV (UTF-8 with a byte order mark, `;`, decimal
 * commas, ISO times in `timeZone`), or as an XLSX workbook (numbers, amounts and dates as cells of
 * those kinds, times in `timeZone`). The filters, the zone and the caller are checked before
 * anything is sent (400, 403). The database writes every line or row (one definition each,
 * {@link lineSql} and {@link rowSql}, for both ways of reading them): on PostgreSQL they come from
 * one COPY, on PGlite in keyset batches of {@link EXPORT_BATCH}, each one text; either way read
 * only as fast as the client takes them, and no more after the client has gone.
 */
export async function exportOrders(db: Db, principal: Principal, scope: CompanyScope, query: OrderExportQuery, now: Date): Promise<OrderExport> {
  const timeZone = query.timeZone ?? DEFAULT_TIME_ZONE;
  const format = zoneFormat(timeZone);
  await inZone(() => sql`select now() at time zone ${timeZone}`.execute(db));
  const companyIds = await readerCompanyIds(db, principal, scope);
  const find = orderQueryOf(companyIds, query, now);
  const words = wordsOf(query.language ?? 'pt-BR');
  const first = find.from ? dayOf(format, find.from) : 'inicio';
  const last = dayOf(format, new Date((find.to ?? now).getTime() - 1));
  const fileFormat = query.format ?? 'csv';
  const pool = poolOf(db);
  const linesOf = (line: RawBuilder<string>) => (pool ? copiedLines(db, pool, find, line) : batchedLines(db, find, line));
  const chunks =
    fileFormat === 'xlsx'
      ? xlsxFile({ sheetName: words.sheet, columns: words.header.map((title, index) => ({ title, width: XLSX_WIDTHS[index] ?? 16 })), rows: linesOf(rowSql(words, timeZone)), now })
      : csvFile(`\uFEFF${words.header.map(csvField).join(';')}\r\n`, linesOf(lineSql(words, timeZone)));
  return { fileName: `pedidos-${first}-${last}.${fileFormat}`, contentType: CONTENT_TYPES[fileFormat], body: Readable.from(chunks, { objectMode: false }) };
}

/** The CSV file: its header, then its lines. */
async function* csvFile(header: string, lines: AsyncIterable<string | Buffer>): AsyncGenerator<string | Buffer> {
  yield header;
  yield* lines;
}

/**
 * The lines on PostgreSQL, as one COPY sends them. The COPY starts when the first line is asked
 * for (after the file's header: a download never read holds no connection), and a download given
 * up stops it (the iteration's end destroys the COPY's stream).
 */
async function* copiedLines(db: Db, pool: pg.Pool, find: OrderQuery, line: RawBuilder<string>): AsyncGenerator<Buffer> {
  const lines = await exportLinesByCopy(db, pool, find, line);
  for await (const chunk of lines as AsyncIterable<Buffer>) yield chunk;
}

/** The lines on PGlite (no COPY to a client there), in keyset batches. */
async function* batchedLines(db: Db, find: OrderQuery, line: RawBuilder<string>): AsyncGenerator<string> {
  let after: ExportCursor | null = null;
  do {
    const batch = await exportBatch(db, find, after, EXPORT_BATCH, line);
    after = batch.next;
    if (batch.text !== '') yield batch.text;
  } while (after !== null);
}
