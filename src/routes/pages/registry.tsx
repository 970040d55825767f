import { lazy, type ComponentType } from 'react';
import type { ScreenPattern } from '../../domain/screens';
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

/** A page loaded through src/routes/pages/pageLoaders.ts, by the name of its loader there. */
function loadedPage(name: Exclude<keyof typeof import('./pageLoaders'), 'default'>): LazyPage {
  return lazyPage(() => import('./pageLoaders').then((loaders) => loaders[name]()));
}

const UsersPage = loadedPage('users');
const UserEditPage = loadedPage('userEdit');
// Both addresses serve the same role management.
const RolesPage = loadedPage('roles');

/**
 * The screens of this release, by the route table's pattern (src/domain/routeTable.ts), one for
 * each screen whose calls src/domain/screens.ts declares (the menu and the guards read those). A
 * signed-in route without one here shows the shell with the "not in this release" notice. Pages
 * load lazily, so the sign-in bundle carries none of them; every page but the dashboard loads
 * through src/routes/pages/pageLoaders.ts, with the catalogue namespaces of its texts.
 */
export const SHELL_PAGES: Readonly<Record<ScreenPattern, LazyPage>> = Object.freeze({
  '/dashboard': lazyPage(() => import('./DashboardPage')),
  '/mail': loadedPage('mail'),
  '/user-management/roles': RolesPage,
  '/adm/roles': RolesPage,
  '/adm/permissions': loadedPage('permissions'),
  '/user-management/users': UsersPage,
  '/user-management/users/add': UserEditPage,
  '/user-management/users/add/:id': UserEditPage,
  '/user-management/users/edit': UserEditPage,
  '/user-management/users/edit/:id': UserEditPage,
  '/user-management/users/:id': UserEditPage,
  '/report/deliverymanlive': loadedPage('riderMap'),
  '/chat/private-chat': loadedPage('privateChat'),
  '/chat/contacts': loadedPage('contacts'),
  '/report/whatsapp-messages': loadedPage('whatsappReport'),
  '/admin/applications': loadedPage('applications'),
  '/delivery-deliveryrecord': loadedPage('deliveryMen'),
  '/company/delivery': loadedPage('companyDelivery'),
  '/shopping-cart/:type': loadedPage('orderDesk'),
  '/report/order': loadedPage('orderHistory'),
  '/report/new-order': loadedPage('newOrdersReport'),
  '/report/group-order': loadedPage('orderTotalsReport'),
  '/report/shopping-cart': loadedPage('lateOrdersReport'),
  '/company/opening-hours': loadedPage('openingHours'),
  '/helpdesk/tickets': loadedPage('ticketList'),
  '/helpdesk/tickets/:protocol': loadedPage('ticket'),
  '/helpdesk/faq': loadedPage('faq'),
});
