import { sql } from 'kysely';
import { hasAnyPermission } from '../../src/domain/permissions';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { endSession, endUserSessions, refreshSession, startSession } from '../auth/sessions';
import { RESET_TOKEN_SECONDS, hashOpaqueToken, newOpaqueToken } from '../auth/tokens';
import { errors } from '../errors';
import { createUser, getUser } from '../services/users';
import { assertMayAssignRoles } from '../services/roles';
import type { Handlers } from './types';
import type { Principal } from '../auth/principal';

function caller(principal: Principal | null): Principal {
  if (!principal) throw errors.unauthenticated();
  return principal;
}

/** Sign-in, tokens, registration and passwords. */
export const authHandlers = {
  async signIn({ db, tokens, signInThrottle, body, request, reply }) {
    const email = body.email.trim().toLowerCase();
    const key = `${email} ${request.ip}`;
    const wait = signInThrottle.retryAfter(key);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw errors.tooManySignIns(wait);
    }
    const user = await db
      .selectFrom('users')
      .select(['id', 'password_hash', 'disabled'])
      .where(sql<string>`lower(email)`, '=', email)
      .executeTakeFirst();
    const valid = await verifyPassword(user?.password_hash ?? null, body.password);
    if (!user || !valid || user.disabled) {
      signInThrottle.fail(key);
      throw errors.invalidLogin();
    }
    signInThrottle.clear(key);
    return startSession(db, tokens, user.id);
  },

  async refreshSession({ db, tokens, body }) {
    return refreshSession(db, tokens, body.refreshToken);
  },

  async signOut({ db, principal }) {
    await endSession(db, caller(principal).sessionId, 'signed_out');
  },

  async getCurrentUser({ db, principal }) {
    return getUser(db, caller(principal).userId);
  },

  async registerUser({ db, body, principal, reply }) {
    const privileged = principal !== null && hasAnyPermission(principal.permissions, ['accessToRoot']);
    if (privileged) await assertMayAssignRoles(db, principal, body.roles);
    const user = await createUser(db, body, privileged);
    reply.header('location', `/api/acl/users/${user.id}`);
    return user;
  },

  async forgotPassword({ db, query, request }) {
    const user = await db
      .selectFrom('users')
      .select(['id', 'email', 'fullname'])
      .where(sql<string>`lower(email)`, '=', query.email.trim().toLowerCase())
      .where('disabled', '=', false)
      .executeTakeFirst();
    if (user) {
      const { token, hash } = newOpaqueToken();
      const origin = `${request.protocol}://${request.host}`;
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('password_reset_tokens')
          .values({ token_hash: hash, user_id: user.id, expires_at: new Date(Date.now() + RESET_TOKEN_SECONDS * 1000) })
          .execute();
        await trx
          .insertInto('mail_outbox')
          .values({
            recipient: user.email,
            subject: 'Redefinição de senha / Password reset',
            body: [
              `Olá, ${user.fullname}.`,
              `Para criar uma nova senha, abra: ${origin}/auth/reset-password?token=${token}`,
              'O link vale por uma hora e pode ser usado uma vez.',
              '',
              `Hello, ${user.fullname}.`,
              `To choose a new password, open: ${origin}/auth/reset-password?token=${token}`,
              'The link is valid for one hour and can be used once.',
            ].join('\n'),
          })
          .execute();
      });
    }
    // The same answer whether or not the e-mail exists.
    return { ok: true };
  },

  async resetPassword({ db, body }) {
    if (body.confirmPassword !== undefined && body.confirmPassword !== body.password) {
      throw errors.badRequest("confirmPassword: Passsword and ConfirmPassword didn't match.", 'password_mismatch');
    }
    const passwordHash = await hashPassword(body.password);
    await db.transaction().execute(async (trx) => {
      const used = await trx
        .updateTable('password_reset_tokens')
        .set({ used_at: new Date() })
        .where('token_hash', '=', hashOpaqueToken(body.token))
        .where('used_at', 'is', null)
        .where('expires_at', '>', new Date())
        .returning('user_id')
        .executeTakeFirst();
      if (!used) throw errors.badRequest('token: the reset link is invalid, used or expired', 'invalid_reset_token');
      await trx.updateTable('users').set({ password_hash: passwordHash, updated_at: new Date() }).where('id', '=', used.user_id).execute();
      await endUserSessions(trx, used.user_id, 'password_reset');
    });
  },

  async changeOwnPassword({ db, body, principal }) {
    const me = caller(principal);
    if (!(await verifyPassword(me.user.password_hash, body.currentPassword))) throw errors.wrongPassword();
    const passwordHash = await hashPassword(body.password);
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ password_hash: passwordHash, updated_at: new Date() }).where('id', '=', me.userId).execute();
      await endUserSessions(trx, me.userId, 'password_changed', me.sessionId);
    });
  },
} satisfies Handlers;
