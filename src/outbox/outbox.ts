import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Clock } from '../core/clock.ts';
import { newId } from '../core/ids.ts';
import type { Executor, Tx } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import type { JobDefinition, JobRecord } from './job.ts';

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

/** A job's columns as SQL expressions (values, placeholders, or columns of a source). */
export interface JobColumns {
  id: SQL;
  type: SQL;
  payload: SQL;
  maxAttempts: SQL;
  runAt: SQL;
  tenantId: SQL;
  environment: SQL;
  subjectId: SQL;
  createdAt: SQL;
}

/**
 * The one insert of jobs: a row per row of `from` (one row without it).
 * enqueue runs it; a statement whose effects include jobs (a move, a create)
 * composes it, so what the worker reads has one shape.
 */
export function insertJobs(c: JobColumns, from?: SQL): SQL {
  return sql`insert into jobs
      (id, type, payload, max_attempts, run_at, tenant_id, environment, subject_id,
       created_at, updated_at)
    select ${c.id}, ${c.type}, ${c.payload}::jsonb, ${c.maxAttempts}::int,
      ${c.runAt}::timestamptz, ${c.tenantId}::text, ${c.environment}::text, ${c.subjectId}::text,
      ${c.createdAt}::timestamptz, ${c.createdAt}::timestamptz
    ${from ? sql`from ${from}` : sql``}
    returning id, type, status, run_at`;
}

/**
 * The one cancel of pending jobs: those of the `types` (a text[] expression)
 * about the subjects `subjectIds` (a query of ids), at `now`.
 */
export function cancelPendingJobsOf(subjectIds: SQL, types: SQL, now: SQL): SQL {
  return sql`update jobs
    set status = 'cancelled', finished_at = ${now}::timestamptz, updated_at = ${now}::timestamptz
    where subject_id = any(array(${subjectIds})) and status = 'pending'
      and type = any(${types}::text[])
    returning id`;
}

/** A list of strings as a text[] expression, for cancelPendingJobsOf. */
export function textArray(values: readonly string[]): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}::text`),
    sql`, `,
  )}]::text[]`;
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
  const now = clock.now().toISOString();
  const result = await tx.execute(
    insertJobs({
      id: sql`${newId('job')}`,
      type: sql`${definition.type}`,
      payload: sql`${JSON.stringify(checked)}`,
      maxAttempts: sql`${definition.maxAttempts ?? 5}`,
      runAt: sql`${options.runAt?.toISOString() ?? now}`,
      tenantId: sql`${options.tenantId ?? null}`,
      environment: sql`${options.environment ?? null}`,
      subjectId: sql`${options.subjectId ?? null}`,
      createdAt: sql`${now}`,
    }),
  );
  const [row] = rowsOf<{ id: string; type: string; status: QueuedJob['status']; run_at: Date }>(
    result,
  );
  return { id: row!.id, type: row!.type, status: row!.status, runAt: new Date(row!.run_at) };
}

/** Cancels the pending jobs of the given types about these subjects (a move's end of reminders or participation). */
export async function cancelPendingJobsOfSubjects(
  tx: Executor,
  clock: Clock,
  subjectIds: readonly string[],
  types: readonly string[],
): Promise<number> {
  if (subjectIds.length === 0) return 0;
  const now = clock.now().toISOString();
  const result = await tx.execute(
    cancelPendingJobsOf(
      sql`select unnest(${textArray(subjectIds)})`,
      textArray(types),
      sql`${now}`,
    ),
  );
  return rowsOf(result).length;
}

/** Cancels the pending jobs of the given types about a subject (e.g. reminders of a finished contact). */
export async function cancelPendingJobs(
  tx: Executor,
  clock: Clock,
  subjectId: string,
  types: string[],
): Promise<number> {
  return cancelPendingJobsOfSubjects(tx, clock, [subjectId], types);
}

/**
 * Settles the running job `done` in the caller's transaction: for a job
 * whose work is that one transaction. If its process dies after the commit
 * and before the worker records the outcome, the worker that takes the job
 * over finds it done, instead of running it again (new links, e-mails with
 * new Message-IDs). Throws, rolling the work back, when the job is no
 * longer this run's (another worker took it over).
 */
export async function completeJobIn(tx: Tx, clock: Clock, job: JobRecord): Promise<void> {
  const now = clock.now().toISOString();
  const result = await tx.execute(
    sql`update jobs
      set status = 'done', last_error = null, locked_by = null, locked_until = null,
        finished_at = ${now}::timestamptz, updated_at = ${now}::timestamptz
      where id = ${job.id} and status = 'running' and attempts = ${job.attempts}
      returning id`,
  );
  if (rowsOf(result).length === 0)
    throw new Error(`job ${job.id} was taken over by another worker`);
}
