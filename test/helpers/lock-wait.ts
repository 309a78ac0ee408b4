import pg from 'pg';
import type { TestDatabase } from './db.ts';

/**
 * Resolves once another session of this test file's database is blocked on a
 * lock, so a test that stages a race commits only after the other statement
 * is really waiting (a fixed sleep lets a slow machine pass without the race).
 *
 * PostgreSQL: polls `pg_stat_activity` from a connection of its own (a
 * transaction's own view of it is a snapshot that never changes). Each test
 * file has its own database, so nothing else waits there.
 *
 * PGlite has one connection: the other statement cannot start before the
 * transaction that holds the lock ends, so the order is already certain; this
 * only lets the other call get queued first.
 */
export async function untilAnotherSessionWaitsOnALock(
  database: TestDatabase,
  timeoutMs = 20_000,
): Promise<void> {
  if (!database.url) {
    await new Promise((resolve) => setImmediate(resolve));
    return;
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { rows } = await client.query<{ waiting: number }>(
        `select count(*)::int as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
      );
      if ((rows[0]?.waiting ?? 0) > 0) return;
      if (Date.now() > deadline) throw new Error('no other session came to wait on a lock');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    await client.end();
  }
}
