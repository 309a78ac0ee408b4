import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import {
  bearer,
  createKey,
  createTenant,
  type TestTenant,
} from '../../../test/helpers/factories.ts';
import { newId } from '../../core/ids.ts';
import { trustSignals } from '../../db/schema/index.ts';
import { reportRoutes } from './report-routes.test-helper.ts';
import { seedRequest, TWO_ANSWERS } from './reports.test-helper.ts';

/**
 * Issue 31, "a report checked before it is approved": the facts of a weak
 * decision on the report state, the preview through the shared page's view,
 * and the dashboard naming each signal's candidate.
 */
let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
const routes = reportRoutes(() => t);

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await createTenant(t);
  other = await createTenant(t);
});
afterAll(() => t.close());

const get = (url: string, who: TestTenant | null = tenant) =>
  t.app.inject({ method: 'GET', url, headers: who ? bearer(who.session) : {} });

async function addSignal(
  requestId: string,
  contactId: string | null,
  severity: 'low' | 'medium' | 'high',
  status: 'open' | 'dismissed' = 'open',
  environment: 'live' | 'test' = 'live',
) {
  const now = t.clock.now();
  await t.database.db.insert(trustSignals).values({
    id: newId('trustSignal'),
    tenantId: tenant.tenantId,
    environment,
    referenceRequestId: requestId,
    contactId,
    kind: severity === 'low' ? 'free_mail_professional' : 'shared_ip_with_candidate',
    severity,
    status,
    reviewNote: null,
    details: { reason: "The referee's link was opened from the candidate's IP address." },
    createdAt: now,
    updatedAt: now,
  });
}

describe('approval checks on the report state', () => {
  it('lists the unanswered referees and the open medium or high signals, with names', async () => {
    const { requestId, contactIds } = await seedRequest(t, tenant, { referees: TWO_ANSWERS });
    await addSignal(requestId, contactIds[0]!, 'high');
    await addSignal(requestId, contactIds[1]!, 'low');
    await addSignal(requestId, contactIds[1]!, 'medium', 'dismissed');
    const state = (await get(routes.tenantUrl(tenant, requestId))).json();
    expect(state.approvalChecks).toEqual({
      weak: true,
      unansweredReferees: [{ contactId: contactIds[2], name: 'Carol White', status: 'invited' }],
      openTrustSignals: [
        {
          id: expect.any(String),
          kind: 'shared_ip_with_candidate',
          severity: 'high',
          contactId: contactIds[0],
          refereeName: 'Alice Smith',
        },
      ],
    });
  });

  it('is not weak when every referee answered and no signal is open', async () => {
    const { requestId } = await seedRequest(t, tenant, { referees: TWO_ANSWERS.slice(0, 2) });
    const state = (await get(routes.tenantUrl(tenant, requestId))).json();
    expect(state.approvalChecks).toEqual({
      weak: false,
      unansweredReferees: [],
      openTrustSignals: [],
    });
  });

  it('still approves a weak decision without any confirmation flag (session and API key)', async () => {
    const key = (await createKey(t, tenant, { scopes: ['valuations:write'] })).plaintext;
    for (const via of ['session', 'key'] as const) {
      const { requestId, contactIds } = await seedRequest(t, tenant, { referees: TWO_ANSWERS });
      await addSignal(requestId, contactIds[0]!, 'high');
      const auth = via === 'session' ? bearer(tenant.session) : bearer(key);
      const base = `/v1/api/reference-requests/${requestId}/valuation`;
      const draft =
        via === 'session'
          ? await routes.post(routes.tenantUrl(tenant, requestId, '/draft'), auth)
          : await routes.post(`${base}/draft`, auth);
      expect(draft.statusCode, draft.body).toBe(200);
      const approved =
        via === 'session'
          ? await routes.post(routes.tenantUrl(tenant, requestId, '/approve'), auth)
          : await routes.post(`${base}/approve`, auth);
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json()).toMatchObject({ status: 'approved', approvalChecks: { weak: true } });
    }
  });
});

describe('report preview', () => {
  it('answers 409 before the first draft, 404 for another tenant, 401 without a session', async () => {
    const { requestId } = await seedRequest(t, tenant, { referees: TWO_ANSWERS });
    const url = routes.tenantUrl(tenant, requestId, '/preview');
    routes.expectProblem(await get(url), 409, 'invalid_transition');
    routes.expectProblem(await get(url, null), 401, 'missing_credentials');
    const foreign = routes.tenantUrl(other, requestId, '/preview');
    routes.expectProblem(await get(foreign, other), 404, 'not_found');
    const otherEnv = routes.tenantUrl(tenant, requestId, '/preview', 'test');
    routes.expectProblem(await get(otherEnv), 404, 'not_found');
  });

  it('shows the draft as its share link shows it once approved', async () => {
    const { requestId } = await seedRequest(t, tenant, {
      candidate: { firstName: 'Grace', lastName: 'Hopper' },
      referees: TWO_ANSWERS,
    });
    const auth = bearer(tenant.session);
    await routes.post(routes.tenantUrl(tenant, requestId, '/draft'), auth);
    const preview = await get(routes.tenantUrl(tenant, requestId, '/preview'));
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.headers['cache-control']).toContain('no-store');
    expect(preview.json()).toMatchObject({
      object: 'shared_report',
      candidate: { name: expect.stringContaining('Grace') },
      version: 1,
      // A draft says it is a draft: no approval date, no approver.
      draft: true,
      approvedAt: null,
      approverName: null,
    });

    await routes.post(routes.tenantUrl(tenant, requestId, '/approve'), auth);
    const share = await routes.post(routes.tenantUrl(tenant, requestId, '/share'), auth, {});
    const token = (share.json().url as string).split('/reports/')[1]!;
    const shared = (await get(`/v1/public/reference-reports/${token}`, null)).json();
    const { approvedAt: _a, expiresAt: _e, ...sharedRest } = shared;
    const { approvedAt: _c, approverName: _d, ...sharedBody } = sharedRest;
    const {
      approvedAt: _b,
      expiresAt: _f,
      approverName: _g,
      draft: _h,
      ...previewRest
    } = preview.json();
    expect(previewRest).toEqual(sharedBody);
    // Once approved, the preview names the approval as the share link does.
    const approvedPreview = (await get(routes.tenantUrl(tenant, requestId, '/preview'))).json();
    expect(approvedPreview).toMatchObject({
      draft: false,
      approvedAt: shared.approvedAt,
      approverName: shared.approverName,
    });
    // Previewing counts no view of any link.
    const state = (await get(routes.tenantUrl(tenant, requestId))).json();
    expect(state.shareLinks[0].viewCount).toBe(1);
  });

  it('serves the shared report page for the console to frame', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/app/report-preview/rr_x' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('/assets/report.js');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('dashboard trust signals', () => {
  it("name each signal's candidate, within the tenant and environment", async () => {
    const { requestId, contactIds } = await seedRequest(t, tenant, {
      environment: 'test',
      candidate: { firstName: 'Katherine', lastName: 'Johnson' },
      referees: TWO_ANSWERS,
    });
    await addSignal(requestId, contactIds[0]!, 'high', 'open', 'test');
    const workspace = (
      await get(`/v1/tenants/${tenant.tenantId}/workspace?environment=test`)
    ).json();
    expect(workspace.openTrustSignals).toEqual([
      expect.objectContaining({
        referenceRequestId: requestId,
        candidate: expect.objectContaining({ firstName: 'Katherine', lastName: 'Johnson' }),
      }),
    ]);
    const live = (await get(`/v1/tenants/${tenant.tenantId}/workspace?environment=live`)).json();
    expect(
      live.openTrustSignals.some(
        (s: { referenceRequestId: string }) => s.referenceRequestId === requestId,
      ),
    ).toBe(false);
  });
});
