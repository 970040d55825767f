import { useSelector } from '@xstate/react';
import type { ActorRefFrom, AnyActorLogic, AnyActorRef, AnyMachineSnapshot } from 'xstate';
import type { ListPagingMachine } from '../../machines/listPagingMachine';
import type { ListScreenMachine } from '../../machines/listScreenMachine';

/**
 * The child `id` of a screen machine (its list, editor or follow-up), typed as the logic the screen
 * was given for that slot. The screen invokes its children when it starts, so a missing one is a
 * wiring mistake, thrown at once.
 * @example const historyDelete = useScreenChild(screen, 'followUp', historyDeleteLogic);
 */
export function useScreenChild<Logic extends AnyActorLogic>(screen: AnyActorRef, id: string, _logic: Logic): ActorRefFrom<Logic> {
  const child: unknown = useSelector(screen, (snapshot: AnyMachineSnapshot) => snapshot.children[id]);
  if (child == null) throw new Error(`The screen machine has no child "${id}"`);
  return child as ActorRefFrom<Logic>;
}

/** The list a list screen invokes. */
export function useScreenList<Row>(screen: ActorRefFrom<ListScreenMachine<Row>>): ActorRefFrom<ListPagingMachine<Row>> {
  const list = useSelector(screen, (snapshot) => snapshot.children.list);
  if (list == null) throw new Error('The screen machine has no list');
  return list;
}
