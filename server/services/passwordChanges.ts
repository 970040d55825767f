import { sql } from 'kysely';
import { endUserSessions } from '../auth/sessions';
import { RESET_TOKEN_SECONDS, hashOpaqueToken, newOpaqueToken } from '../auth/tokens';
import { inTransaction, type Db } from '../db';
import { useResetToken } from '../repositories/passwordResetTokens';
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
  // One statement whether or not the e-mail exists: it finds the user, writes the link and the mail
  // when there is one, and takes a transaction id either way, so that both commits flush the log
  // and an unknown e-mail answers no sooner than a known one.
  const { rows } = await sql<{ user_id: number | null; company_id: string | null }>`
    with target as (
      select id, email, fullname, company_id from users where lower(email) = ${email} and disabled = false limit 1
    ), link as (
      insert into password_reset_tokens (token_hash, user_id, expires_at)
      select cast(${hash} as text), id, cast(${new Date(Date.now() + RESET_TOKEN_SECONDS * 1000)} as timestamptz) from target
    ), mail as (
      insert into mail_outbox (recipient, subject, body)
      select email, cast(${'Redefinição de senha / Password reset'} as text),
        cast(${'Olá, '} as text) || fullname || cast(${`.\nPara criar uma nova senha, abra: ${link}\nO link vale por uma hora e pode ser usado uma vez.\n\nHello, `} as text)
        || fullname || cast(${`.\nTo choose a new password, open: ${link}\nThe link is valid for one hour and can be used once.`} as text)
      from target
    )
    select target.id as user_id, target.company_id, pg_current_xact_id()::text as transaction_id
    from (select 1) as one left join target on true`.execute(db);
  return rows[0]?.user_id != null ? { id: rows[0].user_id, company_id: rows[0].company_id } : null;
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
