import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOPE_NAMES } from '../../src/core/auth.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { bearer, createKey, createTenant, type TestTenant } from '../helpers/factories.ts';
import { API_ROUTES } from './api-routes.ts';
import { registeredRoutes } from './registered-routes.ts';

/**
 * Issue 28, item 11: checks run in the contract's order, and the first that
 * fails answers: credentials (401), scope and role (403), then content type,
 * size and validation (415, 413, 400). Every unsafe route of `/v1/api` and
 * `/v1/tenants` is called with bodies that would fail each later check; the
 * earlier check must answer.
 */
let t: TestApp;
let tenant: TestTenant;
let stranger: TestTenant;

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await createTenant(t);
  stranger = await createTenant(t);
});
afterAll(async () => t.close());

const UNSAFE = /^(POST|PUT|PATCH|DELETE) /;
const guarded = (prefix: string) =>
  registeredRoutes(t.app).filter((route) => UNSAFE.test(route) && route.includes(` ${prefix}`));

/** The route with its tenant and every other parameter filled in (nothing is looked up first). */
function concrete(route: string, tenantId: string): { method: string; url: string } {
  const [method, path] = route.split(' ') as [string, string];
  return {
    method,
    url: path.replace(':tenantId', tenantId).replace(/:\w+/g, 'id_probe'),
  };
}

/** Bodies that fail content type, size or validation, and would answer 415, 413 or 400 first. */
const BAD_BODIES: Record<string, { headers: Record<string, string>; payload: string }> = {
  'a form body (415)': {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'a=1',
  },
  'a text/plain body (415)': { headers: { 'content-type': 'text/plain' }, payload: 'hello' },
  'an unknown content type (415)': {
    headers: { 'content-type': 'application/xml' },
    payload: '<a/>',
  },
  'malformed JSON (400)': { headers: { 'content-type': 'application/json' }, payload: '{"a":' },
  'a JSON body failing validation (400)': {
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ unexpected: [1, 2, 3] }),
  },
  'a body over 1 MiB (413)': {
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ padding: 'x'.repeat(1024 * 1024 + 16) }),
  },
};

/** Calls every route and lists those that did not answer `status` `code`. */
async function mismatches(
  routes: { method: string; url: string }[],
  headers: Record<string, string>,
  body: { headers: Record<string, string>; payload: string },
  status: number,
  code: string,
): Promise<string[]> {
  const wrong: string[] = [];
  for (const { method, url } of routes) {
    const res: LightMyRequestResponse = await t.app.inject({
      method: method as 'POST',
      url,
      headers: { ...body.headers, ...headers },
      payload: body.payload,
    });
    const answer = String(res.headers['content-type'] ?? '').startsWith('application/problem+json')
      ? (res.json() as { code?: string }).code
      : undefined;
    if (res.statusCode !== status || answer !== code) {
      wrong.push(`${method} ${url}: ${res.statusCode} ${answer ?? res.body.slice(0, 80)}`);
    }
  }
  return wrong;
}

describe('credentials come first (401), whatever the body', () => {
  for (const [name, body] of Object.entries(BAD_BODIES)) {
    it(`/v1/api: no credential with ${name} answers 401 missing_credentials`, async () => {
      const routes = guarded('/v1/api/').map((route) => concrete(route, 'x'));
      expect(routes.length).toBeGreaterThan(5);
      expect(await mismatches(routes, {}, body, 401, 'missing_credentials')).toEqual([]);
    });

    it(`/v1/tenants: no credential with ${name} answers 401 missing_credentials`, async () => {
      const routes = guarded('/v1/tenants/').map((route) => concrete(route, tenant.tenantId));
      expect(routes.length).toBeGreaterThan(5);
      expect(await mismatches(routes, {}, body, 401, 'missing_credentials')).toEqual([]);
    });
  }

  it('/v1/api: a garbled key with a body failing validation answers 401 invalid_api_key', async () => {
    const routes = guarded('/v1/api/').map((route) => concrete(route, 'x'));
    const body = BAD_BODIES['a JSON body failing validation (400)']!;
    const headers = bearer('svc_live_garbled');
    expect(await mismatches(routes, headers, body, 401, 'invalid_api_key')).toEqual([]);
  });

  it('a query failing validation answers 401 without a credential', async () => {
    for (const url of [
      '/v1/api/reference-requests?limit=1000',
      `/v1/tenants/${tenant.tenantId}/reference-requests?limit=1000`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().code).toBe('missing_credentials');
    }
  });
});

describe('then scope and tenant (403), whatever the body', () => {
  for (const [name, body] of Object.entries({
    ...BAD_BODIES,
    'an empty object (400)': {
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    },
  })) {
    it(`/v1/api: a key without the route's scope sending ${name} answers 403 insufficient_scope`, async () => {
      const wrong: string[] = [];
      for (const route of API_ROUTES) {
        if (route.scope === null || route.method === 'GET') continue;
        const other = SCOPE_NAMES.find((scope) => scope !== route.scope)!;
        const key = await createKey(t, tenant, {
          environment: route.environment ?? 'live',
          scopes: [other],
        });
        const found = await mismatches(
          [{ method: route.method, url: route.path('id_probe') }],
          bearer(key.plaintext),
          body,
          403,
          'insufficient_scope',
        );
        wrong.push(...found);
      }
      expect(wrong).toEqual([]);
    });

    it(`/v1/tenants: another tenant's session sending ${name} answers 403 tenant_forbidden`, async () => {
      const routes = guarded('/v1/tenants/').map((route) => concrete(route, tenant.tenantId));
      expect(
        await mismatches(routes, bearer(stranger.session), body, 403, 'tenant_forbidden'),
      ).toEqual([]);
    });
  }

  it('/v1/tenants: a cross-site cookie call with a form body answers 403 csrf_rejected, not 415', async () => {
    const routes = guarded('/v1/tenants/').map((route) => concrete(route, tenant.tenantId));
    const headers = { cookie: `__session=${tenant.session}`, 'sec-fetch-site': 'cross-site' };
    const body = BAD_BODIES['a form body (415)']!;
    expect(await mismatches(routes, headers, body, 403, 'csrf_rejected')).toEqual([]);
  });
});

describe('then content type and validation, once the caller may call the route', () => {
  it('a valid key with the scope still hears 415, 413 and 400', async () => {
    const key = await createKey(t, tenant, { scopes: ['references:write'] });
    const url = '/v1/api/reference-requests';
    const expected: [string, number, string][] = [
      ['a text/plain body (415)', 415, 'unsupported_media_type'],
      ['a body over 1 MiB (413)', 413, 'payload_too_large'],
      ['malformed JSON (400)', 400, 'invalid_json'],
      ['a JSON body failing validation (400)', 400, 'validation_failed'],
    ];
    for (const [name, status, code] of expected) {
      const found = await mismatches(
        [{ method: 'POST', url }],
        bearer(key.plaintext),
        BAD_BODIES[name]!,
        status,
        code,
      );
      expect(found, name).toEqual([]);
    }
  });

  it("a tenant's own session still hears 415 and 400", async () => {
    const url = `/v1/tenants/${tenant.tenantId}/candidates`;
    const headers = bearer(tenant.session);
    expect(
      await mismatches(
        [{ method: 'POST', url }],
        headers,
        BAD_BODIES['a text/plain body (415)']!,
        415,
        'unsupported_media_type',
      ),
    ).toEqual([]);
    expect(
      await mismatches(
        [{ method: 'POST', url }],
        headers,
        BAD_BODIES['a JSON body failing validation (400)']!,
        400,
        'validation_failed',
      ),
    ).toEqual([]);
  });
});
