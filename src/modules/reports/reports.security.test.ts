import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { describeApiKeyRouteSecurity } from '../../../test/helpers/common-route-tests.ts';
import {
  bearer,
  createKey,
  createTenant,
  type TestTenant,
} from '../../../test/helpers/factories.ts';
import type { Acting, Environment } from '../../core/tenancy.ts';
import { approveReport, draftValuation } from './reports.service.ts';
import { seedRequest, TWO_ANSWERS } from './reports.test-factory.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const recruiterActing = (tenant: TestTenant, environment: Environment): Acting => ({
  tenantId: tenant.tenantId,
  environment,
  recruiterId: tenant.recruiterId,
  actor: { kind: 'recruiter', id: tenant.recruiterId },
  traceId: null,
});

/** A request with answers, moved to `stage` through the services. */
async function requestAt(
  t: TestApp,
  tenant: TestTenant,
  environment: Environment,
  stage: 'answered' | 'drafted' | 'approved',
) {
  const { requestId } = await seedRequest(t, tenant, { environment, referees: TWO_ANSWERS });
  const acting = recruiterActing(tenant, environment);
  if (stage !== 'answered') await draftValuation(t.app.ctx, acting, requestId);
  if (stage === 'approved') await approveReport(t.app.ctx, acting, requestId);
  return requestId;
}

describeApiKeyRouteSecurity(() => t, {
  method: 'POST',
  path: (id) => `/v1/api/reference-requests/${id}/valuation/draft`,
  scope: 'valuations:write',
  createResource: (t, tenant, environment) => requestAt(t, tenant, environment, 'answered'),
});

describeApiKeyRouteSecurity(() => t, {
  method: 'POST',
  path: (id) => `/v1/api/reference-requests/${id}/share`,
  scope: 'reports:write',
  body: { expiresInDays: 3 },
  createResource: (t, tenant, environment) => requestAt(t, tenant, environment, 'approved'),
});

// Approve succeeds once per draft, so the shared suite's "call twice" check does
// not fit it: the same checks, each on a fresh draft.
describe('POST /v1/api/reference-requests/:id/valuation/approve: API-key security', () => {
  const url = (id: string) => `/v1/api/reference-requests/${id}/valuation/approve`;
  const call = (id: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: url(id), headers });
  const expectProblem = (res: Awaited<ReturnType<typeof call>>, status: number, code: string) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json()).toMatchObject({ status, code });
  };

  it('refuses a call without credentials (401) and a garbled key (401)', async () => {
    const tenant = await createTenant(t);
    const id = await requestAt(t, tenant, 'live', 'drafted');
    expectProblem(await call(id), 401, 'missing_credentials');
    expectProblem(await call(id, bearer('svc_live_garbled')), 401, 'invalid_api_key');
  });

  it('refuses a key without valuations:write (403 insufficient_scope)', async () => {
    const tenant = await createTenant(t);
    const id = await requestAt(t, tenant, 'live', 'drafted');
    const key = await createKey(t, tenant, { scopes: ['reports:write'] });
    const res = await call(id, bearer(key.plaintext));
    expectProblem(res, 403, 'insufficient_scope');
    expect(res.json().requiredScope).toBe('valuations:write');
  });

  it("answers 404 for another tenant's and the other environment's request", async () => {
    const tenant = await createTenant(t);
    const stranger = await createTenant(t);
    const id = await requestAt(t, tenant, 'live', 'drafted');
    const testId = await requestAt(t, tenant, 'test', 'drafted');
    const strangerKey = await createKey(t, stranger, { scopes: ['valuations:write'] });
    expectProblem(await call(id, bearer(strangerKey.plaintext)), 404, 'not_found');
    const liveKey = await createKey(t, tenant, { scopes: ['valuations:write'] });
    expectProblem(await call(testId, bearer(liveKey.plaintext)), 404, 'not_found');
  });

  it('accepts the key as Authorization: Bearer and as x-api-key', async () => {
    const tenant = await createTenant(t);
    const key = await createKey(t, tenant, { scopes: ['valuations:write'] });
    const viaBearer = await call(
      await requestAt(t, tenant, 'live', 'drafted'),
      bearer(key.plaintext),
    );
    expect(viaBearer.statusCode, viaBearer.body).toBe(200);
    const viaHeader = await call(await requestAt(t, tenant, 'live', 'drafted'), {
      'x-api-key': key.plaintext,
    });
    expect(viaHeader.statusCode, viaHeader.body).toBe(200);
  });
});
