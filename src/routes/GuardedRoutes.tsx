import { useSelector } from '@xstate/react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { decideRoute, FORBIDDEN_PATH, matchPattern, matchRoute, type RouteRule } from '../domain/routeTable';
import { useI18n } from '../i18n/I18nProvider';
import { Splash } from '../ui/Splash';
import { ModuleNotInRelease } from '../ui/shell/ModuleNotInRelease';
import { ErrorRoute } from './ErrorRoute';
import { ModulePage } from './pages/ModulePage';
import { PUBLIC_PAGES } from './pages/publicPages';
import { SHELL_PAGES } from './pages/registry';
import { LOGIN_PATH, loginPathFor } from './paths';
import { useServices } from './services';
import { ShellRoute } from './shell/ShellRoute';
import { useSessionPermissions } from './shell/useSessionPermissions';

/**
 * A public page of the table outside the sign-in area: the error pages, the public pages by
 * pattern (privacy terms, account deletion, print notices), or a notice on the blank layout.
 */
function PublicPage({ rule, location }: { rule: RouteRule; location: string }) {
  if (rule.layout === 'auth') return <Redirect to={LOGIN_PATH} replace />;
  if (rule.pattern.startsWith('/error/')) {
    // '/error/403' has no parameter of its own; '/error/:type' names the variant.
    const params = matchPattern(rule.pattern, location) ?? {};
    return <ErrorRoute params={{ type: params.type ?? rule.pattern.slice('/error/'.length) }} />;
  }
  const Page = PUBLIC_PAGES[rule.pattern];
  // Keyed by the path: another application's page starts afresh.
  if (Page) return <Page key={location} params={matchPattern(rule.pattern, location) ?? {}} />;
  return <BlankNotice />;
}

function BlankNotice() {
  return (
    <main>
      <ModuleNotInRelease />
    </main>
  );
}

/**
 * Every path outside the sign-in forms goes through the route table (seed 001 section 2.2):
 * public pages render at once; the rest wait for the session, then render in the shell,
 * or go to sign-in (and back), to /error/403, or to the dashboard.
 */
export function GuardedRoutes() {
  const { session } = useServices();
  const { LL } = useI18n();
  const [location] = useLocation();
  const search = useSearch();
  const status = useSelector(session, (s) => (s.hasTag('ready') ? 'ready' : s.hasTag('loggedOut') ? 'loggedOut' : 'loading'));
  const permissions = useSessionPermissions();

  const rule = matchRoute(location);
  if (rule?.access.kind === 'public') return <PublicPage rule={rule} location={location} />;
  if (status === 'loading') return <Splash message={LL.AUTH.GENERAL.LOADING()} />;

  const decision = decideRoute(location, { signedIn: status === 'ready', permissions });
  switch (decision.kind) {
    case 'login':
      return <Redirect to={loginPathFor(search ? `${location}?${search}` : location)} replace />;
    case 'forbidden':
      return <Redirect to={FORBIDDEN_PATH} replace />;
    case 'redirect':
      return <Redirect to={decision.to} replace />;
    case 'allow': {
      const Page = SHELL_PAGES[decision.rule.pattern];
      const params = matchPattern(decision.rule.pattern, location) ?? {};
      // Keyed by the path: /users/edit/5 → /users/add starts the page afresh (its machine too).
      return <ShellRoute>{Page ? <Page key={location} params={params} /> : <ModulePage />}</ShellRoute>;
    }
  }
}
