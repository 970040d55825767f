import type { DeliveryMan, DeliveryManFlag, RiderPosition } from '../../src/contract/schema.gen';
import { phoneDigits } from '../../src/domain/phone';
import type { CompanyScope } from '../auth/principal';
import type { Db } from '../db';
import { errors } from '../errors';
import { findRider, findRiderPage, findRiders, riderRowOf, type RiderQuery, type RiderRow } from '../repositories/deliveryMen';
import { isInScope } from './companies';
import { scopedCompanyIds } from './deliveryScope';
import { paginatorPage, paginatorWindow } from './paging';

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

/** The rider query of `filter` for the companies a request acts for. */
function riderQuery(scope: CompanyScope | null, filter: RiderFilter): RiderQuery {
  const vehicle = filter.typeOfVehicle?.trim();
  const person = filter.person?.trim();
  const text = filter.text?.trim();
  return {
    companyIds: scopedCompanyIds(scope),
    isOnline: filter.isOnline,
    onRoute: filter.onRoute,
    company: filter.company,
    flag: filter.flag,
    cpfPrefix: filter.cpfPrefix,
    applicationId: filter.applicationId,
    positioned: filter.positioned,
    ...(vehicle ? { vehicle: vehicle.toLowerCase() } : {}),
    ...(person ? { person } : {}),
    // Only a text that is a number (with its punctuation) is looked up in phones and CPFs.
    ...(text ? { text: { text, digits: phoneDigits(text) } } : {}),
  };
}

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
  const rows = await findRiders(db, riderQuery(scope, filter));
  return rows.map(toDeliveryMan);
}

/** One paginator page (1-based `page` of `size`) of the riders that match `filter`. */
export async function pageRiders(db: Db, scope: CompanyScope | null, filter: RiderFilter, page: number, size: number) {
  const { offset, limit } = paginatorWindow(page, size);
  const { rows, totalCount } = await findRiderPage(db, riderQuery(scope, filter), offset, limit);
  return paginatorPage(rows.map(toDeliveryMan), totalCount, page, size);
}

/** The riders with a known position, for the live map. */
export async function riderPositions(db: Db, scope: CompanyScope | null, filter: RiderFilter): Promise<RiderPosition[]> {
  const rows = await findRiders(db, riderQuery(scope, { ...filter, positioned: true }));
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
  const row = await findRider(db, scopedCompanyIds(scope), id);
  if (!row) throw errors.notFound('delivery man', id);
  return toDeliveryMan(row);
}

/**
 * The stored row of the rider `id`, or a 404 when the request may not see it. With `lock`
 * (inside a transaction) the row stays locked until the transaction ends.
 */
export async function riderRow(db: Db, scope: CompanyScope | null, id: string, lock = false) {
  const row = await riderRowOf(db, id, lock);
  const visible = row && (scope?.all === true || (row.company_id !== null && isInScope(scope, row.company_id)));
  if (!row || !visible) throw errors.notFound('delivery man', id);
  return row;
}
