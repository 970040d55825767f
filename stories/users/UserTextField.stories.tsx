import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, SimpleGrid } from '@chakra-ui/react';
import { useForm } from '@tanstack/react-form';
import { expect, fn, waitFor, within } from 'storybook/test';
import { emptyUserForm, validateUserBasic, type UserBasicValues } from '../../src/domain/userForms';
import { useI18n } from '../../src/i18n/context';
import { translator } from '../../src/i18n/translator';
import { asUserFormErrors, bindUserField, UserTextField } from '../../src/ui/users/userFields';
import { translateUserFieldMessage } from '../../src/ui/users/userMessages';

const pt = translator('ptBr');

/** The basic-info fields bound to a TanStack form with tab 1's checks, as the user form binds them. */
function BasicInfoFields() {
  const { LL } = useI18n();
  const { username, fullname, email, occupation, companyName, phone } = emptyUserForm;
  const form = useForm({
    defaultValues: { username, fullname, email, occupation, companyName, phone } as UserBasicValues,
    validators: { onChange: ({ value }: { value: UserBasicValues }) => asUserFormErrors(validateUserBasic(value)) },
  });
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <form.Field name="username">{(field) => <UserTextField label={LL.USERS.INPUT.USERNAME()} required {...bindUserField(LL, field)} />}</form.Field>
      <form.Field name="fullname">{(field) => <UserTextField label={LL.USERS.INPUT.FULL_NAME()} required {...bindUserField(LL, field)} />}</form.Field>
      <form.Field name="email">{(field) => <UserTextField label={LL.USERS.INPUT.EMAIL()} type="email" {...bindUserField(LL, field)} />}</form.Field>
      <form.Field name="phone">{(field) => <UserTextField label={LL.USERS.INPUT.PHONE()} type="tel" {...bindUserField(LL, field)} />}</form.Field>
    </SimpleGrid>
  );
}

/** Visits every input of the bound form and leaves it empty, then waits for the two required messages. */
async function visitInputs({ canvasElement }: { canvasElement: HTMLElement }): Promise<void> {
  for (const input of canvasElement.querySelectorAll('input')) {
    input.focus();
    input.blur();
  }
  await waitFor(() => expect(within(canvasElement).getAllByText(/obrigatório|required/).length).toBe(2));
}

const meta = {
  title: 'Users/UserTextField',
  component: UserTextField,
  args: { label: pt.USERS.INPUT.FULL_NAME(), name: 'fullname', required: true, value: '', onChange: fn(), onBlur: fn() },
  decorators: [
    (Story) => (
      <Box p="6" maxW="2xl">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof UserTextField>;

export default meta;

type Story = StoryObj<typeof meta>;

/** A required field, empty: the label with its required mark. */
export const Empty: Story = {};
/** A required field filled in. */
export const Filled: Story = { args: { value: 'Ana Souza' } };
/** An optional field: no mark. */
export const Optional: Story = { args: { label: pt.USERS.INPUT.OCCUPATION(), name: 'occupation', required: false, value: 'Gerente de operações' } };
/** A required field left empty once touched: its message. */
export const Required: Story = {
  args: { error: translateUserFieldMessage(pt, { key: 'AUTH.VALIDATION.REQUIRED', params: { name: 'USERS.INPUT.FULL_NAME' } }) },
};
/** Too short: the minimum length. */
export const TooShort: Story = { args: { value: 'An', error: translateUserFieldMessage(pt, { key: 'AUTH.VALIDATION.MIN_LENGTH', params: { min: 3 } }) } };
/** An e-mail field with a value that is no address. */
export const InvalidEmail: Story = {
  args: {
    label: pt.USERS.INPUT.EMAIL(),
    name: 'email',
    type: 'email',
    required: false,
    value: 'ana@',
    error: translateUserFieldMessage(pt, { key: 'AUTH.VALIDATION.INVALID', params: { name: 'USERS.INPUT.EMAIL' } }),
  },
};
/** A field frozen. */
export const Disabled: Story = { args: { value: 'Ana Souza', disabled: true } };
/** The fields bound to a form as the user form binds them, visited and left empty. */
export const InForm: Story = { render: () => <BasicInfoFields />, play: visitInputs };
/** In English: the bound fields, visited and left empty. */
export const English: Story = { render: () => <BasicInfoFields />, play: visitInputs, globals: { locale: 'en' } };
