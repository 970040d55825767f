import { describe, expect, it } from 'vitest';
import { isSearchCapped, USER_SEARCH_LIMIT } from '../../src/domain/userSearch';

// A users search holds at most the newest 500 matches (server/repositories/userList.ts).
describe('USER_SEARCH_LIMIT', () => {
  it('is 500 users', () => {
    expect(USER_SEARCH_LIMIT).toBe(500);
  });
});

describe('isSearchCapped', () => {
  it.each<[string, string, number]>([
    ['empty, with many users', '', 10_000],
    ['empty, at 500', '', 500],
    ['blank spaces, at 500', '   ', 500],
    ['a tab and a line break, past 500', '\t\n', 501],
    ['empty, with no user', '', 0],
  ])('is false for a search %s: no search, no cap', (_case, search, totalCount) => {
    expect(isSearchCapped(search, totalCount)).toBe(false);
  });

  it.each<[string, number, boolean]>([
    ['ana', 0, false],
    ['ana', 1, false],
    ['ana', 499, false],
    ['ana', 500, true],
    ['ana', 501, true],
    ['ana', 10_000, true],
    ['  ana  ', 499, false],
    ['  ana  ', 500, true],
    ['a', 500, true],
  ])('for the search %j with %i users gives %s', (search, totalCount, expected) => {
    expect(isSearchCapped(search, totalCount)).toBe(expected);
  });
});
