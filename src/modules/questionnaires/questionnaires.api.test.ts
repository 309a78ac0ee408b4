import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import {
  bearer,
  createKey,
  createTenant,
  type TestTenant,
} from '../../../test/helpers/factories.ts';
import { json } from '../../../test/helpers/json.ts';
import { listSchema } from '../../core/pagination.ts';
import { manualRequestBody } from '../requests/requests.test-helper.ts';
import { questionnaireSchema } from './questionnaires.schemas.ts';

let t: TestApp;
let tenant: TestTenant;
let writer: string;

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await createTenant(t);
  writer = (await createKey(t, tenant, { scopes: ['references:read', 'references:write'] }))
    .plaintext;
});
afterAll(() => t.close());

function call(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, token = writer) {
  return t.app.inject({ method, url, headers: bearer(token), payload });
}

const rating = (key: string, extra: object = {}) => ({
  key,
  kind: 'rating',
  prompt: `How would you rate their ${key}?`,
  label: 'Rated',
  ...extra,
});

const QUESTIONS = [
  rating('ownership', { required: true }),
  { key: 'strengths', kind: 'text', prompt: 'What are their strengths?' },
  { key: 'onCall', kind: 'yes_no', prompt: 'Were they on call?' },
  {
    key: 'workStyle',
    kind: 'choice',
    prompt: 'How do they work best?',
    options: ['Alone', 'In a team'],
    multiple: true,
  },
];

async function create(body: object = { name: 'Engineering', questions: QUESTIONS }) {
  const res = await call('POST', '/v1/api/questionnaires', body);
  expect(res.statusCode, res.body).toBe(200);
  return json(res, questionnaireSchema);
}

/** The audit events of a target, newest first (the tenant route: the feed lags on a shared server). */
async function auditOf(targetId: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/v1/tenants/${tenant.tenantId}/audit-events?targetId=${targetId}`,
    headers: bearer(tenant.session),
  });
  return res.json().data as { action: string; actorKind: string; targetType: string }[];
}

function errorPaths(res: {
  statusCode: number;
  json: () => { code: string; errors: { path: string }[] };
}) {
  expect(res.statusCode).toBe(400);
  expect(res.json().code).toBe('validation_failed');
  return res.json().errors.map((error) => error.path);
}

describe('the built-in questionnaire', () => {
  it("is every tenant's, with today's answer keys, read-only and the default", async () => {
    const res = await call('GET', '/v1/api/questionnaires/qst_builtin');
    expect(res.statusCode, res.body).toBe(200);
    const builtin = json(res, questionnaireSchema);
    expect(builtin).toMatchObject({
      id: 'qst_builtin',
      object: 'questionnaire',
      version: 1,
      status: 'active',
      builtIn: true,
      isDefault: true,
      locale: 'en',
    });
    expect(builtin.questions.map((q) => [q.key, q.kind])).toEqual([
      ['relationship', 'text'],
      ['communication', 'rating'],
      ['technical_skill', 'rating'],
      ['teamwork', 'rating'],
      ['reliability', 'rating'],
      ['problem_solving', 'rating'],
      ['leadership', 'rating'],
      ['strengths', 'text'],
      ['improvements', 'text'],
      ['wouldRehire', 'yes_no'],
      ['monthsKnown', 'number'],
      ['comments', 'text'],
    ]);
    expect(builtin.questions.find((q) => q.key === 'technical_skill')?.label).toBe(
      'Technical skill',
    );

    const stranger = await createTenant(t);
    const theirs = (await createKey(t, stranger, { environment: 'test' })).plaintext;
    const seen = await call('GET', '/v1/api/questionnaires/qst_builtin', undefined, theirs);
    expect(seen.json()).toEqual(builtin);

    expect((await call('GET', '/v1/api/questionnaires/qst_builtin?version=2')).statusCode).toBe(
      404,
    );
    for (const [method, url, body] of [
      ['PATCH', '/v1/api/questionnaires/qst_builtin', { name: 'Mine now' }],
      ['POST', '/v1/api/questionnaires/qst_builtin/archive', undefined],
    ] as const) {
      const refused = await call(method, url, body);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'invalid_transition',
        allowedActions: ['copy', 'make_default'],
      });
    }
  });

  it('can be copied, questions and all, under a new id', async () => {
    const copy = await create({ copyFrom: 'qst_builtin' });
    const builtin = (await call('GET', '/v1/api/questionnaires/qst_builtin')).json();
    expect(copy).toMatchObject({
      name: 'Standard reference check (copy)',
      builtIn: false,
      isDefault: false,
      version: 1,
      questions: builtin.questions,
    });
    expect(copy.id).toMatch(/^qst_[0-9a-z]{26}$/);
    // A copy round-trips: its questions are a valid PATCH body as they are.
    const same = await call('PATCH', `/v1/api/questionnaires/${copy.id}`, {
      questions: copy.questions,
    });
    expect(same.json().version).toBe(1);
  });
});

describe('creating and validating', () => {
  it('creates one of every kind, defaults filled in, audited as the key', async () => {
    const created = await create({ name: '  Engineering  ', questions: QUESTIONS });
    expect(created).toMatchObject({
      object: 'questionnaire',
      name: 'Engineering',
      description: null,
      locale: 'en',
      version: 1,
      status: 'active',
      isDefault: false,
      builtIn: false,
    });
    expect(created.questions).toEqual([
      {
        key: 'ownership',
        kind: 'rating',
        prompt: 'How would you rate their ownership?',
        required: true,
        label: 'Rated',
      },
      { key: 'strengths', kind: 'text', prompt: 'What are their strengths?', required: false },
      { key: 'onCall', kind: 'yes_no', prompt: 'Were they on call?', required: false },
      {
        key: 'workStyle',
        kind: 'choice',
        prompt: 'How do they work best?',
        required: false,
        options: ['Alone', 'In a team'],
        multiple: true,
      },
    ]);
    expect((await call('GET', `/v1/api/questionnaires/${created.id}`)).json()).toEqual(created);
    expect(await auditOf(created.id)).toMatchObject([
      { action: 'questionnaire.created', actorKind: 'api_key', targetType: 'questionnaire' },
    ]);
  });

  it('refuses 0 and 31 questions, naming `questions`', async () => {
    expect(
      errorPaths(await call('POST', '/v1/api/questionnaires', { name: 'x', questions: [] })),
    ).toEqual(['questions']);
    const many = Array.from({ length: 31 }, (_, i) => rating(`q${i}`));
    expect(
      errorPaths(await call('POST', '/v1/api/questionnaires', { name: 'x', questions: many })),
    ).toEqual(['questions']);
    const thirty = many.slice(0, 30);
    expect(
      (await call('POST', '/v1/api/questionnaires', { name: 'x', questions: thirty })).statusCode,
    ).toBe(200);
  });

  it('refuses duplicate and malformed keys, naming the question', async () => {
    const duplicate = [rating('a'), rating('b'), rating('a')];
    expect(
      errorPaths(await call('POST', '/v1/api/questionnaires', { name: 'x', questions: duplicate })),
    ).toEqual(['questions.2.key']);
    for (const key of ['1st', '_x', 'has space', 'dash-key', 'a'.repeat(41), '', 'é']) {
      const res = await call('POST', '/v1/api/questionnaires', {
        name: 'x',
        questions: [rating('fine'), rating(key)],
      });
      expect(errorPaths(res), key).toEqual(['questions.1.key']);
    }
    expect(
      (
        await call('POST', '/v1/api/questionnaires', {
          name: 'x',
          questions: [rating(`A${'b'.repeat(39)}_`.slice(0, 40))],
        })
      ).statusCode,
    ).toBe(200);
  });

  it('keeps purposes on the kinds they fit, on create and on a new version (CONTRACT "Purposes")', async () => {
    const withPurposes = [
      { key: 'rehire', kind: 'yes_no', prompt: 'Again?', purpose: 'rehire' },
      { key: 'best', kind: 'text', prompt: 'Best at?', purpose: 'strengths' },
      { key: 'grow', kind: 'text', prompt: 'Grow where?', purpose: 'concerns' },
      {
        key: 'how',
        kind: 'choice',
        prompt: 'How?',
        options: ['Manager', 'Peer'],
        purpose: 'relationship',
      },
      rating('months', { purpose: 'tenure' }),
    ];
    const created = await create({ name: 'Purposes', questions: withPurposes });
    expect(created.questions.map((q) => q.purpose)).toEqual([
      'rehire',
      'strengths',
      'concerns',
      'relationship',
      'tenure',
    ]);
    const url = `/v1/api/questionnaires/${created.id}`;
    const moved = [{ ...withPurposes[0]!, purpose: undefined }, ...withPurposes.slice(1)];
    const v2 = await call('PATCH', url, { questions: moved });
    expect(v2.statusCode, v2.body).toBe(200);
    expect(v2.json().version).toBe(2);
    expect(v2.json().questions[0].purpose).toBeUndefined();
    // The pinned version 1 keeps its purposes.
    expect((await call('GET', `${url}?version=1`)).json().questions[0].purpose).toBe('rehire');
  });

  it('refuses a purpose on a kind it does not fit, a purpose twice and an unknown one, naming the question', async () => {
    const wrongKind = await call('POST', '/v1/api/questionnaires', {
      name: 'x',
      questions: [rating('fine'), rating('again', { purpose: 'rehire' })],
    });
    expect(errorPaths(wrongKind)).toEqual(['questions.1.purpose']);
    expect(wrongKind.json().errors[0].message).toContain('yes_no');
    const twice = await call('POST', '/v1/api/questionnaires', {
      name: 'x',
      questions: [
        { key: 'a', kind: 'text', prompt: 'A?', purpose: 'strengths' },
        { key: 'b', kind: 'text', prompt: 'B?', purpose: 'strengths' },
      ],
    });
    expect(errorPaths(twice)).toEqual(['questions.1.purpose']);
    expect(twice.json().errors[0].message).toContain('`a`');
    const unknown = await call('POST', '/v1/api/questionnaires', {
      name: 'x',
      questions: [{ key: 'a', kind: 'text', prompt: 'A?', purpose: 'comments' }],
    });
    expect(errorPaths(unknown)).toEqual(['questions.0.purpose']);
    // A PATCH is held to the same rules, and changes nothing when refused.
    const created = await create();
    const patched = await call('PATCH', `/v1/api/questionnaires/${created.id}`, {
      questions: [...QUESTIONS, rating('extra', { purpose: 'concerns' })],
    });
    expect(errorPaths(patched)).toEqual([`questions.${QUESTIONS.length}.purpose`]);
    expect((await call('GET', `/v1/api/questionnaires/${created.id}`)).json().version).toBe(1);
  });

  it('refuses a choice with one option, a 501-character prompt and fields of another kind', async () => {
    const cases: [object, string][] = [
      [{ key: 'c', kind: 'choice', prompt: 'Pick', options: ['only'] }, 'questions.0.options'],
      [{ key: 'c', kind: 'choice', prompt: 'Pick' }, 'questions.0.options'],
      [
        { key: 'c', kind: 'choice', prompt: 'Pick', options: Array.from({ length: 11 }, String) },
        'questions.0.options',
      ],
      [{ key: 'c', kind: 'choice', prompt: 'Pick', options: ['a', 'a'] }, 'questions.0.options.1'],
      [{ key: 't', kind: 'text', prompt: 'x'.repeat(501) }, 'questions.0.prompt'],
      [{ key: 't', kind: 'text', prompt: '   ' }, 'questions.0.prompt'],
      [{ key: 't', kind: 'text', prompt: 'Why?', label: 'Why' }, 'questions.0.label'],
      [{ key: 'r', kind: 'rating', prompt: 'Rate', multiple: true }, 'questions.0.multiple'],
      [{ key: 'r', kind: 'rating', prompt: 'Rate', options: ['a', 'b'] }, 'questions.0.options'],
      [{ key: 'y', kind: 'yes_no', prompt: 'Yes?', min: 1 }, 'questions.0.min'],
      [{ key: 'n', kind: 'number', prompt: 'How many?', min: 5, max: 1 }, 'questions.0.max'],
      [{ key: 's', kind: 'scale', prompt: 'Rate' }, 'questions.0.kind'],
    ];
    for (const [question, path] of cases) {
      const res = await call('POST', '/v1/api/questionnaires', {
        name: 'x',
        questions: [question],
      });
      expect(errorPaths(res), JSON.stringify(question)).toEqual([path]);
    }
    const fits = await call('POST', '/v1/api/questionnaires', {
      name: 'x',
      questions: [{ key: 't', kind: 'text', prompt: 'x'.repeat(500) }],
    });
    expect(fits.statusCode).toBe(200);
  });

  it('takes any finite number as a bound; an absent bound stays absent and publishes no new version (issue 41)', async () => {
    const questions = [
      { key: 'low', kind: 'number', prompt: 'Lowest temperature?', min: -40.5, max: 60 },
      { key: 'any', kind: 'number', prompt: 'Any number?' },
      { key: 'big', kind: 'number', prompt: 'Revenue?', min: 0, max: 2.5e12 },
      { key: 'far', kind: 'number', prompt: 'Far?', min: -1.7976931348623157e308, max: 1e-7 },
      // As a questionnaire stored before issue 41 holds an absent bound: the then cap, kept as is.
      { key: 'old', kind: 'number', prompt: 'Old?', min: -1_000_000, max: 1_000_000 },
    ];
    const res = await call('POST', '/v1/api/questionnaires', { name: 'Numbers', questions });
    expect(res.statusCode, res.body).toBe(200);
    const made = res.json();
    expect(made.questions).toMatchObject([
      { key: 'low', min: -40.5, max: 60 },
      { key: 'any' },
      { key: 'big', min: 0, max: 2.5e12 },
      { key: 'far', min: -1.7976931348623157e308, max: 1e-7 },
      { key: 'old', min: -1_000_000, max: 1_000_000 },
    ]);
    expect(made.questions[1]).not.toHaveProperty('min');
    expect(made.questions[1]).not.toHaveProperty('max');
    const url = `/v1/api/questionnaires/${made.id}`;
    // Read back from jsonb exactly as sent, and re-sent without bounds: the same version.
    expect((await call('GET', url)).json().questions).toEqual(made.questions);
    const again = await call('PATCH', url, { questions });
    expect(again.json().version).toBe(1);
    // Opening the stored cap's side is a change: a new version.
    const opened = await call('PATCH', url, {
      questions: questions.map((q) => (q.key === 'old' ? { ...q, min: undefined } : q)),
    });
    expect(opened.json().version).toBe(2);

    const infinite = await call('POST', '/v1/api/questionnaires', {
      name: 'x',
      questions: [{ key: 'n', kind: 'number', prompt: 'How many?', max: '1e400' }],
    });
    expect(errorPaths(infinite)).toEqual(['questions.0.max']);
  });

  it('needs a name and questions unless it copies, and not questions with a copy', async () => {
    expect(errorPaths(await call('POST', '/v1/api/questionnaires', {})).sort()).toEqual([
      'name',
      'questions',
    ]);
    expect(
      errorPaths(
        await call('POST', '/v1/api/questionnaires', {
          copyFrom: 'qst_builtin',
          questions: QUESTIONS,
        }),
      ),
    ).toEqual(['questions']);
    expect(
      errorPaths(
        await call('POST', '/v1/api/questionnaires', {
          copyFrom: 'qst_01jzzzzzzzzzzzzzzzzzzzzzzz',
        }),
      ),
    ).toEqual(['copyFrom']);
  });
});

describe('versions and pinning', () => {
  it('publishes a version only when the questions change, and keeps the earlier ones', async () => {
    const created = await create();
    const url = `/v1/api/questionnaires/${created.id}`;
    const renamed = await call('PATCH', url, { name: 'Engineering (2027)', description: 'New' });
    expect(renamed.json()).toMatchObject({
      name: 'Engineering (2027)',
      description: 'New',
      version: 1,
    });
    const sameAgain = await call('PATCH', url, { questions: QUESTIONS });
    expect(sameAgain.json().version).toBe(1);

    const changed = [...QUESTIONS.slice(1), rating('mentoring')];
    const v2 = await call('PATCH', url, { questions: changed });
    expect(v2.statusCode, v2.body).toBe(200);
    expect(v2.json()).toMatchObject({ version: 2, name: 'Engineering (2027)' });
    expect(v2.json().questions.map((q: { key: string }) => q.key)).toEqual([
      'strengths',
      'onCall',
      'workStyle',
      'mentoring',
    ]);
    expect((await call('GET', `${url}?version=1`)).json()).toMatchObject({
      version: 1,
      name: 'Engineering (2027)',
      questions: created.questions,
    });
    expect((await call('GET', url)).json().version).toBe(2);
    expect((await call('GET', `${url}?version=3`)).statusCode).toBe(404);
    expect(errorPaths(await call('GET', `${url}?version=0`))).toEqual(['query.version']);

    expect((await auditOf(created.id)).map((e) => e.action)).toEqual([
      'questionnaire.updated',
      'questionnaire.updated',
      'questionnaire.created',
    ]);
  });

  it('pins the current version on a new request; later versions leave it alone', async () => {
    const created = await create({ name: 'Pinned', questions: QUESTIONS });
    const made = await call(
      'POST',
      '/v1/api/reference-requests',
      manualRequestBody({ questionnaireId: created.id }),
    );
    expect(made.statusCode, made.body).toBe(200);
    const request = made.json().referenceRequest;
    expect(request.questionnaire).toEqual({ id: created.id, version: 1, name: 'Pinned' });
    // The create's answer is the object GET reads.
    const read = await call('GET', `/v1/api/reference-requests/${request.id}`);
    expect(read.json()).toEqual(request);

    await call('PATCH', `/v1/api/questionnaires/${created.id}`, {
      name: 'Renamed',
      questions: [rating('other')],
    });
    const again = await call('GET', `/v1/api/reference-requests/${request.id}`);
    expect(again.json().questionnaire).toEqual({ id: created.id, version: 1, name: 'Pinned' });
    const next = await call(
      'POST',
      '/v1/api/reference-requests',
      manualRequestBody({ questionnaireId: created.id }),
    );
    expect(next.json().referenceRequest.questionnaire).toEqual({
      id: created.id,
      version: 2,
      name: 'Renamed',
    });
    const listed = await call('GET', '/v1/api/reference-requests?limit=100');
    const item = listed.json().data.find((r: { id: string }) => r.id === request.id);
    expect(item.questionnaire).toEqual({ id: created.id, version: 1, name: 'Pinned' });
  });

  it('pins the built-in without questionnaireId, or with qst_builtin', async () => {
    for (const body of [
      manualRequestBody(),
      manualRequestBody({ questionnaireId: 'qst_builtin' }),
    ]) {
      const made = await call('POST', '/v1/api/reference-requests', body);
      expect(made.statusCode, made.body).toBe(200);
      expect(made.json().referenceRequest.questionnaire).toEqual({
        id: 'qst_builtin',
        version: 1,
        name: 'Standard reference check',
      });
    }
  });

  it('refuses an unknown, archived or other scope questionnaire with 400 naming questionnaireId, writing nothing', async () => {
    const archived = await create({ name: 'Old', questions: QUESTIONS });
    await call('POST', `/v1/api/questionnaires/${archived.id}/archive`);
    const stranger = await createTenant(t);
    const theirKey = (await createKey(t, stranger, { scopes: ['references:write'] })).plaintext;
    const theirs = (
      await call(
        'POST',
        '/v1/api/questionnaires',
        { name: 'Theirs', questions: QUESTIONS },
        theirKey,
      )
    ).json();
    const testKey = (
      await createKey(t, tenant, { environment: 'test', scopes: ['references:write'] })
    ).plaintext;
    const otherEnvironment = (
      await call('POST', '/v1/api/questionnaires', { name: 'Test', questions: QUESTIONS }, testKey)
    ).json();
    const before = (await call('GET', '/v1/api/reference-requests?limit=100')).json().data.length;
    for (const id of [
      'qst_01jzzzzzzzzzzzzzzzzzzzzzzz',
      archived.id,
      theirs.id,
      otherEnvironment.id,
    ]) {
      const body = manualRequestBody({ questionnaireId: id });
      const res = await call('POST', '/v1/api/reference-requests', body);
      expect(errorPaths(res), id).toEqual(['questionnaireId']);
      const candidates = await t.app.inject({
        method: 'GET',
        url: `/v1/tenants/${tenant.tenantId}/candidates?search=${encodeURIComponent(body.candidate.email)}`,
        headers: bearer(tenant.session),
      });
      expect(candidates.json().data).toEqual([]);
    }
    const after = (await call('GET', '/v1/api/reference-requests?limit=100')).json().data.length;
    expect(after).toBe(before);
  });
});

describe('archive, list and isolation', () => {
  it('archives once, leaves the lists of active ones, and refuses changes after', async () => {
    const created = await create({ name: 'To archive', questions: QUESTIONS });
    const url = `/v1/api/questionnaires/${created.id}`;
    const archived = await call('POST', `${url}/archive`);
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json()).toMatchObject({ status: 'archived', version: 1 });
    const again = await call('POST', `${url}/archive`);
    expect(again.json()).toEqual(archived.json());
    expect((await auditOf(created.id)).map((e) => e.action)).toEqual([
      'questionnaire.archived',
      'questionnaire.created',
    ]);
    const patched = await call('PATCH', url, { name: 'Back' });
    expect(patched.statusCode).toBe(409);
    expect(patched.json()).toMatchObject({ code: 'invalid_transition', allowedActions: ['copy'] });

    const ids = async (query: string) =>
      json(
        await call('GET', `/v1/api/questionnaires?limit=100${query}`),
        listSchema(questionnaireSchema),
      ).data.map((q) => q.id);
    expect(await ids('&status=archived')).toContain(created.id);
    expect(await ids('&status=archived')).not.toContain('qst_builtin');
    expect(await ids('&status=active')).not.toContain(created.id);
    expect((await ids('&status=active')).at(-1)).toBe('qst_builtin');
    expect(await ids('')).toContain(created.id);
    // An archived questionnaire can still be copied.
    expect((await create({ copyFrom: created.id, name: 'Revived' })).status).toBe('active');
  });

  it('pages newest first with the built-in after the last stored one', async () => {
    const own = await createTenant(t);
    const key = (await createKey(t, own, { scopes: ['references:read', 'references:write'] }))
      .plaintext;
    const made: string[] = [];
    for (const name of ['one', 'two', 'three']) {
      const res = await call('POST', '/v1/api/questionnaires', { name, questions: QUESTIONS }, key);
      made.push(res.json().id);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const page = await call('GET', `/v1/api/questionnaires?limit=2${query}`, undefined, key);
      expect(page.statusCode, page.body).toBe(200);
      seen.push(...page.json().data.map((q: { id: string }) => q.id));
      cursor = page.json().nextCursor;
      pages += 1;
    } while (cursor && pages < 5);
    expect(seen).toEqual([...made.reverse(), 'qst_builtin']);
    expect(pages).toBe(2);
  });

  it("answers 404 for another tenant's or environment's questionnaire", async () => {
    const created = await create({ name: 'Mine', questions: QUESTIONS });
    const stranger = await createTenant(t);
    const theirKey = (
      await createKey(t, stranger, { scopes: ['references:read', 'references:write'] })
    ).plaintext;
    const testKey = (
      await createKey(t, tenant, {
        environment: 'test',
        scopes: ['references:read', 'references:write'],
      })
    ).plaintext;
    for (const key of [theirKey, testKey]) {
      for (const [method, url, body] of [
        ['GET', `/v1/api/questionnaires/${created.id}`, undefined],
        ['PATCH', `/v1/api/questionnaires/${created.id}`, { name: 'Stolen' }],
        ['POST', `/v1/api/questionnaires/${created.id}/archive`, undefined],
      ] as const) {
        const res = await call(method, url, body, key);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json().code).toBe('not_found');
      }
      const listed = await call('GET', '/v1/api/questionnaires?limit=100', undefined, key);
      expect(listed.json().data.map((q: { id: string }) => q.id)).not.toContain(created.id);
      expect(
        errorPaths(await call('POST', '/v1/api/questionnaires', { copyFrom: created.id }, key)),
      ).toEqual(['copyFrom']);
    }
    expect((await call('GET', `/v1/api/questionnaires/${created.id}`)).json().name).toBe('Mine');
  });

  it('needs references:write to change and references:read to read', async () => {
    const reader = (await createKey(t, tenant, { scopes: ['references:read'] })).plaintext;
    const refused = await call(
      'POST',
      '/v1/api/questionnaires',
      { name: 'x', questions: QUESTIONS },
      reader,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'insufficient_scope',
      requiredScope: 'references:write',
    });
    const narrow = (await createKey(t, tenant, { scopes: ['candidates:read'] })).plaintext;
    const unread = await call('GET', '/v1/api/questionnaires', undefined, narrow);
    expect(unread.json()).toMatchObject({ requiredScope: 'references:read' });
  });
});
