import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Scope } from '../core/auth.ts';
import { AppError } from '../core/errors.ts';

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
 * Authenticates an API key and checks the route's scope. The key comes
 * through the context's API-key port (the keys module: its process cache,
 * invalidated across processes by LISTEN/NOTIFY, or one indexed read), so a
 * revocation is refused on the very next call by every process; expiry is
 * checked on every call.
 */
export function requireApiKey(scope: Scope): preHandlerAsyncHookHandler {
  return async function authenticateApiKey(request) {
    const token = apiKeyCredential(request);
    if (!token)
      throw new AppError(
        'missing_credentials',
        'Send an API key as `Authorization: Bearer <key>` or `x-api-key`.',
      );
    const { ctx } = request.server;
    const key = await ctx.ports.apiKeys.verify(ctx, token, request.receivedAt);
    if (key === 'malformed') throw new AppError('invalid_api_key', 'The API key is malformed.');
    if (!key) throw new AppError('invalid_api_key', 'The API key is not valid.');
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
