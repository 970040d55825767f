import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ApiError } from '../../src/api/errors';
import {
  createDeliveryEditMachine,
  toDeliveryEditView,
  type DeliveryEditEvent,
  type DeliveryEditInput,
  type DeliverySaveInput,
} from '../../src/machines/deliveryEditMachine';
import { flush, ModelRunner, pathName, PromiseFakes, transitionPaths, type ModelEvent } from './modelHarness';

interface Rider {
  _id: string;
  name: string;
}
interface Values {
  name: string;
}

const machine = createDeliveryEditMachine<Rider, Values, Rider>();
const RIDER: Rider = { _id: 'r1', name: 'Ana Souza' };
const CPF_TAKEN: ApiError = { statusCode: 409, error: 'Conflict', message: 'cpf taken', code: 'cpf_taken' };
const NETWORK: ApiError = { statusCode: 0, error: 'Network Error', message: 'Failed to fetch', code: 'network' };

const EVENTS: ReadonlyArray<ModelEvent<DeliveryEditEvent<Values>>> = [
  { type: 'done.load', output: RIDER },
  { type: 'error.load', error: NETWORK },
  { type: 'user.retry' },
  { type: 'user.save', values: { name: 'Ana Lima' } },
  { type: 'done.save', output: { ...RIDER, name: 'Ana Lima' } },
  { type: 'error.save', error: CPF_TAKEN },
  { type: 'user.cancel' },
];

describe('deliveryEditMachine, model-based', () => {
  const fakes = new PromiseFakes();
  const runner = new ModelRunner(
    machine.provide({
      actors: {
        load: fakes.logic<Rider, { id: string | null }>('load'),
        save: fakes.logic<Rider, DeliverySaveInput<Rider, Values>>('save'),
      },
    }),
    fakes,
  );
  const inputs: Array<[string, DeliveryEditInput]> = [
    ['creating', { id: null }],
    ['editing r1', { id: 'r1' }],
  ];
  for (const [label, input] of inputs) {
    describe(label, () => {
      const paths = transitionPaths(machine, EVENTS, input);
      it('has paths', () => expect(paths.length).toBeGreaterThan(0));
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
      'deliveryEdit.cancelled',
      'deliveryEdit.editing',
      'deliveryEdit.loadFailed',
      'deliveryEdit.loading',
      'deliveryEdit.saved',
      'deliveryEdit.saving',
    ]);
    expect(runner.coverage.missingTransitions()).toEqual([]);
  });
});

describe('deliveryEditMachine', () => {
  function start(id: string | null, save: (input: DeliverySaveInput<Rider, Values>) => Promise<Rider>) {
    const notices: string[] = [];
    const actor = createActor(
      machine.provide({
        actors: {
          load: fromPromise<Rider, { id: string | null }>(async ({ input }) => ({ ...RIDER, _id: input.id ?? 'none' })),
          save: fromPromise<Rider, DeliverySaveInput<Rider, Values>>(({ input }) => save(input)),
        },
        actions: {
          notifySaved: (_, { saved, created }) => notices.push(`${created ? 'created' : 'saved'} ${saved.name}`),
          close: () => notices.push('closed'),
        },
      }),
      { input: { id } },
    );
    actor.start();
    return { actor, notices, view: () => toDeliveryEditView(actor.getSnapshot()) };
  }

  it('saves what was typed with what was loaded, tells whether it created, then closes', async () => {
    const save = async (input: DeliverySaveInput<Rider, Values>) => ({ _id: input.data?._id ?? 'new', name: input.values.name });
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
});
