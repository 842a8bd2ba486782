import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { users } from '../db/schema/index.ts';
import type { Db } from '../db/client.ts';
import { AppError, unauthorized, forbidden } from '../lib/app-error.ts';
import type { Role, TokenService } from '../lib/tokens.ts';

export interface AuthenticatedUser {
  id: string;
  role: Role;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser / requireAdmin; absent on public routes. */
    user?: AuthenticatedUser;
  }
  interface FastifyInstance {
    requireUser: preHandlerAsyncHookHandler;
    requireAdmin: preHandlerAsyncHookHandler;
    /** For public reads that show more to some callers: sets request.user for a valid token, never refuses. */
    identifyUser: preHandlerAsyncHookHandler;
  }
}

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

export function registerAuth(app: FastifyInstance, db: Db, tokens: TokenService): void {
  const findSession = prepareSessionLookup(db);

  async function authenticate(request: FastifyRequest): Promise<AuthenticatedUser> {
    const token = bearerToken(request);
    if (!token) throw unauthorized('Please log in to continue.');
    const claims = await tokens.verify(token);
    if (!claims) throw unauthorized('Your session has expired. Please log in again.');
    const [row] = await findSession.execute({ id: claims.userId });
    if (!row || row.tokenVersion !== claims.tokenVersion) {
      throw unauthorized('Your session has expired. Please log in again.');
    }
    const user = { id: row.id, role: row.role };
    request.user = user;
    return user;
  }

  app.decorate('requireUser', async (request: FastifyRequest) => {
    await authenticate(request);
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    const user = await authenticate(request);
    if (user.role !== 'admin') throw forbidden('Only an administrator can do that.');
  });
  app.decorate('identifyUser', async (request: FastifyRequest) => {
    if (!bearerToken(request)) return;
    try {
      await authenticate(request);
    } catch (error) {
      // A bad or stale token reads as no token; a database failure is still a failure.
      if (!(error instanceof AppError && error.code === 'UNAUTHORIZED')) throw error;
    }
  });
}

/** The signed-in user of a route guarded by requireUser or requireAdmin. */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
