import { lazy, type ComponentType } from 'react';
import type { PageProps } from './types';

const UsersPage = lazy(() => import('./UsersPage'));
const UserEditPage = lazy(() => import('./UserEditPage'));
// Both addresses serve the same role management.
const RolesPage = lazy(() => import('./RolesPage'));

/**
 * The screens of this release, by the route table's pattern (src/domain/routeTable.ts). A
 * signed-in route without one here shows the shell with the "not in this release" notice. Pages
 * load lazily, so the sign-in bundle carries none of them.
 */
export const SHELL_PAGES: Readonly<Record<string, ComponentType<PageProps>>> = Object.freeze({
  '/dashboard': lazy(() => import('./DashboardPage')),
  '/mail': lazy(() => import('./MailPage')),
  '/user-management/roles': RolesPage,
  '/adm/roles': RolesPage,
  '/adm/permissions': lazy(() => import('./PermissionsPage')),
  '/user-management/users': UsersPage,
  '/user-management/users/add': UserEditPage,
  '/user-management/users/add/:id': UserEditPage,
  '/user-management/users/edit': UserEditPage,
  '/user-management/users/edit/:id': UserEditPage,
  '/user-management/users/:id': UserEditPage,
  '/report/deliverymanlive': lazy(() => import('./RiderMapPage')),
  '/chat/private-chat': lazy(() => import('./PrivateChatPage')),
  '/chat/contacts': lazy(() => import('./ContactsPage')),
  '/report/whatsapp-messages': lazy(() => import('./WhatsappReportPage')),
  '/admin/applications': lazy(() => import('./ApplicationsPage')),
  '/delivery-deliveryrecord': lazy(() => import('./DeliveryMenPage')),
  '/company/delivery': lazy(() => import('./CompanyDeliveryPage')),
});
