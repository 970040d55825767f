import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasAnyPermission } from '../../src/domain/permissions';
import { openAttemptStore, type AttemptStore } from '../auth/attempts';
import { allowedCompanies, loadPrincipal, requestScope, type CompanyScope, type Principal } from '../auth/principal';
import { AuthThrottle, type AuthLimits } from '../auth/throttle';
import { TokenSigner } from '../auth/tokens';
import type { ContractOperation } from '../contract';
import type { Db } from '../db';
import { errors } from '../errors';

/** What authentication needs: AppOptions' fields of the same names. */
export interface AuthenticationOptions {
  db: Db;
  jwtSecret: string;
  attempts?: AttemptStore | undefined;
  authLimits?: Partial<AuthLimits> | undefined;
  unguardedOperations?: readonly string[] | undefined;
}

/** The hook that enforces one operation's declaration before its request is read. */
export type Guard = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, set by the operation's guard (null when anonymous). */
    principal: Principal | null;
    /** The companies a company-scoped request acts for. */
    scope: CompanyScope | null;
  }
  interface FastifyInstance {
    /** Signs and checks the access tokens. */
    tokens: TokenSigner;
    /** Sign-in, registration and password-reset attempts per account and per address. */
    authThrottle: AuthThrottle;
    /** The onRequest hook of an operation: who the caller is, whether the contract lets them call, for which companies. */
    guard: (op: ContractOperation) => Guard;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** The `Company` header: the company a request says it acts for. */
export function companyHeader(request: FastifyRequest): string | undefined {
  const value = request.headers.company;
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Who calls and what they may do: the principal of a request's bearer token, the guard that
 * enforces each operation's declaration (public, authenticated, or any one of its permissions;
 * company scope), and the counters that limit sign-in and reset attempts.
 */
export default fp(
  async function authentication(fastify, options: AuthenticationOptions) {
    const { db } = options;
    const tokens = new TokenSigner(options.jwtSecret);
    const unguarded = new Set(options.unguardedOperations ?? []);
    const attempts =
      options.attempts ??
      (await openAttemptStore(db, process.env.REDIS_URL, (error) => fastify.log.error({ err: error }, 'Redis (attempt counters) failed')));
    if (!options.attempts) fastify.addHook('onClose', () => attempts.close());

    async function authenticate(request: FastifyRequest): Promise<Principal | null> {
      const token = bearerToken(request);
      if (token === null) return null;
      const claims = tokens.verify(token);
      if (!claims) throw errors.invalidToken();
      const principal = await loadPrincipal(db, claims);
      if (!principal) throw errors.invalidToken('The session has ended');
      return principal;
    }

    /** Runs before the body is read or validated, so a caller who may not call learns nothing else. */
    function guard(op: ContractOperation): Guard {
      return async (request: FastifyRequest) => {
        let principal: Principal | null;
        if (op.access.kind === 'public' || unguarded.has(op.operationId)) {
          // A public operation ignores a bad token: it treats the caller as anonymous.
          principal = await authenticate(request).catch(() => null);
        } else {
          principal = await authenticate(request);
          if (!principal) throw errors.unauthenticated();
          // Known before the refusal, so that the denial's audit line names who was refused.
          request.principal = principal;
          if (op.access.kind === 'permissions' && !hasAnyPermission(principal.permissions, op.access.permissions)) {
            throw errors.forbidden();
          }
        }
        request.principal = principal;
        if (op.companyScoped && unguarded.has(op.operationId)) {
          // Without its guard the operation trusts the header (what a forgotten tenant check does).
          const header = companyHeader(request);
          if (principal) request.scope = header ? { all: false, ids: [header] } : await allowedCompanies(db, principal);
        } else if (op.companyScoped) {
          if (!principal) throw errors.unauthenticated();
          const header = companyHeader(request);
          const scope = await requestScope(db, principal, header);
          if (!scope) throw errors.companyForbidden(header ?? '');
          request.scope = scope;
        }
      };
    }

    fastify.decorateRequest('principal', null);
    fastify.decorateRequest('scope', null);
    fastify.decorate('tokens', tokens);
    fastify.decorate('authThrottle', new AuthThrottle(attempts, options.authLimits));
    fastify.decorate('guard', guard);
  },
  { name: 'authentication' },
);
