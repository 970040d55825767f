import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionCatalogue } from '../../../src/domain/permissionCatalogue';
import { DEMO_USERS, startTestServer, testDatabaseKind, type CallOptions, type TestServer } from '../harness';
import { identityOf, type Identity } from './callers';
import { recordFigures } from './figures';
import type { UserRow } from '../../../server/db/schema';

// The "target above the caller" dimension of the authorization matrix: every user write, as
// every demo user, on every demo user. The expected answer is worked out here from the rule of
// DESIGN.md ("Who may act on whom"), over identities read from the stored users, not by the
// server's own functions.

let server: TestServer;
const people: { name: string; email: string; identity: Identity; isRoot: boolean }[] = [];

/** The section of each child permission: holding a child covers its section. */
const SECTION = new Map(permissionCatalogue.flatMap((parent) => parent.children.map((child) => [child.name, parent.name] as const)));

type Expected = { status: number; code?: string };

/** What a caller must get writing on a target, from the rule. */
function expectedAnswer(caller: (typeof people)[number], target: (typeof people)[number], success: number, deletes: boolean): Expected {
  if (!caller.identity.permissions.includes('accessToRoot')) return { status: 403, code: 'forbidden' };
  if (deletes && caller.email === target.email) return { status: 409, code: 'delete_self' };
  if (caller.isRoot) return { status: success };
  if (target.isRoot) return { status: 403, code: 'target_is_root' };
  const mine = caller.identity.companies;
  const theirs = target.identity.companies;
  const within =
    caller.email === target.email ||
    mine === 'all' ||
    (theirs !== 'all' && theirs.length > 0 && theirs.every((id) => mine.includes(id)));
  if (!within) return { status: 403, code: 'target_outside_tenancy' };
  const covered = new Set(caller.identity.permissions.flatMap((name) => [name, SECTION.get(name) ?? name]));
  if (!target.identity.permissions.every((name) => covered.has(name))) return { status: 403, code: 'target_above_caller' };
  return { status: success };
}

/** The user writes of the contract, each as a call on one target (its id, its stored record). */
const WRITES: { name: string; deletes: boolean; success: number; call: (id: string, company: string | null) => CallOptions }[] = [
  { name: 'updateUser (PUT /acl/users)', deletes: false, success: 200, call: (id) => ({ method: 'PUT', url: '/acl/users', payload: { id, occupation: 'Revisado' } }) },
  { name: 'updateUserById (PUT /users/{id})', deletes: false, success: 200, call: (id) => ({ method: 'PUT', url: `/users/${id}`, payload: { occupation: 'Revisado' } }) },
  { name: 'password set (PUT /users/{id} password)', deletes: false, success: 200, call: (id) => ({ method: 'PUT', url: `/users/${id}`, payload: { password: 'outra-senha-forte-7' } }) },
  { name: 'roles (PUT /acl/users roles, unchanged)', deletes: false, success: 200, call: (id) => ({ method: 'PUT', url: '/acl/users', payload: { id, roles: [] } }) },
  { name: 'company (PUT /users/{id} company, unchanged)', deletes: false, success: 200, call: (id, company) => ({ method: 'PUT', url: `/users/${id}`, payload: { company } }) },
  { name: 'deleteUserById (DELETE /acl/users/{id})', deletes: true, success: 204, call: (id) => ({ method: 'DELETE', url: `/acl/users/${id}` }) },
  { name: 'deleteUser (DELETE /users/{id})', deletes: true, success: 204, call: (id) => ({ method: 'DELETE', url: `/users/${id}` }) },
];

beforeAll(async () => {
  server = await startTestServer();
  for (const [name, email] of Object.entries(DEMO_USERS)) {
    const row = await server.db.selectFrom('users').select(['id', 'is_root']).where('email', '=', email).executeTakeFirstOrThrow();
    people.push({ name, email, identity: await identityOf(server.db, row.id), isRoot: row.is_root });
  }
}, 120_000);
afterAll(() => server.close());

/** Puts back a user a write deleted or changed: its row and its roles as they were. */
async function restore(userId: number, row: UserRow, roles: number[]) {
  await server.db.deleteFrom('users').where('id', '=', userId).execute();
  // search_key, generated from the names, is left to the database (a read row carries it).
  const { search_key: _generated, ...stored } = row as UserRow & { search_key?: string };
  await server.db.insertInto('users').values(stored).execute();
  if (roles.length > 0) await server.db.insertInto('user_roles').values(roles.map((role_id) => ({ user_id: userId, role_id }))).execute();
}

describe(`who may act on whom, over every pair of demo users (${testDatabaseKind})`, () => {
  it('answers every user write as the rule gives, and a refused write changes nothing', { timeout: 240_000 }, async () => {
    const mismatches: string[] = [];
    const changedByRefusals: string[] = [];
    let calls = 0;
    let refused = 0;
    let allowed = 0;
    let targetRefusals = 0;
    for (const write of WRITES) {
      for (const caller of people) {
        for (const target of people) {
          const row = await server.db.selectFrom('users').selectAll().where('id', '=', target.identity.userId).executeTakeFirstOrThrow();
          const roles = (await server.db.selectFrom('user_roles').select('role_id').where('user_id', '=', row.id).execute()).map((r) => r.role_id);
          // The roles write sends the roles the target holds: it changes nothing but who is asked.
          const options = write.call(String(row.id), row.company_id);
          if (write.name.startsWith('roles')) options.payload = { id: String(row.id), roles: roles.map(String) };
          // A session of its own for each call: a password set or a delete ends the target's sessions.
          const { accessToken } = await server.sessionFor(caller.identity.userId);
          const response = await server.call({ ...options, token: accessToken });
          calls++;
          const expected = expectedAnswer(caller, target, write.success, write.deletes);
          if (expected.code?.startsWith('target_')) targetRefusals++;
          const body = response.statusCode === 204 ? {} : (response.json() as { code?: string });
          if (response.statusCode !== expected.status || (expected.code !== undefined && body.code !== expected.code)) {
            mismatches.push(`${write.name}: ${caller.name} on ${target.name} answered ${response.statusCode} ${body.code ?? ''}, expected ${expected.status} ${expected.code ?? ''}`);
          }
          const after = await server.db.selectFrom('users').selectAll().where('id', '=', row.id).executeTakeFirst();
          if (response.statusCode >= 400) {
            refused++;
            if (JSON.stringify(after) !== JSON.stringify(row)) changedByRefusals.push(`${write.name}: ${caller.name} on ${target.name}`);
          } else {
            allowed++;
          }
          if (JSON.stringify(after) !== JSON.stringify(row)) await restore(row.id, row, roles);
        }
      }
    }
    recordFigures('targetMatrix', {
      callers: people.length,
      targets: people.length,
      writes: WRITES.length,
      calls,
      allowed,
      refused,
      refusedForTheTarget: targetRefusals,
      mismatches: mismatches.length,
      refusalsThatChangedTheUser: changedByRefusals.length,
      writeKinds: WRITES.map((w) => w.name).join('; '),
    });
    expect(mismatches).toEqual([]);
    expect(changedByRefusals).toEqual([]);
    expect(calls).toBe(7 * 7 * 7);
    // The rule has something to refuse here: the application user may call, and acts on none of the others.
    expect(targetRefusals).toBe(WRITES.length * 6);
  });
});
