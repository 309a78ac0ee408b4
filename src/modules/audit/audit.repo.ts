import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { AuditAction } from '../../core/events.ts';
import { newId } from '../../core/ids.ts';
import type { Acting, TenantScope } from '../../core/tenancy.ts';
import type { Executor, Tx } from '../../db/client.ts';
import { isoTime } from '../../db/iso-time.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { auditEvents } from '../../db/schema/index.ts';
import { inTenantScope } from '../../db/scope.ts';

export interface AuditEntry {
  /** A name of the event catalogue (core/events.ts). */
  action: AuditAction;
  targetType: string;
  targetId: string;
  metadata?: Record<string, unknown>;
}

/** An audit event's columns as SQL expressions (values, placeholders, or columns of a source). */
export interface AuditEventColumns {
  id: SQL;
  tenantId: SQL;
  environment: SQL;
  action: SQL;
  actorKind: SQL;
  actorId: SQL;
  targetType: SQL;
  targetId: SQL;
  traceId: SQL;
  metadata: SQL;
  createdAt: SQL;
}

/**
 * The one insert of audit events: a row per row of `from` (one row without
 * it). recordAudit runs it; a statement that writes several tables (the
 * create, a move, an ops message) composes it, so an event has one shape.
 */
export function insertAuditEvents(c: AuditEventColumns, from?: SQL): SQL {
  return sql`insert into audit_events
      (id, tenant_id, environment, action, actor_kind, actor_id, target_type, target_id,
       trace_id, metadata, created_at)
    select ${c.id}, ${c.tenantId}, ${c.environment}, ${c.action}, ${c.actorKind}, ${c.actorId},
      ${c.targetType}, ${c.targetId}, ${c.traceId}::text, ${c.metadata}::jsonb,
      ${c.createdAt}::timestamptz
    ${from ? sql`from ${from}` : sql``}`;
}

/**
 * Records an audit event. Takes a transaction on purpose: the event commits
 * with the change it records, or neither does.
 */
export async function recordAudit(
  tx: Tx,
  acting: Acting,
  entry: AuditEntry,
  at: Date,
): Promise<void> {
  await tx.execute(
    insertAuditEvents({
      id: sql`${newId('audit')}`,
      tenantId: sql`${acting.tenantId}`,
      environment: sql`${acting.environment}`,
      action: sql`${entry.action}`,
      actorKind: sql`${acting.actor.kind}`,
      actorId: sql`${acting.actor.id}`,
      targetType: sql`${entry.targetType}`,
      targetId: sql`${entry.targetId}`,
      traceId: sql`${acting.traceId ?? null}`,
      metadata: sql`${JSON.stringify(entry.metadata ?? {})}`,
      createdAt: sql`${at.toISOString()}`,
    }),
  );
}

export interface AuditFilters {
  actorId?: string;
  action?: string;
  targetId?: string;
}

/**
 * An audit event as the tenant's list answers it, built by the statement:
 * its time as ISO text (no Date parsed and formatted again per row,
 * bench/README.md), its fields in the answer's order.
 */
export type AuditListRow = Pick<
  typeof auditEvents.$inferSelect,
  'id' | 'action' | 'actorKind' | 'actorId' | 'targetType' | 'targetId' | 'traceId' | 'metadata'
> & {
  object: 'audit_event';
  environment: 'live' | 'test';
  createdAt: string;
};

type AuditListParams = {
  tenantId: string;
  environment: string;
  limit: number;
  cursor?: string;
  actorId?: string;
  action?: string;
  targetId?: string;
};

const FILTER_COLUMNS = [
  ['actorId', sql`actor_id`],
  ['action', sql`action`],
  ['targetId', sql`target_id`],
] as const;

/**
 * The list's statement for one set of filters (and a cursor or not), built
 * once: Drizzle's building of a select costs more CPU than an indexed read
 * of a page. Each filter has its index (tenant, environment, column, id);
 * planned with each call's values, as a Drizzle query was. Ordered and paged
 * by id in the "C" collation (the same order: ids are lowercase ASCII), which
 * only those indexes serve (migration 0015): ordered by plain `id`, the
 * primary key could serve it too, and with statistics from before another
 * tenant's burst of events the planner walked it backwards through that
 * tenant's rows (bench/README.md).
 */
export function auditListStatement(filters: readonly (keyof AuditFilters)[], withCursor: boolean) {
  const conditions = [
    sql`tenant_id = ${sql.placeholder('tenantId')}`,
    sql`environment = ${sql.placeholder('environment')}`,
    ...FILTER_COLUMNS.filter(([name]) => filters.includes(name)).map(
      ([name, column]) => sql`${column} = ${sql.placeholder(name)}`,
    ),
  ];
  if (withCursor) conditions.push(sql`id collate "C" < ${sql.placeholder('cursor')}`);
  return preparedStatement<AuditListRow, AuditListParams>(
    `audit_events_list_${filters.join('_') || 'all'}_${withCursor ? 'after' : 'first'}`,
    sql`select id, 'audit_event' as object, action, actor_kind as "actorKind",
          actor_id as "actorId", target_type as "targetType", target_id as "targetId",
          trace_id as "traceId", environment, metadata, ${isoTime(sql`created_at`)} as "createdAt"
        from audit_events where ${sql.join(conditions, sql` and `)}
        order by id collate "C" desc limit ${sql.placeholder('limit')}`,
    { planEachCall: true },
  );
}

const AUDIT_LIST_STATEMENTS = new Map<string, ReturnType<typeof auditListStatement>>();

/** A tenant's audit events in one environment, newest first (`limit + 1` rows for toPage). */
export async function listAuditEvents(
  db: Executor,
  scope: TenantScope,
  filters: AuditFilters,
  page: { limit: number; cursor?: string },
): Promise<AuditListRow[]> {
  const used = FILTER_COLUMNS.map(([name]) => name).filter((name) => filters[name]);
  const key = `${used.join(',')};${page.cursor ? 1 : 0}`;
  let statement = AUDIT_LIST_STATEMENTS.get(key);
  if (!statement) {
    statement = auditListStatement(used, Boolean(page.cursor));
    AUDIT_LIST_STATEMENTS.set(key, statement);
  }
  return statement(db, {
    tenantId: scope.tenantId,
    environment: scope.environment,
    limit: page.limit + 1,
    cursor: page.cursor,
    actorId: filters.actorId,
    action: filters.action,
    targetId: filters.targetId,
  });
}

export interface EventFeedFilters {
  action?: string;
  targetId?: string;
}

/** The feed position of an event of the scope, or undefined when the id is not one. */
export async function findEventPosition(db: Executor, scope: TenantScope, id: string) {
  const [row] = await db
    .select({ txId: auditEvents.txId, seq: auditEvents.seq })
    .from(auditEvents)
    .where(inTenantScope(auditEvents, scope, eq(auditEvents.id, id)))
    .limit(1);
  return row;
}

/**
 * The events after `after` in feed order (`limit + 1` rows for toPage).
 * Ordered by (writing transaction, insert sequence), and only events of
 * transactions below the snapshot's xmin: every transaction that could still
 * add an event at or before the last position returned has finished, so a
 * client resuming from that position misses nothing and repeats nothing.
 */
export async function listEventFeed(
  db: Executor,
  scope: TenantScope,
  filters: EventFeedFilters,
  page: { limit: number; after?: { txId: string; seq: number } },
) {
  const { after } = page;
  return db
    .select()
    .from(auditEvents)
    .where(
      inTenantScope(
        auditEvents,
        scope,
        sql`${auditEvents.txId} < pg_snapshot_xmin(pg_current_snapshot())`,
        filters.action ? eq(auditEvents.action, filters.action) : undefined,
        filters.targetId ? eq(auditEvents.targetId, filters.targetId) : undefined,
        after
          ? sql`(${auditEvents.txId}, ${auditEvents.seq}) > (${after.txId}::xid8, ${after.seq})`
          : undefined,
      ),
    )
    .orderBy(asc(auditEvents.txId), asc(auditEvents.seq))
    .limit(page.limit + 1);
}
