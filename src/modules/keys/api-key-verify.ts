import { timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { ALL_SCOPES, type Scope } from '../../core/auth.ts';
import type { CachedApiKey } from './api-key-cache.ts';
import { parseApiKeyToken, secretMatches } from './api-key-token.ts';
import { findApiKeyByPrefix } from './keys.repo.ts';

/**
 * The API-key port of the HTTP guard (see Ports in context.ts): the key a
 * token names if its secret matches, from the process's ApiKeyCache or one
 * indexed read. A cached key is trusted only after every revocation
 * committed before `since` has arrived.
 */
export async function verifyApiKeyToken(
  ctx: AppContext,
  token: string,
  since: number,
): Promise<CachedApiKey | 'malformed' | undefined> {
  const parsed = parseApiKeyToken(token);
  if (!parsed) return 'malformed';
  const key = await ctx.caches.apiKeys.read(parsed.prefix, since, () =>
    loadApiKey(ctx, parsed.prefix),
  );
  if (
    !key ||
    key.environment !== parsed.environment ||
    !secretMatchesKey(parsed.secret, key, ctx.config.secretKey)
  ) {
    return undefined;
  }
  return key;
}

/**
 * The secret that matched each cached key (ApiKeyCache hands out the same
 * object until the key changes): a client that calls with one key over and
 * over pays its HMAC once, then a constant-time comparison (`npm run bench`,
 * API-key read). A key revoked or changed is evicted from the cache, and
 * its memo with it; a key read from the database each time is a new object,
 * so it is checked with the HMAC every time.
 */
const matchedSecrets = new WeakMap<CachedApiKey, Buffer>();

function secretMatchesKey(secret: string, key: CachedApiKey, pepper: string): boolean {
  const matched = matchedSecrets.get(key);
  if (matched) {
    const given = Buffer.from(secret);
    return given.length === matched.length && timingSafeEqual(given, matched);
  }
  if (!secretMatches(secret, key.secretHash, pepper)) return false;
  matchedSecrets.set(key, Buffer.from(secret));
  return true;
}

/** The key of a prefix, if its tenant is not deleted. */
async function loadApiKey(ctx: AppContext, prefix: string): Promise<CachedApiKey | undefined> {
  const row = await findApiKeyByPrefix(ctx.db, prefix);
  if (!row) return undefined;
  return {
    ...row,
    scopes: row.scopes.length === 0 ? ALL_SCOPES : new Set(row.scopes as Scope[]),
  };
}
