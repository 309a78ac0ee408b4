import type { AppContext } from '../../context.ts';
import { AppError } from '../../core/errors.ts';
import { findTenant } from './identity.repo.ts';
import { ensureProvisioned, type SessionClaims } from './session-auth.ts';

/** The session's tenant (provisioned on first sight) and whether its onboarding is complete. */
export async function getOnboardingState(ctx: AppContext, claims: SessionClaims) {
  if (!claims.tenantId) {
    throw new AppError('tenant_forbidden', 'The session has no active organization (`org_id`).');
  }
  await ensureProvisioned(ctx, claims, claims.tenantId);
  const tenant = await findTenant(ctx.db, claims.tenantId);
  if (!tenant) throw AppError.notFound('tenant');
  return {
    object: 'onboarding_state' as const,
    tenantId: tenant.id,
    recruiterId: claims.recruiterId,
    onboardingCompleted: tenant.onboardingCompletedAt !== null,
    tenant: { id: tenant.id, name: tenant.name, defaultCountry: tenant.defaultCountry },
  };
}
