import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../test/helpers/app.ts';
import { createTestDatabase, testEngine } from '../../test/helpers/db.ts';
import { openDatabase } from '../db/client.ts';
import { emailDeliveries, jobs } from '../db/schema/index.ts';
import { inTransaction, unitOfWork } from '../db/tx.ts';
import { defineJob } from './job.ts';
import { sendEmailJob } from './jobs/send-email.job.ts';
import { enqueue } from './outbox.ts';
import { backoffMs, LEASE_MS, OutboxWorker } from './worker.ts';

const alwaysFails = defineJob({
  type: 'test.always_fails',
  payload: z.object({}),
  maxAttempts: 3,
  run: async () => {
    throw new Error('remote said no');
  },
});

const seen: string[] = [];
const recordsItself = defineJob({
  type: 'test.records_itself',
  payload: z.object({ n: z.number() }),
  run: async (_ctx, _payload, job) => {
    seen.push(job.id);
    await new Promise((resolve) => setTimeout(resolve, 2));
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  t.app.ctx.jobs.register(alwaysFails);
  t.app.ctx.jobs.register(recordsItself);
});
afterAll(async () => t.close());

const email = { to: 'ada@example.com', subject: 'Hello', text: 'Your link: http://x/intake/abc' };

async function jobById(id: string) {
  const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, id));
  return row!;
}

describe('enqueue', () => {
  it('sends nothing when the transaction that enqueued rolls back', async () => {
    await expect(
      inTransaction(unitOfWork(t.database.db), async (tx) => {
        await enqueue(tx, t.clock, sendEmailJob, { ...email, to: 'rolled-back@example.com' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await t.app.worker.drain();
    expect(t.mailer.to('rolled-back@example.com')).toEqual([]);
    const rows = await t.database.db.select().from(jobs);
    expect(
      rows.filter((row) => (row.payload as { to?: string }).to === 'rolled-back@example.com'),
    ).toEqual([]);
  });

  it('sends a committed e-mail once and keeps a delivery record', async () => {
    const job = await inTransaction(unitOfWork(t.database.db), (tx) =>
      enqueue(tx, t.clock, sendEmailJob, email),
    );
    expect(job).toMatchObject({ type: 'email.send', status: 'pending' });
    await t.app.worker.drain();
    await t.app.worker.drain();
    expect(t.mailer.to('ada@example.com')).toHaveLength(1);
    expect((await jobById(job.id)).status).toBe('done');
    const deliveries = await t.database.db
      .select()
      .from(emailDeliveries)
      .where(eq(emailDeliveries.jobId, job.id));
    expect(deliveries).toEqual([
      expect.objectContaining({ to: 'ada@example.com', transport: 'smtp' }),
    ]);
  });

  it('refuses a payload that does not match the job schema', async () => {
    await expect(
      inTransaction(unitOfWork(t.database.db), (tx) =>
        enqueue(tx, t.clock, sendEmailJob, { ...email, to: 'not-an-email' }),
      ),
    ).rejects.toThrow();
  });

  it('waits for runAt', async () => {
    const runAt = new Date(t.clock.now().getTime() + 60_000);
    const job = await inTransaction(unitOfWork(t.database.db), (tx) =>
      enqueue(tx, t.clock, sendEmailJob, { ...email, to: 'later@example.com' }, { runAt }),
    );
    await t.app.worker.drain();
    expect((await jobById(job.id)).status).toBe('pending');
    t.clock.advance(60_000);
    await t.app.worker.drain();
    expect((await jobById(job.id)).status).toBe('done');
  });
});

describe('retries', () => {
  it('retries a failing job with backoff, then marks it dead keeping the last error', async () => {
    const job = await inTransaction(unitOfWork(t.database.db), (tx) =>
      enqueue(tx, t.clock, alwaysFails, {}),
    );
    await t.app.worker.drain();
    let row = await jobById(job.id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'remote said no' });
    expect(row.runAt.getTime()).toBeGreaterThan(t.clock.now().getTime());

    for (let attempt = 2; attempt <= 3; attempt++) {
      t.clock.set(row.runAt);
      await t.app.worker.drain();
      row = await jobById(job.id);
    }
    expect(row).toMatchObject({ status: 'dead', attempts: 3, lastError: 'remote said no' });
    t.clock.advance(24 * 3600_000);
    await t.app.worker.drain();
    expect((await jobById(job.id)).attempts).toBe(3);
  });

  it('retries a failed e-mail and sends it on a later attempt', async () => {
    t.mailer.failNext = 1;
    const job = await inTransaction(unitOfWork(t.database.db), (tx) =>
      enqueue(tx, t.clock, sendEmailJob, { ...email, to: 'flaky@example.com' }),
    );
    await t.app.worker.drain();
    expect(t.mailer.to('flaky@example.com')).toHaveLength(0);
    t.clock.set((await jobById(job.id)).runAt);
    await t.app.worker.drain();
    expect(t.mailer.to('flaky@example.com')).toHaveLength(1);
    expect((await jobById(job.id)).status).toBe('done');
  });

  it('backs off exponentially with a cap', () => {
    const mid = () => 0.5;
    expect(backoffMs(1, mid)).toBe(2000);
    expect(backoffMs(3, mid)).toBe(8000);
    expect(backoffMs(30, mid)).toBe(3600_000);
  });

  it('takes over a job whose worker died mid-run once the lease runs out', async () => {
    const job = await inTransaction(unitOfWork(t.database.db), (tx) =>
      enqueue(tx, t.clock, sendEmailJob, { ...email, to: 'orphan@example.com' }),
    );
    await t.database.db
      .update(jobs)
      .set({
        status: 'running',
        attempts: 1,
        lockedBy: 'worker_dead',
        lockedUntil: new Date(t.clock.now().getTime() + 1000),
      })
      .where(eq(jobs.id, job.id));
    await t.app.worker.drain();
    expect(t.mailer.to('orphan@example.com')).toHaveLength(0);
    t.clock.advance(2000);
    await t.app.worker.drain();
    expect(t.mailer.to('orphan@example.com')).toHaveLength(1);
  });

  it("claims with a lease short enough that a dead worker's job is taken over within 60 s", async () => {
    const job = await inTransaction(unitOfWork(t.database.db), (tx) =>
      enqueue(tx, t.clock, sendEmailJob, { ...email, to: 'leased@example.com' }),
    );
    const claimedAt = t.clock.now();
    await t.app.worker.drain();
    const { lockedUntil } = await jobById(job.id);
    expect(lockedUntil).toBeNull();
    // As a worker that died right after claiming it would leave it:
    await t.database.db
      .update(jobs)
      .set({
        status: 'running',
        lockedBy: 'worker_dead',
        lockedUntil: new Date(claimedAt.getTime() + LEASE_MS),
      })
      .where(eq(jobs.id, job.id));
    expect(LEASE_MS + t.config.workerPollMs).toBeLessThanOrEqual(60_000);
    t.clock.advance(LEASE_MS - 1);
    expect(await t.app.worker.runOnce()).toBe(0);
    t.clock.advance(1);
    expect(await t.app.worker.runOnce()).toBe(1);
    expect((await jobById(job.id)).status).toBe('done');
  });

  it('marks a job of an unknown type dead', async () => {
    const job = await inTransaction(unitOfWork(t.database.db), (tx) =>
      enqueue(tx, t.clock, alwaysFails, {}),
    );
    await t.database.db.update(jobs).set({ type: 'test.no_such_type' }).where(eq(jobs.id, job.id));
    await t.app.worker.drain();
    expect(await jobById(job.id)).toMatchObject({
      status: 'dead',
      lastError: 'unknown job type test.no_such_type',
    });
  });
});

describe.runIf(testEngine() === 'postgresql')('several workers on one PostgreSQL', () => {
  it('never run the same job twice', async () => {
    const database = await createTestDatabase();
    const second = await openDatabase({ databaseUrl: database.url, poolSize: 3 });
    try {
      const base = { ...t.app.ctx, db: database.db };
      await inTransaction(unitOfWork(database.db), async (tx) => {
        for (let n = 0; n < 60; n++) await enqueue(tx, t.clock, recordsItself, { n });
      });
      seen.length = 0;
      const workers = [
        new OutboxWorker(base),
        new OutboxWorker(base),
        new OutboxWorker({ ...base, db: second.db }),
      ];
      const ran = await Promise.all(workers.map((worker) => worker.drain()));
      expect(ran.reduce((a, b) => a + b, 0)).toBe(60);
      expect(new Set(seen).size).toBe(60);
      expect(seen).toHaveLength(60);
      expect(ran.filter((count) => count > 0).length).toBeGreaterThan(1);
    } finally {
      await second.close();
      await database.destroy();
    }
  });
});
