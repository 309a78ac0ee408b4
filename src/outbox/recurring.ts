import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../context.ts';
import { jobs } from '../db/schema/index.ts';
import { inTransaction, unitOfWork } from '../db/tx.ts';
import type { JobDefinition } from './job.ts';
import { enqueue } from './outbox.ts';

/**
 * Queues a recurring job (a purge, a sweep: one with an empty payload that
 * queues its own next run) unless one is already pending (or, at start-up,
 * running). A transaction-scoped advisory lock serialises the check and the
 * insert, so several processes starting together queue one job, not one
 * each: one chain per database.
 */
export async function ensureRecurringJobScheduled<S extends z.ZodType>(
  ctx: AppContext,
  definition: JobDefinition<S>,
  payload: z.input<S>,
  options: { runAt?: Date; countRunning?: boolean } = {},
): Promise<boolean> {
  const statuses: ('pending' | 'running')[] =
    options.countRunning === false ? ['pending'] : ['pending', 'running'];
  return inTransaction(unitOfWork(ctx.db), async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${definition.type}))`);
    const [existing] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.type, definition.type), inArray(jobs.status, statuses)))
      .limit(1);
    if (existing) return false;
    await enqueue(tx, ctx.clock, definition, payload, { runAt: options.runAt });
    return true;
  });
}
