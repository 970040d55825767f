import { pipeline, Readable } from 'node:stream';
import { crc32, createDeflateRaw } from 'node:zlib';

// An XLSX workbook written as it is read: a zip whose parts are deflated one after another, each
// followed by a data descriptor (its CRC and sizes, known once it is written), and the central
// directory at the end. The rows come as the database writes them (`<row>…</row>` lines), so the
// server holds a chunk at a time, as the CSV export does.

/** The most rows a worksheet holds (Excel's limit, the header row included). */
export const XLSX_SHEET_ROWS = 1_048_576;

/** A column of the sheet: its title (the header row) and its width in characters. */
export interface XlsxColumn {
  title: string;
  width: number;
}

/** What {@link xlsxFile} writes. */
export interface XlsxFileOptions {
  /** The worksheets' name; the second and later are numbered (`Pedidos 2`). At most 28 characters. */
  sheetName: string;
  columns: readonly XlsxColumn[];
  /** The data rows, each `<row>…</row>` followed by a line feed and holding none of its own, in chunks cut anywhere. */
  rows: AsyncIterable<Buffer | string>;
  /** The time the parts are stamped with. */
  now: Date;
  /** The most rows a worksheet holds, the header included (tests make it small). */
  sheetRows?: number;
}

/**
 * The cell styles a row may name with `s`: 0 plain, {@link XLSX_STYLE.dateTime} a date and time
 * (`2026-11-26 19:05:00`), {@link XLSX_STYLE.amount} an amount with two decimals, shown with the
 * reader's own separators, {@link XLSX_STYLE.header} the header row's bold.
 */
export const XLSX_STYLE = { dateTime: 1, amount: 2, header: 3 } as const;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** Text as XML character data: `&`, `<`, `>` and `"` escaped, the control characters XML 1.0 forbids left out. */
export function xmlText(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;')
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');
}

const CONTENT_TYPES =
  XML_HEAD +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  '</Types>';

const PACKAGE_RELS =
  XML_HEAD +
  `<Relationships xmlns="${PACKAGE_REL_NS}">` +
  `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/>` +
  '</Relationships>';

const STYLES =
  XML_HEAD +
  `<styleSheet xmlns="${MAIN_NS}">` +
  '<numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy-mm-dd hh:mm:ss"/></numFmts>' +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="4">' +
  '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="4" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  '</cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';

/** A worksheet's start: the header row frozen above the rows, the columns' widths, and the header row. */
function sheetHead(columns: readonly XlsxColumn[]): string {
  const widths = columns.map((column, index) => `<col min="${index + 1}" max="${index + 1}" width="${column.width}" customWidth="1"/>`).join('');
  const titles = columns.map((column) => `<c t="inlineStr" s="${XLSX_STYLE.header}"><is><t>${xmlText(column.title)}</t></is></c>`).join('');
  return (
    XML_HEAD +
    `<worksheet xmlns="${MAIN_NS}"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>` +
    `<cols>${widths}</cols><sheetData>\n<row>${titles}</row>\n`
  );
}

const SHEET_TAIL = '</sheetData></worksheet>';

/** The workbook naming `sheets` worksheets (`name`, `name 2`, …) and its relationships. */
function workbookParts(name: string, sheets: number): { workbook: string; rels: string } {
  const numbers = Array.from({ length: sheets }, (_, index) => index + 1);
  const workbook =
    XML_HEAD +
    `<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets>` +
    numbers.map((n) => `<sheet name="${xmlText(n === 1 ? name : `${name} ${n}`)}" sheetId="${n}" r:id="rId${n}"/>`).join('') +
    '</sheets></workbook>';
  const rels =
    XML_HEAD +
    `<Relationships xmlns="${PACKAGE_REL_NS}">` +
    numbers.map((n) => `<Relationship Id="rId${n}" Type="${REL_NS}/worksheet" Target="worksheets/sheet${n}.xml"/>`).join('') +
    `<Relationship Id="rId${sheets + 1}" Type="${REL_NS}/styles" Target="styles.xml"/>` +
    '</Relationships>';
  return { workbook, rels };
}

/** A part of the zip: its name and its bytes, read as the zip is written. */
interface ZipPart {
  name: string;
  data: AsyncIterable<Buffer | string> | Iterable<Buffer | string>;
}

const LINE_FEED = 10;

/**
 * The workbook's parts in the order they are written: the content types, the package's
 * relationships and the styles, then the worksheets (a new one each `sheetRows` rows, the header
 * repeated), then the workbook and its relationships, which name the worksheets written. The rows
 * are read once, as the worksheets are written; stopping early stops reading them.
 */
async function* workbookPartsOf(options: XlsxFileOptions): AsyncGenerator<ZipPart> {
  const limit = (options.sheetRows ?? XLSX_SHEET_ROWS) - 1;
  if (limit < 1) throw new Error('xlsxFile: a worksheet holds the header and at least one row');
  const source = options.rows[Symbol.asyncIterator]();
  let carried: Buffer | null = null;
  let ended = false;
  const next = async (): Promise<Buffer | null> => {
    if (carried) {
      const chunk = carried;
      carried = null;
      return chunk;
    }
    for (;;) {
      const step = await source.next();
      if (step.done === true) return null;
      const chunk = typeof step.value === 'string' ? Buffer.from(step.value, 'utf8') : step.value;
      if (chunk.length > 0) return chunk;
    }
  };
  const head = sheetHead(options.columns);
  async function* sheet(): AsyncGenerator<Buffer | string> {
    yield head;
    let rows = 0;
    for (;;) {
      const chunk = await next();
      if (chunk === null) {
        ended = true;
        break;
      }
      let cut = -1;
      for (let at = chunk.indexOf(LINE_FEED); at !== -1; at = chunk.indexOf(LINE_FEED, at + 1)) {
        rows += 1;
        if (rows === limit) {
          cut = at + 1;
          break;
        }
      }
      if (cut === -1) {
        yield chunk;
        continue;
      }
      yield chunk.subarray(0, cut);
      // The sheet is full: another follows only when more rows come.
      carried = cut < chunk.length ? chunk.subarray(cut) : await next();
      if (carried === null) ended = true;
      break;
    }
    yield SHEET_TAIL;
  }
  try {
    yield { name: '[Content_Types].xml', data: [CONTENT_TYPES] };
    yield { name: '_rels/.rels', data: [PACKAGE_RELS] };
    yield { name: 'xl/styles.xml', data: [STYLES] };
    let sheets = 0;
    do {
      sheets += 1;
      yield { name: `xl/worksheets/sheet${sheets}.xml`, data: sheet() };
    } while (!ended);
    const { workbook, rels } = workbookParts(options.sheetName, sheets);
    yield { name: 'xl/workbook.xml', data: [workbook] };
    yield { name: 'xl/_rels/workbook.xml.rels', data: [rels] };
  } finally {
    await source.return?.();
  }
}

/** The zip's date and time fields (MS-DOS format) of `at` in UTC. */
function dosTime(at: Date): { time: number; date: number } {
  const year = Math.max(1980, at.getUTCFullYear());
  return {
    time: (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | Math.floor(at.getUTCSeconds() / 2),
    date: ((year - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate(),
  };
}

/** Bit 3 (sizes and CRC in a data descriptor after the data) and bit 11 (names in UTF-8). */
const ZIP_FLAGS = 0x0808;
const DEFLATE = 8;
const ZIP_VERSION = 20;
const ZIP32_MAX = 0xffffffff;

/**
 * A zip record: its signature, then each field little-endian in order, 2 or 4 bytes wide, then
 * `tail` (a name). `[4, 0]`, `[2, 0]`: a field left at zero.
 */
function zipRecord(signature: number, fields: readonly (readonly [2 | 4, number])[], tail?: Buffer): Buffer {
  const length = 4 + fields.reduce((sum, [width]) => sum + width, 0);
  const record = Buffer.alloc(length);
  record.writeUInt32LE(signature, 0);
  let at = 4;
  for (const [width, value] of fields) {
    if (width === 2) record.writeUInt16LE(value, at);
    else record.writeUInt32LE(value, at);
    at += width;
  }
  return tail ? Buffer.concat([record, tail]) : record;
}

/** One part as written: where its local header is and what its data descriptor said. */
interface WrittenPart {
  name: Buffer;
  offset: number;
  crc: number;
  compressed: number;
  size: number;
}

/**
 * `parts` as a zip file, each deflated as it is read. A zip without its 64-bit extension: a part or
 * the file past 4 GiB fails the stream (a worksheet of Excel's million rows is some 400 MB).
 */
async function* zipOf(parts: AsyncIterable<ZipPart>, now: Date): AsyncGenerator<Buffer> {
  const { time, date } = dosTime(now);
  const written: WrittenPart[] = [];
  let offset = 0;
  for await (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    // The local header: version, flags, method, time, date; CRC and sizes in the descriptor; the name's length, no extra field.
    const local = zipRecord(
      0x04034b50,
      [[2, ZIP_VERSION], [2, ZIP_FLAGS], [2, DEFLATE], [2, time], [2, date], [4, 0], [4, 0], [4, 0], [2, name.length], [2, 0]],
      name,
    );
    yield local;
    let crc = 0;
    let size = 0;
    let compressed = 0;
    async function* measured(): AsyncGenerator<Buffer> {
      for await (const piece of part.data) {
        const bytes = typeof piece === 'string' ? Buffer.from(piece, 'utf8') : piece;
        crc = crc32(bytes, crc);
        size += bytes.length;
        yield bytes;
      }
    }
    const deflate = createDeflateRaw();
    // A failure on either side destroys the other, and the loop below throws it.
    pipeline(Readable.from(measured()), deflate, () => {});
    for await (const chunk of deflate as AsyncIterable<Buffer>) {
      compressed += chunk.length;
      yield chunk;
    }
    if (size > ZIP32_MAX || compressed > ZIP32_MAX) throw new Error(`xlsxFile: the part ${part.name} is larger than a zip without its 64-bit extension holds`);
    const descriptor = zipRecord(0x08074b50, [
      [4, crc],
      [4, compressed],
      [4, size],
    ]);
    yield descriptor;
    written.push({ name, offset, crc, compressed, size });
    offset += local.length + compressed + descriptor.length;
  }
  // The central directory: each part's header again, with its CRC, sizes and where it starts.
  const directory = written.map((part) =>
    zipRecord(
      0x02014b50,
      [
        [2, ZIP_VERSION],
        [2, ZIP_VERSION],
        [2, ZIP_FLAGS],
        [2, DEFLATE],
        [2, time],
        [2, date],
        [4, part.crc],
        [4, part.compressed],
        [4, part.size],
        [2, part.name.length],
        [2, 0],
        [2, 0],
        [2, 0],
        [2, 0],
        [4, 0],
        [4, part.offset],
      ],
      part.name,
    ),
  );
  const directorySize = directory.reduce((sum, entry) => sum + entry.length, 0);
  if (offset > ZIP32_MAX) throw new Error('xlsxFile: the file is larger than a zip without its 64-bit extension holds');
  // The end record: one disk, the parts on it and in all, the directory's size and start, no comment.
  const end = zipRecord(0x06054b50, [
    [2, 0],
    [2, 0],
    [2, written.length],
    [2, written.length],
    [4, directorySize],
    [4, offset],
    [2, 0],
  ]);
  yield Buffer.concat([...directory, end]);
}

/**
 * An XLSX workbook of `options.rows` under a bold, frozen header row, written as the rows are
 * read: one worksheet per {@link XLSX_SHEET_ROWS} rows (the header repeated on each), cell styles
 * as {@link XLSX_STYLE} names them. Stopping the iteration stops reading the rows.
 * @example for await (const bytes of xlsxFile({ sheetName: 'Pedidos', columns, rows, now })) socket.write(bytes);
 */
export function xlsxFile(options: XlsxFileOptions): AsyncGenerator<Buffer> {
  return zipOf(workbookPartsOf(options), options.now);
}
