import { assign, sendTo, setup, stopChild, type ActorRefFrom } from 'xstate';
import { checklistStart, type RoleDialogLoaded, type RoleDraft } from '../../domain/roleForms';
import type { RecordEditorOutput } from '../recordEditor/types';
import type { RecordEditorMachine } from '../recordEditor/machine';
import { roleChecklistMachine } from '../roleChecklist/machine';
import type { Role } from '../../contract/schema.gen';

/** The role record editor a role dialog screen invokes (bound to its calls in `src/bindings/roles`). */
export type RoleEditorMachine = RecordEditorMachine<string, RoleDraft, RoleDialogLoaded, Role>;

/** The role dialog's result as its editor ended it. */
export type RoleDialogScreenOutput = RecordEditorOutput<RoleDialogLoaded, Role>;

/** What the editor tells the screen (with `sendParent`, provided by the bindings), and what the view sends it. */
export type RoleDialogScreenEvent =
  /** The editor loaded the catalogue and the role (none when creating). */
  | { type: 'role.loaded'; loaded: RoleDialogLoaded }
  /** The editor saved the role: the server's answer, and whether it was made. */
  | { type: 'role.saved'; saved: Role; created: boolean }
  /** Save pressed with this title: the editor is sent it with the checklist's ticks. */
  | { type: 'user.save'; title: string };

interface RoleDialogScreenContext {
  /** The role the dialog opened on; null to create one. */
  subject: string | null;
  /** The catalogue as loaded; null until then. */
  loaded: RoleDialogLoaded | null;
  /** The checklist, started from the loaded (or saved) role; null until loaded. */
  checklist: ActorRefFrom<typeof roleChecklistMachine> | null;
  output: RoleDialogScreenOutput | null;
}

/**
 * One opening of the role dialog as a screen: it invokes the role record editor (`editor`), and
 * once the editor has loaded it starts the permission checklist from the catalogue and the role's
 * ticks (read-only for a core role). Save sends the editor the title with the checklist's ticks; a
 * save answers the role anew, so the checklist starts again from the role as saved and the screen
 * raises `notifySaved` (the container's notice). The screen ends with the editor's output.
 * @example
 * const screen = createRoleDialogScreenMachine(createRoleDialogMachine(clients));
 * createActor(screen, { input: { subject: 'r1' } }); // snapshot.children.editor, snapshot.context.checklist
 */
export function createRoleDialogScreenMachine(editor: RoleEditorMachine) {
  return setup({
    types: {
      input: {} as { subject: string | null },
      context: {} as RoleDialogScreenContext,
      events: {} as RoleDialogScreenEvent,
      children: {} as { editor: 'editor' },
      output: {} as RoleDialogScreenOutput,
    },
    actors: { editor, checklist: roleChecklistMachine },
    actions: {
      // The container's: the saved notice.
      notifySaved: (_, _params: { saved: Role; created: boolean }) => {},
      startChecklist: assign(({ spawn }, params: { loaded: RoleDialogLoaded | null; role: Role | null }) => {
        const start = checklistStart(params.loaded?.catalogue ?? null, params.role, params.loaded !== null);
        return { loaded: params.loaded, checklist: start ? spawn('checklist', { input: start }) : null };
      }),
      stopChecklist: stopChild(({ context }) => context.checklist ?? ''),
    },
  }).createMachine({
    id: 'roleDialogScreen',
    context: ({ input }) => ({ subject: input.subject, loaded: null, checklist: null, output: null }),
    initial: 'open',
    states: {
      open: {
        invoke: {
          id: 'editor',
          src: 'editor',
          input: ({ context }) => ({ subject: context.subject }),
          onDone: { target: 'closed', actions: assign({ output: ({ event }) => event.output }) },
        },
        on: {
          'role.loaded': { actions: { type: 'startChecklist', params: ({ event }) => ({ loaded: event.loaded, role: event.loaded.role }) } },
          'role.saved': {
            actions: [
              'stopChecklist',
              { type: 'startChecklist', params: ({ context, event }) => ({ loaded: context.loaded, role: event.saved }) },
              { type: 'notifySaved', params: ({ event }) => ({ saved: event.saved, created: event.created }) },
            ],
          },
          'user.save': {
            actions: sendTo('editor', ({ context, event }) => ({
              type: 'user.save' as const,
              values: { title: event.title, permissions: context.checklist?.getSnapshot().context.ticked ?? [] },
            })),
          },
        },
      },
      closed: { type: 'final' },
    },
    output: ({ context }) => context.output ?? { saved: null, loaded: null },
  });
}

/** A role dialog screen machine. */
export type RoleDialogScreenMachine = ReturnType<typeof createRoleDialogScreenMachine>;
