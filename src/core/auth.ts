import type { Role } from './roles.ts';
import type { Environment } from './tenancy.ts';

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
/** Every scope: what a session holds, and a key stored with `[]`. */
export const ALL_SCOPES: ReadonlySet<Scope> = new Set(SCOPE_NAMES);

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
  /** The role it acts with: the session's, or the key issuer's current role. */
  role: Role;
}

/** What the API-key guard needs of a key (keys/api-key-cache.ts caches it). */
export interface ApiKeyRecord {
  id: string;
  tenantId: string;
  recruiterId: string;
  environment: Environment;
  expiresAt: Date | null;
  revokedAt: Date | null;
  /** Effective scopes: a key stored with `[]` holds them all. */
  scopes: ReadonlySet<Scope>;
}

/** What a verified tenant session says about its user. */
export interface SessionClaims {
  recruiterId: string;
  /** The session's active organization (`org_id`), if any. */
  tenantId: string | null;
  email: string | null;
  name: string | null;
  /** The role the session claims (`org_role` or `o.rol`), mapped; null without the claim. */
  role: Role | null;
  /**
   * When the identity provider issued the session (`iat`), null without the
   * claim: its role claim changes the stored role only when it is later than
   * the membership's last change from the provider (CONTRACT "Operation").
   */
  issuedAt: Date | null;
}
