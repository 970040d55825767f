import { lazy, Suspense, useDeferredValue, useSyncExternalStore } from 'react';
import { useSelector } from '@xstate/react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { decideRoute, FORBIDDEN_PATH, matchPattern, matchRoute, type RouteRule } from '../domain/routeTable';
import { useI18n } from '../i18n/context';
import { Splash } from '../ui/Splash';
import { ModuleNotInRelease } from '../ui/shell/ModuleNotInRelease';
import { ModulePage } from './pages/ModulePage';
import { PUBLIC_PAGES } from './pages/publicPages';
import { isScreenPattern } from '../domain/screens';
import { SHELL_PAGES } from './pages/registry';
import { noticesRaised, subscribeToNotices } from './notices';
import { LOGIN_PATH, loginPathFor } from './paths';
import { useServices } from './services';
import { ShellRoute } from './shell/ShellRoute';
import { useSessionCompanyType, useSessionPermissions } from './shell/useSessionPermissions';

// The error pages are rare: their code loads when one is shown (under AppRoutes' splash).
const ErrorRoute = lazy(() => import('./ErrorRoute').then((m) => ({ default: m.ErrorRoute })));
const Toaster = lazy(() => import('../ui/toaster').then((m) => ({ default: m.Toaster })));

/** The toaster, mounted from the first notice on (see ./notices): it shows the notices raised before it mounted. */
function Notices() {
  const raised = useSyncExternalStore(subscribeToNotices, noticesRaised, noticesRaised);
  if (!raised) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/**
 * A public page of the table outside the sign-in area: the error pages, the public pages by
 * pattern (privacy terms, account deletion, printed order tickets), or a notice on the blank layout.
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
 * Starts loading the code of the shell page at `path`, ahead of the session it waits for; a path
 * without a page of this release loads nothing.
 */
export function preloadPage(path: string): Promise<unknown> {
  const rule = matchRoute(path);
  return rule && isScreenPattern(rule.pattern) ? SHELL_PAGES[rule.pattern].preload() : Promise.resolve();
}

/**
 * Every path outside the sign-in forms, with the toaster the signed-in pages raise their notices
 * on (the sign-in forms raise none).
 */
export function GuardedRoutes() {
  return (
    <>
      <RouteGuard />
      <Notices />
    </>
  );
}

/**
 * Every path outside the sign-in forms goes through the route table (seed 001 section 2.2):
 * public pages render at once; the rest wait for the session, then render in the shell,
 * or go to sign-in (and back), to /error/403, or to the dashboard.
 */
function RouteGuard() {
  const services = useServices();
  const { session } = services;
  const { LL } = useI18n();
  const [location] = useLocation();
  const search = useSearch();
  const sessionStatus = useSelector(session, (s) => (s.hasTag('ready') ? 'ready' : s.hasTag('loggedOut') ? 'loggedOut' : 'loading'));
  const resumingDeletes = useSyncExternalStore(services.resumingDeletes.subscribe, services.resumingDeletes.get);
  const status = resumingDeletes ? 'loading' : sessionStatus;
  const permissions = useSessionPermissions();
  const companyType = useSessionCompanyType();
  // The shell's first render is long: it happens in the background, in slices the browser can
  // interleave with input, while the splash stays.
  const wasLoading = useDeferredValue(status === 'loading');

  const rule = matchRoute(location);
  if (rule?.access.kind === 'public') return <PublicPage rule={rule} location={location} />;
  if (status === 'loading' || wasLoading) return <Splash message={LL.AUTH.GENERAL.LOADING()} />;

  const decision = decideRoute(location, { signedIn: status === 'ready', permissions, companyType });
  switch (decision.kind) {
    case 'login':
      return <Redirect to={loginPathFor(search ? `${location}?${search}` : location)} replace />;
    case 'forbidden':
      return <Redirect to={FORBIDDEN_PATH} replace />;
    case 'redirect':
      return <Redirect to={decision.to} replace />;
    case 'allow': {
      const Page = isScreenPattern(decision.rule.pattern) ? SHELL_PAGES[decision.rule.pattern] : null;
      const params = matchPattern(decision.rule.pattern, location) ?? {};
      // Keyed by the path: /users/edit/5 → /users/add starts the page afresh (its machine too).
      return <ShellRoute>{Page ? <Page key={location} params={params} /> : <ModulePage />}</ShellRoute>;
    }
  }
}
