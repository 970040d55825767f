/**
 * The server the API benchmarks measure, run as a child process (scripts/bench-common.ts
 * starts it) so that the load tool and the server do not share an event loop. It opens and
 * migrates the database, seeds the demo data and, when asked, bulk users; serves the API on
 * loopback, and a bare Fastify instance beside it; files the time of every request under its
 * `x-bench-tag` header and answers those times, with the event-loop delay, over IPC.
 */
import { rmSync } from 'node:fs';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import Fastify from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import pg from 'pg';
import { buildApp } from '../server/app';
import { migrate, openDatabase, type Db } from '../server/db';
import { isEmpty, seedDemoData } from '../server/seed';
import { findUserPage } from '../server/repositories/userList';
import { toUsers } from '../server/services/users';

/** How the parent wants the server. */
export interface BenchServerOptions {
  /** `postgres://…` (the database is created when missing) or a PGlite data folder. */
  databaseUrl: string;
  /** Bulk users to have besides the demo users (seeded when fewer are there). */
  users: number;
  /** Drop the database first. */
  fresh: boolean;
  /**
   * Sign-in attempts per account and per address without a practical limit: the sign-in
   * benchmark sends one account's sign-ins 100 at once from one address, which the product's
   * limits (server/auth/throttle.ts) count as attempts in flight and refuse past 10.
   */
  openSignIns?: boolean;
}

/** Messages from the parent. */
export type ParentMessage = { type: 'reset' } | { type: 'take' } | { type: 'exit' };

/** How the database came to hold its users. */
export interface SeedRecord {
  users: number;
  seconds: number;
  at: string;
}

/** Messages to the parent. */
export type ServerMessage =
  | { type: 'ready'; port: number; barePort: number; seed: SeedRecord | null; seededNow: boolean; version: string }
  | { type: 'reset' }
  | { type: 'take'; times: Record<string, number[]>; eventLoop: { p50: number; p99: number; max: number } }
  | { type: 'exit' };

const BULK_CHUNK = 50_000;
const FIRST_NAMES = [
  'Ana', 'Bruno', 'Carla', 'Diego', 'Eduarda', 'Felipe', 'Gabriela', 'Henrique', 'Isabela', 'João', 'Karina', 'Lucas',
  'Mariana', 'Nicolas', 'Olívia', 'Pedro', 'Quésia', 'Rafael', 'Sofia', 'Thiago', 'Juliana', 'Marcos', 'Patrícia',
  'Rodrigo', 'Fernanda', 'Gustavo', 'Camila', 'André', 'Letícia', 'Vinícius', 'Beatriz', 'Leonardo', 'Larissa',
  'Matheus', 'Amanda', 'Daniel', 'Vitória', 'Gabriel', 'Luana', 'Paulo', 'Renata', 'Ricardo', 'Tatiana', 'Sérgio',
  'Adriana', 'Márcio', 'Cláudia', 'Fábio', 'Aline', 'Roberto', 'Helena', 'Caio', 'Bianca', 'Igor', 'Débora',
  'Otávio', 'Yasmin', 'Wagner', 'Priscila', 'Emanuel',
];
const LAST_NAMES = [
  'Silva', 'Santos', 'Oliveira', 'Souza', 'Lima', 'Pereira', 'Costa', 'Almeida', 'Ribeiro', 'Carvalho', 'Gomes',
  'Martins', 'Araújo', 'Barbosa', 'Rocha', 'Dias', 'Nascimento', 'Moreira', 'Cardoso', 'Teixeira', 'Correia', 'Mendes',
  'Freitas', 'Vieira', 'Monteiro', 'Castro', 'Campos', 'Batista', 'Pinto', 'Machado', 'Nunes', 'Ramos', 'Fernandes',
  'Lopes', 'Moura', 'Cavalcanti', 'Farias', 'Santana', 'Viana', 'Duarte',
];
const DOMAINS = ['example.com', 'mail.com.br', 'empresa.com.br', 'correio.net'];

/** 0 to `count - 1`, spread evenly and independently of other picks (PostgreSQL's own int8 hash, the same everywhere). */
function pick(seed: RawBuilder<unknown>, count: number): RawBuilder<unknown> {
  return sql`((hashint8(${seed}) & 2147483647) % ${count})`;
}

/**
 * Bulk users `from` to `to` in one statement: "Nome Sobrenome Sobrenome", username
 * `nome.sobrenome<n>`, e-mail `<username>@<domain>`, created 90 s apart from 2020 on.
 */
async function insertBulk(db: Db, from: number, to: number) {
  const ascii = (column: string) => sql`lower(translate(${sql.ref(column)}, 'áàãâéêíóôõúçÁÉÍÓÚ', 'aaaaeeiooouucAEIOU'))`;
  await sql`
    insert into users (username, email, password_hash, fullname, created_at, updated_at)
    select login, login || '@' || domain, '!', first || ' ' || last || ' ' || second, at, at
    from (
      select ${ascii('first')} || '.' || ${ascii('last')} || n as login, first, last, second, domain, at
      from (
        select n,
          (${sql.val(FIRST_NAMES)}::text[])[1 + ${pick(sql`n`, FIRST_NAMES.length)}] as first,
          (${sql.val(LAST_NAMES)}::text[])[1 + ${pick(sql`n + 1000003`, LAST_NAMES.length)}] as last,
          (${sql.val(LAST_NAMES)}::text[])[1 + ${pick(sql`n + 2000003`, LAST_NAMES.length)}] as second,
          (${sql.val(DOMAINS)}::text[])[1 + n % ${DOMAINS.length}] as domain,
          timestamptz '2020-01-01 00:00:00+00' + n * interval '90 seconds' as at
        from generate_series(${from}::bigint, ${to}::bigint) n
      ) named
    ) made`.execute(db);
}

async function readSeed(db: Db): Promise<SeedRecord | null> {
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', 'bench_seed').executeTakeFirst();
  return (row?.value as SeedRecord | undefined) ?? null;
}

/** Tops the bulk users up to `users`, timing it; answers the record of the whole seeding. */
async function seedBulk(db: Db, users: number): Promise<{ seed: SeedRecord | null; seededNow: boolean }> {
  const previous = await readSeed(db);
  const have = previous?.users ?? 0;
  if (have >= users) return { seed: previous, seededNow: false };
  const started = performance.now();
  for (let from = have + 1; from <= users; from += BULK_CHUNK) {
    const to = Math.min(users, from + BULK_CHUNK - 1);
    await insertBulk(db, from, to);
    process.stderr.write(`  seeded ${to.toLocaleString('en-US')} of ${users.toLocaleString('en-US')} users (${((performance.now() - started) / 1000).toFixed(0)} s)\n`);
  }
  // Every table: the users' search keys are written by their triggers along with the users.
  await sql`vacuum analyze`.execute(db);
  const seed: SeedRecord = {
    users,
    seconds: (previous?.seconds ?? 0) + (performance.now() - started) / 1000,
    at: new Date().toISOString(),
  };
  await db
    .insertInto('app_settings')
    .values({ key: 'bench_seed', value: JSON.stringify(seed) })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(seed) }))
    .execute();
  return { seed, seededNow: true };
}

async function prepareDatabase(options: BenchServerOptions): Promise<Db> {
  const { databaseUrl } = options;
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) {
    const target = new URL(databaseUrl);
    const name = target.pathname.slice(1);
    const adminUrl = new URL(databaseUrl);
    adminUrl.pathname = '/postgres';
    const admin = new pg.Client({ connectionString: adminUrl.toString() });
    await admin.connect();
    if (options.fresh) await admin.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`create database ${pg.escapeIdentifier(name)}`);
    await admin.end();
  } else if (options.fresh) {
    rmSync(databaseUrl, { recursive: true, force: true });
  }
  return openDatabase(databaseUrl);
}

async function main() {
  const options = JSON.parse(process.argv[2] ?? '{}') as BenchServerOptions;
  const db = await prepareDatabase(options);
  await migrate(db);
  if (await isEmpty(db)) await seedDemoData(db, 'bench-password');
  const { seed, seededNow } = options.users > 0 ? await seedBulk(db, options.users) : { seed: null, seededNow: false };
  const version = (await sql<{ v: string }>`select version() as v`.execute(db)).rows[0]?.v ?? 'unknown';

  const open = { limit: 1_000_000, windowMs: 60_000 };
  const app = await buildApp({
    db,
    jwtSecret: 'bench-secret-that-is-long-enough-for-hs256-signing',
    logger: false,
    ...(options.openSignIns ? { authLimits: { signInPerAccount: open, signInPerAddress: open } } : {}),
  });
  // The bare instance answers the same list with none of the API's layers (overhead benchmark):
  // computed on each call as the API does, or once and then sent as it is.
  const bare = Fastify({ logger: false });
  const firstPage = async () => {
    const page = await findUserPage(db, { column: 'id', direction: 'asc', offset: 0, limit: 10 });
    return { items: await toUsers(db, page.rows), totalCount: page.totalCount };
  };
  bare.post('/bare/findUsers', firstPage);
  let constant: string | null = null;
  bare.get('/bare/constant', async (_request, reply) => {
    constant ??= JSON.stringify(await firstPage());
    return reply.type('application/json; charset=utf-8').send(constant);
  });

  let times: Record<string, number[]> = {};
  const eventLoop = monitorEventLoopDelay({ resolution: 1 });
  for (const server of [app.server, bare.server]) {
    server.prependListener('request', (request, response) => {
      const started = performance.now();
      const header = request.headers['x-bench-tag'];
      const tag = typeof header === 'string' ? header : 'untagged';
      response.once('finish', () => (times[tag] ??= []).push(performance.now() - started));
    });
  }
  await app.listen({ host: '127.0.0.1', port: 0 });
  await bare.listen({ host: '127.0.0.1', port: 0 });
  const portOf = (address: ReturnType<typeof app.server.address>) => (typeof address === 'object' && address ? address.port : 0);

  process.on('message', (message: ParentMessage) => {
    const send = (answer: ServerMessage) => process.send?.(answer);
    if (message.type === 'reset') {
      times = {};
      eventLoop.disable();
      eventLoop.reset();
      eventLoop.enable();
      send({ type: 'reset' });
    } else if (message.type === 'take') {
      eventLoop.disable();
      const ms = (ns: number) => ns / 1e6;
      send({
        type: 'take',
        times,
        eventLoop: { p50: ms(eventLoop.percentile(50)), p99: ms(eventLoop.percentile(99)), max: ms(eventLoop.max) },
      });
    } else {
      void Promise.all([app.close(), bare.close()])
        .then(() => db.destroy())
        .then(() => process.exit(0));
    }
  });
  process.send?.({ type: 'ready', port: portOf(app.server.address()), barePort: portOf(bare.server.address()), seed, seededNow, version } satisfies ServerMessage);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
