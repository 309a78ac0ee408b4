import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testEngine } from '../../test/helpers/db.ts';
import { AFTER_COMMIT_OPTIONS } from './after-commit.ts';
import { quietLog, recorder } from './change-feed.test-helper.ts';
import { ChangeFeed } from './change-feed.ts';
import { inOneStatement, inTransaction, unitOfWork } from './tx.ts';

/**
 * Notifications after commit (migration 0012, after-commit.ts,
 * change-log-reader.ts). refcheck_announce is what every invalidation
 * trigger calls; the tests call it directly on a channel of their own, and
 * once through a trigger (tenants).
 */
const CHANNEL = 'after_commit_test';
const log = quietLog;

async function countOf(database: TestDatabase, query: SQL): Promise<number> {
  const result = await database.db.execute(query);
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

const announce = (payload: string) => sql`select refcheck_announce(${CHANNEL}, ${payload})`;

describe.skipIf(testEngine() !== 'postgresql')('notifications after commit (PostgreSQL)', () => {
  let database: TestDatabase;
  let feed: ChangeFeed;
  let heard: ReturnType<typeof recorder>;
  /** A session of the application's kind that never sends what it records: a process that died. */
  let dying: pg.Client;

  /** What the feed has heard since the last call, once every commit so far has reached it. */
  async function heardNow(): Promise<string[]> {
    expect(await feed.synced()).toBe(true);
    return heard.payloads.splice(0);
  }

  const logged = async (payload: string) =>
    countOf(
      database,
      sql`select count(*)::int as n from refcheck_change_log where channel = ${CHANNEL} and payload = ${payload}`,
    );

  beforeAll(async () => {
    database = await createTestDatabase();
    feed = new ChangeFeed({ engine: 'postgresql', url: database.url }, log);
    heard = recorder();
    feed.subscribe(CHANNEL, heard);
    await feed.start();
    dying = new pg.Client({ connectionString: database.url, options: AFTER_COMMIT_OPTIONS });
    await dying.connect();
  });
  afterAll(async () => {
    await feed?.stop();
    await dying?.end();
    await database?.destroy();
  });
  beforeEach(async () => {
    await feed.readChangeLog();
    await heardNow();
  });

  it('sends an update only after its commit, before the transaction helper returns', async () => {
    await inTransaction(unitOfWork(database.db), async (tx) => {
      await tx.execute(announce('committed'));
      // Recorded in the transaction, not notified: nothing reaches the feed yet.
      expect(await heardNow()).toEqual([]);
    });
    expect(await heardNow()).toEqual(['committed']);
    expect(await logged('committed')).toBe(1);
  });

  it('sends on the connection that committed, without waiting for another', async () => {
    const listener = new pg.Client({ connectionString: database.url });
    await listener.connect();
    try {
      const senders: number[] = [];
      listener.on('notification', (message) => {
        if (message.payload === 'same connection') senders.push(message.processId);
      });
      await listener.query(`LISTEN ${CHANNEL}`);
      const pid = await inTransaction(unitOfWork(database.db), async (tx) => {
        await tx.execute(announce('same connection'));
        const result = await tx.execute(sql`select pg_backend_pid() as pid`);
        return (result as unknown as { rows: { pid: number }[] }).rows[0]!.pid;
      });
      await listener.query('select 1');
      expect(senders).toEqual([pid]);
    } finally {
      await listener.end();
    }
  });

  it('sends it once through a trigger, however often the transaction wrote the row', async () => {
    const tenantId = `tn_after_commit_${Date.now()}`;
    const settings = recorder();
    feed.subscribe('refcheck_tenant_settings', settings);
    await database.db.execute(sql`insert into tenants (id, name) values (${tenantId}, 'A')`);
    await expect.poll(() => settings.payloads, { timeout: 15_000 }).toContain(tenantId);
    settings.payloads.length = 0;
    await inTransaction(unitOfWork(database.db), async (tx) => {
      await tx.execute(sql`update tenants set name = 'B' where id = ${tenantId}`);
      await tx.execute(sql`update tenants set name = 'C' where id = ${tenantId}`);
      expect(await feed.synced()).toBe(true);
      expect(settings.payloads).toEqual([]);
    });
    expect(await feed.synced()).toBe(true);
    expect(settings.payloads).toEqual([tenantId]);
  });

  it('sends nothing for a transaction that rolled back, and logs nothing', async () => {
    await expect(
      inTransaction(unitOfWork(database.db), async (tx) => {
        await tx.execute(announce('rolled back'));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await heardNow()).toEqual([]);
    expect(await logged('rolled back')).toBe(0);
    await feed.readChangeLog();
    expect(await heardNow()).toEqual([]);
  });

  it('sends an autocommit write outside the helpers before it resolves', async () => {
    await database.db.execute(announce('autocommit'));
    expect(await heardNow()).toEqual(['autocommit']);
    await inOneStatement(unitOfWork(database.db), (db) => db.execute(announce('one statement')));
    expect(await heardNow()).toEqual(['one statement']);
  });

  it('sends a write started inside a finished transaction (a timer) as a unit of its own', async () => {
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    let late: Promise<unknown> | undefined;
    await inTransaction(unitOfWork(database.db), async (tx) => {
      await tx.execute(announce('early'));
      // Continues in the transaction's context, once the transaction is over.
      late = gate.then(() => database.db.execute(announce('late')));
    });
    expect(await heardNow()).toEqual(['early']);
    open();
    await late;
    expect(await heardNow()).toEqual(['late']);
  });

  it('sends a transaction opened without the helpers before it resolves', async () => {
    await database.db.transaction((tx) => tx.execute(announce('bare transaction')));
    expect(await heardNow()).toEqual(['bare transaction']);
  });

  it('applies a change whose notification was never sent from the change log, once', async () => {
    await dying.query(`select refcheck_announce($1, 'lost')`, [CHANNEL]);
    expect(await heardNow()).toEqual([]);
    expect(await feed.readChangeLog()).toBe(true);
    expect(heard.payloads.splice(0)).toEqual(['lost']);
    expect(await feed.readChangeLog()).toBe(true);
    expect(heard.payloads).toEqual([]);
  });

  it('reads a transaction still running at one read at the next read after its commit', async () => {
    await dying.query('begin');
    await dying.query(`select refcheck_announce($1, 'long')`, [CHANNEL]);
    await feed.readChangeLog();
    expect(heard.payloads).toEqual([]);
    await dying.query('commit');
    await feed.readChangeLog();
    expect(heard.payloads.splice(0)).toEqual(['long']);
  });

  it('does not apply again from the log a change whose notification it heard', async () => {
    await inTransaction(unitOfWork(database.db), (tx) => tx.execute(announce('heard')));
    expect(await heardNow()).toEqual(['heard']);
    await feed.readChangeLog();
    expect(heard.payloads).toEqual([]);
  });

  it('lets every other session notify in its transaction, without logging', async () => {
    const psql = new pg.Client({ connectionString: database.url });
    await psql.connect();
    try {
      await psql.query(`select refcheck_announce($1, 'psql')`, [CHANNEL]);
    } finally {
      await psql.end();
    }
    expect(await heardNow()).toEqual(['psql']);
    expect(await logged('psql')).toBe(0);
  });
});

describe.skipIf(testEngine() !== 'pglite')('refcheck_announce on PGlite', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database?.destroy());

  it('notifies in the transaction and logs nothing', async () => {
    const feed = new ChangeFeed(database.changeSource, log);
    const heard = recorder();
    feed.subscribe(CHANNEL, heard);
    await feed.start();
    await inTransaction(unitOfWork(database.db), (tx) => tx.execute(announce('pglite')));
    expect(heard.payloads).toEqual(['pglite']);
    expect(await countOf(database, sql`select count(*)::int as n from refcheck_change_log`)).toBe(
      0,
    );
    await feed.stop();
  });
});
