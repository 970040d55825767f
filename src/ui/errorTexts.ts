import type { ErrorCode } from '../contract/schema.gen';
import type { SelectionCount } from '../domain/selection';
import type { TranslationFunctions } from '../i18n/i18n-types';

/**
 * What a screen knows of a failed call: its status (0 when no answer arrived), the server's code
 * when it gave one (or `network` / `aborted`), and the server's message.
 */
export interface FailureView {
  statusCode: number;
  code?: string | undefined;
  message?: string | undefined;
  /** When an act on several selected rows failed on some of them: how many, out of how many. */
  selection?: SelectionCount | undefined;
}

/**
 * The kind of a failure that has no words of its own: each screen says every kind in its own
 * general words ("you are not allowed to administer users", "this record no longer exists").
 */
export type FailureKind = 'network' | 'forbidden' | 'notFound' | 'tooMany' | 'refused' | 'server';

/** A text in the language of `LL`. */
export type ErrorWords = (LL: TranslationFunctions) => string;

/** A screen's general words for a kind of failure (the sign-in forms show the server's message). */
export type KindWords = (LL: TranslationFunctions, failure: FailureView) => string;

/**
 * How the app says each code of the contract's `ErrorCode`, the one table of them: words of
 * the code's own, or the kind of failure it is. A code the contract adds and this table misses,
 * or a code the contract does not have, fails the type check. Words here are said on every screen
 * that can meet the code; a screen that words a code its own way says so in its
 * {@link ScreenErrorTexts}.
 */
export const ERROR_TEXTS = {
  // Any operation.
  validation: 'refused',
  bad_request: 'refused',
  required: 'refused',
  too_short: 'refused',
  invalid_sort_field: 'refused',
  unknown_reference: 'refused',
  out_of_range: 'refused',
  body_too_large: 'refused',
  unsupported_media_type: 'refused',
  unauthenticated: 'forbidden',
  invalid_token: 'forbidden',
  forbidden: 'forbidden',
  company_forbidden: 'forbidden',
  not_found: 'notFound',
  route_not_found: 'notFound',
  conflict: 'refused',
  still_referenced: 'refused',
  idempotency_key_reused: 'refused',
  internal: 'server',
  not_implemented: 'server',
  // Sign-in and passwords.
  invalid_login: (LL) => LL.AUTH.VALIDATION.INVALID_LOGIN(),
  invalid_refresh_token: 'forbidden',
  invalid_reset_token: (LL) => LL.AUTH.RESET.TOKEN_INVALID(),
  wrong_password: 'refused',
  // The server's password rule, as the register, reset and user forms say it.
  password_too_short: (LL) => LL.AUTH.ERRORS.PASSWORD_TOO_SHORT(),
  password_too_common: (LL) => LL.AUTH.ERRORS.PASSWORD_TOO_COMMON(),
  password_mismatch: 'refused',
  too_many_attempts: (LL) => LL.AUTH.ERRORS.TOO_MANY_ATTEMPTS(),
  // Users.
  email_taken: 'refused',
  username_taken: 'refused',
  unknown_role: (LL) => LL.USERS.ERRORS.UNKNOWN_ROLE(),
  unknown_company: 'refused',
  delete_self: (LL) => LL.USERS.ERRORS.DELETE_SELF(),
  last_root: (LL) => LL.USERS.ERRORS.LAST_ROOT(),
  target_is_root: (LL) => LL.USERS.ERRORS.TARGET_IS_ROOT(),
  target_outside_tenancy: (LL) => LL.USERS.ERRORS.TARGET_OUTSIDE_TENANCY(),
  target_above_caller: (LL) => LL.USERS.ERRORS.TARGET_ABOVE_CALLER(),
  permission_not_held: 'forbidden',
  // Roles.
  title_required: 'refused',
  title_taken: (LL) => LL.ROLES.ERRORS.TITLE_TAKEN(),
  unknown_permission: (LL) => LL.ROLES.ERRORS.UNKNOWN_PERMISSION(),
  core_role: (LL) => LL.ROLES.ERRORS.CORE_ROLE(),
  role_assigned: (LL) => LL.ROLES.ERRORS.ASSIGNED(),
  // Delivery. Words of the DELIVERY namespace: only the delivery calls answer these codes, and
  // only the delivery pages, which load that namespace, make them.
  invalid_cpf: (LL) => LL.DELIVERY.ERRORS.INVALID_CPF(),
  invalid_phone: (LL) => LL.DELIVERY.ERRORS.INVALID_PHONE(),
  cpf_taken: (LL) => LL.DELIVERY.ERRORS.CPF_TAKEN(),
  paid_date_future: (LL) => LL.DELIVERY.ERRORS.PAID_DATE_FUTURE(),
  paid_date_not_paid: (LL) => LL.DELIVERY.ERRORS.PAID_DATE_NOT_PAID(),
  has_history: (LL) => LL.DELIVERY.ERRORS.HAS_HISTORY(),
  company_delivery_exists: (LL) => LL.DELIVERY.ERRORS.COMPANY_DELIVERY_EXISTS(),
  // Applications (the APPLICATIONS namespace, loaded with the only page whose calls answer them).
  name_required: 'refused',
  name_taken: (LL) => LL.APPLICATIONS.ERRORS.NAME_TAKEN(),
  domain_taken: (LL) => LL.APPLICATIONS.ERRORS.DOMAIN_TAKEN(),
  version_required: 'refused',
  privacy_terms_blank: 'refused',
  application_in_use: (LL) => LL.APPLICATIONS.ERRORS.IN_USE(),
  // Call center (the CALL_CENTER namespace, loaded with the only pages whose calls answer them).
  company_required: (LL) => LL.CALL_CENTER.ERRORS.COMPANY_REQUIRED(),
  phone_taken: (LL) => LL.CALL_CENTER.ERRORS.PHONE_TAKEN(),
  message_content: 'refused',
  user_id_required: 'refused',
  signature_missing: 'refused',
  invalid_signature: 'forbidden',
  webhook_not_configured: 'forbidden',
  // Public pages.
  too_many_requests: 'tooMany',
  // Opening hours.
  invalid_time: (LL) => LL.OPENING_HOURS.ERRORS.INVALID_TIME(),
  slots_overlap: (LL) => LL.OPENING_HOURS.ERRORS.SLOTS_OVERLAP(),
  exception_slots: (LL) => LL.OPENING_HOURS.ERRORS.EXCEPTION_SLOTS(),
  invalid_date: (LL) => LL.OPENING_HOURS.ERRORS.INVALID_DATE(),
  duplicate_exception_date: (LL) => LL.OPENING_HOURS.ERRORS.DUPLICATE_EXCEPTION_DATE(),
  duplicate_id: (LL) => LL.OPENING_HOURS.ERRORS.DUPLICATE_ID(),
  unknown_time_zone: (LL) => LL.OPENING_HOURS.ERRORS.UNKNOWN_TIME_ZONE(),
  pause_too_long: (LL) => LL.OPENING_HOURS.ERRORS.PAUSE_TOO_LONG(),
  pause_ends_before_start: (LL) => LL.OPENING_HOURS.ERRORS.PAUSE_ENDS_BEFORE_START(),
  pause_already_ended: (LL) => LL.OPENING_HOURS.ERRORS.PAUSE_ALREADY_ENDED(),
  stale_version: (LL) => LL.OPENING_HOURS.ERRORS.STALE_VERSION(),
  // Orders.
  company_closed: (LL) => LL.ORDERS.ERRORS.COMPANY_CLOSED(),
  company_takes_no_orders: (LL) => LL.ORDERS.ERRORS.COMPANY_TAKES_NO_ORDERS(),
  totals_mismatch: (LL) => LL.ORDERS.ERRORS.TOTALS_MISMATCH(),
  address_mismatch: (LL) => LL.ORDERS.ERRORS.ADDRESS_MISMATCH(),
  schedule_mismatch: (LL) => LL.ORDERS.ERRORS.SCHEDULE_MISMATCH(),
  illegal_transition: (LL) => LL.ORDERS.ERRORS.ILLEGAL_TRANSITION(),
  rider_assigned: (LL) => LL.ORDERS.ERRORS.RIDER_ASSIGNED(),
  forbidden_for_actor: (LL) => LL.ORDERS.ERRORS.FORBIDDEN_FOR_ACTOR(),
  missing_prep_minutes: (LL) => LL.ORDERS.ERRORS.MISSING_PREP_MINUTES(),
  prep_minutes_out_of_range: (LL) => LL.ORDERS.ERRORS.PREP_MINUTES_OUT_OF_RANGE(),
  missing_reason: (LL) => LL.ORDERS.ERRORS.MISSING_REASON(),
  missing_delivery_man: (LL) => LL.ORDERS.ERRORS.MISSING_DELIVERY_MAN(),
  unknown_delivery_man: (LL) => LL.ORDERS.ERRORS.UNKNOWN_DELIVERY_MAN(),
  missing_outcome: (LL) => LL.ORDERS.ERRORS.MISSING_OUTCOME(),
  outcome_mismatch: (LL) => LL.ORDERS.ERRORS.OUTCOME_MISMATCH(),
  invalid_print_link: (LL) => LL.ORDERS.ERRORS.INVALID_PRINT_LINK(),
  // Help desk.
  ticket_closed: (LL) => LL.HELPDESK.ERRORS.TICKET_CLOSED(),
} as const satisfies Record<ErrorCode, ErrorWords | FailureKind>;

/** How one screen says failures: its general words for each kind, and the codes it words its own way. */
export interface ScreenErrorTexts {
  readonly kinds: Readonly<Record<FailureKind, KindWords>>;
  /** Codes the screen says in other words than the table's (a taken e-mail on the register form and on the user form). */
  readonly codes?: Readonly<Partial<Record<ErrorCode, ErrorWords>>>;
}

/** Whether `code` is one of the contract's codes (a newer server may answer one this app does not know). */
export function isErrorCode(code: string | undefined): code is ErrorCode {
  return code !== undefined && Object.hasOwn(ERROR_TEXTS, code);
}

/** The kind of a failure with no code the app knows, by its status. */
export function kindOfStatus(statusCode: number): FailureKind {
  if (statusCode === 0) return 'network';
  if (statusCode === 401 || statusCode === 403) return 'forbidden';
  if (statusCode === 404) return 'notFound';
  if (statusCode === 429) return 'tooMany';
  if (statusCode >= 400 && statusCode < 500) return 'refused';
  return 'server';
}

/**
 * The text of a failed call on a screen, in the language of `LL`: the screen's own words for its
 * code, else the table's words for it, else the screen's words for its kind (by the table for a
 * known code, by its status for no code, `network`, or a code this app does not know). A failure
 * of an act on several selected rows leads with how many of them it failed on.
 */
export function errorText(LL: TranslationFunctions, failure: FailureView, screen: ScreenErrorTexts): string {
  const reason = reasonText(LL, failure, screen);
  const { selection } = failure;
  // An act on several rows says how many it failed on, then why.
  return selection && selection.total > 1 ? LL.LISTS.PARTLY_FAILED({ failed: selection.failed, total: selection.total, reason }) : reason;
}

/** Why a call failed, in the screen's words (see {@link errorText}). */
function reasonText(LL: TranslationFunctions, failure: FailureView, screen: ScreenErrorTexts): string {
  const { code } = failure;
  if (!isErrorCode(code)) return screen.kinds[kindOfStatus(failure.statusCode)](LL, failure);
  const own = screen.codes?.[code];
  if (own) return own(LL);
  const shared: ErrorWords | FailureKind = ERROR_TEXTS[code];
  return typeof shared === 'function' ? shared(LL) : screen.kinds[shared](LL, failure);
}

// ---------------------------------------------------------------------------
// The screens
// ---------------------------------------------------------------------------

/** The server's own message, on the forms that show it when the app has no words for a refusal. */
function serverMessage(LL: TranslationFunctions, failure: FailureView): string {
  return failure.message || LL.AUTH.ERRORS.SERVER();
}

/** The sign-in, register, forgot and reset forms: a refusal with no words of its own shows the server's message. */
const AUTH: ScreenErrorTexts = {
  kinds: {
    network: (LL) => LL.AUTH.ERRORS.NETWORK(),
    server: (LL) => LL.AUTH.ERRORS.SERVER(),
    forbidden: serverMessage,
    notFound: serverMessage,
    tooMany: serverMessage,
    refused: serverMessage,
  },
  codes: {
    email_taken: (LL) => LL.AUTH.ERRORS.EMAIL_TAKEN(),
    username_taken: (LL) => LL.AUTH.ERRORS.USERNAME_TAKEN(),
    password_mismatch: (LL) => LL.AUTH.VALIDATION.MISMATCH(),
  },
};

/** The users screens (list actions, the user form, its password tab). */
const USERS: ScreenErrorTexts = {
  kinds: {
    network: (LL) => LL.USERS.ERRORS.NETWORK(),
    forbidden: (LL) => LL.USERS.ERRORS.FORBIDDEN(),
    notFound: (LL) => LL.USERS.ERRORS.NOT_FOUND(),
    tooMany: (LL) => LL.USERS.ERRORS.INVALID(),
    refused: (LL) => LL.USERS.ERRORS.INVALID(),
    server: (LL) => LL.USERS.ERRORS.SERVER(),
  },
  codes: {
    email_taken: (LL) => LL.USERS.ERRORS.EMAIL_TAKEN(),
    username_taken: (LL) => LL.USERS.ERRORS.USERNAME_TAKEN(),
    company_forbidden: (LL) => LL.USERS.ERRORS.COMPANY_FORBIDDEN(),
    permission_not_held: (LL) => LL.USERS.ERRORS.PERMISSION_NOT_HELD(),
  },
};

/** The delivery screens (riders, their payment and history, company delivery settings). */
const DELIVERY: ScreenErrorTexts = {
  kinds: {
    network: (LL) => LL.DELIVERY.ERRORS.NETWORK(),
    forbidden: (LL) => LL.DELIVERY.ERRORS.FORBIDDEN(),
    notFound: (LL) => LL.DELIVERY.ERRORS.NOT_FOUND(),
    tooMany: (LL) => LL.DELIVERY.ERRORS.INVALID(),
    refused: (LL) => LL.DELIVERY.ERRORS.INVALID(),
    server: (LL) => LL.DELIVERY.ERRORS.SERVER(),
  },
  codes: {
    idempotency_key_reused: (LL) => LL.DELIVERY.ERRORS.KEY_REUSED(),
    unknown_company: (LL) => LL.DELIVERY.ERRORS.UNKNOWN_COMPANY(),
  },
};

/** The call center screens (contacts, the conversation). */
const CALL_CENTER: ScreenErrorTexts = {
  kinds: {
    network: (LL) => LL.CALL_CENTER.ERRORS.NETWORK(),
    forbidden: (LL) => LL.CALL_CENTER.ERRORS.FORBIDDEN(),
    notFound: (LL) => LL.CALL_CENTER.ERRORS.NOT_FOUND(),
    tooMany: (LL) => LL.CALL_CENTER.ERRORS.TOO_MANY(),
    refused: (LL) => LL.CALL_CENTER.ERRORS.INVALID(),
    server: (LL) => LL.CALL_CENTER.ERRORS.SERVER(),
  },
};

/** The applications screens. */
const APPLICATIONS: ScreenErrorTexts = {
  kinds: {
    network: (LL) => LL.APPLICATIONS.ERRORS.NETWORK(),
    forbidden: (LL) => LL.APPLICATIONS.ERRORS.FORBIDDEN(),
    notFound: (LL) => LL.APPLICATIONS.ERRORS.NOT_FOUND(),
    tooMany: (LL) => LL.APPLICATIONS.ERRORS.INVALID(),
    refused: (LL) => LL.APPLICATIONS.ERRORS.INVALID(),
    server: (LL) => LL.APPLICATIONS.ERRORS.SERVER(),
  },
};

/** The roles screens (the role dialog, deleting a role). */
const ROLES: ScreenErrorTexts = {
  kinds: {
    network: (LL) => LL.ROLES.ERRORS.NETWORK(),
    forbidden: (LL) => LL.ROLES.ERRORS.FORBIDDEN(),
    notFound: (LL) => LL.ROLES.ERRORS.NOT_FOUND(),
    tooMany: (LL) => LL.ROLES.ERRORS.INVALID(),
    refused: (LL) => LL.ROLES.ERRORS.INVALID(),
    server: (LL) => LL.ROLES.ERRORS.SERVER(),
  },
  codes: {
    permission_not_held: (LL) => LL.ROLES.ERRORS.NOT_HELD(),
    idempotency_key_reused: (LL) => LL.ROLES.ERRORS.KEY_REUSED(),
  },
};

/**
 * The help desk's screens (tickets, a ticket, the FAQ): their own words for the refusals their
 * calls answer, so they need no other area's namespace.
 */
const HELPDESK: ScreenErrorTexts = {
  kinds: {
    network: (LL) => LL.HELPDESK.ERRORS.NETWORK(),
    forbidden: (LL) => LL.HELPDESK.ERRORS.FORBIDDEN(),
    notFound: (LL) => LL.HELPDESK.ERRORS.NOT_FOUND(),
    tooMany: (LL) => LL.HELPDESK.ERRORS.TOO_MANY(),
    refused: (LL) => LL.HELPDESK.ERRORS.INVALID(),
    server: (LL) => LL.HELPDESK.ERRORS.SERVER(),
  },
  codes: {
    stale_version: (LL) => LL.HELPDESK.ERRORS.STALE_VERSION(),
    illegal_transition: (LL) => LL.HELPDESK.ERRORS.ILLEGAL_TRANSITION(),
    forbidden_for_actor: (LL) => LL.HELPDESK.ERRORS.FORBIDDEN_FOR_ACTOR(),
    missing_reason: (LL) => LL.HELPDESK.ERRORS.MISSING_REASON(),
    company_required: (LL) => LL.HELPDESK.ERRORS.COMPANY_REQUIRED(),
    unknown_reference: (LL) => LL.HELPDESK.ERRORS.UNKNOWN_REFERENCE(),
  },
};

/** The public account-deletion request. */
const ACCOUNT_DELETION: ScreenErrorTexts = {
  kinds: {
    network: (LL) => LL.PUBLIC.DELETE_ACCOUNT.ERRORS.NETWORK(),
    forbidden: (LL) => LL.PUBLIC.DELETE_ACCOUNT.ERRORS.INVALID(),
    notFound: (LL) => LL.PUBLIC.DELETE_ACCOUNT.ERRORS.NOT_FOUND(),
    tooMany: (LL) => LL.PUBLIC.DELETE_ACCOUNT.ERRORS.TOO_MANY(),
    refused: (LL) => LL.PUBLIC.DELETE_ACCOUNT.ERRORS.INVALID(),
    server: (LL) => LL.PUBLIC.DELETE_ACCOUNT.ERRORS.SERVER(),
  },
};

/** The public privacy terms (a 404 has a page of its own). */
const PRIVACY_TERMS: ScreenErrorTexts = {
  kinds: {
    network: (LL) => LL.PUBLIC.DELETE_ACCOUNT.ERRORS.NETWORK(),
    forbidden: (LL) => LL.PUBLIC.PRIVACY.FAILED(),
    notFound: (LL) => LL.PUBLIC.PRIVACY.FAILED(),
    tooMany: (LL) => LL.PUBLIC.PRIVACY.FAILED(),
    refused: (LL) => LL.PUBLIC.PRIVACY.FAILED(),
    server: (LL) => LL.PUBLIC.DELETE_ACCOUNT.ERRORS.SERVER(),
  },
};

/** Every screen's way of saying failures, by area (the unit tests read every code on every one). */
export const SCREEN_ERROR_TEXTS = {
  auth: AUTH,
  users: USERS,
  delivery: DELIVERY,
  callCenter: CALL_CENTER,
  applications: APPLICATIONS,
  roles: ROLES,
  helpdesk: HELPDESK,
  accountDeletion: ACCOUNT_DELETION,
  privacyTerms: PRIVACY_TERMS,
} as const satisfies Record<string, ScreenErrorTexts>;

/** An area whose screens say failures one way. */
export type ErrorScreen = keyof typeof SCREEN_ERROR_TEXTS;

/** The text of a failed call on the screens of `screen`, in the language of `LL` (see {@link errorText}). */
export function screenErrorText(LL: TranslationFunctions, failure: FailureView, screen: ErrorScreen): string {
  return errorText(LL, failure, SCREEN_ERROR_TEXTS[screen]);
}
