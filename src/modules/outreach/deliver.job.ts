import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { DAY_MS } from '../../core/clock.ts';
import { DeliveryRefused } from '../../core/delivery-refused.ts';
import { AppError } from '../../core/errors.ts';
import { escapeRegExp } from '../../core/regexp.ts';
import { isSealed, open, seal } from '../../core/sealed.ts';
import { type Acting, environmentSchema } from '../../core/tenancy.ts';
import type { Tx } from '../../db/client.ts';
import { retryOnConnectionLoss } from '../../db/connection-loss.ts';
import { inTransaction, unitOfWork } from '../../db/tx.ts';
import { crashPointForTests } from '../../http/crash-point.ts';
import { defineJob, type JobRecord } from '../../outbox/job.ts';
import type { RenderedEmail } from '../../outbox/jobs/send-email.job.ts';
import { messageIdAt, recordEmail, sendEmail } from '../../outbox/jobs/send-email.job.ts';
import { enqueue, type QueuedJob } from '../../outbox/outbox.ts';
import { recordActivity } from '../activity/activity.repo.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import {
  type LinkPurpose,
  resolveParticipantLink,
} from '../participant-links/participant-links.service.ts';
import {
  type DeliveryRow,
  FINAL_DELIVERY_STATUSES,
  findDelivery,
  NOT_SENT,
  SMS_OUTCOME_UNKNOWN,
  settleDelivery,
} from './deliveries.repo.ts';

/** The job type name is stored with every queued delivery: it never changes. */
export const DELIVER_JOB_TYPE = 'outreach.deliver';

/** Temporary failures are retried for this long after the delivery was recorded. */
export const RETRY_WINDOW_MS = DAY_MS;

/**
 * Payload of a delivery: its id and its content, sealed under SECRET_KEY
 * and bound to the delivery (it carries a participant link).
 */
export const deliverPayload = z.object({
  deliveryId: z.string(),
  tenantId: z.string(),
  environment: environmentSchema,
  sealed: z.string().refine(isSealed, 'a sealed value'),
});

/**
 * The participant link a delivery carries, so the job can tell it ended
 * before the delivery went out (absent in deliveries queued before it was
 * recorded: those are sent as they are).
 */
export interface CarriedLink {
  purpose: LinkPurpose;
  token: string;
}

/** What a delivery sends: an e-mail, or a text message, with the link it carries. */
export type DeliveryContent = (
  | { channel: 'email'; email: RenderedEmail }
  | { channel: 'sms'; to: string; body: string }
) & { link?: CarriedLink };

const contentPurpose = (deliveryId: string) => `delivery:${deliveryId}`;

/** Queues the job that sends a recorded delivery, in the caller's transaction. */
export function enqueueDelivery(
  tx: Tx,
  ctx: Pick<AppContext, 'clock' | 'config'>,
  delivery: DeliveryRow,
  content: DeliveryContent,
): Promise<QueuedJob> {
  const sealed = seal(ctx.config.secretKey, contentPurpose(delivery.id), JSON.stringify(content));
  return enqueue(
    tx,
    ctx.clock,
    deliverJob,
    {
      deliveryId: delivery.id,
      tenantId: delivery.tenantId,
      environment: delivery.environment,
      sealed,
    },
    {
      tenantId: delivery.tenantId,
      environment: delivery.environment,
      subjectId: delivery.subjectId,
    },
  );
}

/** The e-mail's Message-ID: the delivery id at the service's host, the same on every attempt. */
export function messageIdOf(ctx: Pick<AppContext, 'config'>, deliveryId: string): string {
  return messageIdAt(ctx.config, deliveryId);
}

/**
 * Sends a recorded delivery once. The delivery is marked `sending` (and
 * committed) before the SMTP conversation or the provider call, and `sent`
 * right after its answer, in one statement before anything else (the
 * outbox's own record of the e-mail follows); a delivery already final is
 * never sent again. So an e-mail can go out twice only when the process
 * dies between the server's acknowledgement and that statement: the worker
 * that takes the job over sends it again, with the same Message-ID. A text
 * message found `sending` by the worker that takes it over is not sent
 * again (it costs money and reaches a person's phone): it ends `failed`
 * (SMS_OUTCOME_UNKNOWN) with the event. A permanent refusal, or temporary ones for 24 hours,
 * ends it `bounced` (e-mail) or `failed` (text) with the event
 * `reference_contact.delivery_failed`. A delivery withdrawn before it
 * went out (NOT_SENT: the request cancelled, the address corrected), or
 * whose link has ended by the time it runs, ends `failed` with the reason
 * and no event, and is not sent. In `test`, a text message is
 * sandboxed (recruiters have no numbers on file) and an e-mail follows the
 * outbox's sandbox rule.
 */
export const deliverJob = defineJob({
  type: DELIVER_JOB_TYPE,
  payload: deliverPayload,
  // The 24-hour window ends it, not the count: backoff tops out at an hour.
  maxAttempts: 40,
  async run(ctx, payload, job) {
    const scope = { tenantId: payload.tenantId, environment: payload.environment };
    const delivery = await findDelivery(ctx.db, scope, payload.deliveryId);
    if (!delivery || FINAL_DELIVERY_STATUSES.has(delivery.status)) return;
    if (
      delivery.channel === 'sms' &&
      delivery.status === 'sending' &&
      delivery.environment !== 'test'
    ) {
      // An earlier attempt called the provider and died before recording its answer: the
      // text may have gone out. At most once (CONTRACT "Outreach"): it ends `failed`, with
      // its event, and is never sent again. The e-mail is a delivery of its own and goes.
      await recordFailure(ctx, job, delivery, new DeliveryRefused(SMS_OUTCOME_UNKNOWN, true));
      return;
    }
    const content = JSON.parse(
      open(ctx.config.secretKey, contentPurpose(delivery.id), payload.sealed),
    ) as DeliveryContent;
    const ended = content.link && (await whyLinkEnded(ctx, content.link));
    if (ended) {
      // Nobody failed to be reached: `failed` with the reason, and no event.
      await settleDelivery(
        ctx.db,
        delivery.id,
        { status: 'failed', error: ended },
        ctx.clock.now(),
      );
      return;
    }
    // Withdrawn meanwhile (the request cancelled, the address corrected): not sent.
    if (!(await settleDelivery(ctx.db, delivery.id, { status: 'sending' }, ctx.clock.now()))) {
      return;
    }
    let outcome: Awaited<ReturnType<typeof send>>;
    try {
      outcome = await send(ctx, job, delivery, content);
    } catch (error) {
      await recordFailure(ctx, job, delivery, error);
      return;
    }
    const { status, providerMessageId } = outcome;
    // Once more on a new connection if it was lost: a text recorded `sending` is never sent again.
    await retryOnConnectionLoss(() =>
      settleDelivery(
        ctx.db,
        delivery.id,
        { status, providerMessageId, error: null },
        ctx.clock.now(),
      ),
    );
    await outcome.record?.();
  },
});

/**
 * Why the link a delivery carries no longer opens, or null while it does. A
 * link ends when the request is cancelled or completed, the participant
 * finishes, or their address is corrected (the service that ends it
 * withdraws the queued deliveries with the exact reason; this catches one
 * that was in the provider's hands then and came back for a retry).
 */
async function whyLinkEnded(ctx: AppContext, link: CarriedLink): Promise<string | null> {
  try {
    await resolveParticipantLink(
      ctx.db,
      ctx.config.secretKey,
      link.purpose,
      link.token,
      ctx.clock.now(),
    );
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === 'token_expired') return NOT_SENT.linkExpired;
    if (error.code === 'token_used') return NOT_SENT.linkEnded;
    return NOT_SENT.removed;
  }
}

/** Sends the content; an e-mail's outbox record (`record`) is written after the delivery's. */
async function send(
  ctx: AppContext,
  job: JobRecord,
  delivery: DeliveryRow,
  content: DeliveryContent,
): Promise<{
  status: 'sent' | 'sandboxed';
  providerMessageId: string | null;
  record?: () => Promise<void>;
}> {
  if (content.channel === 'email') {
    const email = { ...content.email, messageId: messageIdOf(ctx, delivery.id) };
    const outcome = await sendEmail(ctx, job, email);
    return {
      status: outcome.status,
      providerMessageId: outcome.sent?.messageId ?? null,
      record: () => recordEmail(ctx, job, email, outcome),
    };
  }
  if (delivery.environment === 'test') return { status: 'sandboxed', providerMessageId: null };
  const sent = await ctx.sms.send({
    to: content.to,
    body: content.body,
    idempotencyKey: delivery.id,
  });
  // Tests: die between the provider's answer and its record (e2e/sms-at-most-once).
  crashPointForTests(ctx.config, 'sms-sent-unrecorded');
  return { status: 'sent', providerMessageId: sent.messageId };
}

/**
 * The reason a send failed, as the delivery, its event and the audit keep
 * it: without the recipient's address or number, which providers quote
 * (Twilio: "The 'To' number +1… is not a valid phone number"; an SMTP
 * server may name the mailbox). The delivery's `recipient` holds it, and an
 * erasure clears that one field.
 */
export function refusalText(error: unknown, recipient: string | null): string {
  const message = error instanceof Error ? error.message : String(error);
  const named = recipient
    ? message.replace(new RegExp(escapeRegExp(recipient), 'gi'), '[recipient]')
    : message;
  return named
    .replace(/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, '[recipient]')
    .replace(/\+\d{7,15}\b/g, '[recipient]');
}

/**
 * A failed send: permanent (or temporary for over 24 hours, or out of
 * attempts) ends the delivery with its event; otherwise the delivery goes
 * back to `queued` with the error and the job is retried (thrown).
 */
async function recordFailure(
  ctx: AppContext,
  job: JobRecord,
  delivery: DeliveryRow,
  error: unknown,
): Promise<void> {
  const message = refusalText(error, delivery.recipient);
  const now = ctx.clock.now();
  const permanent = error instanceof DeliveryRefused && error.permanent;
  const expired =
    now.getTime() - delivery.createdAt.getTime() >= RETRY_WINDOW_MS ||
    job.attempts >= job.maxAttempts;
  if (!permanent && !expired) {
    await settleDelivery(ctx.db, delivery.id, { status: 'queued', error: message }, now);
    // The job's last error (and the worker's log line) without the address either.
    throw new DeliveryRefused(message, false);
  }
  const status = delivery.channel === 'email' ? 'bounced' : 'failed';
  const acting: Acting = {
    tenantId: delivery.tenantId,
    environment: delivery.environment,
    actor: { kind: 'system', id: DELIVER_JOB_TYPE },
    recruiterId: null,
    traceId: null,
  };
  await inTransaction(unitOfWork(ctx.db), async (tx) => {
    if (!(await settleDelivery(tx, delivery.id, { status, error: message }, now))) return;
    const details = {
      deliveryId: delivery.id,
      channel: delivery.channel,
      kind: delivery.kind,
      status,
      error: message,
      referenceRequestId: delivery.referenceRequestId,
    };
    const isCandidate = delivery.subjectId === delivery.referenceRequestId;
    await recordAudit(
      tx,
      acting,
      {
        action: 'reference_contact.delivery_failed',
        targetType: isCandidate ? 'reference_request' : 'reference_contact',
        targetId: delivery.subjectId,
        metadata: details,
      },
      now,
    );
    await recordActivity(
      tx,
      acting,
      delivery.referenceRequestId,
      {
        kind: 'outreach.delivery_failed',
        summary: `${delivery.channel === 'email' ? 'E-mail' : 'Text message'} to ${delivery.recipient} ${status}: ${message}`,
        data: { ...details, subjectId: delivery.subjectId, to: delivery.recipient },
      },
      now,
    );
  });
}
