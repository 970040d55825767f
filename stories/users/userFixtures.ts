import type { Role, User } from '../../src/contract/schema.gen';
import { defaultListQuery, USER_LIST } from '../../src/domain/listQuery';
import { emptyUserForm, userFormValuesOf } from '../../src/domain/userForms';
import type { PagedListState } from '../../src/ui/lists/listTypes';
import type { UserEditProps } from '../../src/ui/users/UserEdit';

/** The roles of the demo: a core role and two others. */
export const ROLES: Role[] = [
  { id: '1', title: 'Administrador', permissions: [], isCoreRole: true },
  { id: '2', title: 'Gerente', permissions: [], isCoreRole: false },
  { id: '3', title: 'Atendimento', permissions: [], isCoreRole: false },
];

/** A user with everything filled. */
export function demoUser(id: number, overrides: Partial<User> = {}): User {
  const names = ['Ana Souza', 'Bruno Lima', 'Carla Dias', 'Diego Alves', 'Elisa Rocha', 'Fábio Nunes', 'Gabriela Reis', 'Heitor Melo', 'Isabela Cruz', 'João Prado'];
  const fullname = names[(id - 1) % names.length] ?? 'Ana Souza';
  const username = fullname.split(' ')[0]?.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '') ?? 'user';
  return {
    id: String(id),
    _id: String(id),
    username: `${username}${id > names.length ? id : ''}`,
    email: `${username}${id > names.length ? id : ''}@example.com`,
    fullname,
    roles: id % 3 === 0 ? ['1', '2'] : ['2'],
    company: null,
    pic: null,
    occupation: 'Gerente de operações',
    companyName: 'Cantina da Praça',
    phone: '(11) 99999-0000',
    address: { addressLine: 'Rua das Flores, 120', city: 'São Paulo', state: 'SP', postCode: '01000-000' },
    socialNetworks: { linkedIn: 'https://www.linkedin.com/in/ana-souza' },
    shopper: false,
    isRoot: false,
    isApplication: false,
    franchises: [],
    permissions: [],
    createdAt: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The first page of 12 users at 5 a page. */
export const USERS: User[] = [1, 2, 3, 4, 5].map((id) => demoUser(id));

/** A users list shown: page 1 of 3 at 5 a page, sorted by id. */
export const FILLED_LIST: PagedListState<User> = {
  status: 'ready',
  rows: USERS,
  totalCount: 12,
  query: { ...defaultListQuery(USER_LIST), size: 5 },
  searchText: '',
  selected: [],
  loadError: null,
  actionLoading: false,
  dialog: null,
};

/** The list before its first page: 'Please wait....'. */
export const INITIAL_LIST: PagedListState<User> = { ...FILLED_LIST, status: 'initial', rows: [], totalCount: 0, query: defaultListQuery(USER_LIST) };

/** A search that matches nobody: 'No records found'. */
export const EMPTY_LIST: PagedListState<User> = { ...FILLED_LIST, rows: [], totalCount: 0, query: { ...FILLED_LIST.query, search: 'zzz' }, searchText: 'zzz' };

/** Page 2 failed to load after page 1 was shown: the error, a retry, and page 1's rows and paginator kept. */
export const FAILED_LIST: PagedListState<User> = {
  ...FILLED_LIST,
  status: 'failed',
  query: { ...FILLED_LIST.query, page: 2 },
  shown: { page: 1, size: FILLED_LIST.query.size },
  loadError: { statusCode: 0, code: 'network' },
};

/** The edit screen of user 1, on the first tab. */
export function editProps(overrides: Partial<UserEditProps> = {}): Omit<UserEditProps, `on${string}`> {
  const user = demoUser(1);
  return {
    mode: 'edit',
    status: 'editing',
    user,
    roles: ROLES,
    tab: 1,
    enabledTabs: [1, 2, 3, 4, 5],
    canReset: true,
    invalidAlert: false,
    initialValues: userFormValuesOf(user),
    formRevision: 0,
    passwordRevision: 0,
    failure: null,
    ...overrides,
  };
}

/** The create screen, empty, on the first tab. */
export function createProps(overrides: Partial<UserEditProps> = {}): Omit<UserEditProps, `on${string}`> {
  return editProps({ mode: 'create', user: null, enabledTabs: [1, 2, 3], initialValues: { ...emptyUserForm, roles: [] }, ...overrides });
}
