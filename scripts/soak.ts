/**
 * Crash safety on PostgreSQL (issue 12). Starts a PostgreSQL 15 cluster of its own (fsync,
 * synchronous_commit and full_page_writes on, data checksums) and the API (server/main.ts) as
 * child processes; several clients create roles and delivery men with an Idempotency-Key each,
 * sending every write again with the same key until it is answered, while a killer SIGKILLs the
 * API process or the database (the postmaster and its backends) at random moments and restarts
 * it. Then it checks that every acknowledged write is there exactly once and whole, that nothing
 * is there that no client sent, and that pg_amcheck finds no corruption; and writes bench/soak.md
 * (and bench/soak.json, which the index of `npm run bench` reads).
 *
 * Run: `npm run soak` (as root, which runs the cluster as `postgres`, or as a user that may run
 * initdb). Settings: SOAK_SECONDS (120) of traffic, SOAK_KILLS (8) spread over them,
 * SOAK_CLIENTS (4), SOAK_ABANDON_PERCENT (10: the share of requests a client gives up on after 1
 * to 40 ms, as on a timeout, and sends again at once, so that retries meet writes that committed
 * or still run), SOAK_PG_BIN (/usr/lib/postgresql/15/bin); SOAK_KEEP=1 keeps the cluster's folder
 * and logs. Exits 1 when a figure that must be zero is not. SOAK_WITHOUT_KEYS=1 is the control:
 * the same run with no Idempotency-Key, whose retries should make duplicates; it prints its
 * report and writes no file.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { chownSync, closeSync, existsSync, mkdtempSync, openSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { cpfCheckDigits } from '../src/domain/cpf';
import { DEMO_IDS, DEMO_USERS } from '../server/seed';
import { BENCH_DIR, ROOT, envNumber, fmt, load, machineLine, type Figure } from './bench-common';

const PG_BIN = process.env.SOAK_PG_BIN ?? '/usr/lib/postgresql/15/bin';
const SECONDS = envNumber('SOAK_SECONDS', 120);
const KILLS = envNumber('SOAK_KILLS', 8);
const CLIENTS = envNumber('SOAK_CLIENTS', 4);
const ABANDON_PERCENT = Number(process.env.SOAK_ABANDON_PERCENT ?? 10);
const WITHOUT_KEYS = process.env.SOAK_WITHOUT_KEYS === '1';
/** How long the clients may keep retrying their last writes once the killing is over. */
const DRAIN_MS = 90_000;
const PASSWORD = 'soak-password';
const RUN = randomBytes(3).toString('hex');
/** What every write of this run carries in its title or person name. */
const MARK = `Soak ${RUN} `;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** The uid and gid the cluster runs as: postgres when this runs as root (initdb and postgres refuse root). */
function clusterOwner(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** The pids whose parent is `pid` (the postmaster's backends and helpers). */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        // Field 4 of /proc/<pid>/stat, after the command name in parentheses.
        return Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

const alive = (pid: number) => existsSync(`/proc/${pid}`);

function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = randomInt(0, i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** A child process the soak starts, kills and starts again; one that ends by itself is started again too. */
class Supervised {
  child: ChildProcess | null = null;
  /** Exits the soak did not cause (a crash of its own). */
  unexpectedExits = 0;
  /** Set at the end: from then on nothing is started again. */
  halted = false;
  private expecting = false;
  constructor(
    readonly name: string,
    private readonly launch: () => ChildProcess,
    private readonly isReady: () => Promise<boolean>,
  ) {}

  /** Starts the process and waits until it answers (five tries of 90 s). */
  async start(): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      const child = this.launch();
      this.child = child;
      this.expecting = false;
      child.once('exit', () => {
        if (this.expecting || this.halted || this.child !== child) return;
        this.unexpectedExits += 1;
        console.info(`${this.name} exited by itself; starting it again`);
        void sleep(1000)
          .then(() => (this.halted || this.child !== child ? undefined : this.start()))
          .catch((error: unknown) => console.error(`${this.name} did not start again: ${String(error)}`));
      });
      const deadline = Date.now() + 90_000;
      while (Date.now() < deadline && child.exitCode === null && child.signalCode === null) {
        if (await this.isReady()) return;
        await sleep(250);
      }
      if (attempt >= 5) throw new Error(`${this.name} did not start (see its log)`);
      await this.stop('SIGKILL');
      await sleep(1000);
    }
  }

  /** Sends `signal` to the process (and SIGKILL to its children with `withChildren`) and waits for them to end. */
  async stop(signal: NodeJS.Signals, withChildren = false): Promise<void> {
    const child = this.child;
    if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
    this.expecting = true;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const orphans = withChildren ? childrenOf(child.pid) : [];
    child.kill(signal);
    for (const pid of orphans) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // It ended before the signal.
      }
    }
    await exited;
    while (orphans.some(alive)) await sleep(50);
  }
}

/** The database and the API of one soak, in a temporary folder. */
interface Rig {
  dir: string;
  postgres: Supervised;
  server: Supervised;
  dbUrl: (database: string) => string;
  api: (path: string) => string;
  cleanUp: () => Promise<void>;
}

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Makes the cluster and describes both processes; nothing runs yet. */
async function makeRig(): Promise<Rig> {
  const owner = clusterOwner();
  const dir = mkdtempSync(join(tmpdir(), 'soak-'));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const asOwner = owner ? { uid: owner.uid, gid: owner.gid } : {};
  const data = join(dir, 'data');
  const [pgPort, apiPort] = [await freePort(), await freePort()];
  const logs = { postgres: openSync(join(dir, 'postgres.log'), 'a'), api: openSync(join(dir, 'api.log'), 'a') };
  const dbUrl = (database: string) => `postgres://postgres@127.0.0.1:${pgPort}/${database}`;
  const settings = ['fsync=on', 'synchronous_commit=on', 'full_page_writes=on', 'listen_addresses=127.0.0.1', 'max_connections=50', 'shared_buffers=32MB'];
  const postgres = new Supervised(
    'PostgreSQL',
    () =>
      spawn(join(PG_BIN, 'postgres'), ['-D', data, '-p', String(pgPort), '-k', dir, ...settings.flatMap((s) => ['-c', s])], {
        ...asOwner,
        stdio: ['ignore', logs.postgres, logs.postgres],
      }),
    () => canConnect(dbUrl('postgres')),
  );
  const server = new Supervised(
    'API',
    () =>
      spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        cwd: ROOT,
        env: {
          ...process.env,
          DATABASE_URL: dbUrl('soak'),
          PORT: String(apiPort),
          HOST: '127.0.0.1',
          STATIC_DIR: '',
          NEW_ORDER_DB: 'off',
          SEED_PASSWORD: PASSWORD,
          JWT_SECRET: `soak-${RUN}-secret-long-enough-for-hs256-signing`,
          LOG_LEVEL: 'error',
        },
        stdio: ['ignore', logs.api, logs.api],
      }),
    // An answer of whatever status (a 404 for the bare address) says it listens.
    async () => (await fetch(`http://127.0.0.1:${apiPort}/`, { signal: AbortSignal.timeout(2000) }).catch(() => null)) !== null,
  );
  let cleaned: Promise<void> | null = null;
  const cleanUp = () =>
    (cleaned ??= (async () => {
      server.halted = true;
      postgres.halted = true;
      await server.stop('SIGKILL').catch(() => {});
      await postgres.stop('SIGINT').catch(() => {});
      closeSync(logs.postgres);
      closeSync(logs.api);
      if (process.env.SOAK_KEEP) console.info(`Kept ${dir}`);
      else rmSync(dir, { recursive: true, force: true });
    })());
  const rig = { dir, postgres, server, dbUrl, api: (path: string) => `http://127.0.0.1:${apiPort}/api${path}`, cleanUp };
  const initdb = spawnSync(join(PG_BIN, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--data-checksums'], {
    ...asOwner,
    encoding: 'utf8',
  });
  if (initdb.status !== 0) {
    await cleanUp();
    throw new Error(`initdb failed: ${initdb.stderr}`);
  }
  return rig;
}

/** One write a client sends, and what became of it. */
interface Intent {
  kind: 'role' | 'rider';
  key: string;
  /** The role's title or the person's name: how the write is found again. */
  marker: string;
  body: Record<string, unknown>;
  permissions: number[];
  cpf: string;
  ack: { id: string; replayed: boolean } | null;
  refused: string | null;
  sends: number;
  /** Requests of this write the client gave up waiting for. */
  abandoned: number;
}

/** Makes the writes of the clients: roles and delivery men in turn, each with its own key and marker. */
async function intentMaker(rig: Rig): Promise<(client: number, n: number) => Intent> {
  const db = new pg.Client({ connectionString: rig.dbUrl('soak') });
  await db.connect();
  const permissionIds = (await db.query<{ id: number }>('select id from permissions where parent_id is not null order by id')).rows.map((r) => r.id);
  const takenCpfs = new Set((await db.query<{ cpf: string }>('select cpf from delivery_men')).rows.map((row) => row.cpf));
  await db.end();
  let nextCpf = 100_000_000 + randomInt(0, 700_000_000);
  const newCpf = (): string => {
    for (;;) {
      const nine = String((nextCpf += 1));
      const cpf = nine + cpfCheckDigits(nine);
      if (!/^(\d)\1+$/.test(nine) && !takenCpfs.has(cpf)) return cpf;
    }
  };
  return (client, n) => {
    const marker = `${MARK}${client}-${n}`;
    const common = { key: `soak-${RUN}-${client}-${n}-${randomBytes(4).toString('hex')}`, marker, ack: null, refused: null, sends: 0, abandoned: 0 };
    if (n % 2 === 0) {
      const permissions = permissionIds.filter(() => randomInt(0, 4) === 0).slice(0, 6);
      return { ...common, kind: 'role', body: { title: marker, permissions: permissions.map(String) }, permissions, cpf: '' };
    }
    const cpf = newCpf();
    const phone = `1198${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
    return { ...common, kind: 'rider', body: { person: { name: marker }, phone, cpf, typeOfVehicle: 'moto', company: DEMO_IDS.restaurant }, permissions: [], cpf };
  };
}

/**
 * Runs the clients for SOAK_SECONDS while the killer strikes: one kill in each of SOAK_KILLS
 * slices of the run, at a random moment of it, of the API or of the database, started again at
 * once. Then lets the clients finish their last writes. Answers every write sent and the kills.
 */
async function runTraffic(rig: Rig): Promise<{ intents: Intent[]; kills: { api: number; database: number } }> {
  // One token for every client; a client answered 401 makes them all sign in again.
  let token: Promise<string> | null = null;
  const signIn = async (): Promise<string> => {
    for (;;) {
      const response = await fetch(rig.api('/users/auth-admin'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: DEMO_USERS.root, password: PASSWORD, type: 'admin' }),
        signal: AbortSignal.timeout(15_000),
      }).catch(() => null);
      if (response?.ok) return ((await response.json()) as { accessToken: string }).accessToken;
      await sleep(500);
    }
  };
  const makeIntent = await intentMaker(rig);
  let drainEnd = Number.POSITIVE_INFINITY;

  /** Sends the write with its key until it gets its final answer (or the drain ends). */
  const deliver = async (intent: Intent) => {
    while (Date.now() < drainEnd) {
      intent.sends += 1;
      const abandon = randomInt(0, 100) < ABANDON_PERCENT;
      const signal = AbortSignal.timeout(abandon ? randomInt(1, 41) : 20_000);
      const response = await fetch(rig.api(intent.kind === 'role' ? '/acl/roles' : '/delivery-man'), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${await (token ??= signIn())}`,
          ...(WITHOUT_KEYS ? {} : { 'idempotency-key': intent.key }),
          ...(intent.kind === 'rider' ? { company: DEMO_IDS.restaurant } : {}),
        },
        body: JSON.stringify(intent.body),
        signal,
      }).catch(() => null);
      if (response?.status === 201) {
        const body = (await response.json().catch(() => null)) as { id?: string; _id?: string } | null;
        // An answer cut off (by a kill or the client's own timeout) is no acknowledgement: send again.
        if (body !== null) {
          intent.ack = { id: String(body.id ?? body._id), replayed: response.headers.get('idempotent-replayed') === 'true' };
          return;
        }
      }
      if (signal.aborted) {
        intent.abandoned += 1;
        continue;
      }
      if (response?.status === 401) token = null;
      else if (response && response.status >= 400 && response.status < 500) {
        intent.refused = `${response.status} ${await response.text()}`;
        return;
      }
      await sleep(100 + randomInt(0, 400));
    }
  };

  const intents: Intent[] = [];
  let stopping = false;
  const clients = Array.from({ length: CLIENTS }, async (_, client) => {
    for (let n = 0; !stopping; n += 1) {
      const intent = makeIntent(client, n);
      intents.push(intent);
      await deliver(intent);
    }
  });

  const kills = { api: 0, database: 0 };
  const kinds = shuffled(Array.from({ length: KILLS }, (_, i): 'api' | 'database' => (i % 2 === 0 ? 'api' : 'database')));
  const runStart = Date.now();
  const slice = (SECONDS * 1000) / KILLS;
  for (const [i, kind] of kinds.entries()) {
    // At least a moment of traffic after the last restart, however long that took.
    await sleep(Math.max(randomInt(500, 3000), runStart + i * slice + randomInt(0, Math.floor(slice * 0.8)) - Date.now()));
    const acknowledged = intents.filter((x) => x.ack).length;
    console.info(`kill ${i + 1}/${KILLS}: ${kind} at ${fmt((Date.now() - runStart) / 1000, 1)} s (${acknowledged} writes acknowledged so far)`);
    if (kind === 'api') await rig.server.stop('SIGKILL');
    else await rig.postgres.stop('SIGKILL', true);
    kills[kind] += 1;
    await sleep(randomInt(0, 1500));
    await (kind === 'api' ? rig.server : rig.postgres).start();
  }
  await sleep(Math.max(0, runStart + SECONDS * 1000 - Date.now()));
  stopping = true;
  drainEnd = Date.now() + DRAIN_MS;
  await Promise.all(clients);
  return { intents, kills };
}

/** What the database holds of this run, read directly. */
interface Stored {
  roles: { id: number; title: string; permissions: number[] }[];
  riders: { id: string; cpf: string; name: string | null }[];
  orphanPersons: string[];
  keys: Set<string>;
}

async function readBack(rig: Rig, intents: readonly Intent[]): Promise<Stored> {
  const db = new pg.Client({ connectionString: rig.dbUrl('soak') });
  await db.connect();
  try {
    const roles = await db.query<Stored['roles'][number]>(
      `select r.id, r.title,
         coalesce(array_agg(rp.permission_id order by rp.permission_id) filter (where rp.permission_id is not null), '{}') as permissions
       from roles r left join role_permissions rp on rp.role_id = r.id where r.title like $1 group by r.id`,
      [`${MARK}%`],
    );
    const riders = await db.query<Stored['riders'][number]>(
      `select dm.id, dm.cpf, p.name from delivery_men dm left join delivery_persons p on p.id = dm.person_id
       where dm.cpf = any($1) or p.name like $2`,
      [intents.filter((x) => x.kind === 'rider').map((x) => x.cpf), `${MARK}%`],
    );
    const orphans = await db.query<{ name: string }>(
      `select p.name from delivery_persons p where p.name like $1 and not exists (select 1 from delivery_men dm where dm.person_id = p.id)`,
      [`${MARK}%`],
    );
    const keys = await db.query<{ key: string }>(`select key from idempotency_keys where key like $1 and status is not null`, [`soak-${RUN}-%`]);
    return { roles: roles.rows, riders: riders.rows, orphanPersons: orphans.rows.map((r) => r.name), keys: new Set(keys.rows.map((r) => r.key)) };
  } finally {
    await db.end();
  }
}

/** pg_amcheck over every database of the cluster, tables and indexes (amcheck installed in each first). */
async function amcheck(rig: Rig): Promise<{ status: number; output: string }> {
  const admin = new pg.Client({ connectionString: rig.dbUrl('postgres') });
  await admin.connect();
  const databases = (await admin.query<{ datname: string }>('select datname from pg_database where datallowconn')).rows;
  await admin.end();
  for (const { datname } of databases) {
    const db = new pg.Client({ connectionString: rig.dbUrl(datname) });
    await db.connect();
    await db.query('create extension if not exists amcheck');
    await db.end();
  }
  const { hostname, port } = new URL(rig.dbUrl('postgres'));
  const run = spawnSync(join(PG_BIN, 'pg_amcheck'), ['-h', hostname, '-p', port, '-U', 'postgres', '--all', '--heapallindexed', '--parent-check'], {
    encoding: 'utf8',
  });
  return { status: run.status ?? -1, output: `${run.stdout}${run.stderr}`.trim() };
}

/** The figures of a run. */
interface Tally {
  attempted: number;
  acknowledged: number;
  /** Acknowledged, stored once, whole, with the id the client was answered. */
  exact: number;
  replayed: number;
  sends: number;
  abandoned: number;
  missing: number;
  duplicated: number;
  halfDone: number;
  phantom: number;
  refused: number;
  mismatched: number;
  keyless: number;
  unanswered: number;
  examples: string[];
}

/** Compares what the clients sent and were answered with what the database holds. */
function tally(intents: readonly Intent[], stored: Stored): Tally {
  const t: Tally = {
    attempted: intents.length,
    acknowledged: 0,
    exact: 0,
    replayed: 0,
    sends: 0,
    abandoned: 0,
    missing: 0,
    duplicated: 0,
    halfDone: stored.orphanPersons.length,
    phantom: 0,
    refused: 0,
    mismatched: 0,
    keyless: 0,
    unanswered: 0,
    examples: stored.orphanPersons.slice(0, 5).map((name) => `${name}: a person without its rider`),
  };
  const note = (what: string) => t.examples.length < 10 && t.examples.push(what);
  for (const intent of intents) {
    t.sends += intent.sends;
    t.abandoned += intent.abandoned;
    const wrong = (field: 'refused' | 'duplicated' | 'halfDone' | 'unanswered' | 'missing' | 'mismatched' | 'keyless', what: string) => {
      t[field] += 1;
      note(`${intent.marker}: ${what}`);
    };
    if (intent.refused) wrong('refused', `refused: ${intent.refused.slice(0, 200)}`);
    const wanted = [...intent.permissions].sort((a, b) => a - b).join();
    const rows =
      intent.kind === 'role'
        ? stored.roles.filter((r) => r.title === intent.marker).map((r) => ({ id: String(r.id), whole: r.permissions.join() === wanted }))
        : stored.riders
            .filter((r) => r.cpf === intent.cpf || r.name === intent.marker)
            .map((r) => ({ id: r.id, whole: r.cpf === intent.cpf && r.name === intent.marker }));
    if (rows.length > 1) wrong('duplicated', `${rows.length} rows`);
    if (rows.some((r) => !r.whole)) wrong('halfDone', 'stored without all its parts');
    const ack = intent.ack;
    if (!ack) {
      if (!intent.refused) wrong('unanswered', 'never answered');
      continue;
    }
    t.acknowledged += 1;
    if (ack.replayed) t.replayed += 1;
    if (rows.length === 0) wrong('missing', `acknowledged as ${ack.id} but not stored`);
    else if (!rows.some((r) => r.id === ack.id)) wrong('mismatched', `answered id ${ack.id}, stored ${rows.map((r) => r.id).join()}`);
    if (rows.length === 1 && rows[0]?.id === ack.id && rows[0].whole) t.exact += 1;
    if (!stored.keys.has(intent.key)) wrong('keyless', 'acknowledged without its stored key');
  }
  const markers = new Set(intents.map((x) => x.marker));
  const cpfs = new Set(intents.filter((x) => x.kind === 'rider').map((x) => x.cpf));
  t.phantom =
    stored.roles.filter((r) => !markers.has(r.title)).length +
    stored.riders.filter((r) => !cpfs.has(r.cpf) || (r.name !== null && !markers.has(r.name))).length;
  return t;
}

interface Report {
  figures: Tally;
  kills: { api: number; database: number };
  amcheck: { status: number; output: string };
  recoveries: number;
  crashes: { api: number; database: number };
  seconds: number;
  loadBefore: number;
}

/** The table rows of the report, also written to bench/soak.json for the benchmark index. */
function figuresOf(r: Report): Figure[] {
  const f = r.figures;
  const amcheckClean = r.amcheck.status === 0 && r.amcheck.output === '';
  return [
    { figure: 'Soak: SIGKILLs of the API process / of the database (postmaster and backends)', value: `${r.kills.api} / ${r.kills.database}`, bound: 'reported', met: true },
    { figure: 'Soak: writes attempted / acknowledged (each with its own Idempotency-Key)', value: `${f.attempted} / ${f.acknowledged}`, bound: 'reported', met: true },
    { figure: 'Soak: acknowledged writes found exactly once, whole, with the answered id', value: `${f.exact} of ${f.acknowledged}`, bound: 'all', met: f.exact === f.acknowledged },
    { figure: 'Soak: acknowledged writes missing', value: String(f.missing), bound: '0', met: f.missing === 0 },
    { figure: 'Soak: writes stored more than once', value: String(f.duplicated), bound: '0', met: f.duplicated === 0 },
    {
      figure: 'Soak: half-done writes (a role without its permissions, a rider without its person, a person without its rider)',
      value: String(f.halfDone),
      bound: '0',
      met: f.halfDone === 0,
    },
    { figure: 'Soak: stored writes no client sent', value: String(f.phantom), bound: '0', met: f.phantom === 0 },
    { figure: 'Soak: acknowledged writes without their key and answer stored', value: String(f.keyless), bound: '0', met: f.keyless === 0 },
    { figure: 'Soak: writes refused (4xx) / never answered', value: `${f.refused} / ${f.unanswered}`, bound: '0 / 0', met: f.refused === 0 && f.unanswered === 0 },
    { figure: 'Soak: pg_amcheck --all --heapallindexed --parent-check errors', value: amcheckClean ? '0' : `exit ${r.amcheck.status}`, bound: '0', met: amcheckClean },
  ];
}

function writeReport(r: Report): boolean {
  const f = r.figures;
  const rows = figuresOf(r);
  const verdict = (x: Figure) => (x.bound === 'reported' ? 'reported' : x.met ? '**met**' : '**missed**');
  const lines = [
    '# Crash-safety soak',
    '',
    'Issue 12: clients write with idempotency keys while the API and the database processes are killed',
    'with SIGKILL at random, several times; afterwards every acknowledged write is present, none is',
    'duplicated or half-done, and `pg_amcheck` reports no error. Written by `npm run soak`',
    '(scripts/soak.ts); not part of `npm test`.',
    '',
    `- Date: ${new Date().toISOString()}`,
    `- Machine: ${machineLine()}; load average ${fmt(r.loadBefore, 1)} before the run and ${fmt(load(), 1)} after it (the machine is shared with other jobs).`,
    `- Run: ${fmt(r.seconds, 0)} s in all: SOAK_SECONDS=${SECONDS} of traffic and kills, then the clients' last retries, the checks and pg_amcheck; SOAK_KILLS=${KILLS}, SOAK_CLIENTS=${CLIENTS}, SOAK_ABANDON_PERCENT=${ABANDON_PERCENT}.`,
    `- Method: a PostgreSQL 15 cluster of its own (initdb --data-checksums; fsync, synchronous_commit and full_page_writes on) and the API (server/main.ts, which refuses to start when one of them is off) in child processes. ${CLIENTS} clients create roles (with a random set of permissions: a role row and its role_permissions rows) and delivery men (a person row and a rider row) in turn, as root, each write with an Idempotency-Key of its own, sent again with the same key after an error, a timeout or a lost connection until it is answered 201; ${ABANDON_PERCENT} % of requests are given up after 1 to 40 ms (a client timeout) and sent again at once. One kill falls at a random moment of each of ${KILLS} equal slices of the traffic: SIGKILL to the API process, or to the postmaster and every backend of it; the killed side is started again at once (the database recovers from its WAL). At the end the database is read directly: every write sent is looked up by its marker (title, person name, CPF) and compared with the answer its client got (the id) and with its parts.`,
    '- What a process kill does not show: the operating system survives it, so what the database wrote but did not fsync is not lost here. That path is guarded by the settings the server refuses to start without (tests/server/durability.test.ts), not measured.',
    '',
    '## Results',
    '',
    '| figure | value | bound | verdict |',
    '|---|---:|---|---|',
    ...rows.map((x) => `| ${x.figure} | ${x.value} | ${x.bound} | ${verdict(x)} |`),
    '',
    `- Requests sent: ${f.sends} for ${f.attempted} writes, so ${f.sends - f.attempted} retries, ${f.abandoned} of them after the client gave up waiting. ${f.replayed} writes were acknowledged by a replay of their stored answer: an earlier request with the key had committed the write (or was still running, and the retry waited for it) and its answer never reached the client; none was made twice.`,
    `- Crash recoveries in the database's log: ${r.recoveries}. Exits the killer did not cause: API ${r.crashes.api}, database ${r.crashes.database}.`,
    r.amcheck.output
      ? `- pg_amcheck: exit status ${r.amcheck.status}; output:\n\n\`\`\`\n${r.amcheck.output.split('\n').slice(0, 20).join('\n')}\n\`\`\``
      : `- pg_amcheck: exit status ${r.amcheck.status}, no output: no corruption found in the tables and indexes of every database of the cluster.`,
    ...(f.examples.length > 0 ? ['', '## What was wrong', '', ...f.examples.map((e) => `- ${e}`)] : []),
    '',
  ];
  console.info(lines.join('\n'));
  if (WITHOUT_KEYS) {
    console.info('\nControl run without Idempotency-Key: bench/soak.md left as it was.');
  } else {
    writeFileSync(join(BENCH_DIR, 'soak.md'), lines.join('\n'));
    writeFileSync(join(BENCH_DIR, 'soak.json'), `${JSON.stringify({ report: 'soak.md', figures: rows }, null, 2)}\n`);
  }
  return rows.every((x) => x.met);
}

async function main() {
  const started = performance.now();
  const loadBefore = load();
  const rig = await makeRig();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void rig.cleanUp().finally(() => process.exit(130)));
  }
  try {
    await rig.postgres.start();
    const admin = new pg.Client({ connectionString: rig.dbUrl('postgres') });
    await admin.connect();
    await admin.query('create database soak');
    await admin.end();
    await rig.server.start();
    const { intents, kills } = await runTraffic(rig);
    rig.server.halted = true;
    await rig.server.stop('SIGTERM');
    const figures = tally(intents, await readBack(rig, intents));
    const checked = await amcheck(rig);
    const log = readFileSync(join(rig.dir, 'postgres.log'), 'utf8');
    const met = writeReport({
      figures,
      kills,
      amcheck: checked,
      recoveries: (log.match(/not properly shut down; automatic recovery in progress/g) ?? []).length,
      crashes: { api: rig.server.unexpectedExits, database: rig.postgres.unexpectedExits },
      seconds: (performance.now() - started) / 1000,
      loadBefore,
    });
    if (!met) process.exitCode = 1;
  } finally {
    await rig.cleanUp();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
