import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { jobs } from '../db/schema/index.ts';
import type { JobRecord } from './job.ts';

/**
 * How long a claim lasts without renewal. A live worker renews the claims
 * of every job it holds (the one running and the rest of its batch) every
 * HEARTBEAT_MS, so a long job, or a long batch, keeps its lease; a worker
 * that dies stops renewing, and another worker takes its jobs over once the
 * lease runs out: within LEASE_MS plus one poll (CONTRACT: within 60 s).
 */
export const LEASE_MS = 30_000;
/** How often a worker renews the lease of the job in hand: well within LEASE_MS. */
export const HEARTBEAT_MS = 10_000;
const BATCH_SIZE = 10;
const MAX_BACKOFF_MS = 60 * 60_000;

/** Exponential backoff: 2 s, 4 s, 8 s … capped at an hour, with ±20% jitter. */
export function backoffMs(attempts: number, random = Math.random): number {
  const base = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** attempts);
  return Math.round(base * (0.8 + 0.4 * random()));
}

type ClaimedJob = typeof jobs.$inferSelect;

/**
 * Runs outbox jobs. Claims due jobs with FOR UPDATE SKIP LOCKED, so any number
 * of workers on one PostgreSQL never take the same job; runs them one at a
 * time; retries failures with backoff and marks a job dead after its
 * maxAttempts, keeping the last error.
 */
export class OutboxWorker {
  readonly id = `worker_${randomBytes(6).toString('hex')}`;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopping = false;

  constructor(private readonly ctx: AppContext) {}

  start(): void {
    this.stopping = false;
    this.ctx.log.info({ worker: this.id }, 'outbox worker started');
    this.schedule(0);
  }

  /** Asks for a poll now (after a commit that enqueued jobs); harmless if busy. */
  wake(): void {
    if (this.stopping || this.running) return;
    this.schedule(0);
  }

  /**
   * Stops polling and waits for the job in hand to finish; the rest of its
   * batch goes back to the queue for any worker (released, not failed).
   */
  async stop(): Promise<void> {
    const wasRunning = !this.stopping;
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
    if (wasRunning) this.ctx.log.info({ worker: this.id }, 'outbox worker stopped');
  }

  /** Claims and runs one batch of due jobs; returns how many ran. Tests call it directly. */
  async runOnce(): Promise<number> {
    const claimed = await this.claim();
    if (claimed.length === 0) return 0;
    // A job waiting its turn in the batch is never taken over from a live worker.
    const ids = claimed.map((job) => job.id);
    const heartbeat = setInterval(() => void this.renewLeases(ids), HEARTBEAT_MS);
    heartbeat.unref?.();
    try {
      for (const job of claimed) {
        if (this.stopping && job !== claimed[0]) {
          await this.release(job);
          continue;
        }
        await this.runJob(job);
      }
    } finally {
      clearInterval(heartbeat);
    }
    return claimed.length;
  }

  /** Runs batches until no job is due. */
  async drain(): Promise<number> {
    let total = 0;
    for (let ran = await this.runOnce(); ran > 0; ran = await this.runOnce()) total += ran;
    return total;
  }

  private schedule(delayMs: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.running = this.tick().finally(() => {
        this.running = undefined;
      });
    }, delayMs);
    this.timer.unref?.();
  }

  private async tick(): Promise<void> {
    let ran = 0;
    try {
      ran = await this.runOnce();
    } catch (error) {
      this.ctx.log.error({ err: error }, 'outbox poll failed');
    }
    if (!this.stopping) this.schedule(ran > 0 ? 0 : this.ctx.config.workerPollMs);
  }

  private async claim(): Promise<ClaimedJob[]> {
    const now = this.ctx.clock.now();
    const due = this.ctx.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        or(
          and(eq(jobs.status, 'pending'), lte(jobs.runAt, now)),
          // A worker that died mid-job: its lease ran out, take the job over.
          and(eq(jobs.status, 'running'), lte(jobs.lockedUntil, now)),
        ),
      )
      .orderBy(asc(jobs.runAt), asc(jobs.id))
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    return this.ctx.db
      .update(jobs)
      .set({
        status: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        lockedBy: this.id,
        lockedUntil: new Date(now.getTime() + LEASE_MS),
        updatedAt: now,
      })
      .where(inArray(jobs.id, due))
      .returning();
  }

  private async runJob(job: ClaimedJob): Promise<void> {
    const definition = this.ctx.jobs.get(job.type);
    const record: JobRecord = {
      id: job.id,
      type: job.type,
      attempts: job.attempts,
      maxAttempts: job.maxAttempts,
      tenantId: job.tenantId,
      environment: job.environment,
    };
    try {
      if (!definition) throw new Error(`unknown job type ${job.type}`);
      await definition.run(this.ctx, definition.payload.parse(job.payload), record);
      await this.finish(job, { status: 'done', lastError: null });
      this.ctx.log.info(
        { worker: this.id, jobId: job.id, type: job.type, attempts: job.attempts },
        'job done',
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const dead = !definition || job.attempts >= job.maxAttempts;
      // A retry is not a bug, a dead job may be one: both show at LOG_LEVEL=info.
      this.ctx.log.warn(
        {
          worker: this.id,
          jobId: job.id,
          type: job.type,
          attempts: job.attempts,
          dead,
          err: error,
        },
        dead ? 'job failed for good' : 'job failed; retried later',
      );
      if (dead) {
        await this.finish(job, { status: 'dead', lastError: message });
      } else {
        const runAt = new Date(this.ctx.clock.now().getTime() + backoffMs(job.attempts));
        await this.finish(job, { status: 'pending', lastError: message, runAt });
      }
    }
  }

  private async finish(
    job: ClaimedJob,
    outcome: { status: 'done' | 'dead' | 'pending'; lastError: string | null; runAt?: Date },
  ): Promise<void> {
    const now = this.ctx.clock.now();
    await this.ctx.db
      .update(jobs)
      .set({
        status: outcome.status,
        lastError: outcome.lastError,
        runAt: outcome.runAt ?? job.runAt,
        lockedBy: null,
        lockedUntil: null,
        finishedAt: outcome.status === 'pending' ? null : now,
        updatedAt: now,
      })
      // Only the lease holder may settle the job.
      .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, this.id)));
  }

  /** Extends the leases of the batch's jobs still in hand (the heartbeat); a failure is only logged. */
  private async renewLeases(ids: string[]): Promise<void> {
    const now = this.ctx.clock.now();
    try {
      await this.ctx.db
        .update(jobs)
        .set({ lockedUntil: new Date(now.getTime() + LEASE_MS) })
        .where(and(inArray(jobs.id, ids), eq(jobs.lockedBy, this.id), eq(jobs.status, 'running')));
    } catch (error) {
      this.ctx.log.warn({ worker: this.id, err: error }, 'lease renewal failed');
    }
  }

  /** Hands a claimed job back untouched (shutdown before it started). */
  private async release(job: ClaimedJob): Promise<void> {
    this.ctx.log.info({ worker: this.id, jobId: job.id, type: job.type }, 'job released');
    await this.ctx.db
      .update(jobs)
      .set({ status: 'pending', attempts: job.attempts - 1, lockedBy: null, lockedUntil: null })
      .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, this.id)));
  }
}
