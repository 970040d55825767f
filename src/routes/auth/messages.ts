import type { ApiError } from '../../contract/apiError';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import { screenErrorText } from '../../ui/errorTexts';

/**
 * The text of a refused call. Known codes are translated (the server speaks English); a refusal
 * with no words of its own shows the server's own message, which names the problem (the sign-in
 * forms' words in src/ui/errorTexts.ts).
 */
export function apiErrorMessage(LL: TranslationFunctions, error: ApiError): string {
  return screenErrorText(LL, error, 'auth');
}

/** The login's danger notice: a 401 shows the invalid-login text (seed 000 section 8). */
export function loginErrorMessage(LL: TranslationFunctions, error: ApiError | null): string | undefined {
  if (!error) return undefined;
  if (error.statusCode === 401) return LL.AUTH.VALIDATION.INVALID_LOGIN();
  return apiErrorMessage(LL, error);
}

/** What a form says when the server answered that nothing was done, from the values it sent. */
export type EmptyAnswerText<Values> = (LL: TranslationFunctions, values: Values | null) => string;

/** Register: no user made is the invalid-login text (seed 000 section 8). */
export const registerEmptyAnswer: EmptyAnswerText<unknown> = (LL) => LL.AUTH.VALIDATION.INVALID_LOGIN();

/** Forgot password: no account names the e-mail that was sent, not the one now typed. */
export const forgotEmptyAnswer: EmptyAnswerText<{ email: string }> = (LL, values) => LL.AUTH.VALIDATION.EMAIL_NOT_FOUND({ email: values?.email ?? '' });

/** The danger notice of a register, forgot or reset form that failed. */
export function submitFailureMessage<Values>(LL: TranslationFunctions, failure: ApiError, values: Values | null, emptyAnswer: EmptyAnswerText<Values>): string {
  return failure.code === 'empty_answer' ? emptyAnswer(LL, values) : apiErrorMessage(LL, failure);
}

/** The notices one auth page leaves for the login page it sends the user to. */
export type LoginNotice = 'registered' | 'resetRequested' | 'passwordReset';

/** The text of a notice left for the login page. */
export function loginNoticeMessage(LL: TranslationFunctions, notice: LoginNotice | null): string | undefined {
  switch (notice) {
    case 'registered':
      return LL.AUTH.REGISTER.SUCCESS();
    case 'resetRequested':
      return LL.AUTH.FORGOT.SUCCESS();
    case 'passwordReset':
      return LL.AUTH.RESET.SUCCESS();
    default:
      return undefined;
  }
}

/** Reads the notice another page left in the history entry (`navigate(path, { state: { notice } })`). */
export function noticeFromHistory(state: unknown): LoginNotice | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  const { notice } = state;
  return notice === 'registered' || notice === 'resetRequested' || notice === 'passwordReset' ? notice : null;
}
