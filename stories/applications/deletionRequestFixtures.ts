import { defaultListQuery, type ListQuery } from '../../src/domain/listQuery';
import { DELETION_REQUEST_LIST } from '../../src/domain/accountDeletionRequests';
import type { PagedListState } from '../../src/ui/lists/listTypes';
import type { AccountDeletionRequestRecord as AccountDeletionRecord } from '../../src/contract/schema.gen';

/** Requests as root sees them: pending, done and rejected, one of a deleted application. */
export const DELETION_REQUESTS: AccountDeletionRecord[] = [
  { id: '20260514-K7QX2M', protocol: '20260514-K7QX2M', applicationId: 'a1', applicationName: 'Delivery Brasil', email: 'maria.cliente@example.com', reason: 'Não uso mais.', status: 'pending', createdAt: '2026-05-14T13:20:00.000Z' },
  { id: '20260512-PQ4R7T', protocol: '20260512-PQ4R7T', applicationId: 'a3', applicationName: 'Mercado em Casa', email: 'joao@example.com', status: 'done', createdAt: '2026-05-12T09:05:00.000Z' },
  { id: '20260510-ZX8N3W', protocol: '20260510-ZX8N3W', applicationId: null, applicationName: 'Cantina Online', email: 'ana@example.com', status: 'rejected', createdAt: '2026-05-10T18:40:00.000Z' },
];

const QUERY: ListQuery = { ...defaultListQuery(DELETION_REQUEST_LIST), size: 3 };

/** Page 1 of 3 requests of 7. */
export const DELETION_REQUESTS_LIST: PagedListState<AccountDeletionRecord> = {
  status: 'ready',
  rows: DELETION_REQUESTS,
  totalCount: 7,
  query: QUERY,
  searchText: '',
  selected: [],
  loadError: null,
  actionLoading: false,
  dialog: null,
};
