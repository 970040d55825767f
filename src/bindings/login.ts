/** Bindings of the sign-in page: its machine with the real call of `src/api/authActors.ts`. */
import { fromPromise } from 'xstate';
import type { ApiClients } from '../api/client';
import { signIn } from '../api/authActors';
import type { Credentials } from '../domain/authForms';
import type { Tokens } from '../domain/sessionStorage';
import { loginMachine } from '../machines/login/machine';

/**
 * The sign-in machine with its real call. Navigation stays with the page: `signedIn`, `goToDashboard`.
 * @example const login = createLoginMachine(createApiClients(config, anonymousCredentials));
 */
export function createLoginMachine(clients: ApiClients) {
  return loginMachine.provide({
    actors: { signIn: fromPromise<Tokens, Credentials>(({ input }) => signIn(clients, input)) },
  });
}
