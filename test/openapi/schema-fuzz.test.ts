import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';
import { createGeneratorSync } from 'json-schema-faker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_SCOPES } from '../../src/core/auth.ts';
import { seedRequest } from '../../src/modules/reports/reports.test-helper.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { bearer, createKey, createTenant, type TestKey } from '../helpers/factories.ts';

/**
 * Issue 39, item 6: a client generated from /openapi.json must refuse what
 * the server refuses. Two checks, both reading only the served document:
 *
 * - Bodies generated from each request body's schema (json-schema-faker,
 *   JSON Schema 2020-12, seeded so every run sends the same bodies) and valid
 *   against it (Ajv 2020) are accepted by the server: never a 400.
 * - Bodies the server refuses (KNOWN_REFUSALS, one per rule) are refused by
 *   the schema too.
 *
 * A few values only the server's data knows are drawn from pools instead of
 * generated (SEMANTIC): ids of records that must exist, a phone number that
 * must exist in a numbering plan, a time relative to now. The schema says
 * what they are; no JSON Schema can say which ones exist.
 */

type Schema = Record<string, unknown>;
type Operation = {
  operationId: string;
  requestBody?: { content: Record<string, { schema: Schema }> };
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

let t: TestApp;
let key: TestKey;
let document: Document;
let ajv: Ajv2020;
const validators = new Map<string, ValidateFunction>();

/** The ids the path parameters and SEMANTIC draw from, made in beforeAll. */
const fixtures = {
  questionnaireIds: ['qst_builtin'] as string[],
  manualRequestId: '',
  manualContactId: '',
  intakeRequestId: '',
  cancelRequestIds: [] as string[],
  candidateId: '',
  approvedRequestId: '',
};

/** Phones that exist in the tenant's default country (US) or anywhere, in the forms people type them. */
const PHONES = [
  '+14155550123',
  '+442071838750',
  '(415) 555-0199',
  '415.555.0142',
  '+33 1 42 68 53 00',
];

function requestBodySchema(path: string, method: string): Schema {
  const operation = document.paths[path]?.[method];
  const schema = operation?.requestBody?.content['application/json']?.schema;
  if (!schema) throw new Error(`${method} ${path} has no JSON body`);
  return schema;
}

function validatorOf(schema: Schema): ValidateFunction {
  const id = JSON.stringify(schema);
  let validate = validators.get(id);
  if (!validate) {
    validate = ajv.compile({ ...schema, components: document.components });
    validators.set(id, validate);
  }
  return validate;
}

async function post(method: string, url: string, body: unknown) {
  const res = await t.app.inject({
    method: method.toUpperCase() as 'POST',
    url,
    headers: { ...bearer(key.plaintext), 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}

beforeAll(async () => {
  t = await buildTestApp();
  const tenant = await createTenant(t);
  key = await createKey(t, tenant, { environment: 'test', scopes: [...ALL_SCOPES] });
  document = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
  ajv = new Ajv2020({ strict: false, allErrors: true });
  (ajvFormats as unknown as { default: (ajv: Ajv2020) => void }).default(ajv);

  const questionnaire = await post('post', '/v1/api/questionnaires', {
    name: 'Fuzz',
    questions: [{ key: 'q', kind: 'text', prompt: 'Anything?' }],
  });
  fixtures.questionnaireIds.push(questionnaire.body.id as string);
  const manual = await post('post', '/v1/api/reference-requests', {
    launchMode: 'manual_references',
    candidate: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
    contacts: [{ firstName: 'Bo', email: 'bo@example.com', phone: PHONES[0] }],
  });
  const manualRequest = manual.body.referenceRequest as { id: string; contacts: { id: string }[] };
  fixtures.manualRequestId = manualRequest.id;
  fixtures.manualContactId = manualRequest.contacts[0]!.id;
  const intake = await post('post', '/v1/api/reference-requests', {
    launchMode: 'candidate_intake',
    candidate: { firstName: 'Cy', lastName: 'Young', email: 'cy@example.com' },
  });
  fixtures.intakeRequestId = (intake.body.referenceRequest as { id: string }).id;
  const candidate = await post('post', '/v1/api/candidates', {
    firstName: 'Di',
    lastName: 'Prince',
    email: 'di@example.com',
  });
  fixtures.candidateId = candidate.body.id as string;
  const seeded = await seedRequest(t, tenant, {
    environment: 'test',
    referees: [{ firstName: 'Al', lastName: 'Smith', answers: { ratings: { teamwork: 4 } } }],
  });
  fixtures.approvedRequestId = seeded.requestId;
  for (const step of ['draft', 'approve']) {
    const res = await post(
      'post',
      `/v1/api/reference-requests/${seeded.requestId}/valuation/${step}`,
      {},
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
}, 300_000);
afterAll(() => t?.close());

let requests = 0;
async function newIntakeRequest(): Promise<string> {
  requests += 1;
  const res = await post('post', '/v1/api/reference-requests', {
    launchMode: 'candidate_intake',
    candidate: { firstName: 'Ed', lastName: 'Wood', email: `ed${requests}@example.com` },
  });
  return (res.body.referenceRequest as { id: string }).id;
}

/** A seeded pick from a pool. */
const pick = <T>(pool: readonly T[], seed: number): T => pool[seed % pool.length]!;

/**
 * Values only the server's data knows, put in place of the generated ones
 * wherever the field appears (the field name is enough: each means one thing
 * everywhere in the surface).
 */
function withSemanticValues(value: unknown, seed: number): unknown {
  if (Array.isArray(value)) return value.map((item, i) => withSemanticValues(item, seed + i));
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [field, inner] of Object.entries(value)) {
    if (field === 'phone' && typeof inner === 'string') out[field] = pick(PHONES, seed);
    else if ((field === 'questionnaireId' || field === 'copyFrom') && typeof inner === 'string')
      out[field] = pick(fixtures.questionnaireIds, seed);
    else if (field === 'expiresAt' && typeof inner === 'string')
      out[field] = new Date(
        t.clock.now().getTime() + (1 + (seed % 300)) * 86_400_000,
      ).toISOString();
    else out[field] = withSemanticValues(inner, seed);
  }
  return out;
}

/**
 * Rules between two values, which JSON Schema 2020-12 has no keyword for
 * (the schema states them in its descriptions; KNOWN_REFUSALS shows the
 * server refusing them): question keys unique in a questionnaire (uniqueness
 * by a property), and `min` not above `max`. Generated bodies are made to
 * keep them.
 */
function withRelationalRules(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withRelationalRules);
  if (!value || typeof value !== 'object') return value;
  const out = Object.fromEntries(
    Object.entries(value).map(([field, inner]) => [field, withRelationalRules(inner)]),
  );
  if (typeof out.min === 'number' && typeof out.max === 'number' && out.min > out.max) {
    [out.min, out.max] = [out.max, out.min];
  }
  if (Array.isArray(out.questions)) {
    const seen = new Set<string>();
    for (const [index, question] of out.questions.entries()) {
      const q = question as { key?: unknown };
      if (typeof q.key !== 'string') continue;
      const key = seen.has(q.key) ? `${q.key.slice(0, 34)}_${index}` : q.key;
      q.key = key;
      seen.add(key);
    }
  }
  return out;
}

interface Target {
  method: string;
  path: string;
  url: () => string | Promise<string>;
  /** How many bodies to send. */
  count: number;
  /** Statuses that mean the body passed validation (a lookup or state answer comes after it). */
  accepted: number[];
}

const TARGETS: Target[] = [
  {
    method: 'post',
    path: '/v1/api/questionnaires',
    url: () => '/v1/api/questionnaires',
    count: 1000,
    accepted: [200],
  },
  {
    method: 'post',
    path: '/v1/api/reference-requests',
    url: () => '/v1/api/reference-requests',
    count: 1000,
    accepted: [200],
  },
  {
    method: 'patch',
    path: '/v1/api/questionnaires/{questionnaireId}',
    url: () => `/v1/api/questionnaires/${fixtures.questionnaireIds[1]}`,
    count: 200,
    accepted: [200],
  },
  {
    method: 'post',
    path: '/v1/api/reference-requests/{requestId}/contacts',
    // A candidate_intake request of its own for each body (one holds at most 30
    // referees): a manual_references request's contacts need an e-mail and a
    // phone, which the body cannot know (KNOWN_REFUSALS).
    url: async () => `/v1/api/reference-requests/${await newIntakeRequest()}/contacts`,
    count: 200,
    accepted: [200],
  },
  {
    method: 'patch',
    path: '/v1/api/reference-requests/{requestId}/contacts/{contactId}',
    url: () =>
      `/v1/api/reference-requests/${fixtures.manualRequestId}/contacts/${fixtures.manualContactId}`,
    count: 200,
    accepted: [200],
  },
  {
    method: 'post',
    path: '/v1/api/reference-requests/{requestId}/lifecycle',
    url: () => `/v1/api/reference-requests/${fixtures.intakeRequestId}/lifecycle`,
    count: 200,
    accepted: [200, 409],
  },
  {
    method: 'post',
    path: '/v1/api/reference-requests/{requestId}/cancel',
    url: () => `/v1/api/reference-requests/${fixtures.intakeRequestId}/cancel`,
    count: 100,
    accepted: [200, 409],
  },
  {
    method: 'post',
    path: '/v1/api/candidates',
    url: () => '/v1/api/candidates',
    count: 200,
    // 409: a candidate with that e-mail exists (generated e-mails repeat).
    accepted: [200, 409],
  },
  {
    method: 'patch',
    path: '/v1/api/candidates/{candidateId}',
    url: () => `/v1/api/candidates/${fixtures.candidateId}`,
    count: 200,
    accepted: [200],
  },
  {
    method: 'post',
    path: '/v1/api/reference-requests/{requestId}/share',
    url: () => `/v1/api/reference-requests/${fixtures.approvedRequestId}/share`,
    count: 200,
    accepted: [200],
  },
  {
    method: 'post',
    path: '/v1/api/ops/messages',
    url: () => '/v1/api/ops/messages',
    count: 200,
    accepted: [200],
  },
  {
    method: 'post',
    path: '/v1/api/agent',
    url: () => '/v1/api/agent',
    count: 50,
    accepted: [200],
  },
];

/**
 * Issue 39 item 1 (another branch) makes the question of a create or PATCH
 * body a union split by `kind`, so `options` on a rating or `label` on a
 * text is refused by the schema. Until the document has it, a body refused
 * only for such a field is counted apart (and KIND_REFUSALS shows the
 * schema accepting them); once it has it, both checks hold it like any rule.
 */
function questionUnionLanded(): boolean {
  const questions = (document.components.schemas.CreateQuestionnaire?.properties as Schema)
    ?.questions as { items?: Schema } | undefined;
  let item = questions?.items ?? {};
  if (typeof item.$ref === 'string') {
    item = document.components.schemas[item.$ref.split('/').at(-1)!] ?? {};
  }
  return Boolean(item.oneOf ?? item.anyOf);
}
const KIND_FIELD = /^questions\.\d+\.(label|options|multiple|min|max)(\.\d+)?$/;

interface Tally {
  operation: string;
  sent: number;
  refused: number;
  generatorMisses: number;
  /** Refused only for a field of another kind: the question union's (see questionUnionLanded). */
  pendingQuestionUnion: number;
  reasons: Map<string, number>;
  examples: string[];
}

async function fuzz(target: Target): Promise<Tally> {
  const schema = requestBodySchema(target.path, target.method);
  const validate = validatorOf(schema);
  const generator = createGeneratorSync({ seed: 39, maxDepth: 8 });
  // The component itself rather than a `$ref` to it: json-schema-faker 0.6 loses
  // `minProperties` with `additionalProperties: false` behind a root `$ref`.
  const generable =
    typeof schema.$ref === 'string'
      ? document.components.schemas[schema.$ref.split('/').at(-1)!]!
      : schema;
  const tally: Tally = {
    operation: `${target.method.toUpperCase()} ${target.path}`,
    sent: 0,
    refused: 0,
    generatorMisses: 0,
    pendingQuestionUnion: 0,
    reasons: new Map(),
    examples: [],
  };
  let seed = 0;
  while (tally.sent < target.count) {
    seed += 1;
    // json-schema-faker does not always meet `not`, `if`/`then` and `minProperties`:
    // such bodies are not sent (they are counted), and never more than 20 per body sent.
    if (tally.generatorMisses > 20 * target.count)
      throw new Error(`${tally.operation}: the generator misses`);
    // It also throws on some of them (`minProperties` with `additionalProperties: false`).
    let generated: unknown;
    try {
      generated = generator.generate({ ...generable, components: document.components });
    } catch {
      tally.generatorMisses += 1;
      continue;
    }
    const body = withRelationalRules(withSemanticValues(generated, seed));
    if (!validate(body)) {
      tally.generatorMisses += 1;
      continue;
    }
    tally.sent += 1;
    const res = await post(target.method, await target.url(), body);
    if (target.accepted.includes(res.status)) continue;
    const errors = (res.body.errors as { path: string; message: string }[] | undefined) ?? [];
    if (
      !questionUnionLanded() &&
      errors.length > 0 &&
      errors.every((e) => KIND_FIELD.test(e.path))
    ) {
      tally.pendingQuestionUnion += 1;
      continue;
    }
    tally.refused += 1;
    const reasons = new Set(
      errors.map((e) => `${e.path.replace(/\.\d+(?=\.|$)/g, '.N')}: ${e.message}`),
    );
    if (reasons.size === 0) reasons.add(`${res.status} ${res.body.code}`);
    for (const r of reasons) tally.reasons.set(r, (tally.reasons.get(r) ?? 0) + 1);
    const reason = [...reasons].join('; ');
    if (tally.examples.length < 3)
      tally.examples.push(`${reason}\n    ${JSON.stringify(body).slice(0, 400)}`);
  }
  return tally;
}

describe('bodies generated from /openapi.json', () => {
  it.each(TARGETS)(
    '$method $path: the server accepts every schema-valid body',
    async (target) => {
      const tally = await fuzz(target);
      const report = [...tally.reasons].map(([reason, n]) => `  ${n} × ${reason}`).join('\n');
      console.log(
        `${tally.operation}: ${tally.refused} of ${tally.sent} refused (${((100 * tally.refused) / tally.sent).toFixed(1)}%), ${tally.pendingQuestionUnion} more for a field of another question kind, ${tally.generatorMisses} generated bodies not schema-valid\n${report}\n${tally.examples.join('\n')}`,
      );
      expect(tally.refused, report).toBe(0);
    },
    600_000,
  );
});

interface Refusal {
  why: string;
  method: string;
  path: string;
  url: () => string;
  body: unknown;
}

const candidate = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada.refused@example.com' };
const createRequest = (body: unknown): Omit<Refusal, 'why'> => ({
  method: 'post',
  path: '/v1/api/reference-requests',
  url: () => '/v1/api/reference-requests',
  body,
});
const createQuestionnaire = (body: unknown): Omit<Refusal, 'why'> => ({
  method: 'post',
  path: '/v1/api/questionnaires',
  url: () => '/v1/api/questionnaires',
  body,
});
const question = { key: 'q', kind: 'text', prompt: 'Anything?' };
const patchContact = (body: unknown): Omit<Refusal, 'why'> => ({
  method: 'patch',
  path: '/v1/api/reference-requests/{requestId}/contacts/{contactId}',
  url: () =>
    `/v1/api/reference-requests/${fixtures.manualRequestId}/contacts/${fixtures.manualContactId}`,
  body,
});
const share = (body: unknown): Omit<Refusal, 'why'> => ({
  method: 'post',
  path: '/v1/api/reference-requests/{requestId}/share',
  url: () => `/v1/api/reference-requests/${fixtures.approvedRequestId}/share`,
  body,
});

/** Each rule the server enforces on a body, once: the schema refuses it too. */
const KNOWN_REFUSALS: Refusal[] = [
  {
    why: 'a manual_references contact without a phone',
    ...createRequest({
      launchMode: 'manual_references',
      candidate,
      contacts: [{ firstName: 'Bo', email: 'bo@example.com' }],
    }),
  },
  {
    why: 'a manual_references contact without an e-mail',
    ...createRequest({
      launchMode: 'manual_references',
      candidate,
      contacts: [{ firstName: 'Bo', phone: PHONES[0] }],
    }),
  },
  { why: 'an unknown launch mode', ...createRequest({ launchMode: 'by_fax', candidate }) },
  {
    why: 'a blank candidate name',
    ...createRequest({
      launchMode: 'candidate_intake',
      candidate: { ...candidate, firstName: '  ' },
    }),
  },
  {
    why: 'more than 20 contacts',
    ...createRequest({
      launchMode: 'candidate_intake',
      candidate,
      contacts: Array.from({ length: 21 }, () => ({ firstName: 'Bo' })),
    }),
  },
  {
    why: 'both questions and copyFrom',
    ...createQuestionnaire({ name: 'X', questions: [question], copyFrom: 'qst_builtin' }),
  },
  { why: 'questions without a name', ...createQuestionnaire({ questions: [question] }) },
  { why: 'a name without questions or copyFrom', ...createQuestionnaire({ name: 'X' }) },
  { why: 'no question at all', ...createQuestionnaire({ name: 'X', questions: [] }) },
  {
    why: 'a repeated option',
    ...createQuestionnaire({
      name: 'X',
      questions: [{ key: 'c', kind: 'choice', prompt: 'Which?', options: ['A', 'B', 'A'] }],
    }),
  },
  {
    why: 'a key that is not an identifier',
    ...createQuestionnaire({ name: 'X', questions: [{ ...question, key: '1st' }] }),
  },
  { why: 'a contact PATCH that changes nothing', ...patchContact({}) },
  { why: 'a contact PATCH with an unknown field', ...patchContact({ emial: 'bo@example.com' }) },
  {
    why: 'both expiresAt and expiresInDays',
    ...share({ expiresAt: '2027-01-01T00:00:00Z', expiresInDays: 3 }),
  },
  { why: 'a share link of 0 days', ...share({ expiresInDays: 0 }) },
  {
    why: 'an unknown lifecycle action',
    method: 'post',
    path: '/v1/api/reference-requests/{requestId}/lifecycle',
    url: () => `/v1/api/reference-requests/${fixtures.intakeRequestId}/lifecycle`,
    body: { action: 'approve_everything' },
  },
  {
    why: 'a blank ops message title',
    method: 'post',
    path: '/v1/api/ops/messages',
    url: () => '/v1/api/ops/messages',
    body: { title: ' ', body: 'Hello' },
  },
];

/**
 * Refusals no JSON Schema can state: what existing records, numbering plans
 * or the clock decide, a rule between two values, and the stored launch
 * mode of a request referees are added to. The schema describes each in
 * words; this list keeps them known, so a new one is a choice, not an
 * accident.
 */
const REFUSALS_BEYOND_JSON_SCHEMA: Refusal[] = [
  {
    why: 'a phone number that no numbering plan has',
    ...createRequest({
      launchMode: 'manual_references',
      candidate,
      contacts: [{ email: 'bo@example.com', phone: '12' }],
    }),
  },
  {
    why: 'an unknown questionnaireId',
    ...createRequest({ launchMode: 'candidate_intake', candidate, questionnaireId: 'qst_nope' }),
  },
  { why: 'an unknown copyFrom', ...createQuestionnaire({ copyFrom: 'qst_nope' }) },
  {
    why: 'a repeated question key',
    ...createQuestionnaire({ name: 'X', questions: [question, { ...question, prompt: 'Again?' }] }),
  },
  { why: 'a share link that expires in the past', ...share({ expiresAt: '2020-01-01T00:00:00Z' }) },
  {
    why: 'a referee without a phone added to a manual_references request',
    method: 'post',
    path: '/v1/api/reference-requests/{requestId}/contacts',
    url: () => `/v1/api/reference-requests/${fixtures.manualRequestId}/contacts`,
    body: { contacts: [{ firstName: 'Cy', email: 'cy@example.com' }] },
  },
];

describe('bodies the server refuses', () => {
  it.each(KNOWN_REFUSALS)('$why: refused by the schema too', async (refusal) => {
    const res = await post(refusal.method, refusal.url(), refusal.body);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    const validate = validatorOf(requestBodySchema(refusal.path, refusal.method));
    expect(validate(refusal.body), 'the schema accepts it').toBe(false);
  });

  it.each(REFUSALS_BEYOND_JSON_SCHEMA)('$why: refused by the server alone', async (refusal) => {
    const res = await post(refusal.method, refusal.url(), refusal.body);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    const validate = validatorOf(requestBodySchema(refusal.path, refusal.method));
    expect(validate(refusal.body), ajv.errorsText(validate.errors)).toBe(true);
  });
});

/** Fields of another question kind: the server refuses them; the schema does once the union lands. */
const KIND_REFUSALS: Refusal[] = [
  {
    why: 'options on a rating',
    ...createQuestionnaire({
      name: 'X',
      questions: [{ key: 'r', kind: 'rating', prompt: 'How good?', options: ['A', 'B'] }],
    }),
  },
  {
    why: 'a label on a text',
    ...createQuestionnaire({ name: 'X', questions: [{ ...question, label: 'Text' }] }),
  },
  {
    why: 'a choice without options',
    ...createQuestionnaire({
      name: 'X',
      questions: [{ key: 'c', kind: 'choice', prompt: 'Which?' }],
    }),
  },
];

describe('question fields of another kind', () => {
  it.each(KIND_REFUSALS)(
    '$why: refused by the server, and by the schema once it is a union by kind',
    async (refusal) => {
      const res = await post(refusal.method, refusal.url(), refusal.body);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      const validate = validatorOf(requestBodySchema(refusal.path, refusal.method));
      expect(validate(refusal.body)).toBe(!questionUnionLanded());
    },
  );
});
