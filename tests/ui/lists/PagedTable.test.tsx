// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { defaultListQuery, USER_LIST } from '../../../src/domain/listQuery';
import { PagedTable, type PagedTableProps } from '../../../src/ui/lists/PagedTable';
import { renderUi } from '../render';

afterEach(cleanup);

interface Row {
  id: string;
  name: string;
  email: string;
  core?: boolean;
}

const ROWS: Row[] = [
  { id: '1', name: 'Ana Souza', email: 'ana@example.com' },
  { id: '2', name: 'Bruno Lima', email: 'bruno@example.com', core: true },
];

function props(overrides: Partial<PagedTableProps<Row>> = {}): PagedTableProps<Row> {
  return {
    label: 'Users list',
    status: 'ready',
    rows: ROWS,
    totalCount: 12,
    query: { ...defaultListQuery(USER_LIST), size: 5 },
    searchText: '',
    selected: [],
    loadError: null,
    actionLoading: false,
    columns: [
      { key: 'id', header: 'ID', sortable: true, cell: (row) => row.id },
      { key: 'name', header: 'Name', sortable: true, cell: (row) => row.name },
      { key: 'email', header: 'Email', sortable: true, cell: (row) => row.email },
      { key: 'tags', header: 'Tags', cell: () => '-' },
    ],
    rowId: (row) => row.id,
    actions: [
      { key: 'edit', icon: 'edit', label: (row) => `Edit ${row.name}`, onSelect: vi.fn(), hidden: (row) => row.core === true },
      { key: 'view', icon: 'view', label: (row) => `View ${row.name}`, onSelect: vi.fn(), hidden: (row) => row.core !== true },
      { key: 'delete', icon: 'delete', danger: true, label: (row) => `Delete ${row.name}`, onSelect: vi.fn(), disabled: (row) => row.core === true },
    ],
    onSearch: vi.fn(),
    onSort: vi.fn(),
    onPageChange: vi.fn(),
    onPageSizeChange: vi.fn(),
    onRetry: vi.fn(),
    onSelectionChange: vi.fn(),
    ...overrides,
  };
}

const table = () => screen.getByRole('table', { name: 'Users list' });

describe('PagedTable', () => {
  it("shows 'Please wait....' until the first page, with the paginator hidden", () => {
    renderUi(<PagedTable {...props({ status: 'initial', rows: [], totalCount: 0 })} />, 'en');
    expect(within(table()).getByText('Please wait....')).toBeTruthy();
    expect(table().getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText('No records found')).toBeNull();
    // The paginator keeps its place but says nothing yet ('Page 1 of 1, 0 - 0 of 0' would read as an empty list).
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Items per page' })).toBeNull();
    const slot = screen.getByText('Showing 0 - 0 of 0').closest<HTMLElement>('[data-part="paginator-slot"]');
    expect(slot?.style.visibility).toBe('hidden');
    const buttons = within(slot as HTMLElement).getAllByRole('button', { hidden: true }) as HTMLButtonElement[];
    expect(buttons.length).toBeGreaterThan(0);
    expect(buttons.every((button) => button.disabled)).toBe(true);
  });

  it("shows 'No records found' for an empty page", () => {
    renderUi(<PagedTable {...props({ rows: [], totalCount: 0 })} />, 'en');
    expect(screen.getByText('No records found')).toBeTruthy();
    expect(screen.getByText('Showing 0 - 0 of 0')).toBeTruthy();
  });

  it('shows the rows, and in Portuguese too', () => {
    renderUi(<PagedTable {...props()} />);
    expect(screen.getByText('ana@example.com')).toBeTruthy();
    expect(screen.getByText('Exibindo 1 - 5 de 12')).toBeTruthy();
    expect(screen.getByText('Página 1 de 3')).toBeTruthy();
    renderUi(<PagedTable {...props({ rows: [], totalCount: 0 })} />);
    expect(screen.getByText('Nenhum registro encontrado')).toBeTruthy();
  });

  it('marks the sorted column with aria-sort and raises onSort with the column clicked', () => {
    const p = props({ query: { ...props().query, sort: { field: 'email', direction: 'desc' } } });
    renderUi(<PagedTable {...p} />, 'en');
    expect(screen.getByRole('columnheader', { name: /Email/ }).getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('none');
    expect(screen.getByRole('columnheader', { name: 'Tags' }).hasAttribute('aria-sort')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: /^Name/ }));
    expect(p.onSort).toHaveBeenCalledWith('name');
  });

  it('raises onSearch as the user types', () => {
    const p = props();
    renderUi(<PagedTable {...p} />, 'en');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'ana' } });
    expect(p.onSearch).toHaveBeenCalledWith('ana');
    expect(screen.getByText('Search in all fields')).toBeTruthy();
  });

  it('pages: first and previous off on page 1, next and last raise the page, sizes 3, 5 and 10', () => {
    const onPageChange = vi.fn<(page: number) => void>();
    const p = props({ onPageChange });
    renderUi(<PagedTable {...p} />, 'en');
    expect((screen.getByRole('button', { name: 'First page' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Last page' }));
    expect(onPageChange.mock.calls).toEqual([[2], [3]]);
    const size = screen.getByRole('combobox', { name: 'Items per page' });
    expect(within(size).getAllByRole('option').map((option) => option.textContent)).toEqual(['3', '5', '10']);
    fireEvent.change(size, { target: { value: '10' } });
    expect(p.onPageSizeChange).toHaveBeenCalledWith(10);
  });

  it('on the last page next and last are off; first and previous raise pages 1 and 2', () => {
    const onPageChange = vi.fn<(page: number) => void>();
    const p = props({ query: { ...props().query, page: 3 }, onPageChange });
    renderUi(<PagedTable {...p} />, 'en');
    expect((screen.getByRole('button', { name: 'Last page' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'First page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange.mock.calls).toEqual([[1], [2]]);
  });

  it('ticks one row or the whole page', async () => {
    const p = props();
    renderUi(<PagedTable {...p} />, 'en');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select row 2' }));
    await waitFor(() => expect(p.onSelectionChange).toHaveBeenLastCalledWith(['2']));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    await waitFor(() => expect(p.onSelectionChange).toHaveBeenLastCalledWith(['1', '2']));
  });

  it('with rows ticked, shows the count and the bulk actions', async () => {
    const onDeleteSelected = vi.fn();
    const onFetchSelected = vi.fn();
    const p = props({ selected: ['1', '2'], onDeleteSelected, onFetchSelected });
    renderUi(<PagedTable {...p} />, 'en');
    expect(screen.getByText('2 selected')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Select all rows on this page' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    expect(onDeleteSelected).toHaveBeenCalledWith(['1', '2']);
    fireEvent.click(screen.getByRole('button', { name: 'Fetch selected' }));
    expect(onFetchSelected).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    await waitFor(() => expect(p.onSelectionChange).toHaveBeenLastCalledWith([]));
  });

  it('offers each row its actions: hidden ones left out, disabled ones shown off', () => {
    const p = props();
    renderUi(<PagedTable {...p} />, 'en');
    fireEvent.click(screen.getByRole('button', { name: 'Edit Ana Souza' }));
    expect(p.actions?.[0]?.onSelect).toHaveBeenCalledWith(ROWS[0]);
    expect(screen.queryByRole('button', { name: 'Edit Bruno Lima' })).toBeNull();
    expect(screen.getByRole('button', { name: 'View Bruno Lima' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Delete Bruno Lima' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Delete Ana Souza' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('while loading keeps the rows, busy', () => {
    renderUi(<PagedTable {...props({ status: 'loading' })} />, 'en');
    expect(table().getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Ana Souza')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Loading...' })).toBeTruthy();
  });

  it('a failed load shows the translated error and a retry, keeping the rows', () => {
    const p = props({ status: 'failed', loadError: { statusCode: 0, code: 'network' } });
    renderUi(<PagedTable {...p} />, 'en');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('The list could not be loaded.');
    expect(alert.textContent).toContain('The server could not be reached. Check your connection.');
    expect(screen.getByText('Ana Souza')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(p.onRetry).toHaveBeenCalledOnce();
  });

  it('after a failed load the paginator describes the rows kept, not the page asked for', () => {
    const p = props({ status: 'failed', loadError: { statusCode: 0, code: 'network' }, query: { ...defaultListQuery(USER_LIST), size: 5, page: 2 }, shown: { page: 1, size: 5 } });
    renderUi(<PagedTable {...p} />, 'en');
    expect(screen.getByRole('navigation').textContent).toContain('Page 1 of 3');
    expect(screen.getByText('Showing 1 - 5 of 12')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(p.onPageChange).toHaveBeenCalledWith(2);
  });

  it.each<[number, string | undefined, string]>([
    [403, 'forbidden', 'You are not allowed to see this list.'],
    [400, 'invalid_sort_field', 'The server refused this search or sort.'],
    [500, undefined, 'Something went wrong on the server. Please try again later.'],
  ])('a %i says why', (statusCode, code, text) => {
    renderUi(<PagedTable {...props({ status: 'failed', rows: [], loadError: { statusCode, code } })} />, 'en');
    expect(screen.getByRole('alert').textContent).toContain(text);
    expect(screen.queryByText('No records found')).toBeNull();
    // No page arrived, so no count is claimed.
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
