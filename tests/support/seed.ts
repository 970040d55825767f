/**
 * The seeds' numbers, spelled out from `../shared/seeds` and never imported from the product: the
 * tests advance their clocks by these, so a changed delay in the product fails them. Named as the
 * product names its own constants, so that a reader finds both.
 */

// Seed 000 section 9, "Business constants and limits".
/** "Search debounce 150 ms". */
export const LIST_SEARCH_DEBOUNCE_MS = 150;
/** "initial list load 1 s". */
export const LIST_FIRST_LOAD_MS = 1000;
/** "Dialog close delay 2500 ms". */
export const LIST_DIALOG_CLOSE_MS = 2500;
/** "Post-login loading 4000 ms". */
export const POST_LOGIN_DELAY_MS = 4000;
/** "login background poll 500 ms, up to 5 tries". */
export const BACKGROUND_POLL_MS = 500;
export const BACKGROUND_MAX_TRIES = 5;
/** "Notifications: 5000 ms for user and password saves, 10000 ms for role save". */
export const USER_SAVE_NOTICE_MS = 5000;
export const ROLE_SAVED_NOTICE_MS = 10_000;
/** "alert on invalid user form 10 s; on role failure 30 s". */
export const USER_INVALID_ALERT_MS = 10_000;
export const ROLE_ALERT_MS = 30_000;
/** "Snackbar default 10000 ms, undo shown for 3000 ms". */
export const NOTICE_DEFAULT_MS = 10_000;
export const UNDO_MS = 3000;

// Seed 001 section 2.
/** "the alert sound starts 750 ms later and stops after 35 s". */
export const NEW_ORDER_SOUND_DELAY_MS = 750;
export const NEW_ORDER_SOUND_DURATION_MS = 35_000;
/** "Admin style cache: valid 5 minutes". */
export const ADMIN_STYLE_CACHE_MS = 5 * 60 * 1000;

// Seed 001 sections 2.4 and 9.
/** "With no main company stored, the lookup is retried every 5 seconds"; "Company lookup retry 5 s". */
export const COMPANY_LOOKUP_RETRY_MS = 5000;
