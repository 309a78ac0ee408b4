import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testEngine } from '../../test/helpers/db.ts';
import { AFTER_COMMIT_OPTIONS } from './after-commit.ts';
import { ChangeLogReader, type ChangeLogTiming } from './change-log-reader.ts';

/**
 * The change log's retention, on its own (after-commit.test.ts covers what
 * a feed applies from it). A writer of the application's kind that never
 * notifies fills it.
 */
describe.skipIf(testEngine() !== 'postgresql')('ChangeLogReader (PostgreSQL)', () => {
  let database: TestDatabase;
  let writer: pg.Client;
  let listener: pg.Client;
  beforeAll(async () => {
    database = await createTestDatabase();
    writer = new pg.Client({ connectionString: database.url, options: AFTER_COMMIT_OPTIONS });
    listener = new pg.Client({ connectionString: database.url });
    await Promise.all([writer.connect(), listener.connect()]);
  });
  afterAll(async () => {
    await Promise.all([writer?.end(), listener?.end()]);
    await database?.destroy();
  });

  const announce = (payload: string) =>
    writer.query(`select refcheck_announce('log_test', $1)`, [payload]);
  const rowsLogged = async (payload: string) =>
    (
      await listener.query<{ n: number }>(
        'select count(*)::int as n from refcheck_change_log where payload = $1',
        [payload],
      )
    ).rows[0]!.n;

  function reader(timing: ChangeLogTiming) {
    const applied: string[] = [];
    let resets = 0;
    const changeLog = new ChangeLogReader(
      listener,
      (_channel, payload) => applied.push(payload),
      () => {
        resets += 1;
      },
      timing,
    );
    return { changeLog, applied, resets: () => resets };
  }

  it('prunes the rows of transactions older than a read made a retention ago', async () => {
    const { changeLog, applied } = reader({ maxGapMs: 60_000, retentionMs: 0, pruneEveryMs: 0 });
    await changeLog.start();
    await announce('pruned');
    expect(await rowsLogged('pruned')).toBe(1);
    await changeLog.read();
    expect(applied).toEqual(['pruned']);
    // Each read's own mark is a retention (0 ms) old: a row goes once every transaction
    // running anywhere in the cluster (xids are the cluster's) is younger than it. Other
    // test files share the cluster: one of their transactions can hold it back a while.
    await expect
      .poll(
        async () => {
          await changeLog.read();
          return rowsLogged('pruned');
        },
        { timeout: 30_000, interval: 100 },
      )
      .toBe(0);
  });

  it('keeps rows younger than the retention', async () => {
    const { changeLog } = reader({ maxGapMs: 60_000, retentionMs: 60_000, pruneEveryMs: 0 });
    await changeLog.start();
    await announce('kept');
    await changeLog.read();
    expect(await rowsLogged('kept')).toBe(1);
  });

  it('empties the caches instead of reading when its previous read is too old', async () => {
    const { changeLog, applied, resets } = reader({
      maxGapMs: 0,
      retentionMs: 60_000,
      pruneEveryMs: 60_000,
    });
    await changeLog.start();
    await announce('after a gap');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await changeLog.read();
    expect(applied).toEqual([]);
    expect(resets()).toBe(1);
  });
});
