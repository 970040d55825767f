import type { SnapshotFrom } from 'xstate';
import type { SideMenuProps } from '../../ui/shell/SideMenu';
import type { AsideEvent, asideMachine } from './machine';

/** What the aside machine drives of the side menu: how it looks, and the toggle and the hover. */
export type AsideProps = Pick<SideMenuProps, 'state' | 'onToggleMinimize' | 'onHoverStart' | 'onHoverEnd'>;

type AsideSend = (event: AsideEvent) => void;
type AsideCallbacks = Omit<AsideProps, 'state'>;

// One set of callbacks per actor's send: the shell's memoised menu skips the renders that do not concern it.
const callbacksBySend = new WeakMap<AsideSend, AsideCallbacks>();

function callbacksOf(send: AsideSend): AsideCallbacks {
  let callbacks = callbacksBySend.get(send);
  if (!callbacks) {
    callbacks = {
      onToggleMinimize: () => send({ type: 'user.toggle_minimize' }),
      onHoverStart: () => send({ type: 'user.hover' }),
      onHoverEnd: () => send({ type: 'user.leave' }),
    };
    callbacksBySend.set(send, callbacks);
  }
  return callbacks;
}

/**
 * The side menu's props of an aside snapshot: `opening` still looks closed and `closing` still
 * looks open; the toggle and the pointer send the machine's events (the same callbacks for the
 * same `send`).
 * @example <SideMenu {...connectAside(snapshot, actor.send)} sections={sections} activePath={path} onNavigate={go} />
 */
export function connectAside(snapshot: Pick<SnapshotFrom<typeof asideMachine>, 'matches'>, send: AsideSend): AsideProps {
  let state: SideMenuProps['state'] = 'expanded';
  if (snapshot.matches({ minimized: 'open' }) || snapshot.matches({ minimized: 'closing' })) state = 'minimized-open';
  else if (snapshot.matches('minimized')) state = 'minimized';
  return { state, ...callbacksOf(send) };
}
