import { useLocation } from 'wouter';
import { useI18n } from '../../i18n/context';
import { ModuleNotInRelease } from '../../ui/shell/ModuleNotInRelease';
import { DASHBOARD_PATH } from '../paths';
import { headingFor } from '../shell/menuView';

/** A route of the table whose screen is not in this release: the menu's title and a clear notice. */
export function ModulePage() {
  const { LL, language } = useI18n();
  const [location] = useLocation();
  const heading = headingFor(location, language, { title: LL.DASHBOARD.TITLE(), page: DASHBOARD_PATH }, LL.SHELL.PAGE_FALLBACK());
  const inMenu = heading.crumbs.length > 1 && heading.crumbs[heading.crumbs.length - 1]?.page !== undefined;
  return <ModuleNotInRelease title={inMenu ? heading.title : undefined} icon={heading.icon} />;
}
