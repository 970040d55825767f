import type { CompanyStatus, OpenStateChange } from '../../src/contract/schema.gen';
import { shoppingFlowOf } from '../../src/domain/company';
import type { CompanyScope } from '../auth/principal';
import type { Db } from '../db';
import type { CompanyRow } from '../db/schema';
import { errors } from '../errors';
import { companyRowOf, setCompanyOpenState } from '../repositories/companies';
import { insertOpenStateChange, lastOpenStateChange } from '../repositories/companyOpenStateChanges';
import { openStateOf } from './openingHours';

/** True when a request acting for `scope` may see and change the company `id`. */
export function isInScope(scope: CompanyScope | null, id: string): boolean {
  // A company-scoped operation always has a scope; none would mean the guard did not run.
  if (!scope) return false;
  return scope.all || scope.ids.includes(id);
}

/** The latest change of a company's open state, or null when it never changed. */
async function lastOpenChange(db: Db, companyId: string): Promise<OpenStateChange | null> {
  const row = await lastOpenStateChange(db, companyId);
  if (!row) return null;
  return {
    by: row.changed_by_id === null ? null : { _id: String(row.changed_by_id), fullname: row.changed_by_name ?? '' },
    at: row.changed_at.toISOString(),
    fromOpen: row.from_open,
    toOpen: row.to_open,
    fromManual: row.from_manual,
    toManual: row.to_manual,
  };
}

/**
 * A company row as the contract's `CompanyStatus` at `now`: its effective open state (the stored
 * one in manual mode, its opening hours' in automatic mode), why, when that next changes, and its
 * last open-state change.
 */
export async function toCompanyStatus(db: Db, row: CompanyRow, now: Date): Promise<CompanyStatus> {
  const state = await openStateOf(db, row, now);
  return {
    _id: row.id,
    name: row.name,
    type: row.type,
    shoppingFlow: shoppingFlowOf({ type: row.type, shoppingFlow: row.shopping_flow }),
    isOpen: state.isOpen,
    isManual: row.is_manual,
    lastOpenChange: await lastOpenChange(db, row.id),
    timeZone: state.timeZone,
    openReason: state.openReason,
    openReasonLabel: state.openReasonLabel,
    pausedUntil: state.pausedUntil,
    nextChange: state.nextChange,
  };
}

/**
 * The company `id` as the request acting for `scope` may see it, or a 404 for an unknown
 * company and for one outside the scope alike (a caller learns nothing of other tenants).
 * `forUpdate` locks the row until the transaction ends, so two changes cannot both read
 * the same "from" state.
 */
export async function companyInScope(db: Db, scope: CompanyScope | null, id: string, forUpdate = false): Promise<CompanyRow> {
  if (!isInScope(scope, id)) throw errors.notFound('company', id);
  const row = await companyRowOf(db, id, forUpdate);
  if (!row) throw errors.notFound('company', id);
  return row;
}

/** Who makes a change: the signed-in user, by id and the full name they have now. */
export interface ChangeAuthor {
  id: number;
  fullname: string;
}

/**
 * Sets a company's open state and whether it is manual, recording the change (who, when,
 * from, to) when anything changes. Run it inside a transaction, with `row` read `forUpdate`.
 */
export async function setOpenState(
  trx: Db,
  row: CompanyRow,
  next: { isOpen: boolean; isManual: boolean },
  author: ChangeAuthor,
): Promise<CompanyRow> {
  if (row.is_open === next.isOpen && row.is_manual === next.isManual) return row;
  const updated = await setCompanyOpenState(trx, row.id, next);
  await insertOpenStateChange(trx, {
    company_id: row.id,
    changed_by_id: author.id,
    changed_by_name: author.fullname,
    from_open: row.is_open,
    to_open: next.isOpen,
    from_manual: row.is_manual,
    to_manual: next.isManual,
  });
  return updated;
}
