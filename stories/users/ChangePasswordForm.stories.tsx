import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { translator } from '../../src/i18n/translator';
import { ChangePasswordForm } from '../../src/ui/users/ChangePasswordForm';
import { userErrorText } from '../../src/ui/users/userMessages';

/** Types the passwords with the real inputs, whatever the toolbar language; an empty one is left alone. */
async function typePasswords(canvasElement: HTMLElement, password: string, confirm: string): Promise<void> {
  const [first, second] = within(canvasElement).getAllByLabelText(/senha|password/i, { selector: 'input' });
  if (!first || !second) throw new Error('the password inputs are missing');
  await userEvent.type(first, password);
  if (confirm !== '') await userEvent.type(second, confirm);
}

const CHANGE = /Alterar senha|Change password/;

const meta = {
  title: 'Users/ChangePasswordForm',
  component: ChangePasswordForm,
  args: { busy: false, onChangePassword: fn() },
  decorators: [
    (Story) => (
      <Box p="6" bg="bg" minH="100vh">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Empty: the button off until both passwords are given. */
export const Empty: Story = {};
/** Both passwords typed and equal: the change is raised with the password. */
export const Matching: Story = {
  play: async ({ canvasElement, args }) => {
    await typePasswords(canvasElement, 'secret-1', 'secret-1');
    await userEvent.click(within(canvasElement).getByRole('button', { name: CHANGE }));
    await expect(args.onChangePassword).toHaveBeenCalledWith('secret-1');
  },
};
/** Two different passwords tried: 'Oh snap! Password not match.', nothing raised. */
export const Mismatch: Story = {
  play: async ({ canvasElement, args }) => {
    await typePasswords(canvasElement, 'secret-1', 'secret-2');
    await userEvent.click(within(canvasElement).getByRole('button', { name: CHANGE }));
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toBeTruthy());
    await expect(args.onChangePassword).not.toHaveBeenCalled();
  },
};
/** A password too short: its message, the button off. */
export const TooShort: Story = { play: ({ canvasElement }) => typePasswords(canvasElement, 'ab', '') };
/** The change under way: the button busy. */
export const Busy: Story = { args: { busy: true } };
/** The server refused the change. */
export const Refused: Story = { args: { errorMessage: userErrorText(translator('ptBr'), { statusCode: 0, code: 'network' }) } };
/** In English: two different passwords tried. */
export const English: Story = { ...Mismatch, globals: { locale: 'en' } };
