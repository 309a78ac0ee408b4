import { expect } from 'vitest';
import type { TestApp } from '../../../test/helpers/app.ts';
import { bearer, type TestTenant } from '../../../test/helpers/factories.ts';
import { seedRequest, TWO_ANSWERS } from './reports.test-helper.ts';

/** Route helpers of the report tests, bound to one test app. */
export function reportRoutes(getT: () => TestApp) {
  const tenantUrl = (tenant: TestTenant, requestId: string, suffix = '', env = 'live') =>
    `/v1/tenants/${tenant.tenantId}/reference-reports/${requestId}${suffix}?environment=${env}`;

  async function post(url: string, headers: Record<string, string>, body?: unknown) {
    return getT().app.inject({
      method: 'POST',
      url,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  function expectProblem(res: { statusCode: number; body: string }, status: number, code: string) {
    expect(res.statusCode, res.body).toBe(status);
    expect(JSON.parse(res.body)).toMatchObject({ status, code });
  }

  /** A tenant with a request that has two answers, drafted, approved and shared; answers the public token. */
  async function sharedReport(tenant: TestTenant, env: 'live' | 'test' = 'live', name = 'Ada') {
    const { requestId } = await seedRequest(getT(), tenant, {
      environment: env,
      candidate: { firstName: name, lastName: 'Lovelace' },
      referees: TWO_ANSWERS,
      trustSignal: { kind: 'shared_ip_address', severity: 'medium', reviewNote: 'Same office.' },
    });
    const auth = bearer(tenant.session);
    expect((await post(tenantUrl(tenant, requestId, '/draft', env), auth)).statusCode).toBe(200);
    expect((await post(tenantUrl(tenant, requestId, '/approve', env), auth)).statusCode).toBe(200);
    const share = await post(tenantUrl(tenant, requestId, '/share', env), auth, {});
    expect(share.statusCode, share.body).toBe(200);
    const url = share.json().url as string;
    return { requestId, token: url.split('/reports/')[1]!, share: share.json() };
  }

  return { tenantUrl, post, expectProblem, sharedReport };
}
