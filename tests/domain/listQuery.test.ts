import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  USER_LIST,
  clampPage,
  cleanFilters,
  defaultListQuery,
  nextSort,
  pageCount,
  parseListQuery,
  sameListQuery,
  serializeListQuery,
  toFindUsersBody,
  toPagingQuery,
  type ListQuery,
} from '../../src/domain/listQuery';

/** The users list's rules with two filters, as a filtered list declares them. */
const FILTERED = { ...USER_LIST, filterParams: ['status', 'flag'] };

const DEFAULT: ListQuery = { page: 1, size: 10, sort: { field: 'id', direction: 'asc' }, search: '', filters: {} };

describe('list query constants', () => {
  it('offers the page sizes 3, 5 and 10, 10 by default (seed 000 section 9)', () => {
    expect(PAGE_SIZES).toEqual([3, 5, 10]);
    expect(DEFAULT_PAGE_SIZE).toBe(10);
    expect(defaultListQuery(USER_LIST)).toEqual(DEFAULT);
  });
});

describe('parseListQuery', () => {
  it.each<[string, string, ListQuery]>([
    ['an empty address', '', DEFAULT],
    ['the example of the issue', '?page=2&size=5&sort=email:desc&q=ana', { page: 2, size: 5, sort: { field: 'email', direction: 'desc' }, search: 'ana', filters: {} }],
    ['no leading question mark', 'page=3', { ...DEFAULT, page: 3 }],
    ['page 0', '?page=0', DEFAULT],
    ['a negative page', '?page=-2', DEFAULT],
    ['a fractional page', '?page=1.5', DEFAULT],
    ['a page that is not a number', '?page=two', DEFAULT],
    ['an absurd page', '?page=99999999', DEFAULT],
    ['size 3', '?size=3', { ...DEFAULT, size: 3 }],
    ['a size not offered', '?size=7', DEFAULT],
    ['a huge size', '?size=1000', DEFAULT],
    ['a sort without direction sorts ascending', '?sort=username', { ...DEFAULT, sort: { field: 'username', direction: 'asc' } }],
    ['sort by full name ascending', '?sort=fullname:asc', { ...DEFAULT, sort: { field: 'fullname', direction: 'asc' } }],
    ['an unknown sort field', '?sort=password:asc', DEFAULT],
    ['an unknown direction', '?sort=email:up', DEFAULT],
    ['a sort with extra parts', '?sort=email:desc:x', DEFAULT],
    ['an encoded colon', '?sort=email%3Adesc', { ...DEFAULT, sort: { field: 'email', direction: 'desc' } }],
    ['a search with spaces around', '?q=%20ana%20souza%20', { ...DEFAULT, search: 'ana souza' }],
    ['a search with a plus for a space', '?q=ana+souza', { ...DEFAULT, search: 'ana souza' }],
    ['a blank search', '?q=%20%20', DEFAULT],
    ['unrelated parameters', '?tab=2&page=2', { ...DEFAULT, page: 2 }],
    ['a repeated parameter takes the first', '?page=4&page=5', { ...DEFAULT, page: 4 }],
  ])('%s', (_label, search, expected) => {
    expect(parseListQuery(search, USER_LIST)).toEqual(expected);
  });

  it('cuts a search longer than 100 characters', () => {
    expect(parseListQuery(`?q=${'a'.repeat(150)}`, USER_LIST).search).toHaveLength(100);
  });
});

describe('serializeListQuery', () => {
  it.each<[string, ListQuery, string]>([
    ['all defaults give a clean address', DEFAULT, ''],
    ['the example of the issue', { page: 2, size: 5, sort: { field: 'email', direction: 'desc' }, search: 'ana', filters: {} }, '?page=2&size=5&sort=email:desc&q=ana'],
    ['the default field sorted descending', { ...DEFAULT, sort: { field: 'id', direction: 'desc' } }, '?sort=id:desc'],
    ['another field ascending', { ...DEFAULT, sort: { field: 'username', direction: 'asc' } }, '?sort=username:asc'],
    ['a search with a space and an ampersand', { ...DEFAULT, search: 'ana & bia' }, '?q=ana%20%26%20bia'],
    ['a blank search is left out', { ...DEFAULT, search: '   ' }, ''],
    ['size 3 on page 4', { ...DEFAULT, page: 4, size: 3 }, '?page=4&size=3'],
  ])('%s', (_label, query, expected) => {
    expect(serializeListQuery(query, USER_LIST)).toBe(expected);
  });

  it('parses back to the same query (reload and shared links restore the list)', () => {
    const query = fc.record({
      page: fc.integer({ min: 1, max: 500 }),
      size: fc.constantFrom(...PAGE_SIZES),
      sort: fc.record({ field: fc.constantFrom(...USER_LIST.sortFields), direction: fc.constantFrom('asc' as const, 'desc' as const) }),
      search: fc.string({ maxLength: 100 }).map((text) => text.trim()),
      filters: fc.record({ status: fc.string({ maxLength: 100 }), flag: fc.constantFrom('', 'FREE', 'ON_ROUTE') }).map((filters) => cleanFilters(filters, ['status', 'flag'])),
    });
    fc.assert(
      fc.property(query, (q) => {
        const parsed = parseListQuery(serializeListQuery(q, FILTERED), FILTERED);
        expect(sameListQuery(parsed, q)).toBe(true);
      }),
    );
  });
});

describe('the filters of a list query', () => {
  it('reads only the declared filter parameters, trimmed, and leaves out empty ones', () => {
    expect(parseListQuery('?status=%20active%20&flag=&other=x&q=ana', FILTERED)).toEqual({ ...DEFAULT, search: 'ana', filters: { status: 'active' } });
    expect(parseListQuery('?status=active', USER_LIST).filters).toEqual({});
  });

  it('leaves out a value over 100 characters', () => {
    expect(parseListQuery(`?status=${'a'.repeat(101)}&flag=FREE`, FILTERED).filters).toEqual({ flag: 'FREE' });
    expect(parseListQuery(`?status=${'a'.repeat(100)}`, FILTERED).filters).toEqual({ status: 'a'.repeat(100) });
  });

  it('writes the filters after q, in the declared order, encoded', () => {
    expect(serializeListQuery({ ...DEFAULT, page: 2, search: 'ana', filters: { flag: 'FREE', status: 'a b&c' } }, FILTERED)).toBe('?page=2&q=ana&status=a%20b%26c&flag=FREE');
    expect(serializeListQuery({ ...DEFAULT, filters: { status: '', other: 'x' } }, FILTERED)).toBe('');
  });

  it('counts a change of filter as another query, and the same filters in another order as the same', () => {
    expect(sameListQuery({ ...DEFAULT, filters: { status: 'active' } }, DEFAULT)).toBe(false);
    expect(sameListQuery({ ...DEFAULT, filters: { status: 'active', flag: 'FREE' } }, { ...DEFAULT, filters: { flag: 'FREE', status: 'active' } })).toBe(true);
    expect(sameListQuery({ ...DEFAULT, filters: { status: 'active' } }, { ...DEFAULT, filters: { status: 'inactive' } })).toBe(false);
  });
});

describe('toFindUsersBody', () => {
  it.each<[string, ListQuery, ReturnType<typeof toFindUsersBody>]>([
    [
      'the first page, no search',
      DEFAULT,
      { filter: {}, sortField: 'id', sortOrder: 'asc', pageNumber: 0, pageSize: 10 },
    ],
    [
      'a search sends the text as lastName, username, email and fillname',
      { page: 2, size: 5, sort: { field: 'email', direction: 'desc' }, search: 'ana', filters: {} },
      {
        filter: { lastName: 'ana', username: 'ana', email: 'ana', fillname: 'ana' },
        sortField: 'email',
        sortOrder: 'desc',
        pageNumber: 1,
        pageSize: 5,
      },
    ],
    [
      'the search is trimmed',
      { ...DEFAULT, search: '  bia  ' },
      { filter: { lastName: 'bia', username: 'bia', email: 'bia', fillname: 'bia' }, sortField: 'id', sortOrder: 'asc', pageNumber: 0, pageSize: 10 },
    ],
    [
      'a blank search sends no filter',
      { ...DEFAULT, page: 3, size: 3, search: '   ' },
      { filter: {}, sortField: 'id', sortOrder: 'asc', pageNumber: 2, pageSize: 3 },
    ],
  ])('%s', (_label, query, body) => {
    expect(toFindUsersBody(query)).toEqual(body);
  });

  it('other lists name their own search fields (the roles list searches by title)', () => {
    expect(toPagingQuery({ ...DEFAULT, search: 'admin' }, ['title']).filter).toEqual({ title: 'admin' });
  });
});

describe('paging helpers', () => {
  it.each<[number, number, number]>([
    [0, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [12, 5, 3],
    [7, 3, 3],
  ])('%i rows at %i a page fill %i page(s)', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages);
  });

  it.each<[number, number, number, number]>([
    [0, 12, 5, 1],
    [9, 12, 5, 3],
    [2, 12, 5, 2],
    [4, 0, 10, 1],
  ])('page %i of %i rows at %i is clamped to %i', (page, total, size, expected) => {
    expect(clampPage(page, total, size)).toBe(expected);
  });

  it('a click on the sorted column flips it; on another column sorts it ascending', () => {
    expect(nextSort({ field: 'id', direction: 'asc' }, 'id')).toEqual({ field: 'id', direction: 'desc' });
    expect(nextSort({ field: 'id', direction: 'desc' }, 'id')).toEqual({ field: 'id', direction: 'asc' });
    expect(nextSort({ field: 'id', direction: 'desc' }, 'email')).toEqual({ field: 'email', direction: 'asc' });
  });

  it('sameListQuery ignores blanks around the search', () => {
    expect(sameListQuery({ ...DEFAULT, search: 'ana ' }, { ...DEFAULT, search: 'ana' })).toBe(true);
    expect(sameListQuery({ ...DEFAULT, page: 2 }, DEFAULT)).toBe(false);
  });
});

describe('list query edges', () => {
  it.each<[string, string, ListQuery]>([
    ['the highest page kept', '?page=1000000', { ...DEFAULT, page: 1000000 }],
    ['one page beyond the highest', '?page=1000001', DEFAULT],
    ['a size written with a decimal', '?size=5.0', DEFAULT],
    ['a size with a sign', '?size=+5', DEFAULT],
    ['sort by id descending', '?sort=id:desc', { ...DEFAULT, sort: { field: 'id', direction: 'desc' } }],
  ])('parseListQuery: %s', (_label, search, expected) => {
    expect(parseListQuery(search, USER_LIST)).toEqual(expected);
  });

  it('cuts a long search to 100 characters after trimming, and trims the cut', () => {
    expect(parseListQuery(`?q=${'%20'.repeat(10)}${'a'.repeat(120)}`, USER_LIST).search).toBe('a'.repeat(100));
    expect(parseListQuery(`?q=${'a'.repeat(99)}%20${'b'.repeat(10)}`, USER_LIST).search).toBe('a'.repeat(99));
  });

  it('a click on another column sorts it ascending even when the current sort is ascending', () => {
    expect(nextSort({ field: 'id', direction: 'asc' }, 'email')).toEqual({ field: 'email', direction: 'asc' });
  });

  it.each<[string, Partial<ListQuery>]>([
    ['size', { size: 5 }],
    ['sort field', { sort: { field: 'email', direction: 'asc' } }],
    ['sort direction', { sort: { field: 'id', direction: 'desc' } }],
    ['search', { search: 'ana' }],
  ])('sameListQuery tells queries apart by %s', (_label, change) => {
    expect(sameListQuery({ ...DEFAULT, ...change }, DEFAULT)).toBe(false);
  });
});
