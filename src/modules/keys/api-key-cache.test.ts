import { describe, expect, it } from 'vitest';
import type { AppContext } from '../../core/context.ts';
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
const ctx = (engine: 'pglite' | 'postgresql') =>
  ({ engine, config: { databaseUrl: undefined } }) as unknown as AppContext;

describe('ApiKeyCache', () => {
  it('serves what it cached and forgets a key on its invalidation', () => {
    const cache = new ApiKeyCache(ctx('pglite'));
    cache.set('p1', key('key_1'), cache.generation);
    cache.set('p2', key('key_2'), cache.generation);
    expect(cache.get('p1')?.id).toBe('key_1');
    cache.invalidate('key:key_1');
    expect(cache.get('p1')).toBeUndefined();
    expect(cache.get('p2')?.id).toBe('key_2');
    cache.invalidate('all');
    expect(cache.get('p2')).toBeUndefined();
  });

  it('does not cache a row read before an invalidation (it may predate a revocation)', () => {
    const cache = new ApiKeyCache(ctx('pglite'));
    const generation = cache.generation;
    cache.invalidate('key:key_other');
    cache.set('p1', key('key_1'), generation);
    expect(cache.get('p1')).toBeUndefined();
  });

  it('stays off on PostgreSQL until it listens for invalidations', () => {
    const cache = new ApiKeyCache(ctx('postgresql'));
    cache.set('p1', key('key_1'), cache.generation);
    expect(cache.get('p1')).toBeUndefined();
  });
});
