import { lazy, type ComponentType } from 'react';
import type { ScreenPattern } from '../../domain/screens';
import { loadNamespace } from '../../i18n/context';
import type { PageProps } from './types';

/** A page whose code loads on its first render, or earlier with `preload()`. */
export type LazyPage = ComponentType<PageProps> & {
  /** Starts loading the page's code (the browser fetches a module once, however often it is asked). */
  preload(): Promise<unknown>;
};

/**
 * A lazily loaded page. React keeps a lazy component's failed load for good, so a failed load
 * is forgotten here: the error boundary's Retry (or a later visit) asks for the code again.
 */
function lazyPage(load: () => Promise<{ default: ComponentType<PageProps> }>): LazyPage {
  const fresh = () =>
    lazy(() =>
      load().catch((error: unknown) => {
        current = fresh();
        throw error;
      }),
    );
  let current = fresh();
  function Page(props: PageProps) {
    const Current = current;
    return <Current {...props} />;
  }
  return Object.assign(Page, { preload: load });
}

const UsersPage = lazyPage(() => import('./UsersPage'));
const UserEditPage = lazyPage(() => import('./UserEditPage'));
// Both addresses serve the same role management.
const RolesPage = lazyPage(() => import('./RolesPage'));

/**
 * The screens of this release, by the route table's pattern (src/domain/routeTable.ts), one for
 * each screen whose calls src/domain/screens.ts declares (the menu and the guards read those). A
 * signed-in route without one here shows the shell with the "not in this release" notice. Pages
 * load lazily, so the sign-in bundle carries none of them.
 */
export const SHELL_PAGES: Readonly<Record<ScreenPattern, LazyPage>> = Object.freeze({
  '/dashboard': lazyPage(() => import('./DashboardPage')),
  '/mail': lazyPage(() => import('./MailPage')),
  '/user-management/roles': RolesPage,
  '/adm/roles': RolesPage,
  '/adm/permissions': lazyPage(() => import('./PermissionsPage')),
  '/user-management/users': UsersPage,
  '/user-management/users/add': UserEditPage,
  '/user-management/users/add/:id': UserEditPage,
  '/user-management/users/edit': UserEditPage,
  '/user-management/users/edit/:id': UserEditPage,
  '/user-management/users/:id': UserEditPage,
  '/report/deliverymanlive': lazyPage(() => import('./RiderMapPage')),
  // These pages' texts are namespaces of the catalogues, loaded with the page.
  '/chat/private-chat': lazyPage(() => Promise.all([import('./PrivateChatPage'), loadNamespace('CALL_CENTER')]).then(([page]) => page)),
  '/chat/contacts': lazyPage(() => Promise.all([import('./ContactsPage'), loadNamespace('CALL_CENTER')]).then(([page]) => page)),
  '/report/whatsapp-messages': lazyPage(() => Promise.all([import('./WhatsappReportPage'), loadNamespace('CALL_CENTER')]).then(([page]) => page)),
  '/admin/applications': lazyPage(() => Promise.all([import('./ApplicationsPage'), loadNamespace('APPLICATIONS')]).then(([page]) => page)),
  '/delivery-deliveryrecord': lazyPage(() => Promise.all([import('./DeliveryMenPage'), loadNamespace('DELIVERY')]).then(([page]) => page)),
  '/company/delivery': lazyPage(() => Promise.all([import('./CompanyDeliveryPage'), loadNamespace('DELIVERY')]).then(([page]) => page)),
  // The order desk's texts are a namespace of the catalogues, loaded with the page.
  '/shopping-cart/:type': lazyPage(() => Promise.all([import('./OrderDeskPage'), loadNamespace('ORDERS')]).then(([page]) => page)),
  // The order history's texts, with the order desk's statuses and payment words.
  '/report/order': lazyPage(() => Promise.all([import('./OrderHistoryPage'), loadNamespace('ORDER_HISTORY'), loadNamespace('ORDERS')]).then(([page]) => page)),
  // The order reports' texts, with the order desk's (statuses, payment types), loaded with the page.
  '/report/new-order': lazyPage(() => Promise.all([import('./NewOrdersReportPage'), loadNamespace('ORDER_REPORTS'), loadNamespace('ORDERS')]).then(([page]) => page)),
  '/report/group-order': lazyPage(() => Promise.all([import('./OrderTotalsReportPage'), loadNamespace('ORDER_REPORTS'), loadNamespace('ORDERS')]).then(([page]) => page)),
  '/report/shopping-cart': lazyPage(() => Promise.all([import('./LateOrdersReportPage'), loadNamespace('ORDER_REPORTS'), loadNamespace('ORDERS')]).then(([page]) => page)),
  // Its texts are a namespace of the catalogues, loaded with the page.
  '/company/opening-hours': lazyPage(() =>
    Promise.all([import('./OpeningHoursPage'), loadNamespace('OPENING_HOURS'), loadNamespace('OPEN_SWITCH_REASON')]).then(([page]) => page),
  ),
});
