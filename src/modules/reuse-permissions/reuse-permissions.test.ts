import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { bearer, createTenant, signSession } from '../../../test/helpers/factories.ts';
import { activityEntries, auditEvents, consentGrants, jobs } from '../../db/schema/index.ts';
import { reusedResponsesFor } from '../participants/reused-responses.ts';
import {
  askPermission,
  consentScenario,
  enableGate,
  seedApprovedReport,
  seedCandidate,
  tokenOf,
} from './reuse-permissions.test-helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const REQUESTED = 'passport.reference_reuse_permission.requested';

async function auditActions(tenantId: string, targetId: string) {
  const rows = await t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.tenantId, tenantId), eq(auditEvents.targetId, targetId)))
    .orderBy(auditEvents.id);
  return rows;
}

describe('permission request', () => {
  it('answers 403 feature_disabled while the tenant gate is off', async () => {
    const tenant = await createTenant(t);
    const candidate = await seedCandidate(t, tenant);
    const res = await askPermission(t, tenant, {
      candidateId: candidate.candidateId,
      scopes: ['passport_share'],
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('feature_disabled');
    await enableGate(t, tenant);
    await enableGate(t, tenant, false);
    const again = await askPermission(t, tenant, {
      candidateId: candidate.candidateId,
      scopes: ['passport_share'],
    });
    expect(again.statusCode).toBe(403);
    const rows = await t.database.db
      .select()
      .from(consentGrants)
      .where(eq(consentGrants.tenantId, tenant.tenantId));
    expect(rows).toHaveLength(0);
  });

  it('refuses every invalid body with 400 validation_failed', async () => {
    const { tenant, candidate, target } = await consentScenario(t, createTenant);
    const candidateId = candidate.candidateId;
    const bodies = [
      {},
      { scopes: ['reference_collection'], targetReferenceRequestId: target.requestId },
      { candidateId },
      { candidateId, scopes: [] },
      { candidateId, scopes: ['bulk_import'] },
      { candidateId, scopes: 'passport_share' },
      { candidateId, scopes: ['passport_share', 'passport_share'] },
      { candidateId, scopes: ['passport_share'], note: 'x'.repeat(2001) },
      { candidateId, scopes: ['passport_share'], note: 42 },
      { candidateId: '', scopes: ['passport_share'] },
    ];
    for (const body of bodies) {
      const res = await askPermission(t, tenant, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().code).toBe('validation_failed');
      expect(res.json().errors.length).toBeGreaterThan(0);
    }
  });

  it('answers 404 for an unknown candidate or target request, 400 for a target of another candidate', async () => {
    const { tenant, candidate, target } = await consentScenario(t, createTenant);
    const unknown = await askPermission(t, tenant, {
      candidateId: 'cand_nope',
      scopes: ['passport_share'],
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('not_found');
    const noTarget = await askPermission(t, tenant, {
      candidateId: candidate.candidateId,
      scopes: ['reference_collection'],
      targetReferenceRequestId: 'rr_nope',
    });
    expect(noTarget.statusCode).toBe(404);
    const someoneElse = await seedCandidate(t, tenant);
    const foreignTarget = await askPermission(t, tenant, {
      candidateId: someoneElse.candidateId,
      scopes: ['reference_collection'],
      targetReferenceRequestId: target.requestId,
    });
    expect(foreignTarget.statusCode).toBe(400);
    expect(foreignTarget.json().errors[0].path).toBe('targetReferenceRequestId');
  });

  it('creates a pending ConsentGrant, its audit event, activity, link and e-mail job in one go', async () => {
    const { tenant, candidate, earlier, target, scope } = await consentScenario(t, createTenant);
    const report = await seedApprovedReport(t, tenant, 'live', earlier.requestId);
    const res = await askPermission(t, tenant, {
      candidateId: candidate.candidateId,
      targetReferenceRequestId: target.requestId,
      scopes: ['reference_collection', 'passport_share'],
      note: 'We would like to skip asking your referees again.',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual([
      'consentGrantId',
      'deliveryJobId',
      'permissionUrl',
      'status',
    ]);
    expect(body.status).toBe('pending');
    expect(body.consentGrantId).toMatch(/^cg_/);
    expect(body.permissionUrl).toMatch(/^http:\/\/refcheck\.test\/permissions\/[A-Za-z0-9_-]{43}$/);

    const [grant] = await t.database.db
      .select()
      .from(consentGrants)
      .where(eq(consentGrants.id, body.consentGrantId));
    expect(grant).toMatchObject({
      status: 'pending',
      candidateId: candidate.candidateId,
      requesterRecruiterId: tenant.recruiterId,
      requestedByKind: 'recruiter',
      targetReferenceRequestId: target.requestId,
      scopes: ['reference_collection', 'passport_share'],
    });
    expect(grant!.metadata.referenceResponseIds).toEqual(earlier.responseIds);
    expect(grant!.metadata.evidenceArtifactIds).toEqual([report.versionId]);
    expect(grant!.metadata.requestedScopes).toEqual(['reference_collection', 'passport_share']);
    expect(grant!.metadata.targetReferenceRequestId).toBe(target.requestId);
    expect(grant!.metadata.sourcePassportProfile).toMatchObject({
      candidateId: candidate.candidateId,
      references: earlier.responseIds.map((id) => ({ referenceResponseId: id })),
    });

    const events = await auditActions(tenant.tenantId, body.consentGrantId);
    expect(events.map((e) => e.action)).toEqual([REQUESTED]);
    expect(events[0]).toMatchObject({ actorKind: 'recruiter', actorId: tenant.recruiterId });

    const activity = await t.database.db
      .select()
      .from(activityEntries)
      .where(eq(activityEntries.referenceRequestId, target.requestId));
    expect(activity.map((a) => a.kind)).toEqual([REQUESTED]);

    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.id, body.deliveryJobId));
    expect(job).toMatchObject({ type: 'email.send', subjectId: body.consentGrantId });
    await t.app.worker.drain();
    const [mail] = t.mailer.to(candidate.email);
    expect(mail?.subject).toContain('Acme Hiring');
    expect(mail?.text).toContain(body.permissionUrl);
    expect(mail?.text).toContain('We would like to skip asking your referees again.');

    // Nothing is reused while pending.
    expect(await reusedResponsesFor(t.database.db, scope, target.requestId)).toEqual([]);
  });

  it('takes passport_share alone without a target', async () => {
    const { tenant, candidate } = await consentScenario(t, createTenant);
    const res = await askPermission(t, tenant, {
      candidateId: candidate.candidateId,
      scopes: ['passport_share'],
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('recruiter reads and isolation', () => {
  it('lists the consent grants of a candidate, with the access grant once granted', async () => {
    const s = await consentScenario(t, createTenant);
    const asked = await askPermission(t, s.tenant, {
      candidateId: s.candidate.candidateId,
      targetReferenceRequestId: s.target.requestId,
      scopes: ['reference_collection'],
    });
    await t.app.inject({
      method: 'POST',
      url: `/v1/public/permissions/${tokenOf(asked.json().permissionUrl)}/approve`,
    });
    const res = await t.app.inject({
      url: `/v1/tenants/${s.tenant.tenantId}/candidates/${s.candidate.candidateId}/consent-grants`,
      headers: bearer(s.tenant.session),
    });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.object).toBe('list');
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({
      id: asked.json().consentGrantId,
      object: 'consent_grant',
      status: 'granted',
      scopes: ['reference_collection'],
      referenceResponseIds: s.earlier.responseIds,
    });
    expect(list.data[0].accessGrantId).toMatch(/^ag_/);
    // The candidate workspace carries them too.
    const workspace = await t.app.inject({
      url: `/v1/tenants/${s.tenant.tenantId}/candidates/${s.candidate.candidateId}`,
      headers: bearer(s.tenant.session),
    });
    expect(workspace.statusCode).toBe(200);
    expect(workspace.json().consentGrants).toEqual(list.data);
  });

  it("another tenant's candidate or request is 404, as is a test candidate from a live session", async () => {
    const s = await consentScenario(t, createTenant);
    const intruder = await createTenant(t);
    await enableGate(t, intruder);
    const foreign = await askPermission(t, intruder, {
      candidateId: s.candidate.candidateId,
      scopes: ['passport_share'],
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('not_found');
    const ownCandidate = await seedCandidate(t, intruder);
    const foreignTarget = await askPermission(t, intruder, {
      candidateId: ownCandidate.candidateId,
      targetReferenceRequestId: s.target.requestId,
      scopes: ['reference_collection'],
    });
    expect(foreignTarget.statusCode).toBe(404);
    const list = await t.app.inject({
      url: `/v1/tenants/${intruder.tenantId}/candidates/${s.candidate.candidateId}/consent-grants`,
      headers: bearer(intruder.session),
    });
    expect(list.statusCode).toBe(404);
    const crossTenant = await t.app.inject({
      url: `/v1/tenants/${s.tenant.tenantId}/candidates/${s.candidate.candidateId}/consent-grants`,
      headers: bearer(intruder.session),
    });
    expect(crossTenant.statusCode).toBe(403);

    const testCandidate = await seedCandidate(t, s.tenant, { environment: 'test' });
    const live = await askPermission(t, s.tenant, {
      candidateId: testCandidate.candidateId,
      scopes: ['passport_share'],
    });
    expect(live.statusCode).toBe(404);
    const inTest = await askPermission(
      t,
      s.tenant,
      { candidateId: testCandidate.candidateId, scopes: ['passport_share'] },
      'test',
    );
    expect(inTest.statusCode).toBe(200);
    // A live target request from a test session is not found either.
    const liveTargetFromTest = await askPermission(
      t,
      s.tenant,
      {
        candidateId: testCandidate.candidateId,
        targetReferenceRequestId: s.target.requestId,
        scopes: ['reference_collection'],
      },
      'test',
    );
    expect(liveTargetFromTest.statusCode).toBe(404);
  });

  it('needs a session of the tenant', async () => {
    const s = await consentScenario(t, createTenant);
    const none = await t.app.inject({
      method: 'POST',
      url: `/v1/tenants/${s.tenant.tenantId}/passport-reference-permissions`,
      payload: { candidateId: s.candidate.candidateId, scopes: ['passport_share'] },
    });
    expect(none.statusCode).toBe(401);
    const stranger = await signSession({ sub: 'user_stranger', org_id: 'org_elsewhere' }, t);
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/v1/tenants/${s.tenant.tenantId}/passport-reference-permissions`,
      headers: bearer(stranger),
      payload: { candidateId: s.candidate.candidateId, scopes: ['passport_share'] },
    });
    expect(foreign.statusCode).toBe(403);
  });
});
