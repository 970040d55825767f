import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { enqueueActions } from 'xstate';
import { createContactDialogMachine, createContactsListMachine } from '../../bindings/callCenter';
import type { Contact } from '../../contract/schema.gen';
import { CONTACT_LIST } from '../../domain/callCenter';
import { useI18n } from '../../i18n/context';
import { connectRecordEditor } from '../../machines/recordEditor/connect';
import { createListScreenMachine } from '../../machines/listScreen/machine';
import { callCenterErrorText } from '../../ui/callCenter/callCenterTexts';
import { ContactDialog } from '../../ui/callCenter/ContactDialog';
import { ContactsList } from '../../ui/callCenter/ContactsList';
import { notify } from '../notices';
import { deferredDeletesOf, undoableDelete } from '../lists/undoableDelete';
import { useAddressListQuery, useListAddress } from '../lists/usePagedList';
import { useScreenChild, useScreenList } from '../lists/useScreenChild';
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

  const { screenMachine, editor } = useMemo(() => {
    const editor = createContactDialogMachine(clients).provide({
      actions: {
        notifySaved: enqueueActions(({ enqueue }, { saved }: { saved: Contact }) => {
          enqueue(() => notify({ type: 'success', title: texts.current.CALL_CENTER.CONTACT_DIALOG.SAVED({ name: saved.name }) }));
          // The list asks the server for its page again.
          enqueue.sendParent({ type: 'record.saved', created: true });
        }),
      },
    });
    const list = createContactsListMachine(clients).provide({
      actors: {
        deleteRows: undoableDelete(deletes, 'contact', texts, (T, ids) => (ids.length === 1 ? T.CALL_CENTER.CONTACTS.DELETE.DONE() : T.CALL_CENTER.CONTACTS.DELETE.MANY_DONE())),
      },
      actions: {
        notifyActionFailed: (_, { error }) => notify({ type: 'error', title: callCenterErrorText(texts.current, error) }),
      },
    });
    return { editor, screenMachine: createListScreenMachine({ list, editor }) };
  }, [clients, texts, deletes]);
  const screen = useActorRef(screenMachine, { input: { query: useAddressListQuery(CONTACT_LIST) } });
  const list = useScreenList(screen);
  const dialogActor = useScreenChild(screen, 'editor', editor);
  const { view, events } = useListAddress(list, CONTACT_LIST);
  const dialog = connectRecordEditor(useSelector(dialogActor, (snapshot) => snapshot), dialogActor.send);
  const open = dialog.status === 'editing' || dialog.status === 'saving';

  return (
    <>
      <ContactsList
        {...events}
        list={view}
        onNew={() => dialog.onOpen(null)}
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
          onSubmit={dialog.onSave}
          onCancel={dialog.onCancel}
        />
      ) : null}
    </>
  );
}
