// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { createActor, fromPromise } from 'xstate';
import { waitFor as waitForActor } from '../../support/waitFor';
import { defaultListQuery, type ListPage, type ListQuery } from '../../../src/domain/listQuery';
import { createListPagingMachine, toListView } from '../../../src/machines/listPagingMachine';
import { ROLE_LIST } from '../../../src/routes/roles/roleList';
import { RolesList, type RolesListProps } from '../../../src/ui/roles/RolesList';
import { EMPTY_LIST, FAILED_LIST, FILLED_LIST, INITIAL_LIST, ROLES } from '../../../stories/roles/roleFixtures';
import { renderUi } from '../render';
import type { Role } from '../../../src/contract/schema.gen';

afterEach(cleanup);

function props(overrides: Partial<RolesListProps> = {}): RolesListProps {
  return {
    list: FILLED_LIST,
    deleteCheck: null,
    onNew: vi.fn(),
    onEdit: vi.fn(),
    onView: vi.fn(),
    onDelete: vi.fn(),
    onFetchSelected: vi.fn(),
    onConfirmDelete: vi.fn(),
    onCancelDialog: vi.fn(),
    onCloseDeleteCheck: vi.fn(),
    onSearch: vi.fn(),
    onSort: vi.fn(),
    onPageChange: vi.fn(),
    onPageSizeChange: vi.fn(),
    onRetry: vi.fn(),
    onSelectionChange: vi.fn(),
    ...overrides,
  };
}

const core = ROLES[0] as Role;
const delivery = ROLES[1] as Role;

describe('RolesList', () => {
  it("shows 'Roles list', 'New Role', and the columns select, id, title, actions sorted by id ascending", () => {
    renderUi(<RolesList {...props()} />, 'en');
    expect(screen.getByRole('heading', { name: 'Roles list' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New Role' })).toBeTruthy();
    const headers = within(screen.getByRole('table', { name: 'Roles list' })).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Select all rows on this page', 'ID', 'Title', 'Actions']);
    expect(headers.slice(1, 3).map((header) => header.getAttribute('aria-sort'))).toEqual(['ascending', 'none']);
  });

  it('offers View and no Delete on a core role, Edit and Delete on the others', () => {
    renderUi(<RolesList {...props()} />, 'en');
    const coreRow = screen.getByRole('row', { name: /Administrador/ });
    expect(within(coreRow).getByText('Core role')).toBeTruthy();
    expect(within(coreRow).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['View role Administrador']);
    const row = screen.getByRole('row', { name: /Operador de entregas/ });
    expect(within(row).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Edit role Operador de entregas', 'Delete role Operador de entregas']);
  });

  it('New Role, Edit, View and Delete raise their events with the role', () => {
    const p = props();
    renderUi(<RolesList {...p} />, 'en');
    fireEvent.click(screen.getByRole('button', { name: 'New Role' }));
    expect(p.onNew).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Edit role Operador de entregas' }));
    expect(p.onEdit).toHaveBeenCalledWith(delivery);
    fireEvent.click(screen.getByRole('button', { name: 'View role Administrador' }));
    expect(p.onView).toHaveBeenCalledWith(core);
    fireEvent.click(screen.getByRole('button', { name: 'Delete role Operador de entregas' }));
    expect(p.onDelete).toHaveBeenCalledWith(delivery);
  });

  it('sorts by id and title, searches, and pages with 3, 5 and 10 and first/last', () => {
    const p = props();
    renderUi(<RolesList {...p} />, 'en');
    fireEvent.click(screen.getByRole('button', { name: /^Title/ }));
    expect(p.onSort).toHaveBeenCalledWith('title');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'ger' } });
    expect(p.onSearch).toHaveBeenCalledWith('ger');
    const size = screen.getByRole('combobox', { name: 'Items per page' }) as HTMLSelectElement;
    expect([...size.options].map((o) => o.value)).toEqual(['3', '5', '10']);
    fireEvent.click(screen.getByRole('button', { name: 'Last page' }));
    expect(p.onPageChange).toHaveBeenCalledWith(3);
    expect((screen.getByRole('button', { name: 'First page' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("says 'Please wait....' before the first page and 'No records found' for none", () => {
    renderUi(<RolesList {...props({ list: INITIAL_LIST })} />, 'en');
    expect(screen.getByText('Please wait....')).toBeTruthy();
    cleanup();
    renderUi(<RolesList {...props({ list: EMPTY_LIST })} />, 'en');
    expect(screen.getByText('No records found')).toBeTruthy();
  });

  it('a failed load says why, offers a retry and keeps the rows', () => {
    const p = props({ list: FAILED_LIST });
    renderUi(<RolesList {...p} />, 'en');
    expect(screen.getByRole('alert').textContent).toContain('The server could not be reached');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(p.onRetry).toHaveBeenCalledOnce();
    expect(screen.getByText('Financeiro')).toBeTruthy();
  });

  it('while the assignment is checked, the Delete of that row waits', () => {
    renderUi(<RolesList {...props({ deleteCheck: { kind: 'checking', id: '2', title: 'Operador de entregas' } })} />, 'en');
    const waiting = screen.getByRole('button', { name: 'Checking who holds role Operador de entregas...' }) as HTMLButtonElement;
    expect(waiting.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Delete role Atendimento' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('a role still assigned is refused, saying to how many users, until Ok', async () => {
    const p = props({ deleteCheck: { kind: 'assigned', id: '2', title: 'Operador de entregas', userCount: 3 } });
    renderUi(<RolesList {...p} />, 'en');
    const dialog = await screen.findByRole('alertdialog', { name: 'This role cannot be deleted' });
    expect(dialog.textContent).toContain("The role 'Operador de entregas' is assigned to 3 users. Remove it from those users before deleting it.");
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(p.onCloseDeleteCheck).toHaveBeenCalledOnce();
    cleanup();
    renderUi(<RolesList {...props({ deleteCheck: { kind: 'assigned', id: '2', title: 'Operador de entregas', userCount: 1 } })} />);
    expect((await screen.findByRole('alertdialog')).textContent).toContain("O perfil 'Operador de entregas' está atribuído a 1 usuário.");
  });

  it("asks 'Are you sure to permanently delete this role?', then shows 'Role is deleting...'", async () => {
    const p = props({ list: { ...FILLED_LIST, dialog: { kind: 'delete', ids: ['5'], closing: false } } });
    renderUi(<RolesList {...p} />, 'en');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete role' });
    expect(within(dialog).getByText('Are you sure to permanently delete this role?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(p.onConfirmDelete).toHaveBeenCalledOnce();
    cleanup();
    renderUi(<RolesList {...props({ list: { ...FILLED_LIST, dialog: { kind: 'delete', ids: ['5'], closing: true } } })} />, 'en');
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Role is deleting...');
  });

  it('lists the ticked roles by title in the fetch-selected dialog', async () => {
    const p = props({ list: { ...FILLED_LIST, selected: ['2', '3'], dialog: { kind: 'fetchSelected', ids: ['2', '3'] } } });
    renderUi(<RolesList {...p} />, 'en');
    const dialog = await screen.findByRole('dialog', { name: 'Selected roles' });
    expect(within(dialog).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Operador de entregas', 'Atendimento']);
  });

  it('speaks Portuguese by default', () => {
    renderUi(<RolesList {...props()} />);
    expect(screen.getByRole('heading', { name: 'Lista de perfis' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Novo perfil' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ver o perfil Administrador' })).toBeTruthy();
  });

  it("takes the list machine's view as it is", async () => {
    const machine = createListPagingMachine<Role>().provide({
      delays: { firstLoad: 0 },
      actors: { fetchPage: fromPromise<ListPage<Role>, ListQuery>(async () => ({ items: ROLES, totalCount: 12 })) },
    });
    const actor = createActor(machine, { input: { query: { ...defaultListQuery(ROLE_LIST), size: 5 } } }).start();
    const snapshot = await waitForActor(actor, (state) => state.matches({ browsing: 'ready' }));
    renderUi(<RolesList {...props({ list: toListView<Role>(snapshot) })} />, 'en');
    expect(screen.getByText('Showing 1 - 5 of 12')).toBeTruthy();
    expect(screen.getByText('Gerente de loja')).toBeTruthy();
    actor.stop();
  });
});
