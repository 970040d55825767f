import type { CompanyDelivery, CompanyDeliveryCreate, CompanyDeliveryUpdate, CompanyLocation } from '../../src/contract/schema.gen';
import type { CompanyScope } from '../auth/principal';
import type { Db } from '../db';
import { openStateOf } from './openingHours';
import { errors } from '../errors';
import { companyLocationsOf } from '../repositories/companies';
import {
  allSettingsOf,
  companyHasSettings,
  deleteSettingsRow,
  findSettings,
  findSettingsPage,
  insertSettings,
  lockSettingsOfCompany,
  lockSettingsRow,
  updateSettingsRow,
  type SettingsRow,
} from '../repositories/companyDeliveries';
import { companyInScope } from './companies';
import { amount, isUniqueViolation, newDeliveryId, scopedCompanyIds } from './deliveryScope';
import { paginatorPage, paginatorWindow } from './paging';

function toCompanyDelivery(row: SettingsRow): CompanyDelivery {
  return {
    _id: row.id,
    company: { _id: row.company_id, name: row.company_name },
    deliveryRadiusKm: amount(row.delivery_radius_km),
    deliveryFee: amount(row.delivery_fee),
    minimumOrder: amount(row.minimum_order),
    estimatedTimeMinutes: row.estimated_time_minutes,
    isOpen: row.is_open,
    isActive: row.is_active,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** Every delivery setting of the request's companies, by company name. */
export async function listSettings(db: Db, scope: CompanyScope | null): Promise<CompanyDelivery[]> {
  return (await allSettingsOf(db, scopedCompanyIds(scope))).map(toCompanyDelivery);
}

/** One paginator page of the request's delivery settings, optionally of one company. */
export async function pageSettings(db: Db, scope: CompanyScope | null, companyId: string | undefined, page: number, size: number) {
  const { offset, limit } = paginatorWindow(page, size);
  const { rows, totalCount } = await findSettingsPage(db, { companyIds: scopedCompanyIds(scope), companyId, offset, limit });
  return paginatorPage(rows.map(toCompanyDelivery), totalCount, page, size);
}

/** The delivery settings `id`, or a 404 when unknown or of a company the request does not act for. */
export async function getSettings(db: Db, scope: CompanyScope | null, id: string): Promise<CompanyDelivery> {
  const row = await findSettings(db, scopedCompanyIds(scope), id);
  if (!row) throw errors.notFound('company delivery', id);
  return toCompanyDelivery(row);
}

/** Locks the delivery settings `id` for a change, or a 404 like `getSettings`. Run inside a transaction. */
async function lockSettings(trx: Db, scope: CompanyScope | null, id: string) {
  if (!(await lockSettingsRow(trx, scopedCompanyIds(scope), id))) throw errors.notFound('company delivery', id);
}

/** Creates the delivery settings of the company `companyId` (404 outside the scope, 409 when it has some). */
export async function createSettings(
  trx: Db,
  scope: CompanyScope | null,
  companyId: string,
  body: CompanyDeliveryCreate,
): Promise<CompanyDelivery> {
  await companyInScope(trx, scope, companyId, true);
  const exists = () =>
    errors.conflict(`company ${companyId} already has delivery settings; change them instead`, 'company_delivery_exists');
  if (await companyHasSettings(trx, companyId)) throw exists();
  const id = newDeliveryId();
  try {
    await insertSettings(trx, {
      id,
      company_id: companyId,
      delivery_radius_km: body.deliveryRadiusKm,
      delivery_fee: body.deliveryFee,
      minimum_order: body.minimumOrder,
      estimated_time_minutes: body.estimatedTimeMinutes,
      ...(body.isOpen !== undefined ? { is_open: body.isOpen } : {}),
      ...(body.isActive !== undefined ? { is_active: body.isActive } : {}),
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw exists();
    throw error;
  }
  return getSettings(trx, scope, id);
}

/** Changes the fields sent of the delivery settings `id`. Run inside a transaction. */
export async function updateSettings(
  trx: Db,
  scope: CompanyScope | null,
  id: string,
  patch: CompanyDeliveryUpdate,
): Promise<CompanyDelivery> {
  await lockSettings(trx, scope, id);
  await updateSettingsRow(trx, id, {
    ...(patch.deliveryRadiusKm !== undefined ? { delivery_radius_km: patch.deliveryRadiusKm } : {}),
    ...(patch.deliveryFee !== undefined ? { delivery_fee: patch.deliveryFee } : {}),
    ...(patch.minimumOrder !== undefined ? { minimum_order: patch.minimumOrder } : {}),
    ...(patch.estimatedTimeMinutes !== undefined ? { estimated_time_minutes: patch.estimatedTimeMinutes } : {}),
    ...(patch.isOpen !== undefined ? { is_open: patch.isOpen } : {}),
    ...(patch.isActive !== undefined ? { is_active: patch.isActive } : {}),
    updated_at: new Date(),
  });
  return getSettings(trx, scope, id);
}

/** Deletes the delivery settings `id`. Run inside a transaction. */
export async function deleteSettings(trx: Db, scope: CompanyScope | null, id: string): Promise<void> {
  await lockSettings(trx, scope, id);
  await deleteSettingsRow(trx, id);
}

/** Opens or closes delivery for the company `companyId` (404 when it has no settings the request may see). */
export async function openCompanyDelivery(trx: Db, scope: CompanyScope | null, companyId: string, isOpen: boolean) {
  const id = await lockSettingsOfCompany(trx, scopedCompanyIds(scope), companyId);
  if (id === undefined) throw errors.notFound('company delivery of company', companyId);
  await updateSettingsRow(trx, id, { is_open: isOpen, updated_at: new Date() });
  return getSettings(trx, scope, id);
}

/**
 * The positions of the request's companies with their open state at `now` (in automatic mode
 * their opening hours'), optionally only open (or closed) ones.
 */
export async function companyLocations(db: Db, scope: CompanyScope | null, isOpen: boolean | undefined, now: Date): Promise<CompanyLocation[]> {
  const rows = await companyLocationsOf(db, scopedCompanyIds(scope));
  const located = await Promise.all(
    rows.map(async (r) => ({
      _id: r.id,
      name: r.name,
      type: r.type,
      isOpen: (await openStateOf(db, { id: r.id, is_open: r.is_open, is_manual: r.is_manual }, now)).isOpen,
      location: [r.longitude, r.latitude] as [number, number],
    })),
  );
  return isOpen === undefined ? located : located.filter((company) => company.isOpen === isOpen);
}
