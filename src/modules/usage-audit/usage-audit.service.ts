import type { AppContext } from '../../context.ts';
import { toPage } from '../../core/pagination.ts';
import type { TenantScope } from '../../core/tenancy.ts';
import type { KeyScope } from '../keys/keys.repo.ts';
import { getApiKey } from '../keys/keys.service.ts';
import { type AuditFilters, listAuditEvents, listUsage } from './usage-audit.repo.ts';

type Page = { limit: number; cursor?: string };

/** A key's usage, newest first. The key must be the tenant's (and of `?environment=` when given). */
export async function listKeyUsage(ctx: AppContext, scope: KeyScope, apiKeyId: string, page: Page) {
  const key = await getApiKey(ctx, scope, apiKeyId);
  const rows = await listUsage(
    ctx.db,
    { tenantId: key.tenantId, environment: key.environment },
    key.id,
    page,
  );
  const result = toPage(rows, page.limit);
  return {
    ...result,
    data: result.data.map((row) => ({
      id: row.id,
      object: 'api_key_usage' as const,
      apiKeyId: row.apiKeyId,
      environment: row.environment,
      endpoint: row.endpoint,
      method: row.method,
      status: row.status,
      durationMs: row.durationMs,
      ipHash: row.ipHash,
      traceId: row.traceId,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

export async function listTenantAuditEvents(
  ctx: AppContext,
  scope: TenantScope,
  filters: AuditFilters,
  page: Page,
) {
  const rows = await listAuditEvents(ctx.db, scope, filters, page);
  const result = toPage(rows, page.limit);
  return {
    ...result,
    data: result.data.map((row) => ({
      id: row.id,
      object: 'audit_event' as const,
      action: row.action,
      actorKind: row.actorKind,
      actorId: row.actorId,
      targetType: row.targetType,
      targetId: row.targetId,
      traceId: row.traceId,
      environment: row.environment,
      metadata: row.metadata,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
