import { sql } from 'kysely';
import { hasAnyPermission } from '../../src/domain/permissions';
import { audit } from '../auth/audit';
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
  async signIn({ db, tokens, authThrottle, body, request, reply }) {
    const email = body.email.trim().toLowerCase();
    // The connection's address: with Fastify's trustProxy off (its default) a forwarding header never changes request.ip.
    const wait = await authThrottle.beginSignIn(email, request.ip);
    if (wait > 0) {
      audit(request, { event: 'sign_in_throttled', email, retryAfter: wait }, 'sign-in refused: too many failed attempts');
      reply.header('retry-after', String(wait));
      throw errors.tooManySignIns(wait);
    }
    const user = await db
      .selectFrom('users')
      .select(['id', 'password_hash', 'disabled', 'company_id'])
      .where(sql<string>`lower(email)`, '=', email)
      .executeTakeFirst();
    // The password is hashed once whether or not the e-mail is known (a decoy when it is not).
    const valid = await verifyPassword(user?.password_hash ?? null, body.password);
    if (!user || !valid || user.disabled) {
      const reason = !user ? 'unknown_email' : user.disabled ? 'disabled_user' : 'wrong_password';
      audit(request, { event: 'sign_in_failed', email, userId: user?.id ?? null, companyId: user?.company_id ?? null, reason }, 'sign-in failed');
      throw errors.invalidLogin();
    }
    await authThrottle.signedIn(email, request.ip);
    const session = await startSession(db, tokens, user.id);
    audit(request, { event: 'sign_in', email, userId: user.id, companyId: user.company_id }, 'signed in');
    return session;
  },

  async refreshSession({ db, tokens, body }) {
    return refreshSession(db, tokens, body.refreshToken);
  },

  async signOut({ db, principal, request }) {
    const me = caller(principal);
    await endSession(db, me.sessionId, 'signed_out');
    audit(request, { event: 'signed_out', userId: me.userId, email: me.user.email, companyId: me.user.company_id }, 'signed out');
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

  async forgotPassword({ db, authThrottle, query, request, reply }) {
    const email = query.email.trim().toLowerCase();
    // Counted before the e-mail is looked up, so a refusal says nothing about whether it exists.
    const wait = await authThrottle.requestReset(email, request.ip);
    if (wait > 0) {
      audit(request, { event: 'password_reset_throttled', email, retryAfter: wait }, 'password reset refused: too many requests');
      reply.header('retry-after', String(wait));
      throw errors.tooManyResetRequests(wait);
    }
    const user = await db
      .selectFrom('users')
      .select(['id', 'email', 'fullname', 'company_id'])
      .where(sql<string>`lower(email)`, '=', email)
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
    // The mail holds the reset link: the line names the request, never the mail.
    audit(
      request,
      { event: 'password_reset_requested', email, userId: user?.id ?? null, companyId: user?.company_id ?? null, reason: user ? 'mailed' : 'unknown_email' },
      'password reset requested',
    );
    // The same answer whether or not the e-mail exists.
    return { ok: true };
  },

  async resetPassword({ db, body, request }) {
    if (body.confirmPassword !== undefined && body.confirmPassword !== body.password) {
      throw errors.badRequest("confirmPassword: Passsword and ConfirmPassword didn't match.", 'password_mismatch');
    }
    const passwordHash = await hashPassword(body.password);
    const user = await db.transaction().execute(async (trx) => {
      const used = await trx
        .updateTable('password_reset_tokens')
        .set({ used_at: new Date() })
        .where('token_hash', '=', hashOpaqueToken(body.token))
        .where('used_at', 'is', null)
        .where('expires_at', '>', new Date())
        .returning('user_id')
        .executeTakeFirst();
      if (!used) return null;
      const changed = await trx
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: new Date() })
        .where('id', '=', used.user_id)
        .returning(['id', 'email', 'company_id'])
        .executeTakeFirstOrThrow();
      await endUserSessions(trx, used.user_id, 'password_reset');
      return changed;
    });
    if (!user) {
      audit(request, { event: 'password_reset_refused', reason: 'invalid_reset_token' }, 'password reset refused: the link is invalid, used or expired');
      throw errors.badRequest('token: the reset link is invalid, used or expired', 'invalid_reset_token');
    }
    audit(request, { event: 'password_reset', userId: user.id, email: user.email, companyId: user.company_id }, 'password reset with a mailed link');
  },

  async changeOwnPassword({ db, body, principal, request }) {
    const me = caller(principal);
    const who = { userId: me.userId, email: me.user.email, companyId: me.user.company_id };
    if (!(await verifyPassword(me.user.password_hash, body.currentPassword))) {
      audit(request, { event: 'password_change_refused', ...who, reason: 'wrong_password' }, 'password change refused: wrong current password');
      throw errors.wrongPassword();
    }
    const passwordHash = await hashPassword(body.password);
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ password_hash: passwordHash, updated_at: new Date() }).where('id', '=', me.userId).execute();
      await endUserSessions(trx, me.userId, 'password_changed', me.sessionId);
    });
    audit(request, { event: 'password_changed', ...who }, 'password changed');
  },
} satisfies Handlers;
