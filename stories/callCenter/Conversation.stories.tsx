import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import { EMPTY_DRAFT, MESSAGE_BODY_MAX_LENGTH } from '../../src/domain/callCenter';
import { Conversation } from '../../src/ui/callCenter/Conversation';
import { CONVERSATION } from './callCenterFixtures';

const TYPED = { ...EMPTY_DRAFT, text: 'Chegamos em 5 minutos.' };

const meta = {
  title: 'Call center/Conversation',
  component: Conversation,
  args: { ...CONVERSATION, onRetry: fn(), onType: fn(), onChooseKind: fn(), onSend: fn(), onBack: fn() },
  decorators: [
    (Story) => (
      // The private chat's conversation side: a bounded height, the messages scrolling inside.
      <Box p={{ base: '3', md: '6' }} bg="bg.subtle" minH="100vh">
        <Box h="40rem" maxW="3xl" bg="bg" borderWidth="1px" borderRadius="l3" overflow="hidden">
          <Story />
        </Box>
      </Box>
    ),
  ],
} satisfies Meta<typeof Conversation>;

export default meta;

type Story = StoryObj<typeof meta>;

/** No contact picked: 'Pick a contact'. */
export const Closed: Story = { args: { status: 'closed', contact: null, messages: [], totalCount: 0 } };
/** The conversation's first load. */
export const Loading: Story = { args: { status: 'loading', messages: [], totalCount: 0 } };
/** A contact with no message yet. */
export const Empty: Story = { args: { messages: [], totalCount: 0 } };
/** Messages in every state: queued, sent, delivered, read, failed (with the provider's reason), one received, a media link. */
export const Messages: Story = {};
/** A long conversation: the latest messages of more. */
export const Latest: Story = { args: { totalCount: 132 } };
/** A refresh failed: the messages kept, the error and a retry. */
export const RefreshFailed: Story = { args: { status: 'failed', loadError: { statusCode: 0, code: 'network' } } };
/** A text typed, ready to send. */
export const Typed: Story = { args: { draft: TYPED, canSend: true } };
/** A text over the limit: said, and Send off. */
export const TooLong: Story = { args: { draft: { ...EMPTY_DRAFT, text: 'a'.repeat(MESSAGE_BODY_MAX_LENGTH + 1) } } };
/** Sending: the composer frozen, Send busy. */
export const Sending: Story = { args: { draft: TYPED, sending: true } };
/** The media composer, empty. */
export const MediaEmpty: Story = { args: { draft: { ...EMPTY_DRAFT, kind: 'media' } } };
/** A media link that is no http(s) address: said, and Send off. */
export const MediaInvalid: Story = { args: { draft: { kind: 'media', text: '', mediaUrl: 'cardapio.jpg' } } };
/** A media link ready to send. */
export const MediaLink: Story = { args: { draft: { kind: 'media', text: '', mediaUrl: 'https://example.com/cardapio.jpg' }, canSend: true } };
/** The server refused the send (too many in a short time): the reason, the draft kept. */
export const SendRefused: Story = { args: { draft: TYPED, canSend: true, sendError: { statusCode: 429, code: 'too_many_requests' } } };
/** On a phone: the way back to the contacts. */
export const Phone: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };
/** In English. */
export const English: Story = { args: { draft: TYPED, canSend: true }, globals: { locale: 'en' } };
