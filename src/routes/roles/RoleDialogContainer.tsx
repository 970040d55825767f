import { useMemo, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { createRoleDialogScreen } from '../../bindings/roles';
import { ROLE_SAVED_NOTICE_MS } from '../../domain/roleForms';
import type { ApiClients } from '../../api/client';
import { useI18n } from '../../i18n/context';
import { connectRoleChecklist } from '../../machines/roleChecklist/connect';
import type { RoleDialogScreenMachine, RoleEditorMachine } from '../../machines/roleDialogScreen/machine';
import type { Permission as CataloguePermission } from '../../contract/schema.gen';
import type { ChecklistTree } from '../../domain/roleChecklist';
import type { Language } from '../../i18n/language';
import type { PermissionChecklistProps } from '../../ui/roles/PermissionChecklist';
import { RoleDialog } from '../../ui/roles/RoleDialog';
import { notify } from '../notices';
import { useLatest } from '../useLatest';
import { dialogRecord, roleDialogOutput, toRoleDialogView, type RoleDialogOutput, type RoleDialogRequest } from './roleDialogView';
import { checklistView } from './roleViews';

const NO_TICKS: readonly string[] = Object.freeze([]);
/** The checklist before the dialog has loaded: no boxes. */
const NO_BOXES: Pick<PermissionChecklistProps, 'parents' | 'onToggle'> = Object.freeze({ parents: [], onToggle: () => {} });

/** Each permission's title as the checklist shows it, by id (the catalogue's own in the language shown, else the server's). */
export function checklistTitles(catalogue: readonly CataloguePermission[], tree: ChecklistTree, language: Language): (id: string) => string {
  const parents = checklistView(catalogue, tree, NO_TICKS, language);
  const titles = new Map(parents.flatMap((parent) => [[parent.id, parent.title] as const, ...parent.children.map((child) => [child.id, child.title] as const)]));
  return (id) => titles.get(id) ?? id;
}

/**
 * The role editor the screen invokes. The screen invokes it as it starts and drops it once it ends;
 * the one last seen is kept, so its final snapshot (the dialog closed) is still shown.
 */
function useScreenEditor(screen: ActorRefFrom<RoleDialogScreenMachine>): ActorRefFrom<RoleEditorMachine> {
  const child = useSelector(screen, (snapshot) => snapshot.children.editor);
  const last = useRef(child);
  if (child) last.current = child;
  if (last.current == null) throw new Error('The role dialog screen has no editor');
  return last.current;
}

/** Props of {@link RoleDialogContainer}. */
export interface RoleDialogContainerProps {
  clients: ApiClients;
  request: RoleDialogRequest;
  /** Raised once the dialog closed, saved or not (the list reloads after a save). */
  onClosed: (output: RoleDialogOutput) => void;
}

/**
 * One opening of the role dialog: its screen machine invokes the editor, which loads the role and
 * the page's catalogue (asked once per page load), then starts a checklist from the role's ticks
 * that drives the checklist and the preview beside it. A save raises the 10 s notice; the dialog closes as the
 * machine decides (at once after a create, about 1 s after an update). Mount it with a new `key`
 * for each opening.
 */
export function RoleDialogContainer({ clients, request, onClosed }: RoleDialogContainerProps) {
  const { LL, language } = useI18n();
  // The notice is raised by the machine's action, in the language shown at that moment.
  const texts = useLatest(LL);
  const onClosedNow = useLatest(onClosed);

  const machine = useMemo(
    () =>
      createRoleDialogScreen(clients).provide({
        actions: {
          notifySaved: (_, { saved: role, created }) => {
            const T = texts.current;
            notify({
              type: 'success',
              title: created ? T.ROLES.SAVED_CREATED({ title: role.title }) : T.ROLES.SAVED_UPDATED({ title: role.title }),
              duration: ROLE_SAVED_NOTICE_MS,
            });
          },
        },
      }),
    [clients, texts],
  );
  const screen = useActorRef(machine, { input: { subject: request.roleId } }, (snapshot) => {
    if (snapshot.status === 'done') onClosedNow.current(roleDialogOutput(snapshot.output));
  });
  const dialog = useScreenEditor(screen);
  const snapshot = useSelector(dialog, (s) => s);
  const { catalogue } = dialogRecord(snapshot);

  // The screen starts the checklist once the editor has loaded, from the role's ticks, and again
  // from the role as saved (a save answers it anew with the ticks just saved: the same ticks).
  const checklist = useSelector(screen, (s) => s.context.checklist);
  const checklistSnapshot = useSelector(checklist ?? undefined, (s) => s);
  const ticked = checklistSnapshot?.context.ticked ?? NO_TICKS;
  const tree = checklistSnapshot?.context.tree ?? null;
  const titleOf = useMemo(() => (catalogue && tree ? checklistTitles(catalogue, tree, language) : null), [catalogue, tree, language]);
  const boxes = checklist && checklistSnapshot && titleOf ? connectRoleChecklist(checklistSnapshot, checklist.send, titleOf) : NO_BOXES;

  const view = toRoleDialogView(snapshot, request, tree, ticked, LL, language);
  return (
    <RoleDialog
      {...view}
      parents={boxes.parents}
      onToggle={boxes.onToggle}
      onSave={(title) => screen.send({ type: 'user.save', title })}
      onCancel={() => dialog.send({ type: 'user.cancel' })}
      onRetry={() => dialog.send({ type: 'user.retry' })}
    />
  );
}
