import type { EventFromLogic } from 'xstate';
import { browsingState } from './browsing';
import { dialogStates } from './dialogs';
import { initialContext } from './query';
import { listPagingSetup } from './setup';

export { LIST_DIALOG_CLOSE_MS, LIST_FIRST_LOAD_MS, LIST_SEARCH_DEBOUNCE_MS } from './setup';
export type { ListPagingContext, ListPagingEvent, ListPagingInput, ListPagingTag, ListStatusUpdate, LoadedPage } from './types';

/**
 * The paged list of seed 000 section 4, shared by every list of the product (users, roles,
 * delivery men, applications, reports): a first load 1 s after opening with the initial waiting
 * message, a search 150 ms after typing, sort, page and page size, a failed load kept with a retry
 * and the last page still shown, row selection, and the delete, fetch-selected and update-status
 * dialogs that close 2.5 s after confirming; a confirmed delete hides its rows until `deleteRows`
 * says it was made (then the page reloads) or undone (then they show again). The server calls are the actors `fetchPage`,
 * `deleteRows` and `updateStatus`; notices are empty named actions; the container provides them.
 * Its view's props come from `connectList` (./connect.ts).
 * @example
 * const users = createListPagingMachine<User>().provide({
 *   actors: { fetchPage: fromPromise(({ input }) => findUsers(toFindUsersBody(input))), deleteRows },
 *   actions: { notifyDeleted: () => toast(LL.USERS.DELETE.DONE()) },
 * });
 * const actor = createActor(users, { input: { query: parseListQuery(location.search, USER_LIST) } });
 */
export function createListPagingMachine<Row>() {
  const machine = listPagingSetup<Row>();
  return machine.createMachine({
    id: 'listPaging',
    context: ({ input }) => initialContext<Row>(input),
    initial: 'waiting',
    states: {
      // The initial waiting message; what is asked meanwhile changes the query the first load asks for.
      waiting: {
        tags: 'initial',
        after: { firstLoad: { target: 'browsing' } },
        on: {
          'user.search': {
            actions: [{ type: 'typeSearch', params: ({ event }) => ({ text: event.text }) }, 'applySearch'],
          },
          'user.sort': { actions: { type: 'sortBy', params: ({ event }) => ({ field: event.field }) } },
          'user.go_to_page': { actions: { type: 'goToPage', params: ({ event }) => ({ page: event.page }) } },
          'user.change_page_size': { actions: { type: 'changePageSize', params: ({ event }) => ({ size: event.size }) } },
          'user.filter': {
            guard: { type: 'isNewFilters', params: ({ event }) => ({ filters: event.filters }) },
            actions: { type: 'filterBy', params: ({ event }) => ({ filters: event.filters }) },
          },
          'address.changed': {
            guard: { type: 'isNewQuery', params: ({ event }) => ({ query: event.query }) },
            actions: { type: 'takeQuery', params: ({ event }) => ({ query: event.query }) },
          },
        },
      },
      browsing: browsingState(machine),
      ...dialogStates(machine),
    },
  });
}

/** The list machine for rows of type `Row`. */
export type ListPagingMachine<Row> = ReturnType<typeof createListPagingMachine<Row>>;

/** The list machine with rows left untyped (containers build their own with {@link createListPagingMachine}). */
export const listPagingMachine = createListPagingMachine<unknown>();

/** Every event the list machine accepts (the same for every row type). */
export type ListPagingMachineEvent = EventFromLogic<typeof listPagingMachine>;
