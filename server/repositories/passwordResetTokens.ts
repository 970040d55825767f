import { sql } from 'kysely';
import type { Db } from '../db';

// The mailed password-reset links (table password_reset_tokens), kept by their token's hash, and their mails.

/** Marks the link of `tokenHash` used when it is unused and unexpired; answers its user, or null. */
export async function useResetToken(db: Db, tokenHash: string): Promise<number | null> {
  const used = await db
    .updateTable('password_reset_tokens')
    .set({ used_at: new Date() })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning('user_id')
    .executeTakeFirst();
  return used?.user_id ?? null;
}

/** The mail of a reset link: its subject, and its body around the user's full name, written twice. */
export interface ResetMail {
  subject: string;
  beforeName: string;
  betweenNames: string;
  afterName: string;
}

/**
 * In one statement, whether or not the e-mail exists: finds the enabled user of `email` (lower
 * case), stores the link of `tokenHash` valid until `expiresAt` and puts `mail` in the outbox
 * (table mail_outbox) when there is one, and takes a transaction id either way, so that both
 * commits flush the log and an unknown e-mail answers no sooner than a known one. Answers that
 * user, or null.
 */
export async function storeResetLink(
  db: Db,
  link: { email: string; tokenHash: string; expiresAt: Date; mail: ResetMail },
): Promise<{ id: number; company_id: string | null } | null> {
  const { mail } = link;
  const { rows } = await sql<{ user_id: number | null; company_id: string | null }>`
    with target as (
      select id, email, fullname, company_id from users where lower(email) = ${link.email} and disabled = false limit 1
    ), link as (
      insert into password_reset_tokens (token_hash, user_id, expires_at)
      select cast(${link.tokenHash} as text), id, cast(${link.expiresAt} as timestamptz) from target
    ), mail as (
      insert into mail_outbox (recipient, subject, body)
      select email, cast(${mail.subject} as text),
        cast(${mail.beforeName} as text) || fullname || cast(${mail.betweenNames} as text)
        || fullname || cast(${mail.afterName} as text)
      from target
    )
    select target.id as user_id, target.company_id, pg_current_xact_id()::text as transaction_id
    from (select 1) as one left join target on true`.execute(db);
  return rows[0]?.user_id != null ? { id: rows[0].user_id, company_id: rows[0].company_id } : null;
}
