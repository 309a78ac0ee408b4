import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import {
  bearer,
  createKey,
  createTenant,
  signSession,
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

  it('searches the candidate name, e-mail and role, and filters by creation time, on the API and the tenant route (issue 31)', async () => {
    const other = await createTenant(t);
    const otherKey = (await createKey(t, other, { scopes: ['references:read'] })).plaintext;
    const body = (first: string, last: string, role: string) =>
      manualRequestBody({
        roleTitle: role,
        candidate: {
          firstName: first,
          lastName: last,
          email: `${first.toLowerCase()}@example.com`,
        },
      });
    const early = await createRequestFor(t, other, 'live', body('Hedy', 'Lamarr', 'Inventor'));
    t.clock.advance(24 * 3_600_000);
    const middle = t.clock.now().toISOString();
    const late = await createRequestFor(t, other, 'live', body('Radia', 'Perlman', 'Network 100%'));
    const theirs = await createRequestFor(t, tenant, 'live', body('Hedy', 'Kiesler', 'Inventor'));
    // A day later: a fresh session.
    const session = await signSession({ sub: other.recruiterId, org_id: other.tenantId }, t);
    const ids = async (query: string) => {
      const api = await t.app.inject({
        method: 'GET',
        url: `/v1/api/reference-requests${query}`,
        headers: bearer(otherKey),
      });
      const console = await t.app.inject({
        method: 'GET',
        url: `/v1/tenants/${other.tenantId}/reference-requests${query}`,
        headers: bearer(session),
      });
      expect(api.statusCode, api.body).toBe(200);
      expect(console.json()).toEqual(api.json());
      return (api.json().data as { id: string }[]).map((r) => r.id);
    };
    expect(await ids('?search=HEDY')).toEqual([early.id]);
    expect(await ids('?search=perlman')).toEqual([late.id]);
    expect(await ids('?search=radia%40example')).toEqual([late.id]);
    expect(await ids('?search=inventor')).toEqual([early.id]);
    // LIKE's wildcards are text: "100%" matches the role that has it, "_" matches nothing here.
    expect(await ids('?search=100%25')).toEqual([late.id]);
    expect(await ids('?search=_')).toEqual([]);
    expect(await ids(`?createdAfter=${middle}`)).toEqual([late.id]);
    expect(await ids(`?createdBefore=${middle}`)).toEqual([early.id]);
    expect(await ids(`?createdAfter=${middle}&search=hedy`)).toEqual([]);
    expect(await ids('?search=kiesler')).not.toContain(theirs.id);

    for (const query of ['?createdAfter=yesterday', '?search=', `?search=${'x'.repeat(201)}`]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/v1/api/reference-requests${query}`,
        headers: bearer(otherKey),
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
  });
});
