import type { User } from '../../src/contract/schema.gen';
import type { UserFormValues } from '../../src/domain/userForms';

/**
 * A user record as the API answers it, written by hand: `id` and `_id` the same, every optional
 * field (company, picture, address, social networks…) empty, no role, permission or franchise;
 * `fields` lays the test's own values over it.
 */
export function userRecord(fields: Partial<User> & Pick<User, 'id' | 'username' | 'email' | 'fullname'>): User {
  return {
    _id: fields.id,
    roles: [],
    company: null,
    pic: null,
    occupation: null,
    companyName: null,
    phone: null,
    address: null,
    socialNetworks: null,
    shopper: false,
    isRoot: false,
    isApplication: false,
    franchises: [],
    permissions: [],
    createdAt: '2024-01-01T00:00:00.000Z',
    ...fields,
  };
}

/** The user form of create mode, written by hand (seed 000 section 2's fields, tabs 1 to 4): every text empty, no role. */
export const EMPTY_USER_FORM: Readonly<UserFormValues> = Object.freeze({
  username: '',
  fullname: '',
  email: '',
  occupation: '',
  companyName: '',
  phone: '',
  addressLine: '',
  city: '',
  state: '',
  postCode: '',
  linkedIn: '',
  facebook: '',
  twitter: '',
  instagram: '',
  roles: [],
});
