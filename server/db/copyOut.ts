import { pipeline, type Readable } from 'node:stream';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { BinaryCopyFields } from './copyBinary';

/**
 * The bytes of the fields `statement` sends (`COPY (…) TO STDOUT (FORMAT binary)`, no bind
 * parameters), read through {@link BinaryCopyFields} as the stream is read: the socket is read
 * only when the stream's reader takes what came before, so a slow reader holds the database back
 * rather than filling the server's memory.
 *
 * It runs on a client of its own from `pool`, in a read-only transaction after `prepare` (`set
 * local …`, which lasts the transaction). The client goes back to the pool once the COPY has
 * ended and the transaction is committed; when the COPY fails or the stream is destroyed before
 * the end (a client that went away), it is closed instead: a connection in the middle of a COPY
 * cannot take another query, and closing its socket is what stops the server's side.
 */
export async function copyOut(pool: pg.Pool, statement: string, prepare: (client: pg.PoolClient) => Promise<void> = async () => {}): Promise<Readable> {
  const client = await pool.connect();
  let released = false;
  const release = (error?: Error) => {
    if (released) return;
    released = true;
    client.release(error);
  };
  try {
    await client.query('begin transaction read only');
    await prepare(client);
  } catch (error) {
    release(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
  const copy = client.query(copyTo(statement));
  const fields = new BinaryCopyFields();
  let copied = false;
  // pg reports the failure of the COPY (or of the connection, once closed) on `copy` itself, at
  // any time: an error without a listener would end the process.
  copy.on('error', (error) => release(error));
  copy.once('end', () => {
    copied = true;
    client.query('commit').then(
      () => release(),
      (error: unknown) => release(error instanceof Error ? error : new Error(String(error))),
    );
  });
  pipeline(copy, fields, (error) => {
    if (error && !copied) release(error);
  });
  return fields;
}
