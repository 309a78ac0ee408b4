import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';
import type { Acting, Environment } from './tenancy.ts';

/** The scopes of the spec, with what each grants. */
export const SCOPES = {
  'references:read': 'Read reference requests, responses and reports',
  'references:write': 'Create reference requests, send invitations',
  'reports:read': 'Read reference reports',
  'reports:write': 'Generate, share or revoke reports',
  'candidates:read': 'Read candidate profiles linked to references',
  'candidates:write': 'Create or update candidate records',
  'valuations:read': 'Read valuation outputs',
  'valuations:write': 'Trigger valuation runs',
} as const;

export type Scope = keyof typeof SCOPES;
export const SCOPE_NAMES = Object.keys(SCOPES) as [Scope, ...Scope[]];

/**
 * The authenticated caller. API keys carry their tenant, issuing recruiter,
 * environment and scopes; sessions act as their recruiter on their tenant,
 * in the environment the route asks for (`?environment=`, default live), with
 * every scope.
 */
export interface Principal {
  kind: 'api_key' | 'session';
  tenantId: string;
  recruiterId: string;
  environment: Environment;
  /** The key's id for API keys, else null. */
  apiKeyId: string | null;
  /** Effective scopes: an API key with `[]` holds them all, and so does a session. */
  scopes: ReadonlySet<Scope>;
}

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

/** What a verified tenant session says about its user. */
export interface SessionClaims {
  recruiterId: string;
  /** The session's active organization (`org_id`), if any. */
  tenantId: string | null;
  email: string | null;
  name: string | null;
}

export function hasScope(principal: Principal, scope: Scope): boolean {
  return principal.scopes.has(scope);
}

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
