import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { bearer, createTenant } from '../../../test/helpers/factories.ts';
import { auditEvents } from '../../db/schema/index.ts';
import { isFlagEnabled } from './flags.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('tenant flags', () => {
  it('starts with every known flag off', async () => {
    const tenant = await createTenant(t);
    const res = await t.app.inject({
      url: `/v1/tenants/${tenant.tenantId}/flags`,
      headers: bearer(tenant.session),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      object: 'tenant_flags',
      tenantId: tenant.tenantId,
      flags: { referenceReusePermissions: false, shareTrustSignals: false },
    });
  });

  it('PATCH …/flags/referenceReusePermissions sets the gate, audited with old and new value', async () => {
    const tenant = await createTenant(t);
    const on = await t.app.inject({
      method: 'PATCH',
      url: `/v1/tenants/${tenant.tenantId}/flags/referenceReusePermissions`,
      headers: bearer(tenant.session),
      payload: { value: true },
    });
    expect(on.statusCode).toBe(200);
    expect(on.json().flags).toEqual({ referenceReusePermissions: true, shareTrustSignals: false });
    expect(await isFlagEnabled(t.database.db, tenant.tenantId, 'referenceReusePermissions')).toBe(
      true,
    );
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/v1/tenants/${tenant.tenantId}/flags/referenceReusePermissions`,
      headers: bearer(tenant.session),
      payload: { value: false },
    });
    expect(off.json().flags.referenceReusePermissions).toBe(false);
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.tenantId, tenant.tenantId), eq(auditEvents.action, 'tenant.flag_set')),
      )
      .orderBy(auditEvents.id);
    expect(events.map((e) => e.metadata)).toEqual([
      { flag: 'referenceReusePermissions', oldValue: false, newValue: true },
      { flag: 'referenceReusePermissions', oldValue: true, newValue: false },
    ]);
    expect(events[0]).toMatchObject({ actorKind: 'recruiter', actorId: tenant.recruiterId });
  });

  it('POST …/flags sets any known flag, and keeps the others', async () => {
    const tenant = await createTenant(t);
    const url = `/v1/tenants/${tenant.tenantId}/flags`;
    await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(tenant.session),
      payload: { name: 'referenceReusePermissions', value: true },
    });
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(tenant.session),
      payload: { name: 'shareTrustSignals', value: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().flags).toEqual({ referenceReusePermissions: true, shareTrustSignals: true });
  });

  it('flags are per tenant, not per environment', async () => {
    const tenant = await createTenant(t);
    const other = await createTenant(t);
    await t.app.inject({
      method: 'PATCH',
      url: `/v1/tenants/${tenant.tenantId}/flags/shareTrustSignals?environment=test`,
      headers: bearer(tenant.session),
      payload: { value: true },
    });
    const live = await t.app.inject({
      url: `/v1/tenants/${tenant.tenantId}/flags?environment=live`,
      headers: bearer(tenant.session),
    });
    expect(live.json().flags.shareTrustSignals).toBe(true);
    const otherFlags = await t.app.inject({
      url: `/v1/tenants/${other.tenantId}/flags`,
      headers: bearer(other.session),
    });
    expect(otherFlags.json().flags.shareTrustSignals).toBe(false);
  });

  it('refuses unknown names and bad values with 400 validation_failed', async () => {
    const tenant = await createTenant(t);
    const cases = [
      { method: 'POST' as const, path: 'flags', payload: { name: 'teleport', value: true } },
      { method: 'POST' as const, path: 'flags', payload: { name: 'shareTrustSignals' } },
      {
        method: 'POST' as const,
        path: 'flags',
        payload: { name: 'shareTrustSignals', value: 'yes' },
      },
      { method: 'PATCH' as const, path: 'flags/teleport', payload: { value: true } },
      { method: 'PATCH' as const, path: 'flags/referenceReusePermissions', payload: {} },
    ];
    for (const c of cases) {
      const res = await t.app.inject({
        method: c.method,
        url: `/v1/tenants/${tenant.tenantId}/${c.path}`,
        headers: bearer(tenant.session),
        payload: c.payload,
      });
      expect(res.statusCode, JSON.stringify(c)).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
  });

  it('needs a session of the tenant', async () => {
    const tenant = await createTenant(t);
    const other = await createTenant(t);
    const none = await t.app.inject({
      method: 'PATCH',
      url: `/v1/tenants/${tenant.tenantId}/flags/referenceReusePermissions`,
      payload: { value: true },
    });
    expect(none.statusCode).toBe(401);
    const foreign = await t.app.inject({
      method: 'PATCH',
      url: `/v1/tenants/${tenant.tenantId}/flags/referenceReusePermissions`,
      headers: bearer(other.session),
      payload: { value: true },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('tenant_forbidden');
  });
});
