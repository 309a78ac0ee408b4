import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import {
  bearer,
  createKey,
  createTenant,
  type TestTenant,
} from '../../../test/helpers/factories.ts';
import type { Environment } from '../../core/tenancy.ts';
import { unitOfWork } from '../../db/tx.ts';
import { createOpsMessage } from './ops.service.ts';
import { auditOf } from './ops.test-helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const post = (headers: Record<string, string>, body: unknown, url = '/v1/api/ops/messages') =>
  t.app.inject({ method: 'POST', url, headers, payload: body as object });

/** Posts a message through the service as the tenant's recruiter. */
async function seedMessage(tenant: TestTenant, environment: Environment, title: string) {
  return createOpsMessage(
    t.app.ctx,
    unitOfWork(t.app.ctx.db),
    {
      tenantId: tenant.tenantId,
      environment,
      recruiterId: tenant.recruiterId,
      actor: { kind: 'recruiter', id: tenant.recruiterId },
      traceId: null,
    },
    { title, body: `${title} body` },
  );
}

// The API-key security suite of both /v1/api/ops routes: test/security/api-routes.test.ts.

describe('POST /v1/api/ops/messages', () => {
  it('creates the message for the key, author from the credential, audited in one go', async () => {
    const tenant = await createTenant(t);
    const key = await createKey(t, tenant, { scopes: ['references:write'] });
    const res = await post(
      { ...bearer(key.plaintext), 'x-request-id': 'trace-ops-1' },
      {
        title: 'Referee unreachable',
        body: 'Grace did not answer twice.',
        from: 'Sourcing bot',
        to: 'Recruiter on duty',
        priority: 'high',
        // Identity fields in a body never override the key's.
        author: { kind: 'recruiter', id: 'user_someone_else' },
        tenantId: 'org_other',
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    const message = res.json();
    expect(message).toMatchObject({
      object: 'ops_message',
      title: 'Referee unreachable',
      body: 'Grace did not answer twice.',
      from: 'Sourcing bot',
      to: 'Recruiter on duty',
      priority: 'high',
      author: { kind: 'api_key', id: key.id },
      preview: false,
      createdAt: '2026-11-02T09:00:00.000Z',
      updatedAt: '2026-11-02T09:00:00.000Z',
    });
    expect(message.id).toMatch(/^ops_/);
    const audit = await auditOf(t, tenant.tenantId, 'ops_message.created');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorKind: 'api_key',
      actorId: key.id,
      targetType: 'ops_message',
      targetId: message.id,
      environment: 'live',
      traceId: 'trace-ops-1',
      metadata: { priority: 'high' },
    });
    expect(audit[0]?.createdAt.toISOString()).toBe('2026-11-02T09:00:00.000Z');
    // The answer is composed from the row the one-statement insert returned:
    // it must equal what the feed reads back.
    const reader = await createKey(t, tenant, { scopes: ['references:read'] });
    const feed = await t.app.inject({ url: '/v1/api/ops/feed', headers: bearer(reader.plaintext) });
    expect(feed.statusCode, feed.body).toBe(200);
    expect(feed.json().data[0]).toEqual(message);
  });

  it('defaults priority to normal and from/to to null', async () => {
    const tenant = await createTenant(t);
    const key = await createKey(t, tenant);
    const res = await post(bearer(key.plaintext), { title: 'Note', body: 'Just a note' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ priority: 'normal', from: null, to: null });
  });

  it('refuses invalid bodies with 400 validation_failed and writes nothing', async () => {
    const tenant = await createTenant(t);
    const key = await createKey(t, tenant);
    for (const body of [
      {},
      { title: 'x' },
      { title: '', body: 'x' },
      { title: 'x', body: 'y', priority: 'urgent' },
      { title: 'x'.repeat(201), body: 'y' },
    ]) {
      const res = await post(bearer(key.plaintext), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
    expect(await auditOf(t, tenant.tenantId)).toHaveLength(0);
  });

  it('replays the answer for the same Idempotency-Key and posts once', async () => {
    const tenant = await createTenant(t);
    const key = await createKey(t, tenant);
    const headers = { ...bearer(key.plaintext), 'idempotency-key': 'ops-once-1' };
    const body = { title: 'Once', body: 'Only once' };
    const first = await post(headers, body);
    const second = await post(headers, body);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json().id).toBe(first.json().id);
    const conflict = await post(headers, { title: 'Other', body: 'Other body' });
    expect(conflict.statusCode).toBe(409);
    expect(await auditOf(t, tenant.tenantId, 'ops_message.created')).toHaveLength(1);
  });
});

describe('GET /v1/api/ops/feed', () => {
  it('answers the scope’s messages newest first with cursor pagination', async () => {
    const tenant = await createTenant(t);
    const key = await createKey(t, tenant, { scopes: ['references:read'] });
    for (const title of ['first', 'second', 'third']) await seedMessage(tenant, 'live', title);
    const page1 = await t.app.inject({
      url: '/v1/api/ops/feed?limit=2',
      headers: bearer(key.plaintext),
    });
    expect(page1.statusCode, page1.body).toBe(200);
    const body1 = page1.json();
    expect(body1.object).toBe('list');
    expect(body1.preview).toBe(false);
    expect(body1.data.map((m: { title: string }) => m.title)).toEqual(['third', 'second']);
    expect(body1.nextCursor).toBe(body1.data[1].id);
    const page2 = await t.app.inject({
      url: `/v1/api/ops/feed?limit=2&cursor=${body1.nextCursor}`,
      headers: bearer(key.plaintext),
    });
    expect(page2.json().data.map((m: { title: string }) => m.title)).toEqual(['first']);
    expect(page2.json().nextCursor).toBeNull();
  });

  it('never shows another environment’s or tenant’s messages', async () => {
    const tenant = await createTenant(t);
    const stranger = await createTenant(t);
    await seedMessage(tenant, 'live', 'live only');
    await seedMessage(stranger, 'test', 'stranger test');
    const testKey = await createKey(t, tenant, { environment: 'test' });
    const res = await t.app.inject({ url: '/v1/api/ops/feed', headers: bearer(testKey.plaintext) });
    expect(res.json()).toEqual({ object: 'list', data: [], nextCursor: null, preview: false });
  });

  it('never fabricates data without ENABLE_PREVIEW_FALLBACK', async () => {
    const tenant = await createTenant(t);
    const key = await createKey(t, tenant);
    const res = await t.app.inject({ url: '/v1/api/ops/feed', headers: bearer(key.plaintext) });
    expect(res.json()).toEqual({ object: 'list', data: [], nextCursor: null, preview: false });
  });
});

describe('tenant ops routes', () => {
  it('posts as the recruiter and reads the feed per environment', async () => {
    const tenant = await createTenant(t);
    const headers = bearer(tenant.session);
    const live = await post(
      headers,
      { title: 'Live note', body: 'b', priority: 'low' },
      `/v1/tenants/${tenant.tenantId}/ops/messages`,
    );
    expect(live.statusCode, live.body).toBe(200);
    expect(live.json().author).toEqual({ kind: 'recruiter', id: tenant.recruiterId });
    const sandbox = await post(
      headers,
      { title: 'Test note', body: 'b' },
      `/v1/tenants/${tenant.tenantId}/ops/messages?environment=test`,
    );
    expect(sandbox.statusCode).toBe(200);
    const feed = await t.app.inject({ url: `/v1/tenants/${tenant.tenantId}/ops/feed`, headers });
    expect(feed.json().data.map((m: { title: string }) => m.title)).toEqual(['Live note']);
    const testFeed = await t.app.inject({
      url: `/v1/tenants/${tenant.tenantId}/ops/feed?environment=test`,
      headers,
    });
    expect(testFeed.json().data.map((m: { title: string }) => m.title)).toEqual(['Test note']);
    const audit = await auditOf(t, tenant.tenantId, 'ops_message.created');
    expect(audit.map((e) => [e.actorKind, e.environment])).toEqual([
      ['recruiter', 'live'],
      ['recruiter', 'test'],
    ]);
  });

  it('refuses another tenant (403 tenant_forbidden) and no session (401)', async () => {
    const tenant = await createTenant(t);
    const other = await createTenant(t);
    const res = await t.app.inject({
      url: `/v1/tenants/${other.tenantId}/ops/feed`,
      headers: bearer(tenant.session),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('tenant_forbidden');
    const anonymous = await t.app.inject({ url: `/v1/tenants/${tenant.tenantId}/ops/feed` });
    expect(anonymous.statusCode).toBe(401);
  });
});
