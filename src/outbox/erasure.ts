import { type SQL, sql } from 'drizzle-orm';
import { ERASED } from '../core/erased.ts';
import type { Tx } from '../db/client.ts';
import { scrubbed } from '../db/scrub.ts';

/** The payload fields that carry what a job sends: address, subject, body (clear or sealed). */
const CONTENT_FIELDS = ['to', 'subject', 'sealed', 'text', 'html'];

/** What a person's erasure hands the outbox. */
export interface OutboxErasure {
  tenantId: string;
  /** The person's e-mails: jobs that e-mail one are theirs (none when someone kept still has it). */
  emails: string[];
  /** What the person's own jobs are about (their requests, referee entries, consent grants). */
  subjectIds: string[];
  /** What other people's jobs about the person are about (the referees of their requests). */
  relatedSubjectIds: string[];
  /** The strings that name the person (e-mail, names, phones), replaced by `[erased]`. */
  needles: string[];
  now: Date;
}

function textArray(values: readonly string[]): SQL {
  if (values.length === 0) return sql`array[]::text[]`;
  return sql`array[${sql.join(
    values.map((value) => sql`${value}::text`),
    sql`, `,
  )}]::text[]`;
}

/**
 * Erases a person from the outbox, in the erasure's transaction: the jobs
 * table and the record of sent e-mails otherwise keep addresses, subjects
 * and (sealed) bodies long after the job ran.
 *
 * - The person's own jobs (about `subjectIds`, or e-mailing `email`) lose
 *   the content of their payload (address, subject, body; `erased: true`
 *   says so); those not yet run are cancelled, so nothing more goes to them.
 * - Other people's jobs about them (`relatedSubjectIds`: their referees'
 *   invitations and reminders) lose their content once finished; one still
 *   pending is left to send, as the referee's delivery it is.
 * - The error text of all those jobs, and the subjects of the e-mails sent
 *   by them, lose the person's name, e-mail and phone; the bodies of those
 *   e-mails read `[erased]`. (The e-mails sent to the person's address are
 *   deleted by deleteEmailsSentTo.)
 *
 * Ids, types, statuses, attempts and times stay.
 */
export async function eraseFromOutbox(tx: Tx, erasure: OutboxErasure): Promise<void> {
  const { tenantId, needles } = erasure;
  const now = erasure.now.toISOString();
  const own = textArray(erasure.subjectIds);
  const related = textArray(erasure.relatedSubjectIds);
  const content = textArray(CONTENT_FIELDS);
  await tx.execute(sql`
    update jobs set
      payload = (payload - ${content}) || '{"erased": true}'::jsonb,
      status = case when status = 'pending' then 'cancelled' else status end,
      finished_at = case when status = 'pending' then ${now}::timestamptz else finished_at end,
      updated_at = ${now}::timestamptz
    where tenant_id = ${tenantId} and payload ?| ${content}
      and (subject_id = any(${own}) or lower(payload->>'to') = any(${textArray(erasure.emails.map((email) => email.toLowerCase()))})
        or (subject_id = any(${related}) and status in ('done', 'dead', 'cancelled')))`);
  if (needles.length === 0) return;
  await tx.execute(sql`
    update jobs set last_error = ${scrubbed(sql`last_error`, needles)},
      updated_at = ${now}::timestamptz
    where tenant_id = ${tenantId} and last_error is not null
      and subject_id = any(${own} || ${related})`);
  await tx.execute(sql`
    update email_deliveries set subject = ${scrubbed(sql`subject`, needles)},
      text = ${ERASED}, html = null, updated_at = ${now}::timestamptz
    where tenant_id = ${tenantId}
      and job_id in (select id from jobs
        where tenant_id = ${tenantId} and subject_id = any(${own} || ${related}))`);
}
