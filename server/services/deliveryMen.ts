import { sql, type SqlBool } from 'kysely';
import type { DeliveryMan, DeliveryManFlag, RiderPosition } from '../../src/contract/schema.gen';
import { phoneDigits } from '../../src/domain/phone';
import type { CompanyScope } from '../auth/principal';
import type { Db } from '../db';
import { errors } from '../errors';
import { isInScope } from './companies';
import { scopedCompanyIds } from './deliveryScope';
import { containsPattern, paginatorPage, paginatorWindow } from './paging';

// Reading riders; creating, changing and deleting them is in deliveryManChanges.ts.

/** How the lists narrow the riders; every field is optional and the fields sent all apply. */
export interface RiderFilter {
  isOnline?: boolean;
  onRoute?: boolean;
  /** Matched against the person's name, and, when it is a number, the phone and the CPF. */
  text?: string;
  company?: string;
  /** Matched against the person's name. */
  person?: string;
  flag?: DeliveryManFlag;
  /** The first digits of the CPF. */
  cpfPrefix?: string;
  /** The vehicle, whatever its case. */
  typeOfVehicle?: string;
  /** Only the companies of this application. */
  applicationId?: string;
  /** Only riders with a known position. */
  positioned?: boolean;
}

/** The riders (not deleted) of the companies a request acts for, with their person and company. */
function ridersIn(db: Db, scope: CompanyScope | null) {
  const ids = scopedCompanyIds(scope);
  const query = db
    .selectFrom('delivery_men as dm')
    .leftJoin('delivery_persons as p', 'p.id', 'dm.person_id')
    .leftJoin('companies as c', 'c.id', 'dm.company_id')
    .where('dm.deleted_at', 'is', null);
  if (ids === null) return query;
  return ids.length === 0 ? query.where(sql<SqlBool>`false`) : query.where('dm.company_id', 'in', ids);
}

function filtered(db: Db, scope: CompanyScope | null, filter: RiderFilter) {
  let query = ridersIn(db, scope);
  if (filter.isOnline !== undefined) query = query.where('dm.is_online', '=', filter.isOnline);
  if (filter.onRoute !== undefined) query = query.where('dm.on_route', '=', filter.onRoute);
  if (filter.company) query = query.where('dm.company_id', '=', filter.company);
  if (filter.flag) query = query.where('dm.flag', '=', filter.flag);
  if (filter.cpfPrefix) query = query.where('dm.cpf', 'like', `${filter.cpfPrefix}%`);
  if (filter.applicationId) query = query.where('c.application_id', '=', filter.applicationId);
  if (filter.positioned) query = query.where('dm.longitude', 'is not', null);
  const vehicle = filter.typeOfVehicle?.trim();
  if (vehicle) query = query.where(sql`lower(dm.type_of_vehicle)`, '=', vehicle.toLowerCase());
  const person = filter.person?.trim();
  if (person) query = query.where('p.name', 'ilike', containsPattern(person));
  const text = filter.text?.trim();
  if (text) {
    // Only a text that is a number (with its punctuation) is looked up in phones and CPFs.
    const digits = phoneDigits(text);
    query = query.where((eb) =>
      eb.or([
        eb('p.name', 'ilike', containsPattern(text)),
        ...(digits ? [eb('dm.phone', 'like', containsPattern(digits)), eb('dm.cpf', 'like', containsPattern(digits))] : []),
      ]),
    );
  }
  return query;
}

function selectRiders(db: Db, scope: CompanyScope | null, filter: RiderFilter) {
  return filtered(db, scope, filter)
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

type RiderRow = Awaited<ReturnType<ReturnType<typeof selectRiders>['execute']>>[number];

function toDeliveryMan(row: RiderRow): DeliveryMan {
  return {
    _id: row.id,
    deliverymanPaid: row.deliveryman_paid,
    deliveryManPaidDate: row.delivery_man_paid_date?.toISOString() ?? null,
    isOnline: row.is_online,
    onRoute: row.on_route,
    flag: row.flag,
    cpf: row.cpf,
    typeOfVehicle: row.type_of_vehicle,
    phone: row.phone,
    person: row.person_id !== null && row.person_name !== null ? { _id: row.person_id, name: row.person_name } : null,
    company: row.company_id !== null && row.company_name !== null ? { _id: row.company_id, name: row.company_name } : null,
    location: row.longitude !== null && row.latitude !== null ? [row.longitude, row.latitude] : null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The riders of the request's companies that match `filter`, by name. */
export async function listRiders(db: Db, scope: CompanyScope | null, filter: RiderFilter = {}): Promise<DeliveryMan[]> {
  const rows = await selectRiders(db, scope, filter).execute();
  return rows.map(toDeliveryMan);
}

/** One paginator page (1-based `page` of `size`) of the riders that match `filter`. */
export async function pageRiders(db: Db, scope: CompanyScope | null, filter: RiderFilter, page: number, size: number) {
  const { offset, limit } = paginatorWindow(page, size);
  const rows = await selectRiders(db, scope, filter).offset(offset).limit(limit).execute();
  const count = await filtered(db, scope, filter).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return paginatorPage(rows.map(toDeliveryMan), count.n, page, size);
}

/** The riders with a known position, for the live map. */
export async function riderPositions(db: Db, scope: CompanyScope | null, filter: RiderFilter): Promise<RiderPosition[]> {
  const rows = await selectRiders(db, scope, { ...filter, positioned: true }).execute();
  return rows.flatMap((row) =>
    row.longitude === null || row.latitude === null
      ? []
      : [
          {
            _id: row.id,
            person: row.person_name === null ? null : { name: row.person_name },
            typeOfVehicle: row.type_of_vehicle,
            isOnline: row.is_online,
            onRoute: row.on_route,
            flag: row.flag,
            location: [row.longitude, row.latitude],
          },
        ],
  );
}

/** The rider `id` as the request may see it, or a 404 (unknown, deleted, or another company's rider alike). */
export async function getRider(db: Db, scope: CompanyScope | null, id: string): Promise<DeliveryMan> {
  const row = await selectRiders(db, scope, {}).where('dm.id', '=', id).executeTakeFirst();
  if (!row) throw errors.notFound('delivery man', id);
  return toDeliveryMan(row);
}

/**
 * The stored row of the rider `id`, or a 404 when the request may not see it. With `lock`
 * (inside a transaction) the row stays locked until the transaction ends.
 */
export async function riderRow(db: Db, scope: CompanyScope | null, id: string, lock = false) {
  const query = db.selectFrom('delivery_men').selectAll().where('id', '=', id).where('deleted_at', 'is', null);
  const row = await (lock ? query.forUpdate() : query).executeTakeFirst();
  const visible = row && (scope?.all === true || (row.company_id !== null && isInScope(scope, row.company_id)));
  if (!row || !visible) throw errors.notFound('delivery man', id);
  return row;
}
