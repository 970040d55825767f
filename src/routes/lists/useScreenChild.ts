import { useSelector } from '@xstate/react';
import type { ActorRefFrom, UnknownActorLogic } from 'xstate';
import type { ListPagingMachine } from '../../machines/listPaging/machine';
import type { ListScreenMachine } from '../../machines/listScreen/machine';

/** A list screen as a page runs it. */
type ListScreen<Row> = ActorRefFrom<ListScreenMachine<Row>>;

/** The list a list screen invokes. */
export function useScreenList<Row>(screen: ListScreen<Row>): ActorRefFrom<ListPagingMachine<Row>> {
  const list = useSelector(screen, (snapshot) => snapshot.children.list);
  if (list == null) throw new Error('The screen machine has no list');
  return list;
}

/**
 * The editor, gate or follow-up a list screen invokes, typed as the logic the page gave the screen
 * for that slot (the screen types its slots loosely: any machine fits one). The screen invokes its
 * children when it starts, so a missing one is a wiring mistake, thrown at once.
 * @example const historyDelete = useScreenChild(screen, 'followUp', historyDeleteLogic);
 */
export function useScreenChild<Row, Logic extends UnknownActorLogic>(screen: ListScreen<Row>, slot: 'editor' | 'gate' | 'followUp', _logic: Logic): ActorRefFrom<Logic> {
  const child: unknown = useSelector(screen, (snapshot) => snapshot.children[slot]);
  if (child == null) throw new Error(`The screen machine has no child "${slot}"`);
  // The slot runs the very logic passed here: the page built both.
  return child as ActorRefFrom<Logic>;
}
