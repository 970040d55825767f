/**
 * Bindings of the users list: its machines with the real calls of `src/api/userActors.ts`. The user
 * edit screen's are in ./userEdit.ts, with the form's checks (arktype), which the list does not load.
 */
import { fromPromise } from 'xstate';
import type { ApiClients } from '../api/client';
import type { Role, User } from '../contract/schema.gen';
import { findUsers, getAllRoles } from '../api/userActors';
import { toFindUsersBody, type ListPage, type ListQuery } from '../domain/listQuery';
import { pagedListMachine } from './pagedList';
import { createLookupMachine } from '../machines/lookup/machine';

/** The users list paging from findUsers; the delete (undoable) and the notices are the container's (`.provide`). */
export function createUsersListMachine(clients: ApiClients) {
  return pagedListMachine<User>().provide({
    actors: {
      fetchPage: fromPromise<ListPage<User>, ListQuery>(({ input }) => findUsers(clients, toFindUsersBody(input))),
    },
  });
}

/** Every role, asked once (query `'all'`): the users list names each user's roles with them. */
export function createRolesLookup(clients: ApiClients) {
  return createLookupMachine<'all', Role[]>().provide({ actors: { lookup: fromPromise(() => getAllRoles(clients)) } });
}
