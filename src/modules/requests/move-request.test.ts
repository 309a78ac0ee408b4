import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { testEngine } from '../../../test/helpers/db.ts';
import {
  bearer,
  createKey,
  createTenant,
  type TestKey,
  type TestTenant,
} from '../../../test/helpers/factories.ts';
import { untilAnotherSessionWaitsOnALock } from '../../../test/helpers/lock-wait.ts';
import type { Acting } from '../../core/tenancy.ts';
import {
  activityEntries,
  auditEvents,
  jobs,
  participantTokens,
  referenceContacts,
  referenceRequests,
} from '../../db/schema/index.ts';
import { unitOfWork } from '../../db/tx.ts';
import { INVITATION_JOB_TYPE } from './invitations.ts';
import { moveAndAnswer, moveRequest } from './move-request.ts';
import { createRequestFor } from './requests.test-helper.ts';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let key: TestKey;
let otherKey: TestKey;

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await createTenant(t, 'Acme Recruiting');
  other = await createTenant(t, 'Other Recruiting');
  key = await createKey(t, tenant, { scopes: ['references:read', 'references:write'] });
  otherKey = await createKey(t, other, { scopes: ['references:read', 'references:write'] });
});
afterAll(() => t.close());

const path = (id: string) => `/v1/api/reference-requests/${id}`;

function move(id: string, action: string, as: TestKey = key) {
  const url = action === 'cancel' ? `${path(id)}/cancel` : `${path(id)}/lifecycle`;
  return t.app.inject({
    method: 'POST',
    url,
    headers: bearer(as.plaintext),
    payload: action === 'cancel' ? {} : { action },
  });
}

async function moved(id: string, ...actions: string[]) {
  for (const action of actions) {
    const res = await move(id, action);
    expect(res.statusCode, res.body).toBe(200);
  }
}

const acting = (): Acting => ({
  tenantId: tenant.tenantId,
  environment: 'live',
  actor: { kind: 'api_key', id: key.id },
  recruiterId: null,
  traceId: 'trace-move',
});

describe('moves in one statement', () => {
  it('answer the request as GET reads it after the move, e-mailing moves included', async () => {
    for (const [before, action] of [
      [[], 'grant_candidate_consent'],
      [[], 'request_candidate_consent'],
      [['request_candidate_consent'], 'grant_candidate_consent'],
      [['grant_candidate_consent'], 'queue_outreach'],
      [['grant_candidate_consent', 'queue_outreach'], 'request_recruiter_review'],
      [['grant_candidate_consent', 'queue_outreach'], 'cancel'],
      [[], 'cancel'],
    ] as const) {
      const request = await createRequestFor(t, tenant);
      await moved(request.id, ...before);
      const get = () =>
        t.app.inject({ method: 'GET', url: path(request.id), headers: bearer(key.plaintext) });
      // Read once before: the view cache holds the request, and the move must invalidate it.
      expect((await get()).statusCode).toBe(200);
      t.clock.advance(1_234);
      const res = await move(request.id, action);
      expect(res.statusCode, res.body).toBe(200);
      const read = await get();
      expect(res.json(), action).toEqual(read.json());
      expect(res.json().updatedAt).toBe(t.clock.now().toISOString());
    }
  });

  it('answer 404 alike for an unknown id and for another tenant’s request', async () => {
    const request = await createRequestFor(t, tenant);
    for (const action of ['grant_candidate_consent', 'cancel']) {
      const unknown = await move('rr_unknown', action, otherKey);
      const others = await move(request.id, action, otherKey);
      expect(unknown.statusCode).toBe(404);
      expect(others.statusCode).toBe(404);
      const { instance: _a, traceId: _c, ...unknownBody } = unknown.json();
      const { instance: _b, traceId: _d, ...othersBody } = others.json();
      expect(othersBody).toEqual(unknownBody);
    }
    const [row] = await t.database.db
      .select({ status: referenceRequests.status, version: referenceRequests.version })
      .from(referenceRequests)
      .where(eq(referenceRequests.id, request.id));
    expect(row).toEqual({ status: 'created', version: 1 });
  });

  it('answer 409 invalid_transition with the current state for a move not allowed', async () => {
    const request = await createRequestFor(t, tenant);
    await moved(request.id, 'cancel');
    for (const action of ['grant_candidate_consent', 'request_recruiter_review', 'cancel']) {
      const res = await move(request.id, action);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'invalid_transition',
        allowedActions: [],
        currentState: 'cancelled',
      });
    }
  });

  it('write the audit event and timeline entry of the move, with the reason and the transition', async () => {
    const request = await createRequestFor(t, tenant);
    await moved(request.id, 'request_candidate_consent');
    t.clock.advance(60_000);
    await t.database.db.transaction((tx) =>
      moveRequest(tx, t.clock, acting(), request.id, 'grant_candidate_consent', {
        reason: 'Signed',
      }),
    );
    const { request: row, audits, timeline } = await written(request.id);
    expect(row).toMatchObject({ status: 'consent_granted', updatedAt: t.clock.now() });
    const expected = { from: 'consent_requested', to: 'consent_granted', reason: 'Signed' };
    expect(audits).toEqual([
      {
        action: 'reference_request.grant_candidate_consent',
        actorKind: 'api_key',
        actorId: key.id,
        targetType: 'reference_request',
        traceId: 'trace-move',
        metadata: expected,
        createdAt: t.clock.now(),
      },
    ]);
    expect(timeline).toEqual([
      {
        kind: 'lifecycle.grant_candidate_consent',
        actorKind: 'api_key',
        actorId: key.id,
        summary: 'Candidate consent granted',
        data: expected,
        createdAt: t.clock.now(),
      },
    ]);
  });

  it('queue the candidate’s consent invitation, and the referees’ on queue_outreach', async () => {
    const consent = await createRequestFor(t, tenant);
    await moved(consent.id, 'request_candidate_consent');
    const outreach = await createRequestFor(t, tenant);
    await moved(outreach.id, 'grant_candidate_consent', 'queue_outreach');
    await t.app.worker.drain();
    const invitations = async (requestId: string) =>
      (
        await t.database.db
          .select({ payload: jobs.payload, status: jobs.status })
          .from(jobs)
          .where(and(eq(jobs.subjectId, requestId), eq(jobs.type, INVITATION_JOB_TYPE)))
      ).map((job) => ({ ...job.payload, status: job.status }));
    expect(await invitations(consent.id)).toEqual([
      expect.objectContaining({ kind: 'consent', contactIds: [], status: 'done' }),
    ]);
    const contacts = await t.database.db
      .select({ id: referenceContacts.id, status: referenceContacts.status })
      .from(referenceContacts)
      .where(eq(referenceContacts.referenceRequestId, outreach.id));
    expect(contacts.every((contact) => contact.status === 'invited')).toBe(true);
    expect(await invitations(outreach.id)).toEqual([
      expect.objectContaining({
        kind: 'referees',
        contactIds: contacts.map((contact) => contact.id).sort(),
        actor: { kind: 'api_key', id: key.id },
        status: 'done',
      }),
    ]);
  });

  it('cancel queued invitations, e-mails and reminders, and use up the links, on cancel', async () => {
    const request = await createRequestFor(t, tenant);
    await moved(request.id, 'grant_candidate_consent', 'queue_outreach');
    await t.app.worker.drain();
    t.clock.advance(60_000);
    await t.database.db.transaction((tx) =>
      moveRequest(tx, t.clock, acting(), request.id, 'cancel', { reason: 'Filled' }),
    );
    const { queued, links, audits } = await written(request.id);
    expect(queued.filter((job) => job.status === 'pending')).toEqual([]);
    expect(queued.filter((job) => job.status === 'cancelled').length).toBeGreaterThan(0);
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((link) => link.usedAt?.getTime() === t.clock.now().getTime())).toBe(true);
    expect(audits.map((audit) => audit.action)).toEqual(['reference_request.cancelled']);
  });

  it('refuse queue_outreach without a contact with an e-mail, writing nothing', async () => {
    const request = await createRequestFor(t, tenant);
    await t.database.db
      .update(referenceContacts)
      .set({ email: null })
      .where(eq(referenceContacts.referenceRequestId, request.id));
    await moved(request.id, 'grant_candidate_consent');
    const res = await move(request.id, 'queue_outreach');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'invalid_transition' });
    expect((await written(request.id)).request?.status).toBe('consent_granted');
  });

  it('move after waiting when another transaction holds the row', async () => {
    const request = await createRequestFor(t, tenant);
    const ctx = { db: t.database.db, clock: t.clock };
    if (testEngine() !== 'postgresql') {
      // One connection on PGlite: no other transaction can hold the row meanwhile.
      const view = await moveAndAnswer(
        ctx,
        unitOfWork(t.database.db),
        acting(),
        request.id,
        'grant_candidate_consent',
      );
      expect(view.status).toBe('consent_granted');
      return;
    }
    let answer: ReturnType<typeof moveAndAnswer> | undefined;
    await t.database.db.transaction(async (tx) => {
      await tx
        .select()
        .from(referenceRequests)
        .where(eq(referenceRequests.id, request.id))
        .for('update');
      await tx
        .update(referenceRequests)
        .set({ status: 'consent_requested', version: 2 })
        .where(eq(referenceRequests.id, request.id));
      answer = moveAndAnswer(
        ctx,
        unitOfWork(t.database.db),
        acting(),
        request.id,
        'grant_candidate_consent',
      );
      await untilAnotherSessionWaitsOnALock(t.database);
    });
    const view = await answer!;
    expect(view.status).toBe('consent_granted');
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.targetId, request.id),
          eq(auditEvents.action, 'reference_request.grant_candidate_consent'),
        ),
      );
    expect(audit?.metadata).toEqual({ from: 'consent_requested', to: 'consent_granted' });
  });
});

/** What a move wrote for a request, without ids (each request has its own). */
async function written(requestId: string) {
  const db = t.database.db;
  const [request] = await db
    .select({
      status: referenceRequests.status,
      version: referenceRequests.version,
      updatedAt: referenceRequests.updatedAt,
    })
    .from(referenceRequests)
    .where(eq(referenceRequests.id, requestId));
  const audits = await db
    .select({
      action: auditEvents.action,
      actorKind: auditEvents.actorKind,
      actorId: auditEvents.actorId,
      targetType: auditEvents.targetType,
      traceId: auditEvents.traceId,
      metadata: auditEvents.metadata,
      createdAt: auditEvents.createdAt,
    })
    .from(auditEvents)
    .where(and(eq(auditEvents.targetId, requestId), eq(auditEvents.traceId, 'trace-move')));
  const timeline = await db
    .select({
      kind: activityEntries.kind,
      actorKind: activityEntries.actorKind,
      actorId: activityEntries.actorId,
      summary: activityEntries.summary,
      data: activityEntries.data,
      createdAt: activityEntries.createdAt,
    })
    .from(activityEntries)
    .where(
      and(
        eq(activityEntries.referenceRequestId, requestId),
        eq(activityEntries.createdAt, t.clock.now()),
      ),
    );
  const contacts = await db
    .select({ id: referenceContacts.id })
    .from(referenceContacts)
    .where(eq(referenceContacts.referenceRequestId, requestId));
  const subjects = [requestId, ...contacts.map((contact) => contact.id)];
  const queued = await db
    .select({
      type: jobs.type,
      status: jobs.status,
      runAt: jobs.runAt,
      finishedAt: jobs.finishedAt,
      updatedAt: jobs.updatedAt,
    })
    .from(jobs)
    .where(inArray(jobs.subjectId, subjects))
    .orderBy(asc(jobs.type), asc(jobs.runAt), asc(jobs.status));
  const links = await db
    .select({
      purpose: participantTokens.purpose,
      usedAt: participantTokens.usedAt,
      updatedAt: participantTokens.updatedAt,
    })
    .from(participantTokens)
    .where(
      or(
        eq(participantTokens.referenceRequestId, requestId),
        inArray(participantTokens.subjectId, subjects),
      ),
    )
    .orderBy(asc(participantTokens.purpose), asc(participantTokens.createdAt));
  return { request, audits, timeline, queued, links };
}
