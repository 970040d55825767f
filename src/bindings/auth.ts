/** Bindings of the sign-in area (session, sign-in, register, forgot and reset password, admin style): its machines with the real calls of `src/api/authActors.ts`. */
import { fromPromise } from 'xstate';
import type { ApiClients } from '../api/client';
import {
  fetchAdminStyle,
  fetchCurrentUser,
  forgotPassword,
  refreshTokens,
  register,
  resetPassword,
  signIn,
  signOut,
} from '../api/authActors';
import { ADMIN_STYLE_STORAGE_KEY, serializeCachedStyle } from '../domain/adminStyle';
import {
  clearStoredSession,
  writeMainCompany,
  writeStoredTokens,
  type SessionStore,
  type Tokens,
} from '../domain/sessionStorage';
import { adminStyleMachine } from '../machines/adminStyle/machine';
import { loginMachine } from '../machines/login/machine';
import type { Credentials } from '../domain/authForms';
import { sessionMachine } from '../machines/session/machine';
import { submitMachine, type SubmitValues } from '../machines/submit/machine';
import type { AdminStyleResult, User } from '../contract/schema.gen';

// The submit machine carries each form's values untyped; the forms validated them, and this
// check keeps a wiring mistake from sending `undefined` fields.
function text(values: SubmitValues, field: string): string {
  const value: unknown = Reflect.get(values, field);
  if (typeof value !== 'string') throw new Error(`submit: the values lack the text field "${field}"`);
  return value;
}

/** Options of {@link createAuthMachines}. */
export interface AuthMachinesOptions {
  /** Where the session and the admin style are kept (`localStorage`); omitted, nothing is stored. */
  storage?: SessionStore;
}

/**
 * The sign-in area's machines with their real actors (and storage actions when `storage` is
 * given). Navigation and notices stay with the container: `goToLogin`, `goToDashboard`,
 * `signedIn`, `succeeded`, `applyStyle`.
 * @example
 * const auth = createAuthMachines(createApiClients(config, anonymousCredentials), { storage: localStorage });
 * const session = createActor(auth.session.provide({ actions: { goToLogin } }), { input: { storedTokens: readStoredTokens(localStorage) } });
 */
export function createAuthMachines(clients: ApiClients, options: AuthMachinesOptions = {}) {
  const { storage } = options;
  const session = sessionMachine.provide({
    actors: {
      fetchUser: fromPromise<User, { accessToken: string }>(({ input }) => fetchCurrentUser(clients, input.accessToken)),
      refreshTokens: fromPromise<Tokens, { refreshToken: string }>(({ input }) => refreshTokens(clients, input.refreshToken)),
      signOut: fromPromise<unknown, Tokens>(({ input }) => signOut(clients, input)),
    },
    actions: storage
      ? {
          persistTokens: (_, { tokens }) => writeStoredTokens(storage, tokens),
          persistMainCompany: (_, { mainCompany }) => writeMainCompany(storage, mainCompany),
          clearStoredSession: () => clearStoredSession(storage),
        }
      : {},
  });
  const login = loginMachine.provide({
    actors: { signIn: fromPromise<Tokens, Credentials>(({ input }) => signIn(clients, input)) },
  });
  const registerForm = submitMachine.provide({
    actors: {
      submit: fromPromise<unknown, SubmitValues>(({ input }) =>
        register(clients, {
          fullname: text(input, 'fullname'),
          email: text(input, 'email'),
          username: text(input, 'username'),
          password: text(input, 'password'),
          confirmPassword: text(input, 'confirmPassword'),
        }),
      ),
    },
  });
  const forgotPasswordForm = submitMachine.provide({
    actors: { submit: fromPromise<unknown, SubmitValues>(({ input }) => forgotPassword(clients, text(input, 'email'))) },
    // The contract answers `{ ok }`; `ok: false` is the seed's falsy result.
    guards: {
      isEmptyResult: (_, { result }) => !result || (typeof result === 'object' && 'ok' in result && result.ok === false),
    },
  });
  const resetPasswordForm = submitMachine.provide({
    actors: {
      submit: fromPromise<unknown, SubmitValues>(({ input }) =>
        resetPassword(clients, {
          token: text(input, 'token'),
          password: text(input, 'password'),
          ...(Reflect.has(input, 'confirmPassword') ? { confirmPassword: text(input, 'confirmPassword') } : {}),
        }),
      ),
    },
    // A reset answers 204: there is no result to judge.
    guards: { isEmptyResult: () => false },
  });
  const adminStyle = adminStyleMachine.provide({
    actors: {
      fetchAdminStyle: fromPromise<AdminStyleResult, { domain: string }>(({ input }) => fetchAdminStyle(clients, input.domain)),
    },
    actions: storage
      ? {
          cacheStyle: (_, cached) => {
            try {
              storage.setItem(ADMIN_STYLE_STORAGE_KEY, serializeCachedStyle(cached));
            } catch {
              // Storage full or disabled: the style still applies, it is just fetched again next time.
            }
          },
        }
      : {},
  });
  return { session, login, register: registerForm, forgotPassword: forgotPasswordForm, resetPassword: resetPasswordForm, adminStyle };
}
