import { desc, eq, lt } from 'drizzle-orm';
import { newId } from '../../core/ids.ts';
import type { Acting, TenantScope } from '../../core/tenancy.ts';
import type { Executor, Tx } from '../../db/client.ts';
import { activityEntries } from '../../db/schema/index.ts';
import { inTenantScope } from '../../db/scope.ts';

export interface ActivityInput {
  /** Dotted kind, e.g. `lifecycle.queue_outreach`, `referee.completed`. */
  kind: string;
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
