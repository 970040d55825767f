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
import { emptyUserForm, userFormValuesOf, type UserFormValues } from '../../src/domain/userForms';
import { toUserEditView, userEditMachine, type Role, type User, type UserEditContext, type UserEditData, type UserEditEvent, type UserEditInput } from '../../src/machines/userEditMachine';
import { flush, ModelRunner, pathName, PromiseFakes, toTestMachine, type ModelEvent } from './modelHarness';
import { USER_INVALID_ALERT_MS } from '../support/seed';

const ROLES: Role[] = [
  { id: '1', title: 'Administrator', permissions: [], isCoreRole: true },
  { id: '2', title: 'Manager', permissions: [], isCoreRole: false },
];

const USER: User = {
  id: '7',
  _id: '7',
  username: 'ana',
  email: 'ana@example.com',
  fullname: 'Ana Souza',
  roles: ['2'],
  company: null,
  pic: null,
  occupation: 'Manager',
  companyName: 'Cantina',
  phone: '11 99999-0000',
  address: { addressLine: 'Rua A, 1', city: 'São Paulo', state: 'SP', postCode: '01000-000' },
  socialNetworks: { linkedIn: 'https://linkedin.com/in/ana' },
  shopper: false,
  isRoot: false,
  isApplication: false,
  franchises: [],
  permissions: [],
  createdAt: '2024-01-01T00:00:00.000Z',
};
const CREATED: User = { ...USER, id: '8', _id: '8', username: 'bia', email: 'bia@example.com', fullname: 'Bia Lima' };
const VALUES: UserFormValues = userFormValuesOf(USER);
const NOT_FOUND: ApiError = { statusCode: 404, error: 'Not Found', message: 'The requested user 7 is not found', code: 'not_found' };
const TAKEN: ApiError = { statusCode: 409, error: 'Conflict', message: 'email ana@example.com is already taken', code: 'email_taken' };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const EVENTS: ReadonlyArray<ModelEvent<UserEditEvent>> = [
  { type: 'done.loadUser', output: { user: USER, roles: ROLES } },
  { type: 'error.loadUser', error: NOT_FOUND },
  { type: 'user.retry' },
  { type: 'user.back' },
  { type: 'user.select_tab', tab: 2 },
  { type: 'user.select_tab', tab: 4 },
  { type: 'user.select_tab', tab: 1 },
  { type: 'user.reset' },
  { type: 'user.submit_invalid' },
  { type: 'after.invalidAlert' },
  { type: 'user.save', intent: 'save', values: VALUES },
  { type: 'user.save', intent: 'exit', values: VALUES },
  { type: 'user.save', intent: 'duplicate', values: VALUES },
  { type: 'user.save', intent: 'continue', values: VALUES },
  { type: 'done.saveUser', output: CREATED },
  { type: 'error.saveUser', error: TAKEN },
  { type: 'user.change_password', password: 'secret-2' },
  { type: 'done.changePassword', output: null },
  { type: 'error.changePassword', error: NOT_FOUND },
];

/**
 * Revisions grow with every reset and save, so the model tells states apart by what the guards
 * read (state value, tab, and while saving the intent); each such state is reached by its
 * shortest path (breadth first, keeping the concrete snapshots of the path) and left by every
 * event it handles, so every transition is taken while each step compares whole contexts.
 */
function transitionPaths(input: UserEditInput): Array<TestPath<AnyMachineSnapshot, EventObject>> {
  const logic = toTestMachine(userEditMachine);
  const model = createTestModel(logic);
  const alphabet = (state: AnyMachineSnapshot): EventObject[] => {
    const handled = new Set(__unsafe_getAllOwnEventDescriptors(state));
    return EVENTS.filter((event) => handled.has(event.type) && state.can(event));
  };
  const key = (state: AnyMachineSnapshot) => {
    const context = state.context as UserEditContext;
    const intent = state.matches('saving') ? context.submission?.intent : undefined;
    return JSON.stringify({ value: state.value, tab: context.tab, intent });
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
    const next = alphabet(last.state);
    // A final state handles nothing: its path alone is the test.
    if (next.length === 0) {
      const path = { state: last.state, steps, weight: steps.length - 1 };
      return [{ ...path, description: key(last.state), test: (params: TestParam<AnyMachineSnapshot, EventObject>) => model.testPath(path, params) }];
    }
    return next.map((event) => {
      const state = getNextSnapshot(logic, last.state, event);
      const path = { state, steps: [...steps, { event, state }], weight: steps.length };
      return { ...path, description: key(state), test: (params: TestParam<AnyMachineSnapshot, EventObject>) => model.testPath(path, params) };
    });
  });
}

describe('userEditMachine, model-based', () => {
  const fakes = new PromiseFakes();
  const runner = new ModelRunner(
    userEditMachine.provide({
      actors: {
        loadUser: fakes.logic<UserEditData, { id: string }>('loadUser'),
        saveUser: fakes.logic<User, { id: string | null; values: UserFormValues }>('saveUser'),
        changePassword: fakes.logic<unknown, { id: string; password: string }>('changePassword'),
      },
    }),
    fakes,
  );
  const inputs: Array<[string, UserEditInput]> = [
    ['create mode, no id', {}],
    ['create mode, id 0', { id: '0' }],
    ['create mode, a duplicate', { id: null, prefill: { ...VALUES, username: '', email: '' } }],
    ['edit mode, id 7', { id: '7' }],
  ];

  for (const [label, input] of inputs) {
    describe(label, () => {
      const paths = transitionPaths(input);
      it('has paths', () => expect(paths.length).toBeGreaterThan(10));
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
      'userEdit.changingPassword',
      'userEdit.editing',
      'userEdit.editing.idle',
      'userEdit.editing.invalid',
      'userEdit.left',
      'userEdit.loadFailed',
      'userEdit.loading',
      'userEdit.saving',
      'userEdit.start',
    ]);
    expect(runner.coverage.missingTransitions()).toEqual([]);
  });
});

interface Calls {
  loadUser?: (id: string) => Promise<UserEditData>;
  saveUser?: (input: { id: string | null; values: UserFormValues }) => Promise<User>;
  changePassword?: (input: { id: string; password: string }) => Promise<unknown>;
}

/** The edit screen with recording navigation and notices. */
function startEdit(input: UserEditInput, calls: Calls = {}) {
  const loadUser = vi.fn(calls.loadUser ?? (async () => ({ user: USER, roles: ROLES })));
  const saveUser = vi.fn(calls.saveUser ?? (async ({ id }: { id: string | null }) => (id === null ? CREATED : USER)));
  const changePassword = vi.fn(calls.changePassword ?? (async () => null));
  const log: string[] = [];
  const duplicates: UserFormValues[] = [];
  const machine = userEditMachine.provide({
    actors: {
      loadUser: fromPromise<UserEditData, { id: string }>(({ input }) => loadUser(input.id)),
      saveUser: fromPromise<User, { id: string | null; values: UserFormValues }>(({ input }) => saveUser(input)),
      changePassword: fromPromise<unknown, { id: string; password: string }>(({ input }) => changePassword(input)),
    },
    actions: {
      goToList: () => log.push('list'),
      goToEdit: (_, { id }) => log.push(`edit ${id}`),
      openDuplicate: (_, { values }) => {
        log.push('duplicate');
        duplicates.push(values);
      },
      notifySaved: (_, { created }) => log.push(created ? 'notice created' : 'notice saved'),
      notifyPasswordChanged: () => log.push('notice password'),
    },
  });
  const actor = createActor(machine, { input });
  actor.start();
  const view = () => toUserEditView(actor.getSnapshot());
  return { actor, view, log, duplicates, loadUser, saveUser, changePassword };
}

describe('userEditMachine', () => {
  it.each<[string, UserEditInput]>([
    ['no id', {}],
    ['an empty id', { id: '' }],
    ['id 0', { id: '0' }],
    ['id 00', { id: '00' }],
  ])('%s is create mode: nothing is loaded, tabs 4 and 5 are closed', (_label, input) => {
    const edit = startEdit(input);
    expect(edit.loadUser).not.toHaveBeenCalled();
    expect(edit.view()).toMatchObject({ mode: 'create', status: 'editing', tab: 1, enabledTabs: [1, 2, 3], initialValues: emptyUserForm });
    edit.actor.send({ type: 'user.select_tab', tab: 4 });
    edit.actor.send({ type: 'user.select_tab', tab: 5 });
    expect(edit.view().tab).toBe(1);
    edit.actor.send({ type: 'user.change_password', password: 'secret' });
    expect(edit.changePassword).not.toHaveBeenCalled();
  });

  it('a positive id is edit mode: the user and roles are loaded, every tab opens', async () => {
    const edit = startEdit({ id: '7' });
    expect(edit.view()).toMatchObject({ mode: 'edit', status: 'loading' });
    expect(edit.loadUser).toHaveBeenCalledWith('7');
    await flush();
    expect(edit.view()).toMatchObject({ status: 'editing', user: USER, roles: ROLES, enabledTabs: [1, 2, 3, 4, 5], initialValues: VALUES });
    edit.actor.send({ type: 'user.select_tab', tab: 5 });
    expect(edit.view().tab).toBe(5);
  });

  it('a failed load keeps the error and retries', async () => {
    const loadUser = vi.fn<(id: string) => Promise<UserEditData>>().mockRejectedValueOnce(NOT_FOUND).mockResolvedValueOnce({ user: USER, roles: ROLES });
    const edit = startEdit({ id: '7' }, { loadUser });
    await flush();
    expect(edit.view()).toMatchObject({ status: 'loadFailed', failure: { during: 'load', error: NOT_FOUND } });
    edit.actor.send({ type: 'user.retry' });
    await flush();
    expect(edit.view()).toMatchObject({ status: 'editing', failure: null });
  });

  it('Reset works on the first tab only, rebuilding the form', async () => {
    const edit = startEdit({ id: '7' });
    await flush();
    expect(edit.view().canReset).toBe(true);
    edit.actor.send({ type: 'user.reset' });
    expect(edit.view().formRevision).toBe(1);
    edit.actor.send({ type: 'user.select_tab', tab: 2 });
    expect(edit.view().canReset).toBe(false);
    edit.actor.send({ type: 'user.reset' });
    expect(edit.view().formRevision).toBe(1);
  });

  it('an invalid submission returns to the first tab, from any tab, and shows the alert for 10 seconds', async () => {
    const edit = startEdit({ id: '7' });
    await flush();
    edit.actor.send({ type: 'user.select_tab', tab: 3 });
    edit.actor.send({ type: 'user.submit_invalid' });
    expect(edit.view()).toMatchObject({ tab: 1, invalidAlert: true, canReset: true });
    edit.actor.send({ type: 'user.select_tab', tab: 2 });
    await vi.advanceTimersByTimeAsync(USER_INVALID_ALERT_MS - 1);
    edit.actor.send({ type: 'user.submit_invalid' });
    expect(edit.view().tab).toBe(1);
    await vi.advanceTimersByTimeAsync(USER_INVALID_ALERT_MS - 1);
    expect(edit.view().invalidAlert).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(edit.view().invalidAlert).toBe(false);
    expect(edit.saveUser).not.toHaveBeenCalled();
  });

  it.each<[string, 'save' | 'continue' | 'exit' | 'duplicate', string[]]>([
    ['Save', 'save', ['notice created', 'edit 8']],
    ['Save & Continue', 'continue', ['notice created', 'edit 8']],
    ['Save & Exit', 'exit', ['notice created', 'list']],
    ['Save & Duplicate', 'duplicate', ['notice created', 'duplicate']],
  ])('creating with %s', async (_label, intent, log) => {
    const values = { ...VALUES, username: 'bia', email: 'bia@example.com', fullname: 'Bia Lima' };
    const edit = startEdit({});
    edit.actor.send({ type: 'user.save', intent, values });
    expect(edit.view().status).toBe('saving');
    expect(edit.saveUser).toHaveBeenCalledWith({ id: null, values });
    await flush();
    expect(edit.log).toEqual(log);
    expect(edit.view().status).toBe('left');
  });

  it.each<[string, 'save' | 'continue', string[]]>([
    ['Save', 'save', ['notice saved']],
    ['Save & Continue', 'continue', ['notice saved']],
  ])('saving an existing user with %s refreshes the screen with the saved user', async (_label, intent, log) => {
    const saved = { ...USER, fullname: 'Ana Souza Lima' };
    const edit = startEdit({ id: '7' }, { saveUser: async () => saved });
    await flush();
    edit.actor.send({ type: 'user.select_tab', tab: 2 });
    edit.actor.send({ type: 'user.save', intent, values: { ...VALUES, fullname: 'Ana Souza Lima' } });
    await flush();
    expect(edit.log).toEqual(log);
    expect(edit.view()).toMatchObject({ status: 'editing', tab: 2, user: saved, formRevision: 1 });
    expect(edit.view().initialValues.fullname).toBe('Ana Souza Lima');
  });

  it('saving an existing user with Save & Exit goes back to the list', async () => {
    const edit = startEdit({ id: '7' });
    await flush();
    edit.actor.send({ type: 'user.save', intent: 'exit', values: VALUES });
    await flush();
    expect(edit.saveUser).toHaveBeenCalledWith({ id: '7', values: VALUES });
    expect(edit.log).toEqual(['notice saved', 'list']);
  });

  it('Save & Duplicate opens the create form with the values but not username and e-mail', async () => {
    const edit = startEdit({ id: '7' });
    await flush();
    edit.actor.send({ type: 'user.save', intent: 'duplicate', values: VALUES });
    await flush();
    expect(edit.log).toEqual(['notice saved', 'duplicate']);
    expect(edit.duplicates).toEqual([{ ...VALUES, username: '', email: '' }]);
    const copy = startEdit({ id: null, prefill: edit.duplicates[0] });
    expect(copy.view()).toMatchObject({ mode: 'create', initialValues: { ...VALUES, username: '', email: '' } });
  });

  it('a refused save stays on the screen with the error', async () => {
    const edit = startEdit({ id: '7' }, { saveUser: () => Promise.reject(TAKEN) });
    await flush();
    edit.actor.send({ type: 'user.save', intent: 'exit', values: VALUES });
    await flush();
    expect(edit.view()).toMatchObject({ status: 'editing', failure: { during: 'save', error: TAKEN } });
    expect(edit.log).toEqual([]);
  });

  it('changes the password of a saved user, notifies and empties the password form', async () => {
    const edit = startEdit({ id: '7' });
    await flush();
    edit.actor.send({ type: 'user.select_tab', tab: 5 });
    edit.actor.send({ type: 'user.change_password', password: 'secret-2' });
    expect(edit.view().status).toBe('changingPassword');
    expect(edit.changePassword).toHaveBeenCalledWith({ id: '7', password: 'secret-2' });
    await flush();
    expect(edit.log).toEqual(['notice password']);
    expect(edit.view()).toMatchObject({ status: 'editing', tab: 5, passwordRevision: 1 });
  });

  it('Back leaves for the list', async () => {
    const edit = startEdit({ id: '7' });
    await flush();
    edit.actor.send({ type: 'user.back' });
    expect(edit.log).toEqual(['list']);
  });
});
