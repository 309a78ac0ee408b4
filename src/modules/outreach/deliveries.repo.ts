import { and, asc, desc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import { newId } from '../../core/ids.ts';
import type { TenantScope } from '../../core/tenancy.ts';
import type { Executor, Tx } from '../../db/client.ts';
import { isoTime } from '../../db/iso-time.ts';
import { deliveries } from '../../db/schema/index.ts';

export type DeliveryRow = typeof deliveries.$inferSelect;
export type DeliveryChannel = DeliveryRow['channel'];
export type DeliveryKind = DeliveryRow['kind'];
export type DeliveryStatus = DeliveryRow['status'];

/** Statuses after which a delivery is never sent again. */
export const FINAL_DELIVERY_STATUSES: ReadonlySet<DeliveryStatus> = new Set([
  'sent',
  'sandboxed',
  'bounced',
  'failed',
]);

/**
 * Why a queued delivery was never sent: it ends `failed` with this error and
 * without the event `reference_contact.delivery_failed` (nobody failed to be
 * reached, and the recruiter has nothing to do). The CONTRACT's status enum
 * has no "withdrawn": `failed` with one of these errors is how it reads.
 */
export const NOT_SENT = {
  cancelled: 'Not sent: the reference request was cancelled before it went out.',
  replaced: 'Not sent: replaced by a corrected address.',
  removed: 'Not sent: the recipient was removed before it went out.',
  linkEnded:
    'Not sent: its link had ended before it went out (the request was cancelled or completed, the participant finished, or the address was corrected).',
  linkExpired: 'Not sent: its link had expired before it went out.',
} as const;

/**
 * Why a text message ended `failed` after its sender died: it had called
 * the provider and not recorded the answer, so it may have arrived; it is
 * never sent again (at most once). Unlike NOT_SENT, the event
 * `reference_contact.delivery_failed` is recorded: the recruiter may want
 * to check with the referee.
 */
export const SMS_OUTCOME_UNKNOWN =
  'Not sent again: the process sending it stopped after handing it to the SMS provider and before recording the answer, so it may or may not have arrived. A text message is never sent twice.';

/** The contact object lists at most this many deliveries, newest first. */
export const DELIVERIES_LISTED = 10;

/** Records a delivery as `queued`, before anything goes out. */
export async function insertDelivery(
  db: Executor,
  scope: TenantScope,
  values: {
    referenceRequestId: string;
    subjectId: string;
    channel: DeliveryChannel;
    kind: DeliveryKind;
    recipient: string;
  },
  now: Date,
): Promise<DeliveryRow> {
  const [row] = await db
    .insert(deliveries)
    .values({
      id: newId('delivery'),
      tenantId: scope.tenantId,
      environment: scope.environment,
      ...values,
      status: 'queued',
      at: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row!;
}

export async function findDelivery(
  db: Executor,
  scope: TenantScope,
  id: string,
): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .select()
    .from(deliveries)
    .where(
      and(
        eq(deliveries.id, id),
        eq(deliveries.tenantId, scope.tenantId),
        eq(deliveries.environment, scope.environment),
      ),
    );
  return row;
}

/**
 * Moves a delivery on, unless it is already final: a delivery recorded as
 * sent (or failed) is never touched again. Answers the row as changed, or
 * undefined when it was final.
 */
export async function settleDelivery(
  db: Executor,
  id: string,
  change: {
    status: DeliveryStatus;
    error?: string | null;
    providerMessageId?: string | null;
  },
  now: Date,
): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .update(deliveries)
    .set({ ...change, at: now, updatedAt: now })
    .where(and(eq(deliveries.id, id), inArray(deliveries.status, ['queued', 'sending'])))
    .returning();
  return row;
}

/**
 * Settles the still-queued deliveries of these subjects as `failed` with
 * `reason` (one of NOT_SENT), so that the delivery job, which never sends a
 * settled delivery, sends none of them. A delivery already `sending` is in
 * the provider's hands and is left alone. Answers the deliveries withdrawn.
 */
export async function withdrawQueuedDeliveries(
  tx: Executor,
  scope: TenantScope,
  subjectIds: readonly string[],
  reason: string,
  at: Date,
): Promise<DeliveryRow[]> {
  if (subjectIds.length === 0) return [];
  return tx
    .update(deliveries)
    .set({ status: 'failed', error: reason, at, updatedAt: at })
    .where(
      and(
        eq(deliveries.tenantId, scope.tenantId),
        eq(deliveries.environment, scope.environment),
        inArray(deliveries.subjectId, [...subjectIds]),
        eq(deliveries.status, 'queued'),
      ),
    )
    .returning();
}

/** Whether anything was ever queued for this subject (a contact invited by another path). */
export async function hasDeliveries(
  db: Executor,
  scope: TenantScope,
  subjectId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: deliveries.id })
    .from(deliveries)
    .where(
      and(
        eq(deliveries.tenantId, scope.tenantId),
        eq(deliveries.environment, scope.environment),
        eq(deliveries.subjectId, subjectId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The newest deliveries of each subject (a contact, or a request for its candidate). */
export async function listDeliveriesOf(
  db: Executor,
  scope: TenantScope,
  subjectIds: readonly string[],
  limit = DELIVERIES_LISTED,
): Promise<Map<string, DeliveryRow[]>> {
  const bySubject = new Map<string, DeliveryRow[]>();
  if (subjectIds.length === 0) return bySubject;
  const rows = await db
    .select()
    .from(deliveries)
    .where(
      and(
        eq(deliveries.tenantId, scope.tenantId),
        eq(deliveries.environment, scope.environment),
        inArray(deliveries.subjectId, [...subjectIds]),
      ),
    )
    .orderBy(desc(deliveries.createdAt), desc(deliveries.id));
  for (const row of rows) {
    const list = bySubject.get(row.subjectId) ?? [];
    if (list.length < limit) list.push(row);
    bySubject.set(row.subjectId, list);
  }
  return bySubject;
}

/** When a subject was last sent a fresh link on request (`resend`), for the 10-minute rule. */
export async function lastResendAt(
  db: Executor,
  scope: TenantScope,
  subjectId: string,
): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<string | null>`max(${deliveries.createdAt})` })
    .from(deliveries)
    .where(
      and(
        eq(deliveries.tenantId, scope.tenantId),
        eq(deliveries.environment, scope.environment),
        eq(deliveries.subjectId, subjectId),
        eq(deliveries.kind, 'resend'),
      ),
    );
  return row?.at ? new Date(row.at) : null;
}

/** How a delivery appears on its contact (CONTRACT "Outreach"): `sending` reads as `queued`. */
export interface DeliveryView {
  id: string;
  channel: DeliveryChannel;
  kind: DeliveryKind;
  status: Exclude<DeliveryStatus, 'sending'>;
  at: string;
  error: string | null;
}

export function toDeliveryView(row: DeliveryRow): DeliveryView {
  return {
    id: row.id,
    channel: row.channel,
    kind: row.kind,
    status: row.status === 'sending' ? 'queued' : row.status,
    at: row.at.toISOString(),
    error: row.error,
  };
}

/**
 * The `deliveries` of a contact as a JSON array expression, for a statement
 * that builds contact objects (the request view): the newest
 * DELIVERIES_LISTED of the subject `subjectId` (an SQL expression) in the
 * scope given as SQL expressions; the same shape as toDeliveryView.
 */
export function deliveriesJsonOf(subjectId: SQL, tenantId: SQL, environment: SQL): SQL {
  return sql`coalesce((
    select json_agg(json_build_object(
      'id', d.id, 'channel', d.channel, 'kind', d.kind,
      'status', case d.status when 'sending' then 'queued' else d.status end,
      'at', ${isoTime(sql`d.at`)}, 'error', d.error
    ) order by d.created_at desc, d.id desc)
    from (
      select * from deliveries d0
      where d0.tenant_id = ${tenantId} and d0.environment = ${environment}
        and d0.subject_id = ${subjectId}
      order by d0.created_at desc, d0.id desc
      limit ${DELIVERIES_LISTED}
    ) d
  ), '[]'::json)`;
}

/** Every delivery to these subjects (a person's referee entries and requests), both environments: a data-subject export. */
export async function listDeliveriesOfSubjects(
  db: Executor,
  tenantId: string,
  subjectIds: readonly string[],
): Promise<DeliveryRow[]> {
  if (subjectIds.length === 0) return [];
  return db
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.tenantId, tenantId), inArray(deliveries.subjectId, [...subjectIds])))
    .orderBy(asc(deliveries.createdAt), asc(deliveries.id));
}

/**
 * Erases the addresses of these subjects' deliveries (ids, channels, states
 * and times stay), and settles those not yet sent as `failed`, so that the
 * delivery job, which never sends a settled delivery, sends nothing more.
 */
export async function eraseDeliveriesOfSubjects(
  tx: Tx,
  tenantId: string,
  subjectIds: readonly string[],
  at: Date,
): Promise<void> {
  if (subjectIds.length === 0) return;
  const ofSubjects = and(
    eq(deliveries.tenantId, tenantId),
    inArray(deliveries.subjectId, [...subjectIds]),
  );
  await tx
    .update(deliveries)
    .set({ status: 'failed', error: 'The recipient was erased.', at, updatedAt: at })
    .where(and(ofSubjects, notInArray(deliveries.status, [...FINAL_DELIVERY_STATUSES])));
  // A reason recorded before refusals were stored without it may quote the address.
  await tx
    .update(deliveries)
    .set({
      recipient: null,
      error: sql`coalesce(replace(${deliveries.error}, ${deliveries.recipient}, '[recipient]'), ${deliveries.error})`,
      updatedAt: at,
    })
    .where(ofSubjects);
}
