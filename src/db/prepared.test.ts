import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testEngine } from '../../test/helpers/db.ts';
import { preparedStatement } from './prepared.ts';
import { jobs } from './schema/index.ts';
import { inTransaction, unitOfWork } from './tx.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

const echo = preparedStatement<{ word: string; n: number; at: Date }, { word: string; n: number }>(
  'test_prepared_echo',
  sql`select ${sql.placeholder('word')}::text as word, ${sql.placeholder('n')}::int + 1 as n,
    '2026-11-23T10:00:00Z'::timestamptz as at`,
);

describe(`preparedStatement on ${testEngine()}`, () => {
  it('runs many times with new values each time (the parsed statement is reused)', async () => {
    for (let i = 0; i < 8; i += 1) {
      const [row] = await echo(database.db, { word: `w${i}`, n: i });
      expect(row).toEqual({ word: `w${i}`, n: i + 1, at: new Date('2026-11-23T10:00:00Z') });
    }
  });

  it('runs concurrently on several pooled connections', async () => {
    const rows = await Promise.all(
      Array.from({ length: 12 }, (_, i) => echo(database.db, { word: 'x', n: i })),
    );
    expect(rows.map(([row]) => row!.n)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });

  it('runs inside a transaction and rolls back with it', async () => {
    const insertJob = preparedStatement<never, { id: string }>(
      'test_prepared_insert_job',
      sql`insert into jobs (id, type, payload, status, run_at)
        values (${sql.placeholder('id')}, 'test', '{}'::jsonb, 'pending', now())`,
    );
    await expect(
      inTransaction(unitOfWork(database.db), async (tx) => {
        await insertJob(tx, { id: 'job_prepared_rollback' });
        const [seen] = await tx.select({ id: jobs.id }).from(jobs);
        expect(seen?.id).toBe('job_prepared_rollback');
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await database.db.select().from(jobs)).toEqual([]);
  });

  it('refuses a call that leaves a placeholder without a value', async () => {
    await expect(echo(database.db, { word: 'w' } as never)).rejects.toThrow(/placeholder/i);
  });
});
