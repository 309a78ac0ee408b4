import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { App } from '../../src/app.ts';
import { SCOPE_NAMES, type Scope } from '../../src/core/auth.ts';
import { AppError } from '../../src/core/errors.ts';
import type { Role } from '../../src/core/roles.ts';
import type { Environment } from '../../src/core/tenancy.ts';
import { apiKeys } from '../../src/db/schema/index.ts';
import { principalOf } from '../../src/http/acting.ts';
import { requireApiKey } from '../../src/http/api-key-auth.ts';
import type { TestApp } from './app.ts';
import { bearer, createKey, createTenant, setMemberRole, type TestTenant } from './factories.ts';
import { json } from './json.ts';

export interface ApiKeyRouteUnderTest {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** The URL for a resource id, e.g. `(id) => \`/v1/api/reference-requests/${id}\``. */
  path: (id: string) => string;
  /** The scope the route requires; null when any valid key may call it (`whoami`). */
  scope: Scope | null;
  /**
   * The least role its key's issuer must hold (CONTRACT "Roles"): the route
   * must declare the same (`config: { role }`).
   */
  role: Role;
  /** A valid body for the route (POST/PATCH). */
  body?: unknown;
  /**
   * Creates the resource the route acts on, for the tenant and environment,
   * and answers its id (e.g. through the service or a factory).
   */
  createResource: (t: TestApp, tenant: TestTenant, environment: Environment) => Promise<string>;
  /** The status of an authorized call on the tenant's own resource; default 200. */
  okStatus?: number;
  /**
   * The authorized call succeeds once per resource (e.g. approving a draft, a
   * lifecycle move): the Bearer and the x-api-key calls each get a fresh one.
   */
  singleUse?: boolean;
  /** The route's response schema: the authorized calls' bodies must parse with it. */
  response?: z.ZodType;
  /** The environment the route serves (test-helper routes: `test` only); default live. */
  environment?: Environment;
}

/**
 * The auth, tenancy and environment tests every `/v1/api` route must pass.
 * Every route of the app has a row in test/security/api-routes.ts, which
 * test/security/api-routes.test.ts runs through this suite (a new route adds
 * its row there). Called by hand, at the top level of a test file, it
 * registers a `describe` block (keys.test.ts proves it on a test-only route):
 *
 * ```ts
 * let t: TestApp;
 * beforeAll(async () => { t = await buildTestApp(); });
 * afterAll(async () => t.close());
 *
 * describeApiKeyRouteSecurity(() => t, {
 *   method: 'GET',
 *   path: (id) => `/v1/api/reference-requests/${id}`,
 *   scope: 'references:read',
 *   createResource: async (t, tenant, environment) => (await createRequest(t, tenant, environment)).id,
 * });
 * ```
 *
 * It checks: no credential (401 missing_credentials, `WWW-Authenticate:
 * Bearer`, problem+json), garbled key and wrong secret with a valid prefix
 * (401 invalid_api_key), revoked and expired keys (401 api_key_revoked /
 * api_key_expired), a key without the route's scope (403 insufficient_scope
 * with `requiredScope`), another tenant's id and the other environment's id
 * (404 not_found), and that `x-api-key` works like `Authorization: Bearer`
 * (with a body that parses with `response` when given), and, for a POST or
 * PATCH, that a retry with the same `Idempotency-Key` replays the first answer.
 * For routes without an id in the path, ignore the id argument of `path`;
 * the two 404 tests then only check that nothing leaks (they are skipped
 * when `path` does not use its argument).
 */
export function describeApiKeyRouteSecurity(
  getT: () => TestApp,
  route: ApiKeyRouteUnderTest,
): void {
  const usesId = route.path('__probe__').includes('__probe__');
  // `body` is read once per call: a row may hand out a fresh body each time (a new e-mail).
  const call = (url: string, headers: Record<string, string> = {}, body = route.body) =>
    getT().app.inject({
      method: route.method,
      url,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
  const home: Environment = route.environment ?? 'live';
  // The scopes of the keys that should get through: the route's, or any.
  const keyScopes: Scope[] = route.scope ? [route.scope] : ['references:read'];
  const away: Environment = home === 'live' ? 'test' : 'live';
  const setUp = async (environment: Environment = home) => {
    const t = getT();
    const tenant = await createTenant(t);
    const resourceId = await route.createResource(t, tenant, environment);
    return { t, tenant, resourceId, url: route.path(resourceId) };
  };
  const expectProblem = (res: Awaited<ReturnType<typeof call>>, status: number, code: string) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json()).toMatchObject({ status, code });
    if (status === 401) expect(res.headers['www-authenticate']).toBe('Bearer');
  };

  describe(`${route.method} ${route.path(':id')}: API-key security`, () => {
    it('refuses a call without credentials (401 missing_credentials)', async () => {
      const { url } = await setUp();
      expectProblem(await call(url), 401, 'missing_credentials');
    });

    it('refuses a garbled key (401 invalid_api_key)', async () => {
      const { url } = await setUp();
      expectProblem(await call(url, bearer('svc_live_garbled')), 401, 'invalid_api_key');
    });

    it('refuses a valid prefix with a wrong secret (401 invalid_api_key)', async () => {
      const { t, tenant, url } = await setUp();
      const key = await createKey(t, tenant, { environment: home, scopes: keyScopes });
      const wrong = `${key.plaintext.slice(0, -40)}${'x'.repeat(40)}`;
      expectProblem(await call(url, bearer(wrong)), 401, 'invalid_api_key');
    });

    it('refuses a revoked key (401 api_key_revoked)', async () => {
      const { t, tenant, url } = await setUp();
      const key = await createKey(t, tenant, { environment: home, scopes: keyScopes });
      await t.database.db
        .update(apiKeys)
        .set({ revokedAt: t.clock.now(), revokedById: tenant.recruiterId })
        .where(eq(apiKeys.id, key.id));
      expectProblem(await call(url, bearer(key.plaintext)), 401, 'api_key_revoked');
    });

    it('refuses an expired key (401 api_key_expired)', async () => {
      const { t, tenant, url } = await setUp();
      const key = await createKey(t, tenant, {
        environment: home,
        scopes: keyScopes,
        expiresAt: new Date(t.clock.now().getTime() - 1000),
      });
      expectProblem(await call(url, bearer(key.plaintext)), 401, 'api_key_expired');
    });

    it.skipIf(route.scope === null)(
      `refuses a key without ${route.scope} (403 insufficient_scope)`,
      async () => {
        const { t, tenant, url } = await setUp();
        const other = SCOPE_NAMES.find((scope) => scope !== route.scope)!;
        const key = await createKey(t, tenant, { environment: home, scopes: [other] });
        const res = await call(url, bearer(key.plaintext));
        expectProblem(res, 403, 'insufficient_scope');
        expect(res.json().requiredScope).toBe(route.scope);
      },
    );

    it.skipIf(route.role === 'viewer')(
      `refuses the key of an issuer demoted below ${route.role} (403 role_forbidden); a promotion restores it`,
      async () => {
        const { t, tenant, url } = await setUp();
        const key = await createKey(t, tenant, { environment: home, scopes: keyScopes });
        // A first call holds the issuer's role in the process's cache: the change must evict it.
        const whoami = await t.app.inject({
          url: '/v1/api/whoami',
          headers: bearer(key.plaintext),
        });
        expect(whoami.statusCode).toBe(200);
        await setMemberRole(t, tenant, 'viewer');
        const refused = await call(url, bearer(key.plaintext));
        expectProblem(refused, 403, 'role_forbidden');
        expect(refused.json().requiredRole).toBe(route.role);
        await setMemberRole(t, tenant, route.role);
        const secondUrl = route.singleUse
          ? route.path(await route.createResource(t, tenant, home))
          : url;
        const restored = await call(secondUrl, bearer(key.plaintext));
        expect(restored.statusCode, restored.body).toBe(route.okStatus ?? 200);
      },
    );

    it.skipIf(!usesId)("answers 404 for another tenant's resource", async () => {
      const { t, url } = await setUp();
      const stranger = await createTenant(t);
      const key = await createKey(t, stranger, { environment: home, scopes: keyScopes });
      expectProblem(await call(url, bearer(key.plaintext)), 404, 'not_found');
    });

    it.skipIf(!usesId)("answers 404 for the other environment's resource", async () => {
      const { t, tenant, url } = await setUp(away);
      const key = await createKey(t, tenant, { environment: home, scopes: keyScopes });
      expectProblem(await call(url, bearer(key.plaintext)), 404, 'not_found');
    });

    it.runIf(route.method === 'POST' || route.method === 'PATCH')(
      'replays its first answer for a retry with the same Idempotency-Key',
      async () => {
        const { t, tenant, url } = await setUp();
        const key = await createKey(t, tenant, { environment: home, scopes: keyScopes });
        const headers = { ...bearer(key.plaintext), 'idempotency-key': `suite-${Math.random()}` };
        const body = route.body;
        const first = await call(url, headers, body);
        expect(first.statusCode, first.body).toBe(route.okStatus ?? 200);
        const retry = await call(url, headers, body);
        expect(retry.statusCode).toBe(first.statusCode);
        expect(retry.headers['idempotent-replayed']).toBe('true');
        expect(retry.body).toBe(first.body);
      },
    );

    it('accepts the key as Authorization: Bearer and as x-api-key', async () => {
      const { t, tenant, url } = await setUp();
      const key = await createKey(t, tenant, { environment: home, scopes: keyScopes });
      const viaBearer = await call(url, bearer(key.plaintext));
      expect(viaBearer.statusCode, viaBearer.body).toBe(route.okStatus ?? 200);
      const secondUrl = route.singleUse
        ? route.path(await route.createResource(t, tenant, home))
        : url;
      const viaHeader = await call(secondUrl, { 'x-api-key': key.plaintext });
      expect(viaHeader.statusCode, viaHeader.body).toBe(route.okStatus ?? 200);
      if (route.response) {
        json(viaBearer, route.response);
        json(viaHeader, route.response);
      }
    });
  });
}

/** The probe route's URL for a key id. */
export const probePath = (apiKeyId: string) => `/v1/api/__probe/api-keys/${apiKeyId}`;

/**
 * A `/v1/api` read that exists only in tests (pass it to buildTestApp's
 * `beforeReady`): `GET /v1/api/__probe/api-keys/:id` needs `references:read`
 * and answers the key's id when it belongs to the caller's tenant and
 * environment, else 404. It lets the key, usage and security tests run
 * before any business route exists.
 */
export function registerProbeRoute(app: App): void {
  app.get<{ Params: { id: string } }>(
    '/v1/api/__probe/api-keys/:id',
    {
      onRequest: requireApiKey('references:read'),
      config: { role: 'viewer' },
      schema: { hide: true },
    },
    async (request) => {
      const principal = principalOf(request);
      const [row] = await app.ctx.db
        .select({ id: apiKeys.id })
        .from(apiKeys)
        .where(
          and(
            eq(apiKeys.id, request.params.id),
            eq(apiKeys.tenantId, principal.tenantId),
            eq(apiKeys.environment, principal.environment),
          ),
        );
      if (!row) throw AppError.notFound('API key');
      return { id: row.id };
    },
  );
}
