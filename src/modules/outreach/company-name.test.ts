import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { createTenant } from '../../../test/helpers/factories.ts';
import { tenants } from '../../db/schema/index.ts';
import { createRequestFor, manualRequestBody } from '../requests/requests.test-helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the company as candidates see it', () => {
  it('is "the hiring team" when the tenant has no display name, never its id', async () => {
    const tenant = await createTenant(t);
    // Provisioned without a name: the identity provider's id stands in for it.
    await t.database.db
      .update(tenants)
      .set({ name: tenant.tenantId })
      .where(eq(tenants.id, tenant.tenantId));
    const body = manualRequestBody({ launchMode: 'candidate_intake', contacts: undefined });
    await createRequestFor(t, tenant, 'live', body);
    await t.app.worker.drain();
    const [mail] = t.mailer.to(body.candidate.email);
    expect(mail!.subject).toBe('The hiring team: please nominate your referees');
    expect(mail!.text).toContain('The hiring team would like to check your references');
    expect(`${mail!.subject}${mail!.text}${mail!.html ?? ''}`).not.toContain(tenant.tenantId);
  });

  it("is the tenant's display name when it has one", async () => {
    const tenant = await createTenant(t, 'Acme Robotics');
    const body = manualRequestBody({ launchMode: 'candidate_intake', contacts: undefined });
    await createRequestFor(t, tenant, 'live', body);
    await t.app.worker.drain();
    expect(t.mailer.to(body.candidate.email)[0]!.subject).toBe(
      'Acme Robotics: please nominate your referees',
    );
  });
});
