import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise } from 'xstate';
import type { ApiError } from '../../src/api/errors';
import {
  createDeliveryEditMachine,
  toDeliveryEditView,
  type DeliveryEditEvent,
  type DeliveryEditInput,
  type DeliverySaveInput,
  sameFormValues,
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
const KEY_REUSED: ApiError = { statusCode: 422, error: 'Unprocessable Entity', message: 'Idempotency-Key k was already used', code: 'idempotency_key_reused' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const EVENTS: ReadonlyArray<ModelEvent<DeliveryEditEvent<Values>>> = [
  { type: 'done.load', output: RIDER },
  { type: 'error.load', error: NETWORK },
  { type: 'user.retry' },
  { type: 'user.save', values: { name: 'Ana Lima' } },
  { type: 'done.save', output: { ...RIDER, name: 'Ana Lima' } },
  { type: 'error.save', error: CPF_TAKEN },
  { type: 'error.save', error: KEY_REUSED },
  { type: 'user.cancel' },
];
// Shortest paths go on from a refused save to Cancel, so the step after the refusal is never Save
// again (it leads back to a state already reached). Without Cancel, the refused save ends a path
// and the one step added after it is Save again: the unchanged values resent with their key.
const RESEND_EVENTS = EVENTS.filter((event) => event.type !== 'user.cancel');

describe('deliveryEditMachine, model-based', () => {
  // The key is random: the model and the real actor each make one, so both make it from the values
  // here to compare contexts. When a key is made or kept is the machine's own; the rules below
  // check the real keys.
  const keyed = machine.provide({
    actions: { issueIdempotencyKey: assign((_, { values }: { values: Values }) => ({ idempotency: { key: `key ${values.name}`, values } })) },
  });
  const fakes = new PromiseFakes();
  const runner = new ModelRunner(
    keyed.provide({
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
  const alphabets: Array<[string, typeof EVENTS]> = [
    ['', EVENTS],
    [', saving again after a refusal', RESEND_EVENTS],
  ];
  for (const [label, input] of inputs) {
    for (const [suffix, events] of alphabets) {
      describe(`${label}${suffix}`, () => {
        const paths = transitionPaths(keyed, events, input);
        it('has paths', () => expect(paths.length).toBeGreaterThan(0));
        for (const [index, path] of paths.entries()) {
          it(pathName(path, index), async () => {
            await runner.run(path, input);
          });
        }
      });
    }
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
    const sent: Array<DeliverySaveInput<Rider, Values>> = [];
    const actor = createActor(
      machine.provide({
        actors: {
          load: fromPromise<Rider, { id: string | null }>(async ({ input }) => ({ ...RIDER, _id: input.id ?? 'none' })),
          save: fromPromise<Rider, DeliverySaveInput<Rider, Values>>(({ input }) => {
            sent.push(input);
            return save(input);
          }),
        },
        actions: {
          notifySaved: (_, { saved, created }) => notices.push(`${created ? 'created' : 'saved'} ${saved.name}`),
          close: () => notices.push('closed'),
        },
      }),
      { input: { id } },
    );
    actor.start();
    return { actor, notices, view: () => toDeliveryEditView(actor.getSnapshot()), keys: () => sent.map((call) => call.idempotencyKey) };
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

  describe('the Idempotency-Key of the values sent', () => {
    const failing = (error: ApiError) => async (): Promise<Rider> => {
      throw error;
    };

    it('is sent again with unchanged values saved again after a failure, so a lost answer is not a second create', async () => {
      let answer: (input: DeliverySaveInput<Rider, Values>) => Promise<Rider> = failing(NETWORK);
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
});
