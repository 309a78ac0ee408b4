import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { bearer, createTenant } from '../../../test/helpers/factories.ts';
import { DAY_MS } from '../../core/clock.ts';
import { auditEvents, recruiters, tenants } from '../../db/schema/index.ts';
import { pdfText } from './pdf-text.test-helper.ts';
import { reportRoutes } from './report-routes.test-helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const { tenantUrl, post, expectProblem, sharedReport } = reportRoutes(() => t);

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
    expect(text).toContain('4.0 / 5');
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

  it('does not count a HEAD (a link checker, a prefetch) as a view', async () => {
    const tenant = await createTenant(t);
    const { requestId, token } = await sharedReport(tenant);
    for (const suffix of ['', '/pdf']) {
      const head = await t.app.inject({
        method: 'HEAD',
        url: `/v1/public/reference-reports/${token}${suffix}`,
      });
      expect(head.statusCode).toBe(200);
    }
    const state = await t.app.inject({
      method: 'GET',
      url: tenantUrl(tenant, requestId),
      headers: bearer(tenant.session),
    });
    expect(state.json().shareLinks).toEqual([
      expect.objectContaining({ viewCount: 0, lastViewedAt: null }),
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
