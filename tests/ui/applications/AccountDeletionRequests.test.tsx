// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { AccountDeletionRequestsList, type AccountDeletionRequestsListProps } from '../../../src/ui/applications/AccountDeletionRequestsList';
import { DELETION_REQUESTS_LIST } from '../../../stories/applications/deletionRequestFixtures';
import { columnHeaders, pagingEvents } from '../listHarness';
import { renderUi } from '../render';

afterEach(cleanup);

function props(overrides: Partial<AccountDeletionRequestsListProps> = {}): AccountDeletionRequestsListProps {
  return { list: DELETION_REQUESTS_LIST, status: '', onStatusChange: vi.fn(), ...pagingEvents(), ...overrides };
}

describe('AccountDeletionRequestsList', () => {
  it('shows each request with its protocol, application, e-mail, date and status, without a search box', () => {
    renderUi(<AccountDeletionRequestsList {...props()} />, 'en');
    expect(screen.getByRole('heading', { name: 'Account deletion requests' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Account deletion requests' })).toBeTruthy();
    expect(columnHeaders('Account deletion requests')).toEqual([
      'Select all rows on this page',
      'Protocol',
      'Application',
      'E-mail',
      'Date',
      'Status',
    ]);
    const first = screen.getByRole('row', { name: /20260514-K7QX2M/ });
    expect(within(first).getByText('Delivery Brasil')).toBeTruthy();
    expect(within(first).getByText('maria.cliente@example.com')).toBeTruthy();
    expect(within(first).getByText('Pending')).toBeTruthy();
    const date = first.querySelector('time');
    expect(date?.getAttribute('dateTime')).toBe('2026-05-14T13:20:00.000Z');
    expect(date?.textContent).toMatch(/^5\/14\/26, /);
    expect(within(screen.getByRole('row', { name: /20260512-PQ4R7T/ })).getByText('Done')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /20260510-ZX8N3W/ })).getByText('Cantina Online').getAttribute('title')).toBe('(deleted application)');
    expect(screen.queryByRole('searchbox', { name: 'Search' })).toBeNull();
  });

  it('speaks Portuguese', () => {
    renderUi(<AccountDeletionRequestsList {...props()} />, 'ptBr');
    expect(screen.getByRole('heading', { name: 'Pedidos de exclusão de conta' })).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /20260514-K7QX2M/ })).getByText('Pendente')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Protocolo' })).toBeTruthy();
  });

  it('raises the status picked, or any', () => {
    const onStatusChange = vi.fn();
    renderUi(<AccountDeletionRequestsList {...props({ onStatusChange })} />, 'en');
    const select = screen.getByLabelText('Status');
    fireEvent.change(select, { target: { value: 'rejected' } });
    fireEvent.change(select, { target: { value: '' } });
    expect(onStatusChange.mock.calls).toEqual([['rejected'], ['']]);
  });

  it('pages through the requests', () => {
    const onPageChange = vi.fn();
    renderUi(<AccountDeletionRequestsList {...props({ onPageChange })} />, 'en');
    fireEvent.click(screen.getByRole('button', { name: /next/i }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('says when there is none, and offers a retry when the load failed', () => {
    const onRetry = vi.fn();
    renderUi(<AccountDeletionRequestsList {...props({ list: { ...DELETION_REQUESTS_LIST, rows: [], totalCount: 0 } })} />, 'en');
    expect(screen.getByText('No records found')).toBeTruthy();
    cleanup();
    renderUi(
      <AccountDeletionRequestsList {...props({ onRetry, list: { ...DELETION_REQUESTS_LIST, status: 'failed', rows: [], totalCount: 0, loadError: { statusCode: 500 } } })} />,
      'en',
    );
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
