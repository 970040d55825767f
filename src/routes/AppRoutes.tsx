import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { useI18n } from '../i18n/context';
import { Splash } from '../ui/Splash';
import { FORGOT_PASSWORD_PATH, LOGIN_PATH, REGISTER_PATH, RESET_PASSWORD_PATH } from './paths';
import { routeLoaders, type Loader } from './routeLoaders';
import { PageErrorBoundary } from './shell/PageErrorBoundary';

/**
 * An area's component, loaded by `load`: rendered at once when its code has already arrived (the
 * first route, which main.tsx waits for), otherwise through React.lazy under the splash. The
 * choice is made when it mounts, so a mounted area never remounts when its code arrives.
 */
function area<M>(load: Loader<M>, pick: (module: M) => ComponentType): ComponentType {
  const Lazy = lazy(() => load().then((module) => ({ default: pick(module) })));
  function Area() {
    const [Loaded] = useState(() => {
      const module = load.loaded();
      return module ? pick(module) : null;
    });
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return Area;
}

const LoginRoute = area(routeLoaders.login, (m) => m.LoginRoute);
const RegisterRoute = area(routeLoaders.register, (m) => m.RegisterRoute);
const ForgotPasswordRoute = area(routeLoaders.forgotPassword, (m) => m.ForgotPasswordRoute);
const ResetPasswordRoute = area(routeLoaders.resetPassword, (m) => m.ResetPasswordRoute);
const GuardedRoutes = area(routeLoaders.guarded, (m) => m.GuardedRoutes);

/** The splash of index.html, in the interface language, while an area's code arrives. */
function AreaLoading() {
  const { LL } = useI18n();
  return <Splash message={LL.AUTH.GENERAL.LOADING()} />;
}

/**
 * The sign-in area (`/auth` leads to login; a signed-in visitor goes on to the dashboard); every
 * other path goes through the route table and its guards ({@link GuardedRoutes}). Each area's
 * code loads when it is first shown (see {@link routeLoaders}).
 */
export function AppRoutes() {
  return (
    // The last resort, outside the shell (whose own boundary keeps it alive): a failure shows in
    // words with Retry, and any other address starts afresh.
    <PageErrorBoundary>
      <AppSwitch />
    </PageErrorBoundary>
  );
}

function AppSwitch() {
  return (
    <Suspense fallback={<AreaLoading />}>
      <Switch>
        <Route path="/auth">
          <Redirect to={LOGIN_PATH} replace />
        </Route>
        <Route path={LOGIN_PATH}>
          <LoginRoute />
        </Route>
        <Route path={REGISTER_PATH} component={RegisterRoute} />
        <Route path={FORGOT_PASSWORD_PATH} component={ForgotPasswordRoute} />
        <Route path={RESET_PASSWORD_PATH} component={ResetPasswordRoute} />
        <Route>
          <GuardedRoutes />
        </Route>
      </Switch>
    </Suspense>
  );
}
