import type { CompanyType, ShoppingFlow } from './company';

/**
 * What the browser keeps of a session between page loads (seed 000 section 4: "a stored token
 * triggers automatic login"; "the main company is kept"). Pure helpers over a `Storage`-like
 * object so tests and the server-side renderer can pass a fake.
 */

/** A session's tokens: what the SPA keeps of the contract's `TokenPair`. */
export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

/** The user's main company as the session keeps it: its flow is always resolved. */
export interface MainCompany {
  _id: string;
  name: string;
  type: CompanyType;
  shoppingFlow: ShoppingFlow;
}

/** The part of `Storage` these helpers use (`localStorage` in the browser). */
export type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Where the tokens are kept. */
export const TOKENS_STORAGE_KEY = 'authTokens';
/** Where the main company is kept (the client's `Company` header reads its `_id`). */
export const MAIN_COMPANY_STORAGE_KEY = 'mainCompany';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFilledString(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}

// Reading storage can throw (storage disabled by the browser's privacy settings); a session that
// cannot be read is a session that is not there.
function readJson(storage: SessionStore, key: string): unknown {
  try {
    const raw = storage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

// Writing can throw too (quota, disabled storage): the session then lives for this tab only,
// which beats failing the sign-in.
function tryWrite(write: () => void): void {
  try {
    write();
  } catch {
    /* see above */
  }
}

/** Keeps only the two tokens of a token pair (the contract's answer carries more). */
export function toTokens(pair: Tokens): Tokens {
  return { accessToken: pair.accessToken, refreshToken: pair.refreshToken };
}

/** The stored tokens, or null when absent, unreadable or malformed. */
export function readStoredTokens(storage: SessionStore): Tokens | null {
  const value = readJson(storage, TOKENS_STORAGE_KEY);
  if (!isRecord(value) || !isFilledString(value.accessToken) || !isFilledString(value.refreshToken)) return null;
  return { accessToken: value.accessToken, refreshToken: value.refreshToken };
}

/** Stores the tokens so the next page load signs in automatically. */
export function writeStoredTokens(storage: SessionStore, tokens: Tokens): void {
  tryWrite(() => storage.setItem(TOKENS_STORAGE_KEY, JSON.stringify(toTokens(tokens))));
}

/** Stores the main company, or forgets it for a user without one (staff). */
export function writeMainCompany(storage: SessionStore, company: MainCompany | null): void {
  tryWrite(() => {
    if (company) storage.setItem(MAIN_COMPANY_STORAGE_KEY, JSON.stringify(company));
    else storage.removeItem(MAIN_COMPANY_STORAGE_KEY);
  });
}

/** The stored main company's id (for the `Company` header), or null when absent or malformed. */
export function readMainCompanyId(storage: SessionStore): string | null {
  const value = readJson(storage, MAIN_COMPANY_STORAGE_KEY);
  return isRecord(value) && isFilledString(value._id) ? value._id : null;
}

/** Forgets the stored session: tokens and main company. */
export function clearStoredSession(storage: SessionStore): void {
  tryWrite(() => {
    storage.removeItem(TOKENS_STORAGE_KEY);
    storage.removeItem(MAIN_COMPANY_STORAGE_KEY);
  });
}
