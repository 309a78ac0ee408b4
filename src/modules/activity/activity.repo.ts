import { desc, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { TimelineKind } from '../../core/events.ts';
import { newId } from '../../core/ids.ts';
import type { Acting, TenantScope } from '../../core/tenancy.ts';
import type { Executor, Tx } from '../../db/client.ts';
import { activityEntries } from '../../db/schema/index.ts';
import { inTenantScope } from '../../db/scope.ts';
import { scrubbed } from '../../db/scrub.ts';

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
  await tx.execute(
    insertActivityEntries({
      id: sql`${newId('activity')}`,
      tenantId: sql`${acting.tenantId}`,
      environment: sql`${acting.environment}`,
      referenceRequestId: sql`${referenceRequestId}`,
      kind: sql`${entry.kind}`,
      actorKind: sql`${acting.actor.kind}`,
      actorId: sql`${acting.actor.id}`,
      summary: sql`${entry.summary}`,
      data: sql`${JSON.stringify(entry.data ?? {})}`,
      createdAt: sql`${at.toISOString()}`,
    }),
  );
}

/** A timeline entry's columns as SQL expressions (values, placeholders, or columns of a source). */
export interface ActivityEntryColumns {
  id: SQL;
  tenantId: SQL;
  environment: SQL;
  referenceRequestId: SQL;
  kind: SQL;
  actorKind: SQL;
  actorId: SQL;
  summary: SQL;
  data: SQL;
  createdAt: SQL;
}

/**
 * The one insert of timeline entries: a row per row of `from` (one row
 * without it). recordActivity runs it; statements that write several tables
 * compose it.
 */
export function insertActivityEntries(c: ActivityEntryColumns, from?: SQL): SQL {
  return sql`insert into activity_entries
      (id, tenant_id, environment, reference_request_id, kind, actor_kind, actor_id, summary,
       data, created_at)
    select ${c.id}, ${c.tenantId}, ${c.environment}, ${c.referenceRequestId}, ${c.kind},
      ${c.actorKind}, ${c.actorId}, ${c.summary}, ${c.data}::jsonb, ${c.createdAt}::timestamptz
    ${from ? sql`from ${from}` : sql``}`;
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

/**
 * Removes a data subject's name, e-mail and phone (`needles`) from the
 * timelines of these requests: summaries and data read `[erased]` there.
 */
export async function scrubTimelines(
  tx: Tx,
  tenantId: string,
  referenceRequestIds: string[],
  needles: string[],
) {
  if (referenceRequestIds.length === 0 || needles.length === 0) return;
  const summary = scrubbed(sql`${activityEntries.summary}`, needles);
  const data = scrubbed(sql`${activityEntries.data}::text`, needles);
  await tx
    .update(activityEntries)
    .set({ summary, data: sql`(${data})::jsonb` })
    .where(
      sql`${activityEntries.tenantId} = ${tenantId} and ${inArray(activityEntries.referenceRequestId, referenceRequestIds)}`,
    );
}
