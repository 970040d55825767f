import type { TranslationFunctions } from '../../i18n/i18n-types';
import type { ListFailure } from '../lists/listTypes';

/** The text of a refused account-deletion request: unknown application, too many requests, or else by status. */
export function deletionErrorText(LL: TranslationFunctions, failure: ListFailure): string {
  const T = LL.PUBLIC.DELETE_ACCOUNT.ERRORS;
  if (failure.statusCode === 404) return T.NOT_FOUND();
  if (failure.statusCode === 429) return T.TOO_MANY();
  if (failure.statusCode === 0) return T.NETWORK();
  if (failure.statusCode >= 400 && failure.statusCode < 500) return T.INVALID();
  return T.SERVER();
}

/** The text of a privacy page that failed to load for another reason than a 404. */
export function privacyErrorText(LL: TranslationFunctions, failure: ListFailure): string {
  const T = LL.PUBLIC.DELETE_ACCOUNT.ERRORS;
  if (failure.statusCode === 0) return T.NETWORK();
  return failure.statusCode >= 500 ? T.SERVER() : LL.PUBLIC.PRIVACY.FAILED();
}
