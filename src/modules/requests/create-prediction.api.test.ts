import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import {
  bearer,
  createKey,
  createTenant,
  type TestTenant,
} from '../../../test/helpers/factories.ts';
import { newId } from '../../core/ids.ts';
import { unitOfWork } from '../../db/tx.ts';
import { BUILTIN_QUESTIONNAIRE_ID } from '../questionnaires/builtin-questionnaire.ts';
import {
  changeQuestionnaire,
  createQuestionnaire,
  makeDefaultQuestionnaire,
} from '../questionnaires/questionnaires.service.ts';
import { CreateHints } from './create-prediction.ts';

/**
 * Issue 45: a create with an Idempotency-Key predicts its answer (a new candidate, the
 * questionnaire the scope's last create pinned) and sends the key's record with its
 * statement; a prediction that misses writes nothing and runs again. Whatever was
 * predicted, the answer is what was written, GET reads the same, a replay is the same
 * bytes, and the request exists once. On both engines (TEST_DATABASE_URL).
 */
let t: TestApp;
let tenant: TestTenant;
let key: string;

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await createTenant(t, 'Predicted');
  key = (await createKey(t, tenant, { scopes: ['references:read', 'references:write'] })).plaintext;
});
afterAll(() => t.close());

const acting = () => ({
  tenantId: tenant.tenantId,
  environment: 'live' as const,
  recruiterId: tenant.recruiterId,
  actor: { kind: 'recruiter' as const, id: tenant.recruiterId },
  traceId: null,
});

const candidate = (extra: Record<string, unknown> = {}) => ({
  firstName: 'Lena',
  lastName: 'Ortiz',
  email: `cand.${newId('candidate')}@example.com`,
  ...extra,
});

function create(body: Record<string, unknown>, idempotencyKey?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/api/reference-requests',
    headers: {
      ...bearer(key),
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
    payload: { launchMode: 'candidate_intake', ...body },
  });
}

/** An idempotent create: its answer, checked against GET and against a replay of the key. */
async function createdOnce(body: Record<string, unknown>) {
  const idempotencyKey = newId('job');
  const res = await create(body, idempotencyKey);
  expect(res.statusCode, res.body).toBe(200);
  const created = res.json().referenceRequest;
  const read = await t.app.inject({
    method: 'GET',
    url: `/v1/api/reference-requests/${created.id}`,
    headers: bearer(key),
  });
  const view = read.json();
  expect(view.candidate).toEqual(created.candidate);
  expect(view.questionnaire).toEqual(created.questionnaire);
  expect(view.locale).toBe(created.locale);
  const replay = await create(body, idempotencyKey);
  expect(replay.headers['idempotent-replayed']).toBe('true');
  expect(replay.body).toBe(res.body);
  const list = await t.app.inject({
    method: 'GET',
    url: `/v1/api/reference-requests?candidateId=${created.candidate.id}&limit=100`,
    headers: bearer(key),
  });
  const ids = list.json().data.map((r: { id: string }) => r.id);
  expect(ids.filter((id: string) => id === created.id)).toHaveLength(1);
  return created;
}

describe('an idempotent create predicts its answer, and a miss answers what was written', () => {
  it('a candidate already on file: answered as stored, not as the body names them', async () => {
    const known = candidate({ firstName: 'Ana', lastName: 'Ruiz', stage: 'onsite' });
    const first = await create({ candidate: known });
    expect(first.statusCode, first.body).toBe(200);
    // As in another process, which never saw that create: a new candidate is predicted.
    t.app.ctx.caches.createHints = new CreateHints();
    const again = await createdOnce({
      candidate: { ...known, firstName: 'Anabel', lastName: 'Ruiz Soto', stage: undefined },
    });
    expect(again.candidate).toEqual(first.json().referenceRequest.candidate);
    expect(again.candidate).toMatchObject({ firstName: 'Ana', lastName: 'Ruiz', stage: 'onsite' });
    // Now remembered: predicted, and the same.
    const third = await createdOnce({ candidate: { ...known, firstName: 'A.' } });
    expect(third.candidate).toEqual(again.candidate);
  });

  it('a default questionnaire made, renamed, republished and given back', async () => {
    const made = await createQuestionnaire(t.app.ctx, unitOfWork(t.app.ctx.db), acting(), {
      name: 'Ventas',
      locale: 'es-MX',
      questions: [{ key: 'teamwork', kind: 'rating', prompt: '¿Equipo?', required: false }],
    });
    await makeDefaultQuestionnaire(t.app.ctx, unitOfWork(t.app.ctx.db), acting(), made.id);
    // Missed (the scope's creates pinned the built-in), then predicted.
    for (let n = 0; n < 2; n += 1) {
      const created = await createdOnce({ candidate: candidate() });
      expect(created.questionnaire).toEqual({ id: made.id, version: 1, name: 'Ventas' });
      expect(created.locale).toBe('es');
    }
    const change = (input: Record<string, unknown>) =>
      changeQuestionnaire(t.app.ctx, unitOfWork(t.app.ctx.db), acting(), made.id, input);
    await change({ name: 'Ventas LATAM' });
    expect((await createdOnce({ candidate: candidate() })).questionnaire).toEqual({
      id: made.id,
      version: 1,
      name: 'Ventas LATAM',
    });
    await change({
      questions: [{ key: 'honesty', kind: 'rating', prompt: '¿Honestidad?', required: false }],
    });
    expect((await createdOnce({ candidate: candidate() })).questionnaire.version).toBe(2);
    await change({ locale: 'de' });
    expect((await createdOnce({ candidate: candidate() })).locale).toBe('de');
    expect((await createdOnce({ candidate: candidate(), locale: 'fr' })).locale).toBe('fr');
    await makeDefaultQuestionnaire(
      t.app.ctx,
      unitOfWork(t.app.ctx.db),
      acting(),
      BUILTIN_QUESTIONNAIRE_ID,
    );
    const builtin = await createdOnce({ candidate: candidate() });
    expect(builtin.questionnaire.id).toBe(BUILTIN_QUESTIONNAIRE_ID);
    expect(builtin.locale).toBe('en');
  });

  it('a questionnaire named in the body, and one that is not active: 400, nothing kept', async () => {
    const named = await createQuestionnaire(t.app.ctx, unitOfWork(t.app.ctx.db), acting(), {
      name: 'Named',
      questions: [{ key: 'teamwork', kind: 'rating', prompt: 'Teamwork?', required: false }],
    });
    for (let n = 0; n < 2; n += 1) {
      const created = await createdOnce({ candidate: candidate(), questionnaireId: named.id });
      expect(created.questionnaire.id).toBe(named.id);
    }
    const res = await create({ candidate: candidate(), questionnaireId: 'qst_none' }, newId('job'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed' });
  });
});
