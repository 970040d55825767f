import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { useI18n } from '../i18n/I18nProvider';
import { Splash } from '../ui/Splash';
import { loginPathFor } from './paths';
import { useServices } from './services';

/**
 * Shows its children to a signed-in user with the user loaded; a signed-out visitor goes to
 * /auth/login (seed 000 section 6), which brings them back here after sign-in; meanwhile the
 * splash says to wait.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { session } = useServices();
  const { LL } = useI18n();
  const [location] = useLocation();
  const search = useSearch();
  const state = useSelector(session, (s) => (s.hasTag('ready') ? 'ready' : s.hasTag('loggedOut') ? 'loggedOut' : 'loading'));
  if (state === 'loggedOut') return <Redirect to={loginPathFor(search ? `${location}?${search}` : location)} replace />;
  if (state === 'loading') return <Splash message={LL.AUTH.GENERAL.LOADING()} />;
  return <>{children}</>;
}

/** Sends a visitor who is already signed in from the sign-in pages to the dashboard. */
export function RedirectSignedIn({ to, children }: { to: string; children: ReactNode }) {
  const { session } = useServices();
  const ready = useSelector(session, (s) => s.hasTag('ready'));
  return ready ? <Redirect to={to} replace /> : <>{children}</>;
}
