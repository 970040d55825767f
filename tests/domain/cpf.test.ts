import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CPF_LENGTH, cpfCheckDigits, cpfDigits, formatCpf, isValidCpf } from '../../src/domain/cpf';

describe('isValidCpf', () => {
  it.each<[string, string, boolean]>([
    ['a valid CPF as digits', '52998224725', true],
    ['the same CPF written with its separators', '529.982.247-25', true],
    ['another valid CPF', '11144477735', true],
    ['a valid CPF whose first check digit is 0', '12345678909', true],
    ['a valid CPF whose check digits are both 0', '10000003700', true],
    ['spaces between the groups', '529 982 247 25', true],
    ['a wrong first check digit', '52998224735', false],
    ['a wrong second check digit', '52998224724', false],
    ['two digits swapped', '25998224725', false],
    ['ten digits', '5299822472', false],
    ['twelve digits', '529982247250', false],
    ['letters', '529.982.247-2a', false],
    ['a slash', '529/982/247-25', false],
    ['the empty text', '', false],
    ['eleven zeros', '00000000000', false],
    ['one repeated digit (passes the arithmetic, never issued)', '111.111.111-11', false],
    ['nine repeated', '99999999999', false],
  ])('%s (%s) → %s', (_, text, valid) => {
    expect(isValidCpf(text)).toBe(valid);
  });

  it('accepts every nine-digit base completed with its check digits, unless it repeats one digit', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9}$/), (nine) => {
        const cpf = nine + cpfCheckDigits(nine);
        expect(cpf).toHaveLength(CPF_LENGTH);
        expect(isValidCpf(cpf)).toBe(!/^(\d)\1{10}$/.test(cpf));
        expect(isValidCpf(formatCpf(cpf))).toBe(isValidCpf(cpf));
      }),
    );
  });

  it('refuses a CPF whose last digit is changed to any other digit', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9}$/), fc.integer({ min: 1, max: 9 }), (nine, shift) => {
        const cpf = nine + cpfCheckDigits(nine);
        const last = (Number(cpf[10]) + shift) % 10;
        expect(isValidCpf(cpf.slice(0, 10) + String(last))).toBe(false);
      }),
    );
  });
});

describe('cpfCheckDigits', () => {
  it.each([
    ['529982247', '25'],
    ['111444777', '35'],
    ['123456789', '09'],
  ])('of %s is %s', (nine, digits) => {
    expect(cpfCheckDigits(nine)).toBe(digits);
  });

  it('refuses a base that is not nine digits', () => {
    expect(() => cpfCheckDigits('12345678')).toThrow(RangeError);
    expect(() => cpfCheckDigits('12345678a')).toThrow(RangeError);
    // Nine digits with more before or after them are not a base either.
    expect(() => cpfCheckDigits('1234567890')).toThrow(new RangeError('A CPF base has nine digits'));
    expect(() => cpfCheckDigits('x123456789')).toThrow(new RangeError('A CPF base has nine digits'));
  });
});

describe('cpfDigits and formatCpf', () => {
  it.each<[string, string | null]>([
    ['529.982.247-25', '52998224725'],
    ['52998224725', '52998224725'],
    [' 529 982 247 25 ', '52998224725'],
    ['529.982.247/25', null],
    ['abc', null],
    ['', ''],
  ])('cpfDigits(%j) is %j', (text, digits) => {
    expect(cpfDigits(text)).toBe(digits);
  });

  it.each([
    ['52998224725', '529.982.247-25'],
    ['529.982.247-25', '529.982.247-25'],
    ['5299822472', '5299822472'],
    ['not a cpf', 'not a cpf'],
  ])('formatCpf(%j) is %j', (text, shown) => {
    expect(formatCpf(text)).toBe(shown);
  });
});
