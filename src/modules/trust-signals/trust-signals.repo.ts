import { and, desc, eq } from 'drizzle-orm';
import type { TenantScope } from '../../core/tenancy.ts';
import type { Executor, Tx } from '../../db/client.ts';
import { trustSignals } from '../../db/schema/index.ts';
import { inTenantScope } from '../../db/scope.ts';

export type TrustSignalRow = typeof trustSignals.$inferSelect;
export type TrustSignalStatus = TrustSignalRow['status'];

function scoped(scope: TenantScope) {
  return inTenantScope(trustSignals, scope);
}

/** Signals of the scope, newest first, optionally of one request and/or one status. */
export async function listTrustSignals(
  db: Executor,
  scope: TenantScope,
  filter: { referenceRequestId?: string; status?: TrustSignalStatus; limit?: number } = {},
): Promise<TrustSignalRow[]> {
  const query = db
    .select()
    .from(trustSignals)
    .where(
      and(
        scoped(scope),
        filter.referenceRequestId
          ? eq(trustSignals.referenceRequestId, filter.referenceRequestId)
          : undefined,
        filter.status ? eq(trustSignals.status, filter.status) : undefined,
      ),
    )
    .orderBy(desc(trustSignals.id));
  return filter.limit ? query.limit(filter.limit) : query;
}

export async function lockTrustSignal(tx: Tx, scope: TenantScope, id: string) {
  const [row] = await tx
    .select()
    .from(trustSignals)
    .where(and(scoped(scope), eq(trustSignals.id, id)))
    .limit(1)
    .for('update');
  return row;
}

export async function updateTrustSignalReview(
  tx: Tx,
  scope: TenantScope,
  id: string,
  review: {
    status: TrustSignalStatus;
    reviewNote: string | null;
    reviewedById: string;
    at: Date;
  },
): Promise<TrustSignalRow> {
  const [row] = await tx
    .update(trustSignals)
    .set({
      status: review.status,
      reviewNote: review.reviewNote,
      reviewedById: review.reviewedById,
      reviewedAt: review.at,
      updatedAt: review.at,
    })
    .where(and(scoped(scope), eq(trustSignals.id, id)))
    .returning();
  return row!;
}

/** Stores signals not raised before (request + kind + contact); answers the new ones. */
export async function insertTrustSignals(tx: Tx, rows: Array<typeof trustSignals.$inferInsert>) {
  if (rows.length === 0) return [];
  return tx
    .insert(trustSignals)
    .values(rows)
    .onConflictDoNothing({
      target: [trustSignals.referenceRequestId, trustSignals.kind, trustSignals.contactId],
    })
    .returning();
}
