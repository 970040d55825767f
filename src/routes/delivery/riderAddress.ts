import type { DeliveryMenPaginatorQuery } from '../../api/deliveryActors';
import { normalizeSearch, type ListFilters, type ListQuery, type ListQueryOptions } from '../../domain/listQuery';
import { RIDER_FLAGS, VEHICLE_MAX_LENGTH } from '../../ui/delivery/deliveryForms';
import type { RiderFilters } from '../../ui/delivery/RiderFilterBar';
import type { ParamChanges } from '../lists/usePagedList';

/**
 * The rider list's address: `?page=&size=&q=` (the search is the person's name) plus the
 * paginator's filters under the contract's names (`isOnline`, `flag`, `cpf`, `typeOfVehicle`),
 * and the panel open (`edit=new`, `edit={id}`, `paid={id}`, `history={id}`). Parsing never
 * throws: a bad value means no filter.
 */

/** The address of the rider list (seed 001 section 2.1). */
export const RIDERS_PATH = '/delivery-deliveryrecord';

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

/** The panel open over the rider list, as the address names it. */
export type RiderPanel =
  | { kind: 'create' }
  | { kind: 'edit'; id: string }
  | { kind: 'paid'; id: string }
  | { kind: 'history'; id: string };

/** The parameters that name a panel. */
export const RIDER_PANEL_PARAMS = Object.freeze(['edit', 'paid', 'history'] as const);

const ID = /^[\w-]{1,64}$/;

/** The panel the address opens, if any (the first of edit, paid, history). */
export function parseRiderPanel(params: URLSearchParams): RiderPanel | null {
  const edit = params.get('edit');
  if (edit === 'new') return { kind: 'create' };
  if (edit !== null && ID.test(edit)) return { kind: 'edit', id: edit };
  const paid = params.get('paid');
  if (paid !== null && ID.test(paid)) return { kind: 'paid', id: paid };
  const history = params.get('history');
  if (history !== null && ID.test(history)) return { kind: 'history', id: history };
  return null;
}

/** The address changes that open `panel` (and close any other), or close every panel (null). */
export function riderPanelChanges(panel: RiderPanel | null): ParamChanges {
  const changes: Record<string, string | null> = { edit: null, paid: null, history: null };
  if (panel?.kind === 'create') changes.edit = 'new';
  else if (panel) changes[panel.kind] = panel.id;
  return changes;
}
