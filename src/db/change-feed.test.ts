import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testEngine } from '../../test/helpers/db.ts';
import { quietLog, recorder } from './change-feed.test-helper.ts';
import { CHANGE_FEED_APPLICATION_NAME, ChangeFeed, changeSourceWith } from './change-feed.ts';

const log = quietLog;

// The embedded engine as it ships: PGlite in its worker thread (pglite-thread.ts).
describe.runIf(testEngine() === 'pglite')('ChangeFeed on PGlite', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database.destroy());
  const notify = (channel: string, payload: string) =>
    database.db.execute(sql`select pg_notify(${channel}, ${payload})`);

  it('is live once started, and delivers a commit before the committing call resolves', async () => {
    const feed = new ChangeFeed(database.changeSource, log);
    const sub = recorder();
    feed.subscribe('feed_test', sub);
    expect(feed.isLive('feed_test')).toBe(false);
    await feed.start();
    expect(feed.isLive('feed_test')).toBe(true);
    expect(sub.resets).toBe(1);

    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('feed_test', 'a')`);
      expect(sub.payloads).toEqual([]); // not before commit
    });
    expect(sub.payloads).toEqual(['a']);
    expect(feed.synced()).toBe(true);

    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select pg_notify('feed_test', 'rolled back')`);
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(sub.payloads).toEqual(['a']);

    await feed.stop();
    expect(feed.isLive('feed_test')).toBe(false);
    expect(sub.resets).toBe(2);
  });

  it('delivers a commit of any pooled connection before that commit resolves', async () => {
    const feed = new ChangeFeed(database.changeSource, log);
    const sub = recorder();
    feed.subscribe('feed_many', sub);
    await feed.start();
    await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        await notify('feed_many', `p${i}`);
        expect(sub.payloads).toContain(`p${i}`);
      }),
    );
    expect(sub.payloads).toHaveLength(20);
    await feed.stop();
  });

  it('listens on a channel subscribed after it started', async () => {
    const feed = new ChangeFeed(database.changeSource, log);
    await feed.start();
    const sub = recorder();
    feed.subscribe('feed_late', sub);
    await expect.poll(() => feed.isLive('feed_late')).toBe(true);
    await notify('feed_late', 'b');
    expect(sub.payloads).toEqual(['b']);
    await feed.stop();
  });

  it('refuses a channel name that is not a plain identifier', () => {
    const feed = new ChangeFeed(database.changeSource, log);
    expect(() => feed.subscribe('x; drop table y', recorder())).toThrow(/channel/);
  });
});

describe('changeSourceWith', () => {
  it('listens on DATABASE_LISTEN_URL when set, on the database itself otherwise', () => {
    const pool = { engine: 'postgresql', url: 'postgres://bouncer:6432/app' } as const;
    expect(changeSourceWith(pool, 'postgres://db:5432/app')).toEqual({
      engine: 'postgresql',
      url: 'postgres://db:5432/app',
    });
    expect(changeSourceWith(pool, undefined)).toBe(pool);
    const embedded = { engine: 'pglite', client: { listen: async () => async () => {} } } as const;
    expect(changeSourceWith(embedded, 'postgres://db:5432/app')).toBe(embedded);
  });
});

describe('ChangeFeed without a connection string (PostgreSQL pool handed in)', () => {
  it('is never live and its barrier fails, so caches read the database', async () => {
    const feed = new ChangeFeed({ engine: 'postgresql', url: undefined }, log);
    feed.subscribe('feed_test', recorder());
    await feed.start();
    expect(feed.isLive('feed_test')).toBe(false);
    expect(await feed.synced()).toBe(false);
    await feed.stop();
  });
});

describe.skipIf(testEngine() !== 'postgresql')('ChangeFeed on PostgreSQL', () => {
  let database: TestDatabase;
  let writer: pg.Client;
  beforeAll(async () => {
    database = await createTestDatabase();
    writer = new pg.Client({ connectionString: database.url });
    await writer.connect();
  });
  afterAll(async () => {
    await writer?.end();
    await database?.destroy();
  });

  it('has applied every change committed before a call once its barrier answers', async () => {
    const feed = new ChangeFeed({ engine: 'postgresql', url: database.url }, log);
    const sub = recorder();
    feed.subscribe('feed_test', sub);
    await feed.start();
    expect(feed.isLive('feed_test')).toBe(true);
    // Several rounds: a barrier that merely raced the notification would miss one.
    for (let round = 0; round < 20; round++) {
      await writer.query(`select pg_notify('feed_test', $1)`, [`r${round}`]);
      expect(await feed.synced()).toBe(true);
      expect(sub.payloads.at(-1)).toBe(`r${round}`);
    }
    await feed.stop();
  });

  it('lets a call that arrived before an answered barrier pass without another round trip', async () => {
    const feed = new ChangeFeed({ engine: 'postgresql', url: database.url }, log);
    feed.subscribe('feed_test', recorder());
    await feed.start();
    const arrived = performance.now();
    expect(await feed.synced()).toBe(true);
    expect(feed.synced(arrived)).toBe(true);
    // A call that arrives now needs a barrier of its own.
    expect(feed.synced()).toBeInstanceOf(Promise);
    await feed.stop();
  });

  it('shares one barrier among concurrent calls', async () => {
    const feed = new ChangeFeed({ engine: 'postgresql', url: database.url }, log);
    feed.subscribe('feed_test', recorder());
    await feed.start();
    const before = feed.barrierRoundTrips;
    const results = await Promise.all(Array.from({ length: 50 }, () => feed.synced()));
    expect(results.every((ok) => ok === true)).toBe(true);
    // One round for the first caller, at most one more for those that came during it.
    expect(feed.barrierRoundTrips - before).toBeLessThanOrEqual(2);
    await feed.stop();
  });

  it('goes off and resets its caches when its connection dies, then comes back', async () => {
    const feed = new ChangeFeed({ engine: 'postgresql', url: database.url }, log);
    const sub = recorder();
    feed.subscribe('feed_test', sub);
    await feed.start();
    const resetsBefore = sub.resets;
    await writer.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and application_name = $1`,
      [CHANGE_FEED_APPLICATION_NAME],
    );
    await expect.poll(() => feed.isLive('feed_test')).toBe(false);
    expect(sub.resets).toBeGreaterThan(resetsBefore);
    await expect.poll(() => feed.isLive('feed_test'), { timeout: 5_000 }).toBe(true);
    await writer.query(`select pg_notify('feed_test', 'after reconnect')`);
    expect(await feed.synced()).toBe(true);
    expect(sub.payloads.at(-1)).toBe('after reconnect');
    await feed.stop();
  });
});
