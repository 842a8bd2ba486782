import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { staffTwoFactor as staffTwoFactorTable, users } from '../db/schema/index.ts';
import type { Db } from '../db/client.ts';
import { ADMIN_OR_COUNSELLOR, AppError, unauthorized, forbidden } from '../lib/app-error.ts';
import type { Role, TokenService } from '../lib/tokens.ts';

export interface AuthenticatedUser {
  id: string;
  role: Role;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Open to staff who still owe two-step sign-in under STAFF_2FA=required (its setup). */
    allowsTwoFactorSetup?: boolean;
  }
  interface FastifyRequest {
    /** Set by requireUser / requireAdmin; absent on public routes. */
    user?: AuthenticatedUser;
  }
  interface FastifyInstance {
    requireUser: preHandlerAsyncHookHandler;
    requireAdmin: preHandlerAsyncHookHandler;
    /** For public reads that show more to some callers: sets request.user for a valid token, never refuses. */
    identifyUser: preHandlerAsyncHookHandler;
    /**
     * The user of a token handed over other than in a header (the session room's socket takes it
     * as its first message): the same checks as requireUser, undefined for any refusal.
     */
    userOfToken: (token: string) => Promise<AuthenticatedUser | undefined>;
  }
}

const sessionExpired = () => new AppError('SESSION_EXPIRED', 'errors_session_expired');

const bearerToken = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header.trim()) : null;
  return match?.[1];
};

/**
 * The one guard for every signed-in route. The role and token version come from the database,
 * not the token, so a demoted admin or a token from before a password change stops working.
 */
/**
 * The role and token version of a token's user. Every signed-in request runs it, so it is a named
 * prepared statement: PostgreSQL parses and plans it once per pooled connection.
 */
export function prepareSessionLookup(db: Db) {
  return db
    .select({ id: users.id, role: users.role, tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('auth_session');
}

export function registerAuth(
  app: FastifyInstance,
  db: Db,
  tokens: TokenService,
  staffTwoFactor: 'optional' | 'required' = 'optional',
): void {
  const findSession = prepareSessionLookup(db);
  const hasTwoFactor = async (userId: string) => {
    const [row] = await db
      .select({ enabledAt: staffTwoFactorTable.enabledAt })
      .from(staffTwoFactorTable)
      .where(eq(staffTwoFactorTable.userId, userId))
      .limit(1);
    return Boolean(row?.enabledAt);
  };

  /**
   * STAFF_2FA=required: staff without two-step sign-in may only set it up, whatever token they
   * hold (one from before the switch too). Clients, and the optional default, pay nothing.
   */
  async function owesTwoFactor(request: FastifyRequest, user: AuthenticatedUser): Promise<boolean> {
    if (staffTwoFactor !== 'required' || user.role === 'user') return false;
    if (request.routeOptions.config.allowsTwoFactorSetup) return false;
    return !(await hasTwoFactor(user.id));
  }

  async function userOf(token: string): Promise<AuthenticatedUser | undefined> {
    const claims = await tokens.verify(token);
    if (!claims) return undefined;
    const [row] = await findSession.execute({ id: claims.userId });
    if (!row || row.tokenVersion !== claims.tokenVersion) return undefined;
    return { id: row.id, role: row.role };
  }

  async function authenticate(request: FastifyRequest): Promise<AuthenticatedUser> {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const user = await userOf(token);
    if (!user) throw sessionExpired();
    request.user = user;
    return user;
  }

  app.decorate('requireUser', async (request: FastifyRequest) => {
    const user = await authenticate(request);
    if (await owesTwoFactor(request, user))
      throw new AppError('TWO_FACTOR_REQUIRED', 'errors_two_factor_setup_required');
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    const user = await authenticate(request);
    if (user.role !== 'admin') throw forbidden('errors_admin_only');
    if (await owesTwoFactor(request, user))
      throw new AppError('TWO_FACTOR_REQUIRED', 'errors_two_factor_setup_required');
  });
  app.decorate('userOfToken', async (token: string) => {
    const user = await userOf(token);
    if (!user) return undefined;
    if (staffTwoFactor === 'required' && user.role !== 'user' && !(await hasTwoFactor(user.id))) {
      return undefined;
    }
    return user;
  });
  app.decorate('identifyUser', async (request: FastifyRequest) => {
    if (!bearerToken(request)) return;
    try {
      const user = await authenticate(request);
      // Public reads show such a member what they show anyone.
      if (await owesTwoFactor(request, user)) request.user = undefined;
    } catch (error) {
      // A bad or stale token reads as no token; a database failure is still a failure.
      if (!(error instanceof AppError && error.status === 401)) throw error;
    }
  });
}

/** The signed-in user of a route guarded by requireUser or requireAdmin. */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** The signed-in caller of a request that may show a client's sensitive data. */
export interface SensitiveReader extends AuthenticatedUser {
  /** Fastify's request id, as in the log lines of the same request. */
  requestId: string;
}

/**
 * The caller of a route guarded by requireUser or requireAdmin, with the request's id: whom the
 * audit trail names for what the route shows (modules/audit).
 */
export const sensitiveReaderOf = (request: FastifyRequest): SensitiveReader => ({
  ...currentUser(request),
  requestId: request.id,
});

/**
 * A route's guard, before the body is read: a client is refused whatever they send (the service
 * then checks whose appointment it is).
 */
export async function adminOrCounsellor(request: FastifyRequest): Promise<void> {
  if (currentUser(request).role === 'user') throw forbidden(ADMIN_OR_COUNSELLOR);
}
