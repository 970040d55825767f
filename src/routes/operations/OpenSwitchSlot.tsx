import { createContext, lazy, Suspense, useContext, useMemo, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { createOpenSwitchMachine } from '../../bindings/company';
import { readMainCompanyId } from '../../domain/sessionStorage';
import { connectOpenSwitch } from '../../machines/openSwitch/connect';
import type { openSwitchMachine } from '../../machines/openSwitch/machine';
import { loadNamespace } from '../../i18n/context';
import { useServices } from '../services';

// The view and its reasons' texts load with the first company user's switch: staff's shell does
// not download them.
const OpenSwitch = lazy(() =>
  Promise.all([import('../../ui/operations/OpenSwitch'), loadNamespace('OPEN_SWITCH_REASON')]).then(([module]) => ({ default: module.OpenSwitch })),
);

const OpenSwitchActor = createContext<ActorRefFrom<typeof openSwitchMachine> | null>(null);

/**
 * Runs one open/closed switch for the signed-in company user (seed 001 section 2.4), shared by
 * the top bar and the dashboard so both show the same state.
 */
export function OpenSwitchProvider({ children }: { children: ReactNode }) {
  const { clients, session, storage } = useServices();
  const machine = useMemo(
    () =>
      createOpenSwitchMachine(clients, {
        mainCompanyId: () => session.getSnapshot().context.mainCompany?._id ?? (storage ? readMainCompanyId(storage) : null),
      }),
    [clients, session, storage],
  );
  const actor = useActorRef(machine);
  return <OpenSwitchActor.Provider value={actor}>{children}</OpenSwitchActor.Provider>;
}

function Switch({ actor, variant }: { actor: ActorRefFrom<typeof openSwitchMachine>; variant: 'compact' | 'large' }) {
  const snapshot = useSelector(actor, (state) => state);
  const { visible, ...props } = connectOpenSwitch(snapshot, actor.send);
  if (!visible) return null;
  // The top bar's switch is always there and asks; the dashboard's would open a second dialog.
  return (
    <Suspense fallback={null}>
      <OpenSwitch {...props} variant={variant} confirmDialog={variant === 'compact'} />
    </Suspense>
  );
}

/** The switch where it stands (top bar: `compact`; dashboard: `large`); nothing for staff without a company. */
export function OpenSwitchSlot({ variant }: { variant: 'compact' | 'large' }) {
  const actor = useContext(OpenSwitchActor);
  return actor ? <Switch actor={actor} variant={variant} /> : null;
}
