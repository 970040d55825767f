import { assign, fromPromise, setup, type EventFromLogic, type SnapshotFrom } from 'xstate';
import type { Role, User } from '../../contract/schema.gen';
import { asApiError, type ApiError } from '../../contract/apiError';
import {
  duplicateOf,
  emptyUserForm,
  isTabEnabled,
  userFormValuesOf,
  userIdFrom,
  type UserFormValues,
  type UserTab,
} from '../../domain/userForms';
import { notProvided } from '../notProvided';

/** The invalid-form alert shows 10 s (seed 000 section 5). */
export const USER_INVALID_ALERT_MS = 10_000;
/** User and password saves are notified for 5000 ms (seed 000 section 9). */
export const USER_SAVE_NOTICE_MS = 5000;

/**
 * Which save button was used: Save, or the menu's Save & Exit, Save & Duplicate, Save & Continue.
 */
export type SaveIntent = 'save' | 'exit' | 'duplicate' | 'continue';

/** What the edit screen starts from: the route's id (absent or 0 creates) and, for a duplicate, the values to start with. */
export interface UserEditInput {
  id?: string | null | undefined;
  prefill?: UserFormValues | null | undefined;
}

/** What `loadUser` answers: the user and the roles that can be assigned. */
export interface UserEditData {
  user: User;
  roles: Role[];
}

/** The call that failed last, kept for the view to translate. */
export interface UserEditFailure {
  during: 'load' | 'save' | 'password';
  error: ApiError;
}

/** The edit screen's data; loading, editing, saving are its states. */
export interface UserEditContext {
  /** The user edited; null in create mode. */
  userId: string | null;
  user: User | null;
  roles: Role[];
  /** Create mode's starting values (Save & Duplicate). */
  prefill: UserFormValues | null;
  tab: UserTab;
  /** Bumped to rebuild the user form from `user` (Reset, a refresh after saving). */
  formRevision: number;
  /** Bumped to empty the change-password form after a change. */
  passwordRevision: number;
  /** The submission under way or last made. */
  submission: { intent: SaveIntent; values: UserFormValues } | null;
  failure: UserEditFailure | null;
}

/**
 * The user edit screen of seed 000 sections 2 and 4: create mode (no id, or 0) or edit mode
 * (the user loaded with the assignable roles); five tabs, 4 and 5 only once the user has an id;
 * Reset on the first tab only; Save and the menu's Save & Exit, Save & Duplicate and
 * Save & Continue; an invalid submission returns to the first tab with the alert for 10 s. After creating, Save & Exit goes to the list and the others to
 * the new user's edit route; after saving an existing user, Save & Exit goes to the list and the
 * others refresh the screen. Save & Duplicate opens the create form with the values except
 * username and e-mail. Calls are the actors `loadUser`, `saveUser`, `changePassword`; navigation
 * and notices are empty named actions the container provides.
 * @example
 * const edit = userEditMachine.provide({ actors: { loadUser, saveUser, changePassword }, actions: { goToList, goToEdit, openDuplicate, notifySaved, notifyPasswordChanged } });
 * createActor(edit, { input: { id: params.id } }).start();
 */
export const userEditMachine = setup({
  types: {
    input: {} as UserEditInput,
    context: {} as UserEditContext,
    events: {} as
      | { type: 'user.select_tab'; tab: UserTab }
      | { type: 'user.reset' }
      | { type: 'user.save'; intent: SaveIntent; values: UserFormValues }
      | { type: 'user.submit_invalid' }
      | { type: 'user.change_password'; password: string }
      | { type: 'user.retry' }
      | { type: 'user.back' },
  },
  actors: {
    loadUser: fromPromise<UserEditData, { id: string }>(() => notProvided('userEditMachine', 'loadUser')),
    saveUser: fromPromise<User, { id: string | null; values: UserFormValues }>(() => notProvided('userEditMachine', 'saveUser')),
    changePassword: fromPromise<unknown, { id: string; password: string }>(() => notProvided('userEditMachine', 'changePassword')),
  },
  delays: {
    invalidAlert: USER_INVALID_ALERT_MS,
  },
  actions: {
    // Navigation and notices are the container's (machine.provide); the machine only says when.
    goToList: () => {},
    goToEdit: (_, _params: { id: string }) => {},
    openDuplicate: (_, _params: { values: UserFormValues }) => {},
    notifySaved: (_, _params: { created: boolean }) => {},
    notifyPasswordChanged: () => {},
    storeLoaded: assign((_, params: { data: UserEditData }) => ({
      user: params.data.user,
      roles: params.data.roles,
      failure: null,
    })),
    storeSaved: assign(({ context }, params: { user: User }) => ({
      user: params.user,
      formRevision: context.formRevision + 1,
      failure: null,
    })),
    storeFailure: assign((_, params: { failure: UserEditFailure }) => ({ failure: params.failure })),
    selectTab: assign((_, params: { tab: UserTab }) => ({ tab: params.tab })),
    resetForm: assign(({ context }) => ({ formRevision: context.formRevision + 1, failure: null })),
    storeSubmission: assign((_, params: { intent: SaveIntent; values: UserFormValues }) => ({
      submission: { intent: params.intent, values: params.values },
      failure: null,
    })),
    clearFailure: assign({ failure: null }),
    passwordChanged: assign(({ context }) => ({ passwordRevision: context.passwordRevision + 1 })),
  },
  guards: {
    hasId: ({ context }) => context.userId !== null,
    canOpenTab: ({ context }, params: { tab: UserTab }) => isTabEnabled(params.tab, context.userId !== null),
    isFirstTab: ({ context }) => context.tab === 1,
    isIntent: ({ context }, params: { intent: SaveIntent }) => context.submission?.intent === params.intent,
    wasCreate: ({ context }) => context.userId === null,
  },
}).createMachine({
  id: 'userEdit',
  context: ({ input }) => ({
    userId: userIdFrom(input.id),
    user: null,
    roles: [],
    prefill: input.prefill ?? null,
    tab: 1,
    formRevision: 0,
    passwordRevision: 0,
    submission: null,
    failure: null,
  }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'hasId', target: 'loading' }, { target: 'editing' }],
    },
    loading: {
      invoke: {
        id: 'loadUser',
        src: 'loadUser',
        input: ({ context }) => ({ id: context.userId ?? '' }),
        onDone: { target: 'editing', actions: { type: 'storeLoaded', params: ({ event }) => ({ data: event.output }) } },
        onError: {
          target: 'loadFailed',
          actions: { type: 'storeFailure', params: ({ event }) => ({ failure: { during: 'load', error: asApiError(event.error) } }) },
        },
      },
    },
    loadFailed: {
      on: {
        'user.retry': { target: 'loading', actions: 'clearFailure' },
        'user.back': { target: 'left', actions: 'goToList' },
      },
    },
    editing: {
      initial: 'idle',
      states: {
        idle: {},
        // 'Oh snap! Change a few things up and try submitting again.' for 10 s.
        invalid: { after: { invalidAlert: { target: 'idle' } } },
      },
      on: {
        'user.select_tab': {
          guard: { type: 'canOpenTab', params: ({ event }) => ({ tab: event.tab }) },
          actions: { type: 'selectTab', params: ({ event }) => ({ tab: event.tab }) },
        },
        'user.reset': { guard: 'isFirstTab', target: '.idle', actions: 'resetForm' },
        'user.submit_invalid': {
          target: '.invalid',
          reenter: true,
          // Back to the first tab, whichever tab holds the problem (seed 000 section 4); the view marks the tabs to fix.
          actions: ['clearFailure', { type: 'selectTab', params: { tab: 1 } }],
        },
        'user.save': {
          target: 'saving',
          actions: { type: 'storeSubmission', params: ({ event }) => ({ intent: event.intent, values: event.values }) },
        },
        'user.change_password': { guard: 'hasId', target: 'changingPassword', actions: 'clearFailure' },
        'user.back': { target: 'left', actions: 'goToList' },
      },
    },
    saving: {
      invoke: {
        id: 'saveUser',
        src: 'saveUser',
        input: ({ context }) => ({ id: context.userId, values: context.submission?.values ?? emptyUserForm }),
        onDone: [
          {
            guard: { type: 'isIntent', params: { intent: 'duplicate' } },
            target: 'left',
            actions: [
              { type: 'notifySaved', params: ({ context }) => ({ created: context.userId === null }) },
              { type: 'openDuplicate', params: ({ context }) => ({ values: duplicateOf(context.submission?.values ?? emptyUserForm) }) },
            ],
          },
          {
            guard: { type: 'isIntent', params: { intent: 'exit' } },
            target: 'left',
            actions: [{ type: 'notifySaved', params: ({ context }) => ({ created: context.userId === null }) }, 'goToList'],
          },
          {
            guard: 'wasCreate',
            target: 'left',
            actions: [{ type: 'notifySaved', params: { created: true } }, { type: 'goToEdit', params: ({ event }) => ({ id: event.output.id }) }],
          },
          {
            target: 'editing',
            actions: [{ type: 'storeSaved', params: ({ event }) => ({ user: event.output }) }, { type: 'notifySaved', params: { created: false } }],
          },
        ],
        onError: {
          target: 'editing',
          actions: { type: 'storeFailure', params: ({ event }) => ({ failure: { during: 'save', error: asApiError(event.error) } }) },
        },
      },
    },
    changingPassword: {
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context, event }) => ({
          id: context.userId ?? '',
          password: event.type === 'user.change_password' ? event.password : '',
        }),
        onDone: { target: 'editing', actions: ['passwordChanged', 'notifyPasswordChanged'] },
        onError: {
          target: 'editing',
          actions: { type: 'storeFailure', params: ({ event }) => ({ failure: { during: 'password', error: asApiError(event.error) } }) },
        },
      },
    },
    // The screen is left (list, new edit route or duplicate form); the container navigates.
    left: { type: 'final' },
  },
});

/** Every event the user edit machine accepts. */
export type UserEditEvent = EventFromLogic<typeof userEditMachine>;

/** Where the edit screen stands. */
export type UserEditStatus = 'loading' | 'loadFailed' | 'editing' | 'saving' | 'changingPassword' | 'left';

/** A user edit snapshot as plain data for its view (Zag's `connect`). */
export interface UserEditView {
  mode: 'create' | 'edit';
  status: UserEditStatus;
  user: User | null;
  roles: Role[];
  tab: UserTab;
  /** Tabs that can be opened (4 and 5 need an id). */
  enabledTabs: UserTab[];
  /** Reset is offered on the first tab only. */
  canReset: boolean;
  /** 'Oh snap! Change a few things up and try submitting again.' is shown. */
  invalidAlert: boolean;
  /** The values the user form starts from; rebuild it when `formRevision` changes. */
  initialValues: UserFormValues;
  formRevision: number;
  passwordRevision: number;
  failure: UserEditFailure | null;
}

/** The view of a user edit snapshot. */
export function toUserEditView(snapshot: SnapshotFrom<typeof userEditMachine>): UserEditView {
  const { context } = snapshot;
  const hasId = context.userId !== null;
  let status: UserEditStatus = 'editing';
  if (snapshot.matches('start') || snapshot.matches('loading')) status = 'loading';
  else if (snapshot.matches('loadFailed')) status = 'loadFailed';
  else if (snapshot.matches('saving')) status = 'saving';
  else if (snapshot.matches('changingPassword')) status = 'changingPassword';
  else if (snapshot.matches('left')) status = 'left';
  const initialValues = context.user ? userFormValuesOf(context.user) : (context.prefill ?? { ...emptyUserForm, roles: [] });
  return {
    mode: hasId ? 'edit' : 'create',
    status,
    user: context.user,
    roles: context.roles,
    tab: context.tab,
    enabledTabs: ([1, 2, 3, 4, 5] as const).filter((tab) => isTabEnabled(tab, hasId)),
    canReset: context.tab === 1,
    invalidAlert: snapshot.matches({ editing: 'invalid' }),
    initialValues,
    formRevision: context.formRevision,
    passwordRevision: context.passwordRevision,
    failure: context.failure,
  };
}
