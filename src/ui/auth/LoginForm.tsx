import { Flex, Link, Stack, Text } from '@chakra-ui/react';
import { emptyLogin, type LoginValues } from '../../domain/authForms';
import { AuthFormFrame, AuthTextFields, SubmitButton, type AuthFormBaseProps } from './formParts';
import { inAppClick } from './navigation';
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
  const { forgotPasswordHref, onForgotPassword, registerHref, onRegister, onEdit } = props;
  const { LL, busy, form, frame } = useAuthForm(props, emptyLogin, (checks) => checks.validateLogin);

  return (
    <AuthFormFrame {...frame} title={LL.AUTH.LOGIN.TITLE()} description={LL.AUTH.LOGIN.DESC()}>
      <Stack gap="4">
        {/* A change to a field also says the user is correcting (the refusal shown then goes). */}
        <AuthTextFields
          form={form}
          fields={[
            { name: 'email', label: LL.AUTH.INPUT.EMAIL(), type: 'email', autoComplete: 'username' },
            { name: 'password', label: LL.AUTH.INPUT.PASSWORD(), type: 'password', autoComplete: 'current-password' },
          ]}
          onEdit={onEdit}
        />
        <Flex justify="flex-end">
          <Link
            href={forgotPasswordHref}
            colorPalette="brand"
            color="colorPalette.fg"
            fontWeight="medium"
            textStyle="sm"
            onClick={inAppClick(onForgotPassword)}
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
        <Link href={registerHref} colorPalette="brand" color="colorPalette.fg" fontWeight="semibold" onClick={inAppClick(onRegister)}>
          {LL.AUTH.GENERAL.SIGNUP_BUTTON()}
        </Link>
      </Text>
    </AuthFormFrame>
  );
}
