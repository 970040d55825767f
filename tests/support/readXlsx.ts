import { execFileSync } from 'node:child_process';

/** A cell as a spreadsheet reader sees it: its type (`t`, `n` when absent), its style index and its value (null: an empty cell). */
export interface XlsxCell {
  t: string;
  s: number;
  v: string | null;
}

/** A workbook as read back: its worksheets in order, each with its name and rows of cells. */
export interface XlsxWorkbook {
  sheets: { name: string; rows: XlsxCell[][] }[];
  /** The parts' names in the order the zip holds them. */
  parts: string[];
  /** The number formats of the cell styles (`cellXfs`), by style index. */
  styleFormats: number[];
}

// Python's zipfile (which checks every part's CRC) and ElementTree read the file: a reader
// written apart from the product's writer. A cell without `r` takes the next column, as in Excel.
const READER = String.raw`
import io, json, sys, zipfile
import xml.etree.ElementTree as ET
ns = {'m': 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'}
rel_ns = '{http://schemas.openxmlformats.org/officeDocument/2006/relationships}id'
z = zipfile.ZipFile(io.BytesIO(sys.stdin.buffer.read()))
bad = z.testzip()
if bad is not None:
    raise SystemExit('bad CRC in ' + bad)
types = ET.fromstring(z.read('[Content_Types].xml'))
rels = ET.fromstring(z.read('xl/_rels/workbook.xml.rels'))
targets = {r.get('Id'): r.get('Target') for r in rels}
workbook = ET.fromstring(z.read('xl/workbook.xml'))
styles = ET.fromstring(z.read('xl/styles.xml'))
formats = [int(xf.get('numFmtId', '0')) for xf in styles.find('m:cellXfs', ns)]
sheets = []
for sheet in workbook.find('m:sheets', ns):
    root = ET.fromstring(z.read('xl/' + targets[sheet.get(rel_ns)]))
    rows = []
    for row in root.find('m:sheetData', ns):
        cells = []
        for c in row:
            t = c.get('t', 'n')
            if t == 'inlineStr':
                v = ''.join(x.text or '' for x in c.iter('{%s}t' % ns['m']))
            else:
                found = c.find('m:v', ns)
                v = None if found is None else found.text
            cells.append({'t': t, 's': int(c.get('s', '0')), 'v': v})
        rows.append(cells)
    sheets.append({'name': sheet.get('name'), 'rows': rows})
json.dump({'sheets': sheets, 'parts': z.namelist(), 'styleFormats': formats}, sys.stdout)
`;

/** Reads an XLSX file's worksheets, checking its zip's CRCs (throws on a broken file). */
export function readXlsx(bytes: Buffer): XlsxWorkbook {
  const out = execFileSync('python3', ['-c', READER], { input: bytes, maxBuffer: 512 * 1024 * 1024 });
  return JSON.parse(out.toString('utf8')) as XlsxWorkbook;
}

/** The cells' values of a worksheet's rows (null for an empty cell). */
export function valuesOf(rows: readonly XlsxCell[][]): (string | null)[][] {
  return rows.map((row) => row.map((cell) => cell.v));
}
