import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { assertDurable, openDatabase, UnsafeDatabaseError } from '../../server/db';

// Run against the PostgreSQL server of the server-postgresql project only (vitest.config.ts:
// `*.postgresql.test.ts`); the settings' rules and PGlite's start-up are in ./durability.test.ts.

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Runs `npm run serve`'s entry (server/main.ts) with `env`; answers when it prints that it listens, or exits. */
function startServer(env: Record<string, string>): Promise<{ code: number | null; output: string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', STATIC_DIR: '', NEW_ORDER_DB: 'off', SEED_PASSWORD: 'durability-test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve) => {
    const listen = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Back-office running at')) resolve({ code: null, output, stop });
    };
    child.stdout.on('data', listen);
    child.stderr.on('data', listen);
    void exited.then((code) => resolve({ code, output, stop }));
  });
}

/** `url` with a connection option that the server applies to the session (`-c name=value`). */
function withSetting(url: string, setting: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('options', `-c ${setting}`);
  return parsed.toString();
}

const url = process.env.TEST_DATABASE_URL ?? '';

describe('start-up on PostgreSQL', () => {
  it('refuses a connection that commits without waiting for the flush, naming the setting', async () => {
    const unsafe = withSetting(url, 'synchronous_commit=off');
    const db = openDatabase(unsafe);
    try {
      const refusal = await assertDurable(db, unsafe).then(
        () => null,
        (error: unknown) => error,
      );
      expect(refusal).toBeInstanceOf(UnsafeDatabaseError);
      expect((refusal as UnsafeDatabaseError).problems).toEqual([expect.stringMatching(/^synchronous_commit is off/)]);
    } finally {
      await db.destroy();
    }
    // The server itself: it exits before it migrates, seeds or listens.
    const started = await startServer({ DATABASE_URL: unsafe });
    await started.stop();
    expect(started.code).toBe(1);
    expect(started.output).toContain('Refusing to start: the PostgreSQL server is not crash-safe');
    expect(started.output).toContain('synchronous_commit is off');
    expect(started.output).not.toContain('Back-office running at');
  }, 90_000);

  it('survives the server ending its connections, idle or lent out in a transaction', async () => {
    const db = openDatabase(url);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const pause = () => new Promise((resolve) => setTimeout(resolve, 300));
    try {
      // An 'error' event nobody listened to would end this process (and fail the run) here.
      let inside = '';
      await db
        .transaction()
        .execute(async (trx) => {
          const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
          await admin.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
          await pause();
          inside = await sql`select 1`.execute(trx).then(
            () => 'answered',
            () => 'failed',
          );
        })
        .catch(() => undefined);
      expect(inside).toBe('failed');
      const idle = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
      await admin.query('select pg_terminate_backend($1)', [idle.rows[0]?.pid]);
      await pause();
      // The pool forgot both connections: the next query gets a new one.
      const after = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
      expect(after.rows[0]?.pid).not.toBe(idle.rows[0]?.pid);
    } finally {
      await admin.end();
      await db.destroy();
    }
  });

  it('starts on the same server with its own settings, and with synchronous_commit local', async () => {
    const db = openDatabase(url);
    try {
      await expect(assertDurable(db, url)).resolves.toBeUndefined();
      const local = openDatabase(withSetting(url, 'synchronous_commit=local'));
      await expect(assertDurable(local, withSetting(url, 'synchronous_commit=local'))).resolves.toBeUndefined();
      await local.destroy();
    } finally {
      await db.destroy();
    }
    // A database of its own: the server migrates and seeds it as on a first start.
    const name = `durability_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`create database ${name}`);
      const own = new URL(url);
      own.pathname = `/${name}`;
      const started = await startServer({ DATABASE_URL: own.toString() });
      await started.stop();
      expect(started.output).toContain('Back-office running at');
      expect(started.output).not.toContain('Refusing to start');
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 150_000);
});
