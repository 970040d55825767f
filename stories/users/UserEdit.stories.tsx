import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { duplicateOf, userFormValuesOf } from '../../src/domain/userForms';
import { UserEdit } from '../../src/ui/users/UserEdit';
import { createProps, demoUser, editProps } from './userFixtures';

const meta = {
  title: 'Users/UserEdit',
  component: UserEdit,
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
} satisfies Meta<typeof UserEdit>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Loading the user: 'Please wait....'. */
export const Loading: Story = { args: { status: 'loading', user: null } };
/** The user could not be loaded: Back or Retry. */
export const LoadFailed: Story = {
  args: { status: 'loadFailed', user: null, failure: { during: 'load', error: { statusCode: 404, code: 'not_found' } } },
};
/** Create mode: 'Create user', the default avatar, tabs 4 and 5 closed. */
export const CreateMode: Story = { args: createProps() };
/** Save & Duplicate's form: the values of the user copied, username and e-mail left empty. */
export const Duplicate: Story = { args: createProps({ initialValues: duplicateOf(userFormValuesOf(demoUser(1))) }) };
/** Edit mode, basic info: 'Edit user - Ana Souza'. */
export const EditMode: Story = {};
/** With a picture of their own. */
export const WithPicture: Story = { args: editProps({ user: demoUser(1, { pic: '/favicon.svg' }) }) };
/** The address tab: Reset is off outside the first tab. */
export const AddressTab: Story = { args: { tab: 2, canReset: false } };
/** The social networks tab. */
export const SocialTab: Story = { args: { tab: 3, canReset: false } };
/** The roles tab: assign an unassigned role or remove an assigned one. */
export const RolesTab: Story = { args: { tab: 4, canReset: false } };
/** The change-password tab: the button disabled until both passwords are given. */
export const PasswordTab: Story = { args: { tab: 5, canReset: false } };
/** The password tab with two different passwords tried: 'Oh snap! Password not match.'. */
export const PasswordMismatch: Story = {
  args: { tab: 5, canReset: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [password, confirm] = canvas.getAllByLabelText(/senha|password/i, { selector: 'input' });
    if (!password || !confirm) throw new Error('the password inputs are missing');
    await userEvent.type(password, 'secret-1');
    await userEvent.type(confirm, 'secret-2');
    await userEvent.click(canvas.getByRole('button', { name: /Alterar senha|Change password/ }));
    await waitFor(() => expect(canvas.getByRole('alert')).toBeTruthy());
  },
};
/** An invalid submission: back on the first tab with the alert for 10 s and the messages. */
export const Invalid: Story = {
  args: createProps({ invalidAlert: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^(Salvar|Save)$/ }));
    await waitFor(() => expect(canvas.getAllByRole('alert').length).toBeGreaterThan(0));
  },
};
/** An invalid submission with basic info and the address wrong: back on the first tab, both tabs marked '!' (and named 'contém erros'). */
export const TabsWithErrors: Story = {
  args: createProps({ invalidAlert: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^(Salvar|Save)$/ }));
    await waitFor(() => expect(canvas.getAllByRole('tab', { name: /contém erros|has errors/ })).toHaveLength(2));
  },
};
/** The address tab touched and left empty: its own 'Oh snap!' alert. */
export const AddressInvalid: Story = {
  args: createProps({ tab: 2, canReset: false }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^(Salvar|Save)$/ }));
    await waitFor(() => expect(canvas.getAllByRole('alert').length).toBeGreaterThan(0));
  },
};
/** Saving: the Save button busy. */
export const Saving: Story = { args: { status: 'saving' } };
/** The server refused the save (e-mail taken). */
export const SaveFailed: Story = { args: { failure: { during: 'save', error: { statusCode: 409, code: 'email_taken' } } } };
/** In English. */
export const English: Story = { globals: { locale: 'en' } };
