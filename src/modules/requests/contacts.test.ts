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
import { lifecycle, tokenFromMail } from '../../../test/helpers/participants.ts';
import { auditEvents, jobs } from '../../db/schema/index.ts';
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

let counter = 0;
function referee(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    firstName: 'Katherine',
    lastName: `Johnson${counter}`,
    email: `Katherine${counter}@Example.org`,
    phone: '(212) 555-0142',
    relationship: 'manager',
    ...overrides,
  };
}

function addViaApi(id: string, contacts: object[], headers = bearer(key.plaintext)) {
  return t.app.inject({
    method: 'POST',
    url: `/v1/api/reference-requests/${id}/contacts`,
    headers,
    payload: { contacts },
  });
}

function addViaSession(id: string, contacts: object[]) {
  return t.app.inject({
    method: 'POST',
    url: `/v1/tenants/${tenant.tenantId}/reference-requests/${id}/contacts`,
    headers: bearer(tenant.session),
    payload: { contacts },
  });
}

function remove(id: string, contactId: string) {
  return t.app.inject({
    method: 'DELETE',
    url: `/v1/tenants/${tenant.tenantId}/reference-requests/${id}/contacts/${contactId}`,
    headers: bearer(tenant.session),
  });
}

async function auditsFor(action: string, targetId: string) {
  return t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.targetId, targetId)));
}

describe('POST …/contacts', () => {
  it('lets a manual request created without contacts be sent once referees are added', async () => {
    const request = await createRequestFor(t, tenant, 'live', manualRequestBody({ contacts: [] }));
    await lifecycle(t, key, request.id, 'grant_candidate_consent');
    const early = await t.app.inject({
      method: 'POST',
      url: `/v1/api/reference-requests/${request.id}/lifecycle`,
      headers: bearer(key.plaintext),
      payload: { action: 'queue_outreach' },
    });
    expect(early.statusCode).toBe(409);

    const added = await addViaApi(request.id, [referee()]);
    expect(added.statusCode, added.body).toBe(200);
    const [contact] = added.json().contacts;
    expect(contact).toMatchObject({
      status: 'pending',
      source: 'recruiter',
      phone: '+12125550142',
      email: `katherine${counter}@example.org`,
    });
    const [audit] = await auditsFor('reference_contact.added', contact.id);
    expect(audit).toMatchObject({ actorKind: 'api_key', actorId: key.id });

    const sent = await lifecycle(t, key, request.id, 'queue_outreach');
    expect(sent.status).toBe('outreach_queued');
    expect(sent.contacts[0].status).toBe('invited');
    expect(tokenFromMail(t, contact.email, 'referee')).toBeTruthy();
  });

  it('invites a referee added while outreach is under way, queued in the same transaction', async () => {
    const request = await createRequestFor(t, tenant);
    await lifecycle(t, key, request.id, 'grant_candidate_consent');
    await lifecycle(t, key, request.id, 'queue_outreach');
    const res = await addViaSession(request.id, [referee()]);
    expect(res.statusCode, res.body).toBe(200);
    const added = res.json().contacts.at(-1);
    expect(added.status).toBe('invited');
    // The invitation is queued with the change; the worker then sends it with its reminders.
    const invitation = await t.database.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(and(eq(jobs.subjectId, request.id), eq(jobs.type, 'outreach.invitation')));
    expect(invitation.map((job) => job.payload.contactIds)).toContainEqual([added.id]);
    await t.app.worker.drain();
    const queued = await t.database.db.select().from(jobs).where(eq(jobs.subjectId, added.id));
    // An e-mail and a text message (the referee has a phone).
    expect(queued.map((j) => j.type).sort()).toEqual([
      'outreach.deliver',
      'outreach.deliver',
      'outreach.reminder',
      'outreach.reminder',
    ]);
    expect(tokenFromMail(t, added.email, 'referee')).toBeTruthy();
  });

  it('applies the create rules: manual_references needs e-mail and phone, phones must parse', async () => {
    const request = await createRequestFor(t, tenant);
    const res = await addViaApi(request.id, [
      referee({ email: undefined }),
      referee({ phone: 'not a phone' }),
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
    expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual([
      'contacts.0.email',
      'contacts.1.phone',
    ]);
    const empty = await addViaApi(request.id, []);
    expect(empty.statusCode).toBe(400);
  });

  it('takes a phone-only referee on a candidate_intake request, normalised in the tenant country', async () => {
    const request = await createRequestFor(
      t,
      tenant,
      'live',
      manualRequestBody({ launchMode: 'candidate_intake', contacts: [] }),
    );
    const res = await addViaApi(request.id, [{ firstName: 'Dorothy', phone: '212 555 0199' }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().contacts[0]).toMatchObject({ phone: '+12125550199', email: null });
  });

  it('answers 409 invalid_transition once outreach has finished (review_requested, cancelled)', async () => {
    const reviewed = await createRequestFor(t, tenant);
    await lifecycle(t, key, reviewed.id, 'grant_candidate_consent');
    await lifecycle(t, key, reviewed.id, 'queue_outreach');
    await lifecycle(t, key, reviewed.id, 'request_recruiter_review');
    const late = await addViaApi(reviewed.id, [referee()]);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'invalid_transition', allowedActions: ['cancel'] });

    const cancelled = await createRequestFor(t, tenant);
    await t.app.inject({
      method: 'POST',
      url: `/v1/api/reference-requests/${cancelled.id}/cancel`,
      headers: bearer(key.plaintext),
    });
    const after = await addViaSession(cancelled.id, [referee()]);
    expect(after.statusCode).toBe(409);
    expect(after.json().code).toBe('invalid_transition');
  });

  it("answers another tenant's request as unknown (404) and needs references:write", async () => {
    const stranger = await createTenant(t);
    const theirs = await createRequestFor(t, stranger);
    const res = await addViaApi(theirs.id, [referee()]);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
    const reader = await createKey(t, tenant, { scopes: ['references:read'] });
    const mine = await createRequestFor(t, tenant);
    expect((await addViaApi(mine.id, [referee()], bearer(reader.plaintext))).statusCode).toBe(403);
  });

  it('refuses to grow a request past 30 referees', async () => {
    const request = await createRequestFor(t, tenant);
    const twenty = Array.from({ length: 20 }, () => referee());
    expect((await addViaApi(request.id, twenty)).statusCode).toBe(200);
    const res = await addViaApi(request.id, twenty);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('contacts');
  });
});

describe('DELETE …/contacts/:contactId', () => {
  it('removes a referee not yet invited, audited', async () => {
    const request = await createRequestFor(t, tenant);
    const [first, second] = request.contacts;
    const res = await remove(request.id, first!.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().contacts.map((c: { id: string }) => c.id)).toEqual([second!.id]);
    const [audit] = await auditsFor('reference_contact.removed', first!.id);
    expect(audit).toMatchObject({ actorKind: 'recruiter', actorId: tenant.recruiterId });
    expect((await remove(request.id, first!.id)).statusCode).toBe(404);
  });

  it('answers 409 invalid_transition once the referee was invited', async () => {
    const request = await createRequestFor(t, tenant);
    await lifecycle(t, key, request.id, 'grant_candidate_consent');
    await lifecycle(t, key, request.id, 'queue_outreach');
    const res = await remove(request.id, request.contacts[0]!.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'invalid_transition', currentState: 'invited' });
  });

  it("answers 404 for a contact of another request or another tenant's request", async () => {
    const mine = await createRequestFor(t, tenant);
    const other = await createRequestFor(t, tenant);
    expect((await remove(mine.id, other.contacts[0]!.id)).statusCode).toBe(404);
    const stranger = await createTenant(t);
    const theirs = await createRequestFor(t, stranger);
    const res = await remove(theirs.id, theirs.contacts[0]!.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
  });
});
