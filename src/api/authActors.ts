import type { ApiClients } from './client';
import { unwrap } from './errors';
import type { AdminStyleResult, ForgotPasswordResult, ResetPasswordRequest, TokenPair, User, UserCreate } from '../contract/schema.gen';
import type { Tokens } from '../domain/sessionStorage';
import type { Credentials } from '../domain/authForms';

/**
 * The server calls of the sign-in area, one function per call, each answering the data or
 * throwing the `ApiError` of `toApiError`. The calls that need a bearer set it themselves, so
 * these work over clients built with `anonymousCredentials`: the session's refresh hook must
 * not wrap the very calls that sign in and refresh.
 */

/** Signs in (POST /users/auth-admin); the back-office always sends the type 'admin' (seed 000 section 6). */
export function signIn(clients: ApiClients, credentials: Credentials): Promise<TokenPair> {
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
export function refreshTokens(clients: ApiClients, refreshToken: string): Promise<TokenPair> {
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
export function register(clients: ApiClients, values: UserCreate): Promise<User> {
  return unwrap(clients.api.POST('/acl/users', { body: values }));
}

/** Asks for a password-reset mail (GET /acl/users/forgot). */
export function forgotPassword(clients: ApiClients, email: string): Promise<ForgotPasswordResult> {
  return unwrap(clients.api.GET('/acl/users/forgot', { params: { query: { email } } }));
}

/** Sets a new password with the mail's single-use token (POST /acl/users/reset-password). */
export async function resetPassword(clients: ApiClients, request: ResetPasswordRequest): Promise<void> {
  await unwrap(clients.api.POST('/acl/users/reset-password', { body: request }));
}

/** The domain's admin style (GET /v2/setting/app/admin/styles); `adminStyle` is null for the default. */
export function fetchAdminStyle(clients: ApiClients, domain: string): Promise<AdminStyleResult> {
  return unwrap(clients.api.GET('/v2/setting/app/admin/styles', { params: { query: { domain } } }));
}
