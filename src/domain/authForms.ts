/**
 * The sign-in forms' values, limits and messages (seed 000 sections 5 and 9). The checks
 * themselves are arktype schemas in ./authChecks, which the forms load after they show (see
 * {@link loadAuthChecks}), so that arktype is not part of the sign-in page's first download.
 * Messages are translation KEYS, never text: the view translates them in the language in use, so
 * a language switch re-words errors already on screen.
 */

/** The e-mail limit of seed 000 section 9. */
export const EMAIL_MAX_LENGTH = 320;
/** The limit of every other text of seed 000 section 9. */
export const TEXT_MAX_LENGTH = 100;
/** The minimum length of every text of seed 000 section 9. */
export const TEXT_MIN_LENGTH = 3;

/** The catalogue key naming a field inside "{name} is required" and "{name} is not valid". */
export type InputNameKey =
  | 'AUTH.INPUT.EMAIL'
  | 'AUTH.INPUT.FULLNAME'
  | 'AUTH.INPUT.USERNAME'
  | 'AUTH.INPUT.PASSWORD'
  | 'AUTH.INPUT.CONFIRM_PASSWORD';

/**
 * What is wrong with one field, as a catalogue key and its parameters. `name` is itself a key,
 * translated before it fills the template.
 * @example { key: 'AUTH.VALIDATION.REQUIRED', params: { name: 'AUTH.INPUT.EMAIL' } } // 'Email is required'
 */
/** The messages every form shares, naming a field by its translation key `Name`. */
export type ValidationMessage<Name extends string> =
  | { key: 'AUTH.VALIDATION.REQUIRED'; params: { name: Name } }
  | { key: 'AUTH.VALIDATION.INVALID'; params: { name: Name } }
  | { key: 'AUTH.VALIDATION.MIN_LENGTH'; params: { min: number } }
  | { key: 'AUTH.VALIDATION.MAX_LENGTH'; params: { max: number } };

export type FieldMessage =
  | ValidationMessage<InputNameKey>
  | { key: 'AUTH.VALIDATION.MISMATCH'; params?: undefined }
  | { key: 'AUTH.REGISTER.TERMS_REQUIRED'; params?: undefined };

/** The first message of each invalid field; a valid field has no entry. */
export type FieldMessages<Values> = Partial<Record<keyof Values, FieldMessage>>;

/** The login form: seed 000 section 5, "Login". */
export interface LoginValues {
  email: string;
  password: string;
}

/** The register form: seed 000 section 5, "Register". */
export interface RegisterValues {
  fullname: string;
  email: string;
  username: string;
  password: string;
  confirmPassword: string;
  agree: boolean;
}

/** The forgot-password form: the e-mail, with the login's rules. */
export interface ForgotPasswordValues {
  email: string;
}

/** The reset-password form: the new password twice. */
export interface ResetPasswordValues {
  password: string;
  confirmPassword: string;
}

/** True when a validator answered no message at all. */
export function isValid<Values>(messages: FieldMessages<Values>): boolean {
  return Object.keys(messages).length === 0;
}

/** The empty login form. */
export const emptyLogin: Readonly<LoginValues> = Object.freeze({ email: '', password: '' });
/** The empty register form, terms not agreed. */
export const emptyRegister: Readonly<RegisterValues> = Object.freeze({
  fullname: '',
  email: '',
  username: '',
  password: '',
  confirmPassword: '',
  agree: false,
});
/** The empty forgot-password form. */
export const emptyForgotPassword: Readonly<ForgotPasswordValues> = Object.freeze({ email: '' });
/** The empty reset-password form. */
export const emptyResetPassword: Readonly<ResetPasswordValues> = Object.freeze({ password: '', confirmPassword: '' });

/** The checks of every sign-in form (./authChecks). */
export type AuthChecks = typeof import('./authChecks');

/** A form's check: the first message of each invalid field. */
export type Validate<Values> = (values: Values) => FieldMessages<Values>;

/**
 * Loads the sign-in forms' checks (arktype) on demand; the module is fetched once and shared.
 * The forms start it as soon as they show, and a submit waits for it.
 */
export async function loadAuthChecks(): Promise<AuthChecks> {
  loadedChecks ??= await import('./authChecks');
  return loadedChecks;
}

let loadedChecks: AuthChecks | null = null;

/** The checks when they have already arrived (a form shown again checks from its first render). */
export function authChecksIfLoaded(): AuthChecks | null {
  return loadedChecks;
}

/** What the login form submits. */
export interface Credentials {
  email: string;
  password: string;
}
