import { sql, type Insertable, type SqlBool, type Updateable } from 'kysely';
import type { DeliveryManFlag } from '../../src/contract/schema.gen';
import type { Db } from '../db';
import type { DeliveryMenTable } from '../db/schema';
import { containsPattern } from '../services/paging';

// The delivery men (riders) with their person and company (tables delivery_men, joined with
// delivery_persons and companies).

/** How a rider query narrows the riders; every field is optional and the fields sent all apply. */
export interface RiderQuery {
  /** The companies whose riders are read (null: every company; none: no rider). */
  companyIds: readonly string[] | null;
  isOnline?: boolean | undefined;
  onRoute?: boolean | undefined;
  company?: string | undefined;
  flag?: DeliveryManFlag | undefined;
  /** The first digits of the CPF. */
  cpfPrefix?: string | undefined;
  applicationId?: string | undefined;
  /** Only riders with a known position. */
  positioned?: boolean | undefined;
  /** The vehicle, lower case, matched whatever its case. */
  vehicle?: string | undefined;
  /** Held by the person's name. */
  person?: string | undefined;
  /** Held by the person's name or, with `digits`, by the phone or the CPF. */
  text?: { text: string; digits: string | null } | undefined;
}

/** The riders (not deleted) of `companyIds` (null: every company), with their person and company. */
function ridersIn(db: Db, companyIds: readonly string[] | null) {
  const query = db
    .selectFrom('delivery_men as dm')
    .leftJoin('delivery_persons as p', 'p.id', 'dm.person_id')
    .leftJoin('companies as c', 'c.id', 'dm.company_id')
    .where('dm.deleted_at', 'is', null);
  if (companyIds === null) return query;
  return companyIds.length === 0 ? query.where(sql<SqlBool>`false`) : query.where('dm.company_id', 'in', companyIds);
}

function filtered(db: Db, find: RiderQuery) {
  let query = ridersIn(db, find.companyIds);
  if (find.isOnline !== undefined) query = query.where('dm.is_online', '=', find.isOnline);
  if (find.onRoute !== undefined) query = query.where('dm.on_route', '=', find.onRoute);
  if (find.company) query = query.where('dm.company_id', '=', find.company);
  if (find.flag) query = query.where('dm.flag', '=', find.flag);
  if (find.cpfPrefix) query = query.where('dm.cpf', 'like', `${find.cpfPrefix}%`);
  if (find.applicationId) query = query.where('c.application_id', '=', find.applicationId);
  if (find.positioned) query = query.where('dm.longitude', 'is not', null);
  const vehicle = find.vehicle;
  if (vehicle) query = query.where(sql`lower(dm.type_of_vehicle)`, '=', vehicle);
  const person = find.person;
  if (person) query = query.where('p.name', 'ilike', containsPattern(person));
  const text = find.text;
  if (text) {
    const { digits } = text;
    query = query.where((eb) =>
      eb.or([
        eb('p.name', 'ilike', containsPattern(text.text)),
        ...(digits ? [eb('dm.phone', 'like', containsPattern(digits)), eb('dm.cpf', 'like', containsPattern(digits))] : []),
      ]),
    );
  }
  return query;
}

function selectRiders(db: Db, find: RiderQuery) {
  return filtered(db, find)
    .select([
      'dm.id',
      'dm.company_id',
      'dm.person_id',
      'dm.cpf',
      'dm.phone',
      'dm.type_of_vehicle',
      'dm.flag',
      'dm.is_online',
      'dm.on_route',
      'dm.deliveryman_paid',
      'dm.delivery_man_paid_date',
      'dm.longitude',
      'dm.latitude',
      'dm.created_at',
      'dm.updated_at',
      'p.name as person_name',
      'c.name as company_name',
    ])
    .orderBy(sql`lower(p.name)`, (ob) => ob.asc().nullsLast())
    .orderBy('dm.id');
}

/** A rider with its person's and company's names. */
export type RiderRow = Awaited<ReturnType<ReturnType<typeof selectRiders>['execute']>>[number];

/** The riders `find` finds, by name. */
export function findRiders(db: Db, find: RiderQuery): Promise<RiderRow[]> {
  return selectRiders(db, find).execute();
}

/** One page of the riders `find` finds, by name, then how many it finds in all (read one after the other). */
export async function findRiderPage(db: Db, find: RiderQuery, offset: number, limit: number): Promise<{ rows: RiderRow[]; totalCount: number }> {
  const rows = await selectRiders(db, find).offset(offset).limit(limit).execute();
  const count = await filtered(db, find).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return { rows, totalCount: count.n };
}

/** The rider `id` of `companyIds` (null: every company), not deleted, or undefined. */
export function findRider(db: Db, companyIds: readonly string[] | null, id: string): Promise<RiderRow | undefined> {
  return selectRiders(db, { companyIds }).where('dm.id', '=', id).executeTakeFirst();
}

/**
 * The stored row of the rider `id` (not deleted), or undefined. With `lock` (inside a
 * transaction) the row stays locked until the transaction ends.
 */
export function riderRowOf(db: Db, id: string, lock: boolean) {
  const query = db.selectFrom('delivery_men').selectAll().where('id', '=', id).where('deleted_at', 'is', null);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

/** Whether a rider of `companyId` (not deleted) other than `exceptId` has the CPF. */
export async function riderCpfTaken(db: Db, companyId: string, cpf: string, exceptId?: string): Promise<boolean> {
  let query = db
    .selectFrom('delivery_men')
    .select('id')
    .where('company_id', '=', companyId)
    .where('cpf', '=', cpf)
    .where('deleted_at', 'is', null);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertRider(db: Db, values: Insertable<DeliveryMenTable>): Promise<void> {
  await db.insertInto('delivery_men').values(values).execute();
}

/** Changes the rider `id`'s columns in `changes`. */
export async function updateRiderRow(db: Db, id: string, changes: Updateable<DeliveryMenTable>): Promise<void> {
  await db.updateTable('delivery_men').set(changes).where('id', '=', id).execute();
}

export async function deleteRiderRow(db: Db, id: string): Promise<void> {
  await db.deleteFrom('delivery_men').where('id', '=', id).execute();
}
