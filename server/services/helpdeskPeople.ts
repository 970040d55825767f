import type { TicketPerson } from '../../src/contract/schema.gen';
import { ticketActorOf } from '../../src/domain/helpdesk';
import { effectivePermissions } from '../../src/domain/permissions';
import type { Db } from '../db';
import { staffCandidates, type StaffCandidate } from '../repositories/ticketPeople';

/** How many assignees the menu lists at most (the contract's `maxItems`). */
const ASSIGNEES_MAX = 1000;

/** Whether a user is staff to tickets: its effective permissions (src/domain/permissions.ts) hold a staff one. */
function isStaff(user: StaffCandidate): boolean {
  const permissions = effectivePermissions({
    rolePermissions: user.role_permissions,
    isRoot: user.is_root,
    isApplication: user.is_application,
    franchises: user.franchises,
    company: user.company_type === null ? null : { type: user.company_type, shoppingFlow: user.company_flow },
  });
  return ticketActorOf(permissions) === 'staff';
}

/** The enabled staff user of id `id` (a user id as text), or null when there is none. */
export async function staffUser(db: Db, id: string): Promise<StaffCandidate | null> {
  if (!/^\d{1,9}$/.test(id)) return null;
  const [user] = await staffCandidates(db, Number(id));
  return user && isStaff(user) ? user : null;
}

/** The staff users a ticket may be assigned to, by name. */
export async function ticketAssignees(db: Db): Promise<TicketPerson[]> {
  const users = await staffCandidates(db);
  return users
    .filter(isStaff)
    .slice(0, ASSIGNEES_MAX)
    .map((user) => ({ _id: String(user.id), name: user.fullname }));
}
