import type { ContactFieldProblem, MessageStatus } from '../../domain/callCenter';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import { localeOf, type Language } from '../../i18n/language';
import { screenErrorText } from '../errorTexts';
import type { ListFailure } from '../lists/listTypes';

/** A message state's name in the language of `LL`. */
export function messageStatusText(LL: TranslationFunctions, status: MessageStatus): string {
  switch (status) {
    case 'queued':
      return LL.CALL_CENTER.STATUS.QUEUED();
    case 'sent':
      return LL.CALL_CENTER.STATUS.SENT();
    case 'delivered':
      return LL.CALL_CENTER.STATUS.DELIVERED();
    case 'read':
      return LL.CALL_CENTER.STATUS.READ();
    case 'failed':
      return LL.CALL_CENTER.STATUS.FAILED();
  }
}

/** What a message state means, for its tooltip. */
export function messageStatusHint(LL: TranslationFunctions, status: MessageStatus): string {
  switch (status) {
    case 'queued':
      return LL.CALL_CENTER.STATUS_HINT.QUEUED();
    case 'sent':
      return LL.CALL_CENTER.STATUS_HINT.SENT();
    case 'delivered':
      return LL.CALL_CENTER.STATUS_HINT.DELIVERED();
    case 'read':
      return LL.CALL_CENTER.STATUS_HINT.READ();
    case 'failed':
      return LL.CALL_CENTER.STATUS_HINT.FAILED();
  }
}

/** The text of an add-contact field problem. */
export function contactFieldText(LL: TranslationFunctions, problem: ContactFieldProblem): string {
  switch (problem) {
    case 'required':
      return LL.CALL_CENTER.FIELD.REQUIRED();
    case 'invalid_phone':
      return LL.CALL_CENTER.FIELD.INVALID_PHONE();
    case 'too_long':
      return LL.CALL_CENTER.FIELD.TOO_LONG();
  }
}

/**
 * The text of a refused call center call (add or delete a contact, send a message) by the
 * server's code, then its status.
 */
export function callCenterErrorText(LL: TranslationFunctions, failure: ListFailure): string {
  return screenErrorText(LL, failure, 'callCenter');
}

/** A date and time as people of `language` read it (short date, short time). */
export function formatDateTime(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'short', timeStyle: 'short' }).format(date);
}

/** A time of day (hours and minutes) as people of `language` read it. */
export function formatTime(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(localeOf(language), { hour: '2-digit', minute: '2-digit' }).format(date);
}
