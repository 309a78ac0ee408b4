import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';
import type { AppContext } from '../../context.ts';
import type { SessionClaims } from '../../core/auth.ts';
import { AppError } from '../../core/errors.ts';
import { type Role, roleFromProvider } from '../../core/roles.ts';
import { oneLine } from '../../core/text.ts';
import type { Tx } from '../../db/client.ts';
import { inTransaction, unitOfWork } from '../../db/tx.ts';
import {
  findSessionStanding,
  findTenant,
  insertMembershipIfMissing,
  insertRecruiterIfMissing,
  insertTenantIfMissing,
  lockMemberStanding,
  type SessionStanding,
  updateMembershipRole,
} from './identity.repo.ts';
import type { MemberStanding } from './session-standing.cache.ts';

const jwksByUrl = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

/**
 * Tokens whose signature (and structure) verified, per configuration (each
 * app of a process may trust other keys). A session calls many times with
 * the same token, and verifying its signature was the largest part of a
 * light tenant read's CPU (16% of a candidate search, see bench/README.md):
 * a token verified in the last VERIFIED_FOR_MS is not verified again. Its
 * time claims still are, on every call (verifiedTimeClaims). A signing key
 * withdrawn from the identity provider's JWKS stops being trusted here at
 * most that long after jose's own key cache would have noticed.
 */
const verifiedTokens = new WeakMap<object, Map<string, { payload: JWTPayload; at: number }>>();
const VERIFIED_FOR_MS = 60_000;
/** Bounds the memory of one configuration's cache (oldest first out). */
const MAX_VERIFIED_TOKENS = 10_000;

/**
 * Verifies a tenant session JWT: RS256/ES256 against IDP_JWKS_URL (and
 * IDP_ISSUER) in production, else HS256 with SESSION_JWT_SECRET.
 */
export async function verifySessionToken(ctx: AppContext, token: string): Promise<SessionClaims> {
  const payload = await verifiedPayload(ctx, token);
  return claimsOf(payload);
}

async function verifiedPayload(ctx: AppContext, token: string): Promise<JWTPayload> {
  const currentDate = ctx.clock.now();
  let cache = verifiedTokens.get(ctx.config);
  if (!cache) {
    cache = new Map();
    verifiedTokens.set(ctx.config, cache);
  }
  const known = cache.get(token);
  if (known && currentDate.getTime() - known.at < VERIFIED_FOR_MS) {
    if (!verifiedTimeClaims(known.payload, currentDate)) {
      throw new AppError('invalid_session', 'The session is invalid or has expired.');
    }
    return known.payload;
  }
  const payload = await verifySignatureAndClaims(ctx, token, currentDate);
  cache.delete(token);
  if (cache.size >= MAX_VERIFIED_TOKENS) cache.delete(cache.keys().next().value!);
  cache.set(token, { payload, at: currentDate.getTime() });
  return payload;
}

/**
 * The time checks jose's jwtVerify makes (no clock tolerance): `exp` is
 * required by claimsOf and must be after now, `nbf` (when present) not after
 * now. Times are whole seconds, as jose compares them.
 */
function verifiedTimeClaims(payload: JWTPayload, currentDate: Date): boolean {
  const now = Math.floor(currentDate.getTime() / 1000);
  if (typeof payload.exp === 'number' && payload.exp <= now) return false;
  if (typeof payload.nbf === 'number' && payload.nbf > now) return false;
  return true;
}

async function verifySignatureAndClaims(
  ctx: AppContext,
  token: string,
  currentDate: Date,
): Promise<JWTPayload> {
  let payload: JWTPayload;
  try {
    const { config } = ctx;
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
  return payload;
}

function claimsOf(payload: JWTPayload): SessionClaims {
  if (typeof payload.sub !== 'string' || payload.sub === '' || payload.exp === undefined) {
    throw new AppError('invalid_session', 'The session lacks `sub` or `exp`.');
  }
  const nested = payload.o as { id?: unknown; rol?: unknown } | undefined;
  const claimedRole =
    typeof payload.org_role === 'string'
      ? payload.org_role
      : typeof nested?.rol === 'string'
        ? nested.rol
        : null;
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
    name: typeof payload.name === 'string' ? oneLine(payload.name) || null : null,
    role: claimedRole === null ? null : roleFromProvider(claimedRole),
    issuedAt:
      typeof payload.iat === 'number' && Number.isFinite(payload.iat)
        ? new Date(payload.iat * 1000)
        : null,
  };
}

/** The session's tenant (provisioned on first sight) and whether its onboarding is complete. */
export async function getOnboardingState(ctx: AppContext, claims: SessionClaims) {
  if (!claims.tenantId) {
    throw new AppError('tenant_forbidden', 'The session has no active organization (`org_id`).');
  }
  const role = await ensureProvisioned(ctx, claims, claims.tenantId);
  const tenant = await findTenant(ctx.db, claims.tenantId);
  if (!tenant) throw AppError.notFound('tenant');
  return {
    object: 'onboarding_state' as const,
    tenantId: tenant.id,
    recruiterId: claims.recruiterId,
    role,
    onboardingCompleted: tenant.onboardingCompletedAt !== null,
    tenant: { id: tenant.id, name: tenant.name, defaultCountry: tenant.defaultCountry },
  };
}

/**
 * Makes sure the session's tenant, recruiter and membership exist: a read in
 * the common case, a transaction only the first time. Only what never
 * existed is provisioned: a deleted tenant (403 `tenant_forbidden`), a
 * deleted recruiter (401 `invalid_session`) and a removed membership (403
 * `tenant_forbidden`) stay so for every session, however long it is still
 * valid, until the identity provider's webhook adds the member back. Good
 * standing is held in process (session-standing.cache.ts): current for a
 * call that arrived at `since` (performance.now()), it costs no read.
 */
/** Refuses a session whose tenant, user or membership was removed. */
function assertNotRemoved(row: SessionStanding | undefined): void {
  if (row?.deletedAt) throw new AppError('tenant_forbidden', 'This tenant was deleted.');
  // A user deleted in the identity provider stays deleted, whatever sessions still float around.
  if (row?.recruiterDeletedAt) throw new AppError('invalid_session', 'This user was deleted.');
  if (row?.membershipDeletedAt) {
    throw new AppError(
      'tenant_forbidden',
      'This recruiter was removed from the tenant; a new membership must come from the identity provider.',
    );
  }
}

/**
 * Holds a member's standing for the rest of the transaction `tx`: throws if
 * they were removed, and otherwise makes a removal wait until the
 * transaction ends. What a member obtains in it (an API key) then exists
 * before the removal revokes what they hold, or not at all.
 */
export async function holdMemberStanding(
  tx: Tx,
  tenantId: string,
  recruiterId: string,
): Promise<void> {
  const row = await lockMemberStanding(tx, tenantId, recruiterId);
  assertNotRemoved(row);
  if (!row) {
    throw new AppError('tenant_forbidden', 'This recruiter is not a member of the tenant.');
  }
}

export async function ensureProvisioned(
  ctx: AppContext,
  claims: SessionClaims,
  tenantId: string,
  since?: number,
): Promise<Role> {
  const stored = await memberStanding(ctx, tenantId, claims.recruiterId, since);
  if (stored && !claimChangesRole(claims, stored)) return stored.role;
  const now = ctx.clock.now();
  return inTransaction(unitOfWork(ctx.db), async (tx) => {
    await insertTenantIfMissing(tx, { id: tenantId, name: tenantId }, now);
    await insertRecruiterIfMissing(
      tx,
      { id: claims.recruiterId, email: claims.email, name: claims.name },
      now,
    );
    const membership = { tenantId, recruiterId: claims.recruiterId, role: claims.role };
    await insertMembershipIfMissing(tx, membership, now);
    if (claims.role) {
      const claimed = { ...membership, role: claims.role, issuedAt: claims.issuedAt };
      await updateMembershipRole(tx, claimed, now);
    }
    // The role the membership holds now: the claim, unless the identity provider changed the
    // membership after the session was issued (or removed it meanwhile).
    const row = await findSessionStanding(tx, tenantId, claims.recruiterId);
    assertNotRemoved(row);
    return row?.role ?? 'viewer';
  });
}

/**
 * Whether a session's role claim changes the membership's stored role: it
 * differs, and the session was issued (`iat`) after the identity provider's
 * last change of the membership. A session issued before a demotion acts
 * with the stored role and leaves it as it is (CONTRACT "Operation"); so
 * does one without `iat` once the provider changed the membership.
 */
function claimChangesRole(claims: SessionClaims, stored: MemberStanding): boolean {
  if (claims.role === null || claims.role === stored.role) return false;
  if (stored.lastEventAt === null) return true;
  return claims.issuedAt !== null && claims.issuedAt > stored.lastEventAt;
}

/**
 * The stored role of a member in good standing (undefined without a
 * membership; throws for a removed tenant, user or membership): what a
 * session without the claim, and every API key of theirs, act with.
 */
export async function memberRole(
  ctx: AppContext,
  tenantId: string,
  recruiterId: string,
  since?: number,
): Promise<Role | undefined> {
  return (await memberStanding(ctx, tenantId, recruiterId, since))?.role;
}

/**
 * A member in good standing: their stored role and the membership's last
 * change from the identity provider (undefined without a membership; throws
 * for a removed tenant, user or membership). Held in process
 * (session-standing.cache.ts), so an API-key call pays no round trip for it.
 */
async function memberStanding(
  ctx: AppContext,
  tenantId: string,
  recruiterId: string,
  since?: number,
): Promise<MemberStanding | undefined> {
  return ctx.caches.sessionStanding.inGoodStanding(tenantId, recruiterId, since, async () => {
    const row = await findSessionStanding(ctx.db, tenantId, recruiterId);
    assertNotRemoved(row);
    return row?.member && row.role ? { role: row.role, lastEventAt: row.lastEventAt } : undefined;
  });
}
