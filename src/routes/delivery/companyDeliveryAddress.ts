import { normalizeSearch, type ListFilters, type ListPage, type ListQuery, type ListQueryOptions } from '../../domain/listQuery';
import type { ParamChanges } from '../lists/usePagedList';
import type { CompanyDelivery } from '../../contract/schema.gen';

/**
 * The company delivery list's address: `?page=&size=&q=` (the search is the company's name), the
 * company filter `companyId`, and the form open (`edit=new` or `edit={id}`).
 */

/** The address of the company delivery settings (seed 001 section 2.1). */
export const COMPANY_DELIVERY_PATH = '/company/delivery';

/** The list's sort (by company name, as the paginator answers: it takes no sort) and its company filter. */
export const COMPANY_DELIVERY_LIST: ListQueryOptions = Object.freeze({
  sortFields: Object.freeze(['company']),
  defaultSort: Object.freeze({ field: 'company', direction: 'asc' as const }),
  filterParams: Object.freeze(['companyId']),
});

const ID = /^[\w-]{1,64}$/;

/** The company filter a list query holds; '' for every company. */
export function parseCompanyFilter(filters: ListFilters): string {
  const id = filters.companyId ?? '';
  return ID.test(id) ? id : '';
}

/** The list filters for a company ('' for every company). */
export function toCompanyListFilters(companyId: string): ListFilters {
  return companyId === '' ? {} : { companyId };
}

/** The form the address opens: create, edit the settings `id`, or none. */
export type CompanyDeliveryPanel = { kind: 'create' } | { kind: 'edit'; id: string } | null;

/** The form an address opens. */
export function parseCompanyDeliveryPanel(params: URLSearchParams): CompanyDeliveryPanel {
  const edit = params.get('edit');
  if (edit === 'new') return { kind: 'create' };
  return edit !== null && ID.test(edit) ? { kind: 'edit', id: edit } : null;
}

/** The address change that opens `panel`, or closes the form (null). */
export function companyDeliveryPanelChanges(panel: CompanyDeliveryPanel): ParamChanges {
  if (panel === null) return { edit: null };
  return { edit: panel.kind === 'create' ? 'new' : panel.id };
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
