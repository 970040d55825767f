import type { User } from '../../contract/schema.gen';
import type { MainCompany, Tokens } from '../../domain/sessionStorage';

/** What the session starts from: the tokens a previous page load stored, if any. */
export interface SessionInput {
  storedTokens: Tokens | null;
}

/** The session's data; whether it is loading, refreshing or ready is its state, not a flag. */
export interface SessionContext {
  tokens: Tokens | null;
  user: User | null;
  mainCompany: MainCompany | null;
}

/** The tags a container reads: `snapshot.hasTag('ready')`. */
export type SessionTag = 'loggedOut' | 'loggedIn' | 'loadingUser' | 'refreshing' | 'ready' | 'signingOut';

/** Every event the session accepts. */
export type SessionEvent =
  | { type: 'session.signed_in'; tokens: Tokens }
  | { type: 'session.token_expired' }
  | { type: 'session.sign_out' };
