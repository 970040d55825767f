import { isIPv6 } from 'node:net';
import type { AttemptStore } from './attempts';

/** How many attempts a counter allows over how long. */
export interface Rate {
  limit: number;
  windowMs: number;
}

/** The limits on sign-in, password-reset and registration requests. */
export interface AuthLimits {
  /** Failed sign-ins naming one e-mail, from wherever they come; past it the account is under attack. */
  signInPerAccount: Rate;
  /** While an account is past signInPerAccount: the failures on it one address may have before it is refused. */
  signInPerAccountAddress: Rate;
  /** Failed sign-ins from one address, whichever e-mails they name. */
  signInPerAddress: Rate;
  /** Password-reset requests naming one e-mail (each may send a mail); past it the account is being flooded. */
  resetPerAccount: Rate;
  /** While an account is past resetPerAccount: the requests for it one address may make before it is refused. */
  resetPerAccountAddress: Rate;
  /** Password-reset requests from one address. */
  resetPerAddress: Rate;
  /** Registrations from one address, accepted or refused (an e-mail already taken is one). */
  registerPerAddress: Rate;
}

const MINUTE = 60_000;

/**
 * Limits for a back-office: a person mistyping a password meets none of them. An address is
 * allowed more than an account, since an office signs in from behind one address. Past an
 * account's limit only the addresses that failed on it are refused, so guessing from anywhere
 * slows the guessers without locking the owner out: from an address with no recent failure
 * the right password still signs in, and a reset link can still be asked for.
 */
export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  signInPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  signInPerAccountAddress: { limit: 3, windowMs: 15 * MINUTE },
  signInPerAddress: { limit: 100, windowMs: 15 * MINUTE },
  resetPerAccount: { limit: 5, windowMs: 60 * MINUTE },
  resetPerAccountAddress: { limit: 2, windowMs: 60 * MINUTE },
  resetPerAddress: { limit: 20, windowMs: 60 * MINUTE },
  registerPerAddress: { limit: 20, windowMs: 60 * MINUTE },
};

/**
 * The address an attempt is counted on. IPv4 (mapped into IPv6 or not) is counted per address;
 * IPv6 per /64 network, the block one subscriber is usually given, so that walking through it
 * does not start afresh.
 */
export function addressKey(ip: string): string {
  // A zone (`%eth0`) names the local interface the packet came in on, not the caller.
  const bare = ip.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(bare);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(bare)) return ip;
  const [head = '', tail] = bare.split('::');
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  const before = groups(head);
  const after = groups(tail);
  // A dotted IPv4 ending takes the room of two groups.
  const width = after.length + (after.at(-1)?.includes('.') ? 1 : 0);
  // Without `::` every group is there already (nothing after it, nothing to fill in).
  const full = [...before, ...Array<string>(8 - before.length - width).fill('0'), ...after];
  return `${full
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * Slows down password guessing, reset-mail flooding and registration probing, counting per
 * account (the e-mail, whatever the address), per account and address, and per address (the
 * connection's, whatever the e-mail) in a shared store. A sign-in is counted when it starts,
 * before the password is checked, so a burst of concurrent guesses cannot pass the limit; one
 * that succeeds is then taken back from its account and its address, and clears what its
 * address had failed on the account.
 */
export class AuthThrottle {
  readonly limits: AuthLimits;

  constructor(
    private readonly store: AttemptStore,
    limits: Partial<AuthLimits> = {},
  ) {
    this.limits = { ...DEFAULT_AUTH_LIMITS, ...limits };
  }

  /** Counts a sign-in attempt (or a current-password check); answers the seconds to wait, or 0 when it may go on. */
  beginSignIn(email: string, ip: string): Promise<number> {
    const { signInPerAccount, signInPerAccountAddress, signInPerAddress } = this.limits;
    const account = `sign-in:account:${email}`;
    return this.store.take([
      { key: account, limit: null, windowMs: signInPerAccount.windowMs },
      { key: `${account}:from:${addressKey(ip)}`, ...signInPerAccountAddress, onlyWhen: { key: account, above: signInPerAccount.limit } },
      { key: `sign-in:address:${addressKey(ip)}`, ...signInPerAddress },
    ]);
  }

  /**
   * After a sign-in succeeded: it does not count against its account or its address, and its
   * address starts afresh on the account. The account's other failures stay: a success of the
   * owner does not give the guessers a new allowance.
   */
  async signedIn(email: string, ip: string): Promise<void> {
    const account = `sign-in:account:${email}`;
    await this.store.giveBack(account);
    await this.store.clear(`${account}:from:${addressKey(ip)}`);
    await this.store.giveBack(`sign-in:address:${addressKey(ip)}`);
  }

  /** Counts a password-reset request, whether or not the e-mail is known; answers the seconds to wait, or 0. */
  requestReset(email: string, ip: string): Promise<number> {
    const { resetPerAccount, resetPerAccountAddress, resetPerAddress } = this.limits;
    const account = `reset:account:${email}`;
    return this.store.take([
      { key: account, limit: null, windowMs: resetPerAccount.windowMs },
      { key: `${account}:from:${addressKey(ip)}`, ...resetPerAccountAddress, onlyWhen: { key: account, above: resetPerAccount.limit } },
      { key: `reset:address:${addressKey(ip)}`, ...resetPerAddress },
    ]);
  }

  /** Counts a registration, accepted or not; answers the seconds to wait, or 0. */
  beginRegistration(ip: string): Promise<number> {
    return this.store.take([{ key: `register:address:${addressKey(ip)}`, ...this.limits.registerPerAddress }]);
  }
}
