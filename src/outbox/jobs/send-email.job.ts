import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { DeliveryRefused } from '../../core/delivery-refused.ts';
import { newId } from '../../core/ids.ts';
import type { OutgoingEmail, SentEmail } from '../../core/mailer.ts';
import { isSealed, open, seal } from '../../core/sealed.ts';
import type { Executor, Tx } from '../../db/client.ts';
import { emailDeliveries } from '../../db/schema/index.ts';
import { defineJob, type JobRecord } from '../job.ts';
import { type EnqueueOptions, enqueue, type QueuedJob } from '../outbox.ts';

/** An e-mail as its writer renders it (text, optional HTML): it carries links. */
export const emailContent = z.object({
  to: z.string().email(),
  subject: z.string().min(1),
  text: z.string().min(1),
  html: z.string().optional(),
});

export type EmailContent = z.infer<typeof emailContent>;

/** An e-mail the service writes: always with its HTML part (outbox/email-layout.ts renders it). */
export type RenderedEmail = EmailContent & { html: string };

/**
 * Payload of a send-email job. The body (text and HTML, which carry
 * participant links) is sealed under SECRET_KEY (`sealed`, see
 * core/sealed.ts), bound to the recipient: the job row holds no working
 * link, yet a worker that restarts after a crash can still send it. A
 * payload with `text` in clear is one queued before bodies were sealed (or
 * one without a link, as in tests); it is still sent.
 */
export const sendEmailPayload = z.union([
  z.object({
    to: z.string().email(),
    subject: z.string().min(1),
    sealed: z.string().refine(isSealed, 'a sealed value'),
  }),
  emailContent,
]);

export type SendEmailPayload = z.infer<typeof sendEmailPayload>;

const bodyPurpose = (to: string) => `email-body:${to}`;
const deliveryPurpose = (id: string) => `email-delivery:${id}`;

/** Seals an e-mail's body for the outbox. */
export function sealEmail(secretKey: string, email: EmailContent): SendEmailPayload {
  const body = JSON.stringify({ text: email.text, html: email.html });
  return {
    to: email.to,
    subject: email.subject,
    sealed: seal(secretKey, bodyPurpose(email.to), body),
  };
}

/** The e-mail of a payload, its body opened. */
export function openEmail(secretKey: string, payload: SendEmailPayload): OutgoingEmail {
  if (!('sealed' in payload)) return payload;
  const body = JSON.parse(open(secretKey, bodyPurpose(payload.to), payload.sealed)) as {
    text: string;
    html?: string;
  };
  return { to: payload.to, subject: payload.subject, text: body.text, html: body.html };
}

/**
 * Queues an e-mail in the caller's transaction, its body sealed: how every
 * e-mail is sent. Each has an HTML part as well as its text: written with
 * renderEmail (outbox/email-layout.ts), the one layout of the service's mail.
 */
export function enqueueEmail(
  tx: Tx,
  ctx: Pick<AppContext, 'clock' | 'config'>,
  email: RenderedEmail,
  options: EnqueueOptions = {},
): Promise<QueuedJob> {
  return enqueue(tx, ctx.clock, sendEmailJob, sealEmail(ctx.config.secretKey, email), options);
}

/**
 * The sandbox rule: an e-mail of the `test` environment reaches only the
 * tenant's own recruiters; to anyone else it is recorded, not sent. Live
 * e-mail (and e-mail of no environment) is always sent.
 */
async function isSandboxed(ctx: AppContext, job: JobRecord, to: string): Promise<boolean> {
  if (job.environment !== 'test') return false;
  if (!job.tenantId) return true;
  return !(await ctx.ports.sandbox.isTenantRecruiterAddress(ctx, job.tenantId, to));
}

/** An e-mail's fate: it went out (the server's answer), or the sandbox rule kept it. */
export type EmailSendOutcome = { status: 'sent' | 'sandboxed'; sent: SentEmail | undefined };

/**
 * Sends one e-mail, the sandbox rule applied: answers whether it went out
 * or was sandboxed. Throws what the mailer throws (a DeliveryRefused for an
 * SMTP refusal). The outreach deliveries send through it (their own record,
 * written before, makes them at most once), record their own `sent` right
 * after its answer, then keep the e-mail's record with recordEmail; the
 * outbox's own job records before it sends instead (sendEmailJob).
 */
export async function sendEmail(
  ctx: AppContext,
  job: JobRecord,
  email: OutgoingEmail,
): Promise<EmailSendOutcome> {
  const sandboxed = await isSandboxed(ctx, job, email.to);
  const sent: SentEmail | undefined = sandboxed ? undefined : await ctx.mailer.send(email);
  return { status: sent ? 'sent' : 'sandboxed', sent };
}

/** Keeps the record of an e-mail sendEmail sent (or sandboxed) in email_deliveries, its body sealed. */
export async function recordEmail(
  ctx: AppContext,
  job: JobRecord,
  email: OutgoingEmail,
  { status, sent }: EmailSendOutcome,
): Promise<void> {
  await ctx.db.insert(emailDeliveries).values(sealedRecord(ctx, job, email, status, sent));
}

/** A record of an e-mail that went out (or was sandboxed), its body sealed. */
function sealedRecord(
  ctx: AppContext,
  job: JobRecord,
  email: OutgoingEmail,
  status: 'sending' | 'sent' | 'sandboxed',
  sent?: SentEmail,
): typeof emailDeliveries.$inferInsert & { id: string } {
  const id = newId('email');
  const secretKey = ctx.config.secretKey;
  return {
    id,
    jobId: job.id,
    tenantId: job.tenantId,
    environment: job.environment,
    to: email.to,
    subject: email.subject,
    text: seal(secretKey, deliveryPurpose(id), email.text),
    html:
      email.html === undefined ? null : seal(secretKey, `${deliveryPurpose(id)}:html`, email.html),
    status,
    transport: sent?.transport ?? null,
    messageId: sent?.messageId ?? null,
  };
}

/** A Message-ID at the service's host: `<id>@<host of PUBLIC_BASE_URL>`. */
export function messageIdAt(config: Pick<AppContext['config'], 'publicBaseUrl'>, id: string) {
  return `${id}@${new URL(config.publicBaseUrl).hostname}`;
}

type EmailRecord = typeof emailDeliveries.$inferSelect;

/** The record of a job's e-mail (one per send-email job), if it was recorded. */
async function findEmailRecordOfJob(db: Executor, jobId: string): Promise<EmailRecord | undefined> {
  const [row] = await db
    .select()
    .from(emailDeliveries)
    .where(eq(emailDeliveries.jobId, jobId))
    .orderBy(asc(emailDeliveries.createdAt), asc(emailDeliveries.id))
    .limit(1);
  return row;
}

/**
 * The e-mail's record before it goes out, `sending`, its body sealed; its
 * id is the e-mail's Message-ID (messageIdAt), the same on every attempt.
 */
async function recordEmailBeforeSending(
  ctx: AppContext,
  job: JobRecord,
  email: OutgoingEmail,
): Promise<EmailRecord> {
  const record = sealedRecord(ctx, job, email, 'sending');
  const [row] = await ctx.db
    .insert(emailDeliveries)
    .values({ ...record, messageId: messageIdAt(ctx.config, record.id) })
    .returning();
  return row!;
}

/** Moves a `sending` record on (a record already settled stays as it is). */
async function settleEmailRecord(
  ctx: AppContext,
  id: string,
  change: Pick<EmailRecord, 'status' | 'transport' | 'messageId'>,
): Promise<void> {
  await ctx.db
    .update(emailDeliveries)
    .set({ ...change, updatedAt: ctx.clock.now() })
    .where(and(eq(emailDeliveries.id, id), eq(emailDeliveries.status, 'sending')));
}

/**
 * Sends one e-mail that is not a participant's delivery (the candidate's
 * reuse-permission request and its confirmation), with the outreach
 * deliveries' guarantees: the record is written `sending` (and committed)
 * before the SMTP conversation, its id is the Message-ID, and once it is
 * `sent`, `sandboxed` or `bounced` the e-mail never goes out again. So a
 * copy goes out twice only when the process dies between the SMTP server's
 * acknowledgement and that record, and then with the same Message-ID. A
 * permanent refusal (SMTP 5xx), or temporary ones until the last attempt,
 * ends it `bounced`, logged with the server's answer; temporary ones are
 * retried with the outbox's back-off. A sandboxed e-mail is recorded with
 * status `sandboxed` and sent to nobody.
 */
export const sendEmailJob = defineJob({
  type: 'email.send',
  payload: sendEmailPayload,
  maxAttempts: 8,
  async run(ctx, payload, job) {
    const email = openEmail(ctx.config.secretKey, payload);
    let record = await findEmailRecordOfJob(ctx.db, job.id);
    if (record && record.status !== 'sending') return;
    if (!record && (await isSandboxed(ctx, job, email.to))) {
      await ctx.db.insert(emailDeliveries).values(sealedRecord(ctx, job, email, 'sandboxed'));
      return;
    }
    record ??= await recordEmailBeforeSending(ctx, job, email);
    let sent: SentEmail;
    try {
      sent = await ctx.mailer.send({ ...email, messageId: messageIdAt(ctx.config, record.id) });
    } catch (error) {
      const permanent = error instanceof DeliveryRefused && error.permanent;
      if (!permanent && job.attempts < job.maxAttempts) throw error;
      await settleEmailRecord(ctx, record.id, {
        status: 'bounced',
        transport: null,
        messageId: record.messageId,
      });
      ctx.log.warn(
        { jobId: job.id, emailId: record.id, tenantId: job.tenantId, permanent, err: error },
        'e-mail bounced',
      );
      return;
    }
    await settleEmailRecord(ctx, record.id, {
      status: 'sent',
      transport: sent.transport,
      messageId: sent.messageId ?? record.messageId,
    });
  },
});

/** The text and HTML of a delivery record (tests, support with SECRET_KEY). */
export function openDelivery(
  secretKey: string,
  delivery: { id: string; text: string; html: string | null },
): { text: string; html: string | null } {
  const text = isSealed(delivery.text)
    ? open(secretKey, deliveryPurpose(delivery.id), delivery.text)
    : delivery.text;
  const html =
    delivery.html && isSealed(delivery.html)
      ? open(secretKey, `${deliveryPurpose(delivery.id)}:html`, delivery.html)
      : delivery.html;
  return { text, html };
}

/** What was e-mailed to this address in the tenant (both environments; bodies stay sealed): a data-subject export. */
export async function listEmailsSentTo(db: Executor, tenantId: string, to: string) {
  const rows = await db
    .select({
      id: emailDeliveries.id,
      environment: emailDeliveries.environment,
      to: emailDeliveries.to,
      subject: emailDeliveries.subject,
      status: emailDeliveries.status,
      createdAt: emailDeliveries.createdAt,
    })
    .from(emailDeliveries)
    .where(and(eq(emailDeliveries.tenantId, tenantId), eq(emailDeliveries.to, to)))
    .orderBy(asc(emailDeliveries.createdAt), asc(emailDeliveries.id));
  return rows.map((row) => ({ ...row, environment: row.environment ?? ('live' as const) }));
}

/** Deletes the record of what was e-mailed to this address in the tenant: addresses and bodies (an erasure). */
export async function deleteEmailsSentTo(tx: Tx, tenantId: string, to: string): Promise<void> {
  await tx
    .delete(emailDeliveries)
    .where(and(eq(emailDeliveries.tenantId, tenantId), eq(emailDeliveries.to, to)));
}
