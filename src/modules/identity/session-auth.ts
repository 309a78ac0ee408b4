import { and, eq } from 'drizzle-orm';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';
import type { AppContext } from '../../context.ts';
import { SCOPE_NAMES, type Scope } from '../../core/auth.ts';
import { AppError } from '../../core/errors.ts';
import { type Environment, environmentSchema } from '../../core/tenancy.ts';
import { memberships, recruiters, tenants } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/tx.ts';

const ALL_SCOPES: ReadonlySet<Scope> = new Set(SCOPE_NAMES);
const jwksByUrl = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

export interface SessionClaims {
  recruiterId: string;
  tenantId: string | null;
  email: string | null;
  name: string | null;
}

/** The session token: `Authorization: Bearer <JWT>` or the `__session` cookie. */
function sessionToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header === 'string') {
    const match = /^Bearer\s+(.+)$/i.exec(header.trim());
    if (match) return match[1]!.trim();
  }
  const cookie = request.cookies?.__session;
  return cookie && cookie !== '' ? cookie : undefined;
}

/**
 * Verifies a tenant session JWT: RS256/ES256 against IDP_JWKS_URL (and
 * IDP_ISSUER) in production, else HS256 with SESSION_JWT_SECRET.
 */
export async function verifySessionToken(ctx: AppContext, token: string): Promise<SessionClaims> {
  let payload: JWTPayload;
  try {
    const { config } = ctx;
    const currentDate = ctx.clock.now();
    if (config.idpJwksUrl) {
      let jwks = jwksByUrl.get(config.idpJwksUrl);
      if (!jwks) {
        jwks = createRemoteJWKSet(new URL(config.idpJwksUrl));
        jwksByUrl.set(config.idpJwksUrl, jwks);
      }
      ({ payload } = await jwtVerify(token, jwks, {
        algorithms: ['RS256', 'ES256'],
        issuer: config.idpIssuer,
        currentDate,
      }));
    } else {
      const secret = new TextEncoder().encode(config.sessionJwtSecret);
      ({ payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], currentDate }));
    }
  } catch {
    throw new AppError('invalid_session', 'The session is invalid or has expired.');
  }
  if (typeof payload.sub !== 'string' || payload.sub === '' || payload.exp === undefined) {
    throw new AppError('invalid_session', 'The session lacks `sub` or `exp`.');
  }
  const nested = payload.o as { id?: unknown } | undefined;
  const tenantId =
    typeof payload.org_id === 'string'
      ? payload.org_id
      : typeof nested?.id === 'string'
        ? nested.id
        : null;
  return {
    recruiterId: payload.sub,
    tenantId,
    email: typeof payload.email === 'string' ? payload.email : null,
    name: typeof payload.name === 'string' ? payload.name : null,
  };
}

/** Authenticates a session, without tying it to a tenant (`GET /v1/onboarding/state`). */
export async function authenticateSession(request: FastifyRequest): Promise<SessionClaims> {
  const token = sessionToken(request);
  if (!token)
    throw new AppError(
      'missing_credentials',
      'Send a session as `Authorization: Bearer <JWT>` or the `__session` cookie.',
    );
  return verifySessionToken(request.server.ctx, token);
}

/**
 * Pre-handler of the `/v1/tenants/:tenantId/…` routes: a valid session acts
 * only on the tenant of its `org_id`, in the environment of `?environment=`
 * (default live). An unknown tenant or recruiter is provisioned on the fly.
 */
export const requireTenantSession: preHandlerAsyncHookHandler = async function requireTenantSession(
  request,
) {
  const claims = await authenticateSession(request);
  const params = request.params as { tenantId?: string };
  if (!claims.tenantId || params.tenantId !== claims.tenantId) {
    throw new AppError('tenant_forbidden', 'The session may act only on its own tenant.');
  }
  const environment = environmentFromQuery(request);
  await ensureProvisioned(request.server.ctx, claims, claims.tenantId);
  request.principal = {
    kind: 'session',
    tenantId: claims.tenantId,
    recruiterId: claims.recruiterId,
    environment,
    apiKeyId: null,
    scopes: ALL_SCOPES,
  };
};

function environmentFromQuery(request: FastifyRequest): Environment {
  const value = (request.query as { environment?: unknown } | undefined)?.environment;
  if (value === undefined) return 'live';
  const parsed = environmentSchema.safeParse(value);
  if (!parsed.success) {
    throw AppError.validation([{ path: 'query.environment', message: 'must be live or test' }]);
  }
  return parsed.data;
}

/**
 * Makes sure the session's tenant, recruiter and membership exist: a read in
 * the common case, a transaction only the first time. A deleted tenant or
 * recruiter stays deleted.
 */
export async function ensureProvisioned(
  ctx: AppContext,
  claims: SessionClaims,
  tenantId: string,
): Promise<void> {
  const [row] = await ctx.db
    .select({
      deletedAt: tenants.deletedAt,
      member: memberships.recruiterId,
      recruiterDeletedAt: recruiters.deletedAt,
    })
    .from(tenants)
    .leftJoin(
      memberships,
      and(eq(memberships.tenantId, tenants.id), eq(memberships.recruiterId, claims.recruiterId)),
    )
    .leftJoin(recruiters, eq(recruiters.id, claims.recruiterId))
    .where(eq(tenants.id, tenantId))
    .limit(1);
  if (row?.deletedAt) throw new AppError('tenant_forbidden', 'This tenant was deleted.');
  // A user deleted in the identity provider stays deleted, whatever sessions still float around.
  if (row?.recruiterDeletedAt) throw new AppError('invalid_session', 'This user was deleted.');
  if (row?.member) return;
  const now = ctx.clock.now();
  await inTransaction(ctx.db, async (tx) => {
    await tx
      .insert(tenants)
      .values({ id: tenantId, name: tenantId, createdAt: now, updatedAt: now })
      .onConflictDoNothing();
    await tx
      .insert(recruiters)
      .values({
        id: claims.recruiterId,
        email: claims.email,
        name: claims.name,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing();
    await tx
      .insert(memberships)
      .values({ tenantId, recruiterId: claims.recruiterId, createdAt: now, updatedAt: now })
      .onConflictDoNothing();
  });
}
