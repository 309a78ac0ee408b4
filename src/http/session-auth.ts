import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { ALL_SCOPES, type SessionClaims } from '../core/auth.ts';
import { AppError } from '../core/errors.ts';
import { type Environment, environmentSchema } from '../core/tenancy.ts';
import { assertSameOrigin, isUnsafeMethod } from './csrf.ts';
import { assertRouteRole } from './route-role.ts';
import { SESSION_COOKIE } from './session-cookie.ts';

/** The session token and where it came from: `Authorization: Bearer <JWT>` or the `__session` cookie. */
function sessionToken(
  request: FastifyRequest,
): { token: string; from: 'authorization' | 'cookie' } | undefined {
  const header = request.headers.authorization;
  if (typeof header === 'string') {
    const match = /^Bearer\s+(.+)$/i.exec(header.trim());
    if (match) return { token: match[1]!.trim(), from: 'authorization' };
  }
  const cookie = request.cookies?.[SESSION_COOKIE];
  return cookie && cookie !== '' ? { token: cookie, from: 'cookie' } : undefined;
}

/**
 * Authenticates a session, without tying it to a tenant (`GET /v1/onboarding/state`).
 * A cookie session's unsafe call must be same-origin (403 `csrf_rejected`, see csrf.ts).
 */
export async function authenticateSession(request: FastifyRequest): Promise<SessionClaims> {
  const session = sessionToken(request);
  if (!session)
    throw new AppError(
      'missing_credentials',
      'Send a session as `Authorization: Bearer <JWT>` or the `__session` cookie.',
    );
  const { ctx } = request.server;
  if (session.from === 'cookie' && isUnsafeMethod(request.method)) {
    assertSameOrigin(request, ctx.config.publicBaseUrl);
  }
  return ctx.ports.sessions.verify(ctx, session.token);
}

/**
 * `onRequest` hook of the `/v1/tenants/:tenantId/…` routes: a valid session
 * acts only on the tenant of its `org_id`, in the environment of
 * `?environment=` (default live). An unknown tenant or recruiter is
 * provisioned on the fly. The session's role must reach the route's
 * declared role (403 `role_forbidden`, naming the least role that may do it). It runs before the body is read, so a missing or
 * wrong credential answers 401/403 whatever the body or its content type.
 */
export const requireTenantSession: onRequestAsyncHookHandler = async function requireTenantSession(
  request,
) {
  const claims = await authenticateSession(request);
  const params = request.params as { tenantId?: string };
  if (!claims.tenantId || params.tenantId !== claims.tenantId) {
    throw new AppError('tenant_forbidden', 'The session may act only on its own tenant.');
  }
  const environment = environmentFromQuery(request);
  const { ctx } = request.server;
  const role = await ctx.ports.sessions.ensureProvisioned(
    ctx,
    claims,
    claims.tenantId,
    request.receivedAt,
  );
  request.principal = {
    kind: 'session',
    tenantId: claims.tenantId,
    recruiterId: claims.recruiterId,
    environment,
    apiKeyId: null,
    scopes: ALL_SCOPES,
    role,
  };
  await assertRouteRole(request, role);
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
