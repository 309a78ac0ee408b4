import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { bearer, createTenant, type TestTenant } from '../../../test/helpers/factories.ts';
import {
  accessGrants,
  activityEntries,
  auditEvents,
  consentGrants,
} from '../../db/schema/index.ts';
import { reusedResponsesFor } from '../participants/reused-responses.ts';
import {
  askPermission,
  consentScenario,
  seedRequestWithResponses,
  tokenOf,
} from './reuse-permissions.test-helper.ts';

/** Issue 14 item 10: the candidate withdraws, a recruiter revokes. */

const REVOKED = 'passport.reference_reuse_permission.revoked';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const answer = (permissionUrl: string, verb: 'approve' | 'decline') =>
  t.app.inject({ method: 'POST', url: `/v1/public/permissions/${tokenOf(permissionUrl)}/${verb}` });
const openWithdrawal = (token: string) =>
  t.app.inject({ method: 'GET', url: `/v1/public/withdrawals/${token}` });
const withdraw = (token: string) =>
  t.app.inject({ method: 'POST', url: `/v1/public/withdrawals/${token}/withdraw` });
const grantRoute = (tenant: TestTenant, id: string, method: 'GET' | 'DELETE', env = 'live') =>
  t.app.inject({
    method,
    url: `/v1/tenants/${tenant.tenantId}/passport-reference-permissions/${id}?environment=${env}`,
    headers: bearer(tenant.session),
  });
const draft = (tenant: TestTenant, requestId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/tenants/${tenant.tenantId}/reference-reports/${requestId}/draft`,
    headers: bearer(tenant.session),
  });

async function revokedEvents(tenantId: string, consentGrantId: string) {
  return t.database.db
    .select()
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.tenantId, tenantId),
        eq(auditEvents.targetId, consentGrantId),
        eq(auditEvents.action, REVOKED),
      ),
    );
}

/** A scenario with an approved reference_collection grant on a target that has one answer of its own. */
async function approvedGrant() {
  const s = await consentScenario(t, createTenant);
  const target = await seedRequestWithResponses(t, s.tenant, s.candidate, { answered: 1 });
  const asked = await askPermission(t, s.tenant, {
    candidateId: s.candidate.candidateId,
    targetReferenceRequestId: target.requestId,
    scopes: ['reference_collection'],
  });
  const { consentGrantId, permissionUrl } = asked.json();
  expect((await answer(permissionUrl, 'approve')).statusCode).toBe(200);
  await t.app.worker.drain();
  const confirmation = t.mailer.to(s.candidate.email).find((m) => m.text.includes('/withdraw/'));
  const match = confirmation?.text.match(/http:\/\/refcheck\.test\/withdraw\/([A-Za-z0-9_-]{43})/);
  expect(match, 'the confirmation e-mail carries the withdrawal link').toBeTruthy();
  return { ...s, target, consentGrantId, withdrawalToken: match![1]! };
}

describe('the candidate withdraws', () => {
  it('revokes the AccessGrant once; drafts made afterwards leave the reused evidence out', async () => {
    const g = await approvedGrant();
    const before = await draft(g.tenant, g.target.requestId);
    expect(before.json().valuation.referees).toHaveLength(3);

    const shown = await openWithdrawal(g.withdrawalToken);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({
      object: 'reuse_permission_withdrawal',
      consentGrantId: g.consentGrantId,
      accessGrantStatus: 'active',
      requester: { tenantName: 'Acme Hiring' },
      revokedAt: null,
    });
    expect(shown.json().references).toHaveLength(2);

    const withdrawn = await withdraw(g.withdrawalToken);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({ accessGrantStatus: 'revoked' });
    expect(withdrawn.json().revokedAt).toBe(t.clock.now().toISOString());
    for (const again of [
      await withdraw(g.withdrawalToken),
      await openWithdrawal(g.withdrawalToken),
    ]) {
      expect(again.statusCode).toBe(410);
      expect(again.json().code).toBe('token_used');
    }

    expect(await reusedResponsesFor(t.database.db, g.scope, g.target.requestId)).toEqual([]);
    const after = await draft(g.tenant, g.target.requestId);
    expect(after.statusCode).toBe(200);
    expect(after.json().valuation.referees).toHaveLength(1);
    expect(after.json().valuation.referees[0].reused).toBeFalsy();

    // The ConsentGrant keeps the decision; the AccessGrant records the end.
    const view = await grantRoute(g.tenant, g.consentGrantId, 'GET');
    expect(view.json()).toMatchObject({
      status: 'granted',
      accessGrantStatus: 'revoked',
      revokedBy: { kind: 'candidate', id: g.candidate.candidateId },
    });
    const events = await revokedEvents(g.tenant.tenantId, g.consentGrantId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actorKind: 'candidate', actorId: g.candidate.candidateId });
    const timeline = await t.database.db
      .select()
      .from(activityEntries)
      .where(eq(activityEntries.referenceRequestId, g.target.requestId));
    expect(timeline.map((a) => a.kind)).toContain(REVOKED);
  });

  it('answers 404 for an unknown token or a permission token on the withdrawal routes', async () => {
    const s = await consentScenario(t, createTenant);
    const asked = await askPermission(t, s.tenant, {
      candidateId: s.candidate.candidateId,
      scopes: ['reference_collection'],
    });
    for (const token of ['x'.repeat(43), tokenOf(asked.json().permissionUrl)]) {
      for (const res of [await openWithdrawal(token), await withdraw(token)]) {
        expect(res.statusCode).toBe(404);
        expect(res.json().code).toBe('not_found');
      }
    }
  });
});

describe('a recruiter revokes', () => {
  it('ends the AccessGrant, is idempotent, and uses up the withdrawal link', async () => {
    const g = await approvedGrant();
    const revoked = await grantRoute(g.tenant, g.consentGrantId, 'DELETE');
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({
      id: g.consentGrantId,
      status: 'granted',
      accessGrantStatus: 'revoked',
      revokedBy: { kind: 'recruiter', id: g.tenant.recruiterId },
    });
    expect(await reusedResponsesFor(t.database.db, g.scope, g.target.requestId)).toEqual([]);
    t.clock.advance(60_000);
    const again = await grantRoute(g.tenant, g.consentGrantId, 'DELETE');
    expect(again.statusCode).toBe(200);
    expect(again.json().revokedAt).toBe(revoked.json().revokedAt);
    const events = await revokedEvents(g.tenant.tenantId, g.consentGrantId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actorKind: 'recruiter', actorId: g.tenant.recruiterId });
    expect((await withdraw(g.withdrawalToken)).json().code).toBe('token_used');
    const [row] = await t.database.db
      .select()
      .from(accessGrants)
      .where(eq(accessGrants.consentGrantId, g.consentGrantId));
    expect(row).toMatchObject({ status: 'revoked', revokedByKind: 'recruiter' });
  });

  it('answers 409 invalid_transition for a pending or declined permission', async () => {
    const s = await consentScenario(t, createTenant);
    const ask = () =>
      askPermission(t, s.tenant, {
        candidateId: s.candidate.candidateId,
        scopes: ['passport_share'],
      });
    const pending = (await ask()).json();
    const declined = (await ask()).json();
    await answer(declined.permissionUrl, 'decline');
    for (const id of [pending.consentGrantId, declined.consentGrantId]) {
      const res = await grantRoute(s.tenant, id, 'DELETE');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'invalid_transition', allowedActions: [] });
      expect(await revokedEvents(s.tenant.tenantId, id)).toEqual([]);
    }
    const [row] = await t.database.db
      .select()
      .from(consentGrants)
      .where(eq(consentGrants.id, pending.consentGrantId));
    expect(row!.status).toBe('pending');
  });

  it("answers 404 for another tenant's or environment's consentGrantId, and changes nothing", async () => {
    const g = await approvedGrant();
    const stranger = await createTenant(t);
    for (const method of ['GET', 'DELETE'] as const) {
      const foreign = await grantRoute(stranger, g.consentGrantId, method);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().code).toBe('not_found');
      const otherEnv = await grantRoute(g.tenant, g.consentGrantId, method, 'test');
      expect(otherEnv.statusCode).toBe(404);
      const unknown = await grantRoute(g.tenant, 'cg_nope', method);
      expect(unknown.statusCode).toBe(404);
    }
    const view = await grantRoute(g.tenant, g.consentGrantId, 'GET');
    expect(view.json().accessGrantStatus).toBe('active');
  });
});
