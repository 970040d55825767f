/**
 * The CPF (Cadastro de Pessoas Físicas), the Brazilian taxpayer number a delivery man is
 * registered with: nine digits and two check digits, written `000.000.000-00`. The same
 * functions check it in the app's forms and on the server.
 */

/** How many digits a CPF has. */
export const CPF_LENGTH = 11;

// Only the separators of the written form may be dropped; any other character makes the text no CPF.
const SEPARATORS = /[.\-\s]/g;

/**
 * The digits of a CPF written with or without its separators, or null when the text holds
 * anything else. Example: `cpfDigits('529.982.247-25')` is `'52998224725'`.
 */
export function cpfDigits(text: string): string | null {
  const digits = text.replace(SEPARATORS, '');
  return /^\d*$/.test(digits) ? digits : null;
}

/** One check digit over `digits`, weighted from `digits.length + 1` down to 2 (modulo 11, 10 counting as 0). */
function checkDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (digits.length + 1 - i);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/**
 * The two check digits of a CPF's first nine digits.
 * Example: `cpfCheckDigits('529982247')` is `'25'`.
 */
export function cpfCheckDigits(nine: string): string {
  if (!/^\d{9}$/.test(nine)) throw new RangeError('A CPF base has nine digits');
  const first = checkDigit(nine);
  const second = checkDigit(`${nine}${first}`);
  return `${first}${second}`;
}

/**
 * True when `text` is a CPF: eleven digits (separators allowed) whose check digits are
 * right. Numbers of one repeated digit (`111.111.111-11`) pass the arithmetic but are not
 * issued, so they are refused too.
 */
export function isValidCpf(text: string): boolean {
  const digits = cpfDigits(text);
  if (digits === null || digits.length !== CPF_LENGTH) return false;
  if (/^(\d)\1{10}$/.test(digits)) return false;
  return digits.slice(9) === cpfCheckDigits(digits.slice(0, 9));
}

/** A CPF's eleven digits written as `000.000.000-00`; anything else is answered as given. */
export function formatCpf(text: string): string {
  const digits = cpfDigits(text);
  if (digits === null || digits.length !== CPF_LENGTH) return text;
  return `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`;
}
