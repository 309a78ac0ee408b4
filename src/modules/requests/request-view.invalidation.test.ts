import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import {
  bearer,
  createKey,
  createTenant,
  type TestKey,
  type TestTenant,
} from '../../../test/helpers/factories.ts';
import { newId } from '../../core/ids.ts';
import { seedRequest, TWO_ANSWERS } from '../reports/reports.test-helper.ts';
import { REQUEST_VIEW_CHANNEL } from './request-view.cache.ts';
import type { ReferenceRequestView } from './requests.schemas.ts';

/**
 * What the view-cache triggers announce (migration 0009), on both engines:
 * nothing for a write that cannot make a cached view stale, and one request
 * (or one candidate) for the others, so other cached views stay. As in
 * request-view.cache.test.ts, a change made with triggers off tells a cached
 * answer from a fresh one.
 */
let t: TestApp;
let tenant: TestTenant;
let key: TestKey;
/** Every payload this process heard on the channel since the last `heard()`. */
const payloads: string[] = [];
beforeAll(async () => {
  t = await buildTestApp();
  tenant = await createTenant(t);
  key = await createKey(t, tenant);
  t.app.ctx.changes.subscribe(REQUEST_VIEW_CHANNEL, {
    notify: (payload) => payloads.push(payload),
    reset: () => payloads.push('(reset)'),
  });
});
afterAll(async () => t.close());

/** The payloads heard since the last call, once every commit so far has been delivered. */
async function heard(): Promise<string[]> {
  expect(await t.app.ctx.changes.synced()).toBe(true);
  return payloads.splice(0);
}

async function get(id: string): Promise<ReferenceRequestView> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/v1/api/reference-requests/${id}`,
    headers: bearer(key.plaintext),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function post(url: string, payload: object = {}) {
  const res = await t.app.inject({ method: 'POST', url, headers: bearer(key.plaintext), payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Renames the role without firing the triggers: only a fresh read can see it. */
async function renameSilently(id: string, roleTitle: string) {
  await t.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`update reference_requests set role_title = ${roleTitle} where id = ${id}`);
  });
}

/** Two requests with cached views, each renamed behind the cache's back. */
async function twoCachedRequests(sameCandidate = false) {
  const first = await seedRequest(t, tenant, { referees: TWO_ANSWERS, roleTitle: 'Before' });
  const second = await seedRequest(t, tenant, { roleTitle: 'Before' });
  if (sameCandidate) {
    await t.database.db.execute(
      sql`update reference_requests set candidate_id = ${first.candidateId} where id = ${second.requestId}`,
    );
  }
  for (const { requestId } of [first, second]) {
    await get(requestId);
    await renameSilently(requestId, 'After');
    expect((await get(requestId)).roleTitle).toBe('Before');
  }
  await heard();
  return { first, second };
}

const referee = (name: string) => ({
  firstName: name,
  lastName: 'Referee',
  email: `${name.toLowerCase()}.${newId('contact')}@example.org`,
  phone: '+12125550100',
  relationship: 'manager',
});

describe('writes that cannot make a cached view stale', () => {
  it('a create, with its contacts and a new candidate, sends no notification', async () => {
    await heard();
    const email = `new.${newId('candidate')}@example.com`;
    const body = {
      launchMode: 'manual_references',
      candidate: { firstName: 'Ada', lastName: 'Lovelace', email },
      contacts: [referee('Grace'), referee('Alan')],
    };
    const created = await post('/v1/api/reference-requests', body);
    expect(created.referenceRequest.contacts).toHaveLength(2);
    // The same candidate again: found, not written.
    await post('/v1/api/reference-requests', body);
    expect(await heard()).toEqual([]);
  });

  it('a candidate_intake create (intake link, e-mail and reminders queued) sends none either', async () => {
    await heard();
    await post('/v1/api/reference-requests', {
      launchMode: 'candidate_intake',
      candidate: { firstName: 'Ada', lastName: 'Intake', email: `in.${newId('candidate')}@x.com` },
    });
    expect(await heard()).toEqual([]);
  });
});

describe('invalidation at the grain of one request', { retry: 2 }, () => {
  it("a write to one request leaves another request's view served from the cache", async () => {
    const { first, second } = await twoCachedRequests();
    await t.database.db.execute(
      sql`update reference_requests set updated_at = updated_at where id = ${first.requestId}`,
    );
    expect((await heard()).map((payload) => JSON.parse(payload))).toEqual([
      ['request', tenant.tenantId, 'live', first.requestId],
    ]);
    expect((await get(second.requestId)).roleTitle).toBe('Before'); // still cached
    expect((await get(first.requestId)).roleTitle).toBe('After');
  });

  it("a lifecycle move through the API leaves another request's view cached", async () => {
    const { first, second } = await twoCachedRequests();
    await post(`/v1/api/reference-requests/${first.requestId}/lifecycle`, {
      action: 'request_recruiter_review',
    });
    expect((await get(second.requestId)).roleTitle).toBe('Before');
    const moved = await get(first.requestId);
    expect([moved.status, moved.roleTitle]).toEqual(['review_requested', 'After']);
  });

  it("a metadata PATCH invalidates that request's view only", async () => {
    const { first, second } = await twoCachedRequests();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/v1/api/reference-requests/${first.requestId}`,
      headers: bearer(key.plaintext),
      payload: { metadata: { ats_id: '42' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await get(second.requestId)).roleTitle).toBe('Before');
    const patched = await get(first.requestId);
    expect([patched.metadata, patched.roleTitle]).toEqual([{ ats_id: '42' }, 'After']);
  });

  it("a candidate's change drops the views of that candidate's requests only", async () => {
    const { first, second } = await twoCachedRequests(true);
    const other = await seedRequest(t, tenant, { roleTitle: 'Before' });
    await get(other.requestId);
    await renameSilently(other.requestId, 'After');

    await t.database.db.execute(
      sql`update candidates set stage = 'onsite' where id = ${first.candidateId}`,
    );
    expect((await get(other.requestId)).roleTitle).toBe('Before');
    expect((await get(first.requestId)).candidate.stage).toBe('onsite');
    expect((await get(second.requestId)).candidate.stage).toBe('onsite');
  });
  it('a candidate inserted under the id requests already name invalidates their views', async () => {
    const { first } = await twoCachedRequests();
    const candidateId = newId('candidate');
    await t.database.db.execute(
      sql`update reference_requests set candidate_id = ${candidateId} where id = ${first.requestId}`,
    );
    expect((await get(first.requestId)).candidate.firstName).toBeNull();
    await t.database.db.execute(sql`
      insert into candidates (id, tenant_id, environment, first_name, last_name, email, created_at, updated_at)
      values (${candidateId}, ${tenant.tenantId}, 'live', 'Restored', 'Candidate',
              ${`restored.${candidateId}@example.com`}, now(), now())`);
    expect((await get(first.requestId)).candidate.firstName).toBe('Restored');
  });

  it('a request written in a savepoint rolled back does not silence its contact', async () => {
    const { first } = await twoCachedRequests();
    await t.database.db.transaction(async (tx) => {
      await tx
        .transaction(async (savepoint) => {
          await savepoint.execute(
            sql`update reference_requests set notes = 'undone' where id = ${first.requestId}`,
          );
          throw new Error('roll the savepoint back');
        })
        .catch(() => {});
      await tx.execute(sql`
        insert into reference_contacts
          (id, tenant_id, environment, reference_request_id, first_name, source, created_at, updated_at)
        values (${newId('contact')}, ${tenant.tenantId}, 'live', ${first.requestId}, 'Kept', 'recruiter',
                now(), now())`);
    });
    const view = await get(first.requestId);
    expect(view.contacts.map((c) => c.firstName)).toContain('Kept');
    expect(view.notes).toBeNull();
  });
});

describe('a contact added to an existing request', { retry: 2 }, () => {
  it('through the API invalidates its view', async () => {
    const { first, second } = await twoCachedRequests();
    await post(`/v1/api/reference-requests/${first.requestId}/contacts`, {
      contacts: [referee('Barbara')],
    });
    const view = await get(first.requestId);
    expect(view.contacts.map((c) => c.firstName)).toContain('Barbara');
    expect(view.roleTitle).toBe('After');
    expect((await get(second.requestId)).roleTitle).toBe('Before');
  });

  it('by hand, in a transaction of its own, invalidates its view', async () => {
    const { first } = await twoCachedRequests();
    await t.database.db.execute(sql`
      insert into reference_contacts
        (id, tenant_id, environment, reference_request_id, first_name, source, created_at, updated_at)
      values (${newId('contact')}, ${tenant.tenantId}, 'live', ${first.requestId}, 'Hand', 'recruiter',
              now(), now())`);
    expect((await get(first.requestId)).contacts.map((c) => c.firstName)).toContain('Hand');
  });

  it('in the transaction that also updates the request is announced (by the update)', async () => {
    const { first } = await twoCachedRequests();
    await t.database.db.transaction(async (tx) => {
      await tx.execute(
        sql`update reference_requests set notes = 'n' where id = ${first.requestId}`,
      );
      await tx.execute(sql`
        insert into reference_contacts
          (id, tenant_id, environment, reference_request_id, first_name, source, created_at, updated_at)
        values (${newId('contact')}, ${tenant.tenantId}, 'live', ${first.requestId}, 'Same', 'recruiter',
                now(), now())`);
    });
    expect((await heard()).map((payload) => JSON.parse(payload))).toEqual([
      ['request', tenant.tenantId, 'live', first.requestId],
    ]);
    expect((await get(first.requestId)).contacts.map((c) => c.firstName)).toContain('Same');
  });

  it('a new report and share link of an existing request invalidate its view', async () => {
    const { first, second } = await twoCachedRequests();
    await post(`/v1/api/reference-requests/${first.requestId}/valuation/draft`);
    expect((await get(first.requestId)).report?.status).toBe('draft');
    await post(`/v1/api/reference-requests/${first.requestId}/valuation/approve`);
    await post(`/v1/api/reference-requests/${first.requestId}/share`);
    expect((await get(first.requestId)).report?.activeShareLinks).toBe(1);
    expect((await get(second.requestId)).roleTitle).toBe('Before');
  });
});
