import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import {
  describeApiKeyRouteSecurity,
  probePath,
  registerProbeRoute,
} from '../../../test/helpers/common-route-tests.ts';
import {
  bearer,
  createKey,
  createTenant,
  signSession,
  type TestTenant,
} from '../../../test/helpers/factories.ts';
import { SCOPE_NAMES } from '../../core/auth.ts';
import { HOUR_MS } from '../../core/clock.ts';
import { apiKeys, auditEvents } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ beforeReady: registerProbeRoute });
});
afterAll(async () => t.close());

const keysUrl = (tenant: TestTenant, suffix = '') =>
  `/v1/tenants/${tenant.tenantId}/api-keys${suffix}`;

async function createViaRoute(
  tenant: TestTenant,
  body: Record<string, unknown> = { name: 'CI', environment: 'live' },
) {
  return t.app.inject({
    method: 'POST',
    url: keysUrl(tenant),
    headers: bearer(tenant.session),
    payload: body,
  });
}

// The helper every /v1/api route's tests call, proven on a test-only route.
describeApiKeyRouteSecurity(() => t, {
  method: 'GET',
  path: probePath,
  scope: 'references:read',
  role: 'viewer',
  createResource: async (t, tenant, environment) =>
    (await createKey(t, tenant, { environment })).id,
});

describe('POST /v1/tenants/:tenantId/api-keys', () => {
  it('creates a key, answers its plaintext once, and the key works', async () => {
    const tenant = await createTenant(t);
    const res = await createViaRoute(tenant, {
      name: 'Partner sync',
      environment: 'test',
      scopes: ['references:read', 'reports:read'],
      expiresAt: new Date(t.clock.now().getTime() + 24 * HOUR_MS).toISOString(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { apiKey, plaintext } = res.json();
    expect(plaintext).toMatch(/^svc_test_[A-Za-z0-9]{12}_[A-Za-z0-9]{40}$/);
    expect(Object.keys(apiKey).sort()).toEqual(
      [
        'id',
        'object',
        'name',
        'environment',
        'prefix',
        'scopes',
        'status',
        'tenantId',
        'recruiterId',
        'createdAt',
        'updatedAt',
        'expiresAt',
        'lastUsedAt',
        'revokedAt',
        'revokedById',
        'revocationNote',
      ].sort(),
    );
    expect(apiKey).toMatchObject({
      object: 'api_key',
      name: 'Partner sync',
      environment: 'test',
      prefix: plaintext.slice(9, 21),
      scopes: ['references:read', 'reports:read'],
      status: 'active',
      tenantId: tenant.tenantId,
      recruiterId: tenant.recruiterId,
      lastUsedAt: null,
      revokedAt: null,
    });
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, apiKey.id));
    expect(row!.secretHash).not.toContain(plaintext.slice(22));
    expect(row!.secretHash).toMatch(/^[0-9a-f]{64}$/);

    const probe = await t.app.inject({ url: probePath(apiKey.id), headers: bearer(plaintext) });
    expect(probe.statusCode, probe.body).toBe(200);
  });

  it('treats an absent scope list as every scope', async () => {
    const tenant = await createTenant(t);
    const res = await createViaRoute(tenant);
    expect(res.json().apiKey.scopes).toEqual([]);
    const probe = await t.app.inject({
      url: probePath(res.json().apiKey.id),
      headers: bearer(res.json().plaintext),
    });
    expect(probe.statusCode).toBe(200);
  });

  it('ignores identity fields in the body', async () => {
    const tenant = await createTenant(t);
    const res = await createViaRoute(tenant, {
      name: 'x',
      environment: 'live',
      tenantId: 'org_other',
      recruiterId: 'user_other',
    });
    expect(res.json().apiKey).toMatchObject({
      tenantId: tenant.tenantId,
      recruiterId: tenant.recruiterId,
    });
  });

  it('refuses an unknown scope, a bad environment and a past expiresAt (400 validation_failed)', async () => {
    const tenant = await createTenant(t);
    for (const body of [
      { name: 'x', environment: 'live', scopes: ['admin:all'] },
      { name: 'x', environment: 'staging' },
      { name: 'x', environment: 'live', expiresAt: '2020-01-01T00:00:00Z' },
      { environment: 'live' },
    ]) {
      const res = await createViaRoute(tenant, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('validation_failed');
      expect(res.json().errors.length).toBeGreaterThan(0);
    }
  });

  it('writes api_key.created in the key environment, as the recruiter', async () => {
    const tenant = await createTenant(t);
    const res = await createViaRoute(tenant, { name: 'x', environment: 'test' });
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.targetId, res.json().apiKey.id));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      action: 'api_key.created',
      actorKind: 'recruiter',
      actorId: tenant.recruiterId,
      tenantId: tenant.tenantId,
      environment: 'test',
      traceId: res.headers['x-request-id'],
    });
  });

  it('refuses a session of another tenant (403) and no session (401)', async () => {
    const tenant = await createTenant(t);
    const other = await createTenant(t);
    const res = await t.app.inject({
      method: 'POST',
      url: keysUrl(tenant),
      headers: bearer(other.session),
      payload: { name: 'x', environment: 'live' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('tenant_forbidden');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: keysUrl(tenant),
      payload: { name: 'x', environment: 'live' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('missing_credentials');
  });
});

describe('GET /v1/tenants/:tenantId/api-keys', () => {
  it('lists every key of the tenant newest first, pages with a cursor, never shows secrets', async () => {
    const tenant = await createTenant(t);
    const created: { id: string; plaintext: string }[] = [];
    for (const environment of ['live', 'test', 'live']) {
      const res = await createViaRoute(tenant, { name: environment, environment });
      created.push({ id: res.json().apiKey.id, plaintext: res.json().plaintext });
    }
    await createViaRoute(await createTenant(t));
    const first = await t.app.inject({
      url: keysUrl(tenant, '?limit=2'),
      headers: bearer(tenant.session),
    });
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.data.map((key: { id: string }) => key.id)).toEqual([
      created[2]!.id,
      created[1]!.id,
    ]);
    expect(page1.nextCursor).toBe(created[1]!.id);
    const second = await t.app.inject({
      url: keysUrl(tenant, `?limit=2&cursor=${page1.nextCursor}`),
      headers: bearer(tenant.session),
    });
    expect(second.json().data.map((key: { id: string }) => key.id)).toEqual([created[0]!.id]);
    expect(second.json().nextCursor).toBeNull();
    for (const body of [first.body, second.body]) {
      expect(body).not.toMatch(/secretHash|secret_hash|plaintext/);
      for (const key of created) expect(body).not.toContain(key.plaintext.slice(22));
    }
  });

  it('filters by ?environment= when given', async () => {
    const tenant = await createTenant(t);
    await createViaRoute(tenant, { name: 'a', environment: 'live' });
    await createViaRoute(tenant, { name: 'b', environment: 'test' });
    const res = await t.app.inject({
      url: keysUrl(tenant, '?environment=test'),
      headers: bearer(tenant.session),
    });
    expect(res.json().data.map((key: { name: string }) => key.name)).toEqual(['b']);
  });
});

describe('GET /v1/tenants/:tenantId/api-keys/scopes', () => {
  it('lists every scope with its description', async () => {
    const tenant = await createTenant(t);
    const res = await t.app.inject({
      url: keysUrl(tenant, '/scopes'),
      headers: bearer(tenant.session),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((entry: { scope: string }) => entry.scope)).toEqual(SCOPE_NAMES);
    expect(res.json().data[0].description).toEqual(expect.any(String));
  });
});

describe('DELETE /v1/tenants/:tenantId/api-keys/:apiKeyId', () => {
  it('revokes at once, records the session recruiter whatever the body says, and is idempotent', async () => {
    const tenant = await createTenant(t);
    const created = (await createViaRoute(tenant)).json();
    const before = await t.app.inject({
      url: probePath(created.apiKey.id),
      headers: bearer(created.plaintext),
    });
    expect(before.statusCode).toBe(200);
    // Its usage record (and lastUsedAt) lands now, not between the two revocations.
    await t.app.usage.flush();

    const revoke = () =>
      t.app.inject({
        method: 'DELETE',
        url: keysUrl(tenant, `/${created.apiKey.id}`),
        headers: bearer(tenant.session),
        payload: { revokedById: 'user_somebody_else', note: 'leaked in a log' },
      });
    const first = await revoke();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      id: created.apiKey.id,
      status: 'revoked',
      revokedById: tenant.recruiterId,
      revocationNote: 'leaked in a log',
      revokedAt: t.clock.now().toISOString(),
    });
    t.clock.advance(60_000);
    const again = await revoke();
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());

    const after = await t.app.inject({
      url: probePath(created.apiKey.id),
      headers: bearer(created.plaintext),
    });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('api_key_revoked');

    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.targetId, created.apiKey.id));
    expect(events.map((event) => event.action).sort()).toEqual([
      'api_key.created',
      'api_key.revoked',
    ]);
  });

  it('accepts a DELETE without a body', async () => {
    const tenant = await createTenant(t);
    const created = (await createViaRoute(tenant)).json();
    const res = await t.app.inject({
      method: 'DELETE',
      url: keysUrl(tenant, `/${created.apiKey.id}`),
      headers: bearer(tenant.session),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().revocationNote).toBeNull();
  });

  it("answers 404 for another tenant's key and an unknown id", async () => {
    const tenant = await createTenant(t);
    const other = await createTenant(t);
    const foreign = (await createViaRoute(other)).json();
    for (const id of [foreign.apiKey.id, 'key_unknown']) {
      const res = await t.app.inject({
        method: 'DELETE',
        url: keysUrl(tenant, `/${id}`),
        headers: bearer(tenant.session),
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
    const [row] = await t.database.db
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.id, foreign.apiKey.id));
    expect(row!.revokedAt).toBeNull();
  });
});

describe('key status', () => {
  it('turns expired when the clock passes expiresAt', async () => {
    const tenant = await createTenant(t);
    const created = (
      await createViaRoute(tenant, {
        name: 'short',
        environment: 'live',
        expiresAt: new Date(t.clock.now().getTime() + HOUR_MS).toISOString(),
      })
    ).json();
    t.clock.advance(2 * HOUR_MS);
    const session = await signSession({ sub: tenant.recruiterId, org_id: tenant.tenantId }, t);
    const list = await t.app.inject({ url: keysUrl(tenant), headers: bearer(session) });
    expect(list.json().data[0]).toMatchObject({ id: created.apiKey.id, status: 'expired' });
    const probe = await t.app.inject({
      url: probePath(created.apiKey.id),
      headers: bearer(created.plaintext),
    });
    expect(probe.json().code).toBe('api_key_expired');
  });
});
