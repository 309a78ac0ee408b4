import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { bearer, createTenant, type TestTenant } from '../../../test/helpers/factories.ts';
import { auditEvents } from '../../db/schema/index.ts';
import { unitOfWork } from '../../db/tx.ts';
import { createQuestionnaire } from '../questionnaires/questionnaires.service.ts';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await createTenant(t, 'Acme');
  other = await createTenant(t, 'Other');
});
afterAll(() => t.close());

const url = (who: TestTenant, environment = 'live') =>
  `/v1/tenants/${who.tenantId}/settings?environment=${environment}`;
const read = (who = tenant, environment = 'live') =>
  t.app.inject({ method: 'GET', url: url(who, environment), headers: bearer(who.session) });
const patch = (payload: object, who = tenant, environment = 'live') =>
  t.app.inject({
    method: 'PATCH',
    url: url(who, environment),
    headers: bearer(who.session),
    payload,
  });

describe('tenant settings', () => {
  it('answers the six settings with their defaults', async () => {
    const res = await read();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      object: 'tenant_settings',
      tenantId: tenant.tenantId,
      displayName: 'Acme',
      defaultCountry: 'US',
      reminderDays: [3, 7],
      retentionDays: 730,
      defaultQuestionnaireId: 'qst_builtin',
      defaultLocale: 'en',
      updatedAt: expect.any(String),
    });
  });

  it('changes them together, audited; the onboarding route sees the same name and country', async () => {
    const questionnaire = await createQuestionnaire(
      t.app.ctx,
      unitOfWork(t.app.ctx.db),
      {
        tenantId: tenant.tenantId,
        environment: 'live',
        recruiterId: tenant.recruiterId,
        actor: { kind: 'recruiter', id: tenant.recruiterId },
        traceId: null,
      },
      {
        name: 'Engineering',
        questions: [
          { key: 'teamwork', kind: 'rating', prompt: 'Rate their teamwork', required: false },
        ],
      },
    );
    const res = await patch({
      displayName: 'Acme Recruiting',
      defaultCountry: 'gb',
      reminderDays: [2, 5, 9],
      retentionDays: 365,
      defaultQuestionnaireId: questionnaire.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      displayName: 'Acme Recruiting',
      defaultCountry: 'GB',
      reminderDays: [2, 5, 9],
      retentionDays: 365,
      defaultQuestionnaireId: questionnaire.id,
    });
    // The default questionnaire is per environment: test still has the built-in.
    expect((await read(tenant, 'test')).json().defaultQuestionnaireId).toBe('qst_builtin');
    const onboarding = await t.app.inject({
      method: 'GET',
      url: `/v1/tenants/${tenant.tenantId}/onboarding-status`,
      headers: bearer(tenant.session),
    });
    expect(onboarding.json()).toMatchObject({
      displayName: 'Acme Recruiting',
      defaultCountry: 'GB',
    });
    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.targetId, tenant.tenantId),
          eq(auditEvents.action, 'tenant.settings_updated'),
        ),
      );
    expect(audits).toHaveLength(1);
  });

  it.each([
    [{ reminderDays: [7, 3] }, 'reminderDays'],
    [{ reminderDays: [3, 3] }, 'reminderDays'],
    [{ reminderDays: [1, 2, 3, 4, 5, 6] }, 'reminderDays'],
    [{ reminderDays: [0] }, 'reminderDays.0'],
    [{ reminderDays: [31] }, 'reminderDays.0'],
    [{ reminderDays: [1.5] }, 'reminderDays.0'],
    [{ retentionDays: 29 }, 'retentionDays'],
    [{ retentionDays: 3651 }, 'retentionDays'],
    [{ defaultCountry: 'XX' }, 'defaultCountry'],
    [{ color: 'blue' }, ''],
  ])('refuses %j (400 validation_failed)', async (body, path) => {
    const res = await patch(body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('validation_failed');
    if (path) expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
  });

  it('answers 404 for an unknown questionnaire and changes nothing', async () => {
    const res = await patch({ defaultQuestionnaireId: 'qst_nope', retentionDays: 90 });
    expect(res.statusCode).toBe(404);
    expect((await read()).json().retentionDays).toBe(365);
  });

  it("keeps tenants apart: another tenant's session cannot read or change them", async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: url(tenant),
      headers: bearer(other.session),
      payload: { retentionDays: 30 },
    });
    expect([403, 404]).toContain(res.statusCode);
    expect((await read()).json().retentionDays).toBe(365);
    expect((await read(other)).json()).toMatchObject({ displayName: 'Other', retentionDays: 730 });
  });
});
