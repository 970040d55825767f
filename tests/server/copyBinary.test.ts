import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { BinaryCopyFields } from '../../server/db/copyBinary';

// The decoder of a binary COPY over data made here as the PostgreSQL documentation describes it;
// over a real server's COPY in orderExportCopy.postgresql.test.ts.

const SIGNATURE = Buffer.from([0x50, 0x47, 0x43, 0x4f, 0x50, 0x59, 0x0a, 0xff, 0x0d, 0x0a, 0x00]);

const int16 = (n: number) => {
  const bytes = Buffer.alloc(2);
  bytes.writeInt16BE(n);
  return bytes;
};
const int32 = (n: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeInt32BE(n);
  return bytes;
};

/** A binary COPY of `tuples` (each a list of fields, null for SQL null), with a header extension of `extension` bytes. */
function binaryCopy(tuples: (string | null)[][], extension = 0): Buffer {
  const parts: Buffer[] = [SIGNATURE, int32(0), int32(extension), Buffer.alloc(extension, 0xaa)];
  for (const tuple of tuples) {
    parts.push(int16(tuple.length));
    for (const field of tuple) {
      if (field === null) parts.push(int32(-1));
      else {
        const bytes = Buffer.from(field, 'utf8');
        parts.push(int32(bytes.length), bytes);
      }
    }
  }
  parts.push(int16(-1));
  return Buffer.concat(parts);
}

/** What the decoder passes on for `chunks`, and every chunk it passed ('data' events: one each, where an iterator would join them). */
function decode(chunks: Buffer[]): Promise<{ bytes: Buffer; out: unknown[] }> {
  return new Promise((resolve, reject) => {
    const out: unknown[] = [];
    const decoder = new BinaryCopyFields();
    decoder.on('data', (chunk: unknown) => out.push(chunk));
    decoder.on('error', reject);
    decoder.on('end', () => resolve({ bytes: Buffer.concat(out.filter((chunk): chunk is Buffer => Buffer.isBuffer(chunk))), out }));
    Readable.from(chunks, { objectMode: false }).pipe(decoder);
  });
}

const TRICKY = 'Ana "Tia"; Souza\r\nlinha 2\\n \\ barra\ttab Conceição ÃÉÎÕÜ ç 😀\r\n';
const TUPLES: (string | null)[][] = [
  ['7101;Cantina;48,90\r\n'],
  [TRICKY],
  ['a', null, '', 'b'],
  [],
  ['última linha\r\n'],
];
const EXPECTED = Buffer.from(`7101;Cantina;48,90\r\n${TRICKY}abúltima linha\r\n`, 'utf8');

describe('BinaryCopyFields', () => {
  it('passes on the bytes of every field in order, a null and an empty field as nothing', async () => {
    const { bytes, out } = await decode([binaryCopy(TUPLES)]);
    expect(bytes.equals(EXPECTED)).toBe(true);
    expect(out.every((chunk) => Buffer.isBuffer(chunk))).toBe(true);
  });

  it('gives the same bytes however the data is cut in two', async () => {
    const data = binaryCopy(TUPLES, 5);
    for (let cut = 0; cut <= data.length; cut++) {
      const { bytes } = await decode([data.subarray(0, cut), data.subarray(cut)]);
      expect(bytes.equals(EXPECTED), `cut at byte ${cut}`).toBe(true);
    }
  });

  it('gives the same bytes from one byte at a time, and from three pieces cut anywhere', async () => {
    const data = binaryCopy(TUPLES);
    expect((await decode([...data].map((byte) => Buffer.from([byte])))).bytes.equals(EXPECTED)).toBe(true);
    for (let first = 1; first < data.length; first += 3) {
      for (let second = first; second < data.length; second += 5) {
        const { bytes } = await decode([data.subarray(0, first), data.subarray(first, second), data.subarray(second)]);
        expect(bytes.equals(EXPECTED), `cut at ${first} and ${second}`).toBe(true);
      }
    }
  });

  it('passes a chunk holding one field’s part as a slice of it, not a copy', async () => {
    const field = 'x'.repeat(1000);
    const data = binaryCopy([[field]]);
    const middle = data.subarray(100, 900);
    const { out } = await decode([data.subarray(0, 100), middle, data.subarray(900)]);
    const slice = out[1] as Buffer;
    expect(slice.buffer).toBe(middle.buffer);
    expect(slice.byteOffset).toBe(middle.byteOffset);
  });

  it('fails on data that is not a binary COPY, that stops before its trailer, or that goes on after it', async () => {
    await expect(decode([Buffer.from('7101;Cantina;48,90\r\n'.repeat(2))])).rejects.toThrow(/signature/);
    const data = binaryCopy(TUPLES);
    await expect(decode([data.subarray(0, data.length - 2)])).rejects.toThrow(/before its trailer/);
    await expect(decode([data.subarray(0, 5)])).rejects.toThrow(/before its trailer/);
    await expect(decode([data, Buffer.from([0])])).rejects.toThrow(/after the trailer/);
  });
});
