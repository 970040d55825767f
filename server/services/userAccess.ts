import type { RawBuilder, SqlBool } from 'kysely';
import { permissionsNotHeld, refusalToActOn, type AdministeredUser, type UserAdminRefusal } from '../../src/domain/userAdministration';
import { allowedCompanies, tenancyOf, type CompanyScope, type Principal } from '../auth/principal';
import type { Db } from '../db';
import { errors, type HttpError } from '../errors';
import { rootAdministratorCount, userRowOf, usersVisibleTo } from '../repositories/users';
import { toUsers } from './users';

/** The caller of a users-administration call, as the rule of who may act on whom reads it. */
export interface Administrator extends AdministeredUser {
  /** The companies the caller acts for. */
  scope: CompanyScope;
}

/** The caller as an administrator: its effective permissions and companies. */
export async function administrator(db: Db, principal: Principal): Promise<Administrator> {
  const scope = await allowedCompanies(db, principal);
  return {
    id: String(principal.userId),
    isRoot: principal.user.is_root,
    permissions: principal.permissions,
    tenancy: scope.all ? 'all' : scope.ids,
    scope,
  };
}

/** User `id` as the rule reads it (its effective permissions and companies), or null when there is none. */
async function administered(db: Db, id: number): Promise<AdministeredUser | null> {
  const row = await userRowOf(db, id);
  if (!row) return null;
  const [user] = await toUsers(db, [row]);
  const scope = await tenancyOf(db, row);
  return {
    id: String(id),
    isRoot: row.is_root,
    permissions: (user?.permissions ?? []).map((p) => p.name),
    tenancy: scope.all ? 'all' : scope.ids,
  };
}

/** The 403 of a refusal, with the code the app translates and a message naming the user (and what it holds). */
export function refusalError(refusal: UserAdminRefusal, caller: AdministeredUser, target: AdministeredUser): HttpError {
  switch (refusal) {
    case 'target_is_root':
      return errors.targetIsRoot(target.id);
    case 'target_outside_tenancy':
      return errors.targetOutsideTenancy(target.id);
    case 'target_above_caller':
      return errors.targetAboveCaller(target.id, permissionsNotHeld(caller.permissions, target.permissions));
  }
}

/**
 * Refuses (403) a write on user `id` that `admin` may not make, given the user as it stands
 * (before the write) or as the write left it (inside the write's transaction, which the refusal
 * rolls back). An unknown user passes: the write answers its own 404.
 */
export async function assertMayActOn(db: Db, admin: Administrator, id: number): Promise<void> {
  if (admin.isRoot) return;
  const target = await administered(db, id);
  if (!target) return;
  const refusal = refusalToActOn(admin, target);
  if (refusal) throw refusalError(refusal, admin, target);
}

/**
 * Refuses (403) reading user `id` when it lies outside what `admin` administers (a root user, or
 * companies the caller may not act for). A user above the caller within its companies is read,
 * and shown read-only.
 */
export async function assertMayRead(db: Db, admin: Administrator, id: number): Promise<void> {
  if (admin.isRoot) return;
  const target = await administered(db, id);
  if (!target) return;
  const refusal = refusalToActOn(admin, { ...target, permissions: [] });
  if (refusal) throw refusalError(refusal, admin, target);
}

/** Refuses (403 `company_forbidden`) a main company the caller may not act for; root may name every company. */
export function assertMayAssignCompany(admin: Administrator, company: string | null | undefined): void {
  if (company === undefined || company === null || admin.scope.all) return;
  if (!admin.scope.ids.includes(company)) throw errors.companyForbidden(company);
}

/**
 * Refuses (409 `last_root`) a write that leaves no root user administering users: none left, or
 * none holding accessToRoot (a root's roles replace its fallback set, so roles without
 * accessToRoot demote it). Run inside the write's transaction, after `lockRootUsers` (repositories/users.ts).
 */
export async function assertRootRemains(db: Db): Promise<void> {
  if ((await rootAdministratorCount(db)) === 0) {
    throw errors.conflict('The last root user cannot be deleted or lose accessToRoot', 'last_root');
  }
}

/**
 * The users a caller's lists show, as a condition on `users`, or null for root (every user): the
 * caller itself, and the users who are not root and whose companies (one at least) are all
 * companies the caller acts for.
 */
export function visibleUsers(admin: Administrator): RawBuilder<SqlBool> | null {
  if (admin.scope.all) return null;
  return usersVisibleTo(Number(admin.id), admin.scope.ids);
}
