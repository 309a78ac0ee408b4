import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { bearer, createTenant, type TestTenant } from '../../../test/helpers/factories.ts';
import { HOUR_MS } from '../../core/clock.ts';
import { newId } from '../../core/ids.ts';
import {
  auditEvents,
  referenceContacts,
  referenceResponses,
  trustSignals,
} from '../../db/schema/index.ts';
import { createRequestFor, manualRequestBody } from '../requests/requests.test-helper.ts';
import { toTrustSignalView } from '../trust-signals/trust-signals.service.ts';

let t: TestApp;
let tenant: TestTenant;

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await createTenant(t);
});
afterAll(() => t.close());

const base = () => `/v1/tenants/${tenant.tenantId}`;
function call(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, who = tenant) {
  return t.app.inject({ method, url, headers: bearer(who.session), payload });
}

/** A request with outreach queued, one referee who answered after 10 hours and one who declined. */
async function answeredRequest() {
  const request = await createRequestFor(t, tenant, 'live', manualRequestBody());
  await call('POST', `${base()}/reference-requests/${request.id}/lifecycle`, {
    action: 'grant_candidate_consent',
  });
  await call('POST', `${base()}/reference-requests/${request.id}/lifecycle`, {
    action: 'queue_outreach',
  });
  // The invitations: their links, e-mails and timeline entries.
  await t.app.worker.drain();
  const [first, second] = request.contacts;
  const invitedAt = t.clock.now();
  const completedAt = new Date(invitedAt.getTime() + 10 * HOUR_MS);
  const scope = { tenantId: tenant.tenantId, environment: 'live' as const };
  await t.database.db
    .update(referenceContacts)
    .set({ status: 'completed', openedAt: invitedAt, completedAt })
    .where(eq(referenceContacts.id, first!.id));
  await t.database.db
    .update(referenceContacts)
    .set({ status: 'declined', declinedAt: completedAt })
    .where(eq(referenceContacts.id, second!.id));
  await t.database.db.insert(referenceResponses).values([
    {
      id: newId('response'),
      ...scope,
      referenceRequestId: request.id,
      contactId: first!.id,
      candidateId: request.candidate.id,
      status: 'completed',
      answers: {
        relationship: 'I managed her',
        ratings: { communication: 5, teamwork: 4 },
        wouldRehire: true,
      },
      source: 'structured',
      completedAt,
      createdAt: completedAt,
      updatedAt: completedAt,
    },
    {
      id: newId('response'),
      ...scope,
      referenceRequestId: request.id,
      contactId: second!.id,
      candidateId: request.candidate.id,
      status: 'declined',
      declineReason: 'Company policy',
      source: 'chat',
      completedAt,
      createdAt: completedAt,
      updatedAt: completedAt,
    },
  ]);
  const signalId = newId('trustSignal');
  await t.database.db.insert(trustSignals).values({
    id: signalId,
    ...scope,
    referenceRequestId: request.id,
    contactId: first!.id,
    kind: 'free_mail_domain',
    severity: 'low',
    details: { domain: 'example.org' },
    createdAt: completedAt,
    updatedAt: completedAt,
  });
  return { request, signalId };
}

describe('recruiter views', () => {
  it('review: responses, ratings per competency, would-rehire, trust signals', async () => {
    const { request, signalId } = await answeredRequest();
    const res = await call('GET', `${base()}/reference-requests/${request.id}/review`);
    expect(res.statusCode, res.body).toBe(200);
    const review = res.json();
    expect(review.object).toBe('reference_request_review');
    expect(review.referenceRequest.id).toBe(request.id);
    expect(review.responses.map((r: { status: string }) => r.status)).toEqual([
      'completed',
      'declined',
    ]);
    expect(review.responses[0].referee).toMatchObject({
      firstName: 'Grace',
      relationship: 'manager',
    });
    expect(review.responses[1].declineReason).toBe('Company policy');
    const communication = review.ratings.find(
      (r: { competency: string }) => r.competency === 'communication',
    );
    expect(communication).toMatchObject({ label: 'Communication', average: 5, count: 1 });
    const leadership = review.ratings.find(
      (r: { competency: string }) => r.competency === 'leadership',
    );
    expect(leadership).toMatchObject({ average: null, count: 0 });
    expect(review.wouldRehire).toEqual({ yes: 1, no: 0, unknown: 0 });
    expect(review.trustSignals.map((s: { id: string }) => s.id)).toEqual([signalId]);
  });

  it('activity: the timeline, newest first, paginated', async () => {
    const { request } = await answeredRequest();
    const page = (
      await call('GET', `${base()}/reference-requests/${request.id}/activity?limit=4`)
    ).json();
    expect(page.data.map((e: { kind: string }) => e.kind)).toEqual([
      'outreach.referee_invited',
      'outreach.referee_invited',
      'lifecycle.queue_outreach',
      'lifecycle.grant_candidate_consent',
    ]);
    const rest = (
      await call(
        'GET',
        `${base()}/reference-requests/${request.id}/activity?limit=4&cursor=${page.nextCursor}`,
      )
    ).json();
    expect(rest.data.map((e: { kind: string }) => e.kind)).toEqual(['request.created']);
    expect(rest.nextCursor).toBeNull();
  });

  it('milestones: consent, outreach, each referee, review, report', async () => {
    const { request } = await answeredRequest();
    const res = (await call('GET', `${base()}/reference-requests/${request.id}/milestones`)).json();
    expect(res).toMatchObject({ object: 'milestones', status: 'outreach_queued' });
    expect(
      res.milestones.map((m: { key: string; status: string }) => `${m.key}:${m.status}`),
    ).toEqual([
      'consent:done',
      'outreach:done',
      'referee_invited:done',
      'referee_opened:done',
      'referee_completed:done',
      'referee_invited:done',
      'referee_opened:skipped',
      'referee_completed:declined',
      'review:pending',
      'report:pending',
    ]);
    expect(res.milestones[0].at).toBe(t.clock.now().toISOString());
  });

  it('workspace and dashboard count per environment', async () => {
    const other = await createTenant(t);
    const before = (
      await call('GET', `/v1/tenants/${other.tenantId}/dashboard`, undefined, other)
    ).json();
    expect(before).toMatchObject({
      referenceRequests: { total: 0 },
      completionRate: null,
      medianTimeToCompleteHours: null,
    });
    const saved = tenant;
    tenant = other;
    try {
      await answeredRequest();
      await createRequestFor(t, other, 'test');
    } finally {
      tenant = saved;
    }
    const dashboard = (
      await call('GET', `/v1/tenants/${other.tenantId}/dashboard`, undefined, other)
    ).json();
    expect(dashboard).toMatchObject({
      object: 'dashboard',
      environment: 'live',
      referenceRequests: { total: 1, byStatus: { outreach_queued: 1, created: 0 } },
      referees: { invited: 2, completed: 1, declined: 1 },
      completionRate: 0.5,
      medianTimeToCompleteHours: 10,
    });
    const workspace = (
      await call('GET', `/v1/tenants/${other.tenantId}/workspace`, undefined, other)
    ).json();
    expect(workspace).toMatchObject({
      object: 'workspace',
      counts: { candidates: 1, referenceRequests: 1, openTrustSignals: 1 },
    });
    expect(workspace.recentRequests[0].candidate.firstName).toBe('Ada');
    expect(workspace.openTrustSignals).toHaveLength(1);
    const testWorkspace = (
      await call(
        'GET',
        `/v1/tenants/${other.tenantId}/workspace?environment=test`,
        undefined,
        other,
      )
    ).json();
    expect(testWorkspace.counts).toMatchObject({ referenceRequests: 1, openTrustSignals: 0 });
    // The median is kept between calls, and computed again once a referee's times change.
    const [completed] = await t.database.db
      .select()
      .from(referenceContacts)
      .where(
        and(
          eq(referenceContacts.tenantId, other.tenantId),
          eq(referenceContacts.status, 'completed'),
        ),
      );
    await t.database.db
      .update(referenceContacts)
      .set({ completedAt: new Date(completed!.invitedAt!.getTime() + 4 * HOUR_MS) })
      .where(eq(referenceContacts.id, completed!.id));
    const again = (
      await call('GET', `/v1/tenants/${other.tenantId}/dashboard`, undefined, other)
    ).json();
    expect(again).toMatchObject({ medianTimeToCompleteHours: 4, completionRate: 0.5 });
  });

  it("answers 404 for another tenant's request and 403 for another tenant's path", async () => {
    const { request } = await answeredRequest();
    const stranger = await createTenant(t);
    for (const view of ['review', 'activity', 'milestones']) {
      const own = await call(
        'GET',
        `/v1/tenants/${stranger.tenantId}/reference-requests/${request.id}/${view}`,
        undefined,
        stranger,
      );
      expect(own.statusCode, view).toBe(404);
      const foreign = await call(
        'GET',
        `${base()}/reference-requests/${request.id}/${view}`,
        undefined,
        stranger,
      );
      expect(foreign.statusCode, view).toBe(403);
      const otherEnv = await call(
        'GET',
        `${base()}/reference-requests/${request.id}/${view}?environment=test`,
      );
      expect(otherEnv.statusCode, view).toBe(404);
    }
  });
});

describe('PATCH trust-signals/:signalId', () => {
  it('confirms or dismisses with a note, audited, with an activity entry', async () => {
    const { request, signalId } = await answeredRequest();
    const res = await call('PATCH', `${base()}/trust-signals/${signalId}`, {
      status: 'dismissed',
      note: 'Shared family domain, checked by phone',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: signalId,
      object: 'trust_signal',
      status: 'dismissed',
      reviewNote: 'Shared family domain, checked by phone',
      reviewedById: tenant.recruiterId,
      reviewedAt: t.clock.now().toISOString(),
    });
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.targetId, signalId), eq(auditEvents.action, 'trust_signal.reviewed')),
      );
    expect(audit).toMatchObject({ actorKind: 'recruiter', actorId: tenant.recruiterId });
    const activity = (
      await call('GET', `${base()}/reference-requests/${request.id}/activity`)
    ).json();
    expect(activity.data[0].kind).toBe('trust_signal.reviewed');
  });

  it('refuses other statuses, and other tenants or environments', async () => {
    const { signalId } = await answeredRequest();
    const bad = await call('PATCH', `${base()}/trust-signals/${signalId}`, { status: 'ignored' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('status');
    const otherEnv = await call('PATCH', `${base()}/trust-signals/${signalId}?environment=test`, {
      status: 'confirmed',
    });
    expect(otherEnv.statusCode).toBe(404);
    const stranger = await createTenant(t);
    const foreign = await call(
      'PATCH',
      `/v1/tenants/${stranger.tenantId}/trust-signals/${signalId}`,
      { status: 'confirmed' },
      stranger,
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('needs a note to dismiss (1–2,000 characters), and keeps it (issue 43 item 11)', async () => {
    const { signalId } = await answeredRequest();
    const url = `${base()}/trust-signals/${signalId}`;
    for (const body of [
      { status: 'dismissed' },
      { status: 'dismissed', note: '   ' },
      { status: 'dismissed', note: 'x'.repeat(2001) },
    ]) {
      const refused = await call('PATCH', url, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'validation_failed' });
      expect(refused.json().errors.map((e: { path: string }) => e.path)).toContain('note');
    }
    // Nothing changed by a refused body.
    const [unchanged] = await t.database.db
      .select()
      .from(trustSignals)
      .where(eq(trustSignals.id, signalId));
    expect(unchanged).toMatchObject({ status: 'open', reviewNote: null });
    const confirmed = await call('PATCH', url, { status: 'confirmed' });
    expect(confirmed.json()).toMatchObject({ status: 'confirmed', reviewNote: null });
  });

  it('says in test mode that a same-network signal shows one person playing everyone', async () => {
    const { signalId } = await answeredRequest();
    const [row] = await t.database.db
      .select()
      .from(trustSignals)
      .where(eq(trustSignals.id, signalId));
    const view = (kind: string, environment: 'live' | 'test') =>
      toTrustSignalView({ ...row!, kind, environment }).testRolePlay;
    expect(view('shared_ip_with_candidate', 'test')).toBe(true);
    expect(view('shared_ip_with_referee', 'test')).toBe(true);
    expect(view('shared_ip_with_candidate', 'live')).toBe(false);
    expect(view('contact_matches_candidate', 'test')).toBe(false);
  });

  it('reopens (the undo), audited with from, to and the note', async () => {
    const { request, signalId } = await answeredRequest();
    const url = `${base()}/trust-signals/${signalId}`;
    await call('PATCH', url, { status: 'dismissed', note: 'Same office wifi, checked by phone' });
    const reopened = await call('PATCH', url, { status: 'open', note: 'Dismissed by mistake' });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json()).toMatchObject({
      status: 'open',
      reviewNote: 'Dismissed by mistake',
      testRolePlay: false,
    });
    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.targetId, signalId), eq(auditEvents.action, 'trust_signal.reviewed')),
      )
      .orderBy(auditEvents.id);
    expect(audits.map((a) => a.metadata)).toEqual([
      expect.objectContaining({
        from: 'open',
        to: 'dismissed',
        note: 'Same office wifi, checked by phone',
      }),
      expect.objectContaining({ from: 'dismissed', to: 'open', note: 'Dismissed by mistake' }),
    ]);
    const activity = (
      await call('GET', `${base()}/reference-requests/${request.id}/activity`)
    ).json();
    expect(activity.data[0].summary).toMatch(/reopened/);
  });
});
