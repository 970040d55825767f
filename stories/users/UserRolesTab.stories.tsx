import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { useForm } from '@tanstack/react-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UserRolesTab } from '../../src/ui/users/UserRolesTab';
import { ROLES } from './userFixtures';

/** The tab bound to the user form's `roles` field, as the user form binds it. */
function RolesInForm({ assigned }: { assigned: string[] }) {
  const form = useForm({ defaultValues: { roles: assigned } });
  return (
    <form.Field name="roles">{(field) => <UserRolesTab roles={ROLES} assigned={field.state.value} saved={assigned} onChange={field.handleChange} />}</form.Field>
  );
}

const meta = {
  title: 'Users/UserRolesTab',
  component: UserRolesTab,
  args: { roles: ROLES, assigned: ['2'], saved: ['2'], disabled: false, onChange: fn() },
  decorators: [
    (Story) => (
      <Box p="6" bg="bg" minH="100vh">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof UserRolesTab>;

export default meta;

type Story = StoryObj<typeof meta>;

/** No role assigned yet: 'no role' under the picker. */
export const NoneAssigned: Story = { args: { assigned: [], saved: [] } };
/** One role assigned, two left to pick. */
export const SomeAssigned: Story = {};
/** Every role assigned: the picker says so and is off. */
export const AllAssigned: Story = { args: { assigned: ROLES.map((role) => role.id), saved: ROLES.map((role) => role.id) } };
/** A role that no longer exists (deleted meanwhile): named by its id. */
export const UnknownRole: Story = { args: { assigned: ['2', '99'], saved: ['2', '99'] } };
/** A role added and another removed, not saved yet: 'Changes pending until Save', the new role marked pending. */
export const PendingUntilSave: Story = { args: { assigned: ['3'], saved: ['2'] } };
/** Saving: nothing can change. */
export const Disabled: Story = { args: { disabled: true } };
/** Bound to a form: picking a role and assigning it adds it to the form's roles, pending until Save. */
export const InForm: Story = {
  args: { saved: ['2'] },
  render: () => <RolesInForm assigned={['2']} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox'), '3');
    await userEvent.click(canvas.getByRole('button', { name: /Atribuir|Assign/ }));
    await waitFor(() => expect(canvas.getByRole('list')).toHaveTextContent(/Gerente.*Atendimento/));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/pendentes até Salvar|pending until Save/));
  },
};
/** In English. */
export const English: Story = { args: { assigned: ['1', '2'], saved: ['1'] }, globals: { locale: 'en' } };
