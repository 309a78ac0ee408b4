import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { bearer, createKey, createTenant } from '../../../test/helpers/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ config: { ENABLE_PREVIEW_FALLBACK: '1' } });
});
afterAll(async () => t.close());

describe('ops feed with ENABLE_PREVIEW_FALLBACK=1', () => {
  it('answers sample messages, each and the page marked preview, for an empty feed', async () => {
    const tenant = await createTenant(t);
    const key = await createKey(t, tenant, { scopes: ['references:read'] });
    const res = await t.app.inject({ url: '/v1/api/ops/feed', headers: bearer(key.plaintext) });
    expect(res.statusCode, res.body).toBe(200);
    const feed = res.json();
    expect(feed.preview).toBe(true);
    expect(feed.nextCursor).toBeNull();
    expect(feed.data.length).toBeGreaterThan(0);
    for (const message of feed.data) {
      expect(message).toMatchObject({ object: 'ops_message', preview: true });
      expect(message.id).toMatch(/^ops_preview_/);
      expect(message.title).toMatch(/^Preview:/);
    }
  });

  it('answers the real messages, and no sample, once the feed has one', async () => {
    const tenant = await createTenant(t);
    const key = await createKey(t, tenant);
    const posted = await t.app.inject({
      method: 'POST',
      url: '/v1/api/ops/messages',
      headers: bearer(key.plaintext),
      payload: { title: 'Real', body: 'Real message' },
    });
    expect(posted.statusCode).toBe(200);
    const res = await t.app.inject({ url: '/v1/api/ops/feed', headers: bearer(key.plaintext) });
    expect(res.json()).toMatchObject({ preview: false, nextCursor: null });
    expect(res.json().data).toHaveLength(1);
    expect(res.json().data[0]).toMatchObject({ title: 'Real', preview: false });
  });

  it('applies to the recruiter feed too, per environment', async () => {
    const tenant = await createTenant(t);
    const headers = bearer(tenant.session);
    await t.app.inject({
      method: 'POST',
      url: `/v1/tenants/${tenant.tenantId}/ops/messages`,
      headers,
      payload: { title: 'Live', body: 'b' },
    });
    const live = await t.app.inject({ url: `/v1/tenants/${tenant.tenantId}/ops/feed`, headers });
    expect(live.json().preview).toBe(false);
    const sandbox = await t.app.inject({
      url: `/v1/tenants/${tenant.tenantId}/ops/feed?environment=test`,
      headers,
    });
    expect(sandbox.json().preview).toBe(true);
  });
});
