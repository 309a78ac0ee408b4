import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { bearer, createTenant, type TestTenant } from '../../../test/helpers/factories.ts';
import { accessGrants } from '../../db/schema/index.ts';
import { reusedResponsesFor } from '../participants/reused-responses.ts';
import { sharedEvidenceFor } from '../reports/shared-evidence.ts';
import { passportProfileFor } from './passport.ts';
import {
  askPermission,
  consentScenario,
  seedApprovedReport,
  seedRequestWithResponses,
  tokenOf,
} from './reuse-permissions.test-helper.ts';

const mayShareApprovedReport = async (...args: Parameters<typeof sharedEvidenceFor>) =>
  (await sharedEvidenceFor(...args)).length > 0;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

async function approve(permissionUrl: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/v1/public/permissions/${tokenOf(permissionUrl)}/approve`,
  });
  expect(res.statusCode).toBe(200);
}

describe('reuse', () => {
  it('appears only after approval, only in the target request, marked with its source', async () => {
    const s = await consentScenario(t, createTenant);
    const asked = await askPermission(t, s.tenant, {
      candidateId: s.candidate.candidateId,
      targetReferenceRequestId: s.target.requestId,
      scopes: ['reference_collection'],
    });
    const { consentGrantId, permissionUrl } = asked.json();
    expect(await reusedResponsesFor(t.database.db, s.scope, s.target.requestId)).toEqual([]);
    await t.app.inject({
      method: 'POST',
      url: `/v1/public/permissions/${tokenOf(permissionUrl)}/approve`,
    });
    const [access] = await t.database.db
      .select()
      .from(accessGrants)
      .where(eq(accessGrants.consentGrantId, consentGrantId));

    const reused = await reusedResponsesFor(t.database.db, s.scope, s.target.requestId);
    expect(reused.map((r) => r.id)).toEqual(s.earlier.responseIds);
    for (const r of reused) {
      expect(r).toMatchObject({
        reused: true,
        referenceRequestId: s.earlier.requestId,
        source: {
          referenceRequestId: s.earlier.requestId,
          consentGrantId,
          accessGrantId: access!.id,
        },
      });
    }
    // Not in another request of the same candidate, nor in the source request itself.
    expect(await reusedResponsesFor(t.database.db, s.scope, s.other.requestId)).toEqual([]);
    expect(await reusedResponsesFor(t.database.db, s.scope, s.earlier.requestId)).toEqual([]);
    // Not in the other environment.
    expect(
      await reusedResponsesFor(
        t.database.db,
        { ...s.scope, environment: 'test' },
        s.target.requestId,
      ),
    ).toEqual([]);
    // Only the responses the candidate saw: a later answer is not covered.
    await seedRequestWithResponses(t, s.tenant, s.candidate, { answered: 1 });
    expect(await reusedResponsesFor(t.database.db, s.scope, s.target.requestId)).toHaveLength(2);
    // The passport records the reuse.
    const profile = await passportProfileFor(t.database.db, s.scope, s.candidate.candidateId);
    expect(profile.reuses).toEqual([
      expect.objectContaining({
        accessGrantId: access!.id,
        targetReferenceRequestId: s.target.requestId,
      }),
    ]);
  });

  it('passport_share lets the approved report be shared to the target request only', async () => {
    const s = await consentScenario(t, createTenant);
    const report = await seedApprovedReport(t, s.tenant, 'live', s.earlier.requestId);
    const asked = await askPermission(t, s.tenant, {
      candidateId: s.candidate.candidateId,
      targetReferenceRequestId: s.target.requestId,
      scopes: ['passport_share'],
    });
    expect(asked.json().status).toBe('pending');
    expect(await mayShareApprovedReport(t.database.db, s.scope, s.target.requestId)).toBe(false);
    await t.app.inject({
      method: 'POST',
      url: `/v1/public/permissions/${tokenOf(asked.json().permissionUrl)}/approve`,
    });
    expect(await mayShareApprovedReport(t.database.db, s.scope, s.target.requestId)).toBe(true);
    expect(await sharedEvidenceFor(t.database.db, s.scope, s.target.requestId)).toEqual([
      expect.objectContaining({
        reportVersionId: report.versionId,
        referenceRequestId: s.earlier.requestId,
      }),
    ]);
    expect(await mayShareApprovedReport(t.database.db, s.scope, s.other.requestId)).toBe(false);
    // The recruiter sees it on the target request's report, and only there.
    const state = (requestId: string) =>
      t.app.inject({
        url: `/v1/tenants/${s.tenant.tenantId}/reference-reports/${requestId}`,
        headers: bearer(s.tenant.session),
      });
    const target = await state(s.target.requestId);
    expect(target.statusCode).toBe(200);
    expect(target.json().sharedEvidence).toEqual([
      expect.objectContaining({
        reportVersionId: report.versionId,
        referenceRequestId: s.earlier.requestId,
      }),
    ]);
    expect((await state(s.other.requestId)).json().sharedEvidence).toEqual([]);
    // passport_share alone never reuses answers.
    expect(await reusedResponsesFor(t.database.db, s.scope, s.target.requestId)).toEqual([]);
  });
});

describe('reuse in the recruiter review and the valuation draft', () => {
  const review = (tenant: TestTenant, requestId: string) =>
    t.app.inject({
      url: `/v1/tenants/${tenant.tenantId}/reference-requests/${requestId}/review`,
      headers: bearer(tenant.session),
    });
  const draft = (tenant: TestTenant, requestId: string) =>
    t.app.inject({
      method: 'POST',
      url: `/v1/tenants/${tenant.tenantId}/reference-reports/${requestId}/draft`,
      headers: bearer(tenant.session),
    });

  it('the target request shows the earlier answers only once the candidate approved', async () => {
    const s = await consentScenario(t, createTenant);
    const asked = await askPermission(t, s.tenant, {
      candidateId: s.candidate.candidateId,
      targetReferenceRequestId: s.target.requestId,
      scopes: ['reference_collection'],
    });
    const { consentGrantId, permissionUrl } = asked.json();

    const before = await review(s.tenant, s.target.requestId);
    expect(before.statusCode).toBe(200);
    expect(before.json().reusedResponses).toEqual([]);
    expect(before.json().wouldRehire.yes).toBe(0);
    const refused = await draft(s.tenant, s.target.requestId);
    expect(refused.statusCode).toBe(409);

    await approve(permissionUrl);
    const after = (await review(s.tenant, s.target.requestId)).json();
    expect(after.responses).toEqual([]);
    expect(after.reusedResponses).toHaveLength(2);
    expect(after.reusedResponses[0]).toMatchObject({
      id: s.earlier.responseIds[0],
      object: 'reference_response',
      status: 'completed',
      reused: true,
      referee: { relationship: 'manager' },
      source: { referenceRequestId: s.earlier.requestId, consentGrantId },
    });
    expect(after.wouldRehire.yes).toBe(2);
    const communication = after.ratings.find(
      (r: { competency: string }) => r.competency === 'communication',
    );
    expect(communication.count).toBe(2);
    // Only in the target request.
    expect((await review(s.tenant, s.other.requestId)).json().reusedResponses).toEqual([]);

    const drafted = await draft(s.tenant, s.target.requestId);
    expect(drafted.statusCode).toBe(200);
    const referees = drafted.json().valuation.referees;
    expect(referees).toHaveLength(2);
    expect(referees[0].reused).toEqual({
      sourceReferenceRequestId: s.earlier.requestId,
      consentGrantId,
    });
    // Another request of the candidate still has nothing to draft from.
    expect((await draft(s.tenant, s.other.requestId)).statusCode).toBe(409);
  });
});
