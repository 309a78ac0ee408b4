import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../test/helpers/app.ts';
import { jobs } from '../db/schema/index.ts';
import { inTransaction, unitOfWork } from '../db/tx.ts';
import { defineJob } from './job.ts';
import { enqueue } from './outbox.ts';
import { HEARTBEAT_MS, LEASE_MS, OutboxWorker } from './worker.ts';

/**
 * The lease (CONTRACT "Outreach": a job held by a process that died is taken
 * over within 60 seconds). Time is the test's: the manual clock, and fake
 * intervals for the heartbeat (only setInterval is faked; the database's
 * timers stay real). A worker whose heartbeat never fires is a process that
 * died holding the job.
 */

/** A job that, while `holds` has a gate, waits on it: a long job in a worker's hands. */
interface Gate {
  started: Promise<void>;
  release: () => void;
}
const holds: { started: () => void; released: Promise<void> }[] = [];
const runs: string[] = [];

function gate(): Gate {
  let started!: () => void;
  let release!: () => void;
  const startedPromise = new Promise<void>((resolve) => {
    started = resolve;
  });
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  holds.push({ started, released });
  return { started: startedPromise, release };
}

const longJob = defineJob({
  type: 'test.long_job',
  payload: z.object({ name: z.string() }),
  run: async (_ctx, payload) => {
    runs.push(payload.name);
    const hold = holds.shift();
    if (!hold) return;
    hold.started();
    await hold.released;
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  t.app.ctx.jobs.register(longJob);
});
afterAll(async () => t.close());
afterEach(() => {
  vi.useRealTimers();
});

async function jobById(id: string) {
  const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, id));
  return row!;
}

async function queueLongJob(name: string) {
  return inTransaction(unitOfWork(t.database.db), (tx) => enqueue(tx, t.clock, longJob, { name }));
}

describe('the lease', () => {
  it('is short enough, and renewed often enough, for the 60-second takeover', () => {
    expect(LEASE_MS + t.config.workerPollMs).toBeLessThanOrEqual(60_000);
    // At least two heartbeats per lease: one late renewal does not lose the job.
    expect(HEARTBEAT_MS * 2).toBeLessThanOrEqual(LEASE_MS);
  });

  it('lets another worker take over a job whose worker stopped heartbeating, once the lease runs out', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const job = await queueLongJob('orphaned');
    const hold = gate();
    const dead = new OutboxWorker(t.app.ctx);
    const taker = new OutboxWorker(t.app.ctx);
    // The dead worker claims the job and never finishes it; its heartbeat never fires.
    const abandoned = dead.runOnce();
    await hold.started;
    expect(await jobById(job.id)).toMatchObject({ status: 'running', lockedBy: dead.id });

    t.clock.advance(LEASE_MS - 1);
    expect(await taker.runOnce()).toBe(0);
    t.clock.advance(1);
    expect(await taker.runOnce()).toBe(1);
    expect(await jobById(job.id)).toMatchObject({ status: 'done', attempts: 2, lockedBy: null });
    expect(runs.filter((name) => name === 'orphaned')).toHaveLength(2);

    // Should the first worker come back, it may no longer settle the job.
    hold.release();
    await abandoned;
    expect(await jobById(job.id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it("keeps a live worker's long job from being taken over: each heartbeat renews the lease", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const job = await queueLongJob('long');
    const hold = gate();
    const live = new OutboxWorker(t.app.ctx);
    const other = new OutboxWorker(t.app.ctx);
    const running = live.runOnce();
    await hold.started;
    const claimedAt = t.clock.now().getTime();

    // Well past the first lease, one heartbeat at a time.
    for (let beat = 1; beat * HEARTBEAT_MS <= 2 * LEASE_MS; beat++) {
      t.clock.advance(HEARTBEAT_MS);
      vi.advanceTimersByTime(HEARTBEAT_MS);
      const renewedUntil = t.clock.now().getTime() + LEASE_MS;
      await vi.waitFor(async () =>
        expect((await jobById(job.id)).lockedUntil?.getTime()).toBe(renewedUntil),
      );
      expect(await other.runOnce()).toBe(0);
    }
    expect(t.clock.now().getTime() - claimedAt).toBeGreaterThan(LEASE_MS);
    expect(await jobById(job.id)).toMatchObject({ status: 'running', lockedBy: live.id });

    hold.release();
    await running;
    expect(await jobById(job.id)).toMatchObject({ status: 'done', attempts: 1, lockedBy: null });
    expect(runs.filter((name) => name === 'long')).toHaveLength(1);
  });
});
