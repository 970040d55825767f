import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { UserEditForm } from '../../src/ui/users/UserEditForm';
import { createProps, editProps } from './userFixtures';

const meta = {
  title: 'Users/UserEditForm',
  component: UserEditForm,
  decorators: [
    (Story) => (
      <Box p={{ base: '3', md: '6' }} bg="bg.subtle" minH="100vh">
        <Story />
      </Box>
    ),
  ],
  args: {
    ...editProps(),
    onBack: fn(),
    onReset: fn(),
    onSave: fn(),
    onInvalid: fn(),
    onTabChange: fn(),
    onChangePassword: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof UserEditForm>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Editing a user, basic info: Back, Reset, Save and its menu, the five tabs. */
export const EditBasicInfo: Story = {};
/** Creating: empty, the default picture, tabs 4 and 5 closed until the user is saved. */
export const Create: Story = { args: createProps() };
/** The save menu open: save and exit, save and duplicate, save and continue. */
export const SaveMenu: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Mais opções de salvar|More save options/ }));
    await waitFor(() => expect(screen.getAllByRole('menuitem')).toHaveLength(3));
  },
};
/** The address tab: Reset off outside the first tab. */
export const AddressTab: Story = { args: { tab: 2, canReset: false } };
/** The social networks tab. */
export const SocialTab: Story = { args: { tab: 3, canReset: false } };
/** The roles tab. */
export const RolesTab: Story = { args: { tab: 4, canReset: false } };
/** The change-password tab. */
export const PasswordTab: Story = { args: { tab: 5, canReset: false } };
/** An invalid save: the alert and every message of the first tab, the tabs with errors marked; the form goes back to the first tab. */
export const Invalid: Story = {
  args: createProps({ invalidAlert: true }),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^(Salvar|Save)$/ }));
    await waitFor(() => expect(args.onInvalid).toHaveBeenCalledOnce());
  },
};
/** Saving: Save busy, the menu and Reset off. */
export const Saving: Story = { args: { status: 'saving' } };
/** The server refused the save (e-mail taken). */
export const SaveFailed: Story = { args: { failure: { during: 'save', error: { statusCode: 409, code: 'email_taken' } } } };
/** Changing the password: its button busy. */
export const ChangingPassword: Story = { args: { tab: 5, canReset: false, status: 'changingPassword' } };
/** The server refused the password change. */
export const PasswordRefused: Story = { args: { tab: 5, canReset: false, failure: { during: 'password', error: { statusCode: 0, code: 'network' } } } };
/** In English. */
export const English: Story = { globals: { locale: 'en' } };
