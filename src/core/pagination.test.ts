import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers/app.ts';
import {
  bearer,
  createKey,
  createTenant,
  type TestKey,
  type TestTenant,
} from '../../test/helpers/factories.ts';
import { SCOPE_NAMES } from './auth.ts';
import { newId } from './ids.ts';

let t: TestApp;
let tenant: TestTenant;
let key: TestKey;
beforeAll(async () => {
  t = await buildTestApp();
  tenant = await createTenant(t);
  key = await createKey(t, tenant, { scopes: [...SCOPE_NAMES] });
});
afterAll(async () => t.close());

/** Every list route, with the credential it takes. */
function listRoutes(): { url: string; headers: Record<string, string> }[] {
  const session = bearer(tenant.session);
  const base = `/v1/tenants/${tenant.tenantId}`;
  return [
    { url: '/v1/api/ops/feed', headers: bearer(key.plaintext) },
    { url: `${base}/ops/feed`, headers: session },
    { url: `${base}/candidates`, headers: session },
    { url: `${base}/candidates/${newId('candidate')}/consent-grants`, headers: session },
    { url: `${base}/reference-requests/${newId('referenceRequest')}/activity`, headers: session },
    { url: `${base}/api-keys`, headers: session },
    { url: `${base}/api-keys/${key.id}/usage`, headers: session },
    { url: `${base}/audit-events`, headers: session },
  ];
}

describe('cursors: only one the service issued is accepted', () => {
  it('answers a cursor that is not an id with 400 validation_failed on every list route', async () => {
    const bogus = [
      'nonsense',
      'zzzzzzzz',
      'rr_',
      'rr_01J!',
      `rr_${'0'.repeat(27)}`,
      'RR_01JABCDEFGHJKMNPQRSTVWXYZ0',
    ];
    for (const route of listRoutes()) {
      for (const cursor of bogus) {
        const res = await t.app.inject({
          method: 'GET',
          url: `${route.url}?cursor=${encodeURIComponent(cursor)}`,
          headers: route.headers,
        });
        expect(res.statusCode, `${route.url} cursor=${cursor}`).toBe(400);
        expect(res.json()).toMatchObject({
          code: 'validation_failed',
          errors: [expect.objectContaining({ path: 'query.cursor' })],
        });
      }
    }
  });

  it('accepts a cursor of the issued form (a prefixed ULID) on every list route', async () => {
    for (const route of listRoutes()) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${route.url}?cursor=${newId('audit')}`,
        headers: route.headers,
      });
      expect(res.statusCode, `${route.url}: ${res.body}`).not.toBe(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });
});
