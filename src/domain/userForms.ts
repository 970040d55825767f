import { type, type Type } from 'arktype';
import type { User, UserCreate, UserUpdate } from '../contract/schema.gen';
import { EMAIL_MAX_LENGTH, TEXT_MAX_LENGTH, TEXT_MIN_LENGTH, type ValidationMessage } from './authForms';

/**
 * The user edit screen's forms (seed 000 sections 2 and 5): basic info, address and social
 * networks are one form saved together; the change-password tab is a form of its own. Checks
 * answer translation KEYS, never text, as the sign-in forms do (see ./authForms.ts).
 */

/** The longest social network address the contract takes. */
export const SOCIAL_MAX_LENGTH = 300;

/** The catalogue key naming a field of the user screen inside "{name} is required" and "{name} is not valid". */
export type UserInputKey =
  | 'USERS.INPUT.USERNAME'
  | 'USERS.INPUT.FULL_NAME'
  | 'USERS.INPUT.EMAIL'
  | 'USERS.INPUT.ADDRESS_LINE'
  | 'USERS.INPUT.CITY'
  | 'USERS.INPUT.STATE'
  | 'USERS.INPUT.POST_CODE'
  | 'USERS.INPUT.PASSWORD'
  | 'USERS.INPUT.CONFIRM_PASSWORD';

/**
 * What is wrong with one field: the generic templates of seed 000 section 5 (under
 * AUTH.VALIDATION) with a USERS.INPUT name.
 * @example { key: 'AUTH.VALIDATION.REQUIRED', params: { name: 'USERS.INPUT.FULL_NAME' } } // 'Full Name is required'
 */
export type UserFieldMessage = ValidationMessage<UserInputKey>;

/** The first message of each invalid field; a valid field has no entry. */
export type UserFieldMessages<Values> = Partial<Record<keyof Values, UserFieldMessage>>;

/** Tab 1, basic info: username and full name required, e-mail checked for format only. */
export interface UserBasicValues {
  username: string;
  fullname: string;
  email: string;
  occupation: string;
  companyName: string;
  phone: string;
}

/** Tab 2, the address: every field required. */
export interface UserAddressValues {
  addressLine: string;
  city: string;
  state: string;
  postCode: string;
}

/** Tab 3, social networks: every field optional. */
export interface UserSocialValues {
  linkedIn: string;
  facebook: string;
  twitter: string;
  instagram: string;
}

/**
 * The user form, saved by Save: tabs 1 to 4 (the roles tab edits `roles`, role ids). The leaf
 * names are the contract's; `address` and `socialNetworks` are laid flat for the form.
 */
export interface UserFormValues extends UserBasicValues, UserAddressValues, UserSocialValues {
  roles: string[];
}

/** Tab 5, the password change, sent on its own button. */
export interface ChangePasswordValues {
  password: string;
  confirmPassword: string;
}

/** The tabs of the user screen, in order; 4 and 5 need a saved user. */
export const USER_TABS = [1, 2, 3, 4, 5] as const;
/** A tab of the user screen (1 basic info, 2 address, 3 social networks, 4 roles, 5 change password). */
export type UserTab = (typeof USER_TABS)[number];

/** True for a tab number of the user screen. */
export function isUserTab(value: number): value is UserTab {
  return (USER_TABS as readonly number[]).includes(value);
}

/** True when `tab` can be opened: roles and password only once the user has an id (seed 000 section 2). */
export function isTabEnabled(tab: UserTab, hasId: boolean): boolean {
  return tab <= 3 || hasId;
}

interface Check {
  accepts: Type<string>;
  message: UserFieldMessage;
}

const filled = type('string').narrow((value) => value.trim().length > 0);
const nonEmpty = type('string > 0');
const emailFormat = type('string.email');
const atLeastMin = type('string').atLeastLength(TEXT_MIN_LENGTH);
const optional = (accepts: Type<string>) => type('string').narrow((value) => value === '' || accepts.allows(value));

function required(name: UserInputKey, accepts: Type<string> = filled): Check {
  return { accepts, message: { key: 'AUTH.VALIDATION.REQUIRED', params: { name } } };
}

function maxLength(max: number): Check {
  return { accepts: type('string').atMostLength(max), message: { key: 'AUTH.VALIDATION.MAX_LENGTH', params: { max } } };
}

const minLength: Check = { accepts: atLeastMin, message: { key: 'AUTH.VALIDATION.MIN_LENGTH', params: { min: TEXT_MIN_LENGTH } } };

// The contract takes 3..100 for username, full name and password (seed 000 section 9).
const USERNAME: readonly Check[] = [required('USERS.INPUT.USERNAME'), minLength, maxLength(TEXT_MAX_LENGTH)];
const FULLNAME: readonly Check[] = [required('USERS.INPUT.FULL_NAME'), minLength, maxLength(TEXT_MAX_LENGTH)];
// Format only (seed 000 section 5): an empty e-mail passes here; the server judges it.
const EMAIL: readonly Check[] = [
  { accepts: optional(emailFormat), message: { key: 'AUTH.VALIDATION.INVALID', params: { name: 'USERS.INPUT.EMAIL' } } },
  maxLength(EMAIL_MAX_LENGTH),
];
const OPTIONAL_TEXT: readonly Check[] = [maxLength(TEXT_MAX_LENGTH)];
const addressField = (name: UserInputKey): readonly Check[] => [required(name), maxLength(TEXT_MAX_LENGTH)];
const SOCIAL: readonly Check[] = [maxLength(SOCIAL_MAX_LENGTH)];
const PASSWORD: readonly Check[] = [required('USERS.INPUT.PASSWORD', nonEmpty), minLength, maxLength(TEXT_MAX_LENGTH)];
const CONFIRM_PASSWORD: readonly Check[] = [required('USERS.INPUT.CONFIRM_PASSWORD', nonEmpty), minLength, maxLength(TEXT_MAX_LENGTH)];

function firstFailure(checks: readonly Check[], value: string): UserFieldMessage | undefined {
  return checks.find((check) => !check.accepts.allows(value))?.message;
}

function compact<Values>(messages: Record<keyof Values, UserFieldMessage | undefined>): UserFieldMessages<Values> {
  const result: UserFieldMessages<Values> = {};
  for (const field of Object.keys(messages) as (keyof Values)[]) {
    const message = messages[field];
    if (message) result[field] = message;
  }
  return result;
}

/** Tab 1's messages: 'Username is required', 'Full Name is required', the e-mail's format, lengths. */
export function validateUserBasic(values: UserBasicValues): UserFieldMessages<UserBasicValues> {
  return compact<UserBasicValues>({
    username: firstFailure(USERNAME, values.username),
    fullname: firstFailure(FULLNAME, values.fullname),
    email: firstFailure(EMAIL, values.email),
    occupation: firstFailure(OPTIONAL_TEXT, values.occupation),
    companyName: firstFailure(OPTIONAL_TEXT, values.companyName),
    phone: firstFailure(OPTIONAL_TEXT, values.phone),
  });
}

/** Tab 2's messages: addressLine, city, state and postCode all required. */
export function validateUserAddress(values: UserAddressValues): UserFieldMessages<UserAddressValues> {
  return compact<UserAddressValues>({
    addressLine: firstFailure(addressField('USERS.INPUT.ADDRESS_LINE'), values.addressLine),
    city: firstFailure(addressField('USERS.INPUT.CITY'), values.city),
    state: firstFailure(addressField('USERS.INPUT.STATE'), values.state),
    postCode: firstFailure(addressField('USERS.INPUT.POST_CODE'), values.postCode),
  });
}

/** Tab 3's messages: only the contract's length limit. */
export function validateUserSocial(values: UserSocialValues): UserFieldMessages<UserSocialValues> {
  return compact<UserSocialValues>({
    linkedIn: firstFailure(SOCIAL, values.linkedIn),
    facebook: firstFailure(SOCIAL, values.facebook),
    twitter: firstFailure(SOCIAL, values.twitter),
    instagram: firstFailure(SOCIAL, values.instagram),
  });
}

/** The whole user form's messages (tabs 1 to 3; roles are picked from a list and cannot be wrong). */
export function validateUserForm(values: UserFormValues): UserFieldMessages<UserFormValues> {
  return { ...validateUserBasic(values), ...validateUserAddress(values), ...validateUserSocial(values) };
}

const TAB_OF_FIELD: Readonly<Record<keyof UserFormValues, UserTab>> = Object.freeze({
  username: 1,
  fullname: 1,
  email: 1,
  occupation: 1,
  companyName: 1,
  phone: 1,
  addressLine: 2,
  city: 2,
  state: 2,
  postCode: 2,
  linkedIn: 3,
  facebook: 3,
  twitter: 3,
  instagram: 3,
  roles: 4,
});

/**
 * The tabs holding a problem, in order, for the fields named (those with a message shown): the
 * tabs to mark, so that the user, sent back to the first tab (seed 000 section 4), finds the others.
 * @example tabsWithProblems(['city', 'username']) // [1, 2]
 */
export function tabsWithProblems(fields: Iterable<string>): UserTab[] {
  const tabs = new Set<UserTab>();
  for (const field of fields) {
    if (Object.hasOwn(TAB_OF_FIELD, field)) tabs.add(TAB_OF_FIELD[field as keyof UserFormValues]);
  }
  return [...tabs].sort((a, b) => a - b);
}

/** Tab 5's messages: 'Password is required', 'Confirm password is required', lengths. The match is checked on the button. */
export function validateChangePassword(values: ChangePasswordValues): UserFieldMessages<ChangePasswordValues> {
  return compact<ChangePasswordValues>({
    password: firstFailure(PASSWORD, values.password),
    confirmPassword: firstFailure(CONFIRM_PASSWORD, values.confirmPassword),
  });
}

/** True when both passwords are the same (otherwise: 'Oh snap! Password not match.'). */
export function passwordsMatch(values: ChangePasswordValues): boolean {
  return values.password === values.confirmPassword;
}

/** True when a validator answered no message at all. */
export function isValidForm<Values>(messages: UserFieldMessages<Values>): boolean {
  return Object.keys(messages).length === 0;
}

/** The empty user form of create mode. */
export const emptyUserForm: Readonly<UserFormValues> = Object.freeze({
  username: '',
  fullname: '',
  email: '',
  occupation: '',
  companyName: '',
  phone: '',
  addressLine: '',
  city: '',
  state: '',
  postCode: '',
  linkedIn: '',
  facebook: '',
  twitter: '',
  instagram: '',
  roles: Object.freeze([]) as unknown as string[],
});

/** The empty change-password form. */
export const emptyChangePassword: Readonly<ChangePasswordValues> = Object.freeze({ password: '', confirmPassword: '' });

/** The form's values for a user as the server answers it (nulls as empty text). */
export function userFormValuesOf(user: User): UserFormValues {
  return {
    username: user.username,
    fullname: user.fullname,
    email: user.email,
    occupation: user.occupation ?? '',
    companyName: user.companyName ?? '',
    phone: user.phone ?? '',
    addressLine: user.address?.addressLine ?? '',
    city: user.address?.city ?? '',
    state: user.address?.state ?? '',
    postCode: user.address?.postCode ?? '',
    linkedIn: user.socialNetworks?.linkedIn ?? '',
    facebook: user.socialNetworks?.facebook ?? '',
    twitter: user.socialNetworks?.twitter ?? '',
    instagram: user.socialNetworks?.instagram ?? '',
    roles: [...user.roles],
  };
}

/**
 * Save & Duplicate's new form: this user's values without what identifies a user (username and
 * e-mail; the password is never in the form), so the copy can be told apart before it is saved.
 */
export function duplicateOf(values: UserFormValues): UserFormValues {
  return { ...values, username: '', email: '', roles: [...values.roles] };
}

function orNull(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

function addressOf(values: UserAddressValues): NonNullable<UserCreate['address']> {
  return {
    addressLine: values.addressLine.trim(),
    city: values.city.trim(),
    state: values.state.trim(),
    postCode: values.postCode.trim(),
  };
}

function socialNetworksOf(values: UserSocialValues): UserCreate['socialNetworks'] {
  const networks: NonNullable<UserCreate['socialNetworks']> = {};
  for (const name of ['linkedIn', 'facebook', 'twitter', 'instagram'] as const) {
    const address = values[name].trim();
    if (address !== '') networks[name] = address;
  }
  return Object.keys(networks).length > 0 ? networks : null;
}

/** The fields create and update share, from the form. */
function userFieldsOf(values: UserFormValues) {
  return {
    username: values.username.trim(),
    fullname: values.fullname.trim(),
    email: values.email.trim(),
    occupation: orNull(values.occupation),
    companyName: orNull(values.companyName),
    phone: orNull(values.phone),
    address: addressOf(values),
    socialNetworks: socialNetworksOf(values),
    roles: [...values.roles],
  };
}

/**
 * The body of createUser (POST /acl/users). The seed's form has no password field (the
 * password tab opens once the user exists), so the caller passes the first password: the
 * container gives an unguessable one, and the user gets a real one on the Change password tab.
 */
export function toUserCreate(values: UserFormValues, password: string): UserCreate {
  return { ...userFieldsOf(values), password };
}

/** The body of updateUser (PUT /acl/users) for the user `id`. */
export function toUserUpdate(id: string, values: UserFormValues): UserUpdate {
  return { id, ...userFieldsOf(values) };
}

/** The body of updateUser that only sets a new password (the change-password tab). */
export function toPasswordUpdate(id: string, values: ChangePasswordValues): UserUpdate {
  return { id, password: values.password };
}

/**
 * The id of the user a route edits, or null for create mode: absent, empty or 0 means create
 * (seed 000 section 4). Any other id is kept as given (ids are strings in the contract).
 * @example userIdFrom('0') // null
 * @example userIdFrom('12') // '12'
 */
export function userIdFrom(param: string | null | undefined): string | null {
  const id = (param ?? '').trim();
  return id === '' || /^0+$/.test(id) ? null : id;
}

/** Which save button was used: Save, or the menu's Save & Exit, Save & Duplicate, Save & Continue. */
export type UserSaveIntent = 'save' | 'exit' | 'duplicate' | 'continue';
