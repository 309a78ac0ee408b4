import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers/app.ts';
import { probePath, registerProbeRoute } from '../../test/helpers/common-route-tests.ts';
import { createKey, createTenant } from '../../test/helpers/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ beforeReady: registerProbeRoute });
});
afterAll(async () => t.close());

const probe = (id: string, headers: Record<string, string>) =>
  t.app.inject({ url: probePath(id), headers });

describe('one credential per call', () => {
  it('refuses Authorization and x-api-key naming different keys (401 invalid_api_key, says why)', async () => {
    const tenant = await createTenant(t);
    const key = await createKey(t, tenant);
    const other = await createKey(t, tenant);
    const res = await probe(key.id, {
      authorization: `Bearer ${key.plaintext}`,
      'x-api-key': other.plaintext,
    });
    expect(res.statusCode, res.body).toBe(401);
    expect(res.json().code).toBe('invalid_api_key');
    expect(res.json().detail).toMatch(/both .*Authorization.*x-api-key/i);
    expect(res.headers['www-authenticate']).toBe('Bearer');
  });

  it('accepts the same key in both headers', async () => {
    const tenant = await createTenant(t);
    const key = await createKey(t, tenant);
    const res = await probe(key.id, {
      authorization: `Bearer ${key.plaintext}`,
      'x-api-key': key.plaintext,
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses a scheme-less Authorization: svc_… (401 invalid_api_key, names the Bearer scheme)', async () => {
    const tenant = await createTenant(t);
    const key = await createKey(t, tenant);
    const cases: Record<string, string>[] = [
      { authorization: key.plaintext },
      { authorization: key.plaintext, 'x-api-key': key.plaintext },
      { authorization: `Basic ${key.plaintext}` },
    ];
    for (const headers of cases) {
      const res = await probe(key.id, headers);
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json().code).toBe('invalid_api_key');
      expect(res.json().detail).toMatch(/Bearer/);
    }
  });

  it('treats an empty Bearer beside a valid x-api-key as absent', async () => {
    const tenant = await createTenant(t);
    const key = await createKey(t, tenant);
    for (const authorization of ['Bearer', 'Bearer ', 'bearer   ', '']) {
      const res = await probe(key.id, { authorization, 'x-api-key': key.plaintext });
      expect(res.statusCode, `${JSON.stringify(authorization)}: ${res.body}`).toBe(200);
    }
    const alone = await probe(key.id, { authorization: 'Bearer ' });
    expect(alone.statusCode).toBe(401);
    expect(alone.json().code).toBe('missing_credentials');
  });
});

describe("a key's secret, once it has matched", () => {
  it('still refuses another secret under the same prefix, and a revoked key, on the next call', async () => {
    const tenant = await createTenant(t);
    const key = await createKey(t, tenant);
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    for (let call = 0; call < 3; call += 1) {
      expect((await probe(key.id, bearer(key.plaintext))).statusCode).toBe(200);
    }
    // Same prefix and length, last character changed: the remembered match is no shortcut.
    const last = key.plaintext.at(-1) === 'a' ? 'b' : 'a';
    const forged = `${key.plaintext.slice(0, -1)}${last}`;
    const refused = await probe(key.id, bearer(forged));
    expect(refused.statusCode, refused.body).toBe(401);
    expect(refused.json().code).toBe('invalid_api_key');

    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/v1/tenants/${tenant.tenantId}/api-keys/${key.id}`,
      headers: { authorization: `Bearer ${tenant.session}` },
    });
    expect(revoked.statusCode, revoked.body).toBeLessThan(300);
    expect((await probe(key.id, bearer(key.plaintext))).statusCode).toBe(401);
  });
});
