// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { USER_LIST } from '../../../src/domain/listQuery';
import { USER_SEARCH_LIMIT } from '../../../src/domain/userSearch';
import { UsersList, type UsersListProps } from '../../../src/ui/users/UsersList';
import { EMPTY_LIST, FAILED_LIST, FILLED_LIST, INITIAL_LIST, ROLES, USERS } from '../../../stories/users/userFixtures';
import { deleteAsked, fetchSelected } from '../../../stories/lists/listStates';
import { columnHeaders, confirmDelete, editingEvents, fetchedItems, loadedView, pressEach, renderList } from '../listHarness';
import { renderUi } from '../render';

afterEach(cleanup);

function props(overrides: Partial<UsersListProps> = {}): UsersListProps {
  return { list: FILLED_LIST, roles: ROLES, onEdit: vi.fn(), onFetchSelected: vi.fn(), ...editingEvents(), ...overrides };
}

describe('UsersList', () => {
  it('shows the title, New user, and the columns select, id, username, email, fullname, roles, actions', () => {
    renderUi(<UsersList {...props()} />, 'en');
    expect(screen.getByRole('heading', { name: 'Users list' })).toBeTruthy();
    expect(columnHeaders('Users list')).toEqual(['Select all rows on this page', 'ID', 'Username', 'Email', 'Fullname', 'Roles', 'Actions']);
    const headers = screen.getAllByRole('columnheader').slice(1, 5);
    expect(headers.map((header) => header.getAttribute('aria-sort'))).toEqual(['ascending', 'none', 'none', 'none']);
  });

  it('says under the search box when a search holds only the newest 500 of its matches, and only then', () => {
    const capped = { ...FILLED_LIST, totalCount: USER_SEARCH_LIMIT, searchText: 'silva', query: { ...FILLED_LIST.query, search: 'silva' } };
    renderUi(<UsersList {...props({ list: capped })} />, 'en');
    expect(screen.getByText('Search in all fields. 500 or more users match the search: the newest 500 are shown. Refine the search to see others.')).toBeTruthy();
    cleanup();
    renderUi(<UsersList {...props({ list: { ...capped, totalCount: USER_SEARCH_LIMIT - 1 } })} />, 'en');
    expect(screen.queryByText(/or more users match/)).toBeNull();
    expect(screen.getByText('Search in all fields')).toBeTruthy();
    cleanup();
    renderUi(<UsersList {...props({ list: { ...capped, searchText: '', query: { ...capped.query, search: '' } } })} />, 'en');
    expect(screen.queryByText(/or more users match/)).toBeNull();
    cleanup();
    renderUi(<UsersList {...props({ list: capped })} />);
    expect(screen.getByText(/500 ou mais usuários correspondem à pesquisa: aparecem os 500 mais recentes/)).toBeTruthy();
  });

  it('shows each user with their roles by title', () => {
    renderUi(<UsersList {...props()} />, 'en');
    const row = screen.getByRole('row', { name: /carla@example.com/ });
    expect(within(row).getByText('Carla Dias')).toBeTruthy();
    expect(within(row).getByText('Administrador')).toBeTruthy();
    expect(within(row).getByText('Gerente')).toBeTruthy();
  });

  it('New user, edit and delete raise their events with the user id', () => {
    const p = renderList(UsersList, props());
    pressEach([['New user', p.onNew], ['Edit user Bruno Lima', p.onEdit, '2'], ['Delete user Bruno Lima', p.onDelete, ['2']]]);
  });

  it('shows a user the caller may not change as read-only, saying why, with edit and delete unavailable', () => {
    const p = props({ readOnly: (user) => (user.id === '2' ? 'target_above_caller' : user.id === '1' ? 'target_is_root' : null) });
    renderUi(<UsersList {...p} />, 'en');
    const bruno = screen.getByRole('row', { name: /Bruno Lima/ });
    expect(within(bruno).getByText('Holds permissions you do not hold')).toBeTruthy();
    expect((within(bruno).getByRole('button', { name: 'Edit user Bruno Lima' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(bruno).getByRole('button', { name: 'Delete user Bruno Lima' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(bruno).getByRole('button', { name: 'Edit user Bruno Lima' }));
    expect(p.onEdit).not.toHaveBeenCalled();
    const first = screen.getAllByRole('row')[1] as HTMLElement;
    expect(within(first).getByText('Only root can change a root user')).toBeTruthy();
    const carla = screen.getByRole('row', { name: /carla@example.com/ });
    expect(within(carla).queryByText(/do not hold|Only root/)).toBeNull();
    expect((within(carla).getByRole('button', { name: 'Edit user Carla Dias' }) as HTMLButtonElement).disabled).toBe(false);
    cleanup();
    renderUi(<UsersList {...p} />);
    expect(screen.getByText('Tem permissões que você não tem')).toBeTruthy();
  });

  it("sorts by a column's header", () => {
    const p = props();
    renderUi(<UsersList {...p} />, 'en');
    fireEvent.click(screen.getByRole('button', { name: /^Email/ }));
    expect(p.onSort).toHaveBeenCalledWith('email');
  });

  it("says 'Please wait....' before the first page and 'No records found' for none", () => {
    renderUi(<UsersList {...props({ list: INITIAL_LIST })} />, 'en');
    expect(screen.getByText('Please wait....')).toBeTruthy();
    cleanup();
    renderUi(<UsersList {...props({ list: EMPTY_LIST })} />, 'en');
    expect(screen.getByText('No records found')).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('zzz');
  });

  it('a failed load offers a retry and keeps the page shown', () => {
    const p = props({ list: FAILED_LIST });
    renderUi(<UsersList {...p} />, 'en');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(p.onRetry).toHaveBeenCalledOnce();
    expect(screen.getByText('ana@example.com')).toBeTruthy();
  });

  it("asks 'Are you sure to permanently delete this user?' and raises the confirmation", async () => {
    const p = renderList(UsersList, props({ list: deleteAsked(FILLED_LIST, ['2']) }));
    await confirmDelete('Delete user', 'Are you sure to permanently delete this user?', p.onConfirmDelete);
  });

  it('shows the waiting text while the dialog closes, and the plural texts for several users', async () => {
    renderUi(<UsersList {...props({ list: deleteAsked(FILLED_LIST, ['2'], true) })} />, 'en');
    expect((await screen.findByRole('alertdialog')).textContent).toContain('User is deleting...');
    cleanup();
    renderUi(<UsersList {...props({ list: deleteAsked({ ...FILLED_LIST, selected: ['1', '2'] }, ['1', '2']) })} />, 'en');
    await confirmDelete('Delete users', 'Are you sure to permanently delete selected users?');
  });

  it('ticked users feed Delete selected and the fetch-selected dialog', async () => {
    const p = props({ list: fetchSelected(FILLED_LIST, ['1', '3']) });
    renderUi(<UsersList {...p} />, 'en');
    const { dialog, items } = await fetchedItems('Selected elements');
    expect(items).toEqual(['Ana Souza, ana@example.com', 'Carla Dias, carla@example.com']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(p.onCancelDialog).toHaveBeenCalledOnce();
  });

  it('Delete selected raises the ticked ids', () => {
    const p = props({ list: { ...FILLED_LIST, selected: ['1', '3'] } });
    renderUi(<UsersList {...p} />, 'en');
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    expect(p.onDelete).toHaveBeenCalledWith(['1', '3']);
    fireEvent.click(screen.getByRole('button', { name: 'Fetch selected' }));
    expect(p.onFetchSelected).toHaveBeenCalledOnce();
  });

  it('speaks Portuguese by default', () => {
    renderUi(<UsersList {...props()} />);
    expect(screen.getByRole('heading', { name: 'Lista de usuários' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Novo usuário' })).toBeTruthy();
  });

  it("takes the list machine's view as it is", async () => {
    renderList(UsersList, props({ list: await loadedView(USERS, 12, USER_LIST) }));
    expect(screen.getByText('Showing 1 - 5 of 12')).toBeTruthy();
    expect(screen.getByText('ana@example.com')).toBeTruthy();
  });
});
