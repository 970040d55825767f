import { type, type Type } from 'arktype';
import {
  EMAIL_MAX_LENGTH,
  TEXT_MAX_LENGTH,
  TEXT_MIN_LENGTH,
  type FieldMessage,
  type FieldMessages,
  type ForgotPasswordValues,
  type InputNameKey,
  type LoginValues,
  type RegisterValues,
  type ResetPasswordValues,
} from './authForms';

/**
 * The sign-in forms' rules (seed 000 sections 5 and 9) as arktype checks that answer translation
 * keys. Loaded on demand through `loadAuthChecks` (./authForms): the sign-in page shows first and
 * fetches these right after.
 */

/** One arktype check and the message a value failing it answers. */
interface Check {
  accepts: Type<string>;
  message: FieldMessage;
}

// Blank text counts as missing, as the server refuses names of spaces only; passwords keep
// their spaces, so for them only the empty string is missing.
const filled = type('string').narrow((value) => value.trim().length > 0);
const nonEmpty = type('string > 0');
const emailFormat = type('string.email');
const atLeastMin = type('string').atLeastLength(TEXT_MIN_LENGTH);
const atMostText = type('string').atMostLength(TEXT_MAX_LENGTH);
const atMostEmail = type('string').atMostLength(EMAIL_MAX_LENGTH);

const minLength: Check = { accepts: atLeastMin, message: { key: 'AUTH.VALIDATION.MIN_LENGTH', params: { min: TEXT_MIN_LENGTH } } };

function required(name: InputNameKey, accepts: Type<string> = filled): Check {
  return { accepts, message: { key: 'AUTH.VALIDATION.REQUIRED', params: { name } } };
}

function maxLength(accepts: Type<string>, max: number): Check {
  return { accepts, message: { key: 'AUTH.VALIDATION.MAX_LENGTH', params: { max } } };
}

/** Each field's checks, in the order their messages take precedence (one message per field). */
const EMAIL: readonly Check[] = [
  required('AUTH.INPUT.EMAIL'),
  { accepts: emailFormat, message: { key: 'AUTH.VALIDATION.INVALID', params: { name: 'AUTH.INPUT.EMAIL' } } },
  minLength,
  maxLength(atMostEmail, EMAIL_MAX_LENGTH),
];
const PASSWORD: readonly Check[] = [required('AUTH.INPUT.PASSWORD', nonEmpty), minLength, maxLength(atMostText, TEXT_MAX_LENGTH)];
const CONFIRM_PASSWORD: readonly Check[] = [
  required('AUTH.INPUT.CONFIRM_PASSWORD', nonEmpty),
  minLength,
  maxLength(atMostText, TEXT_MAX_LENGTH),
];
const FULLNAME: readonly Check[] = [required('AUTH.INPUT.FULLNAME'), minLength, maxLength(atMostText, TEXT_MAX_LENGTH)];
const USERNAME: readonly Check[] = [required('AUTH.INPUT.USERNAME'), minLength, maxLength(atMostText, TEXT_MAX_LENGTH)];

const MISMATCH: FieldMessage = { key: 'AUTH.VALIDATION.MISMATCH' };
const TERMS_REQUIRED: FieldMessage = { key: 'AUTH.REGISTER.TERMS_REQUIRED' };
const agreed = type('true');

function firstFailure(checks: readonly Check[], value: string): FieldMessage | undefined {
  return checks.find((check) => !check.accepts.allows(value))?.message;
}

/** The confirmation's own rules first; the mismatch only once it is a plausible password. */
function confirmationMessage(password: string, confirmPassword: string): FieldMessage | undefined {
  return firstFailure(CONFIRM_PASSWORD, confirmPassword) ?? (password === confirmPassword ? undefined : MISMATCH);
}

/** Drops the fields that passed, so an empty object means a valid form. */
function compact<Values>(messages: Record<keyof Values, FieldMessage | undefined>): FieldMessages<Values> {
  const result: FieldMessages<Values> = {};
  for (const field of Object.keys(messages) as (keyof Values)[]) {
    const message = messages[field];
    if (message) result[field] = message;
  }
  return result;
}

/**
 * The login form's messages: e-mail required, valid, 3..320; password required, 3..100.
 * @example validateLogin({ email: '', password: 'abc' }) // { email: { key: 'AUTH.VALIDATION.REQUIRED', ... } }
 */
export function validateLogin(values: LoginValues): FieldMessages<LoginValues> {
  return compact<LoginValues>({
    email: firstFailure(EMAIL, values.email),
    password: firstFailure(PASSWORD, values.password),
  });
}

/** The register form's messages: the login's e-mail, texts of 3..100, the confirmation equal, terms agreed. */
export function validateRegister(values: RegisterValues): FieldMessages<RegisterValues> {
  return compact<RegisterValues>({
    fullname: firstFailure(FULLNAME, values.fullname),
    email: firstFailure(EMAIL, values.email),
    username: firstFailure(USERNAME, values.username),
    password: firstFailure(PASSWORD, values.password),
    confirmPassword: confirmationMessage(values.password, values.confirmPassword),
    agree: agreed.allows(values.agree) ? undefined : TERMS_REQUIRED,
  });
}

/** The forgot-password form's messages: the e-mail as on the login form. */
export function validateForgotPassword(values: ForgotPasswordValues): FieldMessages<ForgotPasswordValues> {
  return compact<ForgotPasswordValues>({ email: firstFailure(EMAIL, values.email) });
}

/** The reset-password form's messages: password 3..100 and a confirmation equal to it. */
export function validateResetPassword(values: ResetPasswordValues): FieldMessages<ResetPasswordValues> {
  return compact<ResetPasswordValues>({
    password: firstFailure(PASSWORD, values.password),
    confirmPassword: confirmationMessage(values.password, values.confirmPassword),
  });
}

