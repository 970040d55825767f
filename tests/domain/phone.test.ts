import { describe, expect, it } from 'vitest';
import { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS, formatPhone, normalizePhone, phoneDigits } from '../../src/domain/phone';

describe('formatPhone (seed 000 section 9: 10, 11 and 13 digit numbers)', () => {
  it.each([
    ['10 digits: area code and landline', '1134567890', '(11) 3456-7890'],
    ['11 digits: area code and mobile', '11912345678', '(11) 91234-5678'],
    ['13 digits: country code, area code and mobile', '5511912345678', '+55 (11) 91234-5678'],
    ['12 digits: country code, area code and landline', '551134567890', '+55 (11) 3456-7890'],
    ['11 digits already formatted', '(11) 91234-5678', '(11) 91234-5678'],
    ['13 digits written with a plus and spaces', '+55 11 91234 5678', '+55 (11) 91234-5678'],
    ['9 digits: shown as digits', '912345678', '912345678'],
    ['14 digits: shown as digits', '55119123456789', '55119123456789'],
    ['the empty text', '', ''],
    ['text that is no phone number: shown as given', 'ligar depois', 'ligar depois'],
  ])('%s: %s → %s', (_, text, shown) => {
    expect(formatPhone(text)).toBe(shown);
  });
});

describe('phoneDigits', () => {
  it.each<[string, string | null]>([
    ['+55 (11) 91234-5678', '5511912345678'],
    ['11.3456.7890', '1134567890'],
    ['11912345678', '11912345678'],
    ['11 91234 5678 ramal 2', null],
    ['55+11912345678', null],
    ['', ''],
  ])('of %j is %j', (text, digits) => {
    expect(phoneDigits(text)).toBe(digits);
  });
});

describe('normalizePhone (what is stored)', () => {
  it(`keeps ${PHONE_MIN_DIGITS} to ${PHONE_MAX_DIGITS} digits`, () => {
    expect([PHONE_MIN_DIGITS, PHONE_MAX_DIGITS]).toEqual([10, 13]);
  });

  it.each<[string, string | null]>([
    ['(11) 3456-7890', '1134567890'],
    ['(11) 91234-5678', '11912345678'],
    ['+55 (11) 3456-7890', '551134567890'],
    ['+55 (11) 91234-5678', '5511912345678'],
    ['912345678', null],
    ['55119123456789', null],
    ['(11) 9123A-5678', null],
    ['', null],
  ])('%j → %j', (text, stored) => {
    expect(normalizePhone(text)).toBe(stored);
  });
});
