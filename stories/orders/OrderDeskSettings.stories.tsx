import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OrderDeskSettings, preloadDeskSettingsForm } from '../../src/ui/orders/OrderDeskSettings';

/** Cantina's settings as stored: 8 minutes to accept, 20 of preparation, both switches off. */
export const CANTINA_SETTINGS = { acceptMinutes: 8, prepMinutes: 20, repeatAlert: false, autoPrint: false };

const meta = {
  title: 'Orders/OrderDeskSettings',
  component: OrderDeskSettings,
  // The dialog's form loads when it first opens (in the app, ahead of a click): here, before the story shows.
  loaders: [
    async () => {
      await preloadDeskSettingsForm();
      return {};
    },
  ],
  decorators: [
    // Above the board, as the order desk page shows it.
    (Story) => (
      <Box p={{ base: '4', md: '6' }} bg="bg.subtle" minH="100vh">
        <Story />
      </Box>
    ),
  ],
  args: {
    status: 'closed',
    disabledReason: null,
    companyName: null,
    values: null,
    refusal: null,
    onOpen: fn(),
    onSave: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof OrderDeskSettings>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The button of a company user's board (its own company). */
export const Closed: Story = {};

/** A staff board showing every company: the button is off and says why. */
export const ChooseCompany: Story = { args: { disabledReason: 'choose_company' } };

/** The dialog on Cantina's settings. */
export const Open: Story = { args: { status: 'editing', companyName: 'Cantina da Nona', values: CANTINA_SETTINGS } };

/** Values out of range, Save pressed: each field says what it takes, and nothing is sent. */
export const Invalid: Story = {
  args: Open.args,
  play: async ({ args, canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body);
    const accept = await dialog.findByLabelText(/Prazo para aceitar/);
    await userEvent.clear(accept);
    await userEvent.type(accept, '61');
    const prep = dialog.getByLabelText(/Tempo de preparo padrão/);
    await userEvent.clear(prep);
    await userEvent.type(prep, '9');
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await expect(dialog.getByText('O prazo para aceitar vai de 1 a 60 minutos.')).toBeVisible();
    await expect(dialog.getByText('O tempo de preparo vai de 10 a 90 minutos.')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The values sent, the answer awaited: Save is busy and nothing closes the dialog. */
export const Saving: Story = { args: { status: 'saving', companyName: 'Cantina da Nona', values: { ...CANTINA_SETTINGS, prepMinutes: 30 } } };

/** The server refused the values: why, above the fields, and the values sent kept. */
export const Refused: Story = {
  args: {
    status: 'editing',
    companyName: 'Cantina da Nona',
    values: { ...CANTINA_SETTINGS, prepMinutes: 30 },
    refusal: { statusCode: 400, code: 'validation', message: 'body/prepMinutes must be <= 90' },
  },
};

/** The save got no answer: nothing was saved, the values are still there to send again. */
export const NetworkFailure: Story = {
  args: { ...Refused.args, refusal: { statusCode: 0, code: 'network', message: 'Failed to fetch' } },
};

/** The dialog in English. */
export const English: Story = { args: Open.args, globals: { locale: 'en' } };
