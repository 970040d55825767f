/** The sign-in page, where `/`, `/auth` and signed-out visitors land. */
export const LOGIN_PATH = '/auth/login';
