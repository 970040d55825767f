import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { ApiError } from '../../src/contract/apiError';
import type { FaqEntry, FaqList } from '../../src/contract/schema.gen';
import { connectFaq } from '../../src/machines/helpdesk/connect';
import { faqMachine } from '../../src/machines/helpdesk/faqMachine';
import type { FaqEvent } from '../../src/machines/helpdesk/types';
import { expectEveryStateAndTransition, ignoredEventPaths, ModelRunner, pathName, PromiseFakes, transitionPaths, type ModelCall, type ModelEvent, type Oracle } from './modelHarness';
import { closedEditor } from './recordEditorFixtures';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const NETWORK: ApiError = { statusCode: 0, error: 'Network Error', message: 'Failed to fetch', code: 'network' };
const GONE: ApiError = { statusCode: 404, error: 'Not Found', message: 'No such entry', code: 'not_found' };
const PASSWORD: FaqEntry = { _id: 'f1', question: 'Como troco minha senha?', answer: 'Em Minha conta, Trocar senha.', position: 1, updatedAt: '2026-11-20T12:00:00.000Z' };
const HOURS: FaqEntry = { _id: 'f2', question: 'Como mudo o horário de funcionamento?', answer: 'Em Estabelecimento, Horários.', position: 2, updatedAt: '2026-11-20T12:00:00.000Z' };
const ALL: FaqList = { items: [PASSWORD, HOURS], totalCount: 2 };

const EVENTS: ReadonlyArray<ModelEvent<FaqEvent>> = [
  { type: 'done.listFaq', output: ALL },
  { type: 'error.listFaq', error: NETWORK },
  { type: 'user.retry' },
  { type: 'user.search', text: ' senha ' },
  { type: 'after.searchDebounce' },
  { type: 'record.saved' },
  { type: 'user.delete', entry: HOURS },
  { type: 'user.cancel_delete' },
  { type: 'user.confirm_delete' },
  { type: 'done.deleteEntry', output: undefined },
  { type: 'error.deleteEntry', error: GONE },
];

/**
 * The FAQ (issue 26) written without the machine: it reads every question at once; a failure says
 * why and offers Retry. The search box shows what is typed and the questions are read for it
 * (trimmed) 150 ms after the last key. A saved question reads the list again. Staff delete with a
 * confirmation: Cancel forgets it; the delete, once made, reads the list again; a failed delete
 * stays asked with its reason.
 */
interface Spec {
  list: 'loading' | 'waiting' | 'ready' | 'failed';
  searchText: string;
  search: string;
  entries: FaqEntry[];
  failure: ApiError | null;
  del: 'closed' | 'confirming' | 'deleting';
  target: FaqEntry | null;
  deleteFailure: ApiError | null;
  calls: ModelCall[];
}

function spec(): Oracle<Spec, unknown> {
  const read = (state: Spec, search = state.search): Spec => ({ ...state, list: 'loading', search, calls: [...state.calls, { src: 'listFaq', input: { search } }] });
  return {
    initial: { list: 'loading', searchText: '', search: '', entries: [], failure: null, del: 'closed', target: null, deleteFailure: null, calls: [{ src: 'listFaq', input: { search: '' } }] },
    next(state, event) {
      switch (event.type) {
        case 'done.listFaq':
          return state.list === 'loading' ? { ...state, list: 'ready', entries: (Reflect.get(event, 'output') as FaqList).items, failure: null } : state;
        case 'error.listFaq':
          return state.list === 'loading' ? { ...state, list: 'failed', failure: Reflect.get(event, 'error') as ApiError } : state;
        case 'user.retry':
          return state.list === 'failed' ? read(state) : state;
        case 'user.search':
          return { ...state, list: 'waiting', searchText: Reflect.get(event, 'text') as string };
        case 'after.searchDebounce':
          return state.list === 'waiting' ? read(state, state.searchText.trim()) : state;
        case 'record.saved':
          return read(state);
        case 'user.delete':
          return state.del === 'closed' ? { ...state, del: 'confirming', target: Reflect.get(event, 'entry') as FaqEntry, deleteFailure: null } : state;
        case 'user.cancel_delete':
          return state.del === 'confirming' ? { ...state, del: 'closed', target: null, deleteFailure: null } : state;
        case 'user.confirm_delete':
          return state.del === 'confirming' && state.target ? { ...state, del: 'deleting', calls: [...state.calls, { src: 'deleteEntry', input: state.target }] } : state;
        case 'done.deleteEntry':
          return state.del === 'deleting' ? read({ ...state, del: 'closed', target: null, deleteFailure: null }) : state;
        case 'error.deleteEntry':
          return state.del === 'deleting' ? { ...state, del: 'confirming', deleteFailure: Reflect.get(event, 'error') as ApiError } : state;
        default:
          return state;
      }
    },
    view: (state) => ({
      status: state.list === 'failed' ? 'failed' : state.list === 'ready' ? 'ready' : 'loading',
      entries: state.entries,
      failure: state.failure,
      search: state.searchText,
      canEdit: true,
      editor: null,
      deleting: state.target ? { entry: state.target, deleting: state.del === 'deleting', failure: state.deleteFailure } : null,
    }),
    calls: (state) => state.calls,
  };
}


function shown(snapshot: AnyMachineSnapshot) {
  const props = connectFaq(snapshot as Parameters<typeof connectFaq>[0], () => {}, closedEditor(), true);
  const { onSearch: _a, onRetry: _b, onNew: _c, onEdit: _d, onDelete: _e, deleting, ...data } = props;
  return { ...data, deleting: deleting ? { entry: deleting.entry, deleting: deleting.deleting, failure: deleting.failure } : null };
}

describe('faqMachine, model-based', () => {
  const fakes = new PromiseFakes();
  const machine = faqMachine.provide({
    actors: { listFaq: fakes.logic<FaqList, { search: string }>('listFaq'), deleteEntry: fakes.logic<void, FaqEntry>('deleteEntry') },
  });
  const runner = new ModelRunner(machine, fakes, { oracle: spec(), connect: shown });
  const paths = [...transitionPaths(machine, EVENTS, undefined), ...ignoredEventPaths(machine, EVENTS, undefined)];
  it('has paths', () => expect(paths.length).toBeGreaterThan(50));
  for (const [index, path] of paths.entries()) {
    it(pathName(path, index), async () => {
      await runner.run(path, undefined);
    });
  }
  it('reaches every state and takes every transition', () => {
    expectEveryStateAndTransition(runner, [
      'faq.delete',
      'faq.delete.closed',
      'faq.delete.confirming',
      'faq.delete.deleting',
      'faq.list',
      'faq.list.failed',
      'faq.list.loading',
      'faq.list.ready',
      'faq.list.waiting',
    ]);
  });
});
