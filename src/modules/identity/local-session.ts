import { SignJWT } from 'jose';
import type { Config } from '../../config.ts';
import type { Role } from '../../core/roles.ts';

export interface LocalSessionClaims {
  tenantId: string;
  recruiterId: string;
  email?: string;
  name?: string;
  /** The role claim (`org_role`); without it the session acts with the stored role. */
  role?: Role;
  /** Lifetime; default 12 hours. */
  hours?: number;
}

/**
 * Signs a tenant session JWT with the server's own HS256 secret
 * (SESSION_JWT_SECRET, or the one generated into DATA_DIR): the way to a
 * first API key without an identity provider. Refused when IDP_JWKS_URL is
 * set, since the server then accepts only the provider's sessions.
 */
export async function signLocalSession(
  config: Pick<Config, 'idpJwksUrl' | 'sessionJwtSecret'>,
  claims: LocalSessionClaims,
  now: Date = new Date(),
): Promise<string> {
  if (config.idpJwksUrl) {
    throw new Error(
      'IDP_JWKS_URL is set: this server accepts only sessions of the identity provider.',
    );
  }
  if (!config.sessionJwtSecret) throw new Error('SESSION_JWT_SECRET is not set.');
  const issuedAt = Math.floor(now.getTime() / 1000);
  const payload: Record<string, string> = { org_id: claims.tenantId };
  if (claims.email) payload.email = claims.email;
  if (claims.name) payload.name = claims.name;
  if (claims.role) payload.org_role = claims.role;
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.recruiterId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + Math.round((claims.hours ?? 12) * 3600))
    .sign(new TextEncoder().encode(config.sessionJwtSecret));
}
