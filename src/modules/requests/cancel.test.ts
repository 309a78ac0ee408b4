import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import {
  bearer,
  createKey,
  createTenant,
  signSession,
  type TestKey,
  type TestTenant,
} from '../../../test/helpers/factories.ts';
import { lifecycle, tokenFromMail } from '../../../test/helpers/participants.ts';
import { DAY_MS } from '../../core/clock.ts';
import { auditEvents, jobs, participantTokens } from '../../db/schema/index.ts';
import { createRequestFor, manualRequestBody } from './requests.test-helper.ts';

let t: TestApp;
let tenant: TestTenant;
let key: TestKey;

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await createTenant(t, 'Acme Recruiting');
  key = await createKey(t, tenant, { scopes: ['references:read', 'references:write'] });
});
afterAll(() => t.close());

function cancelViaApi(id: string, payload?: object, headers = bearer(key.plaintext)) {
  return t.app.inject({
    method: 'POST',
    url: `/v1/api/reference-requests/${id}/cancel`,
    headers,
    ...(payload ? { payload } : {}),
  });
}

function cancelViaSession(id: string, payload?: object) {
  return t.app.inject({
    method: 'POST',
    url: `/v1/tenants/${tenant.tenantId}/reference-requests/${id}/cancel`,
    headers: bearer(tenant.session),
    ...(payload ? { payload } : {}),
  });
}

async function auditsOf(targetId: string, action: string) {
  return t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.targetId, targetId), eq(auditEvents.action, action)));
}

async function pendingJobsAbout(subjectIds: string[]) {
  return t.database.db
    .select()
    .from(jobs)
    .where(and(inArray(jobs.subjectId, subjectIds), eq(jobs.status, 'pending')));
}

describe('POST …/cancel', () => {
  it('lists cancel among the allowed actions of every state but cancelled', async () => {
    const request = await createRequestFor(t, tenant);
    expect(request.allowedActions).toEqual([
      'request_candidate_consent',
      'grant_candidate_consent',
      'cancel',
    ]);
    const res = await cancelViaApi(request.id, { reason: 'Role filled' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', allowedActions: [] });
  });

  it('ends every referee link (410), stops reminders, audits once, keeps the record readable', async () => {
    const body = manualRequestBody();
    const request = await createRequestFor(t, tenant, 'live', body);
    await lifecycle(t, key, request.id, 'grant_candidate_consent');
    await lifecycle(t, key, request.id, 'queue_outreach');
    const email = body.contacts![0]!.email!;
    const token = tokenFromMail(t, email, 'referee');
    expect((await t.app.inject({ url: `/v1/public/referee/${token}` })).statusCode).toBe(200);
    const contactIds = request.contacts.map((c) => c.id);
    expect((await pendingJobsAbout(contactIds)).length).toBeGreaterThan(0);

    const res = await cancelViaApi(request.id, { reason: 'Candidate withdrew' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('cancelled');

    const opened = await t.app.inject({ url: `/v1/public/referee/${token}` });
    expect(opened.statusCode).toBe(410);
    expect(opened.json().code).toBe('token_used');
    expect(await pendingJobsAbout(contactIds)).toEqual([]);
    const sentBefore = t.mailer.to(email).length;
    t.clock.advance(8 * DAY_MS);
    await t.app.worker.drain();
    expect(t.mailer.to(email)).toHaveLength(sentBefore);
    // The session of beforeAll expired with the clock: later tests need a fresh one.
    tenant.session = await signSession({ sub: tenant.recruiterId, org_id: tenant.tenantId }, t);

    const [audit, ...more] = await auditsOf(request.id, 'reference_request.cancelled');
    expect(more).toEqual([]);
    expect(audit).toMatchObject({ actorKind: 'api_key', actorId: key.id });
    expect(audit!.metadata).toMatchObject({
      from: 'collecting',
      to: 'cancelled',
      reason: 'Candidate withdrew',
    });
    const read = await t.app.inject({
      url: `/v1/api/reference-requests/${request.id}`,
      headers: bearer(key.plaintext),
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ status: 'cancelled', allowedActions: [] });
  });

  it('drops the queued intake invitation before it goes out, and the intake link answers 410', async () => {
    const body = manualRequestBody({ launchMode: 'candidate_intake', contacts: [] });
    const unsent = await createRequestFor(t, tenant, 'live', body);
    expect((await cancelViaSession(unsent.id)).statusCode).toBe(200);
    await t.app.worker.drain();
    expect(t.mailer.to(body.candidate.email)).toEqual([]);

    const other = manualRequestBody({ launchMode: 'candidate_intake', contacts: [] });
    const sent = await createRequestFor(t, tenant, 'live', other);
    await t.app.worker.drain();
    const token = tokenFromMail(t, other.candidate.email, 'intake');
    expect((await cancelViaSession(sent.id, { reason: 'Duplicate' })).statusCode).toBe(200);
    const opened = await t.app.inject({ url: `/v1/public/intake/${token}` });
    expect(opened.statusCode).toBe(410);
  });

  it('refuses a link the cancel could not use up (held by a call in flight) with 410', async () => {
    const body = manualRequestBody();
    const request = await createRequestFor(t, tenant, 'live', body);
    await lifecycle(t, key, request.id, 'grant_candidate_consent');
    await lifecycle(t, key, request.id, 'queue_outreach');
    const token = tokenFromMail(t, body.contacts![1]!.email!, 'referee');
    expect((await cancelViaApi(request.id)).statusCode).toBe(200);
    // As if the link's row had been locked by a participant's call during the cancel.
    await t.database.db
      .update(participantTokens)
      .set({ usedAt: null })
      .where(eq(participantTokens.referenceRequestId, request.id));
    const opened = await t.app.inject({ url: `/v1/public/referee/${token}` });
    expect(opened.statusCode).toBe(410);
    expect(opened.json()).toMatchObject({
      code: 'token_used',
      detail: expect.stringMatching(/cancelled/),
    });
  });

  it('answers 409 invalid_transition for a cancelled request, and cancels from review_requested', async () => {
    const request = await createRequestFor(t, tenant);
    await lifecycle(t, key, request.id, 'grant_candidate_consent');
    await lifecycle(t, key, request.id, 'queue_outreach');
    await lifecycle(t, key, request.id, 'request_recruiter_review');
    expect((await cancelViaSession(request.id)).json().status).toBe('cancelled');
    const again = await cancelViaApi(request.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'invalid_transition',
      allowedActions: [],
      currentState: 'cancelled',
    });
    expect(await auditsOf(request.id, 'reference_request.cancelled')).toHaveLength(1);
  });

  it("answers another tenant's or environment's request as unknown (404)", async () => {
    const stranger = await createTenant(t);
    const theirs = await createRequestFor(t, stranger);
    const res = await cancelViaApi(theirs.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
    const testRequest = await createRequestFor(t, tenant, 'test');
    expect((await cancelViaApi(testRequest.id)).statusCode).toBe(404);
  });

  it('needs references:write and rejects an over-long reason with 400', async () => {
    const request = await createRequestFor(t, tenant);
    const reader = await createKey(t, tenant, { scopes: ['references:read'] });
    const denied = await cancelViaApi(request.id, {}, bearer(reader.plaintext));
    expect(denied.statusCode).toBe(403);
    const long = await cancelViaApi(request.id, { reason: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().code).toBe('validation_failed');
  });

  it('replays the answer for the same Idempotency-Key', async () => {
    const request = await createRequestFor(t, tenant);
    const headers = { ...bearer(key.plaintext), 'idempotency-key': `cancel-${request.id}` };
    const first = await cancelViaApi(request.id, { reason: 'Done' }, headers);
    const second = await cancelViaApi(request.id, { reason: 'Done' }, headers);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
  });
});

describe('deleting a candidate', () => {
  it('cancels every request of the candidate not cancelled yet, in the same transaction', async () => {
    const body = manualRequestBody();
    const first = await createRequestFor(t, tenant, 'live', body);
    const secondBody = { ...manualRequestBody(), candidate: body.candidate };
    const second = await createRequestFor(t, tenant, 'live', secondBody);
    expect(second.candidate.id).toBe(first.candidate.id);
    await lifecycle(t, key, second.id, 'grant_candidate_consent');
    await lifecycle(t, key, second.id, 'queue_outreach');
    const token = tokenFromMail(t, secondBody.contacts![0]!.email!, 'referee');

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/v1/tenants/${tenant.tenantId}/candidates/${first.candidate.id}`,
      headers: bearer(tenant.session),
    });
    expect(res.statusCode, res.body).toBe(200);

    for (const id of [first.id, second.id]) {
      const read = await t.app.inject({
        url: `/v1/api/reference-requests/${id}`,
        headers: bearer(key.plaintext),
      });
      expect(read.json().status).toBe('cancelled');
      const [audit] = await auditsOf(id, 'reference_request.cancelled');
      expect(audit).toMatchObject({ actorKind: 'recruiter', actorId: tenant.recruiterId });
      expect(audit!.metadata).toMatchObject({ reason: 'candidate_deleted' });
    }
    expect((await t.app.inject({ url: `/v1/public/referee/${token}` })).statusCode).toBe(410);
    const [deleted] = await auditsOf(first.candidate.id, 'candidate.deleted');
    expect(
      (deleted!.metadata as { cancelledRequestIds: string[] }).cancelledRequestIds.sort(),
    ).toEqual([first.id, second.id].sort());
  });
});
