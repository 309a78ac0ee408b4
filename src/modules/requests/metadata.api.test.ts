import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import {
  bearer,
  createKey,
  createTenant,
  type TestTenant,
} from '../../../test/helpers/factories.ts';
import { newId } from '../../core/ids.ts';
import type { ReferenceRequestView } from './requests.schemas.ts';

/** CONTRACT "Reference request metadata", on both engines (TEST_DATABASE_URL runs it on PostgreSQL). */
let t: TestApp;
let tenant: TestTenant;
let key: string;

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await createTenant(t);
  key = (await createKey(t, tenant, { scopes: ['references:read', 'references:write'] })).plaintext;
});
afterAll(() => t.close());

function body(metadata?: unknown, email = `cand.${newId('candidate')}@example.com`) {
  return {
    launchMode: 'candidate_intake',
    candidate: { firstName: 'Meta', lastName: 'Data', email },
    ...(metadata === undefined ? {} : { metadata }),
  };
}

async function create(metadata?: unknown, email?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/api/reference-requests',
    headers: bearer(key),
    payload: body(metadata, email),
  });
}

async function patch(id: string, payload: unknown, headers = bearer(key)) {
  return t.app.inject({
    method: 'PATCH',
    url: `/v1/api/reference-requests/${id}`,
    headers,
    payload: payload as object,
  });
}

async function list(query: string): Promise<ReferenceRequestView[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/v1/api/reference-requests${query}`,
    headers: bearer(key),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const keys = (n: number, prefix = 'k') =>
  Object.fromEntries(Array.from({ length: n }, (_, i) => [`${prefix}${i}`, `v${i}`]));

describe('metadata on create and on the request object', () => {
  it('is stored as given (a null or "" value is not stored) and read back by GET and the list', async () => {
    const res = await create({ ats_id: '42', team: 'platform', gone: null, empty: '' });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json().referenceRequest as ReferenceRequestView;
    expect(created.metadata).toEqual({ ats_id: '42', team: 'platform' });
    const read = await t.app.inject({
      method: 'GET',
      url: `/v1/api/reference-requests/${created.id}`,
      headers: bearer(key),
    });
    expect(read.json().metadata).toEqual({ ats_id: '42', team: 'platform' });
    expect((await create()).json().referenceRequest.metadata).toEqual({});
  });

  it('takes 20 keys of 40 characters with values of 500, and answers 400 beyond each', async () => {
    const longest = { ['k'.repeat(40)]: 'v'.repeat(500), ...keys(19) };
    expect((await create(longest)).statusCode).toBe(200);
    for (const [metadata, path] of [
      [keys(21), 'metadata'],
      [{ ['k'.repeat(41)]: 'v' }, 'metadata'],
      [{ k: 'v'.repeat(501) }, 'metadata.k'],
      [{ 'a[b]': 'v' }, 'metadata'],
      [{ k: 42 }, 'metadata.k'],
      [['not', 'an', 'object'], 'metadata'],
    ] as const) {
      const res = await create(metadata);
      expect(res.statusCode, JSON.stringify(metadata).slice(0, 80)).toBe(400);
      expect(res.json().code).toBe('validation_failed');
      expect(
        res
          .json()
          .errors.map((e: { path: string }) => e.path)
          .join(' '),
      ).toContain(path);
    }
  });
});

describe('PATCH /v1/api/reference-requests/:requestId', () => {
  it('merges keys, removes those set to null or "", and keeps the rest', async () => {
    const { id } = (await create({ a: '1', b: '2', c: '3' })).json().referenceRequest;
    const res = await patch(id, { metadata: { a: 'one', b: null, c: '', d: '4' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().metadata).toEqual({ a: 'one', d: '4' });
    const again = await t.app.inject({
      method: 'GET',
      url: `/v1/api/reference-requests/${id}`,
      headers: bearer(key),
    });
    expect(again.json().metadata).toEqual({ a: 'one', d: '4' });
  });

  it('answers 400 when the merge would hold more than 20 keys, and changes nothing', async () => {
    const { id } = (await create(keys(15))).json().referenceRequest;
    const res = await patch(id, { metadata: keys(6, 'x') });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed' });
    expect(res.json().errors[0].path).toBe('metadata');
    // Removing as many as it adds fits.
    const swap = { ...keys(6, 'x'), k0: null, k1: null, k2: null, k3: null, k4: null, k5: null };
    const ok = await patch(id, { metadata: swap });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(Object.keys(ok.json().metadata)).toHaveLength(15);
  });

  it('takes metadata only (400 for any other field), 404 for an unknown or foreign id, 403 without references:write', async () => {
    const { id } = (await create()).json().referenceRequest;
    expect((await patch(id, { metadata: {}, roleTitle: 'x' })).statusCode).toBe(400);
    expect((await patch(id, {})).statusCode).toBe(400);
    expect((await patch(newId('referenceRequest'), { metadata: { a: 'b' } })).statusCode).toBe(404);
    const stranger = await createTenant(t);
    const theirs = (await createKey(t, stranger)).plaintext;
    expect((await patch(id, { metadata: { a: 'b' } }, bearer(theirs))).statusCode).toBe(404);
    const reader = (await createKey(t, tenant, { scopes: ['references:read'] })).plaintext;
    const refused = await patch(id, { metadata: { a: 'b' } }, bearer(reader));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().requiredScope).toBe('references:write');
  });

  it('records the keys changed (not their values) in the audit trail', async () => {
    const { id } = (await create({ a: '1' })).json().referenceRequest;
    await patch(id, { metadata: { a: null, secret: 'value' } });
    const session = tenant.session;
    const events = await t.app.inject({
      method: 'GET',
      url: `/v1/tenants/${tenant.tenantId}/audit-events?targetId=${id}&action=reference_request.metadata_updated`,
      headers: bearer(session),
    });
    expect(events.statusCode, events.body).toBe(200);
    const [event] = events.json().data;
    expect(event.action).toBe('reference_request.metadata_updated');
    expect(JSON.stringify(event)).not.toContain('value');
  });

  it('has a tenant route for the console that does the same', async () => {
    const { id } = (await create({ a: '1' })).json().referenceRequest;
    const session = tenant.session;
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/v1/tenants/${tenant.tenantId}/reference-requests/${id}`,
      headers: { ...bearer(session), 'content-type': 'application/json' },
      payload: { metadata: { a: null, b: '2' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().metadata).toEqual({ b: '2' });
  });
});

describe('?metadata[key]=value', () => {
  it('lists the requests holding every pair given, in this tenant and environment only', async () => {
    const tag = newId('candidate');
    const both = (await create({ batch: tag, team: 'platform' })).json().referenceRequest;
    const one = (await create({ batch: tag, team: 'data' })).json().referenceRequest;
    await create({ batch: 'other' });
    const ids = async (q: string) => (await list(q)).map((r) => r.id);
    expect(await ids(`?metadata[batch]=${tag}`)).toEqual([one.id, both.id]);
    expect(await ids(`?metadata[batch]=${tag}&metadata[team]=platform`)).toEqual([both.id]);
    expect(await ids(`?metadata%5Bbatch%5D=${tag}&metadata%5Bteam%5D=data`)).toEqual([one.id]);
    expect(await ids(`?metadata[batch]=${tag}&metadata[team]=none`)).toEqual([]);
    expect(await ids(`?metadata[batch]=${tag}&limit=1`)).toEqual([one.id]);
    // Another tenant with the same pair sees only its own.
    const stranger = await createTenant(t);
    const theirs = (await createKey(t, stranger)).plaintext;
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/api/reference-requests?metadata[batch]=${tag}`,
      headers: bearer(theirs),
    });
    expect(res.json().data).toEqual([]);
  });

  it('refuses a key or value over the limits with 400', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/api/reference-requests?metadata[${'k'.repeat(41)}]=v`,
      headers: bearer(key),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
  });
});

describe('erasure', () => {
  it("empties the metadata of the person's requests", async () => {
    const email = `erase.${newId('candidate')}@example.com`;
    const { id } = (await create({ ats_id: '77', profile: 'https://ats/people/1' }, email)).json()
      .referenceRequest;
    const session = tenant.session;
    const erased = await t.app.inject({
      method: 'POST',
      url: `/v1/tenants/${tenant.tenantId}/data-subjects/erase`,
      headers: { ...bearer(session), 'content-type': 'application/json' },
      payload: { email },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const read = await t.app.inject({
      method: 'GET',
      url: `/v1/api/reference-requests/${id}`,
      headers: bearer(key),
    });
    expect(read.json().metadata).toEqual({});
    expect(await list('?metadata[ats_id]=77')).toEqual([]);
  });
});
