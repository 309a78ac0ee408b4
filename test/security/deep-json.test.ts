import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../../src/http/json-depth.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import {
  bearer,
  createKey,
  createTenant,
  type TestKey,
  type TestTenant,
} from '../helpers/factories.ts';

/**
 * Issue 28, item 4: a body nested deeper than MAX_JSON_DEPTH answers 400
 * `validation_failed` before anything walks it. Before, a NUL nested past
 * the storable-text check's 64 levels reached PostgreSQL (22P05, a 500),
 * and a few thousand levels overflowed the stack in `JSON.stringify` or the
 * Idempotency-Key request hash (a 500).
 */
let t: TestApp;
let tenant: TestTenant;
let key: TestKey;
let candidateId: string;

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await createTenant(t);
  key = await createKey(t, tenant, { scopes: ['candidates:write', 'candidates:read'] });
  const res = await createCandidate({ headline: 'Backend engineer' });
  expect(res.statusCode, res.body).toBe(200);
  candidateId = res.json().id;
});
afterAll(async () => t.close());

/** `{"a":{"a":…leaf…}}` with `levels` objects around the leaf, as JSON text (built without recursion). */
function nested(levels: number, leaf: string): string {
  return `${'{"a":'.repeat(levels)}${leaf}${'}'.repeat(levels)}`;
}

let emails = 0;
function createCandidate(profile: unknown, headers: Record<string, string> = {}) {
  emails += 1;
  return t.app.inject({
    method: 'POST',
    url: '/v1/api/candidates',
    headers: { ...bearer(key.plaintext), 'content-type': 'application/json', ...headers },
    payload: `{"firstName":"Ada","lastName":"Deep","email":"ada.deep${emails}@example.com","profile":${
      typeof profile === 'string' ? profile : JSON.stringify(profile)
    }}`,
  });
}

function expectTooDeep(res: Awaited<ReturnType<typeof createCandidate>>) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(res.json()).toMatchObject({
    code: 'validation_failed',
    errors: [{ path: 'body', message: expect.stringContaining(`${MAX_JSON_DEPTH} levels`) }],
  });
}

describe('nestsDeeperThan', () => {
  it('counts objects and arrays, not brackets inside strings', () => {
    expect(nestsDeeperThan('[[[]]]', 3)).toBe(false);
    expect(nestsDeeperThan('[[[[]]]]', 3)).toBe(true);
    expect(nestsDeeperThan('{"a":[{"b":1}]}', 3)).toBe(false);
    expect(nestsDeeperThan('{"a":"[[[[[[{{{{"}', 1)).toBe(false);
    expect(nestsDeeperThan('{"a\\"[[[[":"\\\\"}', 1)).toBe(false);
    expect(nestsDeeperThan('[[],[],[[]]]', 3)).toBe(false);
    expect(nestsDeeperThan('[[],[],[[]]]', 2)).toBe(true);
  });
});

describe('a body nested too deep answers 400, on every candidate write route', () => {
  it('POST /v1/api/candidates: a NUL nested 70 levels deep in the profile', async () => {
    expectTooDeep(await createCandidate(nested(70, '"bad\\u0000text"')));
  });

  it('POST /v1/api/candidates: a lone surrogate nested 70 levels deep', async () => {
    expectTooDeep(await createCandidate(nested(70, '"\\ud800"')));
  });

  it('POST /v1/api/candidates: 5,000 levels, with an Idempotency-Key', async () => {
    expectTooDeep(await createCandidate(nested(5_000, '1'), { 'idempotency-key': 'deep-5000' }));
  });

  it('POST /v1/api/candidates: a body of 100,000 nested arrays', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/api/candidates',
      headers: { ...bearer(key.plaintext), 'content-type': 'application/json' },
      payload: `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
    });
    expectTooDeep(res);
  });

  it('PATCH /v1/api/candidates/:id: 5,000 levels, with an Idempotency-Key', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/v1/api/candidates/${candidateId}`,
      headers: {
        ...bearer(key.plaintext),
        'content-type': 'application/json',
        'idempotency-key': 'deep-patch-5000',
      },
      payload: `{"profile":${nested(5_000, '1')}}`,
    });
    expectTooDeep(res);
  });

  it('PATCH /v1/api/candidates/:id: a NUL 70 levels deep', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/v1/api/candidates/${candidateId}`,
      headers: { ...bearer(key.plaintext), 'content-type': 'application/json' },
      payload: `{"profile":${nested(70, '"\\u0000"')}}`,
    });
    expectTooDeep(res);
  });

  it('POST and PATCH …/profile of /v1/tenants: 5,000 levels and a NUL 70 levels deep', async () => {
    const headers = { ...bearer(tenant.session), 'content-type': 'application/json' };
    const created = await t.app.inject({
      method: 'POST',
      url: `/v1/tenants/${tenant.tenantId}/candidates`,
      headers,
      payload: `{"firstName":"Ada","lastName":"Deep","email":"ada.tenant@example.com","profile":${nested(5_000, '1')}}`,
    });
    expectTooDeep(created);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/v1/tenants/${tenant.tenantId}/candidates/${candidateId}/profile`,
      headers,
      payload: `{"profile":${nested(70, '"\\u0000"')}}`,
    });
    expectTooDeep(patched);
  });
});

describe('a body within the limit is served as before', () => {
  it(`a profile nested to the limit (${MAX_JSON_DEPTH} levels in all) is stored`, async () => {
    // The body is level 1, `profile` level 2 and the innermost object level 16.
    const res = await createCandidate(nested(MAX_JSON_DEPTH - 1, '"deep"'));
    expect(res.statusCode, res.body).toBe(200);
    let node = res.json().profile;
    for (let level = 0; level < MAX_JSON_DEPTH - 1; level++) node = node.a;
    expect(node).toBe('deep');
  });

  it('a NUL within the limit still answers 400 naming the field', async () => {
    const res = await createCandidate(nested(3, '"\\u0000"'));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { path: 'profile.a.a.a', message: expect.stringContaining('NUL') },
    ]);
  });

  it('one level over the limit answers 400', async () => {
    expectTooDeep(await createCandidate(nested(MAX_JSON_DEPTH, '"deep"')));
  });
});
