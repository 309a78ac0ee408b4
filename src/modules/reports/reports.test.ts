import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { bearer, createKey, createTenant } from '../../../test/helpers/factories.ts';
import { activityEntries, auditEvents } from '../../db/schema/index.ts';
import { reportRoutes } from './report-routes.test-helper.ts';
import { reportSummaryFor } from './reports.service.ts';
import { seedRequest, TWO_ANSWERS } from './reports.test-helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const { tenantUrl, post, expectProblem } = reportRoutes(() => t);

describe('report lifecycle on the tenant routes', () => {
  it('goes none → draft → approved → draft v2 → approved v2, auditing each step', async () => {
    const tenant = await createTenant(t);
    const { requestId } = await seedRequest(t, tenant, { referees: TWO_ANSWERS });
    const auth = bearer(tenant.session);

    const initial = await t.app.inject({
      method: 'GET',
      url: tenantUrl(tenant, requestId),
      headers: auth,
    });
    expect(initial.statusCode, initial.body).toBe(200);
    expect(initial.json()).toMatchObject({
      id: null,
      object: 'reference_report',
      status: 'none',
      allowedActions: ['draft'],
      valuation: null,
      versions: [],
    });
    expect(
      await reportSummaryFor(
        t.database.db,
        { tenantId: tenant.tenantId, environment: 'live' },
        requestId,
        t.clock.now(),
      ),
    ).toBeNull();

    const draft = await post(tenantUrl(tenant, requestId, '/draft'), auth);
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json()).toMatchObject({
      object: 'valuation_draft',
      version: 1,
      status: 'draft',
      referenceRequestId: requestId,
      valuation: {
        candidate: { name: 'Ada Lovelace' },
        counts: { invited: 3, answered: 2 },
        overall: { score: 4, percent: 75, competenciesRated: 2 },
        wouldRehire: { yes: 2, no: 0, share: 1 },
        agreement: { score: 0.75, level: 'medium' },
      },
    });

    const approved = await post(tenantUrl(tenant, requestId, '/approve'), auth);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'approved',
      currentVersion: 1,
      approvedVersion: 1,
      allowedActions: ['draft', 'share', 'revoke'],
      versions: [
        {
          version: 1,
          status: 'approved',
          approvedBy: { kind: 'recruiter', id: tenant.recruiterId },
          approverRecruiterId: tenant.recruiterId,
        },
      ],
    });

    const redraft = await post(tenantUrl(tenant, requestId, '/draft'), auth);
    expect(redraft.json()).toMatchObject({ version: 2, status: 'draft' });
    const state = await t.app.inject({
      method: 'GET',
      url: tenantUrl(tenant, requestId),
      headers: auth,
    });
    expect(state.json()).toMatchObject({
      status: 'draft',
      currentVersion: 2,
      approvedVersion: 1,
      valuation: { overall: { score: 4 } },
    });
    expect(
      await reportSummaryFor(
        t.database.db,
        { tenantId: tenant.tenantId, environment: 'live' },
        requestId,
        t.clock.now(),
      ),
    ).toMatchObject({
      status: 'draft',
      version: 2,
      approvedVersion: 1,
    });

    await post(tenantUrl(tenant, requestId, '/approve'), auth);
    const final = await t.app.inject({
      method: 'GET',
      url: tenantUrl(tenant, requestId),
      headers: auth,
    });
    expect(
      final.json().versions.map((v: { version: number; status: string }) => [v.version, v.status]),
    ).toEqual([
      [2, 'approved'],
      [1, 'superseded'],
    ]);

    const audits = await t.database.db
      .select({ action: auditEvents.action, actorKind: auditEvents.actorKind })
      .from(auditEvents)
      .where(eq(auditEvents.tenantId, tenant.tenantId))
      .orderBy(auditEvents.id);
    // The approval completes the request, and the new draft reopens it for review.
    expect(audits.map((a) => a.action)).toEqual([
      'report.drafted',
      'report.approved',
      'reference_request.completed',
      'report.drafted',
      'reference_request.reopened',
      'report.approved',
      'reference_request.completed',
    ]);
    const activity = await t.database.db
      .select({ kind: activityEntries.kind })
      .from(activityEntries)
      .where(eq(activityEntries.referenceRequestId, requestId));
    expect(activity).toHaveLength(7);
  });

  it('refreshes the same draft version while in draft', async () => {
    const tenant = await createTenant(t);
    const { requestId } = await seedRequest(t, tenant, { referees: TWO_ANSWERS });
    const auth = bearer(tenant.session);
    const first = (await post(tenantUrl(tenant, requestId, '/draft'), auth)).json();
    const second = (await post(tenantUrl(tenant, requestId, '/draft'), auth)).json();
    expect(second.id).toBe(first.id);
    expect(second.version).toBe(1);
  });
});

describe('state guards (409 invalid_transition)', () => {
  it('refuses a draft without a completed response', async () => {
    const tenant = await createTenant(t);
    const { requestId } = await seedRequest(t, tenant, {
      referees: [{ firstName: 'Carol', lastName: 'White' }],
    });
    const res = await post(tenantUrl(tenant, requestId, '/draft'), bearer(tenant.session));
    expectProblem(res, 409, 'invalid_transition');
    expect(res.json().allowedActions).toEqual([]);
    // The refused draft left nothing behind.
    const state = await t.app.inject({
      method: 'GET',
      url: tenantUrl(tenant, requestId),
      headers: bearer(tenant.session),
    });
    expect(state.json()).toMatchObject({ status: 'none', id: null });
  });

  it('refuses approve without a draft, and a second approve without a new draft', async () => {
    const tenant = await createTenant(t);
    const { requestId } = await seedRequest(t, tenant, { referees: TWO_ANSWERS });
    const auth = bearer(tenant.session);
    const early = await post(tenantUrl(tenant, requestId, '/approve'), auth);
    expectProblem(early, 409, 'invalid_transition');
    expect(early.json().allowedActions).toEqual(['draft']);
    await post(tenantUrl(tenant, requestId, '/draft'), auth);
    expect((await post(tenantUrl(tenant, requestId, '/approve'), auth)).statusCode).toBe(200);
    expectProblem(
      await post(tenantUrl(tenant, requestId, '/approve'), auth),
      409,
      'invalid_transition',
    );
  });

  it('refuses share before approval (none and draft) and the PDF before approval', async () => {
    const tenant = await createTenant(t);
    const { requestId } = await seedRequest(t, tenant, { referees: TWO_ANSWERS });
    const auth = bearer(tenant.session);
    const shareNone = await post(tenantUrl(tenant, requestId, '/share'), auth, {});
    expectProblem(shareNone, 409, 'invalid_transition');
    expect(shareNone.json().allowedActions).toEqual(['draft']);
    const pdfNone = await t.app.inject({
      method: 'GET',
      url: tenantUrl(tenant, requestId, '/pdf'),
      headers: auth,
    });
    expectProblem(pdfNone, 409, 'invalid_transition');
    await post(tenantUrl(tenant, requestId, '/draft'), auth);
    const shareDraft = await post(tenantUrl(tenant, requestId, '/share'), auth, {});
    expectProblem(shareDraft, 409, 'invalid_transition');
    expect(shareDraft.json().allowedActions).toEqual(['draft', 'approve', 'revoke']);
  });

  it('refuses revoke when there is no report', async () => {
    const tenant = await createTenant(t);
    const { requestId } = await seedRequest(t, tenant, { referees: TWO_ANSWERS });
    expectProblem(
      await post(tenantUrl(tenant, requestId, '/revoke'), bearer(tenant.session)),
      409,
      'invalid_transition',
    );
  });

  it("answers 404 for an unknown request, another tenant's and the other environment's", async () => {
    const tenant = await createTenant(t);
    const other = await createTenant(t);
    const { requestId } = await seedRequest(t, other, { referees: TWO_ANSWERS });
    const { requestId: testRequest } = await seedRequest(t, tenant, {
      environment: 'test',
      referees: TWO_ANSWERS,
    });
    const auth = bearer(tenant.session);
    expectProblem(await post(tenantUrl(tenant, 'rr_unknown', '/draft'), auth), 404, 'not_found');
    expectProblem(await post(tenantUrl(tenant, requestId, '/draft'), auth), 404, 'not_found');
    expectProblem(await post(tenantUrl(tenant, testRequest, '/draft'), auth), 404, 'not_found');
    expect((await post(tenantUrl(tenant, testRequest, '/draft', 'test'), auth)).statusCode).toBe(
      200,
    );
    const foreign = await t.app.inject({
      method: 'GET',
      url: tenantUrl(other, requestId),
      headers: auth,
    });
    expectProblem(foreign, 403, 'tenant_forbidden');
  });
});

describe('/v1/api report routes', () => {
  it('drafts, approves on behalf of the key and shares, auditing the key as actor', async () => {
    const tenant = await createTenant(t);
    const key = await createKey(t, tenant, { scopes: ['valuations:write', 'reports:write'] });
    const { requestId } = await seedRequest(t, tenant, { referees: TWO_ANSWERS });
    const auth = bearer(key.plaintext);
    const base = `/v1/api/reference-requests/${requestId}`;
    const draft = await post(`${base}/valuation/draft`, auth);
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json()).toMatchObject({ object: 'valuation_draft', version: 1 });
    const approve = await post(`${base}/valuation/approve`, auth);
    expect(approve.statusCode, approve.body).toBe(200);
    expect(approve.json().versions[0]).toMatchObject({
      approvedBy: { kind: 'api_key', id: key.id },
      approverRecruiterId: tenant.recruiterId,
    });
    const share = await post(`${base}/share`, auth);
    expect(share.statusCode, share.body).toBe(200);
    expect(Object.keys(share.json())).toEqual(
      expect.arrayContaining(['id', 'object', 'url', 'expiresAt', 'revokedAt']),
    );
    const actors = await t.database.db
      .select({
        action: auditEvents.action,
        actorKind: auditEvents.actorKind,
        actorId: auditEvents.actorId,
      })
      .from(auditEvents)
      .where(eq(auditEvents.tenantId, tenant.tenantId))
      .orderBy(auditEvents.id);
    expect(actors).toEqual(
      ['report.drafted', 'report.approved', 'reference_request.completed', 'report.shared'].map(
        (action) => ({
          action,
          actorKind: 'api_key',
          actorId: key.id,
        }),
      ),
    );
  });

  it('embeds the report summary in the reference request object', async () => {
    const tenant = await createTenant(t);
    const key = await createKey(t, tenant, { scopes: [] });
    const { requestId } = await seedRequest(t, tenant, { referees: TWO_ANSWERS });
    const read = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/v1/api/reference-requests/${requestId}`,
          headers: bearer(key.plaintext),
        })
      ).json().report;
    expect(await read()).toBeNull();
    await post(`/v1/api/reference-requests/${requestId}/valuation/draft`, bearer(key.plaintext));
    expect(await read()).toMatchObject({ status: 'draft', version: 1, approvedVersion: null });
    await post(`/v1/api/reference-requests/${requestId}/valuation/approve`, bearer(key.plaintext));
    expect(await read()).toMatchObject({
      status: 'approved',
      version: 1,
      approvedVersion: 1,
      approvedAt: t.clock.now().toISOString(),
      activeShareLinks: 0,
    });
  });

  it('replays an approve with the same Idempotency-Key instead of answering 409', async () => {
    const tenant = await createTenant(t);
    const key = await createKey(t, tenant, { scopes: ['valuations:write'] });
    const { requestId } = await seedRequest(t, tenant, { referees: TWO_ANSWERS });
    const auth = bearer(key.plaintext);
    const base = `/v1/api/reference-requests/${requestId}/valuation`;
    await post(`${base}/draft`, auth);
    const first = await post(`${base}/approve`, { ...auth, 'idempotency-key': 'approve-1' });
    const again = await post(`${base}/approve`, { ...auth, 'idempotency-key': 'approve-1' });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
  });
});
