import { z } from 'zod';
import { newId } from '../../core/ids.ts';
import { emailDeliveries } from '../../db/schema/index.ts';
import { defineJob } from '../job.ts';

export const sendEmailPayload = z.object({
  to: z.string().email(),
  subject: z.string().min(1),
  text: z.string().min(1),
  html: z.string().optional(),
});

export type SendEmailPayload = z.infer<typeof sendEmailPayload>;

/**
 * Sends one e-mail and keeps a delivery record. Delivery is at least once: a
 * crash between the SMTP answer and marking the job done sends it again.
 */
export const sendEmailJob = defineJob({
  type: 'email.send',
  payload: sendEmailPayload,
  maxAttempts: 8,
  async run(ctx, payload, job) {
    const sent = await ctx.mailer.send(payload);
    await ctx.db.insert(emailDeliveries).values({
      id: newId('email'),
      jobId: job.id,
      tenantId: job.tenantId,
      environment: job.environment,
      to: payload.to,
      subject: payload.subject,
      text: payload.text,
      html: payload.html ?? null,
      transport: sent.transport,
      messageId: sent.messageId,
    });
  },
});
