import type { Meta, StoryObj } from '@storybook/react-vite';
import { HStack } from '@chakra-ui/react';
import { MESSAGE_STATUSES } from '../../src/domain/callCenter';
import { MessageStatusBadge } from '../../src/ui/callCenter/MessageStatusBadge';

const meta = {
  title: 'Call center/MessageStatusBadge',
  component: MessageStatusBadge,
  args: { status: 'queued' },
} satisfies Meta<typeof MessageStatusBadge>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Kept in the outbox. */
export const Queued: Story = {};
/** Taken by the provider. */
export const Sent: Story = { args: { status: 'sent' } };
/** On the contact's phone. */
export const Delivered: Story = { args: { status: 'delivered' } };
/** Read by the contact. */
export const Read: Story = { args: { status: 'read' } };
/** Not delivered, with the provider's reason on hover. */
export const Failed: Story = { args: { status: 'failed', error: 'Message undeliverable (code 131026)' } };
/** Every state side by side, in both sizes. */
export const All: Story = {
  render: () => (
    <HStack gap="3" p="6" wrap="wrap">
      {MESSAGE_STATUSES.map((status) => (
        <MessageStatusBadge key={status} status={status} />
      ))}
      {MESSAGE_STATUSES.map((status) => (
        <MessageStatusBadge key={`xs-${status}`} status={status} size="xs" />
      ))}
    </HStack>
  ),
};
