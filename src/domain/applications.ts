import type { Application, ApplicationCreate, ApplicationStatus, ApplicationType, ApplicationUpdate } from '../contract/schema.gen';
import { normalizeSearch, type ListFilters, type ListQuery, type ListQueryOptions } from './listQuery';

/**
 * The white-label applications admin (seed 001 section 7): the paginator's query and filters,
 * the forced-upgrade lookup sent only when both its values are chosen, the name search (trimmed,
 * an empty one sent as the text `null`), and the create and edit form. Pure.
 */

/** The platforms, in the order the selects list them. */
export const APPLICATION_TYPES: readonly ApplicationType[] = Object.freeze(['android', 'ios', 'web']);
/** The statuses, in the order the selects list them. */
export const APPLICATION_STATUSES: readonly ApplicationStatus[] = Object.freeze(['active', 'inactive', 'maintenance']);

/** The longest name, version and domain the contract takes. */
export const APPLICATION_NAME_MAX_LENGTH = 100;
export const APPLICATION_VERSION_MAX_LENGTH = 50;
export const APPLICATION_DOMAIN_MAX_LENGTH = 253;
/** The longest privacy terms the contract takes. */
export const PRIVACY_TERMS_MAX_LENGTH = 100_000;
/** The user type whose privacy terms every other type falls back to. */
export const DEFAULT_TERMS_TYPE = 'default';
// The contract's domain pattern: a host name, with a port if wanted.
const DOMAIN_PATTERN = /^[A-Za-z0-9.-]+(:[0-9]{1,5})?$/;

/** The applications list's address rules: the server answers applications by name. */
export const APPLICATION_LIST: ListQueryOptions = Object.freeze({
  sortFields: Object.freeze(['name']),
  defaultSort: Object.freeze({ field: 'name', direction: 'asc' as const }),
  filterParams: Object.freeze(['status', 'upgrade']),
});

/** The list's filters beside the name search: a status and the forced-upgrade flag, '' for no filter. */
export interface ApplicationFilters {
  status: ApplicationStatus | '';
  upgrade: '' | 'yes' | 'no';
}

/** No filter: every application. */
export const NO_APPLICATION_FILTERS: ApplicationFilters = Object.freeze({ status: '', upgrade: '' });

/** The application filters a list query holds (`?status=active&upgrade=no`); a bad value means no filter. */
export function applicationFiltersOf(filters: ListFilters): ApplicationFilters {
  const status = APPLICATION_STATUSES.find((value) => value === filters.status) ?? '';
  const upgrade = filters.upgrade === 'yes' || filters.upgrade === 'no' ? filters.upgrade : '';
  return { status, upgrade };
}

/** The list filters for the application filters (no entry for "every"). */
export function toApplicationListFilters(filters: ApplicationFilters): ListFilters {
  return { ...(filters.status === '' ? {} : { status: filters.status }), ...(filters.upgrade === '' ? {} : { upgrade: filters.upgrade }) };
}

/** The query of `GET /v2/admin/applications/paginator`. */
export interface ApplicationsPaginatorQuery {
  pageIn: number;
  pageOut: number;
  name?: string;
  status?: ApplicationStatus;
  upgrade?: boolean;
}

/**
 * The paginator query for a list query and its filters: `pageIn` and `pageOut`, and `name`,
 * `status` and `upgrade` only when given.
 * @example toPaginatorQuery({ page: 2, size: 5, sort, search: ' cantina ' }, { status: 'active', upgrade: 'no' })
 * // { pageIn: 2, pageOut: 5, name: 'cantina', status: 'active', upgrade: false }
 */
export function toPaginatorQuery(query: ListQuery, filters: ApplicationFilters): ApplicationsPaginatorQuery {
  const result: ApplicationsPaginatorQuery = { pageIn: query.page, pageOut: query.size };
  const name = normalizeSearch(query.search);
  if (name !== '') result.name = name;
  if (filters.status !== '') result.status = filters.status;
  if (filters.upgrade !== '') result.upgrade = filters.upgrade === 'yes';
  return result;
}

/** The query of `GET /v2/admin/applications/upgrade`. */
export interface UpgradeQuery {
  typeApp: ApplicationType;
  status: ApplicationStatus;
}

/** The forced-upgrade lookup's query, or null (nothing is asked) unless both are chosen (seed 001 section 7). */
export function upgradeQuery(typeApp: ApplicationType | '', status: ApplicationStatus | ''): UpgradeQuery | null {
  return typeApp !== '' && status !== '' ? { typeApp, status } : null;
}

/**
 * The `name` of `GET /v2/admin/applications/search`: the text trimmed, and an empty one sent as
 * the text `null`, as seed 001 section 7 says (the server reads it as no name filter).
 * @example searchNameParam('  Cantina ') // 'Cantina'
 * @example searchNameParam('   ') // 'null'
 */
export function searchNameParam(text: string): string {
  const trimmed = text.trim().slice(0, APPLICATION_NAME_MAX_LENGTH).trim();
  return trimmed === '' ? 'null' : trimmed;
}

/** The create and edit form's values, as typed. */
export interface ApplicationFormValues {
  name: string;
  typeApp: ApplicationType | '';
  status: ApplicationStatus;
  upgrade: boolean;
  version: string;
  domain: string;
  /** The default privacy terms, shown by the public page `user-privacy/{application}`. */
  privacyTerms: string;
}

/** The empty create form: active, no forced upgrade. */
export const EMPTY_APPLICATION_FORM: ApplicationFormValues = Object.freeze({
  name: '',
  typeApp: '',
  status: 'active',
  upgrade: false,
  version: '',
  domain: '',
  privacyTerms: '',
});

/** The edit form of a stored application with its default privacy terms (null when it has none). */
export function applicationFormValuesOf(application: Application, terms: string | null): ApplicationFormValues {
  return {
    name: application.name,
    typeApp: application.typeApp,
    status: application.status,
    upgrade: application.upgrade,
    version: application.version,
    domain: application.domain ?? '',
    privacyTerms: terms ?? '',
  };
}

/** What is wrong with one field of the application form. */
export type ApplicationFieldProblem = 'required' | 'too_long' | 'invalid_domain';

/** The first problem of each invalid field; a valid field has no entry. */
export type ApplicationFormProblems = Partial<Record<keyof ApplicationFormValues, ApplicationFieldProblem>>;

/** The form's checks: name, type and version required; a domain is a host name (with a port if wanted). */
export function validateApplicationForm(values: ApplicationFormValues): ApplicationFormProblems {
  const problems: ApplicationFormProblems = {};
  const name = values.name.trim();
  if (name === '') problems.name = 'required';
  else if (name.length > APPLICATION_NAME_MAX_LENGTH) problems.name = 'too_long';
  if (values.typeApp === '') problems.typeApp = 'required';
  const version = values.version.trim();
  if (version === '') problems.version = 'required';
  else if (version.length > APPLICATION_VERSION_MAX_LENGTH) problems.version = 'too_long';
  const domain = values.domain.trim();
  if (domain.length > APPLICATION_DOMAIN_MAX_LENGTH) problems.domain = 'too_long';
  else if (domain !== '' && !DOMAIN_PATTERN.test(domain)) problems.domain = 'invalid_domain';
  if (values.privacyTerms.length > PRIVACY_TERMS_MAX_LENGTH) problems.privacyTerms = 'too_long';
  return problems;
}

/** Form values that passed {@link validateApplicationForm}: the type is chosen. */
export type ValidApplicationForm = ApplicationFormValues & { typeApp: ApplicationType };

/** Whether the values passed the form's checks (and so name a type). */
export function isValidApplicationForm(values: ApplicationFormValues): values is ValidApplicationForm {
  return Object.keys(validateApplicationForm(values)).length === 0;
}

/** The body of `POST /v2/admin/applications` for valid values; terms only when written. */
export function toApplicationCreate(values: ValidApplicationForm): ApplicationCreate {
  const terms = values.privacyTerms.trim();
  return {
    name: values.name.trim(),
    typeApp: values.typeApp,
    status: values.status,
    upgrade: values.upgrade,
    version: values.version.trim(),
    domain: values.domain.trim() === '' ? null : values.domain.trim(),
    ...(terms !== '' ? { privacyTerms: { [DEFAULT_TERMS_TYPE]: terms } } : {}),
  };
}

/**
 * The body of `PUT /v2/admin/applications/{_id}` for valid values: every field of the form, and the
 * default terms only when they changed (emptied ones are removed with null).
 */
export function toApplicationUpdate(values: ValidApplicationForm, storedTerms: string | null): ApplicationUpdate {
  const terms = values.privacyTerms.trim();
  const stored = storedTerms?.trim() ?? '';
  const body: ApplicationUpdate = {
    name: values.name.trim(),
    typeApp: values.typeApp,
    status: values.status,
    upgrade: values.upgrade,
    version: values.version.trim(),
    domain: values.domain.trim() === '' ? null : values.domain.trim(),
  };
  if (terms !== stored) body.privacyTerms = { [DEFAULT_TERMS_TYPE]: terms === '' ? null : terms };
  return body;
}
