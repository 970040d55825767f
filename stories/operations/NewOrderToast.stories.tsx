import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { FirebaseConfig } from '../../src/contract/runtimeConfig';
import type { NewOrderListener, NewOrderSubscribe } from '../../src/domain/newOrder';
import { NewOrderAlert, type NotificationApi } from '../../src/routes/operations/NewOrderAlert';
import { NewOrderToast } from '../../src/ui/operations/NewOrderToast';

const ANA = { reference: '1042', customer: 'Ana Souza' };

const meta = {
  title: 'Operations/NewOrderToast',
  component: NewOrderToast,
  args: { status: 'waiting', order: ANA, onSilence: fn(), onDismiss: fn() },
  decorators: [
    (Story) => (
      // A page behind it: the toast stands at the window's bottom corner.
      <Box minH="100vh" p="6" bg="bg.subtle">
        <Text color="fg.muted">…</Text>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof NewOrderToast>;

export default meta;

type Story = StoryObj<typeof meta>;

/** An order has just arrived: the toast names it; the sound starts 750 ms later. Silence keeps it from starting. */
export const Waiting: Story = {
  play: async ({ canvasElement, args }) => {
    const toast = within(canvasElement).getByRole('alert');
    await expect(toast).toHaveTextContent('Pedido 1042 de Ana Souza');
    await userEvent.click(within(toast).getByRole('button', { name: 'Silenciar' }));
    await expect(args.onSilence).toHaveBeenCalledTimes(1);
  },
};

/** The alert sound is playing (35 s at most). */
export const Ringing: Story = { args: { status: 'ringing' } };

/** Silenced, or the 35 s are over: the toast still names the order until closed. */
export const Silenced: Story = {
  args: { status: 'silenced' },
  play: async ({ canvasElement, args }) => {
    const toast = within(canvasElement).getByRole('alert');
    await expect(within(toast).queryByRole('button', { name: 'Silenciar' })).toBeNull();
    await userEvent.click(within(toast).getByRole('button', { name: 'Fechar' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

/** No alert: nothing shows. */
export const Hidden: Story = {
  args: { status: 'hidden', order: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/** A value with an order number only. */
export const NumberOnly: Story = { args: { status: 'ringing', order: { reference: 'A-7', customer: null } } };

/** A value with the customer only. */
export const CustomerOnly: Story = { args: { order: { reference: null, customer: 'Bruno Lima' } } };

/** A value that names no order. */
export const Unnamed: Story = { args: { order: { reference: null, customer: null } } };

/** In English. */
export const English: Story = { args: { status: 'ringing' }, globals: { locale: 'en' } };

const FIREBASE: FirebaseConfig = { databaseURL: 'ws://localhost:9000?ns=demo-new-orders' };

/** No desktop notifications in the story: the permission stays refused. */
const refusedNotifications: NotificationApi = class {
  static readonly permission: NotificationPermission = 'denied';
  static requestPermission(): Promise<NotificationPermission> {
    return Promise.resolve('denied');
  }
};

let listener: NewOrderListener | null = null;
let orders = 1041;
/** A watch the buttons below write to, in place of the Realtime Database. */
const fakeSubscribe: NewOrderSubscribe = (_watch, given) => {
  listener = given;
  given.value(null);
  return () => {
    listener = null;
  };
};

/**
 * Try it: the shell's container with a fake database. "New order" writes a value: the toast shows,
 * the shipped sound starts 750 ms later and stops after 35 s, or at Silence.
 */
export const Interactive: Story = {
  render: () => (
    <Stack align="flex-start" gap="3">
      <Button
        onClick={() => {
          orders += 1;
          listener?.value({ orderNumber: orders, customerName: 'Ana Souza' });
        }}
      >
        New order
      </Button>
      <NewOrderAlert
        companyId="64c000000000000000000001"
        subscribe={fakeSubscribe}
        loadFirebase={() => Promise.resolve(FIREBASE)}
        notifications={refusedNotifications}
      />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(listener).not.toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'New order' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveAttribute('data-state', 'waiting'));
    await userEvent.click(within(canvas.getByRole('alert')).getByRole('button', { name: 'Silenciar' }));
    await expect(canvas.getByRole('alert')).toHaveAttribute('data-state', 'silenced');
  },
};
