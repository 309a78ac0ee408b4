import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testEngine } from '../../test/helpers/db.ts';
import { openDatabase } from './client.ts';
import { PgliteThread } from './pglite-thread.ts';
import { jobs } from './schema/index.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The embedded engine as it ships: PGlite in a worker thread, reached through a `pg` pool. */
describe.runIf(testEngine() === 'pglite')('PGlite in its worker thread', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(sql`create table thread_probe (n int not null)`);
  });
  afterAll(async () => database.destroy());

  it("runs another connection's statements only after a transaction ends", async () => {
    const order: string[] = [];
    let inside!: () => void;
    const begun = new Promise<void>((resolve) => {
      inside = resolve;
    });
    const writer = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_probe values (1)`);
      inside();
      // The reader's query is sent now; on one shared session it would see the uncommitted row.
      await new Promise((resolve) => setTimeout(resolve, 100));
      await tx.execute(sql`insert into thread_probe values (2)`);
      order.push('commit');
    });
    await begun;
    const reader = database.db
      .execute(sql`select count(*)::int as n from thread_probe`)
      .then((result) => {
        order.push('read');
        return rowsOf<{ n: number }>(result)[0]?.n;
      });
    await writer;
    expect(await reader).toBe(2);
    expect(order).toEqual(['commit', 'read']);
  });

  it("leaves no trace of a rolled-back transaction in another connection's view", async () => {
    await database.db.execute(sql`delete from thread_probe`);
    const failed = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_probe values (3)`);
      await tx.execute(sql`select 1/0`);
    });
    const reads = Array.from({ length: 5 }, () =>
      database.db.execute(sql`select count(*)::int as n from thread_probe`),
    );
    await expect(failed).rejects.toMatchObject({ cause: { code: '22012' } }); // division by zero
    for (const result of await Promise.all(reads)) {
      expect(rowsOf<{ n: number }>(result)[0]?.n).toBe(0);
    }
  });

  it('keeps each connection’s prepared statements of the same name apart', async () => {
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    const clients = await Promise.all([pool.connect(), pool.connect()]);
    try {
      const answers = await Promise.all(
        clients.map(async (client, i) => {
          const first = await client.query({
            name: 'probe',
            text: 'select $1::int + 1 as n',
            values: [i],
          });
          const again = await client.query({
            name: 'probe',
            text: 'select $1::int + 1 as n',
            values: [i + 10],
          });
          return [first.rows[0].n, again.rows[0].n];
        }),
      );
      expect(answers).toEqual([
        [1, 11],
        [2, 12],
      ]);
    } finally {
      for (const client of clients) client.release();
    }
  });

  it('rolls back the transaction of a connection that goes away, and serves the others', async () => {
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    await database.db.execute(sql`delete from thread_probe`);
    const client = await pool.connect();
    await client.query('begin');
    await client.query('insert into thread_probe values (4)');
    // Destroyed, not returned: its open transaction must not hold the session.
    client.release(new Error('gone'));
    const result = await database.db.execute(sql`select count(*)::int as n from thread_probe`);
    expect(rowsOf<{ n: number }>(result)[0]?.n).toBe(0);
  });
});

describe.runIf(testEngine() === 'pglite')(
  'PGlite in its worker thread, on disk',
  { timeout: 90_000 },
  () => {
    it('closes with its data directory valid: a reopened engine has every committed row', async () => {
      const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'refcheck-thread-')), 'pgdata');
      const first = await openDatabase({ dataDir });
      await first.migrate();
      await Promise.all(
        ['job_a', 'job_b', 'job_c'].map((id) =>
          first.db.insert(jobs).values({ id, type: 'email.send', payload: {}, runAt: new Date() }),
        ),
      );
      await first.close();

      const reopened = await openDatabase({ dataDir });
      try {
        const rows = await reopened.db.select({ id: jobs.id }).from(jobs).orderBy(jobs.id);
        expect(rows.map((row) => row.id)).toEqual(['job_a', 'job_b', 'job_c']);
      } finally {
        await reopened.close();
      }
    });

    it('fails to open with the engine’s reason, not a hang', async () => {
      const blocker = path.join(mkdtempSync(path.join(tmpdir(), 'refcheck-thread-')), 'file');
      await import('node:fs').then((fs) => fs.writeFileSync(blocker, 'not a directory'));
      await expect(PgliteThread.open(path.join(blocker, 'pgdata'), undefined)).rejects.toThrow();
    });
  },
);
