import { endUserSessions } from '../auth/sessions';
import { RESET_TOKEN_SECONDS, hashOpaqueToken, newOpaqueToken } from '../auth/tokens';
import { inTransaction, type Db } from '../db';
import { storeResetLink, useResetToken } from '../repositories/passwordResetTokens';
import { setPasswordHash } from '../repositories/users';

// A user's password changes: the mailed reset link, a reset with it, and a change by the signed-in user.

/** Who a password change was made for. */
export interface PasswordOwner {
  id: number;
  email: string;
  company_id: string | null;
}

/**
 * Mails a reset link to the enabled user of `email` (lower case), when there is one; answers that
 * user, or null. The link starts with `publicUrl`: a request's Host header is the caller's to forge.
 */
export async function mailResetLink(db: Db, publicUrl: string, email: string): Promise<Pick<PasswordOwner, 'id' | 'company_id'> | null> {
  const { token, hash } = newOpaqueToken();
  const link = `${publicUrl}/auth/reset-password?token=${token}`;
  // One statement whether or not the e-mail exists, so that an unknown e-mail answers no sooner than a known one.
  return storeResetLink(db, {
    email,
    tokenHash: hash,
    expiresAt: new Date(Date.now() + RESET_TOKEN_SECONDS * 1000),
    mail: {
      subject: 'Redefinição de senha / Password reset',
      beforeName: 'Olá, ',
      betweenNames: `.\nPara criar uma nova senha, abra: ${link}\nO link vale por uma hora e pode ser usado uma vez.\n\nHello, `,
      afterName: `.\nTo choose a new password, open: ${link}\nThe link is valid for one hour and can be used once.`,
    },
  });
}

/**
 * Sets the password of the user a mailed link (`token`) names, when the link is unused and
 * unexpired; answers that user, or null for a link that is not. Ends the user's sessions and
 * other reset links too: one link used, none of the others works.
 */
export function resetPassword(db: Db, token: string, passwordHash: string): Promise<PasswordOwner | null> {
  return inTransaction(db, async (trx) => {
    const userId = await useResetToken(trx, hashOpaqueToken(token));
    if (userId === null) return null;
    const changed = await setPasswordHash(trx, userId, passwordHash);
    if (!changed) throw new Error(`The user of a reset link is missing (${userId})`);
    await endUserSessions(trx, userId, 'password_reset');
    return changed;
  });
}

/** Sets user `userId`'s password and ends their sessions but `keepSession` (the one that changed it). */
export async function changePassword(db: Db, userId: number, passwordHash: string, keepSession: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    await setPasswordHash(trx, userId, passwordHash);
    await endUserSessions(trx, userId, 'password_changed', keepSession);
  });
}
