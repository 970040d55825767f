import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useId } from 'react';
import { Box, Stack } from '@chakra-ui/react';
import { useForm } from '@tanstack/react-form';
import { fn } from 'storybook/test';
import { validateLogin } from '../../src/domain/authChecks';
import { emptyLogin, type LoginValues } from '../../src/domain/authForms';
import { useI18n } from '../../src/i18n/context';
import { translator } from '../../src/i18n/translator';
import { translateFieldMessage } from '../../src/ui/auth/fieldMessage';
import {
  AuthFormFrame,
  AuthTextField,
  AuthTextFields,
  FormNotice,
  FormNotices,
  SubmitAndBack,
  SubmitButton,
  TextInputField,
  asFormErrors,
  isBusy,
  type AuthFormStatus,
} from '../../src/ui/auth/formParts';
import { onAuthPage, submitEmptyForm } from './storyKit';

const pt = translator('ptBr');

/** The parts on their own, as wide as a sign-in form. */
const column: Decorator = (Story) => (
  <Box p="6" maxW="md">
    <Story />
  </Box>
);
const alone = { decorators: [column] };
const onPage = { decorators: [onAuthPage] };

/** Props of {@link SignInParts}. */
interface SignInPartsProps {
  status: AuthFormStatus;
  errorMessage?: string | undefined;
  successMessage?: string | undefined;
}

/**
 * Every part put together the way the sign-in forms do it: the frame with its notices, two fields
 * bound to a TanStack form with the login's checks, and the submit button.
 */
function SignInParts({ status, errorMessage, successMessage }: SignInPartsProps) {
  const { LL } = useI18n();
  const titleId = useId();
  const busy = isBusy(status);
  const form = useForm({
    defaultValues: { ...emptyLogin } as LoginValues,
    validators: { onChange: ({ value }: { value: LoginValues }) => asFormErrors(validateLogin(value)) },
  });
  return (
    <AuthFormFrame
      status={status}
      titleId={titleId}
      title={LL.AUTH.LOGIN.TITLE()}
      description={LL.AUTH.LOGIN.DESC()}
      errorMessage={errorMessage}
      successMessage={successMessage}
      onSubmit={() => {
        if (!busy) void form.handleSubmit();
      }}
    >
      <Stack gap="4">
        <AuthTextFields
          form={form}
          fields={[
            { name: 'email', label: LL.AUTH.INPUT.EMAIL(), type: 'email', autoComplete: 'username' },
            { name: 'password', label: LL.AUTH.INPUT.PASSWORD(), type: 'password', autoComplete: 'current-password' },
          ]}
        />
      </Stack>
      <SubmitButton busy={busy} loadingText={LL.AUTH.GENERAL.LOADING()}>
        {LL.AUTH.LOGIN.BUTTON()}
      </SubmitButton>
    </AuthFormFrame>
  );
}

const meta = {
  title: 'Auth/Form parts',
  component: AuthTextField,
  args: { label: pt.AUTH.INPUT.EMAIL(), name: 'email', type: 'email', autoComplete: 'username', value: '', onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof AuthTextField>;

export default meta;

type Story = StoryObj<typeof meta>;

/** A text field, empty: the label with its required mark. */
export const TextFieldEmpty: Story = { ...alone };
/** A text field filled in. */
export const TextFieldFilled: Story = { ...alone, args: { value: 'admin@delivery.example' } };
/** A text field left empty once touched: 'Email é obrigatório'. */
export const TextFieldRequired: Story = {
  ...alone,
  args: { error: translateFieldMessage(pt, { key: 'AUTH.VALIDATION.REQUIRED', params: { name: 'AUTH.INPUT.EMAIL' } }) },
};
/** A text field with a value that is no e-mail address. */
export const TextFieldInvalid: Story = {
  ...alone,
  args: { value: 'admin@', error: translateFieldMessage(pt, { key: 'AUTH.VALIDATION.INVALID', params: { name: 'AUTH.INPUT.EMAIL' } }) },
};
/** A password field too short: the minimum length. */
export const PasswordTooShort: Story = {
  ...alone,
  args: {
    label: pt.AUTH.INPUT.PASSWORD(),
    name: 'password',
    type: 'password',
    autoComplete: 'current-password',
    value: 'ab',
    error: translateFieldMessage(pt, { key: 'AUTH.VALIDATION.MIN_LENGTH', params: { min: 3 } }),
  },
};
/** The input under every form's text field, optional (no required mark), disabled and of the default size, as the user forms show it. */
export const TextInputOptionalDisabled: Story = {
  ...alone,
  render: () => (
    <TextInputField label={pt.AUTH.INPUT.USERNAME()} name="username" value="ana.souza" autoComplete="off" disabled onChange={fn()} onBlur={fn()} />
  ),
};

/** A danger notice (`role="alert"`): the sign-in was refused. */
export const DangerNotice: Story = { ...alone, render: () => <FormNotice tone="danger">{pt.AUTH.VALIDATION.INVALID_LOGIN()}</FormNotice> };
/** A success notice (`role="status"`): the reset mail is on its way. */
export const SuccessNotice: Story = { ...alone, render: () => <FormNotice tone="success">{pt.AUTH.FORGOT.SUCCESS()}</FormNotice> };
/** Both notices above a form's fields: the danger one first. */
export const BothNotices: Story = {
  ...alone,
  render: () => <FormNotices errorMessage={pt.AUTH.ERRORS.NETWORK()} successMessage={pt.AUTH.REGISTER.SUCCESS()} />,
};

/** The submit button, ready. */
export const SubmitReady: Story = {
  ...alone,
  render: () => (
    <SubmitButton busy={false} loadingText={pt.AUTH.GENERAL.LOADING()}>
      {pt.AUTH.LOGIN.BUTTON()}
    </SubmitButton>
  ),
};
/** The submit button while the form is on its way: spinner and 'Aguarde...'. */
export const SubmitBusy: Story = {
  ...alone,
  render: () => (
    <SubmitButton busy loadingText={pt.AUTH.GENERAL.LOADING()}>
      {pt.AUTH.LOGIN.BUTTON()}
    </SubmitButton>
  ),
};
/** The submit and back buttons of the forms that lead back to the login, side by side. */
export const SubmitWithBack: Story = {
  ...alone,
  render: () => <SubmitAndBack busy={false} backLabel={pt.AUTH.GENERAL.BACK_BUTTON()} onBack={fn()} />,
};

/** The frame with its parts on the sign-in page, bound to a form: empty. */
export const Frame: Story = { ...onPage, render: () => <SignInParts status="idle" /> };
/** The frame submitted empty: every field touched and showing its message. */
export const FrameInvalid: Story = { ...onPage, render: () => <SignInParts status="idle" />, play: submitEmptyForm };
/** The frame after a refusal: the danger notice above the fields. */
export const FrameFailed: Story = { ...onPage, render: () => <SignInParts status="failed" errorMessage={pt.AUTH.VALIDATION.INVALID_LOGIN()} /> };
/** The frame while submitting: the button busy. */
export const FrameSubmitting: Story = { ...onPage, render: () => <SignInParts status="submitting" /> };

/** In English: the frame submitted empty, its messages translated. */
export const English: Story = { ...onPage, render: () => <SignInParts status="idle" />, play: submitEmptyForm, globals: { locale: 'en' } };
