import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise } from 'xstate';
import type { ApiError } from '../../src/contract/apiError';
import { toRecordEditorView } from '../../src/machines/recordEditor/connect';
import { createRecordEditorMachine } from '../../src/machines/recordEditor/machine';
import type { RecordEditorEvent, RecordEditorInput, RecordLoadInput, RecordSaveInput, RecordSavedNotice } from '../../src/machines/recordEditor/types';
import { sameFormValues } from '../../src/machines/recordEditor/values';
import { flush, ignoredEventPaths, ModelRunner, pathName, PromiseFakes, statePairs, stopsOnlyAtTheEnd, transitionPaths, type ModelEvent, type Oracle } from './modelHarness';

interface Rider {
  _id: string;
  name: string;
}
interface Values {
  name: string;
}

// A delivery panel (a rider's form, a rider's payment, a company's settings): one editor per opening.
const machine = createRecordEditorMachine<string, Values, Rider, Rider>({ lifetime: 'opening', retryKeepsFailure: true });
type DeliveryEditInput = RecordEditorInput<string>;
type DeliverySaveInput = RecordSaveInput<string, Values, Rider>;
/** The panel's view as its dialogs read it (useEditPanel): the status, what was loaded, the values sent, why it failed. */
function panelView(snapshot: Parameters<typeof toRecordEditorView<string, Values, Rider, Rider>>[0]) {
  const { status, loaded, values, failure } = toRecordEditorView(snapshot);
  return { status, data: loaded, values, failure };
}
const RIDER: Rider = { _id: 'r1', name: 'Ana Souza' };
const CPF_TAKEN: ApiError = { statusCode: 409, error: 'Conflict', message: 'cpf taken', code: 'cpf_taken' };
const NETWORK: ApiError = { statusCode: 0, error: 'Network Error', message: 'Failed to fetch', code: 'network' };
const KEY_REUSED: ApiError = { statusCode: 422, error: 'Unprocessable Entity', message: 'Idempotency-Key k was already used', code: 'idempotency_key_reused' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const SAVED: Rider = { ...RIDER, name: 'Ana Lima' };
const EVENTS: ReadonlyArray<ModelEvent<RecordEditorEvent<string, Values>>> = [
  { type: 'done.load', output: RIDER },
  { type: 'error.load', error: NETWORK },
  { type: 'user.retry' },
  { type: 'user.save', values: { name: 'Ana Lima' } },
  // Other values: a new key.
  { type: 'user.save', values: { name: 'Ana Maria' } },
  { type: 'done.save', output: SAVED },
  { type: 'error.save', error: CPF_TAKEN },
  { type: 'error.save', error: KEY_REUSED },
  { type: 'user.cancel' },
];

/**
 * An edit dialog as its documentation words it, written without the machine: it loads what the
 * form needs (`load` with the record's id); a failed load says why and offers a retry (the failure
 * shown until the answer); Save sends the values with the id, what was loaded and the values' key
 * (kept while the same values are sent again, new for other values, dropped when the server says
 * it was used for another request); a refused save keeps the dialog open with the failure and the
 * values sent; success notifies (created when there was no id) and closes; Cancel closes at any
 * moment but while the server decides. Calls: `load`, `save`, and the container's `notifySaved`
 * and `close`, in order.
 */
type EditPhase = 'loading' | 'loadFailed' | 'editing' | 'saving' | 'closed';
interface EditSpec {
  phase: EditPhase;
  data: Rider | null;
  values: Values | null;
  keyed: { key: string; values: Values } | null;
  failure: ApiError | null;
  calls: Array<{ src: string; input: unknown }>;
}
/** The test's keys: made from the values, so that a key made for other values shows. */
const keyOf = (values: Values) => `key ${values.name}`;
function editSpec(input: DeliveryEditInput): Oracle<EditSpec, unknown> {
  const close = (state: EditSpec, ...calls: Array<{ src: string; input: unknown }>): EditSpec => ({
    ...state,
    phase: 'closed',
    calls: [...state.calls, ...calls, { src: 'close', input: undefined }],
  });
  return {
    initial: { phase: 'loading', data: null, values: null, keyed: null, failure: null, calls: [{ src: 'load', input: { subject: input.subject } }] },
    next(state, event) {
      switch (state.phase) {
        case 'loading':
          if (event.type === 'done.load') return { ...state, phase: 'editing', data: Reflect.get(event, 'output') as Rider, failure: null };
          if (event.type === 'error.load') return { ...state, phase: 'loadFailed', failure: Reflect.get(event, 'error') as ApiError };
          return event.type === 'user.cancel' ? close(state) : state;
        case 'loadFailed':
          if (event.type === 'user.retry') return { ...state, phase: 'loading', calls: [...state.calls, { src: 'load', input: { subject: input.subject } }] };
          return event.type === 'user.cancel' ? close(state) : state;
        case 'editing': {
          if (event.type === 'user.cancel') return close(state);
          if (event.type !== 'user.save') return state;
          const values = Reflect.get(event, 'values') as Values;
          const keyed = state.keyed !== null && state.keyed.values.name === values.name ? state.keyed : { key: keyOf(values), values };
          return {
            ...state,
            phase: 'saving',
            values,
            keyed,
            failure: null,
            calls: [...state.calls, { src: 'save', input: { subject: input.subject, loaded: state.data, values, idempotencyKey: keyed.key } }],
          };
        }
        case 'saving': {
          if (event.type === 'done.save') {
            return close(state, { src: 'notifySaved', input: { saved: Reflect.get(event, 'output'), subject: input.subject, created: input.subject === null } });
          }
          if (event.type !== 'error.save') return state;
          const failure = Reflect.get(event, 'error') as ApiError;
          return { ...state, phase: 'editing', failure, keyed: failure.code === 'idempotency_key_reused' ? null : state.keyed };
        }
        case 'closed':
          return state;
      }
    },
    view: (state) => ({ status: state.phase, data: state.data, values: state.values, failure: state.failure }),
    calls: (state) => state.calls,
  };
}

describe('recordEditorMachine as a delivery panel, model-based', () => {
  // The key is random: the model and the real actor each make one, so both make it from the values
  // here to compare contexts and calls. The rules below check the real keys.
  const keyed = machine.provide({
    actions: { issueIdempotencyKey: assign((_, { values }: { values: Values }) => ({ idempotency: { key: keyOf(values), values } })) },
  });
  const inputs: Array<[string, DeliveryEditInput]> = [
    ['creating', { subject: null }],
    ['editing r1', { subject: 'r1' }],
  ];
  const runners = inputs.map(([, input]) => {
    const fakes = new PromiseFakes();
    return new ModelRunner(
      keyed.provide({
        actors: {
          load: fakes.logic<Rider, RecordLoadInput<string>>('load'),
          save: fakes.logic<Rider, DeliverySaveInput>('save'),
        },
        // The container's, recorded with the calls in the order they happen.
        actions: {
          notifySaved: (_, params) => void fakes.calls.push({ src: 'notifySaved', input: params }),
          close: () => void fakes.calls.push({ src: 'close', input: undefined }),
        },
      }),
      fakes,
      { oracle: editSpec(input), connect: (snapshot) => panelView(snapshot as Parameters<typeof panelView>[0]) },
    );
  });
  for (const [n, [label, input]] of inputs.entries()) {
    const runner = runners[n];
    describe(label, () => {
      // What the user can do, played where the machine does not handle it (once per state): the
      // oracle says whether it should have. A closed dialog is a stopped actor: the page sends it nothing more.
      const paths = [...transitionPaths(keyed, EVENTS, input), ...ignoredEventPaths(keyed, EVENTS, input)].filter(stopsOnlyAtTheEnd);
      it('has paths', () => expect(paths.length).toBeGreaterThan(0));
      for (const [index, path] of paths.entries()) {
        it(pathName(path, index), async () => {
          await runner?.run(path, input);
        });
      }

      it('plays every (state, event) pair', () => {
        const all = statePairs(keyed, EVENTS, input).filter((pair) => !pair.startsWith('{"value":"closed"'));
        expect(all.length).toBeGreaterThan(15);
        expect(all.filter((pair) => !runner?.playedPairs.has(pair))).toEqual([]);
      });
    });
  }

  it('reaches every state and takes every transition', () => {
    const [create, edit] = runners;
    const visited = new Set([...(create?.coverage.visitedStates() ?? []), ...(edit?.coverage.visitedStates() ?? [])]);
    expect([...visited].sort()).toEqual(['recordEditor.closed', 'recordEditor.editing', 'recordEditor.loadFailed', 'recordEditor.loading', 'recordEditor.saving']);
    expect(create?.coverage.allStates()).toEqual([...visited].sort());
    const missing = (create?.coverage.missingTransitions() ?? []).filter((t) => edit?.coverage.missingTransitions().includes(t));
    expect(missing).toEqual([]);
  });
});

describe('recordEditorMachine as a delivery panel', () => {
  function start(id: string | null, save: (input: DeliverySaveInput) => Promise<Rider>) {
    const notices: string[] = [];
    const sent: DeliverySaveInput[] = [];
    const actor = createActor(
      machine.provide({
        actors: {
          load: fromPromise<Rider, RecordLoadInput<string>>(async ({ input }) => ({ ...RIDER, _id: input.subject ?? 'none' })),
          save: fromPromise<Rider, DeliverySaveInput>(({ input }) => {
            sent.push(input);
            return save(input);
          }),
        },
        actions: {
          notifySaved: (_, { saved, created }: RecordSavedNotice<string, Rider>) => notices.push(`${created ? 'created' : 'saved'} ${saved.name}`),
          close: () => notices.push('closed'),
        },
      }),
      { input: { subject: id } },
    );
    actor.start();
    return { actor, notices, view: () => panelView(actor.getSnapshot()), keys: () => sent.map((call) => call.idempotencyKey) };
  }

  it('saves what was typed with what was loaded, tells whether it created, then closes', async () => {
    const save = async (input: DeliverySaveInput) => ({ _id: input.loaded?._id ?? 'new', name: input.values.name });
    const edit = start('r1', save);
    await flush();
    expect(edit.view()).toMatchObject({ status: 'editing', data: { _id: 'r1' } });
    edit.actor.send({ type: 'user.save', values: { name: 'Ana Lima' } });
    expect(edit.view().status).toBe('saving');
    await flush();
    expect(edit.view().status).toBe('closed');
    expect(edit.notices).toEqual(['saved Ana Lima', 'closed']);

    const create = start(null, save);
    await flush();
    create.actor.send({ type: 'user.save', values: { name: 'Bia' } });
    await flush();
    expect(create.notices).toEqual(['created Bia', 'closed']);
  });

  it('keeps the dialog open with the failure and the values sent when the save is refused', async () => {
    const { actor, notices, view } = start('r1', async () => {
      throw CPF_TAKEN;
    });
    await flush();
    actor.send({ type: 'user.save', values: { name: 'Ana Lima' } });
    await flush();
    expect(view()).toMatchObject({ status: 'editing', values: { name: 'Ana Lima' }, failure: { code: 'cpf_taken' } });
    expect(notices).toEqual([]);
    // Cancel while the server decides is not offered: only a settled dialog closes.
    actor.send({ type: 'user.cancel' });
    expect(view().status).toBe('closed');
    expect(notices).toEqual(['closed']);
  });

  describe('the Idempotency-Key of the values sent', () => {
    const failing = (error: ApiError) => async (): Promise<Rider> => {
      throw error;
    };

    it('is sent again with unchanged values saved again after a failure, so a lost answer is not a second create', async () => {
      let answer: (input: DeliverySaveInput) => Promise<Rider> = failing(NETWORK);
      const { actor, notices, keys } = start(null, (input) => answer(input));
      await flush();
      actor.send({ type: 'user.save', values: { name: 'Bia' } });
      await flush();
      answer = async (input) => ({ _id: 'new', name: input.values.name });
      // Equal values, another object (the form hands over a fresh one on each submit).
      actor.send({ type: 'user.save', values: { name: 'Bia' } });
      await flush();
      expect(notices).toEqual(['created Bia', 'closed']);
      const [first, second] = keys();
      expect(first).toMatch(UUID);
      expect(second).toBe(first);
    });

    it('is new for values changed after a failure (the server refuses a key sent with another body)', async () => {
      const { actor, keys } = start(null, failing(NETWORK));
      await flush();
      for (const name of ['Bia', 'Bia Lima', 'Bia Lima']) {
        actor.send({ type: 'user.save', values: { name } });
        await flush();
      }
      const [first, changed, again] = keys();
      expect(changed).toMatch(UUID);
      expect(changed).not.toBe(first);
      expect(again).toBe(changed);
    });

    it('is new for each dialog, the same values included', async () => {
      const one = start(null, failing(NETWORK));
      const two = start(null, failing(NETWORK));
      await flush();
      one.actor.send({ type: 'user.save', values: { name: 'Bia' } });
      two.actor.send({ type: 'user.save', values: { name: 'Bia' } });
      await flush();
      expect(two.keys()[0]).toMatch(UUID);
      expect(two.keys()[0]).not.toBe(one.keys()[0]);
    });

    it('is dropped when the server says it was used for another request: the next save sends a new one', async () => {
      const { actor, view, keys } = start(null, failing(KEY_REUSED));
      await flush();
      actor.send({ type: 'user.save', values: { name: 'Bia' } });
      await flush();
      expect(view()).toMatchObject({ status: 'editing', failure: { code: 'idempotency_key_reused' } });
      actor.send({ type: 'user.save', values: { name: 'Bia' } });
      await flush();
      const [first, second] = keys();
      expect(second).toMatch(UUID);
      expect(second).not.toBe(first);
    });

    it('compares values as data: key order aside, nested objects and arrays included', () => {
      expect(sameFormValues({ a: 1, b: ['x', { c: '' }] }, { b: ['x', { c: '' }], a: 1 })).toBe(true);
      expect(sameFormValues({ a: 1, b: ['x'] }, { a: 1, b: ['x', 'y'] })).toBe(false);
      expect(sameFormValues({ a: '' }, { a: '', b: undefined })).toBe(false);
      expect(sameFormValues({ a: null }, { a: {} })).toBe(false);
    });
  });

  describe('values compared field by field', () => {
    const lost = async (): Promise<Rider> => {
      throw NETWORK;
    };

    it('a name corrected by one letter after a lost answer (as long as before) is sent with a new key', async () => {
      const { actor, keys, view } = start(null, lost);
      await flush();
      actor.send({ type: 'user.save', values: { name: 'Ana Lima' } });
      await flush();
      actor.send({ type: 'user.save', values: { name: 'Ana Lina' } });
      await flush();
      expect(view()).toMatchObject({ status: 'editing', values: { name: 'Ana Lina' }, failure: { code: 'network' } });
      const [first, corrected] = keys();
      expect(first).toMatch(UUID);
      expect(corrected).toMatch(UUID);
      expect(corrected).not.toBe(first);
    });

    it('tells apart a flag, a number or a text changed to another of the same size', () => {
      expect(sameFormValues({ isActive: true, isOpen: false }, { isActive: false, isOpen: false })).toBe(false);
      expect(sameFormValues({ paid: false }, { paid: true })).toBe(false);
      expect(sameFormValues({ deliveryFee: 5 }, { deliveryFee: 7 })).toBe(false);
      expect(sameFormValues({ cpf: '52998224725' }, { cpf: '52998224726' })).toBe(false);
      expect(sameFormValues({ isActive: true, deliveryFee: 5, cpf: '52998224725' }, { cpf: '52998224725', deliveryFee: 5, isActive: true })).toBe(true);
    });

    it('an array equals only an array with the same items in the same places', () => {
      expect(sameFormValues(['x', 'y'], ['x', 'z'])).toBe(false);
      expect(sameFormValues({ tags: ['x', 'y'] }, { tags: ['y', 'x'] })).toBe(false);
      expect(sameFormValues({ tags: [] }, { tags: [] })).toBe(true);
      expect(sameFormValues([], {})).toBe(false);
      expect(sameFormValues({ tags: [] }, { tags: {} })).toBe(false);
      expect(sameFormValues({ tags: ['x'] }, { tags: 'x' })).toBe(false);
      expect(sameFormValues({ tags: [] }, { tags: '' })).toBe(false);
    });
  });
});
