import { RECORD_ID } from '../../bindings/deliveryQueries';
import type { ParamChanges } from '../lists/usePagedList';

/**
 * The company delivery list's address: `?page=&size=&q=` (the search is the company's name), the
 * company filter `companyId` (src/bindings/deliveryQueries.ts), and the form open (`edit=new` or
 * `edit={id}`).
 */

/** The address of the company delivery settings (seed 001 section 2.1). */
export const COMPANY_DELIVERY_PATH = '/company/delivery';

/** The form the address opens: create, edit the settings `id`, or none. */
export type CompanyDeliveryPanel = { kind: 'create' } | { kind: 'edit'; id: string } | null;

/** The form an address opens. */
export function parseCompanyDeliveryPanel(params: URLSearchParams): CompanyDeliveryPanel {
  const edit = params.get('edit');
  if (edit === 'new') return { kind: 'create' };
  return edit !== null && RECORD_ID.test(edit) ? { kind: 'edit', id: edit } : null;
}

/** The address change that opens `panel`, or closes the form (null). */
export function companyDeliveryPanelChanges(panel: CompanyDeliveryPanel): ParamChanges {
  if (panel === null) return { edit: null };
  return { edit: panel.kind === 'create' ? 'new' : panel.id };
}
