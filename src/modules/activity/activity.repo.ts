import { desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { TimelineKind } from '../../core/events.ts';
import { newId } from '../../core/ids.ts';
import type { Acting, TenantScope } from '../../core/tenancy.ts';
import type { Executor, Tx } from '../../db/client.ts';
import { activityEntries } from '../../db/schema/index.ts';
import { inTenantScope } from '../../db/scope.ts';

export interface ActivityInput {
  /** A timeline kind of the event catalogue (core/events.ts). */
  kind: TimelineKind;
  /** One human-readable line for the timeline. */
  summary: string;
  data?: Record<string, unknown>;
}

/** Adds a timeline entry to a request, in the transaction of the change it records. */
export async function recordActivity(
  tx: Tx,
  acting: Acting,
  referenceRequestId: string,
  entry: ActivityInput,
  at: Date,
): Promise<void> {
  await tx.insert(activityEntries).values({
    id: newId('activity'),
    tenantId: acting.tenantId,
    environment: acting.environment,
    referenceRequestId,
    kind: entry.kind,
    actorKind: acting.actor.kind,
    actorId: acting.actor.id,
    summary: entry.summary,
    data: entry.data ?? {},
    createdAt: at,
  });
}

/** A request's timeline, newest first. */
export async function listActivity(
  db: Executor,
  scope: TenantScope,
  referenceRequestId: string,
  page: { limit: number; cursor?: string },
) {
  return db
    .select()
    .from(activityEntries)
    .where(
      inTenantScope(
        activityEntries,
        scope,
        eq(activityEntries.referenceRequestId, referenceRequestId),
        page.cursor ? lt(activityEntries.id, page.cursor) : undefined,
      ),
    )
    .orderBy(desc(activityEntries.id))
    .limit(page.limit + 1);
}

/** When each lifecycle move first happened on a request (from its activity entries). */
export async function firstActivityAt(
  db: Executor,
  scope: TenantScope,
  referenceRequestId: string,
  kinds: TimelineKind[],
): Promise<Map<string, Date>> {
  const rows = await db
    .select({ kind: activityEntries.kind, at: sql<Date>`min(${activityEntries.createdAt})` })
    .from(activityEntries)
    .where(
      inTenantScope(
        activityEntries,
        scope,
        eq(activityEntries.referenceRequestId, referenceRequestId),
        inArray(activityEntries.kind, kinds),
      ),
    )
    .groupBy(activityEntries.kind);
  return new Map(rows.map((row) => [row.kind, new Date(row.at)]));
}
