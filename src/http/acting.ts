import type { FastifyRequest } from 'fastify';
import type { Principal } from '../core/auth.ts';
import { AppError } from '../core/errors.ts';
import type { Acting } from '../core/tenancy.ts';

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal;
    /**
     * performance.now() when the request arrived: a cached read must reflect
     * every change committed before it (see ChangeFeed.synced).
     */
    receivedAt: number;
  }
}

/**
 * The one place a request becomes "who acts". Routes call these and hand
 * the result to their service; no route builds an Acting of its own.
 */

/** The principal that an auth pre-handler put on the request. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal)
    throw new AppError('missing_credentials', 'This route needs credentials.');
  return request.principal;
}

/** What services need to act for the caller: tenant, environment, actor, trace id. */
export function actingFor(request: FastifyRequest): Acting {
  const principal = principalOf(request);
  return {
    tenantId: principal.tenantId,
    environment: principal.environment,
    recruiterId: principal.recruiterId,
    actor:
      principal.kind === 'api_key'
        ? { kind: 'api_key', id: principal.apiKeyId! }
        : { kind: 'recruiter', id: principal.recruiterId },
    traceId: String(request.id),
    receivedAt: request.receivedAt,
  };
}

/**
 * For use cases that act for a recruiter: the key's issuer or the session's
 * user (an authenticated principal always has one).
 */
export function recruiterActingFor(request: FastifyRequest): Acting & { recruiterId: string } {
  const acting = actingFor(request);
  return { ...acting, recruiterId: principalOf(request).recruiterId };
}

/** A public link's call: no credential but the token of the URL, the caller's address and the trace id. */
export function publicCallOf(request: {
  params: { token: string };
  ip?: string;
  id: unknown;
  method?: string;
}): {
  token: string;
  ip: string;
  traceId: string;
  peek: boolean;
} {
  return {
    token: request.params.token,
    ip: request.ip ?? '',
    traceId: String(request.id),
    // A HEAD (a link checker, a mail scanner, a browser prefetch) is not the participant opening the link.
    peek: request.method === 'HEAD',
  };
}
