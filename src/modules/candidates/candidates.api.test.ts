import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import {
  bearer,
  createKey,
  createTenant,
  type TestTenant,
} from '../../../test/helpers/factories.ts';

let t: TestApp;
let tenant: TestTenant;
let writer: string;

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await createTenant(t);
  writer = (await createKey(t, tenant, { scopes: ['candidates:read', 'candidates:write'] }))
    .plaintext;
});
afterAll(() => t.close());

function call(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, token = writer) {
  return t.app.inject({ method, url, headers: bearer(token), payload });
}

describe('/v1/api/candidates', () => {
  it('creates, reads, updates and finds a candidate through a key, audited as the key', async () => {
    const created = await call('POST', '/v1/api/candidates', {
      firstName: 'Katherine',
      lastName: 'Johnson',
      email: 'Katherine.Johnson@Example.com',
      phone: '(757) 555-0142',
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id;
    expect(created.json()).toMatchObject({
      email: 'katherine.johnson@example.com',
      phone: '+17575550142',
    });

    const updated = await call('PATCH', `/v1/api/candidates/${id}`, {
      stage: 'offer',
      profile: { headline: 'Mathematician' },
    });
    expect(updated.json()).toMatchObject({
      stage: 'offer',
      profile: { headline: 'Mathematician' },
    });
    expect((await call('GET', `/v1/api/candidates/${id}`)).json()).toMatchObject({
      stage: 'offer',
    });

    const found = await call('GET', '/v1/api/candidates?search=johnson');
    expect(found.json().data.map((c: { id: string }) => c.id)).toEqual([id]);

    const audit = await t.app.inject({
      method: 'GET',
      url: `/v1/tenants/${tenant.tenantId}/audit-events?targetId=${id}`,
      headers: bearer(tenant.session),
    });
    expect(audit.json().data.map((e: { actorKind: string }) => e.actorKind)).toEqual([
      'api_key',
      'api_key',
    ]);
  });

  it('answers 409 conflict for a second live candidate with the same e-mail', async () => {
    const body = { firstName: 'Dorothy', lastName: 'Vaughan', email: 'dorothy@example.com' };
    const first = await call('POST', '/v1/api/candidates', body);
    const second = await call('POST', '/v1/api/candidates', body);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'conflict', candidateId: first.json().id });
  });

  it("lists only the key's tenant and environment", async () => {
    const stranger = await createTenant(t);
    const theirKey = (await createKey(t, stranger, { scopes: ['candidates:write'] })).plaintext;
    const testKey = (
      await createKey(t, tenant, { environment: 'test', scopes: ['candidates:write'] })
    ).plaintext;
    const body = { firstName: 'Mary', lastName: 'Jackson', email: 'mary@example.com' };
    expect((await call('POST', '/v1/api/candidates', body, theirKey)).statusCode).toBe(200);
    expect((await call('POST', '/v1/api/candidates', body, testKey)).statusCode).toBe(200);
    const listed = await call('GET', '/v1/api/candidates?search=mary');
    expect(listed.json().data).toEqual([]);
  });

  it('refuses an e-mail change and unknown fields are ignored, not stored', async () => {
    const created = await call('POST', '/v1/api/candidates', {
      firstName: 'Annie',
      lastName: 'Easley',
      email: 'annie@example.com',
    });
    const res = await call('PATCH', `/v1/api/candidates/${created.json().id}`, {
      email: 'other@example.com',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe('annie@example.com');
  });

  it('replays a PATCH sent twice with the same Idempotency-Key', async () => {
    const created = await call('POST', '/v1/api/candidates', {
      firstName: 'Christine',
      lastName: 'Darden',
      email: 'christine@example.com',
    });
    const patch = () =>
      t.app.inject({
        method: 'PATCH',
        url: `/v1/api/candidates/${created.json().id}`,
        headers: { ...bearer(writer), 'idempotency-key': 'stage-offer-1' },
        payload: { stage: 'offer' },
      });
    const first = await patch();
    const second = await patch();
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
  });
});
