/** Bindings of the roles area (the list and the role dialog): its machines with the real calls of `src/api/roleActors.ts`. */
import { fromPromise } from 'xstate';
import type { ApiClients } from '../api/client';
import { checkIsRollAssignedToUser, findRoles, loadRole, saveRole, toFindRolesBody } from '../api/roleActors';
import type { ListPage, ListQuery } from '../domain/listQuery';
import { createListPagingMachine } from '../machines/listPaging/machine';
import { roleDeleteGateMachine, type AssignmentAnswer } from '../machines/roleDeleteGate/machine';
import { roleDialogMachine } from '../machines/roleDialog/machine';
import type { RoleDialogLoaded, RoleSave } from '../domain/roleForms';
import type { Permission as CataloguePermission, Role } from '../contract/schema.gen';

/**
 * The roles list machine paging from findRoles. The delete (undoable, see
 * routes/lists/undoableDelete) and the notices are left to the container (`.provide`).
 */
export function createRolesListMachine(clients: ApiClients) {
  return createListPagingMachine<Role>().provide({
    actors: {
      fetchPage: fromPromise<ListPage<Role>, ListQuery>(({ input }) => findRoles(clients, toFindRolesBody(input))),
    },
  });
}

/** The role dialog machine with its real actors; the saved notice is left to the container. */
export function createRoleDialogMachine(clients: ApiClients) {
  return roleDialogMachine.provide({
    actors: {
      loadRole: fromPromise<RoleDialogLoaded, { roleId: string | null; catalogue: readonly CataloguePermission[] | null }>(({ input }) =>
        loadRole(clients, input),
      ),
      saveRole: fromPromise<Role, RoleSave>(({ input }) => saveRole(clients, input)),
    },
  });
}

/** The check before a role delete: who holds the role (checkIsRollAssignedToUser); passing it on is left to the container. */
export function createRoleDeleteGateMachine(clients: ApiClients) {
  return roleDeleteGateMachine.provide({
    actors: {
      checkAssignment: fromPromise<AssignmentAnswer, { roleId: string }>(({ input }) => checkIsRollAssignedToUser(clients, input.roleId)),
    },
  });
}
