export { AuthLayout, DEFAULT_AUTH_BACKGROUND_URL, type AuthLayoutProps } from './AuthLayout';
export { BrandBar, DEFAULT_LOGO_URL, type BrandBarProps } from './BrandBar';
export { LoginForm, type LoginFormProps } from './LoginForm';
export { RegisterForm, type RegisterFormProps } from './RegisterForm';
export { ForgotPasswordForm, type ForgotPasswordFormProps } from './ForgotPasswordForm';
export { ResetPasswordForm, type ResetPasswordFormProps } from './ResetPasswordForm';
export { MailComingSoon } from './MailComingSoon';
export { isBusy, type AuthFormStatus, type AuthFormBaseProps } from './formParts';
export { translateFieldMessage } from './fieldMessage';
