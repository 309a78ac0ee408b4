import { expect } from 'vitest';
import type { TestApp } from '../../../test/helpers/app.ts';
import { bearer, type TestTenant } from '../../../test/helpers/factories.ts';
import type { Question } from '../questionnaires/questionnaires.schemas.ts';
import { type SeededReferee, seedRequest, TWO_ANSWERS } from './reports.test-helper.ts';

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
  async function sharedReport(
    tenant: TestTenant,
    env: 'live' | 'test' = 'live',
    name = 'Ada',
    custom?: { questions: Question[]; referees: SeededReferee[]; lastName?: string },
  ) {
    const questionnaire = custom && (await createQuestionnaire(tenant, custom.questions, env));
    const { requestId } = await seedRequest(getT(), tenant, {
      environment: env,
      candidate: { firstName: name, lastName: custom?.lastName ?? 'Lovelace' },
      referees: custom?.referees ?? TWO_ANSWERS,
      questionnaire,
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

  /** A questionnaire of the tenant, created through its route; answers its pin (id, version, name). */
  async function createQuestionnaire(tenant: TestTenant, questions: Question[], env = 'live') {
    const res = await post(
      `/v1/tenants/${tenant.tenantId}/questionnaires?environment=${env}`,
      bearer(tenant.session),
      { name: 'Engineering references', questions },
    );
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json() as { id: string; version: number; name: string };
    return { id: created.id, version: created.version, name: created.name };
  }

  return { tenantUrl, post, expectProblem, sharedReport, createQuestionnaire };
}
