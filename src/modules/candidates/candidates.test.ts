import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { bearer, createTenant, type TestTenant } from '../../../test/helpers/factories.ts';
import { auditEvents, candidates } from '../../db/schema/index.ts';
import { createRequestFor, manualRequestBody } from '../requests/requests.test-helper.ts';
import { findCandidate, listCandidates } from './candidates.repo.ts';
import { toCandidateView } from './candidates.service.ts';

let t: TestApp;
let tenant: TestTenant;
let base: string;

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await createTenant(t);
  base = `/v1/tenants/${tenant.tenantId}/candidates`;
});
afterAll(() => t.close());

function call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: bearer(tenant.session), payload });
}

let counter = 0;
function candidateBody(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    firstName: 'Marie',
    lastName: `Curie${counter}`,
    email: `marie${counter}@example.com`,
    ...overrides,
  };
}

describe('candidates', () => {
  it('creates a candidate with an E.164 phone, audited', async () => {
    const res = await call(
      'POST',
      base,
      candidateBody({ phone: '212 555 0199', stage: 'onsite', profile: { headline: 'Physicist' } }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const candidate = res.json();
    expect(candidate).toMatchObject({
      object: 'candidate',
      phone: '+12125550199',
      stage: 'onsite',
      profile: { headline: 'Physicist' },
      environment: 'live',
      deletedAt: null,
    });
    expect(candidate.id).toMatch(/^cand_/);
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.targetId, candidate.id));
    expect(audit!.action).toBe('candidate.created');
  });

  it('answers 409 conflict for a duplicate e-mail in the same environment, not across environments', async () => {
    const body = candidateBody();
    expect((await call('POST', base, body)).statusCode).toBe(200);
    const dup = await call('POST', base, { ...body, email: body.email.toUpperCase() });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe('conflict');
    expect((await call('POST', `${base}?environment=test`, body)).statusCode).toBe(200);
  });

  it('refuses an invalid phone or e-mail, naming the field', async () => {
    const phone = await call('POST', base, candidateBody({ phone: 'abc' }));
    expect(phone.statusCode).toBe(400);
    expect(phone.json().errors[0].path).toBe('phone');
    const email = await call('POST', base, candidateBody({ email: 'nope' }));
    expect(email.json().errors[0].path).toBe('email');
  });

  it('lists newest first with cursor pagination and search on name or e-mail', async () => {
    const other = await createTenant(t);
    const ownBase = `/v1/tenants/${other.tenantId}/candidates`;
    const post = (body: object) =>
      t.app.inject({ method: 'POST', url: ownBase, headers: bearer(other.session), payload: body });
    await post({ firstName: 'Rosalind', lastName: 'Franklin', email: 'rf@example.com' });
    await post({ firstName: 'Lise', lastName: 'Meitner', email: 'lm@physics.example' });
    await post({ firstName: 'Emmy', lastName: 'Noether', email: 'en@example.com' });
    const list = (query: string) =>
      t.app.inject({ method: 'GET', url: `${ownBase}${query}`, headers: bearer(other.session) });
    const page1 = (await list('?limit=2')).json();
    expect(page1.object).toBe('list');
    expect(page1.data.map((c: { firstName: string }) => c.firstName)).toEqual(['Emmy', 'Lise']);
    const page2 = (await list(`?limit=2&cursor=${page1.nextCursor}`)).json();
    expect(page2.data.map((c: { firstName: string }) => c.firstName)).toEqual(['Rosalind']);
    expect(page2.nextCursor).toBeNull();
    const byEmail = (await list('?search=PHYSICS')).json();
    expect(byEmail.data.map((c: { lastName: string }) => c.lastName)).toEqual(['Meitner']);
    const byFullName = (await list(`?search=${encodeURIComponent('rosalind fr')}`)).json();
    expect(byFullName.data.map((c: { lastName: string }) => c.lastName)).toEqual(['Franklin']);
    const wildcard = (await list('?search=%25')).json();
    expect(wildcard.data).toEqual([]);
    // One or two characters (no trigram: the letters-and-pairs index) match as any longer term.
    const texts = [
      ['Noether', 'emmy noether en@example.com'],
      ['Meitner', 'lise meitner lm@physics.example'],
      ['Franklin', 'rosalind franklin rf@example.com'],
    ] as const;
    for (const term of ['e', 'M', 'rf', 'no', 'y ', 'k', 'z', '@p', '.', '_', 'ph']) {
      const found = (await list(`?search=${encodeURIComponent(term)}`)).json();
      const expected = texts
        .filter(([, text]) => text.includes(term.trim().toLowerCase()))
        .map(([lastName]) => lastName);
      expect(
        found.data.map((c: { lastName: string }) => c.lastName),
        term,
      ).toEqual(expected);
    }
  });

  it('answers each listed row as the table holds it, with and without cursor and search', async () => {
    const other = await createTenant(t);
    const scope = { tenantId: other.tenantId, environment: 'live' as const };
    const ownBase = `/v1/tenants/${other.tenantId}/candidates`;
    const post = async (body: object) =>
      (
        await t.app.inject({
          method: 'POST',
          url: ownBase,
          headers: bearer(other.session),
          payload: body,
        })
      ).json().id as string;
    const ids = [
      await post({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' }),
      await post({
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'grace@example.com',
        phone: '212 555 0199',
        stage: 'onsite',
        profile: { headline: 'Admiral' },
      }),
      await post({ firstName: 'Alan', lastName: 'Turing', email: 'alan@example.com' }),
    ];
    const db = t.database.db;
    // Times written by SQL may carry microseconds: the list formats them in its statement and
    // must answer what Date#toISOString of the stored time answers (both truncate).
    await db
      .update(candidates)
      .set({ updatedAt: sql`'2026-03-02 09:15:27.999999+00'::timestamptz` })
      .where(eq(candidates.id, ids[1]!));
    const stored = async (id: string) => toCandidateView((await findCandidate(db, scope, id))!);
    // Byte for byte (JSON): the same fields, in the same order, as the view of the stored row.
    const same = async (listed: Promise<unknown[]>, expected: string[]) =>
      expect(JSON.stringify(await listed)).toBe(
        JSON.stringify(await Promise.all(expected.map(stored))),
      );
    const newestFirst = [...ids].reverse();
    expect((await stored(ids[1]!)).updatedAt).toBe('2026-03-02T09:15:27.999Z');
    await same(listCandidates(db, scope, { limit: 5 }), newestFirst);
    await same(listCandidates(db, scope, { limit: 5, cursor: ids[2], search: 'a' }), [
      ids[1]!,
      ids[0]!,
    ]);
    await same(listCandidates(db, scope, { limit: 5, cursor: ids[2], search: 'HOPP' }), [ids[1]!]);
    await same(listCandidates(db, scope, { limit: 1, search: 'example' }), newestFirst.slice(0, 2));
  });

  it('updates the profile (merging profile keys) and normalises the phone', async () => {
    const created = (
      await call('POST', base, candidateBody({ profile: { headline: 'A', location: 'Paris' } }))
    ).json();
    const res = await call('PATCH', `${base}/${created.id}/profile`, {
      stage: 'offer',
      phone: '+33 6 12 34 56 78',
      profile: { headline: 'B', location: null, links: ['https://example.com'] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      stage: 'offer',
      phone: '+33612345678',
      profile: { headline: 'B', links: ['https://example.com'] },
    });
    expect(res.json().profile).not.toHaveProperty('location');
  });

  it('shows the candidate workspace with their reference requests', async () => {
    const body = manualRequestBody();
    const request = await createRequestFor(t, tenant, 'live', body);
    const res = await call('GET', `${base}/${request.candidate.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      object: 'candidate_workspace',
      candidate: { id: request.candidate.id, email: body.candidate.email },
      referenceRequests: [{ id: request.id, status: 'created', launchMode: 'manual_references' }],
    });
  });

  it('soft-deletes: hidden from lists and lookups, history kept, a new request makes a fresh candidate', async () => {
    const body = manualRequestBody();
    const request = await createRequestFor(t, tenant, 'live', body);
    const candidateId = request.candidate.id;
    const deleted = await call('DELETE', `${base}/${candidateId}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().deletedAt).not.toBeNull();
    expect((await call('GET', `${base}/${candidateId}`)).statusCode).toBe(404);
    expect((await call('DELETE', `${base}/${candidateId}`)).statusCode).toBe(404);
    expect((await call('PATCH', `${base}/${candidateId}/profile`, { stage: 'x' })).statusCode).toBe(
      404,
    );
    const listed = (
      await call('GET', `${base}?search=${encodeURIComponent(body.candidate.email)}`)
    ).json();
    expect(listed.data).toEqual([]);
    // History: the old request still reads with its candidate.
    const old = await call(
      'GET',
      `/v1/tenants/${tenant.tenantId}/reference-requests/${request.id}`,
    );
    expect(old.json().candidate.id).toBe(candidateId);
    const again = await createRequestFor(
      t,
      tenant,
      'live',
      manualRequestBody({ candidate: body.candidate }),
    );
    expect(again.candidate.id).not.toBe(candidateId);
    const rows = await t.database.db
      .select()
      .from(candidates)
      .where(eq(candidates.email, body.candidate.email));
    expect(rows).toHaveLength(2);
  });

  it('keeps tenants and environments apart', async () => {
    const created = (await call('POST', base, candidateBody())).json();
    expect((await call('GET', `${base}/${created.id}?environment=test`)).statusCode).toBe(404);
    const stranger = await createTenant(t);
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/tenants/${stranger.tenantId}/candidates/${created.id}`,
      headers: bearer(stranger.session),
    });
    expect(res.statusCode).toBe(404);
    const forbidden = await t.app.inject({
      method: 'GET',
      url: `${base}/${created.id}`,
      headers: bearer(stranger.session),
    });
    expect(forbidden.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: base })).statusCode).toBe(401);
  });
});
