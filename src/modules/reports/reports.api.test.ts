import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import {
  bearer,
  createKey,
  createTenant,
  type TestTenant,
} from '../../../test/helpers/factories.ts';
import { seedRequest, TWO_ANSWERS } from './reports.test-helper.ts';

let t: TestApp;
let tenant: TestTenant;
let key: string;

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await createTenant(t);
  key = (
    await createKey(t, tenant, {
      scopes: ['reports:read', 'reports:write', 'valuations:read', 'valuations:write'],
    })
  ).plaintext;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string) =>
  t.app.inject({ method, url, headers: bearer(key) });

describe('reports through an API key', () => {
  it('reads the valuation, the report and its PDF, and revokes every share link', async () => {
    const { requestId } = await seedRequest(t, tenant, { referees: TWO_ANSWERS });
    const base = `/v1/api/reference-requests/${requestId}`;

    const none = await call('GET', `${base}/valuation`);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({
      code: 'not_found',
      detail: expect.stringMatching(/no valuation yet/),
    });
    expect((await call('GET', `${base}/report`)).json()).toMatchObject({ status: 'none' });
    const early = await call('GET', `${base}/report/pdf`);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'invalid_transition', allowedActions: ['draft'] });

    await call('POST', `${base}/valuation/draft`);
    const draft = await call('GET', `${base}/valuation`);
    expect(draft.json()).toMatchObject({ object: 'valuation', status: 'draft', version: 1 });
    await call('POST', `${base}/valuation/approve`);
    const approved = await call('GET', `${base}/valuation`);
    expect(approved.json()).toMatchObject({ status: 'approved', version: 1 });
    expect(approved.json().approvedAt).toEqual(expect.any(String));

    const pdf = await call('GET', `${base}/report/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const share = await call('POST', `${base}/share`);
    const token = new URL(share.json().url).pathname.split('/').at(-1)!;
    const revoked = await call('POST', `${base}/share/revoke`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().shareLinks.map((l: { status: string }) => l.status)).toEqual(['revoked']);
    const opened = await t.app.inject({
      method: 'GET',
      url: `/v1/public/reference-reports/${token}`,
    });
    expect(opened.statusCode).toBe(410);
  });

  it('answers 409 when revoking before any report exists', async () => {
    const { requestId } = await seedRequest(t, tenant, { referees: TWO_ANSWERS });
    const res = await call('POST', `/v1/api/reference-requests/${requestId}/share/revoke`);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('invalid_transition');
  });
});
