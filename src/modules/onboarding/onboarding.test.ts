import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { bearer, createTenant, type TestTenant } from '../../../test/helpers/factories.ts';
import { auditEvents } from '../../db/schema/index.ts';
import { createRequestFor, manualRequestBody } from '../requests/requests.test-helper.ts';

let t: TestApp;
let tenant: TestTenant;

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await createTenant(t, 'Acme');
});
afterAll(() => t.close());

const patch = (payload: object, who = tenant) =>
  t.app.inject({
    method: 'PATCH',
    url: `/v1/tenants/${who.tenantId}/onboarding`,
    headers: bearer(who.session),
    payload,
  });
const status = (who = tenant) =>
  t.app.inject({
    method: 'GET',
    url: `/v1/tenants/${who.tenantId}/onboarding-status`,
    headers: bearer(who.session),
  });

describe('onboarding', () => {
  it('starts incomplete with US as the default country', async () => {
    const res = await status();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      object: 'onboarding_status',
      tenantId: tenant.tenantId,
      displayName: 'Acme',
      defaultCountry: 'US',
      completed: false,
      completedAt: null,
      checklist: { apiKeyCreated: false, firstReferenceRequest: false },
    });
  });

  it('sets country, name and completion, audited; the country then reads local phones', async () => {
    const res = await patch({ defaultCountry: 'fr', displayName: 'Acme France', completed: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      defaultCountry: 'FR',
      displayName: 'Acme France',
      completed: true,
      completedAt: t.clock.now().toISOString(),
    });
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.targetId, tenant.tenantId),
          eq(auditEvents.action, 'tenant.onboarding_updated'),
        ),
      );
    expect(audit).toMatchObject({ actorKind: 'recruiter', actorId: tenant.recruiterId });
    const request = await createRequestFor(
      t,
      tenant,
      'live',
      manualRequestBody({ contacts: [{ email: 'x@example.fr', phone: '06 12 34 56 78' }] }),
    );
    expect(request.contacts[0]!.phone).toBe('+33612345678');
    expect((await status()).json().checklist.firstReferenceRequest).toBe(true);
  });

  it('refuses an unknown country or field with 400 naming it', async () => {
    const bad = await patch({ defaultCountry: 'XX' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('defaultCountry');
    const extra = await patch({ tenantId: 'org_evil' });
    expect(extra.statusCode).toBe(400);
  });

  it('is limited to the session tenant', async () => {
    const stranger = await createTenant(t);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/v1/tenants/${tenant.tenantId}/onboarding`,
      headers: bearer(stranger.session),
      payload: { completed: false },
    });
    expect(res.statusCode).toBe(403);
  });
});
