import { assign, fromPromise, setup, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { asApiError, type ApiError } from '../../contract/apiError';
import type { DeleteOutcome } from '../../domain/deletes';
import {
  clampPage,
  nextSort,
  normalizeSearch,
  pageCount,
  sameFilters,
  sameListQuery,
  type ListFilters,
  type ListPage,
  type ListQuery,
  type PageSize,
} from '../../domain/listQuery';
import { notProvided } from '../notProvided';

/** The first page is asked for 1 s after the list opens (seed 000 section 9). */
export const LIST_FIRST_LOAD_MS = 1000;
/** The search reacts 150 ms after the last keystroke (seed 000 section 9). */
export const LIST_SEARCH_DEBOUNCE_MS = 150;
/** A confirmed dialog shows its waiting text 2.5 s, then closes with its result (seed 000 section 9). */
export const LIST_DIALOG_CLOSE_MS = 2500;

/** What `updateStatus` gets: the ids ticked, the status chosen, and the rows on screen (to read the ticked ones from). */
export interface ListStatusUpdate<Row> {
  ids: string[];
  status: string;
  shown: Row[];
}

/** What a list starts from: the query its address holds. */
export interface ListPagingInput {
  query: ListQuery;
}

/** The page shown, with the query it answers (restored when a newer load is cancelled). */
export interface LoadedPage<Row> extends ListPage<Row> {
  query: ListQuery;
}

/** A list's data; whether it waits, loads, fails or asks something is its state. */
export interface ListPagingContext<Row> {
  /** The page asked for: the container writes it to the address. */
  query: ListQuery;
  /** The search box as typed; it reaches `query.search` 150 ms after the last keystroke. */
  searchText: string;
  /** The last page that arrived; kept while a newer one loads or fails. */
  page: LoadedPage<Row> | null;
  /** Why the last load failed; the view translates it. */
  loadError: ApiError | null;
  /** Ids of the ticked rows. */
  selected: string[];
  /** Ids the open dialog, or the action under way, acts on. */
  targets: string[];
  /** The status picked in the update-status dialog. */
  status: string | null;
}

/** The tags a view reads (see {@link toListView}). */
export type ListPagingTag =
  | 'initial'
  | 'loading'
  | 'failed'
  | 'actionLoading'
  | 'deleteDialog'
  | 'selectedDialog'
  | 'statusDialog'
  | 'closing'
  | 'hidingTargets';

/** Every event a list accepts. */
export type ListPagingEvent =
  | { type: 'user.search'; text: string }
  | { type: 'user.sort'; field: string }
  | { type: 'user.go_to_page'; page: number }
  | { type: 'user.change_page_size'; size: PageSize }
  | { type: 'user.filter'; filters: ListFilters }
  | { type: 'address.changed'; query: ListQuery }
  | { type: 'user.retry' }
  | { type: 'user.cancel' }
  | { type: 'row.created' }
  | { type: 'row.updated' }
  | { type: 'user.select'; ids: string[] }
  | { type: 'user.delete'; ids: string[] }
  | { type: 'user.fetch_selected' }
  | { type: 'user.update_status' }
  | { type: 'user.confirm' }
  | { type: 'user.confirm_status'; status: string };

/**
 * The paged list of seed 000 section 4, shared by every list of the product (users, roles,
 * delivery men, applications, reports): a first load 1 s after opening with the initial waiting
 * message, a search 150 ms after typing, sort, page and page size, a failed load kept with a retry
 * and the last page still shown, row selection, and the delete, fetch-selected and update-status
 * dialogs that close 2.5 s after confirming; a confirmed delete hides its rows until `deleteRows`
 * says it was made (then the page reloads) or undone (then they show again). The server calls are the actors `fetchPage`,
 * `deleteRows` and `updateStatus`; notices are empty named actions; the container provides them.
 * @example
 * const users = createListPagingMachine<User>().provide({
 *   actors: { fetchPage: fromPromise(({ input }) => findUsers(toFindUsersBody(input))), deleteRows },
 *   actions: { notifyDeleted: () => toast(LL.USERS.DELETE.DONE()) },
 * });
 * const actor = createActor(users, { input: { query: parseListQuery(location.search, USER_LIST) } });
 */
export function createListPagingMachine<Row>() {
  return setup({
    types: {
      input: {} as ListPagingInput,
      context: {} as ListPagingContext<Row>,
      events: {} as ListPagingEvent,
      tags: {} as ListPagingTag,
    },
    actors: {
      fetchPage: fromPromise<ListPage<Row>, ListQuery>(() => notProvided('listPagingMachine', 'fetchPage')),
      deleteRows: fromPromise<DeleteOutcome, { ids: string[] }>(() => notProvided('listPagingMachine', 'deleteRows')),
      updateStatus: fromPromise<unknown, ListStatusUpdate<Row>>(() => notProvided('listPagingMachine', 'updateStatus')),
    },
    delays: {
      firstLoad: LIST_FIRST_LOAD_MS,
      searchDebounce: LIST_SEARCH_DEBOUNCE_MS,
      dialogClose: LIST_DIALOG_CLOSE_MS,
    },
    actions: {
      // Notices are the container's (machine.provide); the machine only says when.
      notifyDeleted: (_, _params: { ids: string[]; kept: string[] }) => {},
      notifyStatusUpdated: (_, _params: { ids: string[]; status: string }) => {},
      notifyActionFailed: (_, _params: { error: ApiError }) => {},
      typeSearch: assign((_, params: { text: string }) => ({ searchText: params.text })),
      // A changed search starts again at page 1; the same text (a space added) keeps the page.
      applySearch: assign(({ context }) => {
        const search = normalizeSearch(context.searchText);
        if (search === context.query.search) return {};
        return { query: { ...context.query, search, page: 1 } };
      }),
      sortBy: assign(({ context }, params: { field: string }) => ({
        query: { ...context.query, sort: nextSort(context.query.sort, params.field), page: 1 },
      })),
      goToPage: assign(({ context }, params: { page: number }) => {
        const { page } = context;
        const wanted = page ? clampPage(params.page, page.totalCount, context.query.size) : Math.max(1, Math.trunc(params.page));
        return { query: { ...context.query, page: wanted } };
      }),
      changePageSize: assign(({ context }, params: { size: PageSize }) => ({
        query: { ...context.query, size: params.size, page: 1 },
      })),
      // Other filters select other rows: the page asked may not exist any more.
      filterBy: assign(({ context }, params: { filters: ListFilters }) => ({
        query: { ...context.query, filters: { ...params.filters }, page: 1 },
      })),
      takeQuery: assign((_, params: { query: ListQuery }) => ({
        query: { ...params.query, search: normalizeSearch(params.query.search) },
        searchText: normalizeSearch(params.query.search),
      })),
      storePage: assign(({ context }, params: { page: ListPage<Row> }) => ({
        page: { items: params.page.items, totalCount: params.page.totalCount, query: context.query },
        loadError: null,
        selected: [],
      })),
      // Rows were removed (or the address asked too far): the last page there is now.
      moveToLastPage: assign(({ context }, params: { page: ListPage<Row> }) => ({
        query: { ...context.query, page: pageCount(params.page.totalCount, context.query.size) },
      })),
      storeLoadError: assign((_, params: { error: unknown }) => ({ loadError: asApiError(params.error) })),
      restoreShownQuery: assign(({ context }) => {
        if (!context.page) return {};
        return { query: context.page.query, searchText: context.page.query.search };
      }),
      select: assign((_, params: { ids: string[] }) => ({ selected: [...params.ids] })),
      targetRows: assign((_, params: { ids: string[] }) => ({ targets: [...params.ids] })),
      targetSelection: assign(({ context }) => ({ targets: [...context.selected] })),
      chooseStatus: assign((_, params: { status: string }) => ({ status: params.status })),
      clearTargets: assign({ targets: [], status: null }),
    },
    guards: {
      hasPage: ({ context }) => context.page !== null,
      hasSelection: ({ context }) => context.selected.length > 0,
      hasIds: (_, params: { ids: string[] }) => params.ids.length > 0,
      wasUndone: (_, params: { outcome: DeleteOutcome }) => params.outcome.undone,
      isNewQuery: ({ context }, params: { query: ListQuery }) => !sameListQuery(context.query, params.query),
      isNewFilters: ({ context }, params: { filters: ListFilters }) => !sameFilters(context.query.filters, params.filters),
      // An empty page past the end while rows exist: a delete emptied it, or the address asked too far.
      isPastLastPage: ({ context }, params: { page: ListPage<Row> }) =>
        params.page.items.length === 0 && params.page.totalCount > 0 && context.query.page > pageCount(params.page.totalCount, context.query.size),
    },
  }).createMachine({
    id: 'listPaging',
    context: ({ input }) => ({
      query: { ...input.query, search: normalizeSearch(input.query.search) },
      searchText: normalizeSearch(input.query.search),
      page: null,
      loadError: null,
      selected: [],
      targets: [],
      status: null,
    }),
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
      // Loading, typing, showing or failed: each change of the query (re)loads the page asked for,
      // with any text typed and not yet applied; the search waits for a pause in the typing.
      browsing: {
        initial: 'loading',
        on: {
          // Each keystroke enters debouncing again, so the 150 ms restart.
          'user.search': { target: '.debouncing', actions: { type: 'typeSearch', params: ({ event }) => ({ text: event.text }) } },
          'user.sort': { target: '.loading', actions: ['applySearch', { type: 'sortBy', params: ({ event }) => ({ field: event.field }) }] },
          'user.go_to_page': { target: '.loading', actions: ['applySearch', { type: 'goToPage', params: ({ event }) => ({ page: event.page }) }] },
          'user.change_page_size': {
            target: '.loading',
            actions: ['applySearch', { type: 'changePageSize', params: ({ event }) => ({ size: event.size }) }],
          },
          'user.filter': {
            guard: { type: 'isNewFilters', params: ({ event }) => ({ filters: event.filters }) },
            target: '.loading',
            actions: ['applySearch', { type: 'filterBy', params: ({ event }) => ({ filters: event.filters }) }],
          },
          'address.changed': {
            guard: { type: 'isNewQuery', params: ({ event }) => ({ query: event.query }) },
            target: '.loading',
            actions: { type: 'takeQuery', params: ({ event }) => ({ query: event.query }) },
          },
          // A row saved elsewhere (the edit screen, the role dialog): the server's page is the truth.
          'row.created': { target: '.loading', actions: 'applySearch' },
          'row.updated': { target: '.loading', actions: 'applySearch' },
        },
        states: {
          loading: {
            tags: 'loading',
            invoke: {
              id: 'fetchPage',
              src: 'fetchPage',
              input: ({ context }) => context.query,
              onDone: [
                {
                  guard: { type: 'isPastLastPage', params: ({ event }) => ({ page: event.output }) },
                  target: 'loading',
                  reenter: true,
                  actions: { type: 'moveToLastPage', params: ({ event }) => ({ page: event.output }) },
                },
                { target: 'ready', actions: { type: 'storePage', params: ({ event }) => ({ page: event.output }) } },
              ],
              onError: { target: 'failed', actions: { type: 'storeLoadError', params: ({ event }) => ({ error: event.error }) } },
            },
            on: {
              // Back to the page shown, and the address back to it; the first load cannot be cancelled.
              'user.cancel': { guard: 'hasPage', target: 'ready', actions: 'restoreShownQuery' },
            },
          },
          debouncing: {
            after: { searchDebounce: { target: 'loading', actions: 'applySearch' } },
          },
          ready: {
            on: {
              'user.select': { actions: { type: 'select', params: ({ event }) => ({ ids: event.ids }) } },
              'user.delete': {
                guard: { type: 'hasIds', params: ({ event }) => ({ ids: event.ids }) },
                target: '#listPaging.confirmingDelete',
                actions: { type: 'targetRows', params: ({ event }) => ({ ids: event.ids }) },
              },
              'user.fetch_selected': { guard: 'hasSelection', target: '#listPaging.showingSelected', actions: 'targetSelection' },
              'user.update_status': { guard: 'hasSelection', target: '#listPaging.choosingStatus', actions: 'targetSelection' },
            },
          },
          // The last page (if any) stays on screen with the error and a retry.
          failed: {
            tags: 'failed',
            on: { 'user.retry': { target: 'loading' } },
          },
        },
      },
      confirmingDelete: {
        tags: 'deleteDialog',
        on: {
          'user.confirm': { target: 'closingDelete' },
          'user.cancel': { target: 'browsing.ready', actions: 'clearTargets' },
        },
      },
      // The dialog shows its waiting text, then closes with a true result.
      closingDelete: {
        tags: ['deleteDialog', 'closing'],
        after: { dialogClose: { target: 'deleting' } },
      },
      // The rows are hidden while the delete can be undone (seed 000 section 9), then made:
      // `deleteRows` answers whether it was undone (the rows come back) or made.
      deleting: {
        tags: ['actionLoading', 'hidingTargets'],
        invoke: {
          id: 'deleteRows',
          src: 'deleteRows',
          input: ({ context }) => ({ ids: context.targets }),
          onDone: [
            {
              guard: { type: 'wasUndone', params: ({ event }) => ({ outcome: event.output }) },
              target: 'browsing.ready',
              actions: 'clearTargets',
            },
            {
              target: 'browsing.loading',
              actions: [
                {
                  type: 'notifyDeleted',
                  params: ({ context, event }) => ({ ids: context.targets, kept: event.output.undone ? [] : event.output.kept }),
                },
                'clearTargets',
              ],
            },
          ],
          onError: {
            target: 'browsing.ready',
            actions: [{ type: 'notifyActionFailed', params: ({ event }) => ({ error: asApiError(event.error) }) }, 'clearTargets'],
          },
        },
      },
      showingSelected: {
        tags: 'selectedDialog',
        on: { 'user.cancel': { target: 'browsing.ready', actions: 'clearTargets' } },
      },
      choosingStatus: {
        tags: 'statusDialog',
        on: {
          'user.confirm_status': {
            target: 'closingStatus',
            actions: { type: 'chooseStatus', params: ({ event }) => ({ status: event.status }) },
          },
          'user.cancel': { target: 'browsing.ready', actions: 'clearTargets' },
        },
      },
      closingStatus: {
        tags: ['statusDialog', 'closing'],
        after: { dialogClose: { target: 'updatingStatus' } },
      },
      updatingStatus: {
        tags: 'actionLoading',
        invoke: {
          id: 'updateStatus',
          src: 'updateStatus',
          input: ({ context }) => ({
            ids: context.targets,
            status: context.status ?? '',
            shown: context.page?.items ?? [],
          }),
          onDone: {
            target: 'browsing.loading',
            actions: [
              { type: 'notifyStatusUpdated', params: ({ context }) => ({ ids: context.targets, status: context.status ?? '' }) },
              'clearTargets',
            ],
          },
          onError: {
            target: 'browsing.ready',
            actions: [{ type: 'notifyActionFailed', params: ({ event }) => ({ error: asApiError(event.error) }) }, 'clearTargets'],
          },
        },
      },
    },
  });
}

/** The list machine for rows of type `Row`. */
export type ListPagingMachine<Row> = ReturnType<typeof createListPagingMachine<Row>>;

/** The list machine with rows left untyped (containers build their own with {@link createListPagingMachine}). */
export const listPagingMachine = createListPagingMachine<unknown>();

/** Every event the list machine accepts (the same for every row type). */
export type ListPagingMachineEvent = EventFromLogic<typeof listPagingMachine>;

/** Where a list stands, as its table shows it. */
export type ListStatus = 'initial' | 'loading' | 'ready' | 'failed';

/** The dialog a list shows, if any; `closing` once confirmed, while its waiting text shows. */
export type ListDialog =
  | { kind: 'delete'; ids: string[]; closing: boolean }
  | { kind: 'fetchSelected'; ids: string[] }
  | { kind: 'updateStatus'; ids: string[]; closing: boolean; status: string | null };

/** A list snapshot turned into plain data for its view (Zag's `connect`). */
export interface ListView<Row> {
  status: ListStatus;
  rows: Row[];
  totalCount: number;
  query: ListQuery;
  /**
   * The page and size of the rows on screen: the query's, except after a failed load that kept an
   * earlier page, which the paginator then describes (a retry still asks for `query`).
   */
  shown: { page: number; size: PageSize };
  searchText: string;
  selected: string[];
  loadError: ApiError | null;
  /** A delete or status update is under way on the server. */
  actionLoading: boolean;
  /** Ids of rows deleted and not yet made: hidden while the delete can be undone. */
  hidden: string[];
  dialog: ListDialog | null;
}

/**
 * The view of a list snapshot: `initial` (the waiting message) until the first page arrives,
 * `loading` over the rows shown, `failed` with the rows kept, else `ready`.
 */
export function toListView<Row>(snapshot: SnapshotFrom<ListPagingMachine<Row>>): ListView<Row> {
  const { context } = snapshot;
  const has = (tag: ListPagingTag) => snapshot.hasTag(tag);
  let status: ListStatus = 'ready';
  if (has('initial') || (context.page === null && !has('failed'))) status = 'initial';
  else if (has('failed')) status = 'failed';
  else if (has('loading')) status = 'loading';
  // A failed load keeps the last page's rows on screen: the query they answered describes them.
  const onScreen = (has('failed') ? context.page?.query : undefined) ?? context.query;
  let dialog: ListDialog | null = null;
  if (has('deleteDialog')) dialog = { kind: 'delete', ids: context.targets, closing: has('closing') };
  else if (has('selectedDialog')) dialog = { kind: 'fetchSelected', ids: context.targets };
  else if (has('statusDialog')) dialog = { kind: 'updateStatus', ids: context.targets, closing: has('closing'), status: context.status };
  return {
    status,
    rows: context.page?.items ?? [],
    totalCount: context.page?.totalCount ?? 0,
    query: context.query,
    shown: { page: onScreen.page, size: onScreen.size },
    searchText: context.searchText,
    selected: context.selected,
    loadError: context.loadError,
    actionLoading: has('actionLoading'),
    hidden: has('hidingTargets') ? context.targets : [],
    dialog,
  };
}
