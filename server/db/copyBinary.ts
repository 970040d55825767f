import { Transform, type TransformCallback } from 'node:stream';

/** The 11 bytes every binary COPY starts with. */
const SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');

/** The bytes before the first tuple: the signature, the flags (int32) and the header extension's length (int32). */
const HEADER_BYTES = SIGNATURE.length + 4 + 4;

/** Where the reader is: in the header, its extension, before a tuple, before a field's length, in a field, after the trailer. */
type Phase = 'header' | 'extension' | 'tuple' | 'length' | 'field' | 'trailer';

/**
 * Reads the binary format of `COPY … TO STDOUT (FORMAT binary)` and passes on the bytes of every
 * field, one after another, as they are: nothing becomes a string, and a line the database wrote
 * whole goes out as it came. A null field passes nothing.
 *
 * The format (PostgreSQL's COPY page): the signature `PGCOPY\n\377\r\n\0`, int32 flags, an int32
 * length of a header extension to skip; then per tuple an int16 count of fields (-1 ends the data)
 * and per field an int32 length (-1: null) and that many bytes; integers big-endian. A tuple may
 * be cut anywhere between two chunks; the few bytes of a cut integer wait for the next chunk, and a
 * cut field passes its part at once. What one chunk holds goes out as one buffer (a slice of the
 * chunk when it is one field's part, else those slices copied together), so that each write to an
 * HTTP response carries kilobytes, not one line.
 */
export class BinaryCopyFields extends Transform {
  // Plain fields rather than a state object per step: a million lines are three million steps.
  private phase: Phase = 'header';
  /** The fields of the tuple still to read (after the one being read). */
  private fields = 0;
  /** The bytes of the extension or field still to read. */
  private left = 0;
  /** The first bytes of an integer (or of the header) cut at the end of a chunk. */
  private carry: Buffer = Buffer.alloc(0);

  constructor() {
    super({ readableObjectMode: false, writableObjectMode: false });
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    let out: Buffer[];
    try {
      out = this.fieldsOf(chunk);
    } catch (error) {
      done(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (out.length === 1 && out[0]) this.push(out[0]);
    else if (out.length > 1) this.push(Buffer.concat(out));
    done();
  }

  override _flush(done: TransformCallback): void {
    done(this.phase === 'trailer' ? null : new Error('binary COPY: the data ended before its trailer'));
  }

  /**
   * The `size` bytes at `at` in `chunk`, after those carried from the chunk before; null when the
   * chunk ends first (its bytes are then carried). Only for the header and cut integers: whole
   * integers are read from the chunk in place.
   */
  private joinCut(chunk: Buffer, at: number, size: number): Buffer | null {
    const wanted = size - this.carry.length;
    if (chunk.length - at < wanted) {
      this.carry = Buffer.concat([this.carry, chunk.subarray(at)]);
      return null;
    }
    const bytes = Buffer.concat([this.carry, chunk.subarray(at, at + wanted)]);
    this.carry = Buffer.alloc(0);
    return bytes;
  }

  /**
   * The big-endian integer of `width` bytes (2: a field count, 4: a length) at `at` of `chunk`,
   * with the bytes carried from the chunk before, and where the chunk goes on after it; null when
   * the chunk ends first (its bytes are then carried to the next).
   */
  private readInt(chunk: Buffer, at: number, width: 2 | 4): { value: number; at: number } | null {
    if (this.carry.length === 0 && chunk.length - at >= width) {
      return { value: width === 2 ? chunk.readInt16BE(at) : chunk.readInt32BE(at), at: at + width };
    }
    const carried = this.carry.length;
    const bytes = this.joinCut(chunk, at, width);
    if (!bytes) return null;
    return { value: width === 2 ? bytes.readInt16BE(0) : bytes.readInt32BE(0), at: at + width - carried };
  }

  /** The field bytes of `chunk` in order, moving the phase along. */
  private fieldsOf(chunk: Buffer): Buffer[] {
    const out: Buffer[] = [];
    let at = 0;
    while (at < chunk.length) {
      switch (this.phase) {
        case 'header': {
          const carried = this.carry.length;
          const header = this.joinCut(chunk, at, HEADER_BYTES);
          if (!header) return out;
          at += HEADER_BYTES - carried;
          if (!header.subarray(0, SIGNATURE.length).equals(SIGNATURE)) throw new Error('binary COPY: the data does not start with the signature');
          this.left = header.readInt32BE(SIGNATURE.length + 4);
          if (this.left < 0) throw new Error('binary COPY: the header extension has a negative length');
          this.phase = this.left > 0 ? 'extension' : 'tuple';
          break;
        }
        case 'extension': {
          const skipped = Math.min(this.left, chunk.length - at);
          at += skipped;
          this.left -= skipped;
          if (this.left === 0) this.phase = 'tuple';
          break;
        }
        case 'tuple': {
          const read = this.readInt(chunk, at, 2);
          if (!read) return out;
          const count = read.value;
          at = read.at;
          if (count < -1) throw new Error('binary COPY: a tuple has a negative field count');
          this.fields = count;
          this.phase = count === -1 ? 'trailer' : count === 0 ? 'tuple' : 'length';
          break;
        }
        case 'length': {
          const read = this.readInt(chunk, at, 4);
          if (!read) return out;
          const size = read.value;
          at = read.at;
          if (size < -1) throw new Error('binary COPY: a field has a negative length');
          this.fields--;
          if (size > 0) {
            this.left = size;
            this.phase = 'field';
          } else {
            this.phase = this.fields > 0 ? 'length' : 'tuple';
          }
          break;
        }
        case 'field': {
          const size = Math.min(this.left, chunk.length - at);
          out.push(chunk.subarray(at, at + size));
          at += size;
          this.left -= size;
          if (this.left === 0) this.phase = this.fields > 0 ? 'length' : 'tuple';
          break;
        }
        case 'trailer':
          throw new Error('binary COPY: data after the trailer');
      }
    }
    return out;
  }
}
