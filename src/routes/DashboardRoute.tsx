import { useSelector } from '@xstate/react';
import { SignedInHome } from '../ui/auth';
import { useServices } from './services';

/** `/dashboard` until the shell lands: who is signed in, and the sign-out. */
export function DashboardRoute() {
  const { session, adminStyle } = useServices();
  const user = useSelector(session, (s) => s.context.user);
  const company = useSelector(session, (s) => s.context.mainCompany);
  const signingOut = useSelector(session, (s) => s.hasTag('signingOut'));
  const logo = useSelector(adminStyle, (s) => s.context.style?.logo);
  return (
    <SignedInHome
      fullname={user?.fullname ?? ''}
      companyName={company?.name ?? null}
      signingOut={signingOut}
      logoSrc={logo || undefined}
      onSignOut={() => session.send({ type: 'session.sign_out' })}
    />
  );
}
