/**
 * Delivery men's phone numbers: stored as digits only, shown formatted for 10, 11 and 13
 * digit numbers (seed 000 section 9), and, as a designed extension, for 12 digits
 * (a landline with the country code).
 */

/** The fewest and most digits a delivery man's phone may have: area code and number, with or without the country code. */
export const PHONE_MIN_DIGITS = 10;
export const PHONE_MAX_DIGITS = 13;

// What people write around the digits: spaces, parentheses, dots, dashes and a leading plus.
const PUNCTUATION = /[\s().\-]/g;

/**
 * The digits of a phone number written with the usual punctuation, or null when the text
 * holds anything else. Example: `phoneDigits('+55 (11) 91234-5678')` is `'5511912345678'`.
 */
export function phoneDigits(text: string): string | null {
  const bare = text.replace(PUNCTUATION, '').replace(/^\+/, '');
  return /^\d*$/.test(bare) ? bare : null;
}

/**
 * The digits to store for a delivery man's phone: `phoneDigits` of the text when it has
 * 10 to 13 digits, otherwise null.
 */
export function normalizePhone(text: string): string | null {
  const digits = phoneDigits(text);
  if (digits === null || digits.length < PHONE_MIN_DIGITS || digits.length > PHONE_MAX_DIGITS) return null;
  return digits;
}

const FORMATS: Readonly<Record<number, { pattern: RegExp; template: string }>> = Object.freeze({
  10: { pattern: /^(\d{2})(\d{4})(\d{4})$/, template: '($1) $2-$3' },
  11: { pattern: /^(\d{2})(\d{5})(\d{4})$/, template: '($1) $2-$3' },
  12: { pattern: /^(\d{2})(\d{2})(\d{4})(\d{4})$/, template: '+$1 ($2) $3-$4' },
  13: { pattern: /^(\d{2})(\d{2})(\d{5})(\d{4})$/, template: '+$1 ($2) $3-$4' },
});

/**
 * A phone number as people read it: `(11) 3456-7890` for 10 digits, `(11) 91234-5678` for
 * 11, `+55 (11) 3456-7890` for 12 and `+55 (11) 91234-5678` for 13. Other lengths are
 * answered as their digits; text that is no phone number is answered as given.
 */
export function formatPhone(text: string): string {
  const digits = phoneDigits(text);
  if (digits === null) return text;
  const format = FORMATS[digits.length];
  return format ? digits.replace(format.pattern, format.template) : digits;
}
