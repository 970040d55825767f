import type { TranslationFunctions } from '../../i18n/i18n-types';
import { screenErrorText } from '../errorTexts';
import type { ListFailure } from '../lists/listTypes';

/** The text of a refused account-deletion request: unknown application, too many requests, or else by status. */
export function deletionErrorText(LL: TranslationFunctions, failure: ListFailure): string {
  return screenErrorText(LL, failure, 'accountDeletion');
}

/** The text of a privacy page that failed to load for another reason than a 404. */
export function privacyErrorText(LL: TranslationFunctions, failure: ListFailure): string {
  return screenErrorText(LL, failure, 'privacyTerms');
}
