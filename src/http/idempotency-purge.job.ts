import { lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import type { Executor } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { defineJob } from '../outbox/job.ts';
import { ensureRecurringJobScheduled } from '../outbox/recurring.ts';
import { IDEMPOTENCY_TTL_MS } from './idempotency.ts';

export const IDEMPOTENCY_PURGE_JOB_TYPE = 'idempotency.purge_expired';
/** How often expired Idempotency-Key records are purged. */
export const IDEMPOTENCY_PURGE_INTERVAL_MS = 60 * 60 * 1000;
/** Rows deleted per statement: short statements, no long lock on the table. */
export const IDEMPOTENCY_PURGE_BATCH = 1000;

/**
 * Deletes every expired Idempotency-Key record (written more than
 * IDEMPOTENCY_TTL_MS, 24 h, ago), `batch` rows per statement. Answers how many.
 */
export async function purgeExpiredIdempotencyKeysInBatches(
  db: Executor,
  now: Date,
  batch = IDEMPOTENCY_PURGE_BATCH,
): Promise<number> {
  let total = 0;
  for (;;) {
    const expired = db
      .select({ apiKeyId: idempotencyKeys.apiKeyId, key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(lte(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)))
      .limit(batch);
    // By the primary key (the record's id has no index).
    const deleted = await db
      .delete(idempotencyKeys)
      .where(sql`(${idempotencyKeys.apiKeyId}, ${idempotencyKeys.key}) in ${expired}`)
      .returning({ id: idempotencyKeys.id });
    total += deleted.length;
    if (deleted.length < batch) return total;
  }
}

/**
 * The hourly purge: deletes the expired records, then queues its next run.
 * One chain per database, whatever the number of processes: see
 * `ensureIdempotencyPurgeScheduled`.
 */
export const idempotencyPurgeJob = defineJob({
  type: IDEMPOTENCY_PURGE_JOB_TYPE,
  payload: z.object({}),
  async run(ctx) {
    const purged = await purgeExpiredIdempotencyKeysInBatches(ctx.db, ctx.clock.now());
    if (purged > 0) ctx.log.info({ purged }, 'expired idempotency keys purged');
    await ensureIdempotencyPurgeScheduled(ctx, {
      runAt: new Date(ctx.clock.now().getTime() + IDEMPOTENCY_PURGE_INTERVAL_MS),
      countRunning: false,
    });
  },
});

/**
 * Queues a purge unless one is already pending (or, at start-up, running):
 * one chain per database, whatever the number of processes
 * (outbox/recurring.ts).
 */
export async function ensureIdempotencyPurgeScheduled(
  ctx: AppContext,
  options: { runAt?: Date; countRunning?: boolean } = {},
): Promise<boolean> {
  return ensureRecurringJobScheduled(ctx, idempotencyPurgeJob, {}, options);
}
