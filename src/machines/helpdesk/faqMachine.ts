import { assign, fromPromise, raise, sendParent, setup, type EventFromLogic } from 'xstate';
import { asApiError } from '../../contract/apiError';
import type { FaqEntry, FaqList } from '../../contract/schema.gen';
import { normalizeSearch } from '../../domain/listQuery';
import type { FaqValues } from '../../domain/helpdeskValues';
import { LIST_SEARCH_DEBOUNCE_MS } from '../listPaging/machine';
import { notProvided } from '../notProvided';
import { createRecordEditorMachine } from '../recordEditor/machine';
import type { FaqContext, FaqEvent } from './types';

/**
 * The FAQ editor: a record editor dialog opened on an entry (change) or nothing (new), saving with
 * createFaqEntry or updateFaqEntry (bindings); a saved entry tells the FAQ, which reads its list again.
 */
export const faqEditor = createRecordEditorMachine<FaqEntry, FaqValues, never, FaqEntry>({ lifetime: 'dialog' }).provide({
  actions: { notifySaved: sendParent({ type: 'record.saved' }) },
});

/**
 * The frequently asked questions (`/helpdesk/faq`, issue 26). `list` reads them (`listFaq`) for the
 * search, 150 ms after the search box last changed, and again after the editor (`editor`, staff)
 * saved one or a delete. `delete` asks to confirm a delete, then deletes (`deleteEntry`); a failed
 * delete stays asked, with its reason.
 * @example createActor(createFaqMachine(clients)).start();
 */
export const faqMachine = setup({
  types: {
    context: {} as FaqContext,
    events: {} as FaqEvent,
  },
  actors: {
    editor: faqEditor,
    listFaq: fromPromise<FaqList, { search: string }>(() => notProvided('faqMachine', 'listFaq')),
    deleteEntry: fromPromise<void, FaqEntry>(() => notProvided('faqMachine', 'deleteEntry')),
  },
  actions: {
    storeSearchText: assign((_, params: { text: string }) => ({ searchText: params.text })),
    takeSearch: assign(({ context }) => ({ search: normalizeSearch(context.searchText) })),
    storeEntries: assign((_, params: { list: FaqList }) => ({ entries: params.list.items, failure: null })),
    storeFailure: assign((_, params: { error: unknown }) => ({ failure: asApiError(params.error) })),
    askDelete: assign((_, params: { entry: FaqEntry }) => ({ target: params.entry, deleteFailure: null })),
    storeDeleteFailure: assign((_, params: { error: unknown }) => ({ deleteFailure: asApiError(params.error) })),
    forgetDelete: assign({ target: null, deleteFailure: null }),
  },
  delays: {
    searchDebounce: LIST_SEARCH_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'faq',
  type: 'parallel',
  context: { searchText: '', search: '', entries: [], failure: null, target: null, deleteFailure: null },
  invoke: { id: 'editor', src: 'editor' },
  states: {
    list: {
      initial: 'loading',
      on: {
        'user.search': { target: '.waiting', actions: { type: 'storeSearchText', params: ({ event }) => ({ text: event.text }) } },
        'record.saved': '.loading',
        'faq.deleted': '.loading',
      },
      states: {
        waiting: { after: { searchDebounce: { target: 'loading', actions: 'takeSearch' } } },
        loading: {
          invoke: {
            id: 'listFaq',
            src: 'listFaq',
            input: ({ context }) => ({ search: context.search }),
            onDone: { target: 'ready', actions: { type: 'storeEntries', params: ({ event }) => ({ list: event.output }) } },
            onError: { target: 'failed', actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        ready: {},
        failed: { on: { 'user.retry': 'loading' } },
      },
    },
    delete: {
      initial: 'closed',
      states: {
        closed: {
          on: { 'user.delete': { target: 'confirming', actions: { type: 'askDelete', params: ({ event }) => ({ entry: event.entry }) } } },
        },
        confirming: {
          on: {
            'user.confirm_delete': 'deleting',
            'user.cancel_delete': { target: 'closed', actions: 'forgetDelete' },
          },
        },
        deleting: {
          invoke: {
            id: 'deleteEntry',
            src: 'deleteEntry',
            input: ({ context }) => {
              if (!context.target) throw new Error('faqMachine: deleting no entry');
              return context.target;
            },
            onDone: { target: 'closed', actions: ['forgetDelete', raise({ type: 'faq.deleted' })] },
            onError: { target: 'confirming', actions: { type: 'storeDeleteFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
  },
});

/** Every event the FAQ accepts. */
export type FaqMachineEvent = EventFromLogic<typeof faqMachine>;
