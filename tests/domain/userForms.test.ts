import { describe, expect, it } from 'vitest';
import {
  duplicateOf,
  emptyChangePassword,
  emptyUserForm,
  isUserTab,
  isValidForm,
  tabsWithProblems,
  isTabEnabled,
  passwordsMatch,
  toPasswordUpdate,
  toUserCreate,
  toUserUpdate,
  userFormValuesOf,
  userIdFrom,
  validateChangePassword,
  validateUserAddress,
  validateUserBasic,
  validateUserForm,
  validateUserSocial,
  type UserFormValues,
} from '../../src/domain/userForms';
import { EMPTY_USER_FORM, userRecord } from '../support/users';
import type { User } from '../../src/contract/schema.gen';

const FILLED: UserFormValues = {
  username: 'ana',
  fullname: 'Ana Souza',
  email: 'ana@example.com',
  occupation: '',
  companyName: '',
  phone: '',
  addressLine: 'Rua A, 1',
  city: 'São Paulo',
  state: 'SP',
  postCode: '01000-000',
  linkedIn: '',
  facebook: '',
  twitter: '',
  instagram: '',
  roles: ['2'],
};

const required = (name: string) => ({ key: 'AUTH.VALIDATION.REQUIRED', params: { name } });

describe('validateUserBasic (seed 000 section 5, "User form")', () => {
  it.each<[string, Partial<UserFormValues>, object]>([
    ['a valid form', {}, {}],
    ['username required', { username: '' }, { username: required('USERS.INPUT.USERNAME') }],
    ['a username of spaces is missing', { username: '   ' }, { username: required('USERS.INPUT.USERNAME') }],
    ['full name required', { fullname: '' }, { fullname: required('USERS.INPUT.FULL_NAME') }],
    ['username of 2 characters', { username: 'an' }, { username: { key: 'AUTH.VALIDATION.MIN_LENGTH', params: { min: 3 } } }],
    ['full name over 100 characters', { fullname: 'a'.repeat(101) }, { fullname: { key: 'AUTH.VALIDATION.MAX_LENGTH', params: { max: 100 } } }],
    ['e-mail format only: empty passes', { email: '' }, {}],
    ['a malformed e-mail', { email: 'ana@' }, { email: { key: 'AUTH.VALIDATION.INVALID', params: { name: 'USERS.INPUT.EMAIL' } } }],
    ['optional occupation, company name and phone', { occupation: 'Chef', companyName: 'Cantina', phone: '11 9999' }, {}],
    ['a phone over 100 characters', { phone: '1'.repeat(101) }, { phone: { key: 'AUTH.VALIDATION.MAX_LENGTH', params: { max: 100 } } }],
  ])('%s', (_label, change, messages) => {
    expect(validateUserBasic({ ...FILLED, ...change })).toEqual(messages);
  });
});

describe('validateUserAddress: every field required', () => {
  it('names each missing field', () => {
    expect(validateUserAddress({ addressLine: '', city: ' ', state: '', postCode: '' })).toEqual({
      addressLine: required('USERS.INPUT.ADDRESS_LINE'),
      city: required('USERS.INPUT.CITY'),
      state: required('USERS.INPUT.STATE'),
      postCode: required('USERS.INPUT.POST_CODE'),
    });
    expect(validateUserAddress(FILLED)).toEqual({});
  });
});

describe('validateUserSocial: every field optional', () => {
  it('accepts nothing at all and refuses only what the contract cannot take', () => {
    expect(validateUserSocial({ linkedIn: '', facebook: '', twitter: '', instagram: '' })).toEqual({});
    expect(validateUserSocial({ linkedIn: 'x'.repeat(301), facebook: '', twitter: '', instagram: '' })).toEqual({
      linkedIn: { key: 'AUTH.VALIDATION.MAX_LENGTH', params: { max: 300 } },
    });
  });
});

describe('tabsWithProblems', () => {
  it.each<[string, Partial<UserFormValues>, number[]]>([
    ['a valid form', {}, []],
    ['basic info wrong', { username: '' }, [1]],
    ['basic info and address wrong', { fullname: '', city: '' }, [1, 2]],
    ['only the address wrong', { postCode: '', addressLine: '' }, [2]],
    ['only a social network wrong', { twitter: 't'.repeat(400) }, [3]],
    ['address and social wrong', { twitter: 't'.repeat(400), state: '' }, [2, 3]],
  ])('%s → %j', (_label, change, tabs) => {
    expect(tabsWithProblems(Object.keys(validateUserForm({ ...FILLED, ...change })))).toEqual(tabs);
  });

  it('ignores names that are not fields of the form', () => {
    expect(tabsWithProblems(['toString', 'constructor', 'email'])).toEqual([1]);
  });
});

describe('validateChangePassword', () => {
  it('says "Password is required" and "Confirm password is required" by their keys', () => {
    expect(validateChangePassword({ password: '', confirmPassword: '' })).toEqual({
      password: required('USERS.INPUT.PASSWORD'),
      confirmPassword: required('USERS.INPUT.CONFIRM_PASSWORD'),
    });
  });

  it('leaves the match to the button (a mismatch is not a field message)', () => {
    expect(validateChangePassword({ password: 'secret', confirmPassword: 'other1' })).toEqual({});
    expect(passwordsMatch({ password: 'secret', confirmPassword: 'other1' })).toBe(false);
    expect(passwordsMatch({ password: 'secret', confirmPassword: 'secret' })).toBe(true);
  });

  it('keeps spaces in passwords and checks the lengths', () => {
    expect(validateChangePassword({ password: '   ', confirmPassword: 'ab' })).toEqual({
      confirmPassword: { key: 'AUTH.VALIDATION.MIN_LENGTH', params: { min: 3 } },
    });
  });
});

describe('tabs and ids', () => {
  it('opens tabs 4 and 5 only once the user has an id', () => {
    expect([1, 2, 3, 4, 5].map((tab) => isTabEnabled(tab as 1, false))).toEqual([true, true, true, false, false]);
    expect([1, 2, 3, 4, 5].map((tab) => isTabEnabled(tab as 1, true))).toEqual([true, true, true, true, true]);
  });

  it.each<[string | null | undefined, string | null]>([
    [undefined, null],
    [null, null],
    ['', null],
    ['0', null],
    ['000', null],
    ['12', '12'],
    [' 12 ', '12'],
    ['65f1c0ffee', '65f1c0ffee'],
  ])('userIdFrom(%j) is %j', (param, id) => {
    expect(userIdFrom(param)).toBe(id);
  });
});

describe('conversions', () => {
  const user: User = userRecord({
    id: '7',
    username: 'ana',
    email: 'ana@example.com',
    fullname: 'Ana Souza',
    roles: ['2'],
    companyName: 'Cantina',
    socialNetworks: { instagram: '@ana' },
  });

  it('reads a user into the form, nulls as empty text', () => {
    expect(userFormValuesOf(user)).toEqual({
      ...emptyUserForm,
      username: 'ana',
      email: 'ana@example.com',
      fullname: 'Ana Souza',
      companyName: 'Cantina',
      instagram: '@ana',
      roles: ['2'],
    });
  });

  it('duplicates without username and e-mail', () => {
    expect(duplicateOf(FILLED)).toEqual({ ...FILLED, username: '', email: '' });
  });

  it('builds the create and update bodies: trimmed, empty optionals as null, no empty networks', () => {
    const values = { ...FILLED, fullname: ' Ana Souza ', occupation: ' ', twitter: ' @ana ' };
    const fields = {
      username: 'ana',
      fullname: 'Ana Souza',
      email: 'ana@example.com',
      occupation: null,
      companyName: null,
      phone: null,
      address: { addressLine: 'Rua A, 1', city: 'São Paulo', state: 'SP', postCode: '01000-000' },
      socialNetworks: { twitter: '@ana' },
      roles: ['2'],
    };
    expect(toUserCreate(values, 'first-password')).toEqual({ ...fields, password: 'first-password' });
    expect(toUserUpdate('7', values)).toEqual({ id: '7', ...fields });
    expect(toUserUpdate('7', FILLED).socialNetworks).toBeNull();
    expect(toPasswordUpdate('7', { password: 'secret-2', confirmPassword: 'secret-2' })).toEqual({ id: '7', password: 'secret-2' });
  });
});

describe('the empty forms and tab numbers', () => {
  it('starts create mode with every field blank and no role', () => {
    expect(emptyUserForm).toEqual(EMPTY_USER_FORM);
    expect(emptyChangePassword).toEqual({ password: '', confirmPassword: '' });
  });

  it('calls a form valid only when no field has a message', () => {
    expect(isValidForm(validateUserForm(FILLED))).toBe(true);
    expect(isValidForm(validateUserForm({ ...FILLED, city: '' }))).toBe(false);
  });

  it('knows tabs 1 to 5 only', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((tab) => isUserTab(tab))).toEqual([false, true, true, true, true, true, false]);
  });

  it('answers the tabs in order whatever the order of the fields', () => {
    expect(tabsWithProblems(['instagram', 'city', 'username'])).toEqual([1, 2, 3]);
    expect(tabsWithProblems(['postCode', 'fullname'])).toEqual([1, 2]);
  });

  it('keeps a route id with zeros that is not only zeros', () => {
    expect(userIdFrom('10')).toBe('10');
    expect(userIdFrom('0123456789abcdef01234567')).toBe('0123456789abcdef01234567');
  });
});

describe('conversions of sparse and padded values', () => {
  it('reads a user without company, address or social networks as empty text', () => {
    const bare = userRecord({ id: '8', username: 'bia', email: 'bia@example.com', fullname: 'Bia Lima' });
    expect(userFormValuesOf(bare)).toEqual({ ...EMPTY_USER_FORM, username: 'bia', fullname: 'Bia Lima', email: 'bia@example.com' });
  });

  it('trims the identity and address fields and keeps filled optionals', () => {
    const values: UserFormValues = {
      ...FILLED,
      username: ' ana ',
      email: ' ana@example.com ',
      occupation: ' Engenheira ',
      companyName: 'Cantina',
      phone: ' 11 99999-0000 ',
      addressLine: ' Rua A, 1 ',
      city: ' São Paulo ',
      state: ' SP ',
      postCode: ' 01000-000 ',
    };
    expect(toUserUpdate('7', values)).toEqual({
      id: '7',
      username: 'ana',
      fullname: 'Ana Souza',
      email: 'ana@example.com',
      occupation: 'Engenheira',
      companyName: 'Cantina',
      phone: '11 99999-0000',
      address: { addressLine: 'Rua A, 1', city: 'São Paulo', state: 'SP', postCode: '01000-000' },
      socialNetworks: null,
      roles: ['2'],
    });
  });
});
