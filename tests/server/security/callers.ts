import { decodeJwt } from 'jose';
import { effectivePermissions, hasAnyPermission } from '../../../src/domain/permissions';
import type { ContractOperation } from '../../../server/contract';
import { DEMO_IDS } from '../../../server/seed';
import type { Db } from '../../../server/db';
import { DEMO_USERS, insertUser, type TestServer } from '../harness';

/** Who the server should see behind a caller's token, read from the stored user (not copied by hand). */
export interface Identity {
  userId: number;
  permissions: string[];
  /** The companies the caller may act for, by the contract's tenancy rule. */
  companies: 'all' | string[];
}

/** One kind of caller of the matrix: the token it sends, the `Company` header, who it is. */
export interface Caller {
  name: string;
  token: string | null;
  company?: string;
  /** Null when the server must refuse the token (none, expired, of an ended session...). */
  identity: Identity | null;
}

/** What the contract says a call must get: through the guard, 401 or 403. */
export type Outcome = 'allow' | 401 | 403;

/** Effective permissions and companies of a stored user, by the contract's rules. */
export async function identityOf(db: Db, userId: number): Promise<Identity> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  const company = user.company_id
    ? await db.selectFrom('companies').selectAll().where('id', '=', user.company_id).executeTakeFirstOrThrow()
    : null;
  const roles = await db
    .selectFrom('user_roles')
    .innerJoin('role_permissions', 'role_permissions.role_id', 'user_roles.role_id')
    .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
    .select('permissions.name')
    .where('user_roles.user_id', '=', userId)
    .execute();
  const permissions = effectivePermissions({
    rolePermissions: roles.map((r) => r.name),
    isRoot: user.is_root,
    isApplication: user.is_application,
    franchises: user.franchises,
    company: company ? { type: company.type, shoppingFlow: company.shopping_flow } : null,
  });
  if (user.is_root) return { userId, permissions, companies: 'all' };
  const all = await db.selectFrom('companies').select(['id', 'application_id', 'franchise_id']).execute();
  const companies = all
    .filter(
      (c) =>
        (user.is_application && c.application_id !== null && c.application_id === user.application_id) ||
        (c.franchise_id !== null && user.franchises.includes(c.franchise_id)) ||
        c.id === user.company_id,
    )
    .map((c) => c.id);
  return { userId, permissions, companies };
}

/** The outcome the contract's declarations give a caller on an operation. */
export function expectedOutcome(op: ContractOperation, caller: Caller): Outcome {
  if (op.access.kind === 'public') return 'allow';
  const who = caller.identity;
  if (!who) return 401;
  if (op.access.kind === 'permissions' && !hasAnyPermission(who.permissions, op.access.permissions)) return 403;
  if (op.companyScoped && caller.company !== undefined && who.companies !== 'all' && !who.companies.includes(caller.company)) {
    return 403;
  }
  return 'allow';
}

async function userId(db: Db, email: string): Promise<number> {
  const row = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return row.id;
}

/** A company user made for a test, in `company`, holding the roles titled `roles`. */
export async function makeCompanyUser(db: Db, name: string, company: string, roles: readonly string[] = []): Promise<number> {
  const template = await db.selectFrom('users').select('password_hash').where('email', '=', DEMO_USERS.restaurant).executeTakeFirstOrThrow();
  const id = await insertUser(db, { username: name, email: `${name}@example.com`, fullname: name, password_hash: template.password_hash, company_id: company });
  if (roles.length > 0) {
    const found = await db.selectFrom('roles').select('id').where('title', 'in', roles).execute();
    await db.insertInto('user_roles').values(found.map((r) => ({ user_id: id, role_id: r.id }))).execute();
  }
  return id;
}

/**
 * Every kind of caller the issue names: anonymous, an expired token, a refresh token sent
 * as an access token, root, application, franchise, a company user of each flow, company
 * users with and without the needed permission, callers naming a company (theirs or not),
 * a disabled and a deleted user. Each signs in once.
 */
export async function matrixCallers(server: TestServer): Promise<Caller[]> {
  const { db } = server;
  const demo = async (name: string, email: string, company?: string): Promise<Caller> => {
    const id = await userId(db, email);
    return { name, token: await server.signIn(email), identity: await identityOf(db, id), ...(company ? { company } : {}) };
  };
  const made = async (name: string, roles: readonly string[]): Promise<Caller> => {
    const id = await makeCompanyUser(db, name, DEMO_IDS.restaurant, roles);
    return { name: `company user with the role ${roles.join(', ')}`, token: (await server.sessionFor(id)).accessToken, identity: await identityOf(db, id) };
  };

  const rootId = await userId(db, DEMO_USERS.root);
  const rootSession = await server.sessionFor(rootId);
  const sessionId = String(decodeJwt(rootSession.accessToken).sid);
  const expired = await server.signer.sign({ userId: rootId, sessionId }, Date.now() - 20 * 60 * 1000);

  const disabledId = await makeCompanyUser(db, 'matrix-disabled', DEMO_IDS.restaurant);
  const disabledToken = (await server.sessionFor(disabledId)).accessToken;
  await db.updateTable('users').set({ disabled: true }).where('id', '=', disabledId).execute();
  const deletedId = await makeCompanyUser(db, 'matrix-deleted', DEMO_IDS.restaurant);
  const deletedToken = (await server.sessionFor(deletedId)).accessToken;
  await db.deleteFrom('users').where('id', '=', deletedId).execute();

  return [
    { name: 'anonymous', token: null, identity: null },
    { name: 'expired access token (of root)', token: expired, identity: null },
    { name: 'refresh token sent as an access token (of root)', token: rootSession.refreshToken, identity: null },
    { name: 'disabled user', token: disabledToken, identity: null },
    { name: 'deleted user', token: deletedToken, identity: null },
    await demo('root', DEMO_USERS.root),
    await demo('root naming a company', DEMO_USERS.root, DEMO_IDS.supermarket),
    await demo('application user', DEMO_USERS.application),
    await demo('application user naming one of its companies', DEMO_USERS.application, DEMO_IDS.partner),
    await demo('franchise user', DEMO_USERS.franchise),
    await demo('franchise user naming a company outside its franchises', DEMO_USERS.franchise, DEMO_IDS.otherRestaurant),
    await demo('company user, flow MENU', DEMO_USERS.restaurant),
    await demo('company user, flow MENU, naming its company', DEMO_USERS.restaurant, DEMO_IDS.restaurant),
    await demo('company user, flow MENU, naming another company', DEMO_USERS.restaurant, DEMO_IDS.otherRestaurant),
    await demo('company user, flow PRODUCT', DEMO_USERS.market),
    await demo('company user, flow PARTNER', DEMO_USERS.partner),
    await demo('company user with a role granting delivery, hours and messages', DEMO_USERS.staff),
    await demo('company user with that role naming another company', DEMO_USERS.staff, DEMO_IDS.supermarket),
    await made('matrix-finance', ['Financeiro']),
  ];
}
