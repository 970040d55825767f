import { describe, expect, it } from 'vitest';
import { DELETION_REQUEST_LIST, toDeletionRequestsQuery, toStatusFilter } from '../../src/domain/accountDeletionRequests';
import { defaultListQuery, parseListQuery, serializeListQuery } from '../../src/domain/listQuery';

describe('account deletion requests list', () => {
  it('asks for the page and size shown, with the status only when one is picked', () => {
    const query = { ...defaultListQuery(DELETION_REQUEST_LIST), page: 2, size: 5 as const };
    expect(toDeletionRequestsQuery(query, '')).toEqual({ page: 2, limit: 5 });
    expect(toDeletionRequestsQuery(query, 'pending')).toEqual({ page: 2, limit: 5, status: 'pending' });
  });

  it('takes only a known status from the filter, anything else as any status', () => {
    expect(toStatusFilter('rejected')).toBe('rejected');
    expect(toStatusFilter('lost')).toBe('');
    expect(toStatusFilter('')).toBe('');
  });
});

describe('account deletion requests order', () => {
  it('starts newest first and keeps a clean address for it', () => {
    expect(parseListQuery('', DELETION_REQUEST_LIST).sort).toEqual({ field: 'createdAt', direction: 'desc' });
    expect(serializeListQuery({ page: 1, size: 10, sort: { field: 'createdAt', direction: 'desc' }, search: '', filters: {} }, DELETION_REQUEST_LIST)).toBe('');
  });

  it('takes only the creation date as a sort column from the address', () => {
    expect(parseListQuery('?sort=createdAt:asc', DELETION_REQUEST_LIST).sort).toEqual({ field: 'createdAt', direction: 'asc' });
    expect(parseListQuery('?sort=email:asc', DELETION_REQUEST_LIST).sort).toEqual({ field: 'createdAt', direction: 'desc' });
    expect(parseListQuery('?sort=:asc', DELETION_REQUEST_LIST).sort).toEqual({ field: 'createdAt', direction: 'desc' });
  });
});
