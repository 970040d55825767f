/** The user-management area (seed 000 section 2); its empty path opens the roles. */
export const USER_MANAGEMENT_PATH = '/user-management';
/** The users list. */
export const USERS_PATH = '/user-management/users';
/** A new user. */
export const NEW_USER_PATH = '/user-management/users/add';

/** The edit screen of user `id`. */
export function editUserPath(id: string): string {
  return `/user-management/users/edit/${encodeURIComponent(id)}`;
}
