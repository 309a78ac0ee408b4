import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import {
  bearer,
  createKey,
  createTenant,
  type TestTenant,
} from '../../../test/helpers/factories.ts';
import { createRequestViaApi, lifecycle } from '../../../test/helpers/participants.ts';
import type { Acting, Environment } from '../../core/tenancy.ts';
import { unitOfWork } from '../../db/tx.ts';
import { auditOf } from '../ops/ops.test-helper.ts';
import { draftValuation, getReportState } from '../reports/reports.service.ts';
import { seedRequest, TWO_ANSWERS } from '../reports/reports.test-helper.ts';
import { createReferenceRequest } from '../requests/requests.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const recruiterActing = (tenant: TestTenant, environment: Environment = 'live') =>
  ({
    tenantId: tenant.tenantId,
    environment,
    recruiterId: tenant.recruiterId,
    actor: { kind: 'recruiter', id: tenant.recruiterId },
    traceId: null,
  }) satisfies Acting;

async function ask(key: { plaintext: string }, message: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/api/agent',
    headers: bearer(key.plaintext),
    payload: { message },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    object: string;
    reply: string;
    engine: string;
    toolResults: { tool: string; input: unknown; output: unknown; status: string }[];
  };
}

async function answeredRequest(tenant: TestTenant, environment: Environment = 'live') {
  return (await seedRequest(t, tenant, { environment, referees: TWO_ANSWERS })).requestId;
}

async function manualRequest(tenant: TestTenant) {
  const created = await createReferenceRequest(
    t.app.ctx,
    unitOfWork(t.app.ctx.db),
    recruiterActing(tenant),
    {
      launchMode: 'manual_references',
      candidate: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: `ada.${tenant.tenantId}@example.com`,
      },
      contacts: [
        {
          firstName: 'Grace',
          lastName: 'Hopper',
          email: 'grace@example.org',
          phone: '+12125550100',
        },
      ],
    },
  );
  return created.referenceRequest.id;
}

// The API-key security suite of POST /v1/api/agent: test/security/api-routes.test.ts.

describe('POST /v1/api/agent: built-in engine', () => {
  it('reads a request’s status with a read-only key', async () => {
    const tenant = await createTenant(t);
    const requestId = await answeredRequest(tenant);
    const key = await createKey(t, tenant, { scopes: ['references:read'] });
    const answer = await ask(key, `status of ${requestId}`);
    expect(answer).toMatchObject({ object: 'agent_response', engine: 'builtin' });
    expect(answer.reply).toContain(requestId);
    expect(answer.reply).toContain('status collecting');
    expect(answer.toolResults).toEqual([
      {
        tool: 'get_reference_request',
        input: { requestId },
        output: expect.objectContaining({ id: requestId, object: 'reference_request' }),
        status: 'ok',
      },
    ]);
  });

  it('answers not_found for another environment’s or tenant’s request, as the route does', async () => {
    const tenant = await createTenant(t);
    const stranger = await createTenant(t);
    const sandboxId = await answeredRequest(tenant, 'test');
    const strangerId = await answeredRequest(stranger);
    const key = await createKey(t, tenant, { environment: 'live' });
    for (const id of [sandboxId, strangerId]) {
      const answer = await ask(key, `status of ${id}`);
      expect(answer.toolResults[0]).toMatchObject({
        status: 'error',
        output: { code: 'not_found' },
      });
    }
  });

  it('refuses an approval with a read-only key, and changes nothing', async () => {
    const tenant = await createTenant(t);
    const requestId = await answeredRequest(tenant);
    await draftValuation(t.app.ctx, unitOfWork(t.app.ctx.db), recruiterActing(tenant), requestId);
    const before = await auditOf(t, tenant.tenantId);
    const key = await createKey(t, tenant, { scopes: ['references:read'] });
    const answer = await ask(key, `approve the report for ${requestId}`);
    expect(answer.toolResults).toEqual([
      {
        tool: 'approve_valuation',
        input: { requestId },
        output: expect.objectContaining({
          code: 'insufficient_scope',
          requiredScope: 'valuations:write',
        }),
        status: 'refused',
      },
    ]);
    expect(answer.reply).toMatch(/valuations:write/);
    expect(answer.reply).toMatch(/Nothing was changed/);
    expect(await auditOf(t, tenant.tenantId)).toEqual(before);
    const report = await getReportState(t.app.ctx, recruiterActing(tenant), requestId);
    expect(report.status).toBe('draft');
  });

  it('refuses posting to ops without references:write; posts and audits as the key with it', async () => {
    const tenant = await createTenant(t);
    const reader = await createKey(t, tenant, { scopes: ['references:read'] });
    const refused = await ask(reader, 'post to ops: Grace is on leave');
    expect(refused.toolResults[0]!.status).toBe('refused');
    expect(await auditOf(t, tenant.tenantId)).toHaveLength(0);

    const writer = await createKey(t, tenant, { scopes: ['references:read', 'references:write'] });
    const posted = await ask(writer, 'post to ops: Grace is on leave');
    expect(posted.toolResults[0]).toMatchObject({
      tool: 'post_ops_message',
      status: 'ok',
      output: { object: 'ops_message', author: { kind: 'api_key', id: writer.id } },
    });
    expect(posted.reply).toContain('Posted to the ops feed');
    const audit = await auditOf(t, tenant.tenantId);
    expect(audit.map((e) => [e.action, e.actorKind, e.actorId])).toEqual([
      ['ops_message.created', 'api_key', writer.id],
    ]);
    const feed = await ask(reader, 'read the ops feed');
    expect(feed.reply).toContain('[normal] Grace is on leave');
  });

  it('drafts, approves and shares with a key holding the scopes, audited as the key', async () => {
    const tenant = await createTenant(t);
    const requestId = await answeredRequest(tenant);
    const key = await createKey(t, tenant, {
      scopes: ['references:read', 'valuations:write', 'reports:write'],
    });
    const drafted = await ask(key, `draft the valuation for ${requestId}`);
    expect(drafted.toolResults[0]).toMatchObject({ status: 'ok', output: { version: 1 } });
    const approved = await ask(key, `approve the report for ${requestId}`);
    expect(approved.toolResults[0]).toMatchObject({ status: 'ok', output: { status: 'approved' } });
    const shared = await ask(key, `share the report for ${requestId} for 7 days`);
    expect(shared.toolResults[0]).toMatchObject({ status: 'ok', output: { object: 'share_link' } });
    expect(shared.reply).toContain('http://refcheck.test/reports/');
    const audit = await auditOf(t, tenant.tenantId);
    expect(audit.length).toBeGreaterThanOrEqual(3);
    for (const event of audit)
      expect([event.actorKind, event.actorId]).toEqual(['api_key', key.id]);
  });

  it('reports a refused transition as an error with nothing changed', async () => {
    const tenant = await createTenant(t);
    const requestId = await answeredRequest(tenant);
    const key = await createKey(t, tenant);
    const answer = await ask(key, `approve the report for ${requestId}`);
    expect(answer.toolResults[0]).toMatchObject({
      status: 'error',
      output: { code: 'invalid_transition' },
    });
    expect(answer.reply).toMatch(/could not approve the report \(invalid_transition\)/);
    expect(await auditOf(t, tenant.tenantId)).toHaveLength(0);
  });

  it('creates a request and moves its lifecycle through the workflow services', async () => {
    const tenant = await createTenant(t);
    const key = await createKey(t, tenant, { scopes: ['references:read', 'references:write'] });
    const created = await ask(
      key,
      'create a request for Ada Byron ada.byron@example.com as Staff Engineer',
    );
    expect(created.toolResults[0]).toMatchObject({
      tool: 'create_reference_request',
      status: 'ok',
      output: { referenceRequest: { status: 'intake_pending', roleTitle: 'Staff Engineer' } },
    });
    const manualId = await manualRequest(tenant);
    const moved = await ask(key, `grant consent on ${manualId}`);
    expect(moved.toolResults[0]).toMatchObject({
      tool: 'advance_lifecycle',
      status: 'ok',
      output: { status: 'consent_granted' },
    });
    expect(moved.reply).toBe(`Moved ${manualId} to consent_granted.`);
    const byKey = (await auditOf(t, tenant.tenantId)).filter((e) => e.actorId === key.id);
    expect(byKey.map((e) => e.action)).toContain('reference_request.created');
    expect(byKey.every((e) => e.actorKind === 'api_key')).toBe(true);
  });

  it('lists candidates only with candidates:read', async () => {
    const tenant = await createTenant(t);
    await answeredRequest(tenant);
    const reader = await createKey(t, tenant, { scopes: ['references:read'] });
    expect((await ask(reader, 'list candidates')).toolResults[0]!.status).toBe('refused');
    const full = await createKey(t, tenant, { scopes: ['references:read', 'candidates:read'] });
    const answer = await ask(full, 'list candidates named Ada');
    expect(answer.toolResults[0]).toMatchObject({ status: 'ok', tool: 'list_candidates' });
    expect(answer.reply).toMatch(/^1 candidate:\n- Ada Lovelace/);
  });

  it('answers help listing only what the key’s scopes allow', async () => {
    const tenant = await createTenant(t);
    const reader = await createKey(t, tenant, { scopes: ['references:read'] });
    const answer = await ask(reader, 'what is the weather like?');
    expect(answer.toolResults).toEqual([]);
    expect(answer.reply).toContain('read the ops feed');
    expect(answer.reply).not.toContain('approve the report');
    expect(answer.reply).toMatch(/lacks \(.*valuations:write.*\)/);
  });

  it('lists the requests waiting for review, and only those', async () => {
    const tenant = await createTenant(t);
    const key = await createKey(t, tenant);
    const body = {
      launchMode: 'manual_references',
      candidate: { firstName: 'Wai', lastName: 'Ting', email: `wai${Date.now()}@example.com` },
      contacts: [{ firstName: 'Ref', email: 'ref@example.com', phone: '+14155550123' }],
    };
    const waiting = await createRequestViaApi(t, key, body);
    for (const action of [
      'grant_candidate_consent',
      'queue_outreach',
      'request_recruiter_review',
    ]) {
      await lifecycle(t, key, waiting.id, action);
    }
    const other = await createRequestViaApi(t, key, {
      ...body,
      candidate: { ...body.candidate, email: `other${Date.now()}@example.com` },
    });
    const answer = await ask(key, 'list requests waiting for review');
    expect(answer.toolResults[0]).toMatchObject({ tool: 'list_reference_requests', status: 'ok' });
    const output = answer.toolResults[0]!.output as { data: { id: string }[] };
    const ids = output.data.map((r) => r.id);
    expect(ids).toEqual([waiting.id]);
    expect(ids).not.toContain(other.id);
    expect(answer.reply).toContain(waiting.id);
  });

  it('validates the body (400) and accepts Idempotency-Key', async () => {
    const tenant = await createTenant(t);
    const key = await createKey(t, tenant);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/v1/api/agent',
      headers: bearer(key.plaintext),
      payload: { message: '' },
    });
    expect(bad.statusCode).toBe(400);
    const headers = { ...bearer(key.plaintext), 'idempotency-key': 'agent-post-1' };
    const payload = { message: 'post to ops: once only' };
    const first = await t.app.inject({ method: 'POST', url: '/v1/api/agent', headers, payload });
    const second = await t.app.inject({ method: 'POST', url: '/v1/api/agent', headers, payload });
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(await auditOf(t, tenant.tenantId, 'ops_message.created')).toHaveLength(1);
  });
});

describe('POST /v1/tenants/:tenantId/ops/agent (recruiter workspace agent)', () => {
  const askAsRecruiter = (tenant: TestTenant, message: string, query = '') =>
    t.app.inject({
      method: 'POST',
      url: `/v1/tenants/${tenant.tenantId}/ops/agent${query}`,
      headers: bearer(tenant.session),
      payload: { message },
    });

  it('acts with the session’s rights (every scope), audited as the recruiter', async () => {
    const tenant = await createTenant(t);
    const requestId = await answeredRequest(tenant);
    const drafted = await askAsRecruiter(tenant, `draft the valuation for ${requestId}`);
    expect(drafted.statusCode, drafted.body).toBe(200);
    expect(drafted.json().toolResults[0]).toMatchObject({ status: 'proposed' });
    expect(await auditOf(t, tenant.tenantId)).toEqual([]);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/v1/tenants/${tenant.tenantId}/ops/agent/actions/${drafted.json().toolResults[0].output.id}/confirm`,
      headers: bearer(tenant.session),
    });
    expect(confirmed.json()).toMatchObject({ status: 'confirmed', toolResult: { status: 'ok' } });
    const audit = await auditOf(t, tenant.tenantId);
    expect(audit.map((e) => [e.actorKind, e.actorId])).toEqual([['recruiter', tenant.recruiterId]]);
    const help = await askAsRecruiter(tenant, 'hello');
    expect(help.json().reply).not.toContain('lacks');
  });

  it('works in the environment of ?environment= only', async () => {
    const tenant = await createTenant(t);
    const sandboxId = await answeredRequest(tenant, 'test');
    const live = await askAsRecruiter(tenant, `status of ${sandboxId}`);
    expect(live.json().toolResults[0]).toMatchObject({
      status: 'error',
      output: { code: 'not_found' },
    });
    const sandbox = await askAsRecruiter(tenant, `status of ${sandboxId}`, '?environment=test');
    expect(sandbox.json().toolResults[0]).toMatchObject({ status: 'ok' });
  });

  it('refuses another tenant (403) and no session (401)', async () => {
    const tenant = await createTenant(t);
    const other = await createTenant(t);
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/tenants/${other.tenantId}/ops/agent`,
      headers: bearer(tenant.session),
      payload: { message: 'read the ops feed' },
    });
    expect(res.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/v1/tenants/${tenant.tenantId}/ops/agent`,
      payload: { message: 'read the ops feed' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
