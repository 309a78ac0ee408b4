import type { AppContext } from '../../context.ts';
import { AppError } from '../../core/errors.ts';
import { DEFAULT_LOCALE, isLocale } from '../../core/locale.ts';
import type { Acting, TenantScope } from '../../core/tenancy.ts';
import type { Executor } from '../../db/client.ts';
import { inTransaction, type UnitOfWork } from '../../db/tx.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import {
  findTenant,
  lockTenant,
  type TenantRow,
  updateTenantSettings,
} from '../identity/identity.repo.ts';
import { BUILTIN_QUESTIONNAIRE_ID } from '../questionnaires/builtin-questionnaire.ts';
import { findDefaultQuestionnaireId } from '../questionnaires/questionnaires.repo.ts';
import { makeDefaultQuestionnaire } from '../questionnaires/questionnaires.service.ts';
import type { TenantSettingsView, UpdateTenantSettingsInput } from './tenant-settings.schemas.ts';

async function toView(
  db: Executor,
  scope: TenantScope,
  tenant: TenantRow,
): Promise<TenantSettingsView> {
  return {
    object: 'tenant_settings',
    tenantId: tenant.id,
    displayName: tenant.name,
    defaultCountry: tenant.defaultCountry,
    reminderDays: tenant.reminderDays,
    retentionDays: tenant.retentionDays,
    defaultQuestionnaireId:
      (await findDefaultQuestionnaireId(db, scope)) ?? BUILTIN_QUESTIONNAIRE_ID,
    defaultLocale: isLocale(tenant.defaultLocale) ? tenant.defaultLocale : DEFAULT_LOCALE,
    updatedAt: tenant.updatedAt.toISOString(),
  };
}

/** The tenant's settings (the default questionnaire is the asked environment's). */
export async function getTenantSettings(
  ctx: AppContext,
  scope: TenantScope,
): Promise<TenantSettingsView> {
  const tenant = await findTenant(ctx.db, scope.tenantId);
  if (!tenant) throw AppError.notFound('tenant');
  return toView(ctx.db, scope, tenant);
}

/**
 * Changes the given settings in one transaction, audited as
 * `tenant.settings_updated`. The default questionnaire goes through the
 * questionnaires module's own use case (404 unknown, 409 archived).
 */
export async function updateTenantSettingsOf(
  ctx: AppContext,
  uow: UnitOfWork,
  acting: Acting,
  input: UpdateTenantSettingsInput,
): Promise<TenantSettingsView> {
  return inTransaction(uow, async (tx) => {
    const tenant = await lockTenant(tx, acting.tenantId);
    if (!tenant) throw AppError.notFound('tenant');
    const now = ctx.clock.now();
    const { defaultQuestionnaireId, displayName, ...columns } = input;
    if (defaultQuestionnaireId !== undefined) {
      await makeDefaultQuestionnaire(ctx, tx, acting, defaultQuestionnaireId);
    }
    const updated = await updateTenantSettings(tx, tenant.id, {
      ...columns,
      name: displayName,
      updatedAt: now,
    });
    await recordAudit(
      tx,
      acting,
      {
        action: 'tenant.settings_updated',
        targetType: 'tenant',
        targetId: tenant.id,
        metadata: { ...input },
      },
      now,
    );
    return toView(tx, acting, updated);
  });
}
