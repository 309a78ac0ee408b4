import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import {
  bearer,
  createKey,
  createTenant,
  type TestTenant,
} from '../../../test/helpers/factories.ts';
import { createRequestFor, manualRequestBody } from './requests.test-helper.ts';

let t: TestApp;
let tenant: TestTenant;
let key: string;

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await createTenant(t);
  key = (await createKey(t, tenant, { scopes: ['references:read', 'references:write'] })).plaintext;
});
afterAll(() => t.close());

async function list(query: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/v1/api/reference-requests${query}`,
    headers: bearer(key),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    object: string;
    data: { id: string; status: string }[];
    nextCursor: string | null;
  };
}

describe('GET /v1/api/reference-requests', () => {
  it('lists newest first, filters by status and candidate, and pages with the cursor', async () => {
    const first = await createRequestFor(t, tenant);
    const second = await createRequestFor(t, tenant);
    await t.app.inject({
      method: 'POST',
      url: `/v1/api/reference-requests/${second.id}/lifecycle`,
      headers: bearer(key),
      payload: { action: 'request_candidate_consent' },
    });
    const all = await list('?limit=1');
    expect(all.object).toBe('list');
    expect(all.data.map((r) => r.id)).toEqual([second.id]);
    expect((await list(`?limit=1&cursor=${all.nextCursor}`)).data.map((r) => r.id)).toEqual([
      first.id,
    ]);
    expect((await list('?status=consent_requested')).data.map((r) => r.id)).toEqual([second.id]);
    const mine = await list(`?candidateId=${first.candidate.id}`);
    expect(mine.data.map((r) => r.id)).toEqual([first.id]);
  });

  it("never lists another tenant's or environment's requests", async () => {
    const stranger = await createTenant(t);
    const theirs = await createRequestFor(t, stranger, 'live', manualRequestBody());
    const testSide = await createRequestFor(t, tenant, 'test');
    const ids = (await list('?limit=100')).data.map((r) => r.id);
    expect(ids).not.toContain(theirs.id);
    expect(ids).not.toContain(testSide.id);
    expect((await list(`?candidateId=${theirs.candidate.id}`)).data).toEqual([]);
  });

  it('refuses an unknown status (400 validation_failed)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/api/reference-requests?status=finished',
      headers: bearer(key),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
  });
});
