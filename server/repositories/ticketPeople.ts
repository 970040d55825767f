import { sql, type SqlBool } from 'kysely';
import { TICKET_STAFF_PERMISSIONS } from '../../src/domain/helpdesk';
import type { Db } from '../db';

// The users a ticket may be assigned to, with what their effective permissions are made of.

/**
 * The enabled users who may be staff (`id` alone when given), each with its roles' permission
 * names and its company's type and flow, by name: those a role gives a staff permission and those
 * without any role permission (their fallback set decides). Whether each is staff is
 * src/domain/permissions.ts `effectivePermissions`'s to say.
 */
export function staffCandidates(db: Db, id?: number) {
  const rolePermissions = sql<string[]>`array(
    select distinct p.name from user_roles ur
    join role_permissions rp on rp.role_id = ur.role_id
    join permissions p on p.id = rp.permission_id
    where ur.user_id = u.id)`;
  let query = db
    .selectFrom('users as u')
    .leftJoin('companies as c', 'c.id', 'u.company_id')
    .select(['u.id', 'u.fullname', 'u.is_root', 'u.is_application', 'u.franchises', 'c.type as company_type', 'c.shopping_flow as company_flow', rolePermissions.as('role_permissions')])
    .where('u.disabled', '=', false);
  if (id !== undefined) return query.where('u.id', '=', id).execute();
  query = query.where(
    sql<SqlBool>`(cardinality(${rolePermissions}) = 0 or exists (
      select 1 from user_roles ur
      join role_permissions rp on rp.role_id = ur.role_id
      join permissions p on p.id = rp.permission_id
      where ur.user_id = u.id and p.name in (${sql.join([...TICKET_STAFF_PERMISSIONS])})))`,
  );
  return query.orderBy(sql`lower(u.fullname)`).orderBy('u.id').execute();
}

/** A user as {@link staffCandidates} reads it. */
export type StaffCandidate = Awaited<ReturnType<typeof staffCandidates>>[number];

/** The full name of user `id`, or null when there is none. */
export async function userNameOf(db: Db, id: number): Promise<string | null> {
  const row = await db.selectFrom('users').select('fullname').where('id', '=', id).executeTakeFirst();
  return row?.fullname ?? null;
}
