import type { ListPagingSetup } from './setup';

/**
 * The list's `browsing` state: loading, typing, showing or failed. Each change of the query
 * (re)loads the page asked for, with any text typed and not yet applied; the search waits for a
 * pause in the typing. From the page shown, ticked rows open the delete, fetch-selected and
 * update-status dialogs (./dialogs.ts).
 */
export function browsingState<Row>(machine: ListPagingSetup<Row>) {
  return machine.createStateConfig({
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
  });
}
