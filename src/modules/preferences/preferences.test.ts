import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import {
  bearer,
  createTenant,
  signSession,
  type TestTenant,
} from '../../../test/helpers/factories.ts';
import { auditOf } from '../ops/ops.test-helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const url = (tenant: TestTenant, recruiterId = tenant.recruiterId) =>
  `/v1/tenants/${tenant.tenantId}/recruiters/${recruiterId}/preferences`;
const patch = (tenant: TestTenant, payload: unknown, recruiterId?: string) =>
  t.app.inject({
    method: 'PATCH',
    url: url(tenant, recruiterId),
    headers: bearer(tenant.session),
    payload: payload as object,
  });

describe('recruiter preferences', () => {
  it('answers the defaults before anything is set', async () => {
    const tenant = await createTenant(t);
    const res = await t.app.inject({ url: url(tenant), headers: bearer(tenant.session) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      object: 'recruiter_preferences',
      recruiterId: tenant.recruiterId,
      timezone: 'UTC',
      emailNotifications: true,
      digestFrequency: 'weekly',
      defaultEnvironment: 'live',
      updatedAt: '2026-11-02T09:00:00.000Z',
    });
  });

  it('merges a PATCH into the stored preferences, audited with what changed', async () => {
    const tenant = await createTenant(t);
    t.clock.advance(60_000);
    const first = await patch(tenant, { timezone: 'europe/paris', digestFrequency: 'daily' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ timezone: 'Europe/Paris', digestFrequency: 'daily' });
    const second = await patch(tenant, { emailNotifications: false, defaultEnvironment: 'test' });
    expect(second.json()).toMatchObject({
      timezone: 'Europe/Paris',
      digestFrequency: 'daily',
      emailNotifications: false,
      defaultEnvironment: 'test',
    });
    const read = await t.app.inject({ url: url(tenant), headers: bearer(tenant.session) });
    expect(read.json()).toEqual(second.json());
    const audit = await auditOf(t, tenant.tenantId, 'recruiter.preferences_updated');
    expect(audit.map((e) => [e.actorKind, e.actorId, e.targetId, e.metadata])).toEqual([
      [
        'recruiter',
        tenant.recruiterId,
        tenant.recruiterId,
        { changed: { timezone: 'Europe/Paris', digestFrequency: 'daily' } },
      ],
      [
        'recruiter',
        tenant.recruiterId,
        tenant.recruiterId,
        { changed: { emailNotifications: false, defaultEnvironment: 'test' } },
      ],
    ]);
  });

  it('writes nothing for a PATCH that changes nothing', async () => {
    const tenant = await createTenant(t);
    const res = await patch(tenant, { timezone: 'UTC' });
    expect(res.statusCode).toBe(200);
    expect(await auditOf(t, tenant.tenantId)).toHaveLength(0);
  });

  it.each([
    [{ timezone: 'Mars/Olympus' }, 'timezone'],
    [{ emailNotifications: 'yes' }, 'emailNotifications'],
    [{ digestFrequency: 'hourly' }, 'digestFrequency'],
    [{ defaultEnvironment: 'staging' }, 'defaultEnvironment'],
    [{ theme: 'dark' }, ''],
  ])('refuses %j with 400 validation_failed', async (payload, path) => {
    const tenant = await createTenant(t);
    const res = await patch(tenant, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('validation_failed');
    if (path) expect(JSON.stringify(res.json().errors)).toContain(path);
    expect(await auditOf(t, tenant.tenantId)).toHaveLength(0);
  });

  it('refuses another recruiter’s preferences (403 forbidden), even of the same tenant', async () => {
    const tenant = await createTenant(t);
    const colleague = await signSession({ sub: 'user_colleague1', org_id: tenant.tenantId }, t);
    // The colleague's session provisions their membership.
    const own = await t.app.inject({
      url: url(tenant, 'user_colleague1'),
      headers: bearer(colleague),
    });
    expect(own.statusCode).toBe(200);
    const read = await t.app.inject({ url: url(tenant), headers: bearer(colleague) });
    expect(read.statusCode).toBe(403);
    expect(read.json().code).toBe('forbidden');
    const write = await t.app.inject({
      method: 'PATCH',
      url: url(tenant),
      headers: bearer(colleague),
      payload: { timezone: 'Asia/Tokyo' },
    });
    expect(write.statusCode).toBe(403);
    expect(await auditOf(t, tenant.tenantId)).toHaveLength(0);
  });

  it('refuses another tenant (403 tenant_forbidden) and no session (401)', async () => {
    const tenant = await createTenant(t);
    const other = await createTenant(t);
    const res = await t.app.inject({
      url: `/v1/tenants/${other.tenantId}/recruiters/${tenant.recruiterId}/preferences`,
      headers: bearer(tenant.session),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('tenant_forbidden');
    expect((await t.app.inject({ url: url(tenant) })).statusCode).toBe(401);
  });
});
