import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers/app.ts';
import { bearer, createKey, createTenant, type TestTenant } from '../../test/helpers/factories.ts';
import { apiKeys } from '../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const keysUrl = (tenant: TestTenant) => `/v1/tenants/${tenant.tenantId}/api-keys`;

/** Mints a key with the recruiter's `__session` cookie, as a browser would send it. */
const mintWithCookie = (tenant: TestTenant, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: keysUrl(tenant),
    cookies: { __session: tenant.session },
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify({ name: 'csrf', environment: 'live' }),
  });

const keyCount = async (tenant: TestTenant) =>
  (await t.database.db.select().from(apiKeys).where(eq(apiKeys.tenantId, tenant.tenantId))).length;

describe('CSRF: cookie sessions act only from the same origin', () => {
  it('refuses a cookie-authenticated unsafe call from another site, or of unknown origin (403 csrf_rejected)', async () => {
    const tenant = await createTenant(t);
    const crossSite: Record<string, string>[] = [
      {},
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: 'https://sub.refcheck.test' },
      { 'sec-fetch-site': 'cross-site', origin: 'http://refcheck.test' },
      { referer: 'http://refcheck.test/app' },
      // Issue 28, item 7: the whole origin (scheme, host, port) is PUBLIC_BASE_URL's, not the Host's.
      { origin: 'https://refcheck.test' },
      { origin: 'http://refcheck.test:8080' },
      { host: 'refcheck.test', origin: 'https://refcheck.test' },
      { host: 'console.internal:3000', origin: 'http://console.internal:3000' },
      { host: 'evil.example', origin: 'http://evil.example' },
    ];
    for (const headers of crossSite) {
      const res = await mintWithCookie(tenant, headers);
      expect(res.statusCode, `${JSON.stringify(headers)}: ${res.body}`).toBe(403);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.json().code).toBe('csrf_rejected');
    }
    expect(await keyCount(tenant)).toBe(0);
  });

  it('refuses a cross-site DELETE with the cookie: the key stays active', async () => {
    const tenant = await createTenant(t);
    const key = await createKey(t, tenant);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `${keysUrl(tenant)}/${key.id}`,
      cookies: { __session: tenant.session },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().code).toBe('csrf_rejected');
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row!.revokedAt).toBeNull();
  });

  it("accepts a same-origin call: PUBLIC_BASE_URL's origin, Sec-Fetch-Site same-origin or none", async () => {
    const tenant = await createTenant(t);
    const sameOrigin: Record<string, string>[] = [
      { origin: 'http://refcheck.test' },
      { origin: 'http://refcheck.test:80' },
      { host: 'console.internal:3000', origin: 'http://refcheck.test' },
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
      { 'sec-fetch-site': 'same-origin', origin: 'http://refcheck.test' },
    ];
    for (const headers of sameOrigin) {
      const res = await mintWithCookie(tenant, headers);
      expect(res.statusCode, `${JSON.stringify(headers)}: ${res.body}`).toBe(200);
    }
  });

  it('lets safe methods through with the cookie, whatever the origin', async () => {
    const tenant = await createTenant(t);
    const res = await t.app.inject({
      url: keysUrl(tenant),
      cookies: { __session: tenant.session },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('leaves Bearer sessions alone, even with a cookie and a foreign Origin beside them', async () => {
    const tenant = await createTenant(t);
    const res = await t.app.inject({
      method: 'POST',
      url: keysUrl(tenant),
      cookies: { __session: tenant.session },
      headers: { ...bearer(tenant.session), origin: 'https://evil.example' },
      payload: { name: 'bearer', environment: 'live' },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('tenant routes take JSON bodies only', () => {
  it('refuses a body that is not JSON with 415 problem+json, before the handler runs', async () => {
    const tenant = await createTenant(t);
    const bodies = [
      { 'content-type': 'text/plain', payload: '{"name":"x","environment":"live"}' },
      { 'content-type': 'text/plain;charset=UTF-8', payload: 'name=x' },
      { 'content-type': 'application/x-www-form-urlencoded', payload: 'name=x&environment=live' },
      { 'content-type': 'multipart/form-data; boundary=b', payload: '--b--' },
    ];
    for (const { payload, ...headers } of bodies) {
      const res = await t.app.inject({
        method: 'POST',
        url: keysUrl(tenant),
        headers: { ...bearer(tenant.session), ...headers },
        payload,
      });
      expect(res.statusCode, `${headers['content-type']}: ${res.body}`).toBe(415);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.json().code).toBe('unsupported_media_type');
    }
    expect(await keyCount(tenant)).toBe(0);
  });

  it('refuses a body-less POST carrying text/plain (a cross-site form can send one)', async () => {
    const tenant = await createTenant(t);
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/tenants/${tenant.tenantId}/reference-reports/rr_unknown/approve`,
      headers: { ...bearer(tenant.session), 'content-type': 'text/plain' },
    });
    expect(res.statusCode, res.body).toBe(415);
    expect(res.json().code).toBe('unsupported_media_type');
    // Without a content type, or with JSON, the route itself answers (here: no such request).
    for (const headers of [{}, { 'content-type': 'application/json' }]) {
      const plain = await t.app.inject({
        method: 'POST',
        url: `/v1/tenants/${tenant.tenantId}/reference-reports/rr_unknown/approve`,
        headers: { ...bearer(tenant.session), ...headers },
      });
      expect(plain.statusCode, plain.body).toBe(404);
    }
  });
});

describe('JSON routes take JSON: /v1/api and /v1/public answer 415 to another content type', () => {
  it('refuses a text/plain or form body with 415 unsupported_media_type', async () => {
    const tenant = await createTenant(t);
    const key = await createKey(t, tenant);
    const calls = [
      { url: '/v1/api/reference-requests', auth: bearer(key.plaintext) },
      { url: '/v1/api/ops/messages', auth: bearer(key.plaintext) },
      { url: '/v1/public/intake/tok_unknown/messages', auth: {} },
      { url: '/v1/public/referee/tok_unknown/messages', auth: {} },
    ];
    for (const call of calls) {
      for (const contentType of ['text/plain', 'application/x-www-form-urlencoded']) {
        const res = await t.app.inject({
          method: 'POST',
          url: call.url,
          headers: { ...call.auth, 'content-type': contentType },
          payload: contentType === 'text/plain' ? '{"a":1}' : 'a=1',
        });
        expect(res.statusCode, `${call.url} ${contentType}`).toBe(415);
        expect(res.json().code).toBe('unsupported_media_type');
      }
    }
  });

  it('still lets a body-less POST through without a content type', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/public/intake/tok_unknown/complete',
    });
    expect(res.statusCode).not.toBe(415);
    expect(res.statusCode).toBeLessThan(500);
  });
});
