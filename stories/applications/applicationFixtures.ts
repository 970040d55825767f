import type { Application } from '../../src/contract/schema.gen';
import { APPLICATION_LIST, applicationFormValuesOf } from '../../src/domain/applications';
import { defaultListQuery } from '../../src/domain/listQuery';
import type { LookupState } from '../../src/ui/applications/ApplicationLookups';
import type { PagedListState } from '../../src/ui/lists/listTypes';

const AT = '2026-05-14T13:00:00.000Z';

/** White-label applications, by name: every platform and status, some forcing an upgrade. */
export const APPLICATIONS: Application[] = (
  [
    ['a1', 'Açougue do Bairro', 'android', 'maintenance', false, '1.4.1', null],
    ['a2', 'Cantina Online', 'web', 'active', false, '3.1.0', 'cantina.example.com'],
    ['a3', 'Delivery Brasil', 'android', 'active', false, '2.23.0', 'delivery.example.com'],
    ['a4', 'Delivery Brasil iOS', 'ios', 'active', true, '2.23.0', null],
    ['a5', 'Pet Shop Delivery', 'ios', 'inactive', true, '1.0.3', null],
  ] as const
).map(([id, name, typeApp, status, upgrade, version, domain]) => ({ _id: id, name, typeApp, status, upgrade, version, domain, createdAt: AT, updatedAt: AT }));

/** The list shown: page 1 of 3 at 5 a page. */
export const APPLICATIONS_LIST: PagedListState<Application> = {
  status: 'ready',
  rows: APPLICATIONS,
  totalCount: 12,
  query: { ...defaultListQuery(APPLICATION_LIST), size: 5 },
  searchText: '',
  selected: [],
  loadError: null,
  actionLoading: false,
  dialog: null,
};

/** The edit form of Cantina Online with its terms. */
export const CANTINA_FORM = applicationFormValuesOf(APPLICATIONS[1] as Application, 'Política de privacidade da Cantina Online.\n\nSeus dados ficam conosco.');

/** The forced-upgrade lookup answered for iOS and active. */
export const ANSWERED: LookupState = { status: 'ready', result: APPLICATIONS.filter((app) => app.typeApp === 'ios' && app.status === 'active' && app.upgrade), error: null };
/** A lookup not asked. */
export const IDLE: LookupState = { status: 'idle', result: null, error: null };
