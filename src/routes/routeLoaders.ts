import { FORGOT_PASSWORD_PATH, LOGIN_PATH, REGISTER_PATH, RESET_PASSWORD_PATH } from './paths';

/** Loads one area's code: the same promise on every call, and the module once it has arrived. */
export interface Loader<T> {
  (): Promise<T>;
  /** The module, when it has already arrived; null before (or after a failure). */
  loaded(): T | null;
}

/**
 * Calls `load` once and answers the same promise afterwards, so a preload and React.lazy share one
 * fetch; after a failure the next call tries again.
 */
function once<T>(load: () => Promise<T>): Loader<T> {
  let loading: Promise<T> | null = null;
  let value: T | null = null;
  const loader = () => {
    if (!loading) {
      loading = load();
      loading.then(
        (module) => {
          value = module;
        },
        () => {
          loading = null;
        },
      );
    }
    return loading;
  };
  return Object.assign(loader, { loaded: () => value });
}

/**
 * The code of each area, loaded on demand: each sign-in form, and everything behind the route
 * guard (the shell, its pages and the public pages). The entry carries none of them, so the
 * sign-in page never downloads the shell and a signed-in page never downloads the sign-in forms.
 */
export const routeLoaders = {
  login: once(() => import('./auth/LoginRoute')),
  register: once(() => import('./auth/RegisterRoute')),
  forgotPassword: once(() => import('./auth/ForgotPasswordRoute')),
  resetPassword: once(() => import('./auth/ResetPasswordRoute')),
  guarded: once(() => import('./GuardedRoutes')),
};

/**
 * Starts loading the code the address `pathname` shows first, so it downloads while the runtime
 * configuration loads instead of after it.
 * @example preloadRoute('/auth/login') // the login form's code
 */
export function preloadRoute(pathname: string): Promise<unknown> {
  switch (pathname.replace(/(.)\/+$/, '$1')) {
    case '/auth':
    case LOGIN_PATH:
      return routeLoaders.login();
    case REGISTER_PATH:
      return routeLoaders.register();
    case FORGOT_PASSWORD_PATH:
      return routeLoaders.forgotPassword();
    case RESET_PASSWORD_PATH:
      return routeLoaders.resetPassword();
    default: {
      const guarded = routeLoaders.guarded();
      // The page's own code too, once the table that names it has arrived; the first render does not wait for it.
      guarded.then((module) => module.preloadPage(pathname)).catch(() => undefined);
      return guarded;
    }
  }
}
