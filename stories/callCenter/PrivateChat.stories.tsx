import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import { EMPTY_DRAFT } from '../../src/domain/callCenter';
import { PrivateChat, type PrivateChatProps } from '../../src/ui/callCenter/PrivateChat';
import { CONTACTS_FORBIDDEN, CONTACTS_INITIAL, CONTACTS_LIST, CONVERSATION } from './callCenterFixtures';

const events = {
  onRetry: fn(),
  onType: fn(),
  onChooseKind: fn(),
  onSend: fn(),
  onBack: fn(),
};

function props(overrides: { picker?: Partial<PrivateChatProps['picker']>; conversation?: Partial<PrivateChatProps['conversation']> } = {}): PrivateChatProps {
  return {
    picker: { list: CONTACTS_LIST, selectedId: 'c1', onSearch: fn(), onPageChange: fn(), onRetry: fn(), onPick: fn(), ...overrides.picker },
    conversation: { ...CONVERSATION, ...events, ...overrides.conversation },
  };
}

const meta = {
  title: 'Call center/PrivateChat',
  component: PrivateChat,
  decorators: [
    (Story) => (
      <Box p={{ base: '3', md: '6' }} bg="bg.subtle" minH="100vh">
        <Story />
      </Box>
    ),
  ],
  args: props(),
} satisfies Meta<typeof PrivateChat>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The contacts loading, no conversation open yet. */
export const ContactsLoading: Story = { args: props({ picker: { list: CONTACTS_INITIAL, selectedId: null }, conversation: { status: 'closed', contact: null, messages: [] } }) };
/** Contacts shown; 'Pick a contact'. */
export const NoContactPicked: Story = { args: props({ picker: { selectedId: null }, conversation: { status: 'closed', contact: null, messages: [] } }) };
/** The user may not use the contacts: the refusal in words. */
export const ContactsForbidden: Story = { args: props({ picker: { list: CONTACTS_FORBIDDEN, selectedId: null }, conversation: { status: 'closed', contact: null, messages: [] } }) };
/** The conversation's first load. */
export const ConversationLoading: Story = { args: props({ conversation: { status: 'loading', messages: [], totalCount: 0 } }) };
/** A contact with no message yet. */
export const ConversationEmpty: Story = { args: props({ conversation: { messages: [], totalCount: 0 } }) };
/** Messages in every state: queued, sent, delivered, read, failed (with the provider's reason), and one received. */
export const Conversation: Story = {};
/** A long conversation: the latest 50 of more. */
export const LongConversation: Story = { args: props({ conversation: { totalCount: 132 } }) };
/** A refresh failed: the messages kept, the error and a retry. */
export const RefreshFailed: Story = { args: props({ conversation: { status: 'failed', loadError: { statusCode: 0, code: 'network' } } }) };
/** A text typed, ready to send. */
export const Typed: Story = { args: props({ conversation: { draft: { ...EMPTY_DRAFT, text: 'Chegamos em 5 minutos.' }, canSend: true } }) };
/** Sending. */
export const Sending: Story = { args: props({ conversation: { draft: { ...EMPTY_DRAFT, text: 'Chegamos em 5 minutos.' }, sending: true } }) };
/** A media link that is no http(s) address: said, and Send off. */
export const MediaLinkInvalid: Story = { args: props({ conversation: { draft: { kind: 'media', text: '', mediaUrl: 'cardapio.jpg' } } }) };
/** A media link ready to send. */
export const MediaLink: Story = { args: props({ conversation: { draft: { kind: 'media', text: '', mediaUrl: 'https://example.com/cardapio.jpg' }, canSend: true } }) };
/** The server refused the send (too many in a short time): the reason, the draft kept. */
export const SendRefused: Story = {
  args: props({ conversation: { draft: { ...EMPTY_DRAFT, text: 'Olá' }, canSend: true, sendError: { statusCode: 429, code: 'too_many_requests' } } }),
};
/** On a phone: only the conversation shows, with the way back to the contacts. */
export const Phone: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };
/** In English. */
export const English: Story = { globals: { locale: 'en' } };
