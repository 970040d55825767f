import { sql, type InferResult } from 'kysely';
import { effectivePermissions } from '../../src/domain/permissions';
import type { Db } from '../db';
import type { CompanyRow, UserRow } from '../db/schema';
import type { AccessClaims } from './tokens';

/** The signed-in caller of a request. */
export interface Principal {
  userId: number;
  sessionId: string;
  user: UserRow;
  company: CompanyRow | null;
  /** Effective permissions: the union over the roles, or the fallback set. */
  permissions: string[];
}

/** The companies a request acts for: every company, or these ids only. */
export type CompanyScope = { all: true } | { all: false; ids: string[] };

/** The caller's statement for a session and user id (see {@link loadPrincipal}). */
function principalQuery(db: Db, sessionId: string, userId: number) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .leftJoin('companies', 'companies.id', 'users.company_id')
    .selectAll('users')
    .select([
      'companies.id as company_row_id',
      'companies.name as company_row_name',
      'companies.type as company_row_type',
      'companies.shopping_flow as company_row_shopping_flow',
      'companies.application_id as company_row_application_id',
      'companies.franchise_id as company_row_franchise_id',
      'companies.is_open as company_row_is_open',
      'companies.is_manual as company_row_is_manual',
      'companies.created_at as company_row_created_at',
      sql<string[]>`array(
        select distinct permissions.name from user_roles
        join role_permissions on role_permissions.role_id = user_roles.role_id
        join permissions on permissions.id = role_permissions.permission_id
        where user_roles.user_id = users.id
        order by permissions.name)`.as('role_permission_names'),
    ])
    .where('sessions.id', '=', sessionId)
    .where('sessions.user_id', '=', userId)
    .where('sessions.revoked_at', 'is', null);
}

type CompiledPrincipalQuery = ReturnType<ReturnType<typeof principalQuery>['compile']>;
type PrincipalRow = InferResult<CompiledPrincipalQuery>[number];

// Stand-ins for the two parameters, replaced by the caller's on each request.
const SESSION_STAND_IN = '\u0000session';
const USER_STAND_IN = Number.MIN_SAFE_INTEGER;
const compiledPrincipal = new WeakMap<Db, CompiledPrincipalQuery>();

/**
 * The caller's statement compiled once per database: every authenticated request runs it, and
 * building and compiling it with Kysely each time took about a tenth of a millisecond of CPU.
 */
function compiledPrincipalQuery(db: Db): CompiledPrincipalQuery {
  let compiled = compiledPrincipal.get(db);
  if (!compiled) {
    compiled = principalQuery(db, SESSION_STAND_IN, USER_STAND_IN).compile();
    const stands = compiled.parameters.filter((value) => value === SESSION_STAND_IN || value === USER_STAND_IN);
    if (stands.length !== 2) throw new Error('the caller statement must take the session and the user once each');
    compiledPrincipal.set(db, compiled);
  }
  return compiled;
}

/**
 * Loads the caller of a verified access token in one statement (the session, the user, the
 * company and the roles' permissions; every authenticated request pays for it). Null when the
 * session was ended (sign-out, password change, replayed refresh token) or the user is gone or
 * disabled.
 */
export async function loadPrincipal(db: Db, claims: AccessClaims): Promise<Principal | null> {
  const compiled = compiledPrincipalQuery(db);
  const parameters = compiled.parameters.map((value) =>
    value === SESSION_STAND_IN ? claims.sessionId : value === USER_STAND_IN ? claims.userId : value,
  );
  const [row] = (await db.executeQuery<PrincipalRow>({ ...compiled, parameters })).rows;
  if (!row || row.disabled) return null;
  const {
    company_row_id: companyId,
    company_row_name: name,
    company_row_type: type,
    company_row_shopping_flow: shoppingFlow,
    company_row_application_id: applicationId,
    company_row_franchise_id: franchiseId,
    company_row_is_open: isOpen,
    company_row_is_manual: isManual,
    company_row_created_at: createdAt,
    role_permission_names: rolePermissions,
    ...user
  } = row;
  const company: CompanyRow | null =
    companyId !== null && name !== null && type !== null && isOpen !== null && isManual !== null && createdAt !== null
      ? {
          id: companyId,
          name,
          type,
          shopping_flow: shoppingFlow,
          application_id: applicationId,
          franchise_id: franchiseId,
          is_open: isOpen,
          is_manual: isManual,
          created_at: createdAt,
        }
      : null;
  return {
    userId: user.id,
    sessionId: claims.sessionId,
    user,
    company,
    permissions: effectivePermissions({
      rolePermissions,
      isRoot: user.is_root,
      isApplication: user.is_application,
      franchises: user.franchises,
      company: company ? { type: company.type, shoppingFlow: company.shopping_flow } : null,
    }),
  };
}

/** What the tenancy rule reads of a user. */
export type TenancySubject = Pick<UserRow, 'is_root' | 'is_application' | 'application_id' | 'franchises' | 'company_id'>;

/**
 * The companies a user acts for: root every company; an application user the companies of its
 * application; a franchise user those of its franchises; a company user its own company only
 * (a user may be several of these: the union).
 */
export async function tenancyOf(db: Db, user: TenancySubject): Promise<CompanyScope> {
  if (user.is_root) return { all: true };
  const ids = new Set<string>();
  if (user.is_application && user.application_id) {
    const rows = await db.selectFrom('companies').select('id').where('application_id', '=', user.application_id).execute();
    rows.forEach((r) => ids.add(r.id));
  }
  if (user.franchises.length > 0) {
    const rows = await db.selectFrom('companies').select('id').where('franchise_id', 'in', user.franchises).execute();
    rows.forEach((r) => ids.add(r.id));
  }
  if (user.company_id) ids.add(user.company_id);
  return { all: false, ids: [...ids] };
}

/** The companies a caller may act for (see {@link tenancyOf}). */
export function allowedCompanies(db: Db, principal: Principal): Promise<CompanyScope> {
  return tenancyOf(db, principal.user);
}

/** Narrows the caller's companies to the one the `Company` header names, if any. */
export function scopeForHeader(allowed: CompanyScope, header: string | undefined): CompanyScope | null {
  if (header === undefined || header === '') return allowed;
  if (allowed.all || allowed.ids.includes(header)) return { all: false, ids: [header] };
  return null;
}

/**
 * The companies a request of `principal` acts for, given its `Company` header, or null
 * when the header names a company the caller may not act for. A company that does not
 * exist is one nobody may act for, root included (its records would belong to nothing).
 */
export async function requestScope(db: Db, principal: Principal, header: string | undefined): Promise<CompanyScope | null> {
  const allowed = await allowedCompanies(db, principal);
  const scope = scopeForHeader(allowed, header);
  if (scope && allowed.all && header) {
    const found = await db.selectFrom('companies').select('id').where('id', '=', header).executeTakeFirst();
    if (!found) return null;
  }
  return scope;
}
