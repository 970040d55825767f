import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../../server/seed';
import { DEMO_USERS, PASSWORD, startTestServer, testDatabaseKind, type Call, type TestServer } from '../harness';
import { recordFigures } from './figures';

/** A logger's output kept in memory. */
function capture() {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  const text = () => chunks.join('');
  const lines = () =>
    text()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { stream, text, lines };
}

let server: TestServer;
/** What the log searches covered, over both runs (npm run report:security). */
const searched = { logLines: 0, auditLines: 0, secretsSearchedFor: 0, secretsFound: 0 };

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  recordFigures('logs', searched);
  await server.close();
});

/** The secrets of a run that its log holds; files the search in the figures. */
function secretsIn(log: ReturnType<typeof capture>, run: Run): string[] {
  const text = log.text();
  const lines = log.lines();
  const found = run.secrets.filter((secret) => text.includes(secret));
  searched.logLines += lines.length;
  searched.auditLines += lines.filter((line) => typeof line.event === 'string').length;
  searched.secretsSearchedFor += run.secrets.length;
  searched.secretsFound += found.length;
  return found;
}

/** What one run of the story used and must never be found in a log. */
interface Run {
  secrets: string[];
  userId: number;
  started: number;
  ended: number;
}

/**
 * Signs in (well, wrongly, past the limit), is refused three ways (one naming `otherCompany`), refreshes and replays a refresh
 * token, asks for and uses a reset link (and asks the server for the link's page), changes the
 * password (wrongly, then rightly) and signs out, as `email`.
 */
async function story(call: Call, email: string, otherCompany: string, tag: string): Promise<Run> {
  const started = Date.now();
  const secrets = [PASSWORD];
  const signIn = (who: string, password: string) => call({ method: 'POST', url: '/users/auth-admin', payload: { email: who, password, type: 'admin' } });
  const tokensOf = (response: { json: () => unknown }) => {
    const pair = response.json() as { accessToken: string; refreshToken: string };
    secrets.push(pair.accessToken, pair.refreshToken);
    return pair;
  };

  const first = await signIn(email, PASSWORD);
  expect(first.statusCode).toBe(200);
  const { accessToken, refreshToken } = tokensOf(first);
  const wrong = `wrong-${tag}-secret`;
  secrets.push(wrong);
  expect((await signIn(email, wrong)).statusCode).toBe(401);
  const guesses = [0, 1, 2].map((i) => `guess-${tag}-${i}-secret`);
  secrets.push(...guesses);
  const ghost = `ghost-${tag}@example.com`;
  expect([await signIn(ghost, guesses[0] ?? ''), await signIn(ghost, guesses[1] ?? ''), await signIn(ghost, guesses[2] ?? '')].map((r) => r.statusCode)).toEqual([401, 401, 429]);

  expect((await call({ method: 'GET', url: '/acl/permissions', token: accessToken })).statusCode).toBe(403);
  expect((await call({ method: 'GET', url: '/contact', token: accessToken, company: otherCompany })).statusCode).toBe(403);
  const bogus = `bogus-${tag}-token`;
  secrets.push(bogus);
  expect((await call({ method: 'GET', url: '/acl/users', token: bogus })).statusCode).toBe(401);

  const refreshed = await call({ method: 'POST', url: '/users/auth-admin/refresh', payload: { refreshToken } });
  expect(refreshed.statusCode).toBe(200);
  tokensOf(refreshed);
  expect((await call({ method: 'POST', url: '/users/auth-admin/refresh', payload: { refreshToken } })).statusCode).toBe(401);

  expect((await call({ method: 'GET', url: `/acl/users/forgot?email=${encodeURIComponent(email)}` })).statusCode).toBe(200);
  const mail = await server.db.selectFrom('mail_outbox').select('body').where('recipient', '=', email).orderBy('id', 'desc').executeTakeFirstOrThrow();
  const link = /https?:\/\/\S+/.exec(mail.body)?.[0] ?? '';
  const resetToken = new URL(link).searchParams.get('token') ?? '';
  expect(resetToken.length).toBeGreaterThan(20);
  secrets.push(link, resetToken);
  // The link's page, asked of the server as a browser would (the API answers 404; the request is logged).
  await call({ method: 'GET', url: `${new URL(link).pathname}${new URL(link).search}` });
  const resetTo = `reset-${tag}-secret`;
  secrets.push(resetTo);
  const reset = () => call({ method: 'POST', url: '/acl/users/reset-password', payload: { token: resetToken, password: resetTo, confirmPassword: resetTo } });
  expect((await reset()).statusCode).toBe(204);
  expect((await reset()).statusCode).toBe(400);

  const again = await signIn(email, resetTo);
  expect(again.statusCode).toBe(200);
  const session = tokensOf(again);
  const changeTo = `changed-${tag}-secret`;
  secrets.push(changeTo);
  const change = (currentPassword: string) =>
    call({ method: 'POST', url: '/acl/users/change-password', token: session.accessToken, payload: { currentPassword, password: changeTo } });
  expect((await change(wrong)).statusCode).toBe(400);
  expect((await change(resetTo)).statusCode).toBe(204);
  expect((await call({ method: 'POST', url: '/users/auth-admin/logout', token: session.accessToken, payload: {} })).statusCode).toBe(204);

  const user = await server.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return { secrets, userId: user.id, started, ended: Date.now() };
}

// Past two failures of an account, an address with two failures on it is refused.
const LIMITS = { signInPerAccount: { limit: 2, windowMs: 60_000 }, signInPerAccountAddress: { limit: 2, windowMs: 60_000 } };

describe(`audit lines and secrets in the logs (${testDatabaseKind})`, () => {
  it("logs sign-ins, failures, denials and password events with who, when and company at the server's default level", async () => {
    const log = capture();
    // 'warn' is the level server/main.ts starts with when LOG_LEVEL is not set.
    const call = await server.variant({ logger: { level: 'warn', stream: log.stream }, authLimits: LIMITS });
    const run = await story(call, DEMO_USERS.restaurant, DEMO_IDS.supermarket, 'warn');
    const lines = log.lines();
    const audits = lines.filter((line) => typeof line.event === 'string');
    const who = { userId: run.userId, email: DEMO_USERS.restaurant, companyId: DEMO_IDS.restaurant, ip: '127.0.0.1' };
    const expected = [
      { event: 'sign_in', ...who },
      { event: 'sign_in_failed', ...who, reason: 'wrong_password' },
      { event: 'sign_in_failed', email: 'ghost-warn@example.com', userId: null, companyId: null, reason: 'unknown_email' },
      { event: 'sign_in_failed', email: 'ghost-warn@example.com', userId: null, companyId: null, reason: 'unknown_email' },
      { event: 'sign_in_throttled', email: 'ghost-warn@example.com' },
      { event: 'access_denied', ...who, operation: 'getAllPermissions', companyHeader: null, status: 403, code: 'forbidden' },
      { event: 'access_denied', ...who, operation: 'listContacts', companyHeader: DEMO_IDS.supermarket, status: 403, code: 'company_forbidden' },
      { event: 'access_denied', userId: null, operation: 'getCurrentUser', status: 401, code: 'invalid_token' },
      { event: 'access_denied', userId: null, operation: 'refreshSession', status: 401, code: 'invalid_refresh_token' },
      { event: 'password_reset_requested', ...who },
      { event: 'password_reset', ...who },
      { event: 'password_reset_refused', reason: 'invalid_reset_token' },
      { event: 'sign_in', ...who },
      { event: 'password_change_refused', ...who, reason: 'wrong_password' },
      { event: 'password_changed', ...who },
      { event: 'signed_out', ...who },
    ];
    expect(audits).toHaveLength(expected.length);
    expected.forEach((fields, i) => expect(audits[i], fields.event).toMatchObject(fields));
    for (const line of audits) {
      expect(line.level).toBe(30);
      expect(line.time).toBeGreaterThanOrEqual(run.started);
      expect(line.time).toBeLessThanOrEqual(run.ended);
    }
    expect(audits.find((line) => line.event === 'sign_in_throttled')?.retryAfter).toBeGreaterThan(0);
    // Only the audit lines pass at 'warn': not every request's lines.
    expect(lines.filter((line) => line.event === undefined)).toEqual([]);
    expect(secretsIn(log, run)).toEqual([]);
  });

  it('writes no password, token or reset link even when every request is logged', async () => {
    const log = capture();
    const call = await server.variant({ logger: { level: 'trace', stream: log.stream }, authLimits: LIMITS });
    const run = await story(call, DEMO_USERS.market, DEMO_IDS.restaurant, 'trace');
    const text = log.text();
    // The log is not empty: each request's lines are there, the reset page's with its token blanked.
    const urls = log.lines().flatMap((line) => {
      const req = line.req as { url?: unknown } | undefined;
      return typeof req?.url === 'string' ? [req.url] : [];
    });
    expect(urls.length).toBeGreaterThan(10);
    expect(urls).toContain('/api/auth/reset-password?token=[redacted]');
    expect(text).toContain('"event":"sign_in"');
    expect(secretsIn(log, run)).toEqual([]);
    expect(text).not.toMatch(/Bearer|authorization/i);
  });
});
