import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/db.ts';
import { quietLog as log, recorder } from '../../db/change-feed.test-helper.ts';
import { ChangeFeed } from '../../db/change-feed.ts';
import { API_KEY_CHANNEL, ApiKeyCache, type CachedApiKey } from './api-key-cache.ts';

const key = (id: string, tenantId = 'org_a'): CachedApiKey => ({
  id,
  tenantId,
  recruiterId: 'user_a',
  environment: 'live',
  secretHash: 'h',
  expiresAt: null,
  revokedAt: null,
  scopes: new Set(),
});

describe('ApiKeyCache', () => {
  let pglite: PGlite;
  beforeAll(async () => {
    pglite = new PGlite();
    await pglite.waitReady;
  });
  afterAll(async () => pglite.close());

  /** A cache on a started feed of an embedded database (notifications are live). */
  async function liveCache(): Promise<ApiKeyCache> {
    const feed = new ChangeFeed({ engine: 'pglite', client: pglite }, log);
    const cache = new ApiKeyCache(feed);
    await feed.start();
    return cache;
  }

  it('forgets the key, or the tenant, a notification names, and everything on `*`', async () => {
    const cache = await liveCache();
    const fill = () => {
      cache.store('p1', key('key_1'), cache.generation);
      cache.store('p2', key('key_2'), cache.generation);
      cache.store('p3', key('key_3', 'org_b'), cache.generation);
    };
    const cached = () => ['p1', 'p2', 'p3'].filter((prefix) => cache.peek(prefix));
    fill();
    cache.notify('["key", "key_1"]', API_KEY_CHANNEL);
    expect(cached()).toEqual(['p2', 'p3']);
    cache.notify('["tenant", "org_b"]', API_KEY_CHANNEL);
    expect(cached()).toEqual(['p2']);
    cache.notify('*', API_KEY_CHANNEL);
    expect(cached()).toEqual([]);
    // What a process before migration 0019 sends, or anything unreadable: everything.
    for (const payload of ['key:key_1', 'all', '["member", "org_a"', '["key", 7]']) {
      fill();
      cache.notify(payload, API_KEY_CHANNEL);
      expect(cached(), payload).toEqual([]);
    }
  });

  it('reads through: a cached key without a query, a miss loaded and kept, nothing kept for none', async () => {
    const cache = await liveCache();
    let loads = 0;
    const load = (found: CachedApiKey | undefined) => async () => {
      loads += 1;
      return found;
    };
    expect((await cache.read('p1', 0, load(key('key_1'))))?.id).toBe('key_1');
    expect((await cache.read('p1', 0, load(undefined)))?.id).toBe('key_1');
    expect(loads).toBe(1);
    expect(await cache.read('p9', 0, load(undefined))).toBeUndefined();
    expect(await cache.read('p9', 0, load(undefined))).toBeUndefined();
    expect(loads).toBe(3);
  });

  it('does not keep a key loaded while an invalidation landed (it may predate a revocation)', async () => {
    const cache = await liveCache();
    await cache.read('p1', 0, async () => {
      cache.notify('["key", "key_other"]', API_KEY_CHANNEL);
      return key('key_1');
    });
    expect(cache.peek('p1')).toBeUndefined();
  });

  it('stays off until its feed listens for invalidations', () => {
    const cache = new ApiKeyCache(
      new ChangeFeed({ engine: 'postgresql', url: 'postgres://nowhere.invalid/db' }, log),
    );
    cache.store('p1', key('key_1'), cache.generation);
    expect(cache.peek('p1')).toBeUndefined();
  });
});

/**
 * The triggers of migration 0019, on the test engine: what each write to a
 * key or a tenant announces on the key channel.
 */
describe('API-key invalidation triggers', () => {
  let database: TestDatabase;
  let feed: ChangeFeed;
  const heard = recorder();
  beforeAll(async () => {
    database = await createTestDatabase();
    feed = new ChangeFeed(database.changeSource, log);
    feed.subscribe(API_KEY_CHANNEL, heard);
    await feed.start();
  });
  afterAll(async () => {
    await feed?.stop();
    await database?.destroy();
  });

  /** What `statement` announced on the key channel once it has committed. */
  async function announced(statement: ReturnType<typeof sql>): Promise<string[]> {
    heard.payloads.length = 0;
    await database.db.execute(statement);
    // On PostgreSQL delivery is asynchronous: the barrier waits for it.
    expect(await feed.synced()).toBe(true);
    return heard.payloads.map((payload) => JSON.stringify(JSON.parse(payload)));
  }

  const insertKey = (id: string, tenantId: string) =>
    sql`insert into api_keys (id, tenant_id, recruiter_id, environment, name, prefix, secret_hash)
        values (${id}, ${tenantId}, 'user_t', 'live', 'k', ${`pre_${id}`}, 'h')`;

  it('announces a revoked, changed or deleted key, and nothing for a new or merely used one', async () => {
    expect(await announced(sql`insert into tenants (id, name) values ('org_t', 't')`)).toEqual([]);
    expect(await announced(insertKey('key_t1', 'org_t'))).toEqual([]);
    expect(
      await announced(sql`update api_keys set last_used_at = now(), name = 'renamed'
                          where id = 'key_t1'`),
    ).toEqual([]);
    expect(
      await announced(sql`update api_keys set revoked_at = now(), revoked_by_id = 'user_t'
                          where id = 'key_t1'`),
    ).toEqual(['["key","key_t1"]']);
    expect(await announced(sql`update api_keys set scopes = '[]' where id = 'key_t1'`)).toEqual([
      '["key","key_t1"]',
    ]);
    expect(await announced(sql`delete from api_keys where id = 'key_t1'`)).toEqual([
      '["key","key_t1"]',
    ]);
  });

  it("announces a tenant's deletion, and nothing for its other changes", async () => {
    await database.db.execute(sql`insert into tenants (id, name) values ('org_d', 'd')`);
    expect(await announced(sql`update tenants set name = 'renamed' where id = 'org_d'`)).toEqual(
      [],
    );
    expect(await announced(sql`update tenants set deleted_at = now() where id = 'org_d'`)).toEqual([
      '["tenant","org_d"]',
    ]);
  });

  it('notifies in the changing transaction, even on a session that notifies after commit', async () => {
    await database.db.execute(sql`insert into tenants (id, name) values ('org_x', 'x')`);
    await database.db.execute(insertKey('key_x1', 'org_x'));
    expect(
      await announced(sql`update api_keys set revoked_at = now() where id = 'key_x1'`),
    ).toEqual(['["key","key_x1"]']);
    // Nothing went through the change log (after-commit notification, migration 0012).
    const logged = await database.db.execute(
      sql`select count(*)::int as n from refcheck_change_log where channel = ${API_KEY_CHANNEL}`,
    );
    expect((logged as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});
