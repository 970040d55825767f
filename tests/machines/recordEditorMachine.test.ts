import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, fromPromise } from 'xstate';
import type { ApiError } from '../../src/contract/apiError';
import { connectRecordEditor, toRecordEditorView } from '../../src/machines/recordEditor/connect';
import { createRecordEditorMachine } from '../../src/machines/recordEditor/machine';
import type { RecordEditorEvent, RecordEditorView, RecordLoadInput, RecordSaveInput, RecordSavedNotice } from '../../src/machines/recordEditor/types';
import { everyEventPairs, everyEventPaths, flush, ModelRunner, pathName, PromiseFakes, statePairs, toTestMachine, type ModelEvent, type Oracle, type ModelCall as Call } from './modelHarness';

interface Subject {
  _id: string;
  name: string;
}
interface Values {
  name: string;
}

// The dialog of a list screen (contacts, applications): one actor for every opening.
const machine = createRecordEditorMachine<Subject, Values, string | null, Subject>({ lifetime: 'dialog' });
/** The test's keys: made from the values, so that a key made for other values shows. */
const keyOf = (values: Values) => `key ${values.name}`;
// The key is random: the model and the real actor each make one, so both make it from the values
// here to compare contexts and calls. The rules below check the real keys.
const keyed = machine.provide({
  actions: { issueIdempotencyKey: assign((_, { values }: { values: Values }) => ({ idempotency: { key: keyOf(values), values } })) },
});
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const APP: Subject = { _id: 'a1', name: 'Cantina Online' };
const SAVED: Subject = { _id: 'a1', name: 'Cantina' };
const TAKEN: ApiError = { statusCode: 409, error: 'Conflict', message: 'name Cantina is already taken', code: 'name_taken' };
const NETWORK: ApiError = { statusCode: 0, error: 'Network Error', message: 'Failed to fetch', code: 'network' };
const KEY_REUSED: ApiError = { statusCode: 422, error: 'Unprocessable Entity', message: 'Idempotency-Key k was already used', code: 'idempotency_key_reused' };

const fakes = new PromiseFakes();
const runner = new ModelRunner(
  keyed.provide({
    actors: {
      load: fakes.logic<string | null, RecordLoadInput<Subject>>('load'),
      save: fakes.logic<Subject, RecordSaveInput<Subject, Values, string | null>>('save'),
    },
    // The container's notice and list refresh, recorded with the calls.
    actions: { notifySaved: (_, params) => void fakes.calls.push({ src: 'notifySaved', input: params }) },
  }),
  fakes,
  { oracle: dialogSpec(), connect: (snapshot) => dialogView(snapshot as Parameters<typeof toRecordEditorView<Subject, Values, string | null, Subject>>[0]) },
);
const EVENTS: ReadonlyArray<ModelEvent<RecordEditorEvent<Subject, Values>>> = [
  { type: 'user.open', subject: null },
  { type: 'user.open', subject: APP },
  { type: 'done.load', output: 'Termos.' },
  { type: 'error.load', error: NETWORK },
  { type: 'user.retry' },
  { type: 'user.save', values: { name: 'Cantina' } },
  { type: 'user.save', values: { name: 'Cantina 2' } },
  { type: 'done.save', output: SAVED },
  { type: 'error.save', error: TAKEN },
  { type: 'error.save', error: KEY_REUSED },
  { type: 'user.cancel' },
];

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

type DialogView = Omit<RecordEditorView<Subject, Values, string | null>, 'status' | 'alert'> & { status: 'closed' | 'loading' | 'loadFailed' | 'editing' | 'saving' };
interface DialogSpec extends DialogView {
  /** The key of the values last sent, and those values. */
  keyed: { key: string; values: Values } | null;
  calls: Call[];
}

/** What the dialog shows of a snapshot (as the contacts and applications pages read it). */
function dialogView(snapshot: Parameters<typeof toRecordEditorView<Subject, Values, string | null, Subject>>[0]): DialogView {
  const { status, subject, loaded, values, failure } = toRecordEditorView(snapshot);
  return { status: status as DialogView['status'], subject, loaded, values, failure };
}

/**
 * A create or edit dialog as its documentation and the contacts and applications pages describe
 * it, written without the machine: closed until opened; opened on a record it first loads that
 * record's extra data (a failed load offers Retry and Cancel), opened on none it creates at once.
 * Submitting sends the record (none when creating), what was loaded, the values and their key (kept
 * while the same values are sent again, new for other values or a new opening, dropped when the
 * server says it was used for another request); a success
 * closes the dialog, forgets everything and is told (what was saved, on which record, whether it
 * created); a refusal
 * keeps the dialog open with the reason and the values, and the next submit clears the reason.
 * Cancel closes and forgets, except while saving, when the dialog cannot be dismissed. A dialog
 * already open ignores another open.
 */
function dialogSpec(): Oracle<DialogSpec, DialogView> {
  const closed = { status: 'closed', subject: null, loaded: null, values: null, failure: null, keyed: null } as const;
  return {
    initial: { ...closed, calls: [] },
    next(state, event) {
      const field = (name: string): unknown => Reflect.get(event, name);
      const close = (...calls: Call[]): DialogSpec => ({ ...closed, calls: [...state.calls, ...calls] });
      const load = (subject: Subject): DialogSpec['calls'] => [...state.calls, { src: 'load', input: { subject } }];
      switch (state.status) {
        case 'closed': {
          if (event.type !== 'user.open') return state;
          const subject = field('subject') as Subject | null;
          if (subject === null) return { ...closed, status: 'editing', calls: state.calls };
          return { ...closed, status: 'loading', subject, calls: load(subject) };
        }
        case 'loading':
          if (event.type === 'done.load') return { ...state, status: 'editing', loaded: field('output') as string | null };
          if (event.type === 'error.load') return { ...state, status: 'loadFailed', failure: field('error') as ApiError };
          return event.type === 'user.cancel' ? close() : state;
        case 'loadFailed':
          if (event.type === 'user.retry' && state.subject) return { ...state, status: 'loading', failure: null, calls: load(state.subject) };
          return event.type === 'user.cancel' ? close() : state;
        case 'editing': {
          if (event.type === 'user.cancel') return close();
          if (event.type !== 'user.save') return state;
          const values = field('values') as Values;
          const keyed = state.keyed !== null && state.keyed.values.name === values.name ? state.keyed : { key: keyOf(values), values };
          const save = { src: 'save', input: { subject: state.subject, loaded: state.loaded, values, idempotencyKey: keyed.key } };
          return { ...state, status: 'saving', values, keyed, failure: null, calls: [...state.calls, save] };
        }
        case 'saving':
          if (event.type === 'done.save') return close({ src: 'notifySaved', input: { saved: field('output'), subject: state.subject, created: state.subject === null } });
          if (event.type === 'error.save') {
            const failure = field('error') as ApiError;
            return { ...state, status: 'editing', failure, keyed: failure.code === 'idempotency_key_reused' ? null : state.keyed };
          }
          return state;
      }
    },
    view: ({ status, subject, loaded, values, failure }) => ({ status, subject, loaded, values, failure }),
    calls: (state) => state.calls,
  };
}

describe('recordEditorMachine as a dialog (contacts, applications), model-based', () => {
  const paths = everyEventPaths(keyed, EVENTS, undefined);

  it('has paths', () => expect(paths.length).toBeGreaterThan(40));
  for (const [index, path] of paths.entries()) {
    it(pathName(path, index), async () => {
      await runner.run(path, undefined);
    });
  }

  it('plays every (state, event) pair', () => {
    const handled = statePairs(keyed, EVENTS, undefined);
    expect(handled.length).toBeGreaterThan(10);
    expect(handled.filter((pair) => !runner.playedPairs.has(pair))).toEqual([]);
    expect(everyEventPairs(keyed, EVENTS, undefined).filter((pair) => !runner.playedPairs.has(pair))).toEqual([]);
  });

  it('plays every event of the dialog on the real machine', () => {
    // An event the machine handles nowhere would be skipped by the runner, not compared.
    const types = new Set(EVENTS.map((event) => event.type));
    expect([...types].filter((type) => !toTestMachine(keyed).root.events.includes(type))).toEqual([]);
  });

  it('reaches every state and takes every transition', () => {
    expect(runner.coverage.allStates()).toEqual(['recordEditor.closed', 'recordEditor.editing', 'recordEditor.loadFailed', 'recordEditor.loading', 'recordEditor.saving']);
    expect(runner.coverage.visitedStates()).toEqual(runner.coverage.allStates());
    expect(runner.coverage.missingTransitions()).toEqual([]);
  });
});

/** A dialog whose calls answer as told, recording the notice. */
function startDialog(load: (subject: Subject) => Promise<string | null>, save: (input: RecordSaveInput<Subject, Values, string | null>) => Promise<Subject>) {
  const notifySaved = vi.fn<(saved: Subject, subject: Subject | null) => void>();
  const actor = createActor(
    machine.provide({
      actors: {
        // Loading happens only when opened on a subject.
        load: fromPromise<string | null, RecordLoadInput<Subject>>(({ input }) => load(input.subject as Subject)),
        save: fromPromise<Subject, RecordSaveInput<Subject, Values, string | null>>(({ input }) => save(input)),
      },
      actions: { notifySaved: (_, { saved, subject }: RecordSavedNotice<Subject, Subject>) => notifySaved(saved, subject) },
    }),
  ).start();
  const view = () => toRecordEditorView(actor.getSnapshot());
  return { actor, notifySaved, view };
}

describe('recordEditorMachine as a dialog, rules', () => {
  it('creates without loading anything, closes on success and says so', async () => {
    const save = vi.fn(async () => APP);
    const { actor, notifySaved, view } = startDialog(async () => null, save);
    actor.send({ type: 'user.open', subject: null });
    expect(view().status).toBe('editing');
    actor.send({ type: 'user.save', values: { name: 'Cantina' } });
    expect(view().status).toBe('saving');
    await flush();
    expect(save).toHaveBeenCalledWith({ subject: null, loaded: null, values: { name: 'Cantina' }, idempotencyKey: expect.stringMatching(UUID) });
    expect(notifySaved).toHaveBeenCalledWith(APP, null);
    expect(view()).toEqual({ status: 'closed', subject: null, loaded: null, values: null, failure: null, alert: null });
  });

  it('edits from what it loads for the subject, and hands that to the save', async () => {
    const save = vi.fn(async () => APP);
    const { actor, notifySaved, view } = startDialog(async (subject) => `Termos de ${subject.name}`, save);
    actor.send({ type: 'user.open', subject: APP });
    expect(view().status).toBe('loading');
    await flush();
    expect(view()).toMatchObject({ status: 'editing', subject: APP, loaded: 'Termos de Cantina Online' });
    actor.send({ type: 'user.save', values: { name: 'Cantina' } });
    await flush();
    expect(save).toHaveBeenCalledWith({ subject: APP, loaded: 'Termos de Cantina Online', values: { name: 'Cantina' }, idempotencyKey: expect.stringMatching(UUID) });
    expect(notifySaved).toHaveBeenCalledWith(APP, APP);
  });

  it('keeps a refused save open with the reason and the values; cannot be dismissed while saving', async () => {
    let refuse = true;
    const { actor, notifySaved, view } = startDialog(async () => null, () => (refuse ? Promise.reject(TAKEN) : Promise.resolve(APP)));
    actor.send({ type: 'user.open', subject: null });
    actor.send({ type: 'user.save', values: { name: 'Cantina' } });
    actor.send({ type: 'user.cancel' });
    expect(view().status).toBe('saving');
    await flush();
    expect(view()).toMatchObject({ status: 'editing', values: { name: 'Cantina' }, failure: TAKEN });
    expect(notifySaved).not.toHaveBeenCalled();
    refuse = false;
    actor.send({ type: 'user.save', values: { name: 'Cantina 2' } });
    expect(view().failure).toBeNull();
    await flush();
    expect(view().status).toBe('closed');
  });

  it('a failed load offers a retry or a cancel', async () => {
    let fail = true;
    const { actor, view } = startDialog(() => (fail ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(null)), async () => APP);
    actor.send({ type: 'user.open', subject: APP });
    await flush();
    expect(view()).toMatchObject({ status: 'loadFailed', failure: { statusCode: 0, code: 'network' } });
    fail = false;
    actor.send({ type: 'user.retry' });
    await flush();
    expect(view()).toMatchObject({ status: 'editing', loaded: null, failure: null });
    actor.send({ type: 'user.cancel' });
    expect(view().status).toBe('closed');
  });

  it('sends a create again unchanged with its key; other values, and a new opening, get a new one', async () => {
    const keys: string[] = [];
    const { actor } = startDialog(
      async () => null,
      (input) => {
        keys.push(input.idempotencyKey);
        return Promise.reject(NETWORK);
      },
    );
    actor.send({ type: 'user.open', subject: null });
    for (const name of ['Cantina', 'Cantina', 'Cantina 2']) {
      actor.send({ type: 'user.save', values: { name } });
      await flush();
    }
    actor.send({ type: 'user.cancel' });
    actor.send({ type: 'user.open', subject: null });
    actor.send({ type: 'user.save', values: { name: 'Cantina 2' } });
    await flush();
    const [first, again, changed, reopened] = keys;
    expect(first).toMatch(UUID);
    expect(again).toBe(first);
    expect(changed).toMatch(UUID);
    expect(changed).not.toBe(first);
    expect(reopened).toMatch(UUID);
    expect(reopened).not.toBe(changed);
  });
});

describe('connectRecordEditor', () => {
  it('gives the dialog the view and raises the editor’s events from its callbacks', () => {
    const actor = createActor(machine).start();
    const sent: Array<RecordEditorEvent<Subject, Values>> = [];
    const props = connectRecordEditor(actor.getSnapshot(), (event) => sent.push(event));
    expect({ ...props }).toMatchObject({ status: 'closed', subject: null, loaded: null, values: null, failure: null, alert: null });
    props.onOpen(APP);
    props.onSave({ name: 'Cantina' });
    props.onCancel();
    props.onRetry();
    props.onDismissAlert();
    expect(sent).toEqual([
      { type: 'user.open', subject: APP },
      { type: 'user.save', values: { name: 'Cantina' } },
      { type: 'user.cancel' },
      { type: 'user.retry' },
      { type: 'user.dismiss_alert' },
    ]);
    actor.stop();
  });
});
