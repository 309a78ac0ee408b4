import type { AppContext, UsageRecord } from '../../context.ts';
import { AppError } from '../../core/errors.ts';
import type { AuditAction } from '../../core/events.ts';
import { toPage } from '../../core/pagination.ts';
import type { TenantScope } from '../../core/tenancy.ts';
import {
  type AuditFilters,
  type EventFeedFilters,
  findEventPosition,
  listAuditEvents,
  listEventFeed,
} from '../audit/audit.repo.ts';
import { type KeyScope, touchApiKeyLastUsed } from '../keys/keys.repo.ts';
import { getApiKey } from '../keys/keys.service.ts';
import { insertUsageRecords, listUsage } from './usage-audit.repo.ts';

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
  // The rows are the answer's items already (listAuditEvents builds them).
  return toPage(await listAuditEvents(ctx.db, scope, filters, page), page.limit);
}

/**
 * The key's event feed, oldest first, after the event `cursor` names (see
 * listEventFeed for why resuming never misses or repeats an event). The
 * cursor is any event id of the scope, filtered in or not; an id that is not
 * one is refused rather than read as "from the start".
 */
export async function listApiEvents(
  ctx: AppContext,
  scope: TenantScope,
  filters: EventFeedFilters,
  page: Page,
) {
  const after = page.cursor ? await findEventPosition(ctx.db, scope, page.cursor) : undefined;
  if (page.cursor && !after) {
    throw AppError.validation(
      [{ path: 'cursor', message: 'is not an event of this feed' }],
      'The cursor must be the id of an event this feed answered.',
    );
  }
  const rows = await listEventFeed(ctx.db, scope, filters, { limit: page.limit, after });
  const result = toPage(rows, page.limit);
  return {
    ...result,
    data: result.data.map((row) => ({
      id: row.id,
      object: 'event' as const,
      // recordAudit writes only names of AUDIT_ACTIONS (the column is text).
      type: row.action as AuditAction,
      targetType: row.targetType,
      targetId: row.targetId,
      actorKind: row.actorKind,
      actorId: row.actorId,
      traceId: row.traceId,
      metadata: row.metadata,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

/**
 * The usage port of the HTTP usage recorder (see Ports in context.ts): one
 * statement writes the batch, committed asynchronously where the database
 * outlives the process (see `insertUsageRecords`).
 */
export async function saveUsageRecords(ctx: AppContext, records: UsageRecord[]): Promise<void> {
  await insertUsageRecords(ctx.db, records, { asynchronousCommit: !ctx.ownsDatabase });
}

/**
 * Moves each used key's `lastUsedAt` with one UPDATE per key per batch
 * (`greatest` keeps it from moving back across processes). It runs after the
 * batch committed, off the answers' path: it is a convenience for the key
 * list, not a record.
 */
export async function touchUsedKeys(ctx: AppContext, records: UsageRecord[]): Promise<void> {
  const latest = new Map<string, Date>();
  for (const record of records) {
    const at = record.createdAt;
    const seen = latest.get(record.apiKeyId);
    if (!seen || seen < at) latest.set(record.apiKeyId, at);
  }
  for (const [apiKeyId, at] of latest) await touchApiKeyLastUsed(ctx.db, apiKeyId, at);
}
