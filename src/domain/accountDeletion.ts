import type { AccountDeletionRequest } from '../contract/schema.gen';
import { validateForgotPassword } from './authChecks';
import type { FieldMessage, FieldMessages } from './authForms';

/**
 * The public pages' rules: the account-deletion request form (`ask-delete-account/{application}`)
 * and the privacy terms text (`user-privacy/{application}`). Pure; messages are catalogue keys.
 */

/** The longest name, phone and reason the contract takes. */
export const DELETION_NAME_MAX_LENGTH = 100;
export const DELETION_PHONE_MAX_LENGTH = 30;
export const DELETION_REASON_MAX_LENGTH = 1000;

/** The request form's values, as typed. */
export interface DeletionRequestValues {
  email: string;
  name: string;
  phone: string;
  reason: string;
}

/** The empty request form. */
export const EMPTY_DELETION_REQUEST: DeletionRequestValues = Object.freeze({ email: '', name: '', phone: '', reason: '' });

function atMost(text: string, max: number): FieldMessage | undefined {
  return text.trim().length > max ? { key: 'AUTH.VALIDATION.MAX_LENGTH', params: { max } } : undefined;
}

/**
 * The request form's messages: the e-mail as the sign-in forms check it (required, valid, 3 to
 * 320), the name, phone and reason optional within the contract's lengths.
 */
export function validateDeletionRequest(values: DeletionRequestValues): FieldMessages<DeletionRequestValues> {
  const messages: FieldMessages<DeletionRequestValues> = {};
  const email = validateForgotPassword({ email: values.email.trim() }).email;
  if (email) messages.email = email;
  const name = atMost(values.name, DELETION_NAME_MAX_LENGTH);
  if (name) messages.name = name;
  const phone = atMost(values.phone, DELETION_PHONE_MAX_LENGTH);
  if (phone) messages.phone = phone;
  const reason = atMost(values.reason, DELETION_REASON_MAX_LENGTH);
  if (reason) messages.reason = reason;
  return messages;
}

/** The body of `POST /v1/food/ask-delete-account/{id}`: trimmed, without the empty optional fields. */
export function toDeletionRequest(values: DeletionRequestValues): AccountDeletionRequest {
  const optional = (key: 'name' | 'phone' | 'reason') => {
    const text = values[key].trim();
    return text === '' ? {} : { [key]: text };
  };
  return { email: values.email.trim(), ...optional('name'), ...optional('phone'), ...optional('reason') };
}

/** Privacy terms as paragraphs: the contract separates them with blank lines. */
export function termsParagraphs(terms: string): string[] {
  return terms
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}
