import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Clock } from '../core/clock.ts';
import { newId } from '../core/ids.ts';
import type { Executor, Tx } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';
import type { JobDefinition } from './job.ts';

export interface EnqueueOptions {
  /** When the job becomes due (default: now). */
  runAt?: Date;
  tenantId?: string;
  environment?: 'live' | 'test';
  /** What the job is about (e.g. a contact id), so it can be cancelled when that finishes. */
  subjectId?: string;
}

export interface QueuedJob {
  id: string;
  type: string;
  status: 'pending' | 'running' | 'done' | 'dead' | 'cancelled';
  runAt: Date;
}

/**
 * Writes a job in the caller's transaction: it exists only if the change that
 * caused it commits. The worker picks it up afterwards.
 */
export async function enqueue<S extends z.ZodType>(
  tx: Tx,
  clock: Clock,
  definition: JobDefinition<S>,
  payload: z.input<S>,
  options: EnqueueOptions = {},
): Promise<QueuedJob> {
  const checked = definition.payload.parse(payload) as Record<string, unknown>;
  const now = clock.now();
  const [row] = await tx
    .insert(jobs)
    .values({
      id: newId('job'),
      type: definition.type,
      payload: checked,
      maxAttempts: definition.maxAttempts ?? 5,
      runAt: options.runAt ?? now,
      tenantId: options.tenantId ?? null,
      environment: options.environment ?? null,
      subjectId: options.subjectId ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: jobs.id, type: jobs.type, status: jobs.status, runAt: jobs.runAt });
  return row!;
}

/** Cancels the pending jobs of the given types about a subject (e.g. reminders of a finished contact). */
export async function cancelPendingJobs(
  tx: Executor,
  clock: Clock,
  subjectId: string,
  types: string[],
): Promise<number> {
  const cancelled = await tx
    .update(jobs)
    .set({ status: 'cancelled', finishedAt: clock.now(), updatedAt: clock.now() })
    .where(
      and(eq(jobs.subjectId, subjectId), eq(jobs.status, 'pending'), inArray(jobs.type, types)),
    )
    .returning({ id: jobs.id });
  return cancelled.length;
}
