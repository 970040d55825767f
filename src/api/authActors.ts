import { fromPromise } from 'xstate';
import type { ApiClients } from './client';
import { unwrap } from './errors';
import type { components } from './schema.gen';
import { ADMIN_STYLE_STORAGE_KEY, serializeCachedStyle, type AdminStyleResult } from '../domain/adminStyle';
import {
  clearStoredSession,
  writeMainCompany,
  writeStoredTokens,
  type SessionStore,
  type Tokens,
} from '../domain/sessionStorage';
import { adminStyleMachine } from '../machines/adminStyleMachine';
import { loginMachine, type Credentials } from '../machines/loginMachine';
import { sessionMachine, type User } from '../machines/sessionMachine';
import { submitMachine, type SubmitValues } from '../machines/submitMachine';

/**
 * The server calls of the sign-in area, one function per call, each answering the data or
 * throwing the `ApiError` of `toApiError`. The calls that need a bearer set it themselves, so
 * these work over clients built with `anonymousCredentials`: the session's refresh hook must
 * not wrap the very calls that sign in and refresh.
 */

type Schemas = components['schemas'];

/** Signs in (POST /users/auth-admin); the back-office always sends the type 'admin' (seed 000 section 6). */
export function signIn(clients: ApiClients, credentials: Credentials): Promise<Schemas['TokenPair']> {
  return unwrap(
    clients.api.POST('/users/auth-admin', {
      body: { email: credentials.email, password: credentials.password, type: 'admin' },
    }),
  );
}

/** The signed-in user (GET /acl/users) for this access token, sent explicitly rather than read from the session. */
export function fetchCurrentUser(clients: ApiClients, accessToken: string): Promise<User> {
  return unwrap(clients.api.GET('/acl/users', { headers: { Authorization: `Bearer ${accessToken}` } }));
}

/** New tokens for a refresh token (POST /users/auth-admin/refresh); the old refresh token is spent. */
export function refreshTokens(clients: ApiClients, refreshToken: string): Promise<Schemas['TokenPair']> {
  return unwrap(clients.api.POST('/users/auth-admin/refresh', { body: { refreshToken } }));
}

/** Ends the session on the server (POST /users/auth-admin/logout). */
export async function signOut(clients: ApiClients, tokens: Tokens): Promise<void> {
  await unwrap(
    clients.api.POST('/users/auth-admin/logout', {
      headers: { Authorization: `Bearer ${tokens.accessToken}` },
      body: { refreshToken: tokens.refreshToken },
    }),
  );
}

/** Registers a user (POST /acl/users). */
export function register(clients: ApiClients, values: Schemas['UserCreate']): Promise<User> {
  return unwrap(clients.api.POST('/acl/users', { body: values }));
}

/** Asks for a password-reset mail (GET /acl/users/forgot). */
export function forgotPassword(clients: ApiClients, email: string): Promise<Schemas['ForgotPasswordResult']> {
  return unwrap(clients.api.GET('/acl/users/forgot', { params: { query: { email } } }));
}

/** Sets a new password with the mail's single-use token (POST /acl/users/reset-password). */
export async function resetPassword(clients: ApiClients, request: Schemas['ResetPasswordRequest']): Promise<void> {
  await unwrap(clients.api.POST('/acl/users/reset-password', { body: request }));
}

/** The domain's admin style (GET /v2/setting/app/admin/styles); `adminStyle` is null for the default. */
export function fetchAdminStyle(clients: ApiClients, domain: string): Promise<AdminStyleResult> {
  return unwrap(clients.api.GET('/v2/setting/app/admin/styles', { params: { query: { domain } } }));
}

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
