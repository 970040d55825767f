import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { __unsafe_getAllOwnEventDescriptors, createActor, fromPromise } from 'xstate';
import type { ApiError } from '../../src/contract/apiError';
import { createFormDialogMachine, toFormDialogView, type FormDialogEvent, type FormDialogSave, type FormDialogView } from '../../src/machines/formDialog/machine';
import { everyEventPairs, everyEventPaths, flush, ModelRunner, pathName, PromiseFakes, statePairs, toTestMachine, type ModelEvent, type Oracle } from './modelHarness';

interface Subject {
  _id: string;
  name: string;
}
interface Values {
  name: string;
}

const machine = createFormDialogMachine<Subject, Values, string | null, Subject>();
const APP: Subject = { _id: 'a1', name: 'Cantina Online' };
const SAVED: Subject = { _id: 'a1', name: 'Cantina' };
const TAKEN: ApiError = { statusCode: 409, error: 'Conflict', message: 'name Cantina is already taken', code: 'name_taken' };
const NETWORK: ApiError = { statusCode: 0, error: 'Network Error', message: 'Failed to fetch', code: 'network' };

const fakes = new PromiseFakes();
const runner = new ModelRunner(
  machine.provide({
    actors: {
      load: fakes.logic<string | null, { subject: Subject }>('load'),
      save: fakes.logic<Subject, FormDialogSave<Subject, Values, string | null>>('save'),
    },
    // The container's notice and list refresh, recorded with the calls.
    actions: { notifySaved: (_, params) => void fakes.calls.push({ src: 'notifySaved', input: params }) },
  }),
  fakes,
  { oracle: dialogSpec(), connect: (snapshot) => toFormDialogView(snapshot as Parameters<typeof toFormDialogView<Subject, Values, string | null, Subject>>[0]) },
);
const EVENTS: ReadonlyArray<ModelEvent<FormDialogEvent<Subject, Values>>> = [
  { type: 'user.open', subject: null },
  { type: 'user.open', subject: APP },
  { type: 'done.load', output: 'Termos.' },
  { type: 'error.load', error: NETWORK },
  { type: 'user.retry' },
  { type: 'user.submit', values: { name: 'Cantina' } },
  { type: 'user.submit', values: { name: 'Cantina 2' } },
  { type: 'done.save', output: SAVED },
  { type: 'error.save', error: TAKEN },
  { type: 'user.cancel' },
];

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

interface Call {
  src: string;
  input: unknown;
}
type DialogView = FormDialogView<Subject, Values, string | null>;
interface DialogSpec extends DialogView {
  calls: Call[];
}

/**
 * A create or edit dialog as its documentation and the contacts and applications pages describe
 * it, written without the machine: closed until opened; opened on a record it first loads that
 * record's extra data (a failed load offers Retry and Cancel), opened on none it creates at once.
 * Submitting sends the record (none when creating), what was loaded and the values; a success
 * closes the dialog, forgets everything and is told (what was saved, on which record); a refusal
 * keeps the dialog open with the reason and the values, and the next submit clears the reason.
 * Cancel closes and forgets, except while saving, when the dialog cannot be dismissed. A dialog
 * already open ignores another open.
 */
function dialogSpec(): Oracle<DialogSpec, DialogView> {
  const closed = { status: 'closed', subject: null, loaded: null, values: null, failure: null } as const;
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
          if (event.type !== 'user.submit') return state;
          const values = field('values') as Values;
          const save = { src: 'save', input: { subject: state.subject, loaded: state.loaded, values } };
          return { ...state, status: 'saving', values, failure: null, calls: [...state.calls, save] };
        }
        case 'saving':
          if (event.type === 'done.save') return close({ src: 'notifySaved', input: { saved: field('output'), subject: state.subject } });
          if (event.type === 'error.save') return { ...state, status: 'editing', failure: field('error') as ApiError };
          return state;
      }
    },
    view: ({ status, subject, loaded, values, failure }) => ({ status, subject, loaded, values, failure }),
    calls: (state) => state.calls,
  };
}

describe('formDialogMachine, model-based', () => {
  const paths = everyEventPaths(machine, EVENTS, undefined);

  it('has paths', () => expect(paths.length).toBeGreaterThan(40));
  for (const [index, path] of paths.entries()) {
    it(pathName(path, index), async () => {
      await runner.run(path, undefined);
    });
  }

  it('plays every (state, event) pair', () => {
    const handled = statePairs(machine, EVENTS, undefined);
    expect(handled.length).toBeGreaterThan(10);
    expect(handled.filter((pair) => !runner.playedPairs.has(pair))).toEqual([]);
    expect(everyEventPairs(machine, EVENTS, undefined).filter((pair) => !runner.playedPairs.has(pair))).toEqual([]);
  });

  it('plays every event of the dialog on the real machine', () => {
    // An event the machine handles nowhere would be skipped by the runner, not compared.
    const types = new Set(EVENTS.map((event) => event.type));
    expect([...types].filter((type) => !toTestMachine(machine).root.events.includes(type))).toEqual([]);
  });

  it('reaches every state and takes every transition', () => {
    expect(runner.coverage.allStates()).toEqual(['formDialog.closed', 'formDialog.editing', 'formDialog.loadFailed', 'formDialog.loading', 'formDialog.saving']);
    expect(runner.coverage.visitedStates()).toEqual(runner.coverage.allStates());
    expect(runner.coverage.missingTransitions()).toEqual([]);
  });
});

/** A dialog whose calls answer as told, recording the notice. */
function startDialog(load: (subject: Subject) => Promise<string | null>, save: (input: FormDialogSave<Subject, Values, string | null>) => Promise<Subject>) {
  const notifySaved = vi.fn<(saved: Subject, subject: Subject | null) => void>();
  const actor = createActor(
    machine.provide({
      actors: {
        load: fromPromise<string | null, { subject: Subject }>(({ input }) => load(input.subject)),
        save: fromPromise<Subject, FormDialogSave<Subject, Values, string | null>>(({ input }) => save(input)),
      },
      actions: { notifySaved: (_, { saved, subject }) => notifySaved(saved, subject) },
    }),
  ).start();
  return { actor, notifySaved };
}

describe('formDialogMachine rules', () => {
  it('creates without loading anything, closes on success and says so', async () => {
    const save = vi.fn(async () => APP);
    const { actor, notifySaved } = startDialog(async () => null, save);
    actor.send({ type: 'user.open', subject: null });
    expect(toFormDialogView(actor.getSnapshot()).status).toBe('editing');
    actor.send({ type: 'user.submit', values: { name: 'Cantina' } });
    expect(toFormDialogView(actor.getSnapshot()).status).toBe('saving');
    await flush();
    expect(save).toHaveBeenCalledWith({ subject: null, loaded: null, values: { name: 'Cantina' } });
    expect(notifySaved).toHaveBeenCalledWith(APP, null);
    expect(toFormDialogView(actor.getSnapshot())).toEqual({ status: 'closed', subject: null, loaded: null, values: null, failure: null });
  });

  it('edits from what it loads for the subject, and hands that to the save', async () => {
    const save = vi.fn(async () => APP);
    const { actor, notifySaved } = startDialog(async (subject) => `Termos de ${subject.name}`, save);
    actor.send({ type: 'user.open', subject: APP });
    expect(toFormDialogView(actor.getSnapshot()).status).toBe('loading');
    await flush();
    expect(toFormDialogView(actor.getSnapshot())).toMatchObject({ status: 'editing', subject: APP, loaded: 'Termos de Cantina Online' });
    actor.send({ type: 'user.submit', values: { name: 'Cantina' } });
    await flush();
    expect(save).toHaveBeenCalledWith({ subject: APP, loaded: 'Termos de Cantina Online', values: { name: 'Cantina' } });
    expect(notifySaved).toHaveBeenCalledWith(APP, APP);
  });

  it('keeps a refused save open with the reason and the values; cannot be dismissed while saving', async () => {
    let refuse = true;
    const { actor, notifySaved } = startDialog(async () => null, () => (refuse ? Promise.reject(TAKEN) : Promise.resolve(APP)));
    actor.send({ type: 'user.open', subject: null });
    actor.send({ type: 'user.submit', values: { name: 'Cantina' } });
    actor.send({ type: 'user.cancel' });
    expect(toFormDialogView(actor.getSnapshot()).status).toBe('saving');
    await flush();
    expect(toFormDialogView(actor.getSnapshot())).toMatchObject({ status: 'editing', values: { name: 'Cantina' }, failure: TAKEN });
    expect(notifySaved).not.toHaveBeenCalled();
    refuse = false;
    actor.send({ type: 'user.submit', values: { name: 'Cantina 2' } });
    expect(toFormDialogView(actor.getSnapshot()).failure).toBeNull();
    await flush();
    expect(toFormDialogView(actor.getSnapshot()).status).toBe('closed');
  });

  it('a failed load offers a retry or a cancel', async () => {
    let fail = true;
    const { actor } = startDialog(() => (fail ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(null)), async () => APP);
    actor.send({ type: 'user.open', subject: APP });
    await flush();
    expect(toFormDialogView(actor.getSnapshot())).toMatchObject({ status: 'loadFailed', failure: { statusCode: 0, code: 'network' } });
    fail = false;
    actor.send({ type: 'user.retry' });
    await flush();
    expect(toFormDialogView(actor.getSnapshot())).toMatchObject({ status: 'editing', loaded: null, failure: null });
    actor.send({ type: 'user.cancel' });
    expect(toFormDialogView(actor.getSnapshot()).status).toBe('closed');
  });
});
