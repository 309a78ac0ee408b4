import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { LocalSmtpServer } from '../../../test/helpers/outreach-stand-ins.ts';
import { emailDeliveries, jobs } from '../../db/schema/index.ts';
import { inTransaction, unitOfWork } from '../../db/tx.ts';
import { enqueue } from '../outbox.ts';
import { sendEmailJob } from './send-email.job.ts';

/**
 * The generic e-mail job (the candidate's reuse-permission e-mails) against
 * a local SMTP server (550 for `bounce…` addresses, 451 while
 * `temporaryFailure`): recorded before it goes out, its record's id as the
 * Message-ID on every attempt, never sent again once settled, and a bounce
 * recorded as `bounced` and not retried.
 */
let t: TestApp;
let smtp: LocalSmtpServer;

beforeAll(async () => {
  smtp = new LocalSmtpServer();
  t = await buildTestApp({ realMailer: true, config: { SMTP_URL: await smtp.listen() } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function queueEmail(to: string) {
  return inTransaction(unitOfWork(t.database.db), (tx) =>
    enqueue(tx, t.clock, sendEmailJob, { to, subject: 'Hello', text: 'Your link: http://x/y' }),
  );
}

async function jobById(id: string) {
  const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, id));
  return row!;
}

async function recordsOf(jobId: string) {
  return t.database.db.select().from(emailDeliveries).where(eq(emailDeliveries.jobId, jobId));
}

/** Runs the job once more, as a worker that took it over would. */
async function runAgain(jobId: string) {
  await t.database.db
    .update(jobs)
    .set({ status: 'pending', runAt: t.clock.now() })
    .where(eq(jobs.id, jobId));
  await t.app.worker.drain();
}

describe('the generic e-mail job', () => {
  it("sends with its record's id as the Message-ID, and never again once recorded as sent", async () => {
    const job = await queueEmail('ada.once@example.org');
    await t.app.worker.drain();
    const [record, ...more] = await recordsOf(job.id);
    expect(more).toEqual([]);
    expect(record).toMatchObject({ status: 'sent', transport: 'smtp' });
    const [mail] = smtp.to('ada.once@example.org');
    expect(mail!.messageId).toBe(`<${record!.id}@refcheck.test>`);

    await runAgain(job.id);
    expect(smtp.to('ada.once@example.org')).toHaveLength(1);
    expect(await recordsOf(job.id)).toHaveLength(1);
  });

  it('keeps the Message-ID across a temporary refusal and its retry', async () => {
    smtp.temporaryFailure = true;
    let job: Awaited<ReturnType<typeof queueEmail>>;
    try {
      job = await queueEmail('ada.retry@example.org');
      await t.app.worker.drain();
      expect(await recordsOf(job.id)).toEqual([expect.objectContaining({ status: 'sending' })]);
      expect(await jobById(job.id)).toMatchObject({ status: 'pending', attempts: 1 });
    } finally {
      smtp.temporaryFailure = false;
    }
    t.clock.set((await jobById(job.id)).runAt);
    await t.app.worker.drain();
    const [record, ...more] = await recordsOf(job.id);
    expect(more).toEqual([]);
    expect(record).toMatchObject({ status: 'sent', transport: 'smtp' });
    const received = smtp.to('ada.retry@example.org');
    expect(received.map((mail) => mail.messageId)).toEqual([`<${record!.id}@refcheck.test>`]);
  });

  it('records a permanent refusal (550) as bounced, and does not retry it', async () => {
    const job = await queueEmail('bounce.permission@example.org');
    await t.app.worker.drain();
    expect(await recordsOf(job.id)).toEqual([expect.objectContaining({ status: 'bounced' })]);
    expect(await jobById(job.id)).toMatchObject({ status: 'done', attempts: 1 });
    await runAgain(job.id);
    expect(await recordsOf(job.id)).toEqual([expect.objectContaining({ status: 'bounced' })]);
    expect(smtp.to('bounce.permission@example.org')).toEqual([]);
  });

  it('ends bounced when its last attempt is refused for the time being', async () => {
    const job = await queueEmail('ada.last@example.org');
    const maxAttempts = sendEmailJob.maxAttempts!;
    await t.database.db
      .update(jobs)
      .set({ attempts: maxAttempts - 1 })
      .where(eq(jobs.id, job.id));
    smtp.temporaryFailure = true;
    try {
      await t.app.worker.drain();
    } finally {
      smtp.temporaryFailure = false;
    }
    expect(await jobById(job.id)).toMatchObject({ status: 'done', attempts: maxAttempts });
    expect(await recordsOf(job.id)).toEqual([expect.objectContaining({ status: 'bounced' })]);
    expect(smtp.to('ada.last@example.org')).toEqual([]);
  });
});
