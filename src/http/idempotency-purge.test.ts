import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers/app.ts';
import { newId } from '../core/ids.ts';
import { idempotencyKeys, jobs } from '../db/schema/index.ts';
import {
  ensureIdempotencyPurgeScheduled,
  IDEMPOTENCY_PURGE_INTERVAL_MS,
  IDEMPOTENCY_PURGE_JOB_TYPE,
  purgeExpiredIdempotencyKeysInBatches,
} from './idempotency-purge.job.ts';

const HOUR = 60 * 60 * 1000;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

async function insertRecord(ageMs: number): Promise<string> {
  const createdAt = new Date(t.clock.now().getTime() - ageMs);
  const id = newId('idempotency');
  await t.database.db.insert(idempotencyKeys).values({
    id,
    tenantId: 'org_purge',
    environment: 'live',
    apiKeyId: 'key_purge',
    key: id,
    method: 'POST',
    path: '/v1/api/reference-requests',
    requestHash: Buffer.from('x'),
    responseStatus: 200,
    responseBody: Buffer.from('\0{}'),
    createdAt,
  });
  return id;
}

const remaining = async (ids: string[]) =>
  (await t.database.db.select({ id: idempotencyKeys.id }).from(idempotencyKeys))
    .map((row) => row.id)
    .filter((id) => ids.includes(id))
    .sort();

const pendingPurges = async () =>
  t.database.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.type, IDEMPOTENCY_PURGE_JOB_TYPE), eq(jobs.status, 'pending')));

describe('idempotency keys expire: the purge job', () => {
  it('deletes records older than 24 h, keeps fresh ones, and queues its next run an hour later', async () => {
    const old = [await insertRecord(25 * HOUR), await insertRecord(48 * HOUR)];
    const fresh = [await insertRecord(HOUR), await insertRecord(23 * HOUR)];

    expect(await ensureIdempotencyPurgeScheduled(t.app.ctx)).toBe(true);
    await t.app.worker.drain();

    expect(await remaining([...old, ...fresh])).toEqual([...fresh].sort());
    const next = await pendingPurges();
    expect(next).toHaveLength(1);
    expect(next[0]!.runAt.getTime()).toBe(t.clock.now().getTime() + IDEMPOTENCY_PURGE_INTERVAL_MS);
  });

  it('is queued once however many processes start (start-up is idempotent)', async () => {
    const results = await Promise.all([
      ensureIdempotencyPurgeScheduled(t.app.ctx),
      ensureIdempotencyPurgeScheduled(t.app.ctx),
      ensureIdempotencyPurgeScheduled(t.app.ctx),
    ]);
    expect(results.filter(Boolean).length).toBeLessThanOrEqual(1);
    expect(await pendingPurges()).toHaveLength(1);
  });

  it('deletes in batches until none is left', async () => {
    const old = [];
    for (let i = 0; i < 5; i++) old.push(await insertRecord(30 * HOUR));
    const keep = await insertRecord(2 * HOUR);
    expect(await purgeExpiredIdempotencyKeysInBatches(t.database.db, t.clock.now(), 2)).toBe(5);
    expect(await remaining([...old, keep])).toEqual([keep]);
  });
});
