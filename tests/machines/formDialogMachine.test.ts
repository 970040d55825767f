import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ApiError } from '../../src/api/errors';
import { createFormDialogMachine, toFormDialogView, type FormDialogEvent, type FormDialogSave } from '../../src/machines/formDialogMachine';
import { createModel, flush, ModelRunner, pathName, PromiseFakes, type ModelEvent } from './modelHarness';

interface Subject {
  _id: string;
  name: string;
}
interface Values {
  name: string;
}

const machine = createFormDialogMachine<Subject, Values, string | null, Subject>();
const APP: Subject = { _id: 'a1', name: 'Cantina Online' };
const TAKEN: ApiError = { statusCode: 409, error: 'Conflict', message: 'name Cantina is already taken', code: 'name_taken' };
const NETWORK: ApiError = { statusCode: 0, error: 'Network Error', message: 'Failed to fetch', code: 'network' };

const fakes = new PromiseFakes();
const runner = new ModelRunner(
  machine.provide({
    actors: {
      load: fakes.logic<string | null, { subject: Subject }>('load'),
      save: fakes.logic<Subject, FormDialogSave<Subject, Values, string | null>>('save'),
    },
  }),
  fakes,
);
const EVENTS: ReadonlyArray<ModelEvent<FormDialogEvent<Subject, Values>>> = [
  { type: 'user.open', subject: null },
  { type: 'user.open', subject: APP },
  { type: 'done.load', output: 'Termos.' },
  { type: 'error.load', error: NETWORK },
  { type: 'user.retry' },
  { type: 'user.submit', values: { name: 'Cantina' } },
  { type: 'done.save', output: APP },
  { type: 'error.save', error: TAKEN },
  { type: 'user.cancel' },
];
const model = createModel(machine, EVENTS);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('formDialogMachine, model-based', () => {
  const paths = model.simplePaths(undefined);

  for (const [index, path] of paths.entries()) {
    it(pathName(path, index), async () => {
      await runner.run(path, undefined);
    });
  }

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
