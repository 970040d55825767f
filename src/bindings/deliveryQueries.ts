import type { DeliveryMenPaginatorQuery } from '../api/deliveryActors';
import type { CompanyDelivery } from '../contract/schema.gen';
import { normalizeSearch, type ListFilters, type ListPage, type ListQuery, type ListQueryOptions } from '../domain/listQuery';
import { RIDER_FLAGS, VEHICLE_MAX_LENGTH } from '../ui/delivery/deliveryForms';
import type { RiderFilters } from '../ui/delivery/RiderFilterBar';

/**
 * The delivery lists' queries: the filters each list takes (its address holds them under these
 * names, see src/routes/delivery), and how a page of the list with its filters becomes the call
 * that fetches it. Parsing never throws: a bad value means no filter.
 */

/** The address parameters that filter the rider list. */
export const RIDER_FILTER_PARAMS = Object.freeze(['isOnline', 'flag', 'cpf', 'typeOfVehicle'] as const);

/** The rider list's sort (by name, as the paginator answers: it takes no sort) and its filters. */
export const RIDER_LIST: ListQueryOptions = Object.freeze({
  sortFields: Object.freeze(['name']),
  defaultSort: Object.freeze({ field: 'name', direction: 'asc' as const }),
  filterParams: RIDER_FILTER_PARAMS,
});

/** The rider filters a list query holds. */
export function parseRiderFilters(filters: ListFilters): RiderFilters {
  const online = filters.isOnline;
  const flag = RIDER_FLAGS.find((value) => value === filters.flag) ?? null;
  const cpf = filters.cpf ?? '';
  const vehicle = (filters.typeOfVehicle ?? '').trim();
  return {
    isOnline: online === 'true' ? true : online === 'false' ? false : null,
    flag,
    cpf: /^\d{1,11}$/.test(cpf) ? cpf : '',
    typeOfVehicle: vehicle.length <= VEHICLE_MAX_LENGTH ? vehicle : '',
  };
}

/** The list filters for the rider filters (an absent filter has no entry). */
export function toRiderListFilters(filters: RiderFilters): ListFilters {
  const result: Record<string, string> = {};
  if (filters.isOnline !== null) result.isOnline = String(filters.isOnline);
  if (filters.flag !== null) result.flag = filters.flag;
  if (filters.cpf !== '') result.cpf = filters.cpf;
  if (filters.typeOfVehicle !== '') result.typeOfVehicle = filters.typeOfVehicle;
  return result;
}

/**
 * The delivery-man paginator's query for a page of the list with its filters.
 * @example toRiderPaginatorQuery({ page: 2, size: 5, sort, search: 'ana', filters: { isOnline: 'true' } })
 * // { pageIn: 2, pageOut: 5, person: 'ana', isOnline: true }
 */
export function toRiderPaginatorQuery(query: ListQuery): DeliveryMenPaginatorQuery {
  const filters = parseRiderFilters(query.filters);
  const result: DeliveryMenPaginatorQuery = { pageIn: query.page, pageOut: query.size };
  const person = normalizeSearch(query.search);
  if (person !== '') result.person = person;
  if (filters.isOnline !== null) result.isOnline = filters.isOnline;
  if (filters.flag !== null) result.flag = filters.flag;
  if (filters.cpf !== '') result.cpf = filters.cpf;
  if (filters.typeOfVehicle !== '') result.typeOfVehicle = filters.typeOfVehicle;
  return result;
}

/** The list's sort (by company name, as the paginator answers: it takes no sort) and its company filter. */
export const COMPANY_DELIVERY_LIST: ListQueryOptions = Object.freeze({
  sortFields: Object.freeze(['company']),
  defaultSort: Object.freeze({ field: 'company', direction: 'asc' as const }),
  filterParams: Object.freeze(['companyId']),
});

/** A record id as the address may hold it. */
export const RECORD_ID = /^[\w-]{1,64}$/;

/** The company filter a list query holds; '' for every company. */
export function parseCompanyFilter(filters: ListFilters): string {
  const id = filters.companyId ?? '';
  return RECORD_ID.test(id) ? id : '';
}

/** The list filters for a company ('' for every company). */
export function toCompanyListFilters(companyId: string): ListFilters {
  return companyId === '' ? {} : { companyId };
}

// Accents and case do not matter in a company-name search ("sao" finds "São").
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

/**
 * One page of settings searched by company name, from all the settings the user may see: the
 * paginator has no text search, and a company has at most one settings record, so the whole list
 * is small. Keeps the paginator's order (company name).
 */
export function searchSettingsPage(all: readonly CompanyDelivery[], query: ListQuery, companyId: string): ListPage<CompanyDelivery> {
  const search = folded(normalizeSearch(query.search));
  const matching = all.filter((row) => (companyId === '' || row.company._id === companyId) && folded(row.company.name).includes(search));
  const start = (query.page - 1) * query.size;
  return { items: matching.slice(start, start + query.size), totalCount: matching.length };
}
