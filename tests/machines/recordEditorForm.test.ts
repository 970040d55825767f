import { describe, expect, it, vi } from 'vitest';
import { assign, createActor, fromPromise } from 'xstate';
import type { ApiError } from '../../src/contract/apiError';
import { toRecordEditorView } from '../../src/machines/recordEditor/connect';
import { createRecordEditorMachine } from '../../src/machines/recordEditor/machine';
import type { RecordEditorEvent, RecordSaveInput } from '../../src/machines/recordEditor/types';
import {
  everyEventPairs,
  everyEventPaths,
  expectEveryPairPlayed,
  expectEveryStateAndTransition,
  flush,
  ModelRunner,
  playEachPath,
  PromiseFakes,
  statePairs,
  toTestMachine,
  type ModelCall,
  type ModelEvent,
  type Oracle,
} from './modelHarness';

// A page's form (register, forgot and reset password): a record editor that only saves.
interface Values {
  email: string;
}
type Answer = { id: string } | null | false;
const REFUSED: ApiError = { statusCode: 409, error: 'Conflict', message: 'E-mail taken', code: 'email_taken' };
const SERVER: ApiError = { statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' };
const KEY_REUSED: ApiError = { statusCode: 422, error: 'Unprocessable Entity', message: 'Idempotency-Key k was already used', code: 'idempotency_key_reused' };
const SENT: Values = { email: 'ana@example.com' };
const CORRECTED: Values = { email: 'ana.souza@example.com' };
// What the form shows for an answer with nothing done (the view words it per form).
const EMPTY = { statusCode: 200, error: 'OK', code: 'empty_answer' } as const;

const form = createRecordEditorMachine<never, Values, never, Answer>({ lifetime: 'form', isEmptyAnswer: (answer) => !answer });
const keyOf = (values: Values) => `key ${values.email}`;
// Keys made from the values, so that the model can say which key a save carries.
const keyed = form.provide({
  actions: { issueIdempotencyKey: assign((_, { values }: { values: Values }) => ({ idempotency: { key: keyOf(values), values } })) },
});

const EVENTS: ReadonlyArray<ModelEvent<RecordEditorEvent<never, Values>>> = [
  { type: 'user.save', values: SENT },
  { type: 'user.save', values: CORRECTED },
  { type: 'done.save', output: { id: 'u-1' } },
  { type: 'done.save', output: null },
  { type: 'done.save', output: false },
  { type: 'error.save', error: REFUSED },
  { type: 'error.save', error: SERVER },
  { type: 'error.save', error: KEY_REUSED },
];

type FormStatus = 'editing' | 'saving' | 'saved';
/** What the form shows: where it is, why it failed (the code is what the text is chosen by), and the values sent. */
interface FormView {
  status: FormStatus;
  failureCode: string | null;
  values: Values | null;
}
interface FormSpec extends FormView {
  key: string | null;
  calls: ModelCall[];
}

/**
 * A register or forgot-password form as seed 000 section 8 describes it, written without the
 * machine: the values are sent; an empty (falsy) answer fails with `empty_answer` (the form says
 * what that means: register the invalid-login text, forgot a not-found text naming the e-mail that
 * was sent), the values kept; any other answer succeeds once (the notice, then the login page); a
 * refusal fails with the server's code. Sending again clears the failure; the same values keep
 * their key, unless the server said it was used for another request. Nothing is sent while a save is under way or after success; a page's form has no
 * Cancel or Retry.
 */
function formSpec(): Oracle<FormSpec, FormView> {
  return {
    initial: { status: 'editing', failureCode: null, values: null, key: null, calls: [] },
    next(state, event) {
      const field = (name: string): unknown => Reflect.get(event, name);
      switch (state.status) {
        case 'editing': {
          if (event.type !== 'user.save') return state;
          const values = field('values') as Values;
          const key = state.values !== null && state.key !== null && state.values.email === values.email ? state.key : keyOf(values);
          const save = { src: 'save', input: { subject: null, loaded: null, values, idempotencyKey: key } };
          return { status: 'saving', failureCode: null, values, key, calls: [...state.calls, save] };
        }
        case 'saving': {
          if (event.type === 'done.save') {
            const answer = field('output');
            if (!answer) return { ...state, status: 'editing', failureCode: 'empty_answer' };
            return { ...state, status: 'saved', calls: [...state.calls, { src: 'notifySaved', input: { saved: answer, subject: null, created: true } }] };
          }
          if (event.type === 'error.save') {
            const code = (field('error') as ApiError).code ?? null;
            // A key the server says was used for another request is dropped: the next save gets a new one.
            return { ...state, status: 'editing', failureCode: code, key: code === 'idempotency_key_reused' ? null : state.key };
          }
          return state;
        }
        case 'saved':
          return state;
      }
    },
    view: ({ status, failureCode, values }) => ({ status, failureCode, values }),
    calls: (state) => state.calls,
  };
}

function formView(snapshot: Parameters<typeof toRecordEditorView<never, Values, never, Answer>>[0]): FormView {
  const { status, failure, values } = toRecordEditorView(snapshot);
  return { status: status as FormStatus, failureCode: failure ? (failure.code ?? null) : null, values };
}

describe('recordEditorMachine as a page form (register, forgot and reset password), model-based', () => {
  const fakes = new PromiseFakes();
  const runner = new ModelRunner(
    keyed.provide({
      actors: { save: fakes.logic<Answer, RecordSaveInput<never, Values, never>>('save') },
      // The notice and the login page, recorded with the calls.
      actions: { notifySaved: (_, params) => void fakes.calls.push({ src: 'notifySaved', input: params }) },
    }),
    fakes,
    { oracle: formSpec(), connect: (snapshot) => formView(snapshot as Parameters<typeof formView>[0]) },
  );
  const paths = everyEventPaths(keyed, EVENTS, undefined);

  playEachPath(runner, paths, undefined, 20);

  it('plays every (state, event) pair', () => {
    expectEveryPairPlayed(runner, statePairs(keyed, EVENTS, undefined), 5);
    expectEveryPairPlayed(runner, everyEventPairs(keyed, EVENTS, undefined), 5);
  });

  it('handles only saving: neither Cancel nor Retry is an event of a page form', () => {
    const events = toTestMachine(keyed).root.events;
    expect(events).toEqual(expect.arrayContaining(['user.save']));
    expect(events).not.toContain('user.cancel');
    expect(events).not.toContain('user.retry');
    expect(events).not.toContain('user.open');
  });

  it('reaches every state and takes every transition', () => {
    expectEveryStateAndTransition(runner, ['recordEditor.editing', 'recordEditor.saved', 'recordEditor.saving']);
  });
});

/** A form whose save answers with `answer`, recording the notice. */
function startForm(answer: (values: Values) => Promise<Answer>) {
  const save = vi.fn(answer);
  const notifySaved = vi.fn<(saved: unknown) => void>();
  const actor = createActor(
    form.provide({
      actors: { save: fromPromise<Answer, RecordSaveInput<never, Values, never>>(({ input }) => save(input.values)) },
      actions: { notifySaved: (_, { saved }) => notifySaved(saved) },
    }),
  ).start();
  return { actor, save, notifySaved, view: () => toRecordEditorView(actor.getSnapshot()) };
}

describe('recordEditorMachine as a page form, rules', () => {
  it('saves the values and, on success, is done and says so once (notice, then login)', async () => {
    const page = startForm(async () => ({ id: 'u-1' }));
    expect(page.view().status).toBe('editing');
    page.actor.send({ type: 'user.save', values: SENT });
    expect(page.view().status).toBe('saving');
    await flush();
    expect(page.save).toHaveBeenCalledWith(SENT);
    expect(page.view().status).toBe('saved');
    expect(page.actor.getSnapshot().status).toBe('done');
    expect(page.notifySaved).toHaveBeenCalledTimes(1);
    expect(page.notifySaved).toHaveBeenCalledWith({ id: 'u-1' });
  });

  it('an empty answer fails with empty_answer, keeping the values sent and saying nothing was saved', async () => {
    const page = startForm(async () => false);
    page.actor.send({ type: 'user.save', values: { email: 'nobody@example.com' } });
    await flush();
    expect(page.view()).toMatchObject({ status: 'editing', values: { email: 'nobody@example.com' }, failure: EMPTY });
    expect(page.notifySaved).not.toHaveBeenCalled();
  });

  it('a refusal keeps its code; a new save clears it and tries again', async () => {
    const save = vi.fn<(values: Values) => Promise<Answer>>().mockRejectedValueOnce(REFUSED).mockResolvedValueOnce({ id: 'u-1' });
    const page = startForm(save);
    page.actor.send({ type: 'user.save', values: SENT });
    await flush();
    expect(page.view().failure).toEqual(REFUSED);
    page.actor.send({ type: 'user.save', values: CORRECTED });
    expect(page.view()).toMatchObject({ status: 'saving', failure: null });
    await flush();
    expect(save).toHaveBeenLastCalledWith(CORRECTED);
    expect(page.view().status).toBe('saved');
  });

  it('a call that got no answer fails with the network code', async () => {
    const page = startForm(() => Promise.reject(new TypeError('Failed to fetch')));
    page.actor.send({ type: 'user.save', values: SENT });
    await flush();
    expect(page.view().failure).toMatchObject({ statusCode: 0, code: 'network' });
  });

  it('a form with no answer to judge succeeds on an empty answer (reset password answers 204)', async () => {
    const reset = createRecordEditorMachine<never, Values, never, void>({ lifetime: 'form' }).provide({
      actors: { save: fromPromise<void, RecordSaveInput<never, Values, never>>(async () => undefined) },
    });
    const actor = createActor(reset).start();
    actor.send({ type: 'user.save', values: SENT });
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('ignores a save while one is under way', () => {
    const page = startForm(() => new Promise(() => {}));
    page.actor.send({ type: 'user.save', values: SENT });
    page.actor.send({ type: 'user.save', values: SENT });
    expect(page.save).toHaveBeenCalledTimes(1);
  });
});
