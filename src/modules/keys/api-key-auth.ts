import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AppContext } from '../../context.ts';
import { SCOPE_NAMES, type Scope } from '../../core/auth.ts';
import { AppError } from '../../core/errors.ts';
import { apiKeyCacheFor, type CachedApiKey } from './api-key-cache.ts';
import { parseApiKeyToken, secretMatches } from './api-key-token.ts';
import { findApiKeyByPrefix } from './keys.repo.ts';

const ALL_SCOPES: ReadonlySet<Scope> = new Set(SCOPE_NAMES);

/** The API key of a request: `Authorization: Bearer <key>` or `x-api-key: <key>`. */
export function apiKeyCredential(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header === 'string' && header.trim() !== '') {
    const match = /^Bearer\s+(.+)$/i.exec(header.trim());
    return match ? match[1]!.trim() : header.trim();
  }
  const alternative = request.headers['x-api-key'];
  if (typeof alternative === 'string' && alternative.trim() !== '') return alternative.trim();
  return undefined;
}

/**
 * Authenticates an API key and checks the route's scope. The key comes from
 * the process's ApiKeyCache (invalidated across processes by LISTEN/NOTIFY,
 * see api-key-cache.ts) or one indexed read, so a revocation is refused on
 * the very next call by every process; expiry is checked on every call.
 */
export function requireApiKey(scope: Scope): preHandlerAsyncHookHandler {
  return async function authenticateApiKey(request) {
    const token = apiKeyCredential(request);
    if (!token)
      throw new AppError(
        'missing_credentials',
        'Send an API key as `Authorization: Bearer <key>` or `x-api-key`.',
      );
    const parsed = parseApiKeyToken(token);
    if (!parsed) throw new AppError('invalid_api_key', 'The API key is malformed.');
    const { ctx } = request.server;
    const cache = apiKeyCacheFor(ctx);
    let key = cache.get(parsed.prefix);
    // Trust a cached key only after every revocation committed before this call has arrived.
    if (key) {
      const synced = cache.synced(request.receivedAt);
      if (synced === true || (await synced)) key = cache.get(parsed.prefix);
      else key = undefined;
    }
    if (!key) {
      const generation = cache.generation;
      key = await loadApiKey(ctx, parsed.prefix);
      if (key) cache.set(parsed.prefix, key, generation);
    }
    if (
      !key ||
      key.environment !== parsed.environment ||
      !secretMatches(parsed.secret, key.secretHash, ctx.config.secretKey)
    ) {
      throw new AppError('invalid_api_key', 'The API key is not valid.');
    }
    if (key.revokedAt) throw new AppError('api_key_revoked', 'The API key was revoked.');
    if (key.expiresAt && key.expiresAt.getTime() <= ctx.clock.now().getTime()) {
      throw new AppError('api_key_expired', 'The API key has expired.');
    }
    request.principal = {
      kind: 'api_key',
      tenantId: key.tenantId,
      recruiterId: key.recruiterId,
      environment: key.environment,
      apiKeyId: key.id,
      scopes: key.scopes,
    };
    if (!request.principal.scopes.has(scope)) {
      throw new AppError('insufficient_scope', `This route needs the ${scope} scope.`, {
        requiredScope: scope,
      });
    }
  };
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
