import { assign, fromPromise, setup } from 'xstate';
import { asApiError, type ApiError } from '../../contract/apiError';
import type { DeleteOutcome } from '../../domain/deletes';
import { sameFilters, sameListQuery, type ListFilters, type ListPage, type ListQuery, type PageSize } from '../../domain/listQuery';
import { notProvided } from '../notProvided';
import { atLastPage, atPage, filtered, isPastLastPage, pageStored, resized, searchApplied, shownQueryRestored, sortedBy, takenQuery } from './query';
import { LIST_DIALOG_CLOSE_MS, LIST_FIRST_LOAD_MS, LIST_SEARCH_DEBOUNCE_MS } from './timing';
import type { ListPagingContext, ListPagingEvent, ListPagingInput, ListPagingTag, ListStatusUpdate } from './types';

export { LIST_DIALOG_CLOSE_MS, LIST_FIRST_LOAD_MS, LIST_SEARCH_DEBOUNCE_MS };

/**
 * The list machine's setup for rows of type `Row`: its types, the server calls it invokes (which
 * fail unless the container provides them), its delays, actions (the notices are empty: the
 * container's) and guards. Its states are built on it (./browsing.ts, ./dialogs.ts, ./machine.ts).
 */
export function listPagingSetup<Row>() {
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
      applySearch: assign(({ context }) => searchApplied(context)),
      sortBy: assign(({ context }, params: { field: string }) => ({ query: sortedBy(context.query, params.field) })),
      goToPage: assign(({ context }, params: { page: number }) => ({ query: atPage(context, params.page) })),
      changePageSize: assign(({ context }, params: { size: PageSize }) => ({ query: resized(context.query, params.size) })),
      filterBy: assign(({ context }, params: { filters: ListFilters }) => ({ query: filtered(context.query, params.filters) })),
      takeQuery: assign((_, params: { query: ListQuery }) => takenQuery(params.query)),
      storePage: assign(({ context }, params: { page: ListPage<Row> }) => pageStored(context, params.page)),
      // Rows were removed (or the address asked too far): the last page there is now.
      moveToLastPage: assign(({ context }, params: { page: ListPage<Row> }) => ({ query: atLastPage(context.query, params.page) })),
      storeLoadError: assign((_, params: { error: unknown }) => ({ loadError: asApiError(params.error) })),
      restoreShownQuery: assign(({ context }) => shownQueryRestored(context)),
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
      isPastLastPage: ({ context }, params: { page: ListPage<Row> }) => isPastLastPage(context.query, params.page),
    },
  });
}

/** The list machine's setup for rows of type `Row`, on which its states are built. */
export type ListPagingSetup<Row> = ReturnType<typeof listPagingSetup<Row>>;
