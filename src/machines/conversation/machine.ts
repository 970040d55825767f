import { assign, fromPromise, setup } from 'xstate';
import { asApiError } from '../../contract/apiError';
import type { WhatsappMessage, WhatsappMessageCreate } from '../../contract/schema.gen';
import {
  appendMessage,
  CHAT_POLL_MS,
  EMPTY_DRAFT,
  mergeConversation,
  messageToSend,
  type MessageDraft,
} from '../../domain/callCenter';
import { notProvided } from '../notProvided';
import type { ConversationContact, ConversationContext, ConversationEvent, ConversationPage } from './types';

/**
 * The conversation side of the private chat: closed until a contact is picked, then its latest
 * messages load and are asked for again every 5 s (new messages, and states moving from queued to
 * sent, delivered or read), a failed load keeping the messages with a retry. Beside it the composer
 * takes a text or a media link and sends it; the message sent joins the conversation with the
 * state the server gave it. Picking another contact starts afresh. The calls are the actors
 * `fetchMessages` and `sendMessage`.
 */
export const conversationMachine = setup({
  types: {
    context: {} as ConversationContext,
    events: {} as ConversationEvent,
  },
  actors: {
    fetchMessages: fromPromise<ConversationPage, ConversationContact>(() => notProvided('conversationMachine', 'fetchMessages')),
    sendMessage: fromPromise<WhatsappMessage, WhatsappMessageCreate>(() => notProvided('conversationMachine', 'sendMessage')),
  },
  delays: {
    poll: CHAT_POLL_MS,
  },
  actions: {
    pickContact: assign((_, params: { contact: ConversationContact }) => ({
      contact: params.contact,
      messages: [],
      totalCount: 0,
      loadError: null,
      draft: EMPTY_DRAFT,
      sendError: null,
    })),
    forgetContact: assign({ contact: null, messages: [], totalCount: 0, loadError: null, draft: EMPTY_DRAFT, sendError: null }),
    storePage: assign(({ context }, params: { page: ConversationPage }) => ({
      messages: mergeConversation(params.page.items, context.messages),
      totalCount: params.page.totalCount,
      loadError: null,
    })),
    storeLoadError: assign((_, params: { error: unknown }) => ({ loadError: asApiError(params.error) })),
    type: assign(({ context }, params: { text: string }) => ({
      draft: context.draft.kind === 'text' ? { ...context.draft, text: params.text } : { ...context.draft, mediaUrl: params.text },
    })),
    chooseKind: assign(({ context }, params: { kind: MessageDraft['kind'] }) => ({ draft: { ...context.draft, kind: params.kind } })),
    clearSendError: assign({ sendError: null }),
    // The message sent joins the conversation; the composer empties the kind just sent.
    storeSent: assign(({ context }, params: { message: WhatsappMessage }) => ({
      messages: appendMessage(context.messages, params.message),
      totalCount: context.totalCount + (context.messages.some((shown) => shown._id === params.message._id) ? 0 : 1),
      draft: context.draft.kind === 'text' ? { ...context.draft, text: '' } : { ...context.draft, mediaUrl: '' },
      sendError: null,
    })),
    storeSendError: assign((_, params: { error: unknown }) => ({ sendError: asApiError(params.error) })),
  },
  guards: {
    canSend: ({ context }) => context.contact !== null && messageToSend(context.draft, context.contact) !== null,
  },
}).createMachine({
  id: 'conversation',
  context: { contact: null, messages: [], totalCount: 0, loadError: null, draft: EMPTY_DRAFT, sendError: null },
  initial: 'closed',
  on: {
    // From anywhere, another contact (or the same one again) starts a fresh conversation.
    'user.pick_contact': {
      target: '.open',
      reenter: true,
      actions: { type: 'pickContact', params: ({ event }) => ({ contact: event.contact }) },
    },
  },
  states: {
    closed: {},
    open: {
      type: 'parallel',
      on: {
        'user.close': { target: 'closed', actions: 'forgetContact' },
      },
      states: {
        history: {
          initial: 'loading',
          states: {
            // The first load: nothing to show yet.
            loading: {
              invoke: {
                id: 'fetchMessages',
                src: 'fetchMessages',
                input: ({ context }) => context.contact as ConversationContact,
                onDone: { target: 'ready', actions: { type: 'storePage', params: ({ event }) => ({ page: event.output }) } },
                onError: { target: 'failed', actions: { type: 'storeLoadError', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            ready: {
              after: { poll: { target: 'refreshing' } },
            },
            // Asked again over the messages shown, silently.
            refreshing: {
              invoke: {
                id: 'fetchMessages',
                src: 'fetchMessages',
                input: ({ context }) => context.contact as ConversationContact,
                onDone: { target: 'ready', actions: { type: 'storePage', params: ({ event }) => ({ page: event.output }) } },
                onError: { target: 'failed', actions: { type: 'storeLoadError', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            // The messages shown stay, with the error and a retry; the poll keeps trying too.
            failed: {
              after: { poll: { target: 'refreshing' } },
              on: { 'user.retry': { target: 'refreshing' } },
            },
          },
        },
        composer: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'user.type': { actions: { type: 'type', params: ({ event }) => ({ text: event.text }) } },
                'user.choose_kind': { actions: { type: 'chooseKind', params: ({ event }) => ({ kind: event.kind }) } },
                'user.send': { guard: 'canSend', target: 'sending', actions: 'clearSendError' },
              },
            },
            sending: {
              invoke: {
                id: 'sendMessage',
                src: 'sendMessage',
                // canSend let the composer in, so the draft makes a message.
                input: ({ context }) => messageToSend(context.draft, context.contact as ConversationContact) as WhatsappMessageCreate,
                onDone: { target: 'editing', actions: { type: 'storeSent', params: ({ event }) => ({ message: event.output }) } },
                onError: { target: 'editing', actions: { type: 'storeSendError', params: ({ event }) => ({ error: event.error }) } },
              },
            },
          },
        },
      },
    },
  },
});
