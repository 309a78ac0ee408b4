import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * The transactional outbox. A row is written in the same transaction as the
 * change that causes it; the worker claims due rows with FOR UPDATE SKIP
 * LOCKED, so several processes never run one job twice.
 *
 * status: `pending` (waiting for run_at) -> `running` (claimed, lease in
 * locked_until) -> `done`, or back to `pending` with backoff after a failure,
 * or `dead` after max_attempts failures (last_error kept), or `cancelled`
 * when the reason for it went away (a reminder whose participant finished).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull().$type<Record<string, unknown>>(),
    status: text('status', { enum: ['pending', 'running', 'done', 'dead', 'cancelled'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Optional owner, so a tenant's jobs can be listed and cancelled. */
    tenantId: text('tenant_id'),
    environment: text('environment', { enum: ['live', 'test'] }),
    /** What the job is about (e.g. a contact id), for cancelling reminders. */
    subjectId: text('subject_id'),
    ...timestamps,
  },
  (t) => [
    index('jobs_due_idx').on(t.runAt).where(sql`${t.status} = 'pending'`),
    index('jobs_subject_idx').on(t.subjectId),
  ],
);

/**
 * One row per e-mail the worker handled. status `sent`: handed to SMTP (or,
 * without SMTP_URL, to the log; `transport` says which). status `sandboxed`:
 * a test-environment e-mail to someone who is not a recruiter of the tenant,
 * rendered and recorded but sent to nobody (`transport` null). `text` and
 * `html` are sealed (core/sealed.ts): they carry participant links.
 */
export const emailDeliveries = pgTable(
  'email_deliveries',
  {
    id: text('id').primaryKey(),
    jobId: text('job_id').notNull(),
    tenantId: text('tenant_id'),
    environment: text('environment', { enum: ['live', 'test'] }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /**
     * `sending`: recorded before the SMTP conversation (the generic e-mail
     * job), not known to have gone out; `bounced`: refused for good.
     */
    status: text('status', { enum: ['sending', 'sent', 'sandboxed', 'bounced'] })
      .notNull()
      .default('sent'),
    transport: text('transport', { enum: ['smtp', 'log'] }),
    messageId: text('message_id'),
    ...timestamps,
  },
  (t) => [index('email_deliveries_job_idx').on(t.jobId), index('email_deliveries_to_idx').on(t.to)],
);

export { timestamps };
