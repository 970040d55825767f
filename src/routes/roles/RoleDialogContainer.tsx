import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { createActor, type ActorRefFrom } from 'xstate';
import { createRoleDialogMachine } from '../../bindings/roles';
import { ROLE_SAVED_NOTICE_MS } from '../../domain/roleForms';
import type { ApiClients } from '../../api/client';
import { useI18n } from '../../i18n/context';
import { connectRoleChecklist } from '../../machines/roleChecklist/connect';
import { roleChecklistMachine } from '../../machines/roleChecklist/machine';
import type { Permission as CataloguePermission } from '../../contract/schema.gen';
import type { ChecklistTree } from '../../domain/roleChecklist';
import type { Language } from '../../i18n/language';
import type { PermissionChecklistProps } from '../../ui/roles/PermissionChecklist';
import { RoleDialog } from '../../ui/roles/RoleDialog';
import { notify } from '../notices';
import { useLatest } from '../useLatest';
import { checklistStart, dialogRecord, roleDialogOutput, toRoleDialogView, type RoleDialogOutput, type RoleDialogRequest } from './roleDialogView';
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

/** Props of {@link RoleDialogContainer}. */
export interface RoleDialogContainerProps {
  clients: ApiClients;
  request: RoleDialogRequest;
  /** Raised once the dialog closed, saved or not (the list reloads after a save). */
  onClosed: (output: RoleDialogOutput) => void;
}

/**
 * One opening of the role dialog: the dialog machine loads the role and the page's catalogue
 * (asked once per page load), then a checklist machine starts from the role's ticks and drives the
 * checklist and the preview beside it. A save raises the 10 s notice; the dialog closes as the
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
      createRoleDialogMachine(clients).provide({
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
  const dialog = useActorRef(machine, { input: { subject: request.roleId } }, (snapshot) => {
    if (snapshot.status === 'done' && snapshot.output) onClosedNow.current(roleDialogOutput(snapshot.output));
  });
  const snapshot = useSelector(dialog, (s) => s);
  const { catalogue, role, loaded } = dialogRecord(snapshot);

  // The checklist starts once the dialog has loaded, from the role's ticks; it holds no timers or
  // calls, so it runs without being stopped. A save answers the role anew with the ticks just
  // saved, so starting again from it shows the same ticks.
  const start = useMemo(() => checklistStart(catalogue, role, loaded), [catalogue, role, loaded]);
  const checklist = useMemo<ActorRefFrom<typeof roleChecklistMachine> | null>(
    () => (start ? createActor(roleChecklistMachine, { input: start }).start() : null),
    [start],
  );
  const checklistSnapshot = useSelector(checklist ?? undefined, (s) => s);
  const ticked = checklistSnapshot?.context.ticked ?? NO_TICKS;
  const titleOf = useMemo(() => (catalogue && start ? checklistTitles(catalogue, start.tree, language) : null), [catalogue, start, language]);
  const boxes = checklist && checklistSnapshot && titleOf ? connectRoleChecklist(checklistSnapshot, checklist.send, titleOf) : NO_BOXES;

  const view = toRoleDialogView(snapshot, request, start?.tree ?? null, ticked, LL, language);
  return (
    <RoleDialog
      {...view}
      parents={boxes.parents}
      onToggle={boxes.onToggle}
      onSave={(title) => dialog.send({ type: 'user.save', values: { title, permissions: checklist?.getSnapshot().context.ticked ?? [] } })}
      onCancel={() => dialog.send({ type: 'user.cancel' })}
      onRetry={() => dialog.send({ type: 'user.retry' })}
    />
  );
}
