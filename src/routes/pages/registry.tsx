import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageProps } from './types';

/** A page whose code loads on its first render, or earlier with `preload()`. */
export type LazyPage = LazyExoticComponent<ComponentType<PageProps>> & {
  /** Starts loading the page's code (the browser fetches a module once, however often it is asked). */
  preload(): Promise<unknown>;
};

function lazyPage(load: () => Promise<{ default: ComponentType<PageProps> }>): LazyPage {
  return Object.assign(lazy(load), { preload: load });
}

const UsersPage = lazyPage(() => import('./UsersPage'));
const UserEditPage = lazyPage(() => import('./UserEditPage'));
// Both addresses serve the same role management.
const RolesPage = lazyPage(() => import('./RolesPage'));

/**
 * The screens of this release, by the route table's pattern (src/domain/routeTable.ts). A
 * signed-in route without one here shows the shell with the "not in this release" notice. Pages
 * load lazily, so the sign-in bundle carries none of them.
 */
export const SHELL_PAGES: Readonly<Record<string, LazyPage>> = Object.freeze({
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
  '/chat/private-chat': lazyPage(() => import('./PrivateChatPage')),
  '/chat/contacts': lazyPage(() => import('./ContactsPage')),
  '/report/whatsapp-messages': lazyPage(() => import('./WhatsappReportPage')),
  '/admin/applications': lazyPage(() => import('./ApplicationsPage')),
  '/delivery-deliveryrecord': lazyPage(() => import('./DeliveryMenPage')),
  '/company/delivery': lazyPage(() => import('./CompanyDeliveryPage')),
});
