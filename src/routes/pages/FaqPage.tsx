import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { createFaqMachine } from '../../bindings/helpdesk';
import { ticketActorOf } from '../../domain/helpdesk';
import { connectFaq } from '../../machines/helpdesk/connect';
import type { faqEditor } from '../../machines/helpdesk/faqMachine';
import { connectRecordEditor } from '../../machines/recordEditor/connect';
import { FaqView } from '../../ui/helpdesk/FaqView';
import { useServices } from '../services';
import { useSessionPermissions } from '../shell/useSessionPermissions';

type FaqEditor = ActorRefFrom<typeof faqEditor>;

/**
 * `helpdesk/faq` (issue 26, login only): the frequently asked questions, searchable; staff
 * (`accessToGlobal`, `accessToRoot`) add, change, move and delete them.
 */
export default function FaqPage() {
  const { clients } = useServices();
  const canEdit = ticketActorOf(useSessionPermissions()) === 'staff';
  const machine = useMemo(() => createFaqMachine(clients), [clients]);
  const actor = useActorRef(machine);
  const snapshot = useSelector(actor, (state) => state);
  const editorActor = snapshot.children.editor as FaqEditor;
  const editor = connectRecordEditor(useSelector(editorActor, (state) => state), editorActor.send);
  return <FaqView {...connectFaq(snapshot, actor.send, editor, canEdit)} />;
}
