import { createHmac } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_SECRET_KEY, type TestApp } from '../../../test/helpers/app.ts';
import { probePath, registerProbeRoute } from '../../../test/helpers/common-route-tests.ts';
import { createTestDatabase } from '../../../test/helpers/db.ts';
import {
  bearer,
  createKey,
  createTenant,
  type TestTenant,
} from '../../../test/helpers/factories.ts';
import { buildApp } from '../../app.ts';
import { apiKeys, apiKeyUsage, auditEvents } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ beforeReady: registerProbeRoute });
});
afterAll(async () => t.close());

const usageUrl = (tenant: TestTenant, apiKeyId: string, query = '') =>
  `/v1/tenants/${tenant.tenantId}/api-keys/${apiKeyId}/usage${query}`;

describe('usage records', () => {
  it('records every call a key authenticates, 4xx included, with the route pattern and a hashed IP', async () => {
    const tenant = await createTenant(t);
    const key = await createKey(t, tenant, { scopes: ['references:read'] });
    const narrow = await createKey(t, tenant, { scopes: ['reports:read'] });
    const ok = await t.app.inject({
      url: probePath(key.id),
      headers: { ...bearer(key.plaintext), 'x-request-id': 'trace-ok-1' },
      remoteAddress: '203.0.113.7',
    });
    expect(ok.statusCode).toBe(200);
    const missing = await t.app.inject({
      url: probePath('key_unknown'),
      headers: bearer(key.plaintext),
    });
    expect(missing.statusCode).toBe(404);
    const forbidden = await t.app.inject({
      url: probePath(narrow.id),
      headers: bearer(narrow.plaintext),
    });
    expect(forbidden.statusCode).toBe(403);
    // Calls that never authenticate leave no record.
    await t.app.inject({ url: probePath(key.id) });
    await t.app.inject({ url: probePath(key.id), headers: bearer('svc_live_nope') });

    await t.app.usage.flush();
    const rows = await t.database.db
      .select()
      .from(apiKeyUsage)
      .where(eq(apiKeyUsage.tenantId, tenant.tenantId));
    expect(rows).toHaveLength(3);
    const first = rows.find((row) => row.traceId === 'trace-ok-1')!;
    expect(first).toMatchObject({
      apiKeyId: key.id,
      environment: 'live',
      endpoint: '/v1/api/__probe/api-keys/:id',
      method: 'GET',
      status: 200,
      ipHash: createHmac('sha256', TEST_SECRET_KEY).update('203.0.113.7').digest('hex'),
    });
    expect(first.durationMs).toBeGreaterThanOrEqual(0);
    expect(JSON.stringify(rows)).not.toContain('203.0.113.7');
    expect(rows.find((row) => row.apiKeyId === narrow.id)).toMatchObject({ status: 403 });
    expect(rows.find((row) => row.status === 404)).toMatchObject({ apiKeyId: key.id });

    const [touched] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(touched!.lastUsedAt?.toISOString()).toBe(t.clock.now().toISOString());
  });

  it('flushes on its own within the buffer window', async () => {
    const tenant = await createTenant(t);
    const key = await createKey(t, tenant);
    await t.app.inject({ url: probePath(key.id), headers: bearer(key.plaintext) });
    // Nobody calls flush(): the 200 ms timer does (polled, as a loaded machine may lag).
    const started = Date.now();
    let rows: unknown[] = [];
    while (rows.length === 0 && Date.now() - started < 5_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      rows = await t.database.db.select().from(apiKeyUsage).where(eq(apiKeyUsage.apiKeyId, key.id));
    }
    expect(rows).toHaveLength(1);
  });

  it('writes what is buffered when the app closes, before the database does', async () => {
    const database = await createTestDatabase();
    try {
      const app = await buildApp({ config: t.config, database, clock: t.clock, mailer: t.mailer });
      registerProbeRoute(app);
      await app.ready();
      const otherT = { ...t, app, database };
      const tenant = await createTenant(otherT);
      const key = await createKey(otherT, tenant);
      await app.inject({ url: probePath(key.id), headers: bearer(key.plaintext) });
      await app.close();
      const rows = await database.db.select().from(apiKeyUsage);
      expect(rows).toHaveLength(1);
    } finally {
      await database.destroy();
    }
  });
});

describe('GET /v1/tenants/:tenantId/api-keys/:apiKeyId/usage', () => {
  it('lists a key usage newest first with cursor pagination', async () => {
    const tenant = await createTenant(t);
    const key = await createKey(t, tenant, { environment: 'test' });
    for (const trace of ['u1', 'u2', 'u3']) {
      await t.app.inject({
        url: probePath(key.id),
        headers: { ...bearer(key.plaintext), 'x-request-id': trace },
      });
    }
    await t.app.usage.flush();
    const page1 = await t.app.inject({
      url: usageUrl(tenant, key.id, '?limit=2'),
      headers: bearer(tenant.session),
    });
    expect(page1.statusCode, page1.body).toBe(200);
    expect(page1.json().data.map((row: { traceId: string }) => row.traceId)).toEqual(['u3', 'u2']);
    expect(page1.json().data[0]).toMatchObject({
      object: 'api_key_usage',
      apiKeyId: key.id,
      environment: 'test',
      endpoint: '/v1/api/__probe/api-keys/:id',
      method: 'GET',
      status: 200,
      durationMs: expect.any(Number),
      ipHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      createdAt: t.clock.now().toISOString(),
    });
    const page2 = await t.app.inject({
      url: usageUrl(tenant, key.id, `?limit=2&cursor=${page1.json().nextCursor}`),
      headers: bearer(tenant.session),
    });
    expect(page2.json().data.map((row: { traceId: string }) => row.traceId)).toEqual(['u1']);
    expect(page2.json().nextCursor).toBeNull();
  });

  it("answers 404 for another tenant's key, or a key of another ?environment=", async () => {
    const tenant = await createTenant(t);
    const other = await createTenant(t);
    const foreign = await createKey(t, other);
    const own = await createKey(t, tenant, { environment: 'live' });
    for (const url of [
      usageUrl(tenant, foreign.id),
      usageUrl(tenant, own.id, '?environment=test'),
    ]) {
      const res = await t.app.inject({ url, headers: bearer(tenant.session) });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
  });
});

describe('GET /v1/tenants/:tenantId/audit-events', () => {
  it('lists the tenant events of one environment newest first, with filters and pagination', async () => {
    const tenant = await createTenant(t);
    const other = await createTenant(t);
    const create = async (who: TestTenant, environment: string, name: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: `/v1/tenants/${who.tenantId}/api-keys`,
          headers: bearer(who.session),
          payload: { name, environment },
        })
      ).json().apiKey.id as string;
    const live1 = await create(tenant, 'live', 'one');
    const live2 = await create(tenant, 'live', 'two');
    const test1 = await create(tenant, 'test', 'three');
    await create(other, 'live', 'foreign');
    await t.app.inject({
      method: 'DELETE',
      url: `/v1/tenants/${tenant.tenantId}/api-keys/${live1}`,
      headers: bearer(tenant.session),
    });

    const get = (query: string) =>
      t.app.inject({
        url: `/v1/tenants/${tenant.tenantId}/audit-events${query}`,
        headers: bearer(tenant.session),
      });
    const all = (await get('')).json();
    expect(
      all.data.map((e: { action: string; targetId: string }) => [e.action, e.targetId]),
    ).toEqual([
      ['api_key.revoked', live1],
      ['api_key.created', live2],
      ['api_key.created', live1],
    ]);
    expect(all.data[0]).toMatchObject({
      object: 'audit_event',
      actorKind: 'recruiter',
      actorId: tenant.recruiterId,
      targetType: 'api_key',
      environment: 'live',
      traceId: expect.any(String),
    });

    const test = (await get('?environment=test')).json();
    expect(test.data.map((e: { targetId: string }) => e.targetId)).toEqual([test1]);
    const byAction = (await get('?action=api_key.revoked')).json();
    expect(byAction.data).toHaveLength(1);
    const byTarget = (await get(`?targetId=${live2}`)).json();
    expect(byTarget.data.map((e: { targetId: string }) => e.targetId)).toEqual([live2]);
    const byActor = (await get(`?actorId=${other.recruiterId}`)).json();
    expect(byActor.data).toEqual([]);
    const combined = (
      await get(`?action=api_key.created&targetId=${live1}&actorId=${tenant.recruiterId}`)
    ).json();
    expect(
      combined.data.map((e: { action: string; targetId: string }) => [e.action, e.targetId]),
    ).toEqual([['api_key.created', live1]]);
    // A filtered page after a cursor answers the same objects as the unfiltered list.
    const afterFirst = (
      await get(`?actorId=${tenant.recruiterId}&limit=1&cursor=${all.data[0].id}`)
    ).json();
    expect(afterFirst.data).toEqual([all.data[1]]);
    expect(all.data[1]).toMatchObject({
      metadata: expect.any(Object),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });

    const page1 = (await get('?limit=2')).json();
    expect(page1.data).toHaveLength(2);
    const page2 = (await get(`?limit=2&cursor=${page1.nextCursor}`)).json();
    expect(page2.data.map((e: { targetId: string }) => e.targetId)).toEqual([live1]);
    expect(page2.nextCursor).toBeNull();
  });

  it('answers each listed event as the table holds it, times with microseconds included', async () => {
    const tenant = await createTenant(t);
    const db = t.database.db;
    // Times written by SQL may carry microseconds; the list formats them in the statement and
    // must answer what Date#toISOString of the stored time answers (both truncate).
    const times = [
      '2026-03-02 09:15:27.412789+00',
      '2026-03-02 09:15:27.999999+00',
      '1999-12-31 23:59:59+00',
    ];
    const ids = [
      'evt_01kjpxceb1ajzganzww0830yy1',
      'evt_01kjpxceb1ajzganzww0830yy2',
      'evt_01kjpxceb1ajzganzww0830yy3',
    ];
    for (const [i, id] of ids.entries()) {
      await db.insert(auditEvents).values({
        id,
        tenantId: tenant.tenantId,
        environment: 'live',
        action: 'report.approved',
        actorKind: 'recruiter',
        actorId: tenant.recruiterId,
        targetType: 'report',
        targetId: `rep_${i}`,
        traceId: null,
        metadata: { n: i, nested: { list: [1, 'two'] } },
        createdAt: sql`${times[i]}::timestamptz`,
      });
    }
    const stored = await db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.tenantId, tenant.tenantId))
      .orderBy(desc(auditEvents.id));
    const expected = stored.map((row) => ({
      id: row.id,
      object: 'audit_event',
      action: row.action,
      actorKind: row.actorKind,
      actorId: row.actorId,
      targetType: row.targetType,
      targetId: row.targetId,
      traceId: row.traceId,
      environment: row.environment,
      metadata: row.metadata,
      createdAt: row.createdAt.toISOString(),
    }));
    expect(expected.map((e) => e.createdAt)).toEqual([
      '1999-12-31T23:59:59.000Z',
      '2026-03-02T09:15:27.999Z',
      '2026-03-02T09:15:27.412Z',
    ]);
    const url = `/v1/tenants/${tenant.tenantId}/audit-events`;
    const first = await t.app.inject({ url: `${url}?limit=2`, headers: bearer(tenant.session) });
    const next = first.json().nextCursor;
    const second = await t.app.inject({
      url: `${url}?limit=2&cursor=${next}`,
      headers: bearer(tenant.session),
    });
    // Byte for byte: the same fields, in the same order.
    expect(first.body).toBe(
      JSON.stringify({ object: 'list', data: expected.slice(0, 2), nextCursor: ids[1] }),
    );
    expect(second.body).toBe(
      JSON.stringify({ object: 'list', data: expected.slice(2), nextCursor: null }),
    );
  });

  it('refuses another tenant (403 tenant_forbidden)', async () => {
    const tenant = await createTenant(t);
    const other = await createTenant(t);
    const res = await t.app.inject({
      url: `/v1/tenants/${other.tenantId}/audit-events`,
      headers: bearer(tenant.session),
    });
    expect(res.statusCode).toBe(403);
  });
});
