import { isIPv6 } from 'node:net';
import type { AttemptStore } from './attempts';

/** How many attempts a counter allows over how long. */
export interface Rate {
  limit: number;
  windowMs: number;
}

/** The limits on sign-in and password-reset requests. */
export interface AuthLimits {
  /** Failed sign-ins naming one e-mail, from wherever they come. */
  signInPerAccount: Rate;
  /** Failed sign-ins from one address, whichever e-mails they name. */
  signInPerAddress: Rate;
  /** Password-reset requests naming one e-mail (each may send a mail). */
  resetPerAccount: Rate;
  /** Password-reset requests from one address. */
  resetPerAddress: Rate;
}

const MINUTE = 60_000;

/**
 * Limits for a back-office: a person mistyping a password meets none of them. An address is
 * allowed more than an account, since an office signs in from behind one address. The
 * per-account limit also lets anyone hold an account's sign-in back for 15 minutes by
 * failing on purpose; the other choice, no limit per account, lets a botnet guess freely.
 */
export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  signInPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  signInPerAddress: { limit: 100, windowMs: 15 * MINUTE },
  resetPerAccount: { limit: 5, windowMs: 60 * MINUTE },
  resetPerAddress: { limit: 20, windowMs: 60 * MINUTE },
};

/**
 * The address an attempt is counted on. IPv4 (mapped into IPv6 or not) is counted per address;
 * IPv6 per /64 network, the block one subscriber is usually given, so that walking through it
 * does not start afresh.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  const bare = ip.replace(/%.*$/, '');
  if (!isIPv6(bare)) return ip;
  const [head = '', tail] = bare.split('::');
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  const before = groups(head);
  const after = groups(tail);
  // A dotted IPv4 ending takes the room of two groups.
  const width = after.length + (after.at(-1)?.includes('.') ? 1 : 0);
  const full = tail === undefined ? before : [...before, ...Array<string>(8 - before.length - width).fill('0'), ...after];
  return `${full
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * Slows down password guessing and reset-mail flooding, counting per account (the e-mail,
 * whatever the address) and per address (the connection's, whatever the e-mail) in a shared
 * store. A sign-in is counted when it starts, before the password is checked, so a burst of
 * concurrent guesses cannot pass the limit; one that succeeds is then taken back from its
 * address and clears its account.
 */
export class AuthThrottle {
  readonly limits: AuthLimits;

  constructor(
    private readonly store: AttemptStore,
    limits: Partial<AuthLimits> = {},
  ) {
    this.limits = { ...DEFAULT_AUTH_LIMITS, ...limits };
  }

  /** Counts a sign-in attempt; answers the seconds to wait, or 0 when it may go on. */
  beginSignIn(email: string, ip: string): Promise<number> {
    return this.store.take([
      { key: `sign-in:account:${email}`, ...this.limits.signInPerAccount },
      { key: `sign-in:address:${addressKey(ip)}`, ...this.limits.signInPerAddress },
    ]);
  }

  /** After a sign-in succeeded: its account starts afresh and it does not count against its address. */
  async signedIn(email: string, ip: string): Promise<void> {
    await this.store.clear(`sign-in:account:${email}`);
    await this.store.giveBack(`sign-in:address:${addressKey(ip)}`);
  }

  /** Counts a password-reset request, whether or not the e-mail is known; answers the seconds to wait, or 0. */
  requestReset(email: string, ip: string): Promise<number> {
    return this.store.take([
      { key: `reset:account:${email}`, ...this.limits.resetPerAccount },
      { key: `reset:address:${addressKey(ip)}`, ...this.limits.resetPerAddress },
    ]);
  }
}
