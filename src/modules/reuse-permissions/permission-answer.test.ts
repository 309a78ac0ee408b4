import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { createTenant } from '../../../test/helpers/factories.ts';
import { DAY_MS } from '../../core/clock.ts';
import {
  accessGrants,
  activityEntries,
  auditEvents,
  consentGrants,
  participantTokens,
} from '../../db/schema/index.ts';
import { inTransaction, unitOfWork } from '../../db/tx.ts';
import { issueParticipantLink as issueParticipantToken } from '../participant-links/participant-links.service.ts';
import { reusedResponsesFor } from '../participants/reused-responses.ts';
import { askPermission, consentScenario, tokenOf } from './reuse-permissions.test-helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const REQUESTED = 'passport.reference_reuse_permission.requested';
const GRANTED = 'passport.reference_reuse_permission.granted';
const DECLINED = 'passport.reference_reuse_permission.declined';

async function auditActions(tenantId: string, targetId: string) {
  const rows = await t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.tenantId, tenantId), eq(auditEvents.targetId, targetId)))
    .orderBy(auditEvents.id);
  return rows;
}

describe('permission link', () => {
  async function requested() {
    const s = await consentScenario(t, createTenant);
    const res = await askPermission(t, s.tenant, {
      candidateId: s.candidate.candidateId,
      targetReferenceRequestId: s.target.requestId,
      scopes: ['reference_collection'],
      note: 'Reuse please',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    return {
      ...s,
      consentGrantId: body.consentGrantId as string,
      token: tokenOf(body.permissionUrl),
    };
  }

  it('shows who asks, for what and which references (no answers), and grants nothing', async () => {
    const s = await requested();
    const res = await t.app.inject({ url: `/v1/public/permissions/${s.token}` });
    expect(res.statusCode).toBe(200);
    const view = res.json();
    expect(view).toMatchObject({
      object: 'permission_request',
      consentGrantId: s.consentGrantId,
      status: 'pending',
      requester: { tenantName: 'Acme Hiring' },
      candidate: { firstName: 'Grace' },
      scopes: ['reference_collection'],
      note: 'Reuse please',
      targetRoleTitle: 'Staff Engineer',
    });
    expect(view.requester.recruiterName).toMatch(/^Recruiter /);
    expect(view.references).toHaveLength(2);
    expect(view.references.map((r: { relationship: string }) => r.relationship)).toEqual([
      'manager',
      'peer',
    ]);
    expect(res.body).not.toContain('Secret answer');
    // Opening it (twice) grants nothing.
    await t.app.inject({ url: `/v1/public/permissions/${s.token}` });
    const [grant] = await t.database.db
      .select()
      .from(consentGrants)
      .where(eq(consentGrants.id, s.consentGrantId));
    expect(grant!.status).toBe('pending');
    const access = await t.database.db
      .select()
      .from(accessGrants)
      .where(eq(accessGrants.consentGrantId, s.consentGrantId));
    expect(access).toHaveLength(0);
    expect((await auditActions(s.tenant.tenantId, s.consentGrantId)).map((e) => e.action)).toEqual([
      REQUESTED,
    ]);
    expect(await reusedResponsesFor(t.database.db, s.scope, s.target.requestId)).toEqual([]);
  });

  it('HEAD on the link records no visit (a link checker is not the candidate)', async () => {
    const s = await requested();
    const head = await t.app.inject({ method: 'HEAD', url: `/v1/public/permissions/${s.token}` });
    expect(head.statusCode).toBe(200);
    const [link] = await t.database.db
      .select()
      .from(participantTokens)
      .where(eq(participantTokens.subjectId, s.consentGrantId));
    expect(link!.firstOpenedAt).toBeNull();
    expect(link!.lastOpenedAt).toBeNull();
  });

  it('approve: granted, active AccessGrant, granted event by the candidate; a second answer is 410', async () => {
    const s = await requested();
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/public/permissions/${s.token}/approve`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('granted');
    const [grant] = await t.database.db
      .select()
      .from(consentGrants)
      .where(eq(consentGrants.id, s.consentGrantId));
    expect(grant).toMatchObject({ status: 'granted' });
    expect(grant!.decidedAt).toBeInstanceOf(Date);
    const access = await t.database.db
      .select()
      .from(accessGrants)
      .where(eq(accessGrants.consentGrantId, s.consentGrantId));
    expect(access).toHaveLength(1);
    expect(access[0]).toMatchObject({
      status: 'active',
      candidateId: s.candidate.candidateId,
      requesterRecruiterId: s.tenant.recruiterId,
      targetReferenceRequestId: s.target.requestId,
      scopes: ['reference_collection'],
    });
    const events = await auditActions(s.tenant.tenantId, s.consentGrantId);
    expect(events.map((e) => e.action)).toEqual([REQUESTED, GRANTED]);
    expect(events[1]).toMatchObject({ actorKind: 'candidate', actorId: s.candidate.candidateId });
    const activity = await t.database.db
      .select()
      .from(activityEntries)
      .where(eq(activityEntries.referenceRequestId, s.target.requestId))
      .orderBy(activityEntries.id);
    expect(activity.map((a) => a.kind)).toEqual([REQUESTED, GRANTED]);

    for (const [method, suffix] of [
      ['POST', '/approve'],
      ['POST', '/decline'],
      ['GET', ''],
    ] as const) {
      const again = await t.app.inject({
        method,
        url: `/v1/public/permissions/${s.token}${suffix}`,
      });
      expect(again.statusCode).toBe(410);
      expect(again.json().code).toBe('token_used');
    }
    const stillOne = await t.database.db
      .select()
      .from(accessGrants)
      .where(eq(accessGrants.consentGrantId, s.consentGrantId));
    expect(stillOne).toHaveLength(1);
  });

  it('decline: declined, declined event, no AccessGrant, nothing reused', async () => {
    const s = await requested();
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/public/permissions/${s.token}/decline`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('declined');
    const [grant] = await t.database.db
      .select()
      .from(consentGrants)
      .where(eq(consentGrants.id, s.consentGrantId));
    expect(grant!.status).toBe('declined');
    const access = await t.database.db
      .select()
      .from(accessGrants)
      .where(eq(accessGrants.consentGrantId, s.consentGrantId));
    expect(access).toHaveLength(0);
    const events = await auditActions(s.tenant.tenantId, s.consentGrantId);
    expect(events.map((e) => e.action)).toEqual([REQUESTED, DECLINED]);
    expect(events[1]!.actorKind).toBe('candidate');
    const approve = await t.app.inject({
      method: 'POST',
      url: `/v1/public/permissions/${s.token}/approve`,
    });
    expect(approve.statusCode).toBe(410);
    expect(approve.json().code).toBe('token_used');
    expect(await reusedResponsesFor(t.database.db, s.scope, s.target.requestId)).toEqual([]);
  });

  it('two answers at once: exactly one wins', async () => {
    const s = await requested();
    const [a, b] = await Promise.all([
      t.app.inject({ method: 'POST', url: `/v1/public/permissions/${s.token}/approve` }),
      t.app.inject({ method: 'POST', url: `/v1/public/permissions/${s.token}/decline` }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 410]);
    const events = await auditActions(s.tenant.tenantId, s.consentGrantId);
    expect(events).toHaveLength(2);
  });

  it('an expired link answers 410 token_expired and grants nothing', async () => {
    const s = await requested();
    t.clock.advance(14 * DAY_MS + 60_000);
    for (const [method, suffix] of [
      ['GET', ''],
      ['POST', '/approve'],
      ['POST', '/decline'],
    ] as const) {
      const res = await t.app.inject({ method, url: `/v1/public/permissions/${s.token}${suffix}` });
      expect(res.statusCode).toBe(410);
      expect(res.json().code).toBe('token_expired');
    }
    const [grant] = await t.database.db
      .select()
      .from(consentGrants)
      .where(eq(consentGrants.id, s.consentGrantId));
    expect(grant!.status).toBe('pending');
  });

  it('unknown tokens and tokens of another purpose are 404', async () => {
    const s = await requested();
    const unknown = await t.app.inject({
      url: '/v1/public/permissions/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/v1/public/permissions/x/approve',
    });
    expect(malformed.statusCode).toBe(404);
    const intake = await inTransaction(unitOfWork(t.database.db), (tx) =>
      issueParticipantToken(tx, t.config, {
        tenantId: s.tenant.tenantId,
        environment: 'live',
        purpose: 'intake',
        subjectId: s.target.requestId,
        now: t.clock.now(),
      }),
    );
    const wrongPurpose = await t.app.inject({
      method: 'POST',
      url: `/v1/public/permissions/${intake.token}/approve`,
    });
    expect(wrongPurpose.statusCode).toBe(404);
    expect(wrongPurpose.json().code).toBe('not_found');
  });
});
