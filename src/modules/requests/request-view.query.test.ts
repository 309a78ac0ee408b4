import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import {
  bearer,
  createKey,
  createTenant,
  type TestKey,
  type TestTenant,
} from '../../../test/helpers/factories.ts';
import { seedRequest, TWO_ANSWERS } from '../reports/reports.test-factory.ts';
import { readReferenceRequestView } from './request-view.query.ts';
import { loadReferenceRequestView } from './requests.view.ts';

let t: TestApp;
let tenant: TestTenant;
let key: TestKey;
beforeAll(async () => {
  t = await buildTestApp();
  tenant = await createTenant(t);
  key = await createKey(t, tenant);
});
afterAll(async () => t.close());

const scope = () => ({ tenantId: tenant.tenantId, environment: 'live' as const });

async function expectSameView(requestId: string) {
  const composed = await loadReferenceRequestView(t.database.db, scope(), requestId);
  const single = await readReferenceRequestView(t.database.db, scope(), requestId, t.clock.now());
  expect(single?.view).toEqual(composed);
  return single!.view;
}

async function post(url: string) {
  const res = await t.app.inject({ method: 'POST', url, headers: bearer(key.plaintext) });
  expect(res.statusCode, res.body).toBe(200);
}

describe('readReferenceRequestView (one statement)', () => {
  it('answers exactly what the composed view answers, through draft, approval and share links', async () => {
    const seeded = await seedRequest(t, tenant, { referees: TWO_ANSWERS });
    const id = seeded.requestId;
    expect((await expectSameView(id)).report).toBeNull();

    await post(`/v1/api/reference-requests/${id}/valuation/draft`);
    expect((await expectSameView(id)).report).toMatchObject({
      status: 'draft',
      approvedVersion: null,
    });

    await post(`/v1/api/reference-requests/${id}/valuation/approve`);
    await post(`/v1/api/reference-requests/${id}/share`);
    await post(`/v1/api/reference-requests/${id}/share`);
    const revoke = await t.app.inject({
      method: 'POST',
      url: `/v1/tenants/${tenant.tenantId}/reference-reports/${id}/revoke`,
      headers: bearer(tenant.session),
      payload: {},
    });
    expect(revoke.statusCode).toBe(200);
    await post(`/v1/api/reference-requests/${id}/share`);
    const view = await expectSameView(id);
    expect(view.report).toMatchObject({
      status: 'approved',
      approvedVersion: 1,
      activeShareLinks: 1,
    });
    expect(view.contacts.length).toBeGreaterThan(1);
  });

  it('says when the view stops being true without a write: the next active share link expiry', async () => {
    const seeded = await seedRequest(t, tenant, { referees: TWO_ANSWERS });
    const id = seeded.requestId;
    const read = () => readReferenceRequestView(t.database.db, scope(), id, t.clock.now());
    expect((await read())?.staleAt).toBeNull();
    await post(`/v1/api/reference-requests/${id}/valuation/draft`);
    await post(`/v1/api/reference-requests/${id}/valuation/approve`);
    const share = await t.app.inject({
      method: 'POST',
      url: `/v1/api/reference-requests/${id}/share`,
      headers: bearer(key.plaintext),
    });
    const expiresAt = new Date(share.json().expiresAt as string);
    expect((await read())?.staleAt?.getTime()).toBe(expiresAt.getTime());
  });

  it('finds nothing for another tenant or environment', async () => {
    const seeded = await seedRequest(t, tenant, { referees: TWO_ANSWERS });
    const other = await createTenant(t);
    const db = t.database.db;
    const now = t.clock.now();
    expect(
      await readReferenceRequestView(
        db,
        { tenantId: other.tenantId, environment: 'live' },
        seeded.requestId,
        now,
      ),
    ).toBeNull();
    expect(
      await readReferenceRequestView(
        db,
        { tenantId: tenant.tenantId, environment: 'test' },
        seeded.requestId,
        now,
      ),
    ).toBeNull();
  });
});
