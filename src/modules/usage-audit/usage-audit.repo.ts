import { and, desc, eq, lt } from 'drizzle-orm';
import type { TenantScope } from '../../core/tenancy.ts';
import type { Executor } from '../../db/client.ts';
import { apiKeyUsage, auditEvents } from '../../db/schema/index.ts';
import { inTenantScope } from '../../db/scope.ts';

/** A key's usage records, newest first (`limit + 1` rows for toPage). */
export async function listUsage(
  db: Executor,
  scope: TenantScope,
  apiKeyId: string,
  page: { limit: number; cursor?: string },
) {
  return db
    .select()
    .from(apiKeyUsage)
    .where(
      and(
        eq(apiKeyUsage.apiKeyId, apiKeyId),
        eq(apiKeyUsage.tenantId, scope.tenantId),
        eq(apiKeyUsage.environment, scope.environment),
        page.cursor ? lt(apiKeyUsage.id, page.cursor) : undefined,
      ),
    )
    .orderBy(desc(apiKeyUsage.id))
    .limit(page.limit + 1);
}

export interface AuditFilters {
  actorId?: string;
  action?: string;
  targetId?: string;
}

/** A tenant's audit events in one environment, newest first (`limit + 1` rows for toPage). */
export async function listAuditEvents(
  db: Executor,
  scope: TenantScope,
  filters: AuditFilters,
  page: { limit: number; cursor?: string },
) {
  return db
    .select()
    .from(auditEvents)
    .where(
      inTenantScope(
        auditEvents,
        scope,
        filters.actorId ? eq(auditEvents.actorId, filters.actorId) : undefined,
        filters.action ? eq(auditEvents.action, filters.action) : undefined,
        filters.targetId ? eq(auditEvents.targetId, filters.targetId) : undefined,
        page.cursor ? lt(auditEvents.id, page.cursor) : undefined,
      ),
    )
    .orderBy(desc(auditEvents.id))
    .limit(page.limit + 1);
}
