import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChangeFeed } from '../../db/change-feed.ts';
import { ApiKeyCache, type CachedApiKey } from './api-key-cache.ts';

const key = (id: string): CachedApiKey => ({
  id,
  tenantId: 'org_a',
  recruiterId: 'user_a',
  environment: 'live',
  secretHash: 'h',
  expiresAt: null,
  revokedAt: null,
  scopes: new Set(),
});
const log = { warn: () => {} };
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

describe('ApiKeyCache', () => {
  it('serves what it cached and forgets a key on its invalidation', async () => {
    const cache = await liveCache();
    cache.set('p1', key('key_1'), cache.generation);
    cache.set('p2', key('key_2'), cache.generation);
    expect(cache.get('p1')?.id).toBe('key_1');
    cache.invalidate('key:key_1');
    expect(cache.get('p1')).toBeUndefined();
    expect(cache.get('p2')?.id).toBe('key_2');
    cache.invalidate('all');
    expect(cache.get('p2')).toBeUndefined();
  });

  it('does not cache a row read before an invalidation (it may predate a revocation)', async () => {
    const cache = await liveCache();
    const generation = cache.generation;
    cache.invalidate('key:key_other');
    cache.set('p1', key('key_1'), generation);
    expect(cache.get('p1')).toBeUndefined();
  });

  it('stays off until its feed listens for invalidations', () => {
    const cache = new ApiKeyCache(
      new ChangeFeed({ engine: 'postgresql', url: 'postgres://nowhere.invalid/db' }, log),
    );
    cache.set('p1', key('key_1'), cache.generation);
    expect(cache.get('p1')).toBeUndefined();
  });
});
