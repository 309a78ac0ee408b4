import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import {
  bearer,
  createKey,
  createTenant,
  type TestTenant,
} from '../../../test/helpers/factories.ts';
import { DAY_MS } from '../../core/clock.ts';
import { activityEntries, auditEvents, recruiters, tenants } from '../../db/schema/index.ts';
import { pdfText } from './pdf-text.test-helper.ts';
import { reportSummaryFor } from './reports.service.ts';
import { seedRequest, TWO_ANSWERS } from './reports.test-factory.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const tenantUrl = (tenant: TestTenant, requestId: string, suffix = '', env = 'live') =>
  `/v1/tenants/${tenant.tenantId}/reference-reports/${requestId}${suffix}?environment=${env}`;

async function post(url: string, headers: Record<string, string>, body?: unknown) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
}

function expectProblem(res: { statusCode: number; body: string }, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(JSON.parse(res.body)).toMatchObject({ status, code });
}

/** A tenant with a request that has two answers, drafted, approved and shared; answers the public token. */
async function sharedReport(tenant: TestTenant, env: 'live' | 'test' = 'live', name = 'Ada') {
  const { requestId } = await seedRequest(t, tenant, {
    environment: env,
    candidate: { firstName: name, lastName: 'Lovelace' },
    referees: TWO_ANSWERS,
    trustSignal: { kind: 'shared_ip_address', severity: 'medium', reviewNote: 'Same office.' },
  });
  const auth = bearer(tenant.session);
  expect((await post(tenantUrl(tenant, requestId, '/draft', env), auth)).statusCode).toBe(200);
  expect((await post(tenantUrl(tenant, requestId, '/approve', env), auth)).statusCode).toBe(200);
  const share = await post(tenantUrl(tenant, requestId, '/share', env), auth, {});
  expect(share.statusCode, share.body).toBe(200);
  const url = share.json().url as string;
  return { requestId, token: url.split('/reports/')[1]!, share: share.json() };
}

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
      versions: [],
    });
    expect(
      await reportSummaryFor(
        t.database.db,
        { tenantId: tenant.tenantId, environment: 'live' },
        requestId,
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
    expect(state.json()).toMatchObject({ status: 'draft', currentVersion: 2, approvedVersion: 1 });
    expect(
      await reportSummaryFor(
        t.database.db,
        { tenantId: tenant.tenantId, environment: 'live' },
        requestId,
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
    expect(audits.map((a) => a.action)).toEqual([
      'report.drafted',
      'report.approved',
      'report.drafted',
      'report.approved',
    ]);
    const activity = await t.database.db
      .select({ kind: activityEntries.kind })
      .from(activityEntries)
      .where(eq(activityEntries.referenceRequestId, requestId));
    expect(activity).toHaveLength(4);
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

describe('PDF export', () => {
  it("serves the approved version as application/pdf with the candidate's name and scores", async () => {
    const tenant = await createTenant(t);
    await t.database.db
      .update(recruiters)
      .set({ name: 'Jane Recruiter' })
      .where(eq(recruiters.id, tenant.recruiterId));
    const { requestId } = await sharedReport(tenant, 'live', 'Grace');
    const res = await t.app.inject({
      method: 'GET',
      url: tenantUrl(tenant, requestId, '/pdf'),
      headers: bearer(tenant.session),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="reference-report-grace-lovelace-v1.pdf"',
    );
    const { text } = await pdfText(res.rawPayload);
    expect(text).toContain('Grace Lovelace');
    expect(text).toContain('4.00 / 5');
    expect(text).toContain('Communication');
    expect(text).toContain('by Jane Recruiter');
    expect(text).toContain('Alice Smith');
    expect(text).toContain('Trust signals');
  });
});

describe('share links and the public report', () => {
  it('shows the approved version without internals, and counts views', async () => {
    const tenant = await createTenant(t);
    const { requestId, token, share } = await sharedReport(tenant);
    expect(share).toMatchObject({ object: 'share_link', revokedAt: null, version: 1 });
    expect(share.url).toMatch(/^http:\/\/refcheck\.test\/reports\/[A-Za-z0-9_-]{43}$/);
    expect(new Date(share.expiresAt).getTime()).toBe(t.clock.now().getTime() + 30 * DAY_MS);

    const res = await t.app.inject({ method: 'GET', url: `/v1/public/reference-reports/${token}` });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      object: 'shared_report',
      candidate: { name: 'Ada Lovelace' },
      overall: { score: 4 },
      version: 1,
      trustSignals: null,
    });
    expect(body.referees).toEqual([
      expect.objectContaining({ name: 'Alice Smith', relationship: 'manager', reused: false }),
      expect.objectContaining({ name: 'Bob Jones', relationship: 'peer' }),
    ]);
    // Nothing internal: no ids, e-mails, review notes or signal details.
    expect(res.body).not.toContain(requestId);
    expect(res.body).not.toMatch(/"(ct|resp|sig|rpt|rptv|org|user)_/);
    expect(res.body).not.toContain('@example.com');
    expect(res.body).not.toContain('Same office');
    expect(res.body).not.toContain('ip-hash');

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/v1/public/reference-reports/${token}/pdf`,
    });
    expect(pdf.statusCode).toBe(200);
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toContain('Ada Lovelace');
    expect(text).not.toContain('Trust signals');

    const state = await t.app.inject({
      method: 'GET',
      url: tenantUrl(tenant, requestId),
      headers: bearer(tenant.session),
    });
    expect(state.json().shareLinks).toEqual([
      expect.objectContaining({
        id: share.id,
        status: 'active',
        viewCount: 2,
        lastViewedAt: t.clock.now().toISOString(),
      }),
    ]);
  });

  it('shares trust signals (kind, severity, status only) when the tenant chose to', async () => {
    const tenant = await createTenant(t);
    await t.database.db
      .update(tenants)
      .set({ flags: { shareTrustSignals: true } })
      .where(eq(tenants.id, tenant.tenantId));
    const { token } = await sharedReport(tenant);
    const res = await t.app.inject({ method: 'GET', url: `/v1/public/reference-reports/${token}` });
    expect(res.json().trustSignals).toEqual([
      { kind: 'shared_ip_address', severity: 'medium', status: 'dismissed' },
    ]);
    expect(res.body).not.toContain('Same office');
  });

  it('answers 410 token_used after revoke, for every link of the report at once', async () => {
    const tenant = await createTenant(t);
    const { requestId, token } = await sharedReport(tenant);
    const second = await post(tenantUrl(tenant, requestId, '/share'), bearer(tenant.session), {
      expiresInDays: 7,
    });
    const token2 = second.json().url.split('/reports/')[1];
    const revoke = await post(tenantUrl(tenant, requestId, '/revoke'), bearer(tenant.session));
    expect(revoke.statusCode, revoke.body).toBe(200);
    expect(revoke.json().shareLinks.map((l: { status: string }) => l.status)).toEqual([
      'revoked',
      'revoked',
    ]);
    for (const tok of [token, token2]) {
      expectProblem(
        await t.app.inject({ method: 'GET', url: `/v1/public/reference-reports/${tok}` }),
        410,
        'token_used',
      );
      expectProblem(
        await t.app.inject({ method: 'GET', url: `/v1/public/reference-reports/${tok}/pdf` }),
        410,
        'token_used',
      );
    }
    const audit = await t.database.db
      .select({ metadata: auditEvents.metadata })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.tenantId, tenant.tenantId),
          eq(auditEvents.action, 'report.share_revoked'),
        ),
      );
    expect(audit).toHaveLength(1);
    expect((audit[0]!.metadata.shareLinkIds as string[]).length).toBe(2);
  });

  it('answers 410 token_expired after expiry and honours expiresAt', async () => {
    const tenant = await createTenant(t);
    const { requestId, token } = await sharedReport(tenant);
    const expiresAt = new Date(t.clock.now().getTime() + 2 * DAY_MS).toISOString();
    const custom = await post(tenantUrl(tenant, requestId, '/share'), bearer(tenant.session), {
      expiresAt,
    });
    expect(custom.json().expiresAt).toBe(expiresAt);
    const customToken = custom.json().url.split('/reports/')[1];
    t.clock.advance(3 * DAY_MS);
    expectProblem(
      await t.app.inject({ method: 'GET', url: `/v1/public/reference-reports/${customToken}` }),
      410,
      'token_expired',
    );
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/public/reference-reports/${token}` }))
        .statusCode,
    ).toBe(200);
    t.clock.advance(28 * DAY_MS);
    expectProblem(
      await t.app.inject({ method: 'GET', url: `/v1/public/reference-reports/${token}` }),
      410,
      'token_expired',
    );
  });

  it('refuses a past expiresAt, both fields at once, and unknown tokens', async () => {
    const tenant = await createTenant(t);
    const { requestId } = await sharedReport(tenant);
    const past = new Date(t.clock.now().getTime() - 1000).toISOString();
    expectProblem(
      await post(tenantUrl(tenant, requestId, '/share'), bearer(tenant.session), {
        expiresAt: past,
      }),
      400,
      'validation_failed',
    );
    expectProblem(
      await post(tenantUrl(tenant, requestId, '/share'), bearer(tenant.session), {
        expiresAt: past,
        expiresInDays: 3,
      }),
      400,
      'validation_failed',
    );
    expectProblem(
      await t.app.inject({ method: 'GET', url: `/v1/public/reference-reports/${'x'.repeat(43)}` }),
      404,
      'not_found',
    );
    expectProblem(
      await t.app.inject({ method: 'GET', url: '/v1/public/reference-reports/short' }),
      404,
      'not_found',
    );
  });

  it("never shows another tenant's or environment's report through a link", async () => {
    const a = await createTenant(t);
    const b = await createTenant(t);
    const live = await sharedReport(a, 'live', 'Alpha');
    const test = await sharedReport(a, 'test', 'Tessa');
    const other = await sharedReport(b, 'live', 'Bravo');
    const open = async (token: string) =>
      (await t.app.inject({ method: 'GET', url: `/v1/public/reference-reports/${token}` })).json();
    expect((await open(live.token)).candidate.firstName).toBe('Alpha');
    expect((await open(test.token)).candidate.firstName).toBe('Tessa');
    expect((await open(other.token)).candidate.firstName).toBe('Bravo');
    // Revoking tenant A's live report leaves its test report and tenant B's links alone.
    await post(tenantUrl(a, live.requestId, '/revoke'), bearer(a.session));
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/public/reference-reports/${test.token}` }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/public/reference-reports/${other.token}` }))
        .statusCode,
    ).toBe(200);
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
      ['report.drafted', 'report.approved', 'report.shared'].map((action) => ({
        action,
        actorKind: 'api_key',
        actorId: key.id,
      })),
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
