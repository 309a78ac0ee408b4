import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import {
  bearer,
  createKey,
  createTenant,
  type TestKey,
  type TestTenant,
} from '../../../test/helpers/factories.ts';
import { json } from '../../../test/helpers/json.ts';
import { problemSchema } from '../../core/problem.ts';
import { auditEvents, candidates, jobs } from '../../db/schema/index.ts';
import { createReferenceRequestResponse } from './requests.schemas.ts';
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

function post(url: string, body: unknown, headers: Record<string, string> = bearer(key.plaintext)) {
  return t.app.inject({ method: 'POST', url, headers, payload: body as object });
}
function get(url: string, headers: Record<string, string> = bearer(key.plaintext)) {
  return t.app.inject({ method: 'GET', url, headers });
}

describe('POST /v1/api/reference-requests', () => {
  it('creates a manual_references request with E.164 phones and no jobs', async () => {
    const body = manualRequestBody({ notes: 'Final round' });
    const res = await post('/v1/api/reference-requests', body);
    expect(res.statusCode, res.body).toBe(200);
    const { referenceRequest, workflow } = json(res, createReferenceRequestResponse);
    expect(referenceRequest).toMatchObject({
      object: 'reference_request',
      status: 'created',
      launchMode: 'manual_references',
      roleTitle: 'Staff Engineer',
      notes: 'Final round',
      report: null,
      recruiterId: tenant.recruiterId,
      allowedActions: ['request_candidate_consent', 'grant_candidate_consent', 'cancel'],
      candidate: { firstName: 'Ada', email: body.candidate.email },
    });
    expect(referenceRequest.id).toMatch(/^rr_/);
    expect(referenceRequest.contacts.map((c) => c.phone)).toEqual([
      '+12125550100',
      '+442079460958',
    ]);
    expect(referenceRequest.contacts[0]).toMatchObject({ status: 'pending', source: 'recruiter' });
    expect(workflow).toEqual({ jobs: [] });
    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.targetId, referenceRequest.id));
    expect(audits.map((a) => [a.action, a.actorKind, a.actorId])).toEqual([
      ['reference_request.created', 'api_key', key.id],
    ]);
  });

  it('finds the existing candidate by e-mail (case-insensitive)', async () => {
    const body = manualRequestBody();
    const first = json(
      await post('/v1/api/reference-requests', body),
      createReferenceRequestResponse,
    );
    const again = manualRequestBody({
      candidate: { ...body.candidate, email: body.candidate.email.toUpperCase() },
    });
    const second = json(
      await post('/v1/api/reference-requests', again),
      createReferenceRequestResponse,
    );
    expect(second.referenceRequest.candidate.id).toBe(first.referenceRequest.candidate.id);
  });

  it('uses the tenant default country for local numbers', async () => {
    const { referenceRequest } = (
      await post('/v1/api/reference-requests', manualRequestBody())
    ).json();
    expect(referenceRequest.contacts[0].phone).toBe('+12125550100');
  });

  it('requires e-mail and phone on every manual_references contact, naming each field', async () => {
    const res = await post(
      '/v1/api/reference-requests',
      manualRequestBody({
        contacts: [
          { firstName: 'A', email: 'a@example.org', phone: '2125550100' },
          { firstName: 'B' },
          { firstName: 'C', email: 'c@example.org' },
        ],
      }),
    );
    expect(res.statusCode).toBe(400);
    const problem = json(res, problemSchema);
    expect(problem.code).toBe('validation_failed');
    expect(problem.errors?.map((e) => e.path)).toEqual([
      'contacts.1.email',
      'contacts.1.phone',
      'contacts.2.phone',
    ]);
  });

  it('refuses invalid e-mails and phones, naming the field', async () => {
    const badEmail = await post(
      '/v1/api/reference-requests',
      manualRequestBody({ contacts: [{ email: 'not-an-email', phone: '2125550100' }] }),
    );
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().errors[0].path).toBe('contacts.0.email');
    const badPhone = await post(
      '/v1/api/reference-requests',
      manualRequestBody({ contacts: [{ email: 'x@example.org', phone: '12' }] }),
    );
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().errors).toEqual([
      { path: 'contacts.0.phone', message: 'is not a valid phone number' },
    ]);
    const badCandidate = await post('/v1/api/reference-requests', {
      ...manualRequestBody(),
      candidate: { firstName: 'A', lastName: 'B', email: 'nope' },
    });
    expect(badCandidate.statusCode).toBe(400);
    expect(badCandidate.json().errors[0].path).toBe('candidate.email');
    const badMode = await post('/v1/api/reference-requests', {
      ...manualRequestBody(),
      launchMode: 'psychic',
    });
    expect(badMode.json().errors[0].path).toBe('launchMode');
  });

  it('accepts a candidate_intake contact with only a name: the candidate completes it at intake', async () => {
    const res = await post(
      '/v1/api/reference-requests',
      manualRequestBody({ launchMode: 'candidate_intake', contacts: [{ firstName: 'Nobody' }] }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().referenceRequest.contacts).toMatchObject([
      { firstName: 'Nobody', email: null, phone: null, status: 'pending' },
    ]);
  });

  it('queues the intake invitation for candidate_intake, with the link in the e-mail', async () => {
    const body = manualRequestBody({ launchMode: 'candidate_intake', contacts: undefined });
    const res = await post('/v1/api/reference-requests', body);
    expect(res.statusCode, res.body).toBe(200);
    const { referenceRequest, workflow } = res.json();
    expect(referenceRequest.status).toBe('intake_pending');
    // The invitation; the worker makes its link and e-mail, and schedules the reminders.
    expect(workflow.jobs).toEqual([
      { id: expect.stringMatching(/^job_/), type: 'outreach.invitation', status: 'pending' },
    ]);
    await t.app.worker.drain();
    const sent = await t.database.db
      .select({ type: jobs.type })
      .from(jobs)
      .where(eq(jobs.subjectId, referenceRequest.id));
    expect(sent.map((job) => job.type).sort()).toEqual([
      'outreach.deliver',
      'outreach.invitation',
      'outreach.reminder',
      'outreach.reminder',
    ]);
    const [mail] = t.mailer.to(body.candidate.email);
    expect(mail!.subject).toContain('Acme Recruiting');
    expect(mail!.text).toMatch(/http:\/\/refcheck\.test\/intake\/[A-Za-z0-9_-]{43}/);
    expect(mail!.html).toContain('http://refcheck.test/intake/');
  });

  it('keeps test and live apart', async () => {
    const testKey = await createKey(t, tenant, { environment: 'test' });
    const created = (
      await post('/v1/api/reference-requests', manualRequestBody(), bearer(testKey.plaintext))
    ).json().referenceRequest;
    expect(created.environment).toBe('test');
    expect((await get(`/v1/api/reference-requests/${created.id}`)).statusCode).toBe(404);
    const viaTest = await get(
      `/v1/api/reference-requests/${created.id}`,
      bearer(testKey.plaintext),
    );
    expect(viaTest.statusCode).toBe(200);
    const tenantLive = await get(
      `/v1/tenants/${tenant.tenantId}/reference-requests/${created.id}`,
      bearer(tenant.session),
    );
    expect(tenantLive.statusCode).toBe(404);
    const tenantTest = await get(
      `/v1/tenants/${tenant.tenantId}/reference-requests/${created.id}?environment=test`,
      bearer(tenant.session),
    );
    expect(tenantTest.statusCode).toBe(200);
  });
});

describe('GET reference requests', () => {
  it('answers the same object on both surfaces', async () => {
    const created = await createRequestFor(t, tenant);
    const viaKey = await get(`/v1/api/reference-requests/${created.id}`);
    const viaSession = await get(
      `/v1/tenants/${tenant.tenantId}/reference-requests/${created.id}`,
      bearer(tenant.session),
    );
    expect(viaKey.statusCode).toBe(200);
    expect(viaKey.json()).toEqual(created);
    expect(viaSession.json()).toEqual(created);
  });

  it("answers 404 for another tenant's request, and 403 for a session on another tenant", async () => {
    const created = await createRequestFor(t, tenant);
    const stranger = await createTenant(t);
    const strangerKey = await createKey(t, stranger);
    const res = await get(
      `/v1/api/reference-requests/${created.id}`,
      bearer(strangerKey.plaintext),
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
    const own = await get(
      `/v1/tenants/${stranger.tenantId}/reference-requests/${created.id}`,
      bearer(stranger.session),
    );
    expect(own.statusCode).toBe(404);
    const other = await get(
      `/v1/tenants/${tenant.tenantId}/reference-requests/${created.id}`,
      bearer(stranger.session),
    );
    expect(other.statusCode).toBe(403);
  });

  it('creates through the tenant route as the session recruiter', async () => {
    const res = await post(
      `/v1/tenants/${tenant.tenantId}/reference-requests`,
      manualRequestBody(),
      bearer(tenant.session),
    );
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().referenceRequest.id;
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.targetId, id));
    expect(audit).toMatchObject({ actorKind: 'recruiter', actorId: tenant.recruiterId });
  });

  it('never creates a candidate in another tenant', async () => {
    const body = manualRequestBody();
    await post('/v1/api/reference-requests', body);
    const rows = await t.database.db
      .select()
      .from(candidates)
      .where(eq(candidates.email, body.candidate.email));
    expect(rows.map((r) => r.tenantId)).toEqual([tenant.tenantId]);
  });
});

// The API-key security suite of the /v1/api/reference-requests routes:
// test/security/api-routes.test.ts.
