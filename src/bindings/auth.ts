/**
 * Bindings of the session and the admin style, which every page starts with: their machines with
 * the real calls of `src/api/authActors.ts`. The sign-in pages' forms are in `./authForms`.
 */
import { fromPromise } from 'xstate';
import type { ApiClients } from '../api/client';
import { fetchAdminStyle, fetchCurrentUser, refreshTokens, signOut } from '../api/authActors';
import { ADMIN_STYLE_STORAGE_KEY, serializeCachedStyle } from '../domain/adminStyle';
import {
  clearStoredSession,
  writeMainCompany,
  writeStoredTokens,
  type SessionStore,
  type Tokens,
} from '../domain/sessionStorage';
import { adminStyleMachine } from '../machines/adminStyle/machine';
import { sessionMachine } from '../machines/session/machine';
import type { AdminStyleResult, User } from '../contract/schema.gen';

/** Options of {@link createSessionMachines}. */
export interface SessionMachinesOptions {
  /** Where the session and the admin style are kept (`localStorage`); omitted, nothing is stored. */
  storage?: SessionStore;
}

/**
 * The session and admin style machines with their real actors (and storage actions when `storage`
 * is given). Navigation stays with the container: `goToLogin`, `applyStyle`.
 * @example
 * const auth = createSessionMachines(createApiClients(config, anonymousCredentials), { storage: localStorage });
 * const session = createActor(auth.session.provide({ actions: { goToLogin } }), { input: { storedTokens: readStoredTokens(localStorage) } });
 */
export function createSessionMachines(clients: ApiClients, options: SessionMachinesOptions = {}) {
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
  return { session, adminStyle };
}
