import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestModel, type TestPath } from '@xstate/graph';
import {
  __unsafe_getAllOwnEventDescriptors,
  createActor,
  fromPromise,
  getNextSnapshot,
  type AnyMachineSnapshot,
  type EventObject,
} from 'xstate';
import type { ApiError } from '../../src/contract/apiError';
import type { DeleteOutcome } from '../../src/domain/deletes';
import { defaultListQuery, USER_LIST, type ListPage, type ListQuery } from '../../src/domain/listQuery';
import { connectList } from '../../src/machines/listPaging/connect';
import { createListPagingMachine, type ListPagingContext, type ListPagingEvent, type ListPagingInput, type ListStatusUpdate } from '../../src/machines/listPaging/machine';
import type { ListDialogState, PagedListState } from '../../src/ui/lists/listTypes';
import { flush, ModelRunner, pathName, pathOf, PromiseFakes, statesByKey, toTestMachine, type ModelEvent, type ModelSteps, type Oracle, type ModelCall as Call } from './modelHarness';
import { LIST_DIALOG_CLOSE_MS, LIST_FIRST_LOAD_MS, LIST_SEARCH_DEBOUNCE_MS } from '../support/seed';

interface Row {
  id: string;
  username: string;
}

const machine = createListPagingMachine<Row>();
const DEFAULT = defaultListQuery(USER_LIST);
const PAGE: ListPage<Row> = { items: [{ id: '1', username: 'ana' }, { id: '2', username: 'bia' }], totalCount: 12 };
const EMPTY: ListPage<Row> = { items: [], totalCount: 12 };
/** An empty page once rows were deleted elsewhere: 10 are left, so the page asked may lie past the last one. */
const EMPTIED: ListPage<Row> = { items: [], totalCount: 10 };
const NETWORK: ApiError = { statusCode: 0, error: 'Network Error', message: 'Failed to fetch', code: 'network' };
const FORBIDDEN: ApiError = { statusCode: 403, error: 'Forbidden', message: 'No', code: 'forbidden' };
const SHARED: ListQuery = { page: 2, size: 5, sort: { field: 'email', direction: 'desc' }, search: 'ana', filters: {} };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const EVENTS: ReadonlyArray<ModelEvent<ListPagingEvent>> = [
  { type: 'after.firstLoad' },
  { type: 'done.fetchPage', output: PAGE },
  { type: 'done.fetchPage', output: EMPTIED },
  { type: 'error.fetchPage', error: NETWORK },
  { type: 'user.search', text: 'ana' },
  { type: 'user.search', text: ' bia ' },
  { type: 'after.searchDebounce' },
  { type: 'user.sort', field: 'email' },
  { type: 'user.go_to_page', page: 9 },
  { type: 'user.go_to_page', page: 2 },
  { type: 'user.change_page_size', size: 5 },
  { type: 'user.filter', filters: { status: 'active' } },
  { type: 'user.filter', filters: {} },
  { type: 'address.changed', query: SHARED },
  { type: 'address.changed', query: { ...SHARED, filters: { status: 'active' } } },
  { type: 'address.changed', query: { ...DEFAULT, search: ' ana ' } },
  { type: 'user.retry' },
  { type: 'user.cancel' },
  { type: 'row.created' },
  { type: 'row.updated' },
  { type: 'user.select', ids: ['1'] },
  { type: 'user.select', ids: [] },
  { type: 'user.delete', ids: ['2'] },
  { type: 'user.delete', ids: [] },
  { type: 'user.fetch_selected' },
  { type: 'user.update_status' },
  { type: 'user.confirm' },
  { type: 'user.confirm_status', status: 'active' },
  { type: 'after.dialogClose' },
  { type: 'done.deleteRows', output: { undone: false, kept: [] } },
  { type: 'done.deleteRows', output: { undone: false, kept: ['2'] } },
  { type: 'done.deleteRows', output: { undone: true } },
  { type: 'error.deleteRows', error: FORBIDDEN },
  { type: 'done.updateStatus', output: null },
  { type: 'error.updateStatus', error: NETWORK },
];

/** Whether an event comes from the user or the page (sent in every state), not from an actor or a clock. */
const isUserEvent = (event: EventObject) => !/^(done|error|after)\./.test(event.type);

/**
 * The paged list as seed 000 sections 2, 4 and 9 and the machine's documentation describe it,
 * written without the machine. The list opens on the waiting message; what is asked meanwhile
 * (a search at once, a sort, a page, a size, the address) shapes the first load, which is asked
 * for 1 s after opening. Then every change of the query asks for its page again: a sort (the
 * sorted column flips, another one sorts ascending) and a page size start at page 1, a page is
 * kept within the pages the rows shown fill, other filters start at page 1 (the same ones change
 * nothing), a search is applied 150 ms after the last keystroke (a changed one from page 1), and a sort, page, size or row saved elsewhere applies the text
 * typed so far first; a row created or updated elsewhere asks for the page shown again. A load
 * past the last page (rows deleted, or a shared link) asks for the last page; a failed one keeps
 * the rows shown with the error and a retry; cancelling a load goes back to the page shown. Ticked
 * rows feed the fetch-selected and update-status dialogs; a delete asks, shows its waiting text
 * 2.5 s, then hides its rows while it can be undone: undone they show again, made they are
 * announced (with the ids the server kept) and the page is asked again. A status update is asked
 * the same way and announced. A failed action is announced and the page stays.
 */
type Phase =
  | 'waiting'
  | 'loading'
  | 'debouncing'
  | 'ready'
  | 'failed'
  | 'confirmingDelete'
  | 'closingDelete'
  | 'deleting'
  | 'showingSelected'
  | 'choosingStatus'
  | 'closingStatus'
  | 'updatingStatus';
interface ListSpec {
  phase: Phase;
  query: ListQuery;
  /** The search box as typed. */
  typed: string;
  /** The rows on screen, with the query they answered. */
  shown: { items: Row[]; totalCount: number; query: ListQuery } | null;
  error: ApiError | null;
  ticked: string[];
  /** The rows the dialog or the action under way is about. */
  about: string[];
  status: string | null;
  calls: Call[];
}

const BROWSING: readonly Phase[] = ['loading', 'debouncing', 'ready', 'failed'];
const trimmed = (text: string) => text.trim();
const lastPage = (totalCount: number, size: number) => Math.max(1, Math.ceil(totalCount / size));
const sameFilters = (a: ListQuery['filters'], b: ListQuery['filters']) => JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());
const sameQuery = (a: ListQuery, b: ListQuery) =>
  a.page === b.page &&
  a.size === b.size &&
  a.sort.field === b.sort.field &&
  a.sort.direction === b.sort.direction &&
  trimmed(a.search) === trimmed(b.search) &&
  sameFilters(a.filters, b.filters);

function listSpec(input: ListPagingInput): Oracle<ListSpec, PagedListState<Row>> {
  const start: ListQuery = { ...input.query, search: trimmed(input.query.search) };
  return {
    initial: { phase: 'waiting', query: start, typed: start.search, shown: null, error: null, ticked: [], about: [], status: null, calls: [] },
    next(state, anyEvent) {
      // The events of EVENTS, each with its payload.
      const event = anyEvent as ModelEvent<ListPagingEvent>;
      const ask = (next: ListSpec): ListSpec => ({ ...next, phase: 'loading', calls: [...next.calls, { src: 'fetchPage', input: next.query }] });
      const announce = (next: ListSpec, src: string, what: unknown): ListSpec => ({ ...next, calls: [...next.calls, { src, input: what }] });
      const back = (next: ListSpec): ListSpec => ({ ...next, phase: 'ready', about: [], status: null });
      const applyTyped = (next: ListSpec): ListSpec => {
        const search = trimmed(next.typed);
        return search === next.query.search ? next : { ...next, query: { ...next.query, search, page: 1 } };
      };
      const sorted = (next: ListSpec, field: string): ListSpec => {
        const { sort } = next.query;
        const direction = sort.field === field && sort.direction === 'asc' ? 'desc' : 'asc';
        return { ...next, query: { ...next.query, sort: { field, direction }, page: 1 } };
      };
      const paged = (next: ListSpec, page: number): ListSpec => {
        const wanted = Math.max(1, Math.trunc(page));
        return { ...next, query: { ...next.query, page: next.shown ? Math.min(wanted, lastPage(next.shown.totalCount, next.query.size)) : wanted } };
      };
      const taken = (next: ListSpec, query: ListQuery): ListSpec => ({ ...next, query: { ...query, search: trimmed(query.search) }, typed: trimmed(query.search) });

      if (state.phase === 'waiting') {
        switch (event.type) {
          case 'user.search':
            return applyTyped({ ...state, typed: event.text });
          case 'user.sort':
            return sorted(state, event.field);
          case 'user.go_to_page':
            return paged(state, event.page);
          case 'user.change_page_size':
            return { ...state, query: { ...state.query, size: event.size, page: 1 } };
          case 'user.filter':
            return sameFilters(state.query.filters, event.filters) ? state : { ...state, query: { ...state.query, filters: event.filters, page: 1 } };
          case 'address.changed':
            return sameQuery(state.query, event.query) ? state : taken(state, event.query);
          case 'after.firstLoad':
            return ask(state);
          default:
            return state;
        }
      }
      if (BROWSING.includes(state.phase)) {
        switch (event.type) {
          case 'user.search':
            return { ...state, phase: 'debouncing', typed: event.text };
          case 'user.sort':
            return ask(sorted(applyTyped(state), event.field));
          case 'user.go_to_page':
            return ask(paged(applyTyped(state), event.page));
          case 'user.change_page_size': {
            const next = applyTyped(state);
            return ask({ ...next, query: { ...next.query, size: event.size, page: 1 } });
          }
          case 'user.filter': {
            if (sameFilters(state.query.filters, event.filters)) return state;
            const next = applyTyped(state);
            return ask({ ...next, query: { ...next.query, filters: event.filters, page: 1 } });
          }
          case 'address.changed':
            return sameQuery(state.query, event.query) ? state : ask(taken(state, event.query));
          case 'row.created':
          case 'row.updated':
            return ask(applyTyped(state));
          default:
        }
      }
      switch (state.phase) {
        case 'loading': {
          if (event.type === 'done.fetchPage') {
            const page = Reflect.get(event, 'output') as ListPage<Row>;
            const last = lastPage(page.totalCount, state.query.size);
            if (page.items.length === 0 && page.totalCount > 0 && state.query.page > last) return ask({ ...state, query: { ...state.query, page: last } });
            return { ...state, phase: 'ready', shown: { items: page.items, totalCount: page.totalCount, query: state.query }, error: null, ticked: [] };
          }
          if (event.type === 'error.fetchPage') return { ...state, phase: 'failed', error: Reflect.get(event, 'error') as ApiError };
          if (event.type === 'user.cancel' && state.shown) return { ...state, phase: 'ready', query: state.shown.query, typed: state.shown.query.search };
          return state;
        }
        case 'debouncing':
          return event.type === 'after.searchDebounce' ? ask(applyTyped(state)) : state;
        case 'failed':
          return event.type === 'user.retry' ? ask(state) : state;
        case 'ready':
          if (event.type === 'user.select') return { ...state, ticked: [...event.ids] };
          if (event.type === 'user.delete' && event.ids.length > 0) return { ...state, phase: 'confirmingDelete', about: [...event.ids] };
          if (event.type === 'user.fetch_selected' && state.ticked.length > 0) return { ...state, phase: 'showingSelected', about: [...state.ticked] };
          if (event.type === 'user.update_status' && state.ticked.length > 0) return { ...state, phase: 'choosingStatus', about: [...state.ticked] };
          return state;
        case 'confirmingDelete':
          if (event.type === 'user.confirm') return { ...state, phase: 'closingDelete' };
          return event.type === 'user.cancel' ? back(state) : state;
        case 'closingDelete':
          if (event.type !== 'after.dialogClose') return state;
          return { ...state, phase: 'deleting', calls: [...state.calls, { src: 'deleteRows', input: { ids: state.about } }] };
        case 'deleting': {
          // A selection acted on row by row may have changed in part: read again.
          if (event.type === 'error.deleteRows') return ask(back(announce(state, 'notifyActionFailed', { error: Reflect.get(event, 'error') })));
          if (event.type !== 'done.deleteRows') return state;
          const outcome = Reflect.get(event, 'output') as DeleteOutcome;
          if (outcome.undone) return back(state);
          return ask(back(announce(state, 'notifyDeleted', { ids: state.about, kept: outcome.kept })));
        }
        case 'showingSelected':
          return event.type === 'user.cancel' ? back(state) : state;
        case 'choosingStatus':
          if (event.type === 'user.confirm_status') return { ...state, phase: 'closingStatus', status: event.status };
          return event.type === 'user.cancel' ? back(state) : state;
        case 'closingStatus':
          if (event.type !== 'after.dialogClose') return state;
          return {
            ...state,
            phase: 'updatingStatus',
            calls: [...state.calls, { src: 'updateStatus', input: { ids: state.about, status: state.status, shown: state.shown?.items ?? [] } }],
          };
        case 'updatingStatus': {
          // A selection acted on row by row may have changed in part: read again.
          if (event.type === 'error.updateStatus') return ask(back(announce(state, 'notifyActionFailed', { error: Reflect.get(event, 'error') })));
          if (event.type !== 'done.updateStatus') return state;
          return ask(back(announce(state, 'notifyStatusUpdated', { ids: state.about, status: state.status })));
        }
        default:
          return state;
      }
    },
    view(state) {
      const { phase, shown } = state;
      // The waiting message until a first page arrives (a failed first load shows its error).
      let status: PagedListState<Row>['status'] = 'ready';
      if (phase === 'waiting' || (shown === null && phase !== 'failed')) status = 'initial';
      else if (phase === 'failed' || phase === 'loading') status = phase;
      // After a failed load the rows on screen are the last page's: the paginator describes them.
      const onScreen = phase === 'failed' && shown ? shown.query : state.query;
      let dialog: ListDialogState | null = null;
      if (phase === 'confirmingDelete' || phase === 'closingDelete') dialog = { kind: 'delete', ids: state.about, closing: phase === 'closingDelete' };
      if (phase === 'showingSelected') dialog = { kind: 'fetchSelected', ids: state.about };
      if (phase === 'choosingStatus' || phase === 'closingStatus') {
        dialog = { kind: 'updateStatus', ids: state.about, closing: phase === 'closingStatus', status: state.status };
      }
      return {
        status,
        rows: shown?.items ?? [],
        totalCount: shown?.totalCount ?? 0,
        query: state.query,
        shown: { page: onScreen.page, size: onScreen.size },
        searchText: state.typed,
        selected: state.ticked,
        loadError: state.error,
        actionLoading: phase === 'deleting' || phase === 'updatingStatus',
        hidden: phase === 'deleting' ? state.about : [],
        dialog,
      };
    },
    calls: (state) => state.calls,
  };
}

/**
 * The list's state space is the product of its states and every query it can be asked
 * (thousands), so the paths tell states apart by what decides the next step: the state value;
 * while browsing, whether a page is shown and whether the query asked is still the one it
 * answers, whether rows are ticked, whether text is typed and not yet applied, and (loading or
 * ready) whether a load failed; everywhere, whether the page asked lies past the last one once
 * rows were deleted. Each such state is reached by its shortest path (breadth first, keeping the
 * concrete snapshots of the path taken: @xstate/graph's own search would mix snapshots of
 * different paths under one key) and then left by every event it handles (taken or refused by a
 * guard: the oracle says which) and every actor answer or delay it waits for, one path per
 * (state, event) pair, none dropped for being the beginning of another. The events of the user
 * or the page a state ignores are sent too, once per state value: the oracle says nothing happens.
 */
function stateKey(state: AnyMachineSnapshot): string {
  const context = state.context as ListPagingContext<Row>;
  const pastEnd = context.query.page > lastPage(EMPTIED.totalCount, context.query.size);
  if (!state.matches('browsing')) return JSON.stringify({ value: state.value, pastEnd, ticked: context.selected.length > 0 });
  return JSON.stringify({
    value: state.value,
    pastEnd,
    page: context.page === null ? 'none' : sameQuery(context.page.query, context.query) ? 'asked' : 'other',
    ticked: context.selected.length > 0,
    typed: context.searchText !== context.query.search,
    failed: (state.matches({ browsing: 'loading' }) || state.matches({ browsing: 'ready' })) && context.loadError !== null,
  });
}

/** The events a state handles (its transitions, guarded or not), and with `all` the user's it ignores. */
function eventsIn(state: AnyMachineSnapshot, all: boolean): EventObject[] {
  const handled = new Set(__unsafe_getAllOwnEventDescriptors(state));
  return EVENTS.filter((event) => handled.has(event.type) || (all && isUserEvent(event)));
}

const pairOf = (state: AnyMachineSnapshot, event: EventObject) => `${stateKey(state)} ${JSON.stringify(event)}`;

/** Every abstract state (see {@link stateKey}): the shortest steps that reach it, and the events to play there. */
function reachedStates(input: ListPagingInput): Array<{ steps: ModelSteps; events: EventObject[] }> {
  const reached = statesByKey(toTestMachine(machine), input, stateKey, (state) => eventsIn(state, true));
  const values = new Set<string>();
  return reached.flatMap((steps) => {
    const last = steps[steps.length - 1];
    if (!last) return [];
    const value = JSON.stringify(last.state.value);
    const first = !values.has(value);
    values.add(value);
    return [{ steps, events: eventsIn(last.state, first) }];
  });
}

/** Every (abstract state, event) pair the paths must play. */
function listPairs(input: ListPagingInput): string[] {
  const pairs = reachedStates(input).flatMap(({ steps, events }) => {
    const last = steps[steps.length - 1];
    return last ? events.map((event) => pairOf(last.state, event)) : [];
  });
  return [...new Set(pairs)].sort();
}

/** One path per (abstract state, event) pair: the state's shortest path and that event. */
function transitionPaths(input: ListPagingInput): Array<TestPath<AnyMachineSnapshot, EventObject>> {
  const logic = toTestMachine(machine);
  const model = createTestModel(logic);
  return reachedStates(input).flatMap(({ steps, events }) => {
    const last = steps[steps.length - 1];
    if (!last) return [];
    return events.map((event) => {
      const state = getNextSnapshot(logic, last.state, event);
      return pathOf(model, [...steps, { event, state }], stateKey(state));
    });
  });
}

describe('listPagingMachine, model-based', () => {
  const fakes = new PromiseFakes();
  // The notices are calls too: the container's toasts, with what they say.
  const notice = (src: string) => (_: unknown, params: unknown) => {
    fakes.calls.push({ src, input: params });
  };
  const inputs: Array<[string, ListPagingInput]> = [
    ['a fresh address', { query: DEFAULT }],
    ['a shared link', { query: SHARED }],
  ];
  const played = inputs.map(() => new Set<string>());
  const runners = inputs.map(
    ([, input]) =>
      new ModelRunner(
        machine.provide({
          actors: {
            fetchPage: fakes.logic<ListPage<Row>, ListQuery>('fetchPage'),
            deleteRows: fakes.logic<DeleteOutcome, { ids: string[] }>('deleteRows'),
            updateStatus: fakes.logic<unknown, ListStatusUpdate<Row>>('updateStatus'),
          },
          actions: {
            notifyDeleted: notice('notifyDeleted'),
            notifyStatusUpdated: notice('notifyStatusUpdated'),
            notifyActionFailed: notice('notifyActionFailed'),
          },
        }),
        fakes,
        { oracle: listSpec(input), connect: (snapshot) => connectList<Row>(snapshot as Parameters<typeof connectList<Row>>[0], () => {}).list },
      ),
  );

  for (const [n, [label, input]] of inputs.entries()) {
    describe(label, () => {
      const paths = transitionPaths(input);
      it('has paths', () => expect(paths.length).toBeGreaterThan(200));
      for (const [index, path] of paths.entries()) {
        it(pathName(path, index), async () => {
          await runners[n]?.run(path, input);
          for (let i = 1; i < path.steps.length; i += 1) {
            const [before, step] = [path.steps[i - 1], path.steps[i]];
            if (before && step) played[n]?.add(pairOf(before.state, step.event));
          }
        });
      }

      it('plays every (state, event) pair', () => {
        const all = listPairs(input);
        expect(all.length).toBeGreaterThan(200);
        expect(all.filter((pair) => !played[n]?.has(pair))).toEqual([]);
      });
    });
  }

  it('reaches every state and takes every transition', () => {
    const [fresh, shared] = runners;
    const visited = new Set([...(fresh?.coverage.visitedStates() ?? []), ...(shared?.coverage.visitedStates() ?? [])]);
    expect([...visited].sort()).toEqual(fresh?.coverage.allStates());
    expect(fresh?.coverage.allStates()).toEqual([
      'listPaging.browsing',
      'listPaging.browsing.debouncing',
      'listPaging.browsing.failed',
      'listPaging.browsing.loading',
      'listPaging.browsing.ready',
      'listPaging.choosingStatus',
      'listPaging.closingDelete',
      'listPaging.closingStatus',
      'listPaging.confirmingDelete',
      'listPaging.deleting',
      'listPaging.showingSelected',
      'listPaging.updatingStatus',
      'listPaging.waiting',
    ]);
    const missing = (fresh?.coverage.missingTransitions() ?? []).filter((t) => shared?.coverage.missingTransitions().includes(t));
    expect(missing).toEqual([]);
  });
});

type Fetch = (query: ListQuery) => Promise<ListPage<Row>>;

/** A list over `fetch`, with recording notices. */
function startList(
  fetch: Fetch,
  query: ListQuery = DEFAULT,
  deleteRows: (ids: string[]) => Promise<DeleteOutcome> = async () => ({ undone: false, kept: [] }),
  updateStatus: (ids: string[], status: string, shown: Row[]) => Promise<unknown> = async () => null,
) {
  const fetchPage = vi.fn(fetch);
  const remove = vi.fn(deleteRows);
  const notices: string[] = [];
  const list = machine.provide({
    actors: {
      fetchPage: fromPromise<ListPage<Row>, ListQuery>(({ input }) => fetchPage(input)),
      deleteRows: fromPromise<DeleteOutcome, { ids: string[] }>(({ input }) => remove(input.ids)),
      updateStatus: fromPromise<unknown, ListStatusUpdate<Row>>(({ input }) => updateStatus(input.ids, input.status, input.shown)),
    },
    actions: {
      notifyDeleted: (_, { ids, kept }) => notices.push(`deleted ${ids.join(',')}${kept.length > 0 ? `, kept ${kept.join(',')}` : ''}`),
      notifyStatusUpdated: (_, { ids, status }) => notices.push(`status ${status} for ${ids.join(',')}`),
      notifyActionFailed: (_, { error }) => notices.push(`failed ${error.code ?? error.statusCode}`),
    },
  });
  const actor = createActor(list, { input: { query } });
  actor.start();
  const props = () => connectList<Row>(actor.getSnapshot(), actor.send);
  const view = () => props().list;
  return { actor, fetchPage, remove, notices, view, props };
}

/** Lets the first second pass and the first page arrive. */
async function loaded(list: ReturnType<typeof startList>) {
  await vi.advanceTimersByTimeAsync(LIST_FIRST_LOAD_MS);
  await flush();
  expect(list.view().status).not.toBe('initial');
}

describe('listPagingMachine', () => {
  it('shows the initial waiting message and asks for the first page only after 1 second', async () => {
    const list = startList(async () => PAGE);
    expect(list.view().status).toBe('initial');
    await vi.advanceTimersByTimeAsync(LIST_FIRST_LOAD_MS - 1);
    expect(list.fetchPage).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(list.fetchPage).toHaveBeenCalledWith(DEFAULT);
    await flush();
    expect(list.view()).toMatchObject({ status: 'ready', rows: PAGE.items, totalCount: 12 });
  });

  it('keeps the initial message until the first page arrives, then shows loading over the rows', async () => {
    let answer: (page: ListPage<Row>) => void = () => {};
    const list = startList(() => new Promise((resolve) => (answer = resolve)));
    await vi.advanceTimersByTimeAsync(LIST_FIRST_LOAD_MS);
    expect(list.view().status).toBe('initial');
    answer(PAGE);
    await flush();
    list.actor.send({ type: 'user.sort', field: 'email' });
    expect(list.view()).toMatchObject({ status: 'loading', rows: PAGE.items });
  });

  it('asks the server 150 ms after the last keystroke, from page 1, with the trimmed text', async () => {
    const list = startList(async () => PAGE, { ...DEFAULT, page: 2 });
    await loaded(list);
    list.actor.send({ type: 'user.search', text: 'a' });
    await vi.advanceTimersByTimeAsync(100);
    list.actor.send({ type: 'user.search', text: 'an' });
    await vi.advanceTimersByTimeAsync(100);
    list.actor.send({ type: 'user.search', text: 'ana ' });
    expect(list.view().searchText).toBe('ana ');
    await vi.advanceTimersByTimeAsync(LIST_SEARCH_DEBOUNCE_MS - 1);
    expect(list.fetchPage).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(list.fetchPage).toHaveBeenCalledTimes(2);
    expect(list.fetchPage).toHaveBeenLastCalledWith({ ...DEFAULT, page: 1, search: 'ana' });
  });

  it('sorts, pages and changes the page size, each exposing the query for the address', async () => {
    const list = startList(async () => PAGE);
    await loaded(list);
    list.actor.send({ type: 'user.go_to_page', page: 2 });
    expect(list.view().query.page).toBe(2);
    await flush();
    list.actor.send({ type: 'user.sort', field: 'email' });
    expect(list.view().query).toEqual({ ...DEFAULT, sort: { field: 'email', direction: 'asc' } });
    await flush();
    list.actor.send({ type: 'user.sort', field: 'email' });
    expect(list.view().query.sort).toEqual({ field: 'email', direction: 'desc' });
    await flush();
    list.actor.send({ type: 'user.go_to_page', page: 99 });
    expect(list.view().query.page).toBe(2); // the last page of 12 rows at 10
    await flush();
    list.actor.send({ type: 'user.change_page_size', size: 3 });
    expect(list.view().query).toMatchObject({ page: 1, size: 3 });
    await flush();
    list.actor.send({ type: 'user.go_to_page', page: 99 });
    expect(list.view().query.page).toBe(4);
  });

  it('a change while a page loads asks again with the new query; the older answer is dropped', async () => {
    const answers: Array<(page: ListPage<Row>) => void> = [];
    const list = startList(() => new Promise((resolve) => answers.push(resolve)));
    await vi.advanceTimersByTimeAsync(LIST_FIRST_LOAD_MS);
    list.actor.send({ type: 'user.sort', field: 'username' });
    expect(list.fetchPage.mock.calls.map(([query]) => query.sort.field)).toEqual(['id', 'username']);
    answers[0]?.({ items: [{ id: '9', username: 'old' }], totalCount: 1 });
    await flush();
    expect(list.view().status).toBe('initial');
    answers[1]?.(PAGE);
    await flush();
    expect(list.view()).toMatchObject({ status: 'ready', rows: PAGE.items, query: { sort: { field: 'username', direction: 'asc' } } });
  });

  it('a shared link past the last page lands on the last page', async () => {
    const list = startList(async (query) => (query.page > 3 ? EMPTY : PAGE), { ...DEFAULT, size: 5, page: 9 });
    await loaded(list);
    expect(list.fetchPage.mock.calls.map(([query]) => query.page)).toEqual([9, 3]);
    expect(list.view()).toMatchObject({ status: 'ready', query: { page: 3 } });
  });

  it('a failed load keeps the last page, keeps the error for the view and retries', async () => {
    const fetch = vi.fn<Fetch>().mockResolvedValueOnce(PAGE).mockRejectedValueOnce(NETWORK).mockResolvedValueOnce(PAGE);
    const list = startList(fetch);
    await loaded(list);
    list.actor.send({ type: 'user.go_to_page', page: 2 });
    await flush();
    expect(list.view()).toMatchObject({ status: 'failed', rows: PAGE.items, loadError: NETWORK });
    // The rows on screen are page 1's: the paginator says so, while the query still asks page 2.
    expect(list.view()).toMatchObject({ query: { page: 2 }, shown: { page: 1, size: DEFAULT.size } });
    list.actor.send({ type: 'user.retry' });
    expect(list.view().status).toBe('loading');
    await flush();
    expect(list.view()).toMatchObject({ status: 'ready', loadError: null, shown: { page: 2 } });
    expect(fetch).toHaveBeenLastCalledWith({ ...DEFAULT, page: 2 });
  });

  it('a first load that fails shows the error without rows', async () => {
    const list = startList(() => Promise.reject(FORBIDDEN));
    await loaded(list);
    expect(list.view()).toMatchObject({ status: 'failed', rows: [], loadError: FORBIDDEN });
  });

  it('cancelling a load goes back to the page shown and its query', async () => {
    const list = startList(async () => PAGE);
    await loaded(list);
    list.fetchPage.mockImplementation(() => new Promise(() => {}));
    list.actor.send({ type: 'user.change_page_size', size: 5 });
    list.actor.send({ type: 'user.cancel' });
    expect(list.view()).toMatchObject({ status: 'ready', query: DEFAULT, rows: PAGE.items });
  });

  it('the address changing (back button) loads that query; the same query is ignored', async () => {
    const list = startList(async () => PAGE);
    await loaded(list);
    list.actor.send({ type: 'address.changed', query: DEFAULT });
    expect(list.fetchPage).toHaveBeenCalledTimes(1);
    list.actor.send({ type: 'address.changed', query: SHARED });
    expect(list.fetchPage).toHaveBeenLastCalledWith(SHARED);
    expect(list.view().searchText).toBe('ana');
  });

  it('a row created or updated elsewhere reloads the page shown, with its size, sort and search', async () => {
    const list = startList(async () => PAGE, SHARED);
    await loaded(list);
    list.actor.send({ type: 'row.created' });
    await flush();
    list.actor.send({ type: 'row.updated' });
    await flush();
    // Page 2 of 5 by e-mail descending, searching 'ana', each time (not page 1).
    const asked: ListQuery = { page: 2, size: 5, sort: { field: 'email', direction: 'desc' }, search: 'ana', filters: {} };
    expect(list.fetchPage.mock.calls.map(([query]) => query)).toEqual([asked, asked, asked]);
  });

  it('delete: asks, shows the waiting text 2.5 s, closes, hides the rows while deleting, notifies and reloads', async () => {
    let finish: () => void = () => {};
    const list = startList(async () => PAGE, DEFAULT, () => new Promise<DeleteOutcome>((resolve) => (finish = () => resolve({ undone: false, kept: [] }))));
    await loaded(list);
    list.actor.send({ type: 'user.delete', ids: ['2'] });
    expect(list.view().dialog).toEqual({ kind: 'delete', ids: ['2'], closing: false });
    list.actor.send({ type: 'user.confirm' });
    expect(list.view().dialog).toEqual({ kind: 'delete', ids: ['2'], closing: true });
    await vi.advanceTimersByTimeAsync(LIST_DIALOG_CLOSE_MS - 1);
    expect(list.remove).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(list.remove).toHaveBeenCalledWith(['2']);
    expect(list.view()).toMatchObject({ dialog: null, actionLoading: true, rows: PAGE.items, hidden: ['2'] });
    finish();
    await flush();
    expect(list.notices).toEqual(['deleted 2']);
    expect(list.fetchPage).toHaveBeenCalledTimes(2);
    expect(list.view()).toMatchObject({ status: 'ready', actionLoading: false, hidden: [] });
  });

  it('an undone delete shows its rows again, says nothing and reloads nothing', async () => {
    let undo: () => void = () => {};
    const list = startList(async () => PAGE, DEFAULT, () => new Promise<DeleteOutcome>((resolve) => (undo = () => resolve({ undone: true }))));
    await loaded(list);
    list.actor.send({ type: 'user.delete', ids: ['1', '2'] });
    list.actor.send({ type: 'user.confirm' });
    await vi.advanceTimersByTimeAsync(LIST_DIALOG_CLOSE_MS);
    expect(list.view().hidden).toEqual(['1', '2']);
    undo();
    await flush();
    expect(list.notices).toEqual([]);
    expect(list.fetchPage).toHaveBeenCalledTimes(1);
    expect(list.view()).toMatchObject({ status: 'ready', actionLoading: false, hidden: [], rows: PAGE.items, dialog: null });
    // The list takes the next delete as before.
    list.actor.send({ type: 'user.delete', ids: ['1'] });
    expect(list.view().dialog).toEqual({ kind: 'delete', ids: ['1'], closing: false });
  });

  it('rows the server kept back (riders with history) reach the deleted notice', async () => {
    const list = startList(async () => PAGE, DEFAULT, async () => ({ undone: false, kept: ['2'] }));
    await loaded(list);
    list.actor.send({ type: 'user.delete', ids: ['1', '2'] });
    list.actor.send({ type: 'user.confirm' });
    await vi.advanceTimersByTimeAsync(LIST_DIALOG_CLOSE_MS);
    await flush();
    expect(list.notices).toEqual(['deleted 1,2, kept 2']);
  });

  it('a refused delete notifies the failure and keeps the page', async () => {
    const list = startList(async () => PAGE, DEFAULT, () => Promise.reject(FORBIDDEN));
    await loaded(list);
    list.actor.send({ type: 'user.delete', ids: ['1'] });
    list.actor.send({ type: 'user.confirm' });
    await vi.advanceTimersByTimeAsync(LIST_DIALOG_CLOSE_MS);
    await flush();
    expect(list.notices).toEqual(['failed forbidden']);
    expect(list.view()).toMatchObject({ status: 'ready', rows: PAGE.items, dialog: null });
  });

  it('cancelling the delete dialog deletes nothing; an empty delete opens nothing', async () => {
    const list = startList(async () => PAGE);
    await loaded(list);
    list.actor.send({ type: 'user.delete', ids: [] });
    expect(list.view().dialog).toBeNull();
    list.actor.send({ type: 'user.delete', ids: ['1'] });
    list.actor.send({ type: 'user.cancel' });
    await vi.advanceTimersByTimeAsync(LIST_DIALOG_CLOSE_MS);
    expect(list.remove).not.toHaveBeenCalled();
    expect(list.view().dialog).toBeNull();
  });

  it('ticked rows feed the fetch-selected and update-status dialogs; a new page clears them', async () => {
    const list = startList(async () => PAGE);
    await loaded(list);
    list.actor.send({ type: 'user.fetch_selected' });
    expect(list.view().dialog).toBeNull();
    list.actor.send({ type: 'user.select', ids: ['1', '2'] });
    list.actor.send({ type: 'user.fetch_selected' });
    expect(list.view().dialog).toEqual({ kind: 'fetchSelected', ids: ['1', '2'] });
    list.actor.send({ type: 'user.cancel' });
    list.actor.send({ type: 'user.update_status' });
    list.actor.send({ type: 'user.confirm_status', status: 'active' });
    expect(list.view().dialog).toEqual({ kind: 'updateStatus', ids: ['1', '2'], closing: true, status: 'active' });
    await vi.advanceTimersByTimeAsync(LIST_DIALOG_CLOSE_MS);
    await flush();
    expect(list.notices).toEqual(['status active for 1,2']);
    expect(list.view()).toMatchObject({ selected: [], dialog: null });
  });
});

describe('listPagingMachine, after a dialog and past the end', () => {
  it('a status update made: the next status dialog opens with no status picked', async () => {
    const list = startList(async () => PAGE);
    await loaded(list);
    list.actor.send({ type: 'user.select', ids: ['1'] });
    list.actor.send({ type: 'user.update_status' });
    list.actor.send({ type: 'user.confirm_status', status: 'active' });
    await vi.advanceTimersByTimeAsync(LIST_DIALOG_CLOSE_MS);
    await flush();
    expect(list.notices).toEqual(['status active for 1']);
    expect(list.view()).toMatchObject({ status: 'ready', selected: [], dialog: null });
    list.actor.send({ type: 'user.select', ids: ['2'] });
    list.actor.send({ type: 'user.update_status' });
    expect(list.view().dialog).toEqual({ kind: 'updateStatus', ids: ['2'], closing: false, status: null });
  });

  it('a status update refused: the next status dialog opens with no status picked', async () => {
    const list = startList(async () => PAGE, DEFAULT, undefined, () => Promise.reject(FORBIDDEN));
    await loaded(list);
    list.actor.send({ type: 'user.select', ids: ['1', '2'] });
    list.actor.send({ type: 'user.update_status' });
    list.actor.send({ type: 'user.confirm_status', status: 'blocked' });
    await vi.advanceTimersByTimeAsync(LIST_DIALOG_CLOSE_MS);
    await flush();
    expect(list.notices).toEqual(['failed forbidden']);
    // Acted on row by row, some rows may have changed: the page is read again.
    expect(list.fetchPage).toHaveBeenCalledTimes(2);
    expect(list.view()).toMatchObject({ status: 'ready', dialog: null });
    list.actor.send({ type: 'user.select', ids: ['1', '2'] });
    list.actor.send({ type: 'user.update_status' });
    expect(list.view().dialog).toEqual({ kind: 'updateStatus', ids: ['1', '2'], closing: false, status: null });
  });

  it('a list with no rows at all stays on the page asked: an empty list has no page to step back to', async () => {
    const list = startList(async () => ({ items: [], totalCount: 0 }), { ...DEFAULT, page: 3 });
    await loaded(list);
    expect(list.fetchPage.mock.calls.map(([query]) => query.page)).toEqual([3]);
    expect(list.view()).toMatchObject({ status: 'ready', rows: [], totalCount: 0, query: { page: 3 } });
  });
});

describe('connectList', () => {
  it('gives the view every event the list answers, each sending the machine its event', () => {
    const sent: ListPagingEvent[] = [];
    const props = connectList<Row>(createActor(machine, { input: { query: DEFAULT } }).getSnapshot(), (event) => sent.push(event));
    expect(props.list).toMatchObject({ status: 'initial', rows: [], query: DEFAULT, dialog: null });
    props.onSearch('ana');
    props.onSort('email');
    props.onPageChange(3);
    props.onPageSizeChange(5);
    props.onRetry();
    props.onSelectionChange(['1', '2']);
    props.onDelete(['2']);
    props.onConfirmDelete();
    props.onCancelDialog();
    props.onFetchSelected();
    props.onUpdateStatus();
    props.onConfirmStatus('active');
    props.setFilters({ status: 'active' });
    expect(sent).toEqual([
      { type: 'user.search', text: 'ana' },
      { type: 'user.sort', field: 'email' },
      { type: 'user.go_to_page', page: 3 },
      { type: 'user.change_page_size', size: 5 },
      { type: 'user.retry' },
      { type: 'user.select', ids: ['1', '2'] },
      { type: 'user.delete', ids: ['2'] },
      { type: 'user.confirm' },
      { type: 'user.cancel' },
      { type: 'user.fetch_selected' },
      { type: 'user.update_status' },
      { type: 'user.confirm_status', status: 'active' },
      { type: 'user.filter', filters: { status: 'active' } },
    ]);
  });

  it('a view raising its callbacks drives the running list: ticks, asks to delete, cancels', async () => {
    const list = startList(async () => PAGE);
    await loaded(list);
    list.props().onSelectionChange(['1', '2']);
    expect(list.view().selected).toEqual(['1', '2']);
    list.props().onDelete(['2']);
    expect(list.view().dialog).toEqual({ kind: 'delete', ids: ['2'], closing: false });
    list.props().onCancelDialog();
    expect(list.view().dialog).toBeNull();
    list.props().onFetchSelected();
    expect(list.view().dialog).toEqual({ kind: 'fetchSelected', ids: ['1', '2'] });
  });
});
