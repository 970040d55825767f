import { describe, expect, it } from 'vitest';
import { xlsxFile, xmlText } from '../../server/services/xlsxFile';
import { readXlsx, valuesOf } from '../support/readXlsx';

const NOW = new Date('2026-11-26T12:00:00.000Z');
const COLUMNS = [
  { title: 'Número', width: 9 },
  { title: 'Cliente & cia <ltda>', width: 20 },
];

/** Row `n` as the database writes it: a number cell and a text cell, then a line feed. */
const row = (n: number, name = `Cliente ${n}`) => `<row><c><v>${n}</v></c><c t="inlineStr"><is><t>${xmlText(name)}</t></is></c></row>\r\n`;

async function bytesOf(chunks: AsyncIterable<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.concat(parts);
}

async function* from(chunks: readonly string[]): AsyncGenerator<string> {
  for (const chunk of chunks) yield chunk;
}

describe('xlsxFile', () => {
  it('writes a workbook a zip reader checks whole: the header, then the rows as they came', async () => {
    const bytes = await bytesOf(xlsxFile({ sheetName: 'Pedidos', columns: COLUMNS, rows: from([row(1, 'Inês Gonçalves'), row(2, 'Ana "Tia" <Souza> & filhos')]), now: NOW }));
    expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    const book = readXlsx(bytes);
    expect(book.parts).toEqual(['[Content_Types].xml', '_rels/.rels', 'xl/styles.xml', 'xl/worksheets/sheet1.xml', 'xl/workbook.xml', 'xl/_rels/workbook.xml.rels']);
    expect(book.sheets.map((sheet) => sheet.name)).toEqual(['Pedidos']);
    expect(valuesOf(book.sheets[0]?.rows ?? [])).toEqual([
      ['Número', 'Cliente & cia <ltda>'],
      ['1', 'Inês Gonçalves'],
      ['2', 'Ana "Tia" <Souza> & filhos'],
    ]);
    // The header is bold (style 3) and text; the rows' numbers are numbers.
    expect(book.sheets[0]?.rows[0]?.map((cell) => [cell.t, cell.s])).toEqual([
      ['inlineStr', 3],
      ['inlineStr', 3],
    ]);
    expect(book.sheets[0]?.rows[1]?.[0]).toEqual({ t: 'n', s: 0, v: '1' });
    // Styles 1 and 2: the date-time format of its own (164) and Excel's built-in #,##0.00 (4).
    expect(book.styleFormats).toEqual([0, 164, 4, 0]);
  });

  it('starts another worksheet, the header repeated, when one is full, wherever the chunks were cut', async () => {
    const text = [1, 2, 3, 4, 5].map((n) => row(n)).join('');
    // Cut in three places, one of them inside a row.
    const chunks = [text.slice(0, 10), text.slice(10, 130), text.slice(130)];
    const book = readXlsx(await bytesOf(xlsxFile({ sheetName: 'Pedidos', columns: COLUMNS, rows: from(chunks), now: NOW, sheetRows: 3 })));
    expect(book.sheets.map((sheet) => sheet.name)).toEqual(['Pedidos', 'Pedidos 2', 'Pedidos 3']);
    expect(book.sheets.map((sheet) => valuesOf(sheet.rows).map((cells) => cells[0]))).toEqual([
      ['Número', '1', '2'],
      ['Número', '3', '4'],
      ['Número', '5'],
    ]);
  });

  it('makes no empty worksheet when the rows fill the last one exactly, and one with the header when there are none', async () => {
    const full = readXlsx(await bytesOf(xlsxFile({ sheetName: 'Orders', columns: COLUMNS, rows: from([row(1) + row(2), row(3) + row(4)]), now: NOW, sheetRows: 3 })));
    expect(full.sheets.map((sheet) => [sheet.name, sheet.rows.length])).toEqual([
      ['Orders', 3],
      ['Orders 2', 3],
    ]);
    const none = readXlsx(await bytesOf(xlsxFile({ sheetName: 'Orders', columns: COLUMNS, rows: from([]), now: NOW })));
    expect(none.sheets.map((sheet) => valuesOf(sheet.rows))).toEqual([[['Número', 'Cliente & cia <ltda>']]]);
  });

  it('stops reading the rows when the file is given up', async () => {
    let read = 0;
    let closed = false;
    async function* endless(): AsyncGenerator<string> {
      try {
        for (;;) {
          read += 1;
          yield row(read);
        }
      } finally {
        closed = true;
      }
    }
    const file = xlsxFile({ sheetName: 'Pedidos', columns: COLUMNS, rows: endless(), now: NOW });
    let bytes = 0;
    for await (const chunk of file) {
      bytes += chunk.length;
      if (bytes > 50_000) break;
    }
    expect(closed).toBe(true);
    expect(read).toBeGreaterThan(0);
  });

  it('escapes text for XML and leaves out the control characters XML forbids', () => {
    expect(xmlText('a & b <c> "d"\r\ne\u0001f\tg')).toBe('a &amp; b &lt;c&gt; &quot;d&quot;&#13;&#10;ef\tg');
  });
});
