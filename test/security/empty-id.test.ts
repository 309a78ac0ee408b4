import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { bearer, createKey, createTenant, type TestTenant } from '../helpers/factories.ts';
import { registeredRoutes } from './registered-routes.ts';

/**
 * Issue 38, item 10: an empty id on every id route (`GET
 * /v1/api/reference-requests/`) answers 404 `not_found` problem+json, never
 * the list, on both surfaces (/v1/api and /v1/tenants/:tenantId).
 */
let t: TestApp;
let tenant: TestTenant;
let key: string;
beforeAll(async () => {
  t = await buildTestApp();
  tenant = await createTenant(t);
  key = (await createKey(t, tenant)).plaintext;
});
afterAll(async () => t.close());

/** Every route of either surface whose last segment is an id, with that id left empty. */
function idRoutes(): Array<{ route: string; method: string; url: string; token: () => string }> {
  return registeredRoutes(t.app)
    .filter((route) =>
      /^(GET|PATCH|PUT|DELETE) \/v1\/(api|tenants\/:tenantId)\/.*\/:\w+$/.test(route),
    )
    .map((route) => {
      const [method, pattern] = route.split(' ') as [string, string];
      const url = pattern
        .replace(':tenantId', tenant.tenantId)
        .replace(/\/:\w+$/, '/')
        .replace(/:\w+/g, 'unknown_id');
      const token = () => (pattern.startsWith('/v1/api/') ? key : tenant.session);
      return { route, method, url, token };
    });
}

describe('an empty id', () => {
  it('covers the id routes of both surfaces', () => {
    const routes = idRoutes().map((r) => r.route);
    expect(routes).toContain('GET /v1/api/reference-requests/:requestId');
    expect(routes).toContain('GET /v1/tenants/:tenantId/reference-requests/:requestId');
    expect(routes.length).toBeGreaterThan(10);
  });

  it('answers 404 not_found problem+json on every id route, never the collection', async () => {
    for (const { route, method, url, token } of idRoutes()) {
      const unsafe = method !== 'GET';
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        headers: unsafe
          ? { ...bearer(token()), 'content-type': 'application/json' }
          : bearer(token()),
        payload: unsafe ? '{}' : undefined,
      });
      expect(res.statusCode, `${route}: ${res.body.slice(0, 200)}`).toBe(404);
      expect(res.headers['content-type'], route).toMatch(/^application\/problem\+json/);
      expect(res.json().code, route).toBe('not_found');
    }
  });

  it('still answers 401 first without credentials', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/api/reference-requests/' });
    expect(res.statusCode).toBe(401);
  });
});
