import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { createContactsListMachine, createConversationMachine } from '../../bindings/callCenter';
import { CHAT_CONTACTS_PAGE_SIZE, CONTACT_LIST } from '../../domain/callCenter';
import { defaultListQuery, isPageSize, type ListQuery } from '../../domain/listQuery';
import { useI18n } from '../../i18n/context';
import { connectConversation } from '../../machines/conversation/connect';
import { connectList } from '../../machines/listPaging/connect';
import { PrivateChat } from '../../ui/callCenter/PrivateChat';
import { useServices } from '../services';
import { usePageHeader } from '../shell/pageHeader';


const PICKER_QUERY: ListQuery = {
  ...defaultListQuery(CONTACT_LIST),
  size: isPageSize(CHAT_CONTACTS_PAGE_SIZE) ? CHAT_CONTACTS_PAGE_SIZE : defaultListQuery(CONTACT_LIST).size,
};

/**
 * `chat/private-chat`: the contacts (a list machine of its own, not in the address) beside the
 * conversation with the one picked (the conversation machine: its messages asked again every 5 s,
 * and the composer), bound to the call-center server.
 */
export default function PrivateChatPage() {
  const { clients } = useServices();
  const { LL } = useI18n();
  usePageHeader({ title: LL.CALL_CENTER.CHAT.TITLE(), crumbs: [{ title: LL.CALL_CENTER.CHAT.TITLE() }] });

  const pickerMachine = useMemo(
    () =>
      createContactsListMachine(clients),
    [clients],
  );
  const picker = useActorRef(pickerMachine, { input: { query: PICKER_QUERY } });
  const contacts = useSelector(picker, (snapshot) => connectList(snapshot, picker.send).list);

  const chatMachine = useMemo(
    () =>
      createConversationMachine(clients),
    [clients],
  );
  const chat = useActorRef(chatMachine);
  const conversation = connectConversation(useSelector(chat, (state) => state), chat.send);

  return (
    <PrivateChat
      picker={{
        list: contacts,
        selectedId: conversation.contact?._id ?? null,
        onSearch: (text) => picker.send({ type: 'user.search', text }),
        onPageChange: (page) => picker.send({ type: 'user.go_to_page', page }),
        onRetry: () => picker.send({ type: 'user.retry' }),
        onPick: (contact) => chat.send({ type: 'user.pick_contact', contact }),
      }}
      conversation={conversation}
    />
  );
}
