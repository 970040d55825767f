import type { ApplicationFieldProblem } from '../../domain/applications';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import { screenErrorText } from '../errorTexts';
import type { ListFailure } from '../lists/listTypes';
import type { ApplicationStatus, ApplicationType } from '../../contract/schema.gen';

/** A platform's name. */
export function applicationTypeText(LL: TranslationFunctions, type: ApplicationType): string {
  switch (type) {
    case 'android':
      return LL.APPLICATIONS.TYPES.ANDROID();
    case 'ios':
      return LL.APPLICATIONS.TYPES.IOS();
    case 'web':
      return LL.APPLICATIONS.TYPES.WEB();
  }
}

/** A status's name. */
export function applicationStatusText(LL: TranslationFunctions, status: ApplicationStatus): string {
  switch (status) {
    case 'active':
      return LL.APPLICATIONS.STATUSES.ACTIVE();
    case 'inactive':
      return LL.APPLICATIONS.STATUSES.INACTIVE();
    case 'maintenance':
      return LL.APPLICATIONS.STATUSES.MAINTENANCE();
  }
}

/** The colour a status's badge takes. */
export const STATUS_PALETTE: Readonly<Record<ApplicationStatus, string>> = Object.freeze({ active: 'green', inactive: 'gray', maintenance: 'orange' });

/** The text of an application form field problem. */
export function applicationFieldText(LL: TranslationFunctions, problem: ApplicationFieldProblem): string {
  switch (problem) {
    case 'required':
      return LL.APPLICATIONS.FIELD.REQUIRED();
    case 'too_long':
      return LL.APPLICATIONS.FIELD.TOO_LONG();
    case 'invalid_domain':
      return LL.APPLICATIONS.FIELD.INVALID_DOMAIN();
  }
}

/**
 * The text of a refused applications call by the server's code (name or domain taken, still in
 * use), then its status.
 */
export function applicationErrorText(LL: TranslationFunctions, failure: ListFailure): string {
  return screenErrorText(LL, failure, 'applications');
}
