import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import {
  bearer,
  createKey,
  createTenant,
  type TestKey,
  type TestTenant,
} from '../../../test/helpers/factories.ts';
import { DAY_MS, HOUR_MS } from '../../core/clock.ts';
import type { Acting } from '../../core/tenancy.ts';
import { activityEntries, auditEvents, jobs, referenceContacts } from '../../db/schema/index.ts';
import { inTransaction, unitOfWork } from '../../db/tx.ts';
import { cancelReminders } from './reminders.ts';
import { applyWorkflowEvent } from './requests.service.ts';
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

function move(id: string, action: string, headers: Record<string, string> = bearer(key.plaintext)) {
  return t.app.inject({
    method: 'POST',
    url: `/v1/api/reference-requests/${id}/lifecycle`,
    headers,
    payload: { action },
  });
}

const candidateActing = (): Acting => ({
  tenantId: tenant.tenantId,
  environment: 'live',
  actor: { kind: 'candidate', id: 'cand' },
  recruiterId: null,
  traceId: null,
});

const linkIn = (text: string, kind: string) =>
  new RegExp(`http://refcheck\\.test/${kind}/[A-Za-z0-9_-]{43}`).exec(text)?.[0];

describe('POST …/lifecycle', () => {
  it('answers 400 validation_failed for an unknown action', async () => {
    const request = await createRequestFor(t, tenant);
    const res = await move(request.id, 'launch_rockets');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed' });
    expect(res.json().errors[0].path).toBe('action');
  });

  it('answers 409 invalid_transition with allowedActions for a move not allowed', async () => {
    const request = await createRequestFor(t, tenant);
    const res = await move(request.id, 'queue_outreach');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'invalid_transition',
      allowedActions: ['request_candidate_consent', 'grant_candidate_consent', 'cancel'],
      currentState: 'created',
    });
    const review = await move(request.id, 'request_recruiter_review');
    expect(review.statusCode).toBe(409);
  });

  it('drives a manual request through consent, outreach and review, with e-mails, audit and activity', async () => {
    const body = manualRequestBody();
    const request = await createRequestFor(t, tenant, 'live', body);

    const consent = await move(request.id, 'request_candidate_consent');
    expect(consent.statusCode, consent.body).toBe(200);
    expect(consent.json()).toMatchObject({
      object: 'reference_request',
      status: 'consent_requested',
    });
    await t.app.worker.drain();
    const [consentMail] = t.mailer.to(body.candidate.email);
    expect(linkIn(consentMail!.text, 'intake')).toBeDefined();

    const granted = await move(request.id, 'grant_candidate_consent');
    expect(granted.json().status).toBe('consent_granted');
    expect(granted.json().allowedActions).toEqual(['queue_outreach', 'cancel']);

    const queued = await move(request.id, 'queue_outreach');
    expect(queued.statusCode, queued.body).toBe(200);
    expect(queued.json().status).toBe('outreach_queued');
    expect(queued.json().contacts.map((c: { status: string }) => c.status)).toEqual([
      'invited',
      'invited',
    ]);
    expect(queued.json().contacts[0].invitedAt).toBe(t.clock.now().toISOString());
    await t.app.worker.drain();
    for (const contact of body.contacts!) {
      const [mail] = t.mailer.to(contact.email!);
      expect(mail!.subject).toBe('Reference request for Ada Lovelace');
      expect(linkIn(mail!.text, 'referee')).toBeDefined();
    }

    const review = await move(request.id, 'request_recruiter_review');
    expect(review.json().status).toBe('review_requested');
    expect(review.json().allowedActions).toEqual(['cancel']);

    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.targetId, request.id));
    expect(audits.map((a) => a.action)).toEqual([
      'reference_request.created',
      'reference_request.request_candidate_consent',
      'reference_request.grant_candidate_consent',
      'reference_request.queue_outreach',
      'reference_request.request_recruiter_review',
    ]);
    const activity = await t.database.db
      .select()
      .from(activityEntries)
      .where(eq(activityEntries.referenceRequestId, request.id));
    expect(activity.map((a) => a.kind)).toEqual([
      'request.created',
      'lifecycle.request_candidate_consent',
      'outreach.consent_requested',
      'lifecycle.grant_candidate_consent',
      'lifecycle.queue_outreach',
      'outreach.referee_invited',
      'outreach.referee_invited',
      'lifecycle.request_recruiter_review',
    ]);
    expect(activity[5]!.summary).toBe(
      `Invitation e-mailed and texted to Grace Hopper <${body.contacts![0]!.email}>`,
    );
    // Review cancels every pending referee reminder.
    const pending = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.type, 'outreach.reminder'), eq(jobs.status, 'pending')));
    expect(
      pending.filter(
        (j) => (j.payload as { referenceRequestId: string }).referenceRequestId === request.id,
      ),
    ).toEqual([]);
  });

  it('refuses queue_outreach when no contact has an e-mail', async () => {
    const request = await createRequestFor(
      t,
      tenant,
      'live',
      manualRequestBody({ launchMode: 'candidate_intake', contacts: [{ phone: '2125550100' }] }),
    );
    await inTransaction(unitOfWork(t.database.db), (tx) =>
      applyWorkflowEvent(tx, t.app.ctx, candidateActing(), request.id, 'intake_abandoned'),
    );
    expect((await move(request.id, 'grant_candidate_consent')).statusCode).toBe(200);
    const res = await move(request.id, 'queue_outreach');
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('invalid_transition');
    expect(res.json().detail).toMatch(/at least one referee contact with an e-mail/);
  });

  it('lets only one of two concurrent moves succeed', async () => {
    const request = await createRequestFor(t, tenant);
    const [a, b] = await Promise.all([
      move(request.id, 'grant_candidate_consent'),
      move(request.id, 'grant_candidate_consent'),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.targetId, request.id),
          eq(auditEvents.action, 'reference_request.grant_candidate_consent'),
        ),
      );
    expect(audits).toHaveLength(1);
  });

  it('works on the tenant route, as the session recruiter', async () => {
    const request = await createRequestFor(t, tenant);
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/tenants/${tenant.tenantId}/reference-requests/${request.id}/lifecycle`,
      headers: bearer(tenant.session),
      payload: { action: 'grant_candidate_consent', reason: 'Signed at interview' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.targetId, request.id),
          eq(auditEvents.action, 'reference_request.grant_candidate_consent'),
        ),
      );
    expect(audit).toMatchObject({ actorKind: 'recruiter', actorId: tenant.recruiterId });
    expect(audit!.metadata).toMatchObject({ reason: 'Signed at interview' });
  });

  it("answers 404 for another tenant's or environment's request, 403 without references:write", async () => {
    const request = await createRequestFor(t, tenant);
    const stranger = await createTenant(t);
    const strangerKey = await createKey(t, stranger);
    expect(
      (await move(request.id, 'grant_candidate_consent', bearer(strangerKey.plaintext))).statusCode,
    ).toBe(404);
    const testKey = await createKey(t, tenant, { environment: 'test' });
    expect(
      (await move(request.id, 'grant_candidate_consent', bearer(testKey.plaintext))).statusCode,
    ).toBe(404);
    const readOnly = await createKey(t, tenant, { scopes: ['references:read'] });
    const res = await move(request.id, 'grant_candidate_consent', bearer(readOnly.plaintext));
    expect(res.statusCode).toBe(403);
    expect(res.json().requiredScope).toBe('references:write');
    expect((await move(request.id, 'grant_candidate_consent', {})).statusCode).toBe(401);
  });
});

describe('reminders', () => {
  it('reminds unfinished referees at 3 and 7 days with a fresh link, and stops for those who finished', async () => {
    const body = manualRequestBody();
    const request = await createRequestFor(t, tenant, 'live', body);
    await move(request.id, 'grant_candidate_consent');
    const queued = (await move(request.id, 'queue_outreach')).json();
    await t.app.worker.drain();
    const [grace, alan] = body.contacts!.map((c) => c.email!);
    const firstLink = linkIn(t.mailer.to(grace!)[0]!.text, 'referee');

    t.clock.advance(2 * DAY_MS);
    await t.app.worker.drain();
    expect(t.mailer.to(grace!)).toHaveLength(1);

    t.clock.advance(DAY_MS + HOUR_MS);
    await t.app.worker.drain();
    const graceMails = t.mailer.to(grace!);
    expect(graceMails).toHaveLength(2);
    expect(graceMails[1]!.subject).toMatch(/^Reminder/);
    const reminderLink = linkIn(graceMails[1]!.text, 'referee');
    expect(reminderLink).toBeDefined();
    expect(reminderLink).not.toBe(firstLink);
    expect(t.mailer.to(alan!)).toHaveLength(2);

    // Grace finishes: the participant module marks her completed and cancels her reminders.
    const graceId = queued.contacts[0].id as string;
    await t.database.db
      .update(referenceContacts)
      .set({ status: 'completed', completedAt: t.clock.now() })
      .where(eq(referenceContacts.id, graceId));
    await inTransaction(unitOfWork(t.database.db), (tx) => cancelReminders(tx, t.clock, graceId));

    t.clock.advance(4 * DAY_MS);
    await t.app.worker.drain();
    expect(t.mailer.to(grace!)).toHaveLength(2);
    expect(t.mailer.to(alan!)).toHaveLength(3);
    const activity = await t.database.db
      .select()
      .from(activityEntries)
      .where(eq(activityEntries.referenceRequestId, request.id));
    const reminders = activity.filter((a) => a.kind === 'outreach.reminder_sent');
    expect(reminders.map((a) => [a.actorKind, a.summary]).sort()).toEqual([
      ['system', `Day-3 reminder e-mailed and texted to ${alan}`],
      ['system', `Day-3 reminder e-mailed and texted to ${grace}`],
      ['system', `Day-7 reminder e-mailed and texted to ${alan}`],
    ]);
  });

  it('a reminder does nothing when the participant finished without cancelling', async () => {
    const body = manualRequestBody();
    const request = await createRequestFor(t, tenant, 'live', body);
    await move(request.id, 'grant_candidate_consent');
    const queued = (await move(request.id, 'queue_outreach')).json();
    await t.app.worker.drain();
    await t.database.db
      .update(referenceContacts)
      .set({ status: 'declined' })
      .where(eq(referenceContacts.id, queued.contacts[0].id));
    t.clock.advance(3 * DAY_MS + HOUR_MS);
    await t.app.worker.drain();
    expect(t.mailer.to(body.contacts![0]!.email!)).toHaveLength(1);
    expect(t.mailer.to(body.contacts![1]!.email!)).toHaveLength(2);
  });

  it('reminds the candidate of a consent request with an intake link, until consent is granted', async () => {
    const body = manualRequestBody();
    const request = await createRequestFor(t, tenant, 'live', body);
    await move(request.id, 'request_candidate_consent');
    await t.app.worker.drain();
    t.clock.advance(3 * DAY_MS + HOUR_MS);
    await t.app.worker.drain();
    const mails = t.mailer.to(body.candidate.email);
    expect(mails.map((m) => m.subject)).toEqual([
      'Acme Recruiting: your consent to a reference check',
      'Reminder: Acme Recruiting is waiting for your consent',
    ]);
    expect(linkIn(mails[1]!.text, 'intake')).toBeDefined();
    expect((await move(request.id, 'grant_candidate_consent')).statusCode).toBe(200);
    t.clock.advance(5 * DAY_MS);
    await t.app.worker.drain();
    expect(t.mailer.to(body.candidate.email)).toHaveLength(2);
  });

  it('reminds the candidate of a pending intake, and stops once intake is completed', async () => {
    const body = manualRequestBody({ launchMode: 'candidate_intake', contacts: undefined });
    const request = await createRequestFor(t, tenant, 'live', body);
    await t.app.worker.drain();
    t.clock.advance(3 * DAY_MS + HOUR_MS);
    await t.app.worker.drain();
    const mails = t.mailer.to(body.candidate.email);
    expect(mails).toHaveLength(2);
    expect(linkIn(mails[1]!.text, 'intake')).toBeDefined();
    await inTransaction(unitOfWork(t.database.db), (tx) =>
      applyWorkflowEvent(tx, t.app.ctx, candidateActing(), request.id, 'intake_completed'),
    );
    t.clock.advance(5 * DAY_MS);
    await t.app.worker.drain();
    expect(t.mailer.to(body.candidate.email)).toHaveLength(2);
  });
});
