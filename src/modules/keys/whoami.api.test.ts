import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { bearer, createKey, createTenant } from '../../../test/helpers/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /v1/api/whoami', () => {
  it('describes the calling key, whatever its scopes', async () => {
    const tenant = await createTenant(t);
    const key = await createKey(t, tenant, { environment: 'test', scopes: ['reports:read'] });
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/api/whoami',
      headers: bearer(key.plaintext),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: key.id,
      object: 'api_key',
      environment: 'test',
      scopes: ['reports:read'],
      tenantId: tenant.tenantId,
      recruiterId: tenant.recruiterId,
      expiresAt: null,
      status: 'active',
    });
    expect(key.plaintext).toContain(`_${res.json().prefix}_`);
    expect(res.body).not.toContain(key.plaintext);
  });
});
