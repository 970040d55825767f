import type { Db } from '../db';

// The mailed password-reset links (table password_reset_tokens), kept by their token's hash.

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
