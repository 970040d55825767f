import { describe, expect, it } from 'vitest';
import { validateForgotPassword, validateLogin, validateRegister, validateResetPassword } from '../../src/domain/authChecks';
import {
  authChecksIfLoaded,
  emptyForgotPassword,
  emptyLogin,
  emptyRegister,
  emptyResetPassword,
  isValid,
  loadAuthChecks,
  type FieldMessage,
  type InputNameKey,
  type RegisterValues,
} from '../../src/domain/authForms';

const required = (name: InputNameKey): FieldMessage => ({ key: 'AUTH.VALIDATION.REQUIRED', params: { name } });
const invalid = (name: InputNameKey): FieldMessage => ({ key: 'AUTH.VALIDATION.INVALID', params: { name } });
const MIN: FieldMessage = { key: 'AUTH.VALIDATION.MIN_LENGTH', params: { min: 3 } };
const max = (limit: number): FieldMessage => ({ key: 'AUTH.VALIDATION.MAX_LENGTH', params: { max: limit } });
const MISMATCH: FieldMessage = { key: 'AUTH.VALIDATION.MISMATCH' };
const TERMS: FieldMessage = { key: 'AUTH.REGISTER.TERMS_REQUIRED' };

// 320 characters, a valid address: 64 + '@' + 255.
const EMAIL_320 = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(63)}`;

describe('validateLogin: the e-mail', () => {
  it.each<[string, string, FieldMessage | undefined]>([
    ['empty', '', required('AUTH.INPUT.EMAIL')],
    ['blank', '   ', required('AUTH.INPUT.EMAIL')],
    ['without @', 'admin', invalid('AUTH.INPUT.EMAIL')],
    ['without a domain', 'a@', invalid('AUTH.INPUT.EMAIL')],
    ['with a space', 'ad min@example.com', invalid('AUTH.INPUT.EMAIL')],
    ['valid', 'admin@example.com', undefined],
    ['of 320 characters', EMAIL_320, undefined],
    ['of 321 characters', `a${EMAIL_320}`, max(320)],
  ])('%s', (_case, email, expected) => {
    expect(validateLogin({ email, password: 'secret' }).email).toEqual(expected);
  });

  it('is 320 characters long in the boundary case', () => {
    expect(EMAIL_320).toHaveLength(320);
  });
});

describe('validateLogin: the password', () => {
  it.each<[string, string, FieldMessage | undefined]>([
    ['empty', '', required('AUTH.INPUT.PASSWORD')],
    ['of 2 characters', 'ab', MIN],
    ['of 3 characters', 'abc', undefined],
    ['of 3 spaces', '   ', undefined],
    ['of 100 characters', 'x'.repeat(100), undefined],
    ['of 101 characters', 'x'.repeat(101), max(100)],
  ])('%s', (_case, password, expected) => {
    expect(validateLogin({ email: 'admin@example.com', password }).password).toEqual(expected);
  });

  it('answers nothing for a valid form', () => {
    const messages = validateLogin({ email: 'admin@example.com', password: 'secret' });
    expect(messages).toEqual({});
    expect(isValid(messages)).toBe(true);
  });

  it('answers one message per invalid field for an empty form', () => {
    const messages = validateLogin({ email: '', password: '' });
    expect(messages).toEqual({ email: required('AUTH.INPUT.EMAIL'), password: required('AUTH.INPUT.PASSWORD') });
    expect(isValid(messages)).toBe(false);
  });
});

const validRegister: RegisterValues = {
  fullname: 'Ana Souza',
  email: 'ana@example.com',
  username: 'ana',
  password: 'secret',
  confirmPassword: 'secret',
  agree: true,
};

describe('validateRegister', () => {
  it('answers nothing for a valid form', () => {
    expect(validateRegister(validRegister)).toEqual({});
  });

  it('answers every field of an empty form, the terms included', () => {
    expect(
      validateRegister({ fullname: '', email: '', username: '', password: '', confirmPassword: '', agree: false }),
    ).toEqual({
      fullname: required('AUTH.INPUT.FULLNAME'),
      email: required('AUTH.INPUT.EMAIL'),
      username: required('AUTH.INPUT.USERNAME'),
      password: required('AUTH.INPUT.PASSWORD'),
      confirmPassword: required('AUTH.INPUT.CONFIRM_PASSWORD'),
      agree: TERMS,
    });
  });

  it.each<[string, Partial<RegisterValues>, keyof RegisterValues, FieldMessage]>([
    ['a blank full name', { fullname: '  ' }, 'fullname', required('AUTH.INPUT.FULLNAME')],
    ['a short full name', { fullname: 'Al' }, 'fullname', MIN],
    ['a long full name', { fullname: 'x'.repeat(101) }, 'fullname', max(100)],
    ['an invalid e-mail', { email: 'ana@' }, 'email', invalid('AUTH.INPUT.EMAIL')],
    ['a long e-mail', { email: `a${EMAIL_320}` }, 'email', max(320)],
    ['a blank username', { username: '   ' }, 'username', required('AUTH.INPUT.USERNAME')],
    ['a short username', { username: 'an' }, 'username', MIN],
    ['a long username', { username: 'x'.repeat(101) }, 'username', max(100)],
    ['a short confirmation', { confirmPassword: 'se' }, 'confirmPassword', MIN],
    ['a long confirmation', { confirmPassword: 'x'.repeat(101) }, 'confirmPassword', max(100)],
    ['a different confirmation', { confirmPassword: 'secreT' }, 'confirmPassword', MISMATCH],
    ['the terms not agreed', { agree: false }, 'agree', TERMS],
  ])('refuses %s', (_case, change, field, expected) => {
    expect(validateRegister({ ...validRegister, ...change })).toEqual({ [field]: expected });
  });

  it.each<[string, string, FieldMessage]>([
    ['short', 'ab', MIN],
    ['long', 'x'.repeat(101), max(100)],
  ])('refuses a %s password and its equal confirmation by their own rules', (_case, password, expected) => {
    expect(validateRegister({ ...validRegister, password, confirmPassword: password })).toEqual({
      password: expected,
      confirmPassword: expected,
    });
  });

  it('says the mismatch once the confirmation has a valid length, whatever the password', () => {
    expect(validateRegister({ ...validRegister, password: 'ab', confirmPassword: 'abc' })).toEqual({
      password: MIN,
      confirmPassword: MISMATCH,
    });
  });
});

describe('validateForgotPassword', () => {
  it.each<[string, FieldMessage | undefined]>([
    ['', required('AUTH.INPUT.EMAIL')],
    ['nobody', invalid('AUTH.INPUT.EMAIL')],
    [`a${EMAIL_320}`, max(320)],
    ['ana@example.com', undefined],
  ])('%j', (email, expected) => {
    expect(validateForgotPassword({ email }).email).toEqual(expected);
  });
});

describe('validateResetPassword', () => {
  it.each<[string, string, string, Partial<Record<'password' | 'confirmPassword', FieldMessage>>]>([
    ['both empty', '', '', { password: required('AUTH.INPUT.PASSWORD'), confirmPassword: required('AUTH.INPUT.CONFIRM_PASSWORD') }],
    ['short ones', 'ab', 'ab', { password: MIN, confirmPassword: MIN }],
    ['long ones', 'x'.repeat(101), 'x'.repeat(101), { password: max(100), confirmPassword: max(100) }],
    ['different ones', 'secret', 'secrets', { confirmPassword: MISMATCH }],
    ['equal ones', 'secret', 'secret', {}],
  ])('%s', (_case, password, confirmPassword, expected) => {
    expect(validateResetPassword({ password, confirmPassword })).toEqual(expected);
  });
});

describe('messages', () => {
  it('are translation keys with parameters, never text', () => {
    const all = Object.values(validateRegister({ ...validRegister, fullname: '', email: 'x', password: 'ab', agree: false }));
    for (const message of all) expect(message?.key).toMatch(/^AUTH\.[A-Z_]+\.[A-Z_]+$/);
  });
});

describe('the empty sign-in forms', () => {
  it('start every field blank and the terms not agreed', () => {
    expect(emptyLogin).toEqual({ email: '', password: '' });
    expect(emptyRegister).toEqual({ fullname: '', email: '', username: '', password: '', confirmPassword: '', agree: false });
    expect(emptyForgotPassword).toEqual({ email: '' });
    expect(emptyResetPassword).toEqual({ password: '', confirmPassword: '' });
  });
});

describe('loading the sign-in checks', () => {
  it('has none before the first load, then shares the one loaded module', async () => {
    expect(authChecksIfLoaded()).toBeNull();
    const checks = await loadAuthChecks();
    expect(checks.validateLogin({ email: '', password: '' })).toEqual({
      email: required('AUTH.INPUT.EMAIL'),
      password: required('AUTH.INPUT.PASSWORD'),
    });
    expect(authChecksIfLoaded()).toBe(checks);
    expect(await loadAuthChecks()).toBe(checks);
  });
});
