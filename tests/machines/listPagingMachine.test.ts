import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestModel, type TestParam, type TestPath } from '@xstate/graph';
import {
  __unsafe_getAllOwnEventDescriptors,
  createActor,
  fromPromise,
  getInitialSnapshot,
  getNextSnapshot,
  type AnyMachineSnapshot,
  type EventObject,
} from 'xstate';
import type { ApiError } from '../../src/api/errors';
import type { DeleteOutcome } from '../../src/domain/deletes';
import { defaultListQuery, USER_LIST, type ListPage, type ListQuery } from '../../src/domain/listQuery';
import { createListPagingMachine, toListView, type ListPagingContext, type ListPagingEvent, type ListPagingInput } from '../../src/machines/listPagingMachine';
import { flush, ModelRunner, pathName, PromiseFakes, toTestMachine, type ModelEvent } from './modelHarness';
import { LIST_DIALOG_CLOSE_MS, LIST_FIRST_LOAD_MS, LIST_SEARCH_DEBOUNCE_MS } from '../support/seed';

interface Row {
  id: string;
  username: string;
}

const machine = createListPagingMachine<Row>();
const DEFAULT = defaultListQuery(USER_LIST);
const PAGE: ListPage<Row> = { items: [{ id: '1', username: 'ana' }, { id: '2', username: 'bia' }], totalCount: 12 };
const EMPTY: ListPage<Row> = { items: [], totalCount: 12 };
const NETWORK: ApiError = { statusCode: 0, error: 'Network Error', message: 'Failed to fetch', code: 'network' };
const FORBIDDEN: ApiError = { statusCode: 403, error: 'Forbidden', message: 'No', code: 'forbidden' };
const SHARED: ListQuery = { page: 2, size: 5, sort: { field: 'email', direction: 'desc' }, search: 'ana' };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const EVENTS: ReadonlyArray<ModelEvent<ListPagingEvent>> = [
  { type: 'after.firstLoad' },
  { type: 'done.fetchPage', output: PAGE },
  { type: 'done.fetchPage', output: EMPTY },
  { type: 'error.fetchPage', error: NETWORK },
  { type: 'user.search', text: 'ana' },
  { type: 'after.searchDebounce' },
  { type: 'user.sort', field: 'email' },
  { type: 'user.go_to_page', page: 9 },
  { type: 'user.change_page_size', size: 5 },
  { type: 'address.changed', query: SHARED },
  { type: 'user.retry' },
  { type: 'user.cancel' },
  { type: 'row.created' },
  { type: 'row.updated' },
  { type: 'user.select', ids: ['1'] },
  { type: 'user.delete', ids: ['2'] },
  { type: 'user.fetch_selected' },
  { type: 'user.update_status' },
  { type: 'user.confirm' },
  { type: 'user.confirm_status', status: 'active' },
  { type: 'after.dialogClose' },
  { type: 'done.deleteRows', output: { undone: false, kept: [] } },
  { type: 'done.deleteRows', output: { undone: true } },
  { type: 'error.deleteRows', error: FORBIDDEN },
  { type: 'done.updateStatus', output: null },
  { type: 'error.updateStatus', error: NETWORK },
];

/**
 * The list's state space is the product of its states and every query it can be asked
 * (thousands), so the model tells states apart by what the machine's guards read: the state
 * value, whether a page is shown, whether the page asked lies past the last one, whether rows are
 * ticked. Each such state is reached by its shortest path (breadth first, keeping the concrete
 * snapshots of the path taken: @xstate/graph's own search would mix snapshots of different
 * paths under one key) and then left by every event it handles, so every transition is taken;
 * every step still compares the real snapshot's whole context with the model's.
 */
function transitionPaths(input: ListPagingInput): Array<TestPath<AnyMachineSnapshot, EventObject>> {
  const logic = toTestMachine(machine);
  const model = createTestModel(logic);
  const alphabet = (state: AnyMachineSnapshot): EventObject[] => {
    const handled = new Set(__unsafe_getAllOwnEventDescriptors(state));
    return EVENTS.filter((event) => handled.has(event.type) && state.can(event));
  };
  const key = (state: AnyMachineSnapshot) => {
    const context = state.context as ListPagingContext<Row>;
    return JSON.stringify({
      value: state.value,
      hasPage: context.page !== null,
      pastEnd: context.query.page > 2,
      ticked: context.selected.length > 0,
    });
  };
  type Steps = TestPath<AnyMachineSnapshot, EventObject>['steps'];
  const initial: AnyMachineSnapshot = getInitialSnapshot(logic, input);
  const reached: Steps[] = [[{ event: { type: 'xstate.init' }, state: initial }]];
  const seen = new Set([key(initial)]);
  for (const steps of reached) {
    const last = steps[steps.length - 1];
    if (!last) continue;
    for (const event of alphabet(last.state)) {
      const state = getNextSnapshot(logic, last.state, event);
      if (seen.has(key(state))) continue;
      seen.add(key(state));
      reached.push([...steps, { event, state }]);
    }
  }
  return reached.flatMap((steps) => {
    const last = steps[steps.length - 1];
    if (!last) return [];
    return alphabet(last.state).map((event) => {
      const state = getNextSnapshot(logic, last.state, event);
      const path = { state, steps: [...steps, { event, state }], weight: steps.length };
      return {
        ...path,
        description: key(state),
        test: (params: TestParam<AnyMachineSnapshot, EventObject>) => model.testPath(path, params),
      };
    });
  });
}

describe('listPagingMachine, model-based', () => {
  const fakes = new PromiseFakes();
  const runner = new ModelRunner(
    machine.provide({
      actors: {
        fetchPage: fakes.logic<ListPage<Row>, ListQuery>('fetchPage'),
        deleteRows: fakes.logic<DeleteOutcome, { ids: string[] }>('deleteRows'),
        updateStatus: fakes.logic<unknown, { ids: string[]; status: string }>('updateStatus'),
      },
    }),
    fakes,
  );
  const inputs: Array<[string, ListPagingInput]> = [
    ['a fresh address', { query: DEFAULT }],
    ['a shared link', { query: SHARED }],
  ];

  for (const [label, input] of inputs) {
    describe(label, () => {
      const paths = transitionPaths(input);
      it('has paths', () => expect(paths.length).toBeGreaterThan(20));
      for (const [index, path] of paths.entries()) {
        it(pathName(path, index), async () => {
          await runner.run(path, input);
        });
      }
    });
  }

  it('reaches every state and takes every transition', () => {
    expect(runner.coverage.visitedStates()).toEqual(runner.coverage.allStates());
    expect(runner.coverage.allStates()).toEqual([
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
    expect(runner.coverage.missingTransitions()).toEqual([]);
  });
});

type Fetch = (query: ListQuery) => Promise<ListPage<Row>>;

/** A list over `fetch`, with recording notices. */
function startList(fetch: Fetch, query: ListQuery = DEFAULT, deleteRows: (ids: string[]) => Promise<DeleteOutcome> = async () => ({ undone: false, kept: [] })) {
  const fetchPage = vi.fn(fetch);
  const remove = vi.fn(deleteRows);
  const notices: string[] = [];
  const list = machine.provide({
    actors: {
      fetchPage: fromPromise<ListPage<Row>, ListQuery>(({ input }) => fetchPage(input)),
      deleteRows: fromPromise<DeleteOutcome, { ids: string[] }>(({ input }) => remove(input.ids)),
      updateStatus: fromPromise<unknown, { ids: string[]; status: string }>(async () => null),
    },
    actions: {
      notifyDeleted: (_, { ids, kept }) => notices.push(`deleted ${ids.join(',')}${kept.length > 0 ? `, kept ${kept.join(',')}` : ''}`),
      notifyStatusUpdated: (_, { ids, status }) => notices.push(`status ${status} for ${ids.join(',')}`),
      notifyActionFailed: (_, { error }) => notices.push(`failed ${error.code ?? error.statusCode}`),
    },
  });
  const actor = createActor(list, { input: { query } });
  actor.start();
  const view = () => toListView<Row>(actor.getSnapshot());
  return { actor, fetchPage, remove, notices, view };
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
    const asked: ListQuery = { page: 2, size: 5, sort: { field: 'email', direction: 'desc' }, search: 'ana' };
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
