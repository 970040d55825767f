import { hasAnyPermission } from '../../src/domain/permissions';
import { audit } from '../auth/audit';
import { assertAcceptablePassword, hashPassword, verifyPassword } from '../auth/passwords';
import { endSession, refreshSession, startSession } from '../auth/sessions';
import { errors } from '../errors';
import { findSignInAccount } from '../repositories/users';
import { changePassword, mailResetLink, resetPassword } from '../services/passwordChanges';
import { administrator } from '../services/userAccess';
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
    const user = await findSignInAccount(db, email);
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

  async registerUser({ db, authThrottle, body, principal, request, reply }) {
    // A caller with accessToRoot creates a user as the users screen does (roles, company, within its rights); anyone else registers.
    const admin = principal !== null && hasAnyPermission(principal.permissions, ['accessToRoot']) ? await administrator(db, principal) : null;
    if (!admin) {
      // Counted before anything is checked: a refusal, an e-mail already taken (a 409 naming it) included.
      const wait = await authThrottle.beginRegistration(request.ip);
      if (wait > 0) {
        audit(request, { event: 'registration_throttled', email: body.email, retryAfter: wait }, 'registration refused: too many from this address');
        reply.header('retry-after', String(wait));
        throw errors.tooManyRegistrations(wait);
      }
    }
    if (admin) await assertMayAssignRoles(db, principal, body.roles);
    await assertAcceptablePassword(body.password);
    const user = await createUser(db, body, admin);
    reply.header('location', `/api/acl/users/${user.id}`);
    return user;
  },

  async forgotPassword({ db, authThrottle, publicUrl, query, request, reply }) {
    const email = query.email.trim().toLowerCase();
    // Counted before the e-mail is looked up, so a refusal says nothing about whether it exists.
    const wait = await authThrottle.requestReset(email, request.ip);
    if (wait > 0) {
      audit(request, { event: 'password_reset_throttled', email, retryAfter: wait }, 'password reset refused: too many requests');
      reply.header('retry-after', String(wait));
      throw errors.tooManyResetRequests(wait);
    }
    const user = await mailResetLink(db, publicUrl, email);
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
    await assertAcceptablePassword(body.password);
    const passwordHash = await hashPassword(body.password);
    const user = await resetPassword(db, body.token, passwordHash);
    if (!user) {
      audit(request, { event: 'password_reset_refused', reason: 'invalid_reset_token' }, 'password reset refused: the link is invalid, used or expired');
      throw errors.badRequest('token: the reset link is invalid, used or expired', 'invalid_reset_token');
    }
    audit(request, { event: 'password_reset', userId: user.id, email: user.email, companyId: user.company_id }, 'password reset with a mailed link');
  },

  async changeOwnPassword({ db, authThrottle, body, principal, request, reply }) {
    const me = caller(principal);
    const who = { userId: me.userId, email: me.user.email, companyId: me.user.company_id };
    // The current password is guessed at like a sign-in (by a session left open, say), so it is counted as one.
    const account = me.user.email.trim().toLowerCase();
    const wait = await authThrottle.beginSignIn(account, request.ip);
    if (wait > 0) {
      audit(request, { event: 'password_change_throttled', ...who, retryAfter: wait }, 'password change refused: too many failed attempts');
      reply.header('retry-after', String(wait));
      throw errors.tooManySignIns(wait);
    }
    if (!(await verifyPassword(me.user.password_hash, body.currentPassword))) {
      audit(request, { event: 'password_change_refused', ...who, reason: 'wrong_password' }, 'password change refused: wrong current password');
      throw errors.wrongPassword();
    }
    await authThrottle.signedIn(account, request.ip);
    await assertAcceptablePassword(body.password);
    const passwordHash = await hashPassword(body.password);
    await changePassword(db, me.userId, passwordHash, me.sessionId);
    audit(request, { event: 'password_changed', ...who }, 'password changed');
  },
} satisfies Handlers;
