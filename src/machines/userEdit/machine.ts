import { assign, fromPromise, setup } from 'xstate';
import type { User } from '../../contract/schema.gen';
import { asApiError } from '../../contract/apiError';
import { duplicateOf, isTabEnabled, type UserFormValues, type UserSaveIntent, type UserTab } from '../../domain/userForms';
import { notProvided } from '../notProvided';
import { initialUserEditContext, submittedValues } from './context';
import type { UserEditContext, UserEditData, UserEditEvent, UserEditFailure, UserEditInput } from './types';

/** The invalid-form alert shows 10 s (seed 000 section 5). */
export const USER_INVALID_ALERT_MS = 10_000;
/** User and password saves are notified for 5000 ms (seed 000 section 9). */
export const USER_SAVE_NOTICE_MS = 5000;

/**
 * The user edit screen of seed 000 sections 2 and 4: create mode (no id, or 0) or edit mode
 * (the user loaded with the assignable roles); five tabs, 4 and 5 only once the user has an id;
 * Reset on the first tab only; Save, Save & Exit, Save & Duplicate and Save & Continue; an
 * invalid submission returns to the first tab with the alert for 10 s. Save & Exit goes to the
 * list; after a create the others go to the new user's edit route, after an update they refresh
 * the screen. Save & Duplicate opens the create form with the values but username and e-mail.
 * Calls are the actors `loadUser`, `saveUser`, `changePassword`; navigation and notices are
 * empty named actions the container provides.
 * @example
 * createActor(userEditMachine.provide({ actors, actions }), { input: { id: params.id } }).start();
 */
export const userEditMachine = setup({
  types: {
    input: {} as UserEditInput,
    context: {} as UserEditContext,
    events: {} as UserEditEvent,
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
    storeSubmission: assign((_, params: { intent: UserSaveIntent; values: UserFormValues }) => ({
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
    isIntent: ({ context }, params: { intent: UserSaveIntent }) => context.submission?.intent === params.intent,
    wasCreate: ({ context }) => context.userId === null,
  },
}).createMachine({
  id: 'userEdit',
  context: ({ input }) => initialUserEditContext(input),
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
        input: ({ context }) => ({ id: context.userId, values: submittedValues(context) }),
        onDone: [
          {
            guard: { type: 'isIntent', params: { intent: 'duplicate' } },
            target: 'left',
            actions: [
              { type: 'notifySaved', params: ({ context }) => ({ created: context.userId === null }) },
              { type: 'openDuplicate', params: ({ context }) => ({ values: duplicateOf(submittedValues(context)) }) },
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
