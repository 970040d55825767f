/** Bindings of the user edit screen: its machine with the real calls of `src/api/userActors.ts`. */
import { fromPromise } from 'xstate';
import type { ApiClients } from '../api/client';
import type { User } from '../contract/schema.gen';
import { createUser, getAllRoles, getUser, updateUser } from '../api/userActors';
import { toUserCreate, toUserUpdate, type UserFormValues } from '../domain/userForms';
import { userEditMachine } from '../machines/userEdit/machine';
import type { UserEditData } from '../machines/userEdit/types';

/**
 * A first password for a user created from the form, which has no password field (seed 000
 * section 2): unguessable, never shown; the real one is set on the Change password tab.
 */
function firstPassword(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The user edit machine with its real calls: the user with every role to assign, the save (a
 * create gets an unguessable first password) and the password change. Navigation and notices
 * are the container's.
 */
export function createUserEditMachine(clients: ApiClients) {
  return userEditMachine.provide({
    actors: {
      loadUser: fromPromise<UserEditData, { id: string }>(async ({ input }) => {
        const [user, roles] = await Promise.all([getUser(clients, input.id), getAllRoles(clients)]);
        return { user, roles };
      }),
      saveUser: fromPromise<User, { id: string | null; values: UserFormValues }>(({ input }) =>
        input.id === null ? createUser(clients, toUserCreate(input.values, firstPassword())) : updateUser(clients, toUserUpdate(input.id, input.values)),
      ),
      changePassword: fromPromise<unknown, { id: string; password: string }>(({ input }) => updateUser(clients, { id: input.id, password: input.password })),
    },
  });
}
