import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { useServices } from './services';

/** Sends a visitor who is already signed in from the sign-in pages to the dashboard. */
export function RedirectSignedIn({ to, children }: { to: string; children: ReactNode }) {
  const { session } = useServices();
  const ready = useSelector(session, (s) => s.hasTag('ready'));
  return ready ? <Redirect to={to} replace /> : <>{children}</>;
}
