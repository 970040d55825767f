/**
 * A users search holds at most this many users: every match when no more match, else the
 * newest this many (the list's `totalCount` is then this number and its pages end there), so
 * that a search never reads much more than that many matches (server/repositories/userList.ts).
 */
export const USER_SEARCH_LIMIT = 500;

/** Whether a users page answers a search that may hold only the newest {@link USER_SEARCH_LIMIT} of its matches. */
export function isSearchCapped(search: string, totalCount: number): boolean {
  return search.trim() !== '' && totalCount >= USER_SEARCH_LIMIT;
}
