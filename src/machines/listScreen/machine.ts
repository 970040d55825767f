import { createMachine, sendTo, setup, type UnknownActorLogic } from 'xstate';
import type { ListQuery } from '../../domain/listQuery';
import type { ListPagingInput, ListPagingMachine } from '../listPaging/machine';

/**
 * What the children of a list screen tell it (with `sendParent`, provided by the screen's
 * bindings), and what the screen's panels tell it.
 */
export type ListScreenEvent =
  /** A record dialog or panel saved a row: the list asks the server for its page again. */
  | { type: 'record.saved'; created: boolean }
  /** The gate checked the rows a delete is asked for: the list asks to confirm it. */
  | { type: 'rows.delete_checked'; ids: string[] }
  /** The list's delete left rows the server kept back: the follow-up asks about them. */
  | { type: 'rows.kept'; ids: string[] }
  /** The follow-up finished with rows: the list shows the rows left. */
  | { type: 'rows.followed_up' };

/** A child slot the screen does not use: a machine that does nothing. */
export const NO_CHILD = createMachine({ id: 'noChild' });

/** The children a list screen invokes: its list, and the record editor, delete gate and follow-up it may have. */
export interface ListScreenChildren<Row> {
  list: ListPagingMachine<Row>;
  /** The record dialog of the screen (create and edit), when it is the screen's and not a panel's. */
  editor?: UnknownActorLogic;
  /** The check before a delete is asked (the roles' "who holds this role"). */
  gate?: UnknownActorLogic;
  /** The second step of a delete the server refused in part (the riders' history confirmation). */
  followUp?: UnknownActorLogic;
}

/**
 * A screen built around one paged list, in the parent/child shape of XState's examples: it invokes
 * the list (started from the address's query), the record editor and the delete follow-up, and owns
 * what links them, so no page keeps refs between machines. A saved record reloads the list; a delete
 * the gate let through is asked by the list; rows the server kept back on a delete go to the
 * follow-up; a finished follow-up reloads the list. The
 * children are bound to their calls in `src/bindings` and tell the screen with `sendParent`.
 * @example
 * const screen = createListScreenMachine({ list, followUp: historyDelete });
 * const actor = createActor(screen, { input: { query } }); // actor.getSnapshot().children.list
 */
export function createListScreenMachine<Row>(children: ListScreenChildren<Row>) {
  return setup({
    types: {
      input: {} as ListPagingInput,
      context: {} as { query: ListQuery },
      events: {} as ListScreenEvent,
    },
    actors: {
      list: children.list,
      editor: children.editor ?? NO_CHILD,
      gate: children.gate ?? NO_CHILD,
      followUp: children.followUp ?? NO_CHILD,
    },
  }).createMachine({
    id: 'listScreen',
    context: ({ input }) => ({ query: input.query }),
    invoke: [
      { id: 'list', src: 'list', input: ({ context }) => ({ query: context.query }) },
      { id: 'editor', src: 'editor' },
      { id: 'gate', src: 'gate' },
      { id: 'followUp', src: 'followUp' },
    ],
    on: {
      'record.saved': { actions: sendTo('list', ({ event }) => ({ type: event.created ? 'row.created' : 'row.updated' })) },
      'rows.delete_checked': { actions: sendTo('list', ({ event }) => ({ type: 'user.delete', ids: event.ids })) },
      'rows.kept': { actions: sendTo('followUp', ({ event }) => ({ type: 'history.found', ids: event.ids })) },
      'rows.followed_up': { actions: sendTo('list', { type: 'row.updated' }) },
    },
  });
}

/** A list screen machine for rows of type `Row`. */
export type ListScreenMachine<Row> = ReturnType<typeof createListScreenMachine<Row>>;
