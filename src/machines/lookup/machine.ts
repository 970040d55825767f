import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { asApiError, type ApiError } from '../../contract/apiError';
import { notProvided } from '../notProvided';
import { LIST_SEARCH_DEBOUNCE_MS } from '../listPaging/machine';

/** What a lookup starts from: its query, or null when there is nothing to ask yet. */
export interface LookupInput<Query> {
  query: Query | null;
}

/** A lookup's data; whether it waits, loads or failed is its state. */
export interface LookupContext<Query, Result> {
  /** The query asked for; null asks nothing. */
  query: Query | null;
  /** The last answer; kept while a newer one loads or fails. */
  result: Result | null;
  /** Why the last lookup failed; the view translates it (a 404 may mean "not found"). */
  error: ApiError | null;
}

/** Every event a lookup accepts. */
export type LookupEvent<Query> =
  | { type: 'user.change'; query: Query | null }
  | { type: 'user.type'; query: Query | null }
  | { type: 'user.retry' };

/**
 * One server lookup that follows its query: asked at once on start and on `user.change` (a
 * select), 150 ms after the last keystroke on `user.type` (a search box), and not at all while the
 * query is null (the forced-upgrade lookup waits for both its values). The answer is kept while a
 * newer one loads; a failure keeps it too, with a retry. The call is the actor `lookup`.
 * @example
 * const terms = createLookupMachine<PrivacyTermsQuery, PrivacyTerms>().provide({
 *   actors: { lookup: fromPromise(({ input }) => getPrivacyTerms(clients, input.query)) },
 * });
 */
export function createLookupMachine<Query, Result>() {
  return setup({
    types: {
      input: {} as LookupInput<Query>,
      context: {} as LookupContext<Query, Result>,
      events: {} as LookupEvent<Query>,
    },
    actors: {
      lookup: fromPromise<Result, { query: Query }>(() => notProvided('lookupMachine', 'lookup')),
    },
    delays: {
      debounce: LIST_SEARCH_DEBOUNCE_MS,
    },
    actions: {
      takeQuery: assign((_, params: { query: Query | null }) => ({ query: params.query })),
      // Nothing asked: nothing shown.
      clear: assign({ result: null, error: null }),
      storeResult: assign((_, params: { result: Result }) => ({ result: params.result, error: null })),
      storeError: assign((_, params: { error: unknown }) => ({ error: asApiError(params.error) })),
    },
    guards: {
      hasQuery: ({ context }) => context.query !== null,
      isQuery: (_, params: { query: Query | null }) => params.query !== null,
    },
  }).createMachine({
    id: 'lookup',
    context: ({ input }) => ({ query: input.query, result: null, error: null }),
    initial: 'starting',
    on: {
      'user.change': [
        {
          guard: { type: 'isQuery', params: ({ event }) => ({ query: event.query }) },
          target: '.loading',
          reenter: true,
          actions: { type: 'takeQuery', params: ({ event }) => ({ query: event.query }) },
        },
        { target: '.idle', actions: [{ type: 'takeQuery', params: ({ event }) => ({ query: event.query }) }, 'clear'] },
      ],
      // Each keystroke enters debouncing again, so the 150 ms restart.
      'user.type': {
        target: '.debouncing',
        reenter: true,
        actions: { type: 'takeQuery', params: ({ event }) => ({ query: event.query }) },
      },
    },
    states: {
      starting: {
        always: [{ guard: 'hasQuery', target: 'loading' }, { target: 'idle' }],
      },
      idle: {},
      debouncing: {
        after: {
          debounce: [{ guard: 'hasQuery', target: 'loading' }, { target: 'idle', actions: 'clear' }],
        },
      },
      loading: {
        invoke: {
          id: 'lookup',
          src: 'lookup',
          // Entered only with a query (hasQuery, isQuery).
          input: ({ context }) => ({ query: context.query as Query }),
          onDone: { target: 'ready', actions: { type: 'storeResult', params: ({ event }) => ({ result: event.output }) } },
          onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
        },
      },
      ready: {},
      failed: {
        on: { 'user.retry': { target: 'loading' } },
      },
    },
  });
}

/** A lookup machine for its query and result types. */
export type LookupMachine<Query, Result> = ReturnType<typeof createLookupMachine<Query, Result>>;

/** Where a lookup stands, as its view shows it: nothing asked, waiting or loading, answered, or failed. */
export type LookupStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** A lookup snapshot as plain data for its view. */
export interface LookupView<Result> {
  status: LookupStatus;
  result: Result | null;
  error: ApiError | null;
}

/** The view of a lookup snapshot: a query typed and not yet asked counts as loading. */
export function toLookupView<Query, Result>(snapshot: SnapshotFrom<LookupMachine<Query, Result>>): LookupView<Result> {
  let status: LookupStatus = 'idle';
  if (snapshot.matches('loading') || snapshot.matches('debouncing') || snapshot.matches('starting')) status = 'loading';
  else if (snapshot.matches('ready')) status = 'ready';
  else if (snapshot.matches('failed')) status = 'failed';
  return { status, result: snapshot.context.result, error: snapshot.context.error };
}
