import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { bearer, createTenant, type TestTenant } from '../../../test/helpers/factories.ts';
import { reportVersions, tenants, trustSignals } from '../../db/schema/index.ts';
import { pdfText } from './pdf-text.test-helper.ts';
import { reportRoutes } from './report-routes.test-helper.ts';
import { seedRequest, TWO_ANSWERS } from './reports.test-helper.ts';

/** Issue 14 item 13: the shared report tells the truth. */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const { tenantUrl, post } = reportRoutes(() => t);

async function sharingTenant(): Promise<TestTenant> {
  const tenant = await createTenant(t);
  await t.database.db
    .update(tenants)
    .set({ flags: { shareTrustSignals: true } })
    .where(eq(tenants.id, tenant.tenantId));
  return tenant;
}

async function approveAndShare(tenant: TestTenant, requestId: string) {
  const auth = bearer(tenant.session);
  expect((await post(tenantUrl(tenant, requestId, '/approve'), auth)).statusCode).toBe(200);
  const share = await post(tenantUrl(tenant, requestId, '/share'), auth, {});
  expect(share.statusCode, share.body).toBe(200);
  return (share.json().url as string).split('/reports/')[1]!;
}

describe('the shared report', () => {
  it('shows a trust signal reviewed between draft and approval with its review, not as open', async () => {
    const tenant = await sharingTenant();
    const { requestId } = await seedRequest(t, tenant, {
      referees: TWO_ANSWERS,
      trustSignal: { kind: 'shared_ip_address', severity: 'medium' },
    });
    const auth = bearer(tenant.session);
    const draft = await post(tenantUrl(tenant, requestId, '/draft'), auth);
    expect(draft.json().valuation.trustSignals[0].status).toBe('open');

    const [signal] = await t.database.db
      .select()
      .from(trustSignals)
      .where(eq(trustSignals.referenceRequestId, requestId));
    const review = await t.app.inject({
      method: 'PATCH',
      url: `/v1/tenants/${tenant.tenantId}/trust-signals/${signal!.id}`,
      headers: auth,
      payload: { status: 'dismissed', note: 'Same office, checked.' },
    });
    expect(review.statusCode, review.body).toBe(200);

    const token = await approveAndShare(tenant, requestId);
    const shared = await t.app.inject({ url: `/v1/public/reference-reports/${token}` });
    expect(shared.json().trustSignals).toEqual([
      { kind: 'shared_ip_address', severity: 'medium', status: 'dismissed' },
    ]);
    const pdf = await t.app.inject({ url: `/v1/public/reference-reports/${token}/pdf` });
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toContain('0 open, 0 confirmed, 1 dismissed');
    const state = await t.app.inject({ url: tenantUrl(tenant, requestId), headers: auth });
    expect(state.json().valuation.trustSignals[0]).toMatchObject({
      status: 'dismissed',
      reviewNote: 'Same office, checked.',
    });
  });

  it("does not print the referee's closing small talk as a highlight or a concern", async () => {
    const tenant = await sharingTenant();
    const { requestId } = await seedRequest(t, tenant, {
      referees: [
        {
          firstName: 'Alice',
          lastName: 'Smith',
          answers: {
            ratings: { communication: 5 },
            strengths: 'Explains hard things simply.',
            comments: 'Nothing else, thanks',
            improvements: 'no',
          },
        },
        {
          firstName: 'Bob',
          lastName: 'Jones',
          answers: { ratings: { communication: 4 }, comments: 'No, she mentored the whole team.' },
        },
      ],
    });
    const auth = bearer(tenant.session);
    const draft = await post(tenantUrl(tenant, requestId, '/draft'), auth);
    const { highlights, concerns, questions } = draft.json().valuation;
    expect(highlights.map((q: { text: string }) => q.text)).toEqual([
      'Explains hard things simply.',
    ]);
    expect(concerns).toEqual([]);
    // "Anything else" (no purpose) is answered under its prompt, its small talk left out there too.
    const comments = questions.find((q: { key: string }) => q.key === 'comments');
    expect(comments.quotes.map((q: { text: string }) => q.text)).toEqual([
      'No, she mentored the whole team.',
    ]);

    const token = await approveAndShare(tenant, requestId);
    const pdf = await t.app.inject({ url: `/v1/public/reference-reports/${token}/pdf` });
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toContain('Explains hard things simply.');
    expect(text).not.toContain('Nothing else');
  });

  it('leaves small talk out of versions approved before it was filtered', async () => {
    const tenant = await sharingTenant();
    const { requestId } = await seedRequest(t, tenant, { referees: TWO_ANSWERS });
    const auth = bearer(tenant.session);
    const draft = await post(tenantUrl(tenant, requestId, '/draft'), auth);
    const stored = draft.json().valuation;
    const legacy = {
      ...stored,
      highlights: [
        ...stored.highlights,
        { refereeName: 'Bob Jones', source: 'comments', text: 'No, that’s all. Thank you!' },
      ],
    };
    await t.database.db
      .update(reportVersions)
      .set({ content: legacy })
      .where(eq(reportVersions.id, draft.json().id));
    const token = await approveAndShare(tenant, requestId);
    const shared = await t.app.inject({ url: `/v1/public/reference-reports/${token}` });
    expect(shared.json().highlights.map((q: { text: string }) => q.text)).toEqual([
      'Explains hard things simply.',
    ]);
  });
});
