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
/** The mail area (coming soon). */
export const MAIL_PATH = '/mail';
