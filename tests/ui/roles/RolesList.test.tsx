// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { ROLE_LIST } from '../../../src/routes/roles/roleList';
import { RolesList, type RolesListProps } from '../../../src/ui/roles/RolesList';
import { EMPTY_LIST, FAILED_LIST, FILLED_LIST, INITIAL_LIST, ROLES } from '../../../stories/roles/roleFixtures';
import { deleteAsked, fetchSelected } from '../../../stories/lists/listStates';
import { columnHeaders, confirmDelete, editingEvents, fetchedItems, loadedView, pressEach, renderList } from '../listHarness';
import { renderUi } from '../render';
import type { Role } from '../../../src/contract/schema.gen';

afterEach(cleanup);

function props(overrides: Partial<RolesListProps> = {}): RolesListProps {
  return {
    ...editingEvents(),
    list: FILLED_LIST,
    deleteCheck: null,
    onEdit: vi.fn(),
    onView: vi.fn(),
    onDelete: vi.fn(),
    onFetchSelected: vi.fn(),
    onCloseDeleteCheck: vi.fn(),
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
    expect(columnHeaders('Roles list')).toEqual(['Select all rows on this page', 'ID', 'Title', 'Actions']);
    const headers = screen.getAllByRole('columnheader').slice(1, 3);
    expect(headers.map((header) => header.getAttribute('aria-sort'))).toEqual(['ascending', 'none']);
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
    const p = renderList(RolesList, props());
    pressEach([
      ['New Role', p.onNew],
      ['Edit role Operador de entregas', p.onEdit, delivery],
      ['View role Administrador', p.onView, core],
      ['Delete role Operador de entregas', p.onDelete, delivery],
    ]);
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
    const p = renderList(RolesList, props({ list: deleteAsked(FILLED_LIST, ['5']) }));
    await confirmDelete('Delete role', 'Are you sure to permanently delete this role?', p.onConfirmDelete);
    cleanup();
    renderUi(<RolesList {...props({ list: deleteAsked(FILLED_LIST, ['5'], true) })} />, 'en');
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Role is deleting...');
  });

  it('lists the ticked roles by title in the fetch-selected dialog', async () => {
    renderUi(<RolesList {...props({ list: fetchSelected(FILLED_LIST, ['2', '3']) })} />, 'en');
    expect((await fetchedItems('Selected roles')).items).toEqual(['Operador de entregas', 'Atendimento']);
  });

  it('speaks Portuguese by default', () => {
    renderUi(<RolesList {...props()} />);
    expect(screen.getByRole('heading', { name: 'Lista de perfis' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Novo perfil' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ver o perfil Administrador' })).toBeTruthy();
  });

  it("takes the list machine's view as it is", async () => {
    renderList(RolesList, props({ list: await loadedView(ROLES, 12, ROLE_LIST) }));
    expect(screen.getByText('Showing 1 - 5 of 12')).toBeTruthy();
    expect(screen.getByText('Gerente de loja')).toBeTruthy();
  });
});
