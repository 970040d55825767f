import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { createContactDialogMachine, createContactsListMachine } from '../../bindings/callCenter';
import { CONTACT_LIST } from '../../domain/callCenter';
import { useI18n } from '../../i18n/context';
import { toFormDialogView } from '../../machines/formDialogMachine';
import { callCenterErrorText } from '../../ui/callCenter/callCenterTexts';
import { ContactDialog } from '../../ui/callCenter/ContactDialog';
import { ContactsList } from '../../ui/callCenter/ContactsList';
import { notify } from '../notices';
import { deferredDeletesOf, undoableDelete } from '../lists/undoableDelete';
import { usePagedList } from '../lists/usePagedList';
import { useServices } from '../services';
import { useLatest } from '../useLatest';
import { usePageHeader } from '../shell/pageHeader';


/** `chat/contacts`: the WhatsApp contacts bound to the list machine, the address and the call-center server; add and delete. */
export default function ContactsPage() {
  const services = useServices();
  const { clients } = services;
  const deletes = deferredDeletesOf(services);
  const { LL } = useI18n();
  const texts = useLatest(LL);
  usePageHeader({ title: LL.CALL_CENTER.CONTACTS.TITLE(), crumbs: [{ title: LL.CALL_CENTER.CONTACTS.TITLE() }] });

  const listMachine = useMemo(
    () =>
      createContactsListMachine(clients).provide({
        actors: {
          deleteRows: undoableDelete(deletes, 'contact', texts, (T, ids) =>
            ids.length === 1 ? T.CALL_CENTER.CONTACTS.DELETE.DONE() : T.CALL_CENTER.CONTACTS.DELETE.MANY_DONE(),
          ),
        },
        actions: {
          notifyActionFailed: (_, { error }) => notify({ type: 'error', title: callCenterErrorText(texts.current, error) }),
        },
      }),
    [clients, texts, deletes],
  );
  const { view, events, actor: list } = usePagedList(listMachine, CONTACT_LIST);

  const dialogMachine = useMemo(
    () =>
      createContactDialogMachine(clients).provide({
        actions: {
          notifySaved: (_, { saved }) => {
            notify({ type: 'success', title: texts.current.CALL_CENTER.CONTACT_DIALOG.SAVED({ name: saved.name }) });
            list.send({ type: 'row.created' });
          },
        },
      }),
    [clients, texts, list],
  );
  const dialogActor = useActorRef(dialogMachine);
  const dialog = useSelector(dialogActor, toFormDialogView);
  const open = dialog.status === 'editing' || dialog.status === 'saving';

  return (
    <>
      <ContactsList
        {...events}
        list={view}
        onNew={() => dialogActor.send({ type: 'user.open', subject: null })}
        onDelete={(ids) => list.send({ type: 'user.delete', ids })}
        onConfirmDelete={() => list.send({ type: 'user.confirm' })}
        onCancelDialog={() => list.send({ type: 'user.cancel' })}
      />
      {open ? (
        <ContactDialog
          open
          status={dialog.status === 'saving' ? 'saving' : 'editing'}
          defaultValues={dialog.values}
          errorMessage={dialog.failure ? callCenterErrorText(LL, dialog.failure) : undefined}
          onSubmit={(values) => dialogActor.send({ type: 'user.submit', values })}
          onCancel={() => dialogActor.send({ type: 'user.cancel' })}
        />
      ) : null}
    </>
  );
}
