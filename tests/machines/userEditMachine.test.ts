import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestModel, type TestPath } from '@xstate/graph';
import {
  __unsafe_getAllOwnEventDescriptors,
  createActor,
  fromPromise,
  getInitialSnapshot,
  getNextSnapshot,
  type AnyMachineSnapshot,
  type EventObject,
} from 'xstate';
import type { ApiError } from '../../src/contract/apiError';
import { emptyUserForm, type UserFormValues, type UserSaveIntent } from '../../src/domain/userForms';
import { connectUserEdit } from '../../src/machines/userEdit/connect';
import { userEditMachine } from '../../src/machines/userEdit/machine';
import type { UserEditContext, UserEditData, UserEditEvent, UserEditFailure, UserEditInput } from '../../src/machines/userEdit/types';
import type { UserEditProps } from '../../src/ui/users/UserEdit';
import { flush, ModelRunner, pathName, pathOf, PromiseFakes, statesByKey, toTestMachine, type ModelEvent, type Oracle, type ModelCall as Call } from './modelHarness';
import { USER_INVALID_ALERT_MS } from '../support/seed';
import { EMPTY_USER_FORM } from '../support/users';
import type { Role, User } from '../../src/contract/schema.gen';

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
/** USER as its form shows it: address and social networks laid flat, the missing ones empty. */
const VALUES: UserFormValues = {
  username: 'ana',
  fullname: 'Ana Souza',
  email: 'ana@example.com',
  occupation: 'Manager',
  companyName: 'Cantina',
  phone: '11 99999-0000',
  addressLine: 'Rua A, 1',
  city: 'São Paulo',
  state: 'SP',
  postCode: '01000-000',
  linkedIn: 'https://linkedin.com/in/ana',
  facebook: '',
  twitter: '',
  instagram: '',
  roles: ['2'],
};
const NOT_FOUND: ApiError = { statusCode: 404, error: 'Not Found', message: 'The requested user 7 is not found', code: 'not_found' };
const TAKEN: ApiError = { statusCode: 409, error: 'Conflict', message: 'email ana@example.com is already taken', code: 'email_taken' };
const REFUSED: ApiError = { statusCode: 400, error: 'Bad Request', message: 'password must be longer', code: 'validation' };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** What the user typed before saving (a changed full name, one more role), and what the server answers for it. */
const EDITED: UserFormValues = { ...VALUES, fullname: 'Ana Souza Lima', roles: ['1', '2'] };
const SAVED: User = { ...USER, fullname: 'Ana Souza Lima', roles: ['1', '2'] };
const INTENTS: readonly UserSaveIntent[] = ['save', 'exit', 'duplicate', 'continue'];

/** The events of a path: every tab, button and call outcome of the screen; saving answers the created user in create mode. */
function eventsFor(mode: 'create' | 'edit'): ReadonlyArray<ModelEvent<UserEditEvent>> {
  return [
    { type: 'done.loadUser', output: { user: USER, roles: ROLES } satisfies UserEditData },
    { type: 'error.loadUser', error: NOT_FOUND },
    { type: 'user.retry' },
    { type: 'user.back' },
    { type: 'user.select_tab', tab: 2 },
    { type: 'user.select_tab', tab: 3 },
    { type: 'user.select_tab', tab: 4 },
    { type: 'user.select_tab', tab: 5 },
    { type: 'user.select_tab', tab: 1 },
    { type: 'user.reset' },
    { type: 'user.submit_invalid' },
    { type: 'after.invalidAlert' },
    ...INTENTS.map((intent) => ({ type: 'user.save' as const, intent, values: EDITED })),
    { type: 'done.saveUser', output: mode === 'create' ? CREATED : SAVED },
    { type: 'error.saveUser', error: TAKEN },
    { type: 'user.change_password', password: 'secret-2' },
    { type: 'done.changePassword', output: null },
    { type: 'error.changePassword', error: REFUSED },
  ];
}


/** A user's values as the form shows them: address and social networks laid flat, what is missing empty. */
function formOf(user: User): UserFormValues {
  return {
    username: user.username,
    fullname: user.fullname,
    email: user.email,
    occupation: user.occupation ?? '',
    companyName: user.companyName ?? '',
    phone: user.phone ?? '',
    addressLine: user.address?.addressLine ?? '',
    city: user.address?.city ?? '',
    state: user.address?.state ?? '',
    postCode: user.address?.postCode ?? '',
    linkedIn: user.socialNetworks?.linkedIn ?? '',
    facebook: user.socialNetworks?.facebook ?? '',
    twitter: user.socialNetworks?.twitter ?? '',
    instagram: user.socialNetworks?.instagram ?? '',
    roles: [...user.roles],
  };
}

/** What the view shows: its props but the callbacks. */
type UserEditView = Omit<UserEditProps, `on${string}`>;
type EditPhase = 'loading' | 'loadFailed' | 'idle' | 'invalid' | 'saving' | 'changingPassword' | 'left';
interface EditSpec {
  phase: EditPhase;
  userId: string | null;
  user: User | null;
  roles: Role[];
  tab: UserEditView['tab'];
  formRevision: number;
  passwordRevision: number;
  submission: { intent: UserSaveIntent; values: UserFormValues } | null;
  failure: UserEditFailure | null;
  /** The calls (loadUser, saveUser, changePassword) and what the container is told (notices, navigation), in order. */
  calls: Call[];
}

/**
 * The user edit screen as seed 000 sections 2, 4, 5 and 9 describe it, written without the
 * machine: an id absent or 0 is create mode, a positive one edit mode (the user and the roles
 * are loaded; a failed load can be retried or left with Back). Tabs 4 and 5 open only once the
 * user has an id; Reset works on the first tab only and rebuilds the form. An invalid submission
 * returns to the first tab and shows the alert until 10 s have passed. Save sends the values with
 * the id (none when creating); its answer: Save & Duplicate opens the create form with the
 * values but username and e-mail; Save & Exit goes to the list; after a create the others open
 * the new id's edit route; after an update they refresh the screen with the saved user. Each save
 * is notified ("created" when there was no id). A refused save or password change stays on the
 * screen with the reason; a changed password is notified and its form emptied. Back goes to the list.
 */
function userEditSpec(input: UserEditInput): Oracle<EditSpec, UserEditView> {
  const routeId = (input.id ?? '').trim();
  const userId = /^0*$/.test(routeId) ? null : routeId;
  return {
    initial: {
      phase: userId === null ? 'idle' : 'loading',
      userId,
      user: null,
      roles: [],
      tab: 1,
      formRevision: 0,
      passwordRevision: 0,
      submission: null,
      failure: null,
      calls: userId === null ? [] : [{ src: 'loadUser', input: { id: userId } }],
    },
    next(state, event) {
      const field = (name: string): unknown => Reflect.get(event, name);
      const told = (...calls: Call[]): Call[] => [...state.calls, ...calls];
      const toList: Call = { src: 'goToList', input: undefined };
      switch (state.phase) {
        case 'loading':
          if (event.type === 'done.loadUser') {
            const data = field('output') as UserEditData;
            return { ...state, phase: 'idle', user: data.user, roles: data.roles, failure: null };
          }
          if (event.type === 'error.loadUser') return { ...state, phase: 'loadFailed', failure: { during: 'load', error: field('error') as ApiError } };
          return state;
        case 'loadFailed':
          if (event.type === 'user.retry') return { ...state, phase: 'loading', failure: null, calls: told({ src: 'loadUser', input: { id: state.userId } }) };
          if (event.type === 'user.back') return { ...state, phase: 'left', calls: told(toList) };
          return state;
        case 'idle':
        case 'invalid':
          switch (event.type) {
            case 'user.select_tab': {
              const tab = field('tab') as EditSpec['tab'];
              return tab <= 3 || state.userId !== null ? { ...state, tab } : state;
            }
            case 'user.reset':
              return state.tab === 1 ? { ...state, phase: 'idle', formRevision: state.formRevision + 1, failure: null } : state;
            case 'user.submit_invalid':
              return { ...state, phase: 'invalid', tab: 1, failure: null };
            case 'after.invalidAlert':
              return { ...state, phase: 'idle' };
            case 'user.save': {
              const submission = { intent: field('intent') as UserSaveIntent, values: field('values') as UserFormValues };
              return { ...state, phase: 'saving', submission, failure: null, calls: told({ src: 'saveUser', input: { id: state.userId, values: submission.values } }) };
            }
            case 'user.change_password':
              if (state.userId === null) return state;
              return { ...state, phase: 'changingPassword', failure: null, calls: told({ src: 'changePassword', input: { id: state.userId, password: field('password') } }) };
            case 'user.back':
              return { ...state, phase: 'left', calls: told(toList) };
            default:
              return state;
          }
        case 'saving': {
          if (event.type === 'error.saveUser') return { ...state, phase: 'idle', failure: { during: 'save', error: field('error') as ApiError } };
          if (event.type !== 'done.saveUser' || !state.submission) return state;
          const saved = field('output') as User;
          const created = state.userId === null;
          const notice: Call = { src: 'notifySaved', input: { created } };
          const { intent, values } = state.submission;
          if (intent === 'duplicate') {
            return { ...state, phase: 'left', calls: told(notice, { src: 'openDuplicate', input: { values: { ...values, username: '', email: '' } } }) };
          }
          if (intent === 'exit') return { ...state, phase: 'left', calls: told(notice, toList) };
          if (created) return { ...state, phase: 'left', calls: told(notice, { src: 'goToEdit', input: { id: saved.id } }) };
          return { ...state, phase: 'idle', user: saved, formRevision: state.formRevision + 1, failure: null, calls: told(notice) };
        }
        case 'changingPassword':
          if (event.type === 'done.changePassword') {
            return { ...state, phase: 'idle', passwordRevision: state.passwordRevision + 1, calls: told({ src: 'notifyPasswordChanged', input: undefined }) };
          }
          if (event.type === 'error.changePassword') return { ...state, phase: 'idle', failure: { during: 'password', error: field('error') as ApiError } };
          return state;
        case 'left':
          return state;
      }
    },
    view(state) {
      const status = { loading: 'loading', loadFailed: 'loadFailed', idle: 'editing', invalid: 'editing', saving: 'saving', changingPassword: 'changingPassword', left: 'left' } as const;
      return {
        mode: state.userId === null ? 'create' : 'edit',
        status: status[state.phase],
        user: state.user,
        roles: state.roles,
        tab: state.tab,
        enabledTabs: state.userId === null ? [1, 2, 3] : [1, 2, 3, 4, 5],
        canReset: state.tab === 1,
        invalidAlert: state.phase === 'invalid',
        initialValues: state.user ? formOf(state.user) : (input.prefill ?? EMPTY_USER_FORM),
        formRevision: state.formRevision,
        passwordRevision: state.passwordRevision,
        failure: state.failure,
      };
    },
    calls: (state) => state.calls,
  };
}

const logic = toTestMachine(userEditMachine);
const model = createTestModel(logic);

/**
 * Revisions grow with every reset and save, so states are told apart by what the guards read
 * (the state value, whether the first tab is open, and while saving the intent) and by whether a
 * failure is shown (what clears it must be played with one).
 */
function stateKey(state: AnyMachineSnapshot): string {
  const context = state.context as UserEditContext;
  const intent = state.matches('saving') ? context.submission?.intent : undefined;
  return JSON.stringify({ value: state.value, firstTab: context.tab === 1, intent, failed: context.failure !== null });
}

/**
 * The events tried in `state`: every user event and the alert's delay, handled or not (the
 * oracle says which change nothing, so a guard or handler that is wrong or missing shows), and
 * the outcomes of the calls the state waits for. Nothing once the screen is left.
 */
function alphabet(state: AnyMachineSnapshot, events: ReadonlyArray<ModelEvent<UserEditEvent>>): EventObject[] {
  if (state.status === 'done') return [];
  const handled = new Set(__unsafe_getAllOwnEventDescriptors(state));
  return events.filter((event) => !/^(done|error)\./.test(event.type) || handled.has(event.type));
}

const pairOf = (state: AnyMachineSnapshot, event: EventObject) => `${stateKey(state)} ${JSON.stringify(event)}`;

/**
 * Each state (by its key) reached by its shortest path, breadth first, keeping the concrete
 * snapshots; then one path per (state, event) pair: the state's path and that event. None is
 * dropped for being the beginning of another.
 */
function editPaths(input: UserEditInput, events: ReadonlyArray<ModelEvent<UserEditEvent>>): Array<TestPath<AnyMachineSnapshot, EventObject>> {
  const reached = statesByKey(logic, input, stateKey, (state) => alphabet(state, events));
  return reached.flatMap((steps) => {
    const last = steps[steps.length - 1];
    if (!last) return [];
    const next = alphabet(last.state, events);
    // A final state handles nothing: its path alone is the test.
    if (next.length === 0) return [pathOf(model, steps, stateKey(last.state))];
    return next.map((event) => {
      const state = getNextSnapshot(logic, last.state, event);
      return pathOf(model, [...steps, { event, state }], stateKey(state));
    });
  });
}

/** Every (state, event) pair reachable from `input`, found depth first, independently of the paths. */
function statePairsOf(input: UserEditInput, events: ReadonlyArray<ModelEvent<UserEditEvent>>): string[] {
  const pairs = new Set<string>();
  const seen = new Set<string>();
  const visit = (state: AnyMachineSnapshot): void => {
    if (seen.has(stateKey(state))) return;
    seen.add(stateKey(state));
    for (const event of alphabet(state, events)) {
      pairs.add(pairOf(state, event));
      visit(getNextSnapshot(logic, state, event));
    }
  };
  visit(getInitialSnapshot(logic, input));
  return [...pairs].sort();
}

describe('userEditMachine, model-based', () => {
  const inputs: Array<[string, UserEditInput]> = [
    ['create mode, id 0', { id: '0' }],
    ['create mode, a duplicate', { id: null, prefill: { ...VALUES, username: '', email: '' } }],
    ['edit mode, id 7', { id: '7' }],
  ];
  const runners = inputs.map(([, input]) => {
    const fakes = new PromiseFakes();
    // The container's navigation and notices are recorded with the calls, in order.
    const tell = (src: string, input?: unknown) => {
      fakes.calls.push({ src, input });
    };
    const machine = userEditMachine.provide({
      actors: {
        loadUser: fakes.logic<UserEditData, { id: string }>('loadUser'),
        saveUser: fakes.logic<User, { id: string | null; values: UserFormValues }>('saveUser'),
        changePassword: fakes.logic<unknown, { id: string; password: string }>('changePassword'),
      },
      actions: {
        goToList: () => tell('goToList'),
        goToEdit: (_, params) => tell('goToEdit', params),
        openDuplicate: (_, params) => tell('openDuplicate', params),
        notifySaved: (_, params) => tell('notifySaved', params),
        notifyPasswordChanged: () => tell('notifyPasswordChanged'),
      },
    });
    return new ModelRunner(machine, fakes, { oracle: userEditSpec(input), connect: (snapshot) => connectUserEdit(snapshot as Parameters<typeof connectUserEdit>[0], () => {}) });
  });

  for (const [n, [label, input]] of inputs.entries()) {
    const runner = runners[n];
    const events = eventsFor(input.id === '7' ? 'edit' : 'create');
    describe(label, () => {
      const played = new Set<string>();
      const paths = editPaths(input, events);
      it('has paths', () => expect(paths.length).toBeGreaterThan(100));
      for (const [index, path] of paths.entries()) {
        it(pathName(path, index), async () => {
          await runner?.run(path, input);
          for (const [i, step] of path.steps.entries()) {
            const before = path.steps[i - 1];
            if (before) played.add(pairOf(before.state, step.event));
          }
        });
      }

      it('plays every (state, event) pair', () => {
        const all = statePairsOf(input, events);
        expect(all.length).toBeGreaterThan(100);
        expect(all.filter((pair) => !played.has(pair))).toEqual([]);
      });
    });
  }

  it('plays every event of the screen on the real machine', () => {
    // An event the machine handles nowhere would be skipped by the runner, not compared.
    const types = new Set(eventsFor('edit').map((event) => event.type));
    expect([...types].filter((type) => !logic.root.events.includes(type))).toEqual([]);
  });

  it('reaches every state and takes every transition', () => {
    const visited = new Set(runners.flatMap((runner) => runner.coverage.visitedStates()));
    expect([...visited].sort()).toEqual([
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
    expect(runners[0]?.coverage.allStates()).toEqual([...visited].sort());
    const missing = runners.map((runner) => new Set(runner.coverage.missingTransitions()));
    expect([...(missing[0] ?? [])].filter((transition) => missing.every((each) => each.has(transition)))).toEqual([]);
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
  const view = () => connectUserEdit(actor.getSnapshot(), actor.send);
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

describe('connectUserEdit', () => {
  it("the view's callbacks send the screen's events", () => {
    const sent: UserEditEvent[] = [];
    const props = connectUserEdit(createActor(userEditMachine, { input: {} }).getSnapshot(), (event) => sent.push(event));
    props.onTabChange(3);
    props.onReset();
    props.onInvalid();
    props.onSave('duplicate', VALUES);
    props.onChangePassword('secret-2');
    props.onRetry();
    props.onBack();
    expect(sent).toEqual([
      { type: 'user.select_tab', tab: 3 },
      { type: 'user.reset' },
      { type: 'user.submit_invalid' },
      { type: 'user.save', intent: 'duplicate', values: VALUES },
      { type: 'user.change_password', password: 'secret-2' },
      { type: 'user.retry' },
      { type: 'user.back' },
    ]);
  });
});
