import { sql, type SqlBool } from 'kysely';
import type { CompanyDelivery, CompanyDeliveryCreate, CompanyDeliveryUpdate, CompanyLocation } from '../../src/contract/schema.gen';
import type { CompanyScope } from '../auth/principal';
import type { Db } from '../db';
import { errors } from '../errors';
import { companyInScope } from './companies';
import { amount, isUniqueViolation, newDeliveryId, scopedCompanyIds } from './deliveryScope';
import { paginatorPage, paginatorWindow } from './paging';

/** The delivery settings of the companies a request acts for, with the company's name. */
function settingsIn(db: Db, scope: CompanyScope | null, companyId?: string) {
  const ids = scopedCompanyIds(scope);
  let query = db.selectFrom('company_deliveries as d').innerJoin('companies as c', 'c.id', 'd.company_id');
  if (ids !== null) query = ids.length === 0 ? query.where(sql<SqlBool>`false`) : query.where('d.company_id', 'in', ids);
  if (companyId !== undefined) query = query.where('d.company_id', '=', companyId);
  return query;
}

function selectSettings(db: Db, scope: CompanyScope | null, companyId?: string) {
  return settingsIn(db, scope, companyId)
    .selectAll('d')
    .select('c.name as company_name')
    .orderBy(sql`lower(c.name)`)
    .orderBy('d.id');
}

type SettingsRow = Awaited<ReturnType<ReturnType<typeof selectSettings>['execute']>>[number];

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
  return (await selectSettings(db, scope).execute()).map(toCompanyDelivery);
}

/** One paginator page of the request's delivery settings, optionally of one company. */
export async function pageSettings(db: Db, scope: CompanyScope | null, companyId: string | undefined, page: number, size: number) {
  const { offset, limit } = paginatorWindow(page, size);
  const rows = await selectSettings(db, scope, companyId).offset(offset).limit(limit).execute();
  const count = await settingsIn(db, scope, companyId).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return paginatorPage(rows.map(toCompanyDelivery), count.n, page, size);
}

/** The delivery settings `id`, or a 404 when unknown or of a company the request does not act for. */
export async function getSettings(db: Db, scope: CompanyScope | null, id: string): Promise<CompanyDelivery> {
  const row = await selectSettings(db, scope).where('d.id', '=', id).executeTakeFirst();
  if (!row) throw errors.notFound('company delivery', id);
  return toCompanyDelivery(row);
}

/** Locks the delivery settings `id` for a change, or a 404 like `getSettings`. Run inside a transaction. */
async function lockSettings(trx: Db, scope: CompanyScope | null, id: string) {
  const row = await settingsIn(trx, scope).select('d.id').where('d.id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw errors.notFound('company delivery', id);
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
  const current = await trx.selectFrom('company_deliveries').select('id').where('company_id', '=', companyId).executeTakeFirst();
  if (current) throw exists();
  const id = newDeliveryId();
  try {
    await trx
      .insertInto('company_deliveries')
      .values({
        id,
        company_id: companyId,
        delivery_radius_km: body.deliveryRadiusKm,
        delivery_fee: body.deliveryFee,
        minimum_order: body.minimumOrder,
        estimated_time_minutes: body.estimatedTimeMinutes,
        ...(body.isOpen !== undefined ? { is_open: body.isOpen } : {}),
        ...(body.isActive !== undefined ? { is_active: body.isActive } : {}),
      })
      .execute();
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
  await trx
    .updateTable('company_deliveries')
    .set({
      ...(patch.deliveryRadiusKm !== undefined ? { delivery_radius_km: patch.deliveryRadiusKm } : {}),
      ...(patch.deliveryFee !== undefined ? { delivery_fee: patch.deliveryFee } : {}),
      ...(patch.minimumOrder !== undefined ? { minimum_order: patch.minimumOrder } : {}),
      ...(patch.estimatedTimeMinutes !== undefined ? { estimated_time_minutes: patch.estimatedTimeMinutes } : {}),
      ...(patch.isOpen !== undefined ? { is_open: patch.isOpen } : {}),
      ...(patch.isActive !== undefined ? { is_active: patch.isActive } : {}),
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
  return getSettings(trx, scope, id);
}

/** Deletes the delivery settings `id`. Run inside a transaction. */
export async function deleteSettings(trx: Db, scope: CompanyScope | null, id: string): Promise<void> {
  await lockSettings(trx, scope, id);
  await trx.deleteFrom('company_deliveries').where('id', '=', id).execute();
}

/** Opens or closes delivery for the company `companyId` (404 when it has no settings the request may see). */
export async function openCompanyDelivery(trx: Db, scope: CompanyScope | null, companyId: string, isOpen: boolean) {
  const row = await settingsIn(trx, scope, companyId).select('d.id').forUpdate().executeTakeFirst();
  if (!row) throw errors.notFound('company delivery of company', companyId);
  await trx.updateTable('company_deliveries').set({ is_open: isOpen, updated_at: new Date() }).where('id', '=', row.id).execute();
  return getSettings(trx, scope, row.id);
}

/** The positions of the request's companies, optionally only open (or closed) ones. */
export async function companyLocations(db: Db, scope: CompanyScope | null, isOpen: boolean | undefined): Promise<CompanyLocation[]> {
  const ids = scopedCompanyIds(scope);
  let query = db.selectFrom('companies as c').innerJoin('company_locations as l', 'l.company_id', 'c.id');
  if (ids !== null) query = ids.length === 0 ? query.where(sql<SqlBool>`false`) : query.where('c.id', 'in', ids);
  if (isOpen !== undefined) query = query.where('c.is_open', '=', isOpen);
  const rows = await query
    .select(['c.id', 'c.name', 'c.type', 'c.is_open', 'l.longitude', 'l.latitude'])
    .orderBy(sql`lower(c.name)`)
    .orderBy('c.id')
    .execute();
  return rows.map((r) => ({ _id: r.id, name: r.name, type: r.type, isOpen: r.is_open, location: [r.longitude, r.latitude] }));
}
