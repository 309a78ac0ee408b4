import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { bearer, createTenant } from '../../../test/helpers/factories.ts';
import { reusedResponsesFor } from '../participants/reused-responses.ts';
import { sharedEvidenceFor } from '../reports/shared-evidence.ts';
import {
  addTeammate,
  askPermission,
  consentScenario,
  seedApprovedReport,
  seedRequestWithResponses,
  tokenOf,
} from './reuse-permissions.test-helper.ts';

/** Issue 14 items 8-9: consent without a target, and reuse that belongs to the requester. */

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

const reusedIds = async (scope: { tenantId: string; environment: 'live' | 'test' }, id: string) =>
  (await reusedResponsesFor(t.database.db, scope, id)).map((r) => r.id);

describe('reference_collection without a target', () => {
  it("is accepted, and once approved covers the requester's requests for the candidate", async () => {
    const s = await consentScenario(t, createTenant);
    const asked = await askPermission(t, s.tenant, {
      candidateId: s.candidate.candidateId,
      scopes: ['reference_collection'],
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().status).toBe('pending');
    expect(await reusedIds(s.scope, s.target.requestId)).toEqual([]);

    await approve(asked.json().permissionUrl);
    expect(await reusedIds(s.scope, s.target.requestId)).toEqual(s.earlier.responseIds);
    expect(await reusedIds(s.scope, s.other.requestId)).toEqual(s.earlier.responseIds);
    // Never into the request the answers came from.
    expect(await reusedIds(s.scope, s.earlier.requestId)).toEqual([]);
    // A request the recruiter opens later for the candidate reuses them too, and can be drafted.
    const later = await seedRequestWithResponses(t, s.tenant, s.candidate);
    expect(await reusedIds(s.scope, later.requestId)).toEqual(s.earlier.responseIds);
    const drafted = await t.app.inject({
      method: 'POST',
      url: `/v1/tenants/${s.tenant.tenantId}/reference-reports/${later.requestId}/draft`,
      headers: bearer(s.tenant.session),
    });
    expect(drafted.statusCode).toBe(200);
    expect(drafted.json().valuation.referees).toHaveLength(2);
    // Another candidate's request of the same recruiter is not covered.
    const stranger = await consentScenario(t, () => Promise.resolve(s.tenant));
    expect(await reusedIds(s.scope, stranger.target.requestId)).toEqual([]);
  });

  it('passport_share without a target still shares into no request', async () => {
    const s = await consentScenario(t, createTenant);
    await seedApprovedReport(t, s.tenant, 'live', s.earlier.requestId);
    const asked = await askPermission(t, s.tenant, {
      candidateId: s.candidate.candidateId,
      scopes: ['passport_share'],
    });
    await approve(asked.json().permissionUrl);
    expect(await sharedEvidenceFor(t.database.db, s.scope, s.target.requestId)).toEqual([]);
  });
});

describe('reuse belongs to the requester', () => {
  it("an untargeted grant never flows into a teammate's request; teammates see it in the requester's", async () => {
    const s = await consentScenario(t, createTenant);
    const mate = await addTeammate(t, s.tenant);
    const matesRequest = await seedRequestWithResponses(t, s.tenant, s.candidate, {
      ownerRecruiterId: mate.recruiterId,
    });
    const asked = await askPermission(t, s.tenant, {
      candidateId: s.candidate.candidateId,
      scopes: ['reference_collection'],
    });
    await approve(asked.json().permissionUrl);

    expect(await reusedIds(s.scope, matesRequest.requestId)).toEqual([]);
    expect(await reusedIds(s.scope, s.target.requestId)).toEqual(s.earlier.responseIds);
    const seenByMate = await t.app.inject({
      url: `/v1/tenants/${s.tenant.tenantId}/reference-requests/${s.target.requestId}/review`,
      headers: bearer(mate.session),
    });
    expect(seenByMate.statusCode).toBe(200);
    expect(seenByMate.json().reusedResponses).toHaveLength(2);
  });

  it('refuses a target owned by another recruiter with 400 validation_failed', async () => {
    const s = await consentScenario(t, createTenant);
    const mate = await addTeammate(t, s.tenant);
    const matesRequest = await seedRequestWithResponses(t, s.tenant, s.candidate, {
      ownerRecruiterId: mate.recruiterId,
    });
    for (const scopes of [['reference_collection'], ['passport_share']]) {
      const res = await askPermission(t, s.tenant, {
        candidateId: s.candidate.candidateId,
        targetReferenceRequestId: matesRequest.requestId,
        scopes,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'validation_failed',
        errors: [{ path: 'targetReferenceRequestId' }],
      });
    }
  });

  it("a teammate's untargeted grant covers the teammate's requests only", async () => {
    const s = await consentScenario(t, createTenant);
    const mate = await addTeammate(t, s.tenant);
    const matesRequest = await seedRequestWithResponses(t, s.tenant, s.candidate, {
      ownerRecruiterId: mate.recruiterId,
    });
    const asked = await askPermission(
      t,
      { ...s.tenant, recruiterId: mate.recruiterId, session: mate.session },
      { candidateId: s.candidate.candidateId, scopes: ['reference_collection'] },
    );
    expect(asked.statusCode).toBe(200);
    await approve(asked.json().permissionUrl);
    expect(await reusedIds(s.scope, matesRequest.requestId)).toEqual(s.earlier.responseIds);
    expect(await reusedIds(s.scope, s.target.requestId)).toEqual([]);
  });
});
