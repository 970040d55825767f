import type { AdminStyle } from '../contract/schema.gen';

/**
 * The white-label look of the back-office for one domain (seed 001 sections 3, 4 and 7): tab
 * title, favicon, login background, logo and footer title, cached in the browser for 5 minutes.
 */

/** A style kept in the browser, with the time (ms since the epoch) its copy stops being fresh. */
export interface CachedAdminStyle {
  style: AdminStyle;
  expiration: number;
}

/** How long a fetched (or defaulted) style is kept: seed 001 section 4, "valid 5 minutes". */
export const ADMIN_STYLE_CACHE_MS = 5 * 60 * 1000;

/** The storage key of the cached style. */
export const ADMIN_STYLE_STORAGE_KEY = 'adminStyle';

/**
 * The style of a domain without one, and of every domain when the call fails. Its own
 * `expiration` is 0: the cache entry carries the real one.
 */
export const DEFAULT_ADMIN_STYLE: Readonly<AdminStyle> = Object.freeze({
  titleTab: 'Back-office Delivery',
  footerTitle: 'Back-office Delivery',
  tabIcon: '/favicon.svg',
  backgroundLogin: '/auth-background.svg',
  logo: '/favicon.svg',
  expiration: 0,
});

/** The login page's background when no stored style offers one (seed 000 section 2). */
export const DEFAULT_LOGIN_BACKGROUND = DEFAULT_ADMIN_STYLE.backgroundLogin;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const TEXT_FIELDS = ['titleTab', 'footerTitle', 'tabIcon', 'backgroundLogin', 'logo'] as const;

/** True for a value with every field of {@link AdminStyle}. */
export function isAdminStyle(value: unknown): value is AdminStyle {
  return (
    isRecord(value) &&
    TEXT_FIELDS.every((field) => typeof value[field] === 'string') &&
    typeof value.expiration === 'number'
  );
}

/** True while a cached copy may be used: strictly before its expiration. */
export function isFreshCache(cached: CachedAdminStyle, now: number): boolean {
  return cached.expiration > now;
}

/**
 * The cached style when `raw` (the stored text) is well-formed and still fresh at `now`; null
 * otherwise, so the caller fetches it again.
 * @example readCachedStyle(localStorage.getItem(ADMIN_STYLE_STORAGE_KEY), Date.now())
 */
export function readCachedStyle(raw: string | null, now: number): CachedAdminStyle | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value) || !isAdminStyle(value.style) || typeof value.expiration !== 'number') return null;
  const cached: CachedAdminStyle = { style: value.style, expiration: value.expiration };
  return isFreshCache(cached, now) ? cached : null;
}

/** The text {@link readCachedStyle} reads back. */
export function serializeCachedStyle(cached: CachedAdminStyle): string {
  return JSON.stringify({ style: cached.style, expiration: cached.expiration });
}
