/** The sign-in page, where `/`, `/auth` and signed-out visitors land. */
export const LOGIN_PATH = '/auth/login';
/** Registration. */
export const REGISTER_PATH = '/auth/register';
/** Asking for a password reset mail. */
export const FORGOT_PASSWORD_PATH = '/auth/forgot-password';
/** The reset mail's link (`?token=`). */
export const RESET_PASSWORD_PATH = '/auth/reset-password';
/** Where a signed-in user starts. */
export const DASHBOARD_PATH = '/dashboard';

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

/**
 * The address to return to after sign-in, from the login page's `next` parameter: only a path
 * of this site (one leading slash), so a crafted link cannot send the user elsewhere.
 */
export function safeNext(search: string): string | null {
  const next = new URLSearchParams(search).get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\') || next.startsWith('/auth')) return null;
  return next;
}

/** The login address that returns to `path` after sign-in. */
export function loginPathFor(path: string): string {
  return path === '/' || path === DASHBOARD_PATH ? LOGIN_PATH : `${LOGIN_PATH}?next=${encodeURIComponent(path)}`;
}
