import { lazy, type ComponentType } from 'react';
import type { PageProps } from './types';

/**
 * The screens of this release, by the route table's pattern (src/domain/routeTable.ts). A
 * signed-in route without one here shows the shell with the "not in this release" notice. Pages
 * load lazily, so the sign-in bundle carries none of them.
 */
export const SHELL_PAGES: Readonly<Record<string, ComponentType<PageProps>>> = Object.freeze({
  '/dashboard': lazy(() => import('./DashboardPage')),
  '/mail': lazy(() => import('./MailPage')),
});
