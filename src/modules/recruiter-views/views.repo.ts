import { asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TenantScope } from '../../core/tenancy.ts';
import type { Executor } from '../../db/client.ts';
import {
  activityEntries,
  candidates,
  referenceContacts,
  referenceRequests,
  referenceResponses,
  trustSignals,
} from '../../db/schema/index.ts';
import { inTenantScope } from '../../db/scope.ts';

export type ResponseRow = typeof referenceResponses.$inferSelect;

export async function listResponses(
  db: Executor,
  scope: TenantScope,
  referenceRequestId: string,
): Promise<ResponseRow[]> {
  return db
    .select()
    .from(referenceResponses)
    .where(
      inTenantScope(
        referenceResponses,
        scope,
        eq(referenceResponses.referenceRequestId, referenceRequestId),
      ),
    )
    .orderBy(asc(referenceResponses.id));
}

/** When each lifecycle move first happened on a request (from its activity entries). */
export async function firstActivityAt(
  db: Executor,
  scope: TenantScope,
  referenceRequestId: string,
  kinds: string[],
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

export async function countRequestsByStatus(db: Executor, scope: TenantScope) {
  return db
    .select({ status: referenceRequests.status, count: count() })
    .from(referenceRequests)
    .where(inTenantScope(referenceRequests, scope))
    .groupBy(referenceRequests.status);
}

export async function countLiveCandidates(db: Executor, scope: TenantScope): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(candidates)
    .where(inTenantScope(candidates, scope, isNull(candidates.deletedAt)));
  return row?.count ?? 0;
}

export async function countOpenTrustSignals(db: Executor, scope: TenantScope): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(trustSignals)
    .where(inTenantScope(trustSignals, scope, eq(trustSignals.status, 'open')));
  return row?.count ?? 0;
}

/** Referee funnel: invited, completed, declined, and the median hours from invitation to completion. */
export async function refereeStats(db: Executor, scope: TenantScope) {
  const [row] = await db
    .select({
      invited: sql<number>`count(${referenceContacts.invitedAt})`.mapWith(Number),
      completed:
        sql<number>`count(*) filter (where ${referenceContacts.status} = 'completed')`.mapWith(
          Number,
        ),
      declined:
        sql<number>`count(*) filter (where ${referenceContacts.status} = 'declined')`.mapWith(
          Number,
        ),
      medianSeconds: sql<
        number | null
      >`percentile_cont(0.5) within group (order by extract(epoch from (${referenceContacts.completedAt} - ${referenceContacts.invitedAt})))`,
    })
    .from(referenceContacts)
    .where(inTenantScope(referenceContacts, scope));
  return {
    invited: row?.invited ?? 0,
    completed: row?.completed ?? 0,
    declined: row?.declined ?? 0,
    medianSeconds: row?.medianSeconds == null ? null : Number(row.medianSeconds),
  };
}

/** The newest requests with their candidate's name. */
export async function recentRequests(db: Executor, scope: TenantScope, limit: number) {
  return db
    .select({
      id: referenceRequests.id,
      status: referenceRequests.status,
      launchMode: referenceRequests.launchMode,
      roleTitle: referenceRequests.roleTitle,
      candidateId: referenceRequests.candidateId,
      firstName: candidates.firstName,
      lastName: candidates.lastName,
      createdAt: referenceRequests.createdAt,
      updatedAt: referenceRequests.updatedAt,
    })
    .from(referenceRequests)
    .innerJoin(candidates, eq(candidates.id, referenceRequests.candidateId))
    .where(inTenantScope(referenceRequests, scope))
    .orderBy(desc(referenceRequests.id))
    .limit(limit);
}
