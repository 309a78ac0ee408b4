import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers/app.ts';
import { bearer, createKey, createTenant, type TestKey } from '../../test/helpers/factories.ts';
import { createRequestViaApi, lifecycle } from '../../test/helpers/participants.ts';
import { DAY_MS } from '../core/clock.ts';
import { participantCopy } from '../core/participant-copy.ts';
import { reportRoutes } from '../modules/reports/report-routes.test-helper.ts';

/**
 * Each participant page's dead link says why it ended (issue 31, "Pages
 * that say what happened"): the public API answers the reason (`reason` on
 * a 410, or the code's usual one), the page shows the catalogue's words for
 * it (test/browser/participant-pages.test.ts checks the words on screen).
 */
let t: TestApp;
let key: TestKey;
beforeAll(async () => {
  t = await buildTestApp();
  key = await createKey(t, await createTenant(t), { environment: 'test' });
});
afterAll(async () => t.close());

const { tenantUrl, post, sharedReport } = reportRoutes(() => t);
const get = (url: string) => t.app.inject({ method: 'GET', url });

async function linksOf(requestId: string): Promise<Record<string, string>> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/v1/api/test-helpers/reference-requests/${requestId}/links`,
    headers: bearer(key.plaintext),
  });
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data as { purpose: string; url: string }[];
  return Object.fromEntries(data.map((l) => [l.purpose, new URL(l.url).pathname.split('/')[2]!]));
}

/** A manual request with one referee invited: its referee token. */
async function refereeToken(): Promise<{ requestId: string; token: string }> {
  const request = await createRequestViaApi(t, key, {
    launchMode: 'manual_references',
    candidate: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
    contacts: [
      {
        firstName: 'Charles',
        lastName: 'Babbage',
        email: 'charles@example.com',
        phone: '+14155550123',
      },
    ],
  });
  await lifecycle(t, key, request.id, 'grant_candidate_consent');
  await lifecycle(t, key, request.id, 'queue_outreach');
  return { requestId: request.id, token: (await linksOf(request.id)).referee! };
}

/** A candidate-intake request: its intake token. */
async function intakeToken(): Promise<{ requestId: string; token: string }> {
  const request = await createRequestViaApi(t, key, {
    launchMode: 'candidate_intake',
    candidate: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' },
  });
  return { requestId: request.id, token: (await linksOf(request.id)).intake! };
}

async function cancel(requestId: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/v1/api/reference-requests/${requestId}/cancel`,
    headers: bearer(key.plaintext),
    payload: {},
  });
  expect(res.statusCode, res.body).toBe(200);
}

function expectReason(res: { statusCode: number; body: string }, status: number, reason: string) {
  expect(res.statusCode, res.body).toBe(status);
  const problem = JSON.parse(res.body);
  const byCode = { token_expired: 'expired', token_used: 'used', not_found: 'invalid' };
  expect(problem.reason ?? byCode[problem.code as keyof typeof byCode]).toBe(reason);
  // Every reason has its words on the pages.
  expect(participantCopy().problems.byReason[reason]?.title).toBeTruthy();
}

describe('a dead participant link answers why it ended', () => {
  it('intake (and consent): cancelled, used, expired, invalid', async () => {
    const cancelled = await intakeToken();
    await cancel(cancelled.requestId);
    expectReason(await get(`/v1/public/intake/${cancelled.token}`), 410, 'cancelled');

    const used = await intakeToken();
    const abandon = await t.app.inject({
      method: 'POST',
      url: `/v1/public/intake/${used.token}/abandon`,
      payload: {},
    });
    expect(abandon.statusCode, abandon.body).toBe(200);
    expectReason(await get(`/v1/public/intake/${used.token}`), 410, 'used');

    const expired = await intakeToken();
    t.clock.advance(15 * DAY_MS);
    expectReason(await get(`/v1/public/intake/${expired.token}`), 410, 'expired');

    expectReason(await get(`/v1/public/intake/${'x'.repeat(43)}`), 404, 'invalid');
  });

  it('referee: cancelled, used, expired, invalid', async () => {
    const cancelled = await refereeToken();
    await cancel(cancelled.requestId);
    expectReason(await get(`/v1/public/referee/${cancelled.token}`), 410, 'cancelled');

    const used = await refereeToken();
    const decline = await t.app.inject({
      method: 'POST',
      url: `/v1/public/referee/${used.token}/abandon`,
      payload: {},
    });
    expect(decline.statusCode, decline.body).toBe(200);
    expectReason(await get(`/v1/public/referee/${used.token}`), 410, 'used');

    const expired = await refereeToken();
    t.clock.advance(15 * DAY_MS);
    expectReason(await get(`/v1/public/referee/${expired.token}`), 410, 'expired');

    expectReason(await get(`/v1/public/referee/${'y'.repeat(43)}`), 404, 'invalid');
  });

  it('shared report: revoked, expired, invalid', async () => {
    const tenant = await createTenant(t);
    const revoked = await sharedReport(tenant);
    await post(tenantUrl(tenant, revoked.requestId, '/revoke'), bearer(tenant.session));
    expectReason(await get(`/v1/public/reference-reports/${revoked.token}`), 410, 'revoked');

    const expired = await sharedReport(await createTenant(t));
    t.clock.advance(400 * DAY_MS);
    expectReason(await get(`/v1/public/reference-reports/${expired.token}`), 410, 'expired');

    expectReason(await get(`/v1/public/reference-reports/${'z'.repeat(43)}`), 404, 'invalid');
  });
});

describe('a truncated participant link', () => {
  it.each(['/referee/', '/referee', '/intake/', '/reports/', '/permissions/', '/withdraw/'])(
    '%s answers the page (its script shows "not valid"), not JSON',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="app">');
    },
  );
});
