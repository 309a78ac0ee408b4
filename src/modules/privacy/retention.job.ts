import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { defineJob } from '../../outbox/job.ts';
import { ensureRecurringJobScheduled } from '../../outbox/recurring.ts';
import { sweepRetention } from './retention.service.ts';

export const RETENTION_SWEEP_JOB_TYPE = 'privacy.retention_sweep';
/** How often the retention sweep runs. */
export const RETENTION_SWEEP_INTERVAL_MS = 24 * 60 * 60 * 1000;

/**
 * The daily retention sweep (retention.service.ts). It queues its next run
 * first, so a run that fails does not end the chain; one chain per
 * database, whatever the number of processes (outbox/recurring.ts).
 */
export const retentionSweepJob = defineJob({
  type: RETENTION_SWEEP_JOB_TYPE,
  payload: z.object({}),
  maxAttempts: 3,
  async run(ctx) {
    await ensureRetentionSweepScheduled(ctx, {
      runAt: new Date(ctx.clock.now().getTime() + RETENTION_SWEEP_INTERVAL_MS),
      countRunning: false,
    });
    const { erased, failed } = await sweepRetention(ctx);
    const log = failed > 0 ? ctx.log.warn.bind(ctx.log) : ctx.log.info.bind(ctx.log);
    log({ erased, failed }, 'retention sweep done');
  },
});

/** Queues the sweep unless one is already pending (or, at start-up, running). */
export async function ensureRetentionSweepScheduled(
  ctx: AppContext,
  options: { runAt?: Date; countRunning?: boolean } = {},
): Promise<boolean> {
  return ensureRecurringJobScheduled(ctx, retentionSweepJob, {}, options);
}
