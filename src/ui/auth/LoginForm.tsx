import { Flex, Link, Stack, Text } from '@chakra-ui/react';
import { emptyLogin, type LoginValues } from '../../domain/authForms';
import {
  AuthFormFrame,
  AuthTextField,
  FormNotices,
  SubmitButton,
  bindTextField,
  type AuthFormBaseProps,
} from './formParts';
import { isPlainLeftClick } from './navigation';
import { useAuthForm } from './useAuthForm';

/** Props of {@link LoginForm}. */
export interface LoginFormProps extends AuthFormBaseProps<LoginValues> {
  /** The forgot-password page's address; a real href, so it also opens in a new tab. */
  forgotPasswordHref: string;
  /** Raised on a plain left click of the forgot-password link, for in-app navigation. */
  onForgotPassword: () => void;
  /** The register page's address. */
  registerHref: string;
  /** Raised on a plain left click of the register link. */
  onRegister: () => void;
  /** Raised when the user changes a field (a refusal shown goes away then). */
  onEdit?: (() => void) | undefined;
}

/**
 * The login form ("Logar no sistema"): e-mail and password, a forgot-password link, the submit
 * button and a link to register. `data-state` on the `<form>` carries `status`.
 */
export function LoginForm(props: LoginFormProps) {
  const { status, errorMessage, successMessage, forgotPasswordHref, onForgotPassword, registerHref, onRegister, onEdit } = props;
  const { LL, titleId, busy, form, submit } = useAuthForm(props, emptyLogin, (checks) => checks.validateLogin);
  // A change to a field also says the user is correcting (the refusal shown then goes).
  const bind = (field: Parameters<typeof bindTextField>[1]) => {
    const bound = bindTextField(LL, field);
    return {
      ...bound,
      onChange: (value: string) => {
        bound.onChange(value);
        onEdit?.();
      },
    };
  };

  return (
    <AuthFormFrame
      status={status}
      titleId={titleId}
      title={LL.AUTH.LOGIN.TITLE()}
      description={LL.AUTH.LOGIN.DESC()}
      onSubmit={submit}
    >
      <FormNotices errorMessage={errorMessage} successMessage={successMessage} />
      <Stack gap="4">
        <form.Field name="email">
          {(field) => (
            <AuthTextField
              label={LL.AUTH.INPUT.EMAIL()}
              type="email"
              autoComplete="username"
              {...bind(field)}
            />
          )}
        </form.Field>
        <form.Field name="password">
          {(field) => (
            <AuthTextField
              label={LL.AUTH.INPUT.PASSWORD()}
              type="password"
              autoComplete="current-password"
              {...bind(field)}
            />
          )}
        </form.Field>
        <Flex justify="flex-end">
          <Link
            href={forgotPasswordHref}
            colorPalette="brand"
            color="colorPalette.fg"
            fontWeight="medium"
            textStyle="sm"
            onClick={(event) => {
              if (!isPlainLeftClick(event)) return;
              event.preventDefault();
              onForgotPassword();
            }}
          >
            {LL.AUTH.GENERAL.FORGOT_BUTTON()}
          </Link>
        </Flex>
      </Stack>
      <SubmitButton busy={busy} loadingText={LL.AUTH.GENERAL.LOADING()}>
        {LL.AUTH.LOGIN.BUTTON()}
      </SubmitButton>
      <Text textAlign="center" color="fg.muted" textStyle="sm">
        {LL.AUTH.GENERAL.NO_ACCOUNT()}{' '}
        <Link
          href={registerHref}
          colorPalette="brand"
          color="colorPalette.fg"
          fontWeight="semibold"
          onClick={(event) => {
            if (!isPlainLeftClick(event)) return;
            event.preventDefault();
            onRegister();
          }}
        >
          {LL.AUTH.GENERAL.SIGNUP_BUTTON()}
        </Link>
      </Text>
    </AuthFormFrame>
  );
}
