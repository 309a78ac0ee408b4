import type { AppContext } from '../../context.ts';
import { AppError } from '../../core/errors.ts';
import type { Acting } from '../../core/tenancy.ts';
import type { Executor } from '../../db/client.ts';
import { inTransaction, type UnitOfWork } from '../../db/tx.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import { findTenantFlags, lockTenantFlags, writeTenantFlags } from '../identity/identity.repo.ts';
import { FLAG_NAMES, type FlagName, type TenantFlagsView } from './flags.schemas.ts';

function toFlagsView(row: {
  id: string;
  flags: Record<string, boolean>;
  updatedAt: Date;
}): TenantFlagsView {
  return {
    object: 'tenant_flags',
    tenantId: row.id,
    flags: {
      referenceReusePermissions: row.flags.referenceReusePermissions === true,
      shareTrustSignals: row.flags.shareTrustSignals === true,
    },
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Whether a tenant's flag is on (unknown tenants and unset flags are off). */
export async function isFlagEnabled(
  db: Executor,
  tenantId: string,
  name: FlagName,
): Promise<boolean> {
  const row = await findTenantFlags(db, tenantId);
  return row?.flags?.[name] === true;
}

/** 403 `feature_disabled` unless the tenant's flag is on. */
export async function requireFlag(db: Executor, tenantId: string, name: FlagName): Promise<void> {
  if (!(await isFlagEnabled(db, tenantId, name))) {
    throw new AppError('feature_disabled', `The tenant feature \`${name}\` is not enabled.`, {
      flag: name,
    });
  }
}

export async function getTenantFlags(ctx: AppContext, acting: Acting): Promise<TenantFlagsView> {
  const row = await findTenantFlags(ctx.db, acting.tenantId);
  if (!row) throw AppError.notFound('tenant');
  return toFlagsView(row);
}

/**
 * Sets one flag, audited as `tenant.flag_set` with the old and new value
 * (also when unchanged: the recruiter's decision is worth recording).
 */
export async function setTenantFlag(
  ctx: AppContext,
  uow: UnitOfWork,
  acting: Acting,
  name: FlagName,
  value: boolean,
): Promise<TenantFlagsView> {
  if (!FLAG_NAMES.includes(name)) {
    throw AppError.validation([
      { path: 'name', message: `must be one of ${FLAG_NAMES.join(', ')}` },
    ]);
  }
  return inTransaction(uow, async (tx) => {
    const current = await lockTenantFlags(tx, acting.tenantId);
    if (!current) throw AppError.notFound('tenant');
    const oldValue = current.flags?.[name] === true;
    const now = ctx.clock.now();
    const row = await writeTenantFlags(
      tx,
      acting.tenantId,
      { ...current.flags, [name]: value },
      now,
    );
    await recordAudit(
      tx,
      acting,
      {
        action: 'tenant.flag_set',
        targetType: 'tenant',
        targetId: acting.tenantId,
        metadata: { flag: name, oldValue, newValue: value },
      },
      now,
    );
    return toFlagsView(row);
  });
}
