/** Bindings of the roles area (the list and the role dialog): its machines with the real calls of `src/api/roleActors.ts`. */
import { fromPromise, sendParent } from 'xstate';
import type { ApiClients } from '../api/client';
import { checkIsRollAssignedToUser, findRoles, loadedCatalogue, loadRole, saveRole, toFindRolesBody } from '../api/roleActors';
import type { ListPage, ListQuery } from '../domain/listQuery';
import { pagedListMachine } from './pagedList';
import { roleDeleteGateMachine, type AssignmentAnswer } from '../machines/roleDeleteGate/machine';
import { createRecordEditorMachine } from '../machines/recordEditor/machine';
import type { RecordSavedNotice } from '../machines/recordEditor/types';
import { createRoleDialogScreenMachine, type RoleDialogScreenEvent, type RoleEditorMachine } from '../machines/roleDialogScreen/machine';
import type { RecordEditorOptions, RecordLoadInput, RecordSaveInput } from '../machines/recordEditor/types';
import { ROLE_ALERT_MS, ROLE_UPDATE_CLOSE_MS, roleTitleProblem, sameRoleRequest, type RoleDialogLoaded, type RoleDraft } from '../domain/roleForms';
import type { Role } from '../contract/schema.gen';

/**
 * The roles list machine paging from findRoles. The delete (undoable, see
 * routes/lists/undoableDelete) and the notices are left to the container (`.provide`).
 */
export function createRolesListMachine(clients: ApiClients) {
  return pagedListMachine<Role>().provide({
    actors: {
      fetchPage: fromPromise<ListPage<Role>, ListQuery>(({ input }) => findRoles(clients, toFindRolesBody(input))),
    },
  });
}

/**
 * The role dialog (seed 000 §2, §5, §9) as a record editor, one per opening: it loads the role
 * and the permission catalogue, then edits, or shows a core role read-only. A draft with an empty
 * or too long title shows the invalid alert; a failed save shows its alert for 30 s and keeps the
 * draft. An update closes 1 s after success; a create as soon as success is reported.
 */
export const ROLE_DIALOG: RecordEditorOptions<RoleDraft, RoleDialogLoaded> = {
  lifetime: 'opening',
  readOnly: (loaded) => loaded.role?.isCoreRole === true,
  alert: { ms: ROLE_ALERT_MS, isValid: (draft) => roleTitleProblem(draft.title) === null },
  closeAfterUpdateMs: ROLE_UPDATE_CLOSE_MS,
  sameRequest: sameRoleRequest,
};

/**
 * The role dialog machine with its real actors; the saved notice is left to the container. The
 * permissions load once (seed 000 §4): a catalogue loaded before is reused. A create sends the
 * draft's `Idempotency-Key`.
 */
export function createRoleDialogMachine(clients: ApiClients) {
  return createRecordEditorMachine<string, RoleDraft, RoleDialogLoaded, Role>(ROLE_DIALOG).provide({
    actors: {
      load: fromPromise<RoleDialogLoaded, RecordLoadInput<string>>(({ input }) => loadRole(clients, { roleId: input.subject, catalogue: loadedCatalogue(clients) })),
      save: fromPromise<Role, RecordSaveInput<string, RoleDraft, RoleDialogLoaded>>(({ input }) =>
        saveRole(clients, { roleId: input.subject, draft: input.values, idempotencyKey: input.idempotencyKey }),
      ),
    },
  });
}

/**
 * The role dialog as a screen (one per opening): the role dialog machine as its editor, telling the
 * screen when it loaded and when it saved (`sendParent`); the screen starts the checklist and
 * raises the saved notice, left to the container (`.provide`).
 */
export function createRoleDialogScreen(clients: ApiClients) {
  return createRoleDialogScreenMachine(tellingScreen(createRoleDialogMachine(clients)));
}

/** A role editor that tells its screen that it loaded and that it saved. */
export function tellingScreen(editor: RoleEditorMachine): RoleEditorMachine {
  return editor.provide({
    actions: {
      notifyLoaded: sendParent((_, { loaded }: { loaded: RoleDialogLoaded }): RoleDialogScreenEvent => ({ type: 'role.loaded', loaded })),
      notifySaved: sendParent((_, { saved, created }: RecordSavedNotice<string, Role>): RoleDialogScreenEvent => ({ type: 'role.saved', saved, created })),
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
