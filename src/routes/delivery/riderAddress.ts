import { RECORD_ID } from '../../bindings/deliveryQueries';
import type { ParamChanges } from '../lists/usePagedList';

/**
 * The rider list's address: `?page=&size=&q=` (the search is the person's name) plus the
 * paginator's filters under the contract's names (`isOnline`, `flag`, `cpf`, `typeOfVehicle`; see
 * src/bindings/deliveryQueries.ts), and the panel open (`edit=new`, `edit={id}`, `paid={id}`, `history={id}`). Parsing never
 * throws: a bad value means no panel.
 */

/** The address of the rider list (seed 001 section 2.1). */
export const RIDERS_PATH = '/delivery-deliveryrecord';

/** The panel open over the rider list, as the address names it. */
export type RiderPanel =
  | { kind: 'create' }
  | { kind: 'edit'; id: string }
  | { kind: 'paid'; id: string }
  | { kind: 'history'; id: string };

/** The parameters that name a panel. */
export const RIDER_PANEL_PARAMS = Object.freeze(['edit', 'paid', 'history'] as const);

/** The panel the address opens, if any (the first of edit, paid, history). */
export function parseRiderPanel(params: URLSearchParams): RiderPanel | null {
  const edit = params.get('edit');
  if (edit === 'new') return { kind: 'create' };
  if (edit !== null && RECORD_ID.test(edit)) return { kind: 'edit', id: edit };
  const paid = params.get('paid');
  if (paid !== null && RECORD_ID.test(paid)) return { kind: 'paid', id: paid };
  const history = params.get('history');
  if (history !== null && RECORD_ID.test(history)) return { kind: 'history', id: history };
  return null;
}

/** The address changes that open `panel` (and close any other), or close every panel (null). */
export function riderPanelChanges(panel: RiderPanel | null): ParamChanges {
  const changes: Record<string, string | null> = { edit: null, paid: null, history: null };
  if (panel?.kind === 'create') changes.edit = 'new';
  else if (panel) changes[panel.kind] = panel.id;
  return changes;
}
