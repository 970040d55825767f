import { ticketActorOf, type TicketActor } from '../../src/domain/helpdesk';
import type { CompanyScope, Principal } from '../auth/principal';
import type { Db } from '../db';
import { ticketByProtocol, type TicketRow } from '../repositories/tickets';
import { isInScope } from './companies';
import { helpdeskErrors } from './helpdeskErrors';
import { callerOf } from './ordersAccess';

/** The caller of a help desk operation: who it is to tickets, and whose tickets it reads. */
export interface TicketCaller {
  principal: Principal;
  scope: CompanyScope;
  actor: TicketActor;
  /**
   * The companies whose tickets the caller reads and works: staff those the request acts for (null:
   * every company), a company user its own company only (none when the `Company` header names another).
   */
  companyIds: readonly string[] | null;
}

/** The caller of a company-scoped help desk operation (the guard made sure there is one). */
export function ticketCallerOf(principal: Principal | null, scope: CompanyScope | null): TicketCaller {
  const caller = callerOf(principal, scope);
  const actor = ticketActorOf(caller.principal.permissions);
  if (actor === 'staff') return { ...caller, actor, companyIds: caller.scope.all ? null : caller.scope.ids };
  const own = caller.principal.user.company_id;
  return { ...caller, actor, companyIds: own !== null && isInScope(caller.scope, own) ? [own] : [] };
}

/**
 * The one company a new ticket (or the order options) is for: a company user's own; for staff the
 * `Company` header's, or its only company (400 `company_required` when it acts for several).
 */
export function actingCompanyOf(caller: TicketCaller): string {
  if (caller.actor === 'requester') {
    const [own] = caller.companyIds ?? [];
    if (own === undefined) throw helpdeskErrors.noCompany();
    return own;
  }
  const { scope } = caller;
  if (scope.all || scope.ids.length > 1) throw helpdeskErrors.companyRequired();
  const [only] = scope.ids;
  if (only === undefined) throw helpdeskErrors.companyRequired();
  return only;
}

/** Whether the caller reads the tickets of company `companyId`. */
function readsCompany(caller: TicketCaller, companyId: string): boolean {
  return caller.companyIds === null || caller.companyIds.includes(companyId);
}

/**
 * The ticket of `protocol` when the caller reads its company's tickets, else a 404 (unknown or of
 * another company alike); `lock` holds its row until the transaction ends.
 */
export async function visibleTicket(db: Db, caller: TicketCaller, protocol: string, lock = false): Promise<TicketRow> {
  const ticket = await ticketByProtocol(db, protocol, lock);
  if (!ticket || !readsCompany(caller, ticket.company_id)) throw helpdeskErrors.ticketNotFound(protocol);
  return ticket;
}
