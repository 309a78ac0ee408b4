import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { bearer, createTenant } from '../../../test/helpers/factories.ts';
import {
  EVERY_KIND_ANSWERS,
  EVERY_KIND_QUESTIONS,
  EVERY_KIND_REFEREES,
  LONG_ANSWER,
} from './every-kind.test-helper.ts';
import { pdfText } from './pdf-text.test-helper.ts';
import { reportRoutes } from './report-routes.test-helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const { tenantUrl, sharedReport } = reportRoutes(() => t);

const referees = EVERY_KIND_ANSWERS.map((answers, i) => {
  const [firstName, lastName] = EVERY_KIND_REFEREES[i]!.split(' ');
  return { firstName: firstName!, lastName: lastName!, relationship: 'manager', answers };
});

/** A request that pinned a custom questionnaire with every kind, its report approved and shared. */
async function everyKindReport() {
  const tenant = await createTenant(t);
  const shared = await sharedReport(tenant, 'live', 'Ana', {
    questions: EVERY_KIND_QUESTIONS,
    referees,
    lastName: 'García',
  });
  return { tenant, ...shared };
}

describe("the report follows the request's pinned questionnaire", () => {
  it('the API gives each question its unrounded figures, in its kind form', async () => {
    const { tenant, requestId } = await everyKindReport();
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/tenants/${tenant.tenantId}/reference-requests/${requestId}/valuation?environment=live`,
      headers: bearer(tenant.session),
    });
    const latest = res.statusCode === 404 ? null : res.json();
    const report = await t.app.inject({
      method: 'GET',
      url: tenantUrl(tenant, requestId),
      headers: bearer(tenant.session),
    });
    expect(report.statusCode, report.body).toBe(200);
    const v = report.json().valuation;
    if (latest) expect(latest.valuation.questions).toEqual(v.questions);
    expect(v.questionnaire).toMatchObject({ version: 1, name: 'Engineering references' });
    const byKey = Object.fromEntries(v.questions.map((q: { key: string }) => [q.key, q])) as Record<
      string,
      Record<string, unknown>
    >;
    expect(v.questions.map((q: { key: string }) => q.key)).toEqual(
      EVERY_KIND_QUESTIONS.map((q) => q.key),
    );
    expect(byKey.ownership).toMatchObject({ kind: 'rating', label: 'Ownership', count: 3 });
    expect(byKey.ownership!.mean).toBeCloseTo(13 / 3, 10);
    expect(byKey.ownership!.stdDev).toBeCloseTo(0.4714, 4);
    expect(byKey.craft).toMatchObject({ kind: 'rating', mean: 4.5, count: 2 });
    expect(v.overall.score).toBeCloseTo((13 / 3 + 4.5) / 2, 10);
    expect(byKey.onCall).toMatchObject({ kind: 'yes_no', yes: 2, no: 1, count: 3 });
    expect(byKey.workStyle).toMatchObject({
      kind: 'choice',
      distribution: [
        { option: 'Independently', count: 0 },
        { option: 'In a small team', count: 2 },
        { option: 'Leading others', count: 1 },
      ],
    });
    expect(byKey.tools).toMatchObject({ kind: 'choice', multiple: true, count: 2 });
    expect(byKey.teamSize).toMatchObject({ kind: 'number', mean: 7.5, min: 6, max: 9 });
    expect(byKey.bestWork).toMatchObject({
      kind: 'text',
      quotes: [
        { refereeName: 'Alice Smith', text: LONG_ANSWER.trim() },
        { refereeName: 'Bob Jones', text: 'The migration 🚀 went out without downtime.' },
      ],
    });
  });

  it('the shared report carries the same questions, and its PDF shows each kind, rounded once', async () => {
    const { token } = await everyKindReport();
    const shared = await t.app.inject({
      method: 'GET',
      url: `/v1/public/reference-reports/${token}`,
    });
    expect(shared.statusCode, shared.body).toBe(200);
    const body = shared.json();
    expect(body.questionnaire.name).toBe('Engineering references');
    expect(body.questions).toHaveLength(EVERY_KIND_QUESTIONS.length);

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/v1/public/reference-reports/${token}/pdf`,
    });
    expect(pdf.statusCode).toBe(200);
    // Transliterated, not cut at the accent ("garci-a").
    expect(pdf.headers['content-disposition']).toContain('reference-report-ana-garcia-v1.pdf');
    const { text } = await pdfText(pdf.rawPayload);
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('4.4 / 5'); // 4.41667
    expect(flat).toMatch(/Ownership 4\.3 0\.5 4–5 3/);
    expect(flat).toMatch(/Craft 4\.5 0\.5 4–5 2/);
    expect(flat).toContain('Did they take part in on-call?');
    expect(flat).toContain('Yes: 2 · No: 1');
    expect(flat).toContain('In a small team: 2 of 3');
    expect(flat).toContain('SQL: 2 of 2');
    expect(flat).toContain('Alice Smith: 6');
    expect(flat).toContain('Mean 7.5 (from 6 to 9)');
    // The long answer whole, no ellipsis; the emoji left out cleanly, no empty box.
    expect(flat).toContain('and the last words are here.');
    expect(flat).not.toContain('…');
    expect(flat).toContain('The migration went out without downtime.');
  });
});
