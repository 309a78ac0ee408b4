import type { AppContext } from '../../context.ts';
import { AppError } from '../../core/errors.ts';
import type { Acting } from '../../core/tenancy.ts';
import type { Executor } from '../../db/client.ts';
import { inTransaction, type UnitOfWork } from '../../db/tx.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import {
  findTenant,
  lockTenant,
  type TenantRow,
  updateTenantSettings,
} from '../identity/identity.repo.ts';
import { hasApiKeys } from '../keys/keys.repo.ts';
import { hasReferenceRequests } from '../requests/requests.repo.ts';
import type { OnboardingStatus, UpdateOnboardingInput } from './onboarding.schemas.ts';

/** Whether the tenant has created an API key and a reference request yet (any environment). */
async function onboardingProgress(db: Executor, tenantId: string) {
  return {
    apiKeyCreated: await hasApiKeys(db, tenantId),
    firstReferenceRequest: await hasReferenceRequests(db, tenantId),
  };
}

async function toStatus(db: Executor, tenant: TenantRow): Promise<OnboardingStatus> {
  return {
    object: 'onboarding_status',
    tenantId: tenant.id,
    displayName: tenant.name,
    defaultCountry: tenant.defaultCountry,
    completed: tenant.onboardingCompletedAt !== null,
    completedAt: tenant.onboardingCompletedAt?.toISOString() ?? null,
    checklist: await onboardingProgress(db, tenant.id),
    updatedAt: tenant.updatedAt.toISOString(),
  };
}

export async function getOnboardingStatus(ctx: AppContext, tenantId: string) {
  const tenant = await findTenant(ctx.db, tenantId);
  if (!tenant) throw AppError.notFound('tenant');
  return toStatus(ctx.db, tenant);
}

/** Updates the tenant's onboarding settings, audited as `tenant.onboarding_updated`. */
export async function updateOnboarding(
  ctx: AppContext,
  uow: UnitOfWork,
  acting: Acting,
  input: UpdateOnboardingInput,
): Promise<OnboardingStatus> {
  return inTransaction(uow, async (tx) => {
    const tenant = await lockTenant(tx, acting.tenantId);
    if (!tenant) throw AppError.notFound('tenant');
    const now = ctx.clock.now();
    const completedAt =
      input.completed === undefined
        ? undefined
        : input.completed
          ? (tenant.onboardingCompletedAt ?? now)
          : null;
    const updated = await updateTenantSettings(tx, tenant.id, {
      name: input.displayName,
      defaultCountry: input.defaultCountry,
      onboardingCompletedAt: completedAt,
      updatedAt: now,
    });
    await recordAudit(
      tx,
      acting,
      {
        action: 'tenant.onboarding_updated',
        targetType: 'tenant',
        targetId: tenant.id,
        metadata: { ...input },
      },
      now,
    );
    return toStatus(tx, updated);
  });
}
