import type { SnapshotFrom } from 'xstate';
import type { ConversationProps, ConversationStatus } from '../../ui/callCenter/Conversation';
import type { conversationMachine } from './machine';
import type { ConversationContact, ConversationEvent } from './types';

/** The conversation's props, with the contact it is with in full (the contacts picker marks it by id). */
export type ConversationConnect = ConversationProps & { contact: ConversationContact | null };

/**
 * The conversation's props of a snapshot (Zag's `connect`): `closed` until a contact is picked,
 * `loading` until its first messages, `failed` while a load's error stands (a retry keeps saying
 * it until an answer arrives), else `ready`; the composer and the retry send the machine's events.
 * @example <Conversation {...connectConversation(snapshot, actor.send)} />
 */
export function connectConversation(
  snapshot: Pick<SnapshotFrom<typeof conversationMachine>, 'matches' | 'can' | 'context'>,
  send: (event: ConversationEvent) => void,
): ConversationConnect {
  const { context } = snapshot;
  let status: ConversationStatus = 'closed';
  // A retry keeps saying what failed until an answer arrives.
  const retrying = snapshot.matches({ open: { history: 'refreshing' } }) && context.loadError !== null;
  if (snapshot.matches({ open: { history: 'loading' } })) status = 'loading';
  else if (snapshot.matches({ open: { history: 'failed' } }) || retrying) status = 'failed';
  else if (snapshot.matches('open')) status = 'ready';
  const sending = snapshot.matches({ open: { composer: 'sending' } });
  return {
    status,
    contact: context.contact,
    messages: context.messages,
    totalCount: context.totalCount,
    loadError: context.loadError,
    draft: context.draft,
    sending,
    canSend: !sending && snapshot.can({ type: 'user.send' }),
    sendError: context.sendError,
    onRetry: () => send({ type: 'user.retry' }),
    onType: (text) => send({ type: 'user.type', text }),
    onChooseKind: (kind) => send({ type: 'user.choose_kind', kind }),
    onSend: () => send({ type: 'user.send' }),
    onBack: () => send({ type: 'user.close' }),
  };
}
