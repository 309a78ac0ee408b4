import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import {
  bearer,
  createKey,
  createTenant,
  type TestTenant,
} from '../../../test/helpers/factories.ts';
import { auditEvents, referenceRequests } from '../../db/schema/index.ts';
import { COMPETENCY_NAMES } from '../participants/referee-answers.ts';
import { createRequestFor, manualRequestBody } from '../requests/requests.test-helper.ts';
import {
  BUILTIN_COMPETENCIES,
  BUILTIN_NAME,
  BUILTIN_QUESTIONNAIRE_ID,
} from './builtin-questionnaire.ts';

let t: TestApp;
let tenant: TestTenant;
let base: string;

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await createTenant(t);
  base = `/v1/tenants/${tenant.tenantId}/questionnaires`;
});
afterAll(() => t.close());

function call(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: bearer(tenant.session), payload });
}

const QUESTIONS = [
  { key: 'ownership', kind: 'rating', prompt: 'Rate their ownership', label: 'Ownership' },
  { key: 'strengths', kind: 'text', prompt: 'What are their strengths?' },
];

async function create(name: string, environment = 'live') {
  const res = await call('POST', `${base}?environment=${environment}`, {
    name,
    questions: QUESTIONS,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string; isDefault: boolean };
}

const isDefault = async (id: string, environment = 'live') =>
  (await call('GET', `${base}/${id}?environment=${environment}`)).json().isDefault;

describe('the tenant default', () => {
  it('is the built-in until another is made the default, per environment', async () => {
    const mine = await create('Ours');
    expect(await isDefault(BUILTIN_QUESTIONNAIRE_ID)).toBe(true);
    expect(mine.isDefault).toBe(false);

    const made = await call('POST', `${base}/${mine.id}/default`);
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toMatchObject({ id: mine.id, isDefault: true });
    expect(await isDefault(BUILTIN_QUESTIONNAIRE_ID)).toBe(false);
    // The other environment keeps its own default.
    expect(await isDefault(BUILTIN_QUESTIONNAIRE_ID, 'test')).toBe(true);

    const request = await createRequestFor(t, tenant);
    expect(request.questionnaire).toEqual({ id: mine.id, version: 1, name: 'Ours' });
    const testRequest = await createRequestFor(t, tenant, 'test');
    expect(testRequest.questionnaire.id).toBe(BUILTIN_QUESTIONNAIRE_ID);

    // Making it the default again records nothing.
    await call('POST', `${base}/${mine.id}/default`);
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.targetId, mine.id));
    expect(events.map((event) => event.action).sort()).toEqual([
      'questionnaire.created',
      'questionnaire.default_set',
    ]);

    const back = await call('POST', `${base}/${BUILTIN_QUESTIONNAIRE_ID}/default`);
    expect(back.json()).toMatchObject({ id: BUILTIN_QUESTIONNAIRE_ID, isDefault: true });
    expect(await isDefault(mine.id)).toBe(false);
    expect((await createRequestFor(t, tenant)).questionnaire.id).toBe(BUILTIN_QUESTIONNAIRE_ID);
  });

  it('goes back to the built-in when the default is archived; an archived one cannot be made default', async () => {
    const mine = await create('Soon archived');
    await call('POST', `${base}/${mine.id}/default`);
    const archived = await call('POST', `${base}/${mine.id}/archive`);
    expect(archived.json()).toMatchObject({ status: 'archived', isDefault: false });
    expect(await isDefault(BUILTIN_QUESTIONNAIRE_ID)).toBe(true);
    expect((await createRequestFor(t, tenant)).questionnaire.id).toBe(BUILTIN_QUESTIONNAIRE_ID);
    const refused = await call('POST', `${base}/${mine.id}/default`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'invalid_transition', allowedActions: ['copy'] });
  });

  it('is a session route only, and another tenant answers 403 or 404', async () => {
    const mine = await create('Session only');
    const key = (await createKey(t, tenant, { scopes: ['references:write'] })).plaintext;
    const api = await t.app.inject({
      method: 'POST',
      url: `/v1/api/questionnaires/${mine.id}/default`,
      headers: bearer(key),
    });
    expect(api.statusCode).toBe(404);
    const stranger = await createTenant(t);
    const theirs = await t.app.inject({
      method: 'POST',
      url: `/v1/tenants/${stranger.tenantId}/questionnaires/${mine.id}/default`,
      headers: bearer(stranger.session),
    });
    expect(theirs.statusCode).toBe(404);
    const forbidden = await t.app.inject({
      method: 'POST',
      url: `/v1/tenants/${stranger.tenantId}/questionnaires/${mine.id}/default`,
      headers: bearer(tenant.session),
    });
    expect(forbidden.json().code).toBe('tenant_forbidden');
    expect((await call('POST', `${base}/${mine.id}/default?environment=test`)).statusCode).toBe(
      404,
    );
  });
});

describe('tenant routes', () => {
  it('create, read, change, list and archive in the environment asked for', async () => {
    const created = await create('Test only', 'test');
    expect((await call('GET', `${base}/${created.id}`)).statusCode).toBe(404);
    const url = `${base}/${created.id}?environment=test`;
    const changed = await call('PATCH', url, {
      questions: [...QUESTIONS, { key: 'rehire', kind: 'yes_no', prompt: 'Again?' }],
    });
    expect(changed.json()).toMatchObject({ version: 2 });
    expect(
      (await call('GET', `${base}/${created.id}?environment=test&version=1`)).json().questions,
    ).toHaveLength(2);
    const listed = await call('GET', `${base}?environment=test&limit=100`);
    expect(listed.json().data.map((q: { id: string }) => q.id)).toEqual([
      created.id,
      BUILTIN_QUESTIONNAIRE_ID,
    ]);
    expect(
      (await call('POST', `${base}/${created.id}/archive?environment=test`)).json().status,
    ).toBe('archived');
    const copied = await call('POST', `${base}?environment=test`, { copyFrom: created.id });
    expect(copied.json()).toMatchObject({ name: 'Test only (copy)', version: 1, status: 'active' });
    expect(copied.json().questions).toHaveLength(3);
  });

  it('takes questionnaireId on the tenant create of a request', async () => {
    const mine = await create('For the console');
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/tenants/${tenant.tenantId}/reference-requests`,
      headers: bearer(tenant.session),
      payload: manualRequestBody({ questionnaireId: mine.id }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().referenceRequest.questionnaire).toEqual({
      id: mine.id,
      version: 1,
      name: 'For the console',
    });
  });
});

describe('the built-in, and requests made before questionnaires', () => {
  it("keeps the referee answers' competency keys", () => {
    expect([...BUILTIN_COMPETENCIES]).toEqual([...COMPETENCY_NAMES]);
  });

  it('reads a request written without a questionnaire as the built-in version 1', async () => {
    const request = await createRequestFor(t, tenant, 'test');
    // What a row from before migration 0020 holds: the columns' defaults.
    await t.database.db.execute(sql`update reference_requests
      set questionnaire_id = default, questionnaire_version = default, questionnaire_name = default
      where id = ${request.id}`);
    const [row] = await t.database.db
      .select()
      .from(referenceRequests)
      .where(eq(referenceRequests.id, request.id));
    expect([row!.questionnaireId, row!.questionnaireVersion, row!.questionnaireName]).toEqual([
      BUILTIN_QUESTIONNAIRE_ID,
      1,
      BUILTIN_NAME,
    ]);
    const read = await t.app.inject({
      method: 'GET',
      url: `/v1/tenants/${tenant.tenantId}/reference-requests/${request.id}?environment=test`,
      headers: bearer(tenant.session),
    });
    expect(read.json().questionnaire).toEqual({
      id: BUILTIN_QUESTIONNAIRE_ID,
      version: 1,
      name: BUILTIN_NAME,
    });
  });
});
