import type { ErrorCode, MainCompany, User, UserCreate, UserPatch } from '../../src/contract/schema.gen';
import { effectivePermissions } from '../../src/domain/permissions';
import { shoppingFlowOf } from '../../src/domain/company';
import { inTransaction, type Db } from '../db';
import type { CompanyRow, NewUser, UserRow, UserUpdateRow } from '../db/schema';
import { errors } from '../errors';
import { assertAcceptablePassword, hashPassword } from '../auth/passwords';
import { endUserSessions } from '../auth/sessions';
import { companiesOf, companyExists } from '../repositories/companies';
import { openingTimeZonesOf } from '../repositories/companyOpeningHours';
import { existingRoleIds } from '../repositories/roles';
import { grantsOfUsers, replaceUserRoles } from '../repositories/userRoles';
import { deleteUserRow, insertUser, lockRootUsers, lockUserRow, updateUserRow, userFieldTaken, userRowOf } from '../repositories/users';
import { assertMayActOn, assertMayAssignCompany, assertRootRemains, type Administrator } from './userAccess';

/** A user's main company as the contract's `MainCompany`: its flow resolved, and the time zone of its opening hours when it has set them. */
function mainCompanyOf(company: CompanyRow, timeZone: string | undefined): MainCompany {
  const main: MainCompany = { _id: company.id, name: company.name, type: company.type, shoppingFlow: shoppingFlowOf({ type: company.type, shoppingFlow: company.shopping_flow }) };
  return timeZone === undefined ? main : { ...main, timeZone };
}

/** Turns user rows into the contract's `User`, with role ids, company and effective permissions. */
export async function toUsers(db: Db, rows: readonly UserRow[]): Promise<User[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const companyIds = [...new Set(rows.map((r) => r.company_id).filter((id): id is string => id !== null))];
  // One row per user holding roles: its role ids and the names its roles grant (by name, repeats kept).
  const [grants, companies, timeZones] = await Promise.all([
    grantsOfUsers(db, ids),
    companyIds.length > 0 ? companiesOf(db, companyIds) : Promise.resolve([]),
    openingTimeZonesOf(db, companyIds),
  ]);
  const grantsOf = new Map(grants.map((g) => [g.user_id, g]));
  const companyById = new Map(companies.map((c) => [c.id, c]));
  return rows.map((row) => {
    const company = row.company_id ? (companyById.get(row.company_id) ?? null) : null;
    const permissions = effectivePermissions({
      rolePermissions: grantsOf.get(row.id)?.names ?? [],
      isRoot: row.is_root,
      isApplication: row.is_application,
      franchises: row.franchises,
      company: company ? { type: company.type, shoppingFlow: company.shopping_flow } : null,
    });
    const id = String(row.id);
    return {
      id,
      _id: id,
      username: row.username,
      email: row.email,
      fullname: row.fullname,
      roles: (grantsOf.get(row.id)?.role_ids ?? []).map(String),
      company: company ? mainCompanyOf(company, timeZones.get(company.id)) : null,
      pic: row.pic,
      occupation: row.occupation,
      companyName: row.company_name,
      phone: row.phone,
      address: row.address,
      socialNetworks: row.social_networks,
      shopper: row.shopper,
      isRoot: row.is_root,
      isApplication: row.is_application,
      franchises: row.franchises,
      permissions: permissions.map((name) => ({ name })),
      createdAt: row.created_at.toISOString(),
    };
  });
}

/** One user as the contract shows it, or a 404. */
export async function getUser(db: Db, id: number): Promise<User> {
  const row = await userRowOf(db, id);
  if (!row) throw errors.notFound('user', String(id));
  const [user] = await toUsers(db, [row]);
  return user as User;
}

/** Parses a user id from a path or body; anything but a positive integer is not found. */
export function parseUserId(id: string): number {
  const n = Number(id);
  if (!/^\d+$/.test(id) || !Number.isSafeInteger(n) || n <= 0 || n > 2147483647) throw errors.notFound('user', id);
  return n;
}

function parseRoleIds(ids: readonly string[]): number[] {
  return ids.map((id) => {
    if (!/^\d+$/.test(id)) throw errors.badRequest(`roles: role ${id} does not exist`, 'unknown_role');
    return Number(id);
  });
}

/** The code of a 409 for each field that no two users share. */
const TAKEN = { email: 'email_taken', username: 'username_taken' } as const satisfies Record<string, ErrorCode>;

async function assertUnique(trx: Db, fields: { email?: string; username?: string }, exceptId?: number) {
  for (const field of ['email', 'username'] as const) {
    const value = fields[field];
    if (value === undefined) continue;
    if (await userFieldTaken(trx, field, value.toLowerCase(), exceptId)) throw errors.conflict(`${field} ${value} is already taken`, TAKEN[field]);
  }
}

async function setRoles(trx: Db, userId: number, roleIds: readonly string[]) {
  const ids = [...new Set(parseRoleIds(roleIds))];
  if (ids.length > 0) {
    const found = await existingRoleIds(trx, ids);
    const missing = ids.filter((id) => !found.includes(id));
    if (missing.length > 0) throw errors.badRequest(`roles: role ${missing.join(', ')} does not exist`, 'unknown_role');
  }
  await replaceUserRoles(trx, userId, ids);
}

async function assertCompany(trx: Db, companyId: string | null | undefined) {
  if (!companyId) return;
  if (!(await companyExists(trx, companyId))) throw errors.badRequest(`company: company ${companyId} does not exist`, 'unknown_company');
}

/** Names and usernames count without surrounding spaces: "   " is not a name. */
function checkTrimmedLength(fields: Record<string, string | undefined>) {
  for (const [field, value] of Object.entries(fields)) {
    if (value !== undefined && value.trim().length < 3) {
      throw errors.badRequest(`${field}: minimum length is 3`, 'too_short');
    }
  }
}

function checkConfirmation(password: string | undefined, confirmPassword: string | undefined) {
  if (confirmPassword !== undefined && confirmPassword !== password) {
    throw errors.badRequest("confirmPassword: Passsword and ConfirmPassword didn't match.", 'password_mismatch');
  }
}

/**
 * Creates a user. An `admin` (a caller with accessToRoot) may set roles and company, and may
 * create only a user it could then act on (its companies, its permissions); for anyone else
 * (self-registration) those fields are ignored.
 */
export async function createUser(db: Db, input: UserCreate, admin: Administrator | null): Promise<User> {
  const privileged = admin !== null;
  checkConfirmation(input.password, input.confirmPassword);
  checkTrimmedLength({ username: input.username, fullname: input.fullname });
  if (admin) assertMayAssignCompany(admin, input.company);
  await assertAcceptablePassword(input.password);
  const passwordHash = await hashPassword(input.password);
  return inTransaction(db, async (trx) => {
    await assertUnique(trx, { email: input.email, username: input.username });
    if (privileged) await assertCompany(trx, input.company);
    const values: NewUser = {
      username: input.username.trim(),
      email: input.email.trim(),
      password_hash: passwordHash,
      fullname: input.fullname.trim(),
      pic: input.pic ?? null,
      occupation: input.occupation ?? null,
      company_name: input.companyName ?? null,
      phone: input.phone ?? null,
      address: input.address ? JSON.stringify(input.address) : null,
      social_networks: input.socialNetworks ? JSON.stringify(input.socialNetworks) : null,
      application_id: null,
      company_id: privileged ? (input.company ?? null) : null,
    };
    const row = await insertUser(trx, values);
    if (privileged && input.roles) await setRoles(trx, row.id, input.roles);
    if (admin) await assertMayActOn(trx, admin, row.id);
    return getUser(trx, row.id);
  });
}

/**
 * Updates a user on behalf of `admin`, who must be able to act on the user both as it was and as
 * the change leaves it (checked in the change's transaction; a refusal saves nothing); no change
 * may leave the platform without a root user holding accessToRoot. A new password ends the user's
 * other sessions.
 */
export async function updateUser(db: Db, id: number, input: UserPatch, admin: Administrator, keepSession?: string): Promise<User> {
  checkTrimmedLength({ username: input.username, fullname: input.fullname });
  await assertMayActOn(db, admin, id);
  assertMayAssignCompany(admin, input.company);
  if (input.password !== undefined) await assertAcceptablePassword(input.password);
  const passwordHash = input.password !== undefined ? await hashPassword(input.password) : undefined;
  return inTransaction(db, async (trx) => {
    await lockRootUsers(trx);
    const existing = await lockUserRow(trx, id);
    if (!existing) throw errors.notFound('user', String(id));
    await assertUnique(trx, { email: input.email, username: input.username }, id);
    await assertCompany(trx, input.company);
    const changes: UserUpdateRow = { updated_at: new Date() };
    if (input.username !== undefined) changes.username = input.username.trim();
    if (input.email !== undefined) changes.email = input.email.trim();
    if (input.fullname !== undefined) changes.fullname = input.fullname.trim();
    if (input.pic !== undefined) changes.pic = input.pic;
    if (input.occupation !== undefined) changes.occupation = input.occupation;
    if (input.companyName !== undefined) changes.company_name = input.companyName;
    if (input.phone !== undefined) changes.phone = input.phone;
    if (input.address !== undefined) changes.address = input.address === null ? null : JSON.stringify(input.address);
    if (input.socialNetworks !== undefined)
      changes.social_networks = input.socialNetworks === null ? null : JSON.stringify(input.socialNetworks);
    if (input.company !== undefined) changes.company_id = input.company;
    if (passwordHash !== undefined) changes.password_hash = passwordHash;
    await updateUserRow(trx, id, changes);
    if (input.roles !== undefined) await setRoles(trx, id, input.roles);
    if (passwordHash !== undefined) await endUserSessions(trx, id, 'password_changed', keepSession);
    await assertMayActOn(trx, admin, id);
    if (existing.is_root) await assertRootRemains(trx);
    return getUser(trx, id);
  });
}

/**
 * Deletes a user with its sessions and role assignments, when `admin` may act on it and it is not
 * the last root user.
 */
export async function deleteUser(db: Db, id: number, admin: Administrator): Promise<void> {
  if (admin.id === String(id)) throw errors.conflict('You cannot delete your own user', 'delete_self');
  await assertMayActOn(db, admin, id);
  await inTransaction(db, async (trx) => {
    await lockRootUsers(trx);
    const result = await deleteUserRow(trx, id);
    if (!result) throw errors.notFound('user', String(id));
    if (result.is_root) await assertRootRemains(trx);
  });
}
