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

/** Names of the permissions the user's roles grant, read fresh on every request. */
export async function rolePermissionNames(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('user_roles')
    .innerJoin('role_permissions', 'role_permissions.role_id', 'user_roles.role_id')
    .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
    .select('permissions.name')
    .distinct()
    .where('user_roles.user_id', '=', userId)
    .orderBy('permissions.name')
    .execute();
  return rows.map((r) => r.name);
}

/** Effective permissions of a user row with its company. */
export async function permissionsOf(db: Db, user: UserRow, company: CompanyRow | null): Promise<string[]> {
  return effectivePermissions({
    rolePermissions: await rolePermissionNames(db, user.id),
    isRoot: user.is_root,
    isApplication: user.is_application,
    franchises: user.franchises,
    company: company ? { type: company.type, shoppingFlow: company.shopping_flow } : null,
  });
}

/**
 * Loads the caller of a verified access token. Null when the session was ended
 * (sign-out, password change, replayed refresh token) or the user is gone or disabled.
 */
export async function loadPrincipal(db: Db, claims: AccessClaims): Promise<Principal | null> {
  const session = await db
    .selectFrom('sessions')
    .select('id')
    .where('id', '=', claims.sessionId)
    .where('user_id', '=', claims.userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (!session) return null;
  const user = await db.selectFrom('users').selectAll().where('id', '=', claims.userId).executeTakeFirst();
  if (!user || user.disabled) return null;
  const company = user.company_id
    ? ((await db.selectFrom('companies').selectAll().where('id', '=', user.company_id).executeTakeFirst()) ?? null)
    : null;
  return {
    userId: user.id,
    sessionId: claims.sessionId,
    user,
    company,
    permissions: await permissionsOf(db, user, company),
  };
}

/**
 * The companies a caller may act for: root every company; an application user the
 * companies of its application; a franchise user those of its franchises; a company
 * user its own company only.
 */
export async function allowedCompanies(db: Db, principal: Principal): Promise<CompanyScope> {
  const { user } = principal;
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
