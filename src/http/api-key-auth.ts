import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { ApiKeyRecord, Scope } from '../core/auth.ts';
import { AppError } from '../core/errors.ts';
import type { Role } from '../core/roles.ts';
import { assertRouteRole } from './route-role.ts';

/**
 * The one API key of a request: `Authorization: Bearer <key>` or
 * `x-api-key: <key>`. A call carries one credential: both headers naming
 * different keys, or an Authorization without the Bearer scheme (a bare
 * `svc_…`, `Basic …`), is refused with `invalid_api_key` saying why, rather
 * than guessing which one the caller meant. An empty `Bearer` counts as no
 * Authorization at all.
 */
export function apiKeyCredential(request: FastifyRequest): string | undefined {
  const fromAuthorization = bearerToken(request.headers.authorization);
  const header = request.headers['x-api-key'];
  const fromHeader = typeof header === 'string' && header.trim() !== '' ? header.trim() : undefined;
  if (fromAuthorization && fromHeader && fromAuthorization !== fromHeader) {
    throw new AppError(
      'invalid_api_key',
      'The call carries both `Authorization` and `x-api-key` with different keys; send one key.',
    );
  }
  return fromAuthorization ?? fromHeader;
}

/** The token of `Authorization: Bearer <token>`; undefined when absent or empty; throws on another scheme. */
function bearerToken(header: string | string[] | undefined): string | undefined {
  if (typeof header !== 'string' || header.trim() === '') return undefined;
  const match = /^Bearer(?:\s+(.*))?$/i.exec(header.trim());
  if (!match) {
    throw new AppError(
      'invalid_api_key',
      'The Authorization header must use the Bearer scheme: `Authorization: Bearer <key>`.',
    );
  }
  const token = match[1]?.trim();
  return token ? token : undefined;
}

/**
 * The role a key acts with: its issuer's current role, held in process with
 * their standing (no round trip when cached; a role change evicts it). An
 * issuer without a membership reads only; a removed one's keys were revoked.
 */
async function issuerRole(request: FastifyRequest, key: ApiKeyRecord): Promise<Role> {
  const { ctx } = request.server;
  const role = await ctx.ports.sessions.memberRole(
    ctx,
    key.tenantId,
    key.recruiterId,
    request.receivedAt,
  );
  return role ?? 'viewer';
}

/**
 * The API key of a call authenticated the way Greenhouse's Assessment
 * Partner API does: HTTP Basic with the key as the user name and an empty
 * password (`Authorization: Basic base64("<key>:")`). Another scheme, or a
 * password, is refused with `invalid_api_key` saying why.
 */
export function basicApiKeyCredential(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || header.trim() === '') return undefined;
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header.trim());
  if (!match) {
    throw new AppError(
      'invalid_api_key',
      'Send the API key with HTTP Basic: the key as the user name and an empty password.',
    );
  }
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  const user = (colon < 0 ? decoded : decoded.slice(0, colon)).trim();
  if (colon >= 0 && decoded.slice(colon + 1) !== '') {
    throw new AppError('invalid_api_key', 'The password must be empty: the key is the user name.');
  }
  return user === '' ? undefined : user;
}

/** How a route's caller presents its key: Bearer or `x-api-key` (the API), or HTTP Basic (Greenhouse). */
export type ApiKeyCredential = 'bearer' | 'basic';

/** What the OpenAPI document reads off a route's API-key guard. */
export interface ApiKeyGuard {
  requiredScope: Scope | null;
}

/**
 * Authenticates an API key and checks the route's scope, then its role
 * (the issuer's current role). The key comes
 * through the context's API-key port (the keys module: its process cache,
 * invalidated across processes by LISTEN/NOTIFY, or one indexed read), so a
 * revocation is refused on the very next call by every process; expiry is
 * checked on every call. A `null` scope admits any valid key (`whoami`).
 *
 * An `onRequest` hook, so it answers before the body is read: credentials
 * (401) and scope (403) come before content type, size and validation
 * (415, 413, 400), as the contract orders them.
 */
export function requireApiKey(
  scope: Scope | null,
  credential: ApiKeyCredential = 'bearer',
): onRequestAsyncHookHandler & ApiKeyGuard {
  const guard: onRequestAsyncHookHandler = async function authenticateApiKey(request) {
    const token =
      credential === 'basic' ? basicApiKeyCredential(request) : apiKeyCredential(request);
    if (!token)
      throw new AppError(
        'missing_credentials',
        credential === 'basic'
          ? 'Send an API key with HTTP Basic: the key as the user name and an empty password.'
          : 'Send an API key as `Authorization: Bearer <key>` or `x-api-key`.',
      );
    const { ctx } = request.server;
    const key = await ctx.ports.apiKeys.verify(ctx, token, request.receivedAt);
    if (key === 'malformed') throw new AppError('invalid_api_key', 'The API key is malformed.');
    if (!key) throw new AppError('invalid_api_key', 'The API key is not valid.');
    if (key.revokedAt) throw new AppError('api_key_revoked', 'The API key was revoked.');
    if (key.expiresAt && key.expiresAt.getTime() <= ctx.clock.now().getTime()) {
      throw new AppError('api_key_expired', 'The API key has expired.');
    }
    // The principal is set before the scope check: a refused call is still the key's usage.
    request.principal = {
      kind: 'api_key',
      tenantId: key.tenantId,
      recruiterId: key.recruiterId,
      environment: key.environment,
      apiKeyId: key.id,
      scopes: key.scopes,
      role: await issuerRole(request, key),
    };
    if (scope !== null && !key.scopes.has(scope)) {
      throw new AppError('insufficient_scope', `This route needs the ${scope} scope.`, {
        requiredScope: scope,
      });
    }
    await assertRouteRole(request, request.principal.role);
  };
  // The OpenAPI document reads the scope off the guard (src/http/openapi.ts).
  return Object.assign(guard, { requiredScope: scope });
}
