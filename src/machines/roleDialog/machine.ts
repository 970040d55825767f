import { assign, fromPromise, setup } from 'xstate';
import { isIdempotencyKeyReused, newIdempotencyKey } from '../../contract/idempotencyKey';
import type { Permission as CataloguePermission, Role } from '../../contract/schema.gen';
import { roleTitleProblem, type RoleDialogLoaded, type RoleDraft, type RoleSave } from '../../domain/roleForms';

/** Seed 000 §5: an update closes the dialog after about 1 second. */
export const ROLE_UPDATE_CLOSE_MS = 1000;
/** Seed 000 §9: a failed or invalid role save shows its alert for 30 seconds. */
export const ROLE_ALERT_MS = 30_000;
/** Seed 000 §9: a successful role save is notified for 10000 ms. */
export const ROLE_SAVED_NOTICE_MS = 10_000;

/** What the dialog opens on: a role id to edit, or null to create; and the catalogue if already loaded. */
export interface RoleDialogInput {
  roleId: string | null;
  /** Permissions load once (seed 000 §4): a catalogue loaded before is reused. */
  catalogue: readonly CataloguePermission[] | null;
}

/** A draft sent to the server with its key: sent again unchanged, it keeps the key. */
export interface KeyedRoleDraft {
  key: string;
  draft: RoleDraft;
}

interface RoleDialogContext {
  roleId: string | null;
  catalogue: readonly CataloguePermission[] | null;
  role: Role | null;
  /** The draft being saved, or last refused. */
  draft: RoleDraft | null;
  /** The key of the draft last sent, with that draft; null before the first save. */
  idempotency: KeyedRoleDraft | null;
  /** Why the last load or save failed (the container translates it). */
  error: unknown;
  /** True once a save succeeded. */
  saved: boolean;
}

type RoleDialogEvent =
  | { type: 'user.save'; draft: RoleDraft }
  | { type: 'user.cancel' }
  | { type: 'user.retry' }
  | { type: 'user.dismiss_alert' };

/** The dialog's result, as its final output: whether a role was saved (the list then reloads). */
export interface RoleDialogOutput {
  saved: boolean;
  role: Role | null;
}

function validTitle(draft: RoleDraft): boolean {
  return roleTitleProblem(draft.title) === null;
}

/**
 * Whether two drafts make the same request body (the title is sent trimmed). The server answers
 * 422 to a key sent again with another body, so one key stands for one body.
 */
export function sameRoleRequest(a: RoleDraft, b: RoleDraft): boolean {
  return a.title.trim() === b.title.trim() && a.permissions.length === b.permissions.length && a.permissions.every((id, i) => id === b.permissions[i]);
}

/**
 * The role dialog (seed 000 §2, §5, §9): loads the role and the permission catalogue (the
 * catalogue once), then edits, or shows a core role read-only. Save with an empty or too long title
 * shows the invalid alert; a failed save shows its alert for 30 s and keeps the draft. An update closes
 * 1 s after success; a create closes as soon as success is reported. Cancel closes without saving.
 * The container provides `loadRole` and `saveRole`, and `notifySaved` for the 10 s notice.
 *
 * Each draft sent gets an `Idempotency-Key` when first sent; sending it again unchanged (Save after
 * a failure whose answer was lost) sends the same key, so the server answers the role it created
 * then. A changed draft gets a new key, and so does a new opening (a new actor). A key the server
 * refuses as used for another request is dropped: the next Save sends a new one.
 */
export const roleDialogMachine = setup({
  types: {
    input: {} as RoleDialogInput,
    context: {} as RoleDialogContext,
    events: {} as RoleDialogEvent,
    output: {} as RoleDialogOutput,
  },
  actors: {
    loadRole: fromPromise<RoleDialogLoaded, { roleId: string | null; catalogue: readonly CataloguePermission[] | null }>(() => {
      throw new Error('roleDialogMachine: provide loadRole');
    }),
    saveRole: fromPromise<Role, RoleSave>(() => {
      throw new Error('roleDialogMachine: provide saveRole');
    }),
  },
  actions: {
    notifySaved: (_, _params: { role: Role; created: boolean }) => {},
    storeDraft: assign((_, { draft }: { draft: RoleDraft }) => ({ draft, error: null })),
    // Random, so a test model provides its own to compare contexts.
    issueIdempotencyKey: assign((_, { draft }: { draft: RoleDraft }) => ({ idempotency: { key: newIdempotencyKey(), draft } })),
    forgetIdempotencyKey: assign({ idempotency: null }),
    storeError: assign((_, { error }: { error: unknown }) => ({ error })),
  },
  guards: {
    isValidDraft: (_, { draft }: { draft: RoleDraft }) => validTitle(draft),
    // Only a valid draft gets a key, so a draft with the same body is valid too.
    isKeyedDraft: ({ context }, { draft }: { draft: RoleDraft }) => context.idempotency !== null && sameRoleRequest(context.idempotency.draft, draft),
    isKeyReused: (_, { error }: { error: unknown }) => isIdempotencyKeyReused(error),
    isCreate: ({ context }) => context.roleId === null,
  },
  delays: {
    updateClose: ROLE_UPDATE_CLOSE_MS,
    alert: ROLE_ALERT_MS,
  },
}).createMachine({
  id: 'roleDialog',
  context: ({ input }) => ({ roleId: input.roleId, catalogue: input.catalogue, role: null, draft: null, idempotency: null, error: null, saved: false }),
  initial: 'loading',
  on: {
    // Closing is always possible except while a save is on its way.
    'user.cancel': { target: '.closed' },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadRole',
        src: 'loadRole',
        input: ({ context }) => ({ roleId: context.roleId, catalogue: context.catalogue }),
        onDone: [
          {
            guard: ({ event }) => event.output.role?.isCoreRole === true,
            target: 'readOnly',
            actions: assign({ catalogue: ({ event }) => event.output.catalogue, role: ({ event }) => event.output.role }),
          },
          {
            target: 'editing',
            actions: assign({ catalogue: ({ event }) => event.output.catalogue, role: ({ event }) => event.output.role }),
          },
        ],
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    loadFailed: {
      on: { 'user.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
    // A core role: title and checklist disabled, no save.
    readOnly: {},
    editing: {
      initial: 'clean',
      on: {
        'user.save': [
          {
            guard: { type: 'isKeyedDraft', params: ({ event }) => event },
            target: 'saving',
            actions: { type: 'storeDraft', params: ({ event }) => event },
          },
          {
            guard: { type: 'isValidDraft', params: ({ event }) => event },
            target: 'saving',
            actions: [
              { type: 'storeDraft', params: ({ event }) => event },
              { type: 'issueIdempotencyKey', params: ({ event }) => event },
            ],
          },
          { target: '.invalid', actions: assign({ draft: ({ event }) => event.draft }) },
        ],
      },
      states: {
        clean: {},
        invalid: {
          after: { alert: { target: 'clean' } },
          on: { 'user.dismiss_alert': { target: 'clean' } },
        },
        failed: {
          after: { alert: { target: 'clean' } },
          on: { 'user.dismiss_alert': { target: 'clean' } },
        },
      },
    },
    saving: {
      on: { 'user.cancel': {} },
      invoke: {
        id: 'saveRole',
        src: 'saveRole',
        input: ({ context }) => ({
          roleId: context.roleId,
          draft: context.draft ?? { title: '', permissions: [] },
          idempotencyKey: context.idempotency?.key ?? null,
        }),
        onDone: [
          {
            guard: 'isCreate',
            target: 'closed',
            actions: [
              assign({ role: ({ event }) => event.output, saved: true }),
              { type: 'notifySaved', params: ({ event }) => ({ role: event.output, created: true }) },
            ],
          },
          {
            target: 'saved',
            actions: [
              assign({ role: ({ event }) => event.output, saved: true }),
              { type: 'notifySaved', params: ({ event }) => ({ role: event.output, created: false }) },
            ],
          },
        ],
        onError: [
          {
            guard: { type: 'isKeyReused', params: ({ event }) => ({ error: event.error }) },
            target: 'editing.failed',
            actions: [{ type: 'storeError', params: ({ event }) => ({ error: event.error }) }, 'forgetIdempotencyKey'],
          },
          { target: 'editing.failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    // An update: the dialog stays about a second, then closes.
    saved: {
      after: { updateClose: { target: 'closed' } },
    },
    closed: {
      type: 'final',
    },
  },
  output: ({ context }) => ({ saved: context.saved, role: context.role }),
});
