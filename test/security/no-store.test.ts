import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportRoutes } from '../../src/modules/reports/report-routes.test-helper.ts';
import {
  askPermission,
  consentScenario,
  tokenOf,
} from '../../src/modules/reuse-permissions/reuse-permissions.test-helper.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { createKey, createTenant, type TestKey, type TestTenant } from '../helpers/factories.ts';
import { createRequestViaApi, lifecycle, tokenFromMail } from '../helpers/participants.ts';

/**
 * Issue 13, item 7: participant answers carry tokens and personal data, so no
 * browser or proxy may keep them. Every `/v1/public/...` answer (success,
 * error, event stream) and every participant page says `no-store`.
 */
let t: TestApp;
let tenant: TestTenant;
let key: TestKey;
const reports = reportRoutes(() => t);

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await createTenant(t, 'Acme Hiring');
  key = await createKey(t, tenant);
});
afterAll(async () => t.close());

function expectNoStore(
  res: { headers: Record<string, unknown>; statusCode: number },
  what: string,
) {
  expect(String(res.headers['cache-control']), `${what} (${res.statusCode})`).toMatch(
    /(^|,\s*)no-store(,|$)/,
  );
}

const BOGUS = 'x'.repeat(43);

/** Every public route, with its method: the token is the only credential. */
const PUBLIC_ROUTES: Array<[string, string]> = [
  ['GET', '/v1/public/intake/:token'],
  ['POST', '/v1/public/intake/:token/messages'],
  ['POST', '/v1/public/intake/:token/complete'],
  ['POST', '/v1/public/intake/:token/abandon'],
  ['PUT', '/v1/public/intake/:token/referees'],
  ['GET', '/v1/public/referee/:token'],
  ['POST', '/v1/public/referee/:token/messages'],
  ['POST', '/v1/public/referee/:token/complete'],
  ['POST', '/v1/public/referee/:token/abandon'],
  ['GET', '/v1/public/reference-reports/:token'],
  ['GET', '/v1/public/reference-reports/:token/pdf'],
  ['GET', '/v1/public/permissions/:token'],
  ['POST', '/v1/public/permissions/:token/approve'],
  ['POST', '/v1/public/permissions/:token/decline'],
  ['GET', '/v1/public/withdrawals/:token'],
  ['POST', '/v1/public/withdrawals/:token/withdraw'],
];

describe('Cache-Control: no-store on participant answers', () => {
  it('lists every public route of the app', () => {
    const printed = t.app.printRoutes({ commonPrefix: false });
    const publicLines = printed.split('\n').filter((line) => line.includes('/v1/public/'));
    // printRoutes shows each path once with its methods; every one is in the table above.
    for (const line of publicLines) {
      const path = /(\/v1\/public\/\S+)/.exec(line)![1]!;
      expect(
        PUBLIC_ROUTES.some(([, p]) => p === path),
        `${path} is missing from PUBLIC_ROUTES`,
      ).toBe(true);
    }
  });

  it.each(PUBLIC_ROUTES)('%s %s answers an unknown token with no-store', async (method, path) => {
    const res = await t.app.inject({
      method: method as 'GET' | 'POST' | 'PUT',
      url: path.replace(':token', BOGUS),
      ...(path.endsWith('/messages') ? { payload: { message: 'hello' } } : {}),
      ...(path.endsWith('/referees') ? { payload: { contacts: [] } } : {}),
    });
    expect(res.statusCode).toBe(404);
    expectNoStore(res, `${method} ${path}`);
  });

  it('an unknown public path and a validation error answer no-store', async () => {
    expectNoStore(await t.app.inject({ url: '/v1/public/nothing-here' }), 'unknown path');
    const invalid = await t.app.inject({
      method: 'POST',
      url: `/v1/public/intake/${BOGUS}/messages`,
      payload: { message: '' },
    });
    expect(invalid.statusCode).toBe(400);
    expectNoStore(invalid, 'validation error');
  });

  it('intake: the session, the event stream and the result answer no-store', async () => {
    const email = 'nostore.ada@example.org';
    await createRequestViaApi(t, key, {
      launchMode: 'candidate_intake',
      candidate: { firstName: 'Ada', lastName: 'Lovelace', email },
    });
    const token = tokenFromMail(t, email, 'intake');
    expectNoStore(await t.app.inject({ url: `/v1/public/intake/${token}` }), 'intake session');
    const stream = await t.app.inject({
      method: 'POST',
      url: `/v1/public/intake/${token}/messages`,
      payload: { message: 'yes' },
    });
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    expectNoStore(stream, 'intake stream');
    const abandon = await t.app.inject({
      method: 'POST',
      url: `/v1/public/intake/${token}/abandon`,
    });
    expect(abandon.statusCode).toBe(200);
    expectNoStore(abandon, 'intake abandon');
    const used = await t.app.inject({ url: `/v1/public/intake/${token}` });
    expect(used.statusCode).toBe(410);
    expectNoStore(used, 'used intake link');
  });

  it('referee: the session, the event stream and the response answer no-store', async () => {
    const request = await createRequestViaApi(t, key, {
      launchMode: 'manual_references',
      candidate: { firstName: 'Ada', lastName: 'Lovelace', email: 'nostore.ada2@example.org' },
      contacts: [
        {
          firstName: 'Jane',
          lastName: 'Doe',
          email: 'nostore.jane@example.org',
          phone: '+14155550100',
        },
      ],
    });
    await lifecycle(t, key, request.id, 'grant_candidate_consent');
    await lifecycle(t, key, request.id, 'queue_outreach');
    const token = tokenFromMail(t, 'nostore.jane@example.org', 'referee');
    expectNoStore(await t.app.inject({ url: `/v1/public/referee/${token}` }), 'referee session');
    expectNoStore(
      await t.app.inject({
        method: 'POST',
        url: `/v1/public/referee/${token}/messages`,
        payload: { message: 'I was her manager for 2 years' },
      }),
      'referee stream',
    );
    const complete = await t.app.inject({
      method: 'POST',
      url: `/v1/public/referee/${token}/complete`,
      payload: { answers: { strengths: 'Great', ratings: { teamwork: 5 } } },
    });
    expect(complete.statusCode).toBe(200);
    expectNoStore(complete, 'referee complete');
  });

  it('shared report: JSON and PDF answer no-store', async () => {
    const { token } = await reports.sharedReport(tenant);
    const json = await t.app.inject({ url: `/v1/public/reference-reports/${token}` });
    expect(json.statusCode).toBe(200);
    expectNoStore(json, 'report');
    const pdf = await t.app.inject({ url: `/v1/public/reference-reports/${token}/pdf` });
    expect(pdf.statusCode).toBe(200);
    expectNoStore(pdf, 'report pdf');
  });

  it('permission: the view and the answer are no-store', async () => {
    const s = await consentScenario(t, createTenant);
    const asked = await askPermission(t, s.tenant, {
      candidateId: s.candidate.candidateId,
      targetReferenceRequestId: s.target.requestId,
      scopes: ['reference_collection'],
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const token = tokenOf(asked.json().permissionUrl);
    const view = await t.app.inject({ url: `/v1/public/permissions/${token}` });
    expect(view.statusCode).toBe(200);
    expectNoStore(view, 'permission view');
    const answer = await t.app.inject({
      method: 'POST',
      url: `/v1/public/permissions/${token}/decline`,
    });
    expect(answer.statusCode).toBe(200);
    expectNoStore(answer, 'permission answer');
  });

  it.each(['intake', 'referee', 'reports', 'permissions'])(
    'the /%s/<token> page is no-store',
    async (prefix) => {
      expectNoStore(await t.app.inject({ url: `/${prefix}/${BOGUS}` }), `/${prefix} page`);
      // A malformed page address (no token) must not be cacheable either.
      expectNoStore(await t.app.inject({ url: `/${prefix}/` }), `/${prefix}/ without token`);
    },
  );
});
