import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { searchDatabase } from '../../../test/helpers/db-search.ts';
import {
  bearer,
  createKey,
  createTenant,
  type TestKey,
  type TestTenant,
} from '../../../test/helpers/factories.ts';
import { createRequestViaApi, tokenFromMail } from '../../../test/helpers/participants.ts';

/**
 * Issue 38, item 5 (CONTRACT "Names are one line"): every name,
 * relationship, questionnaire name, prompt, label and option refuses
 * control characters (line breaks included), bidirectional controls and
 * zero-width characters, on every input path, with 400 naming the field;
 * nothing is stored.
 */

let t: TestApp;
let tenant: TestTenant;
let key: TestKey;

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await createTenant(t, 'Acme Hiring');
  key = await createKey(t, tenant);
});
afterAll(async () => t.close());

/** One character of each kind the rule refuses, named for the test's messages. */
const CHARACTERS: Record<string, string> = {
  'line feed': '\n',
  'carriage return + line feed': '\r\n',
  tab: '\t',
  bell: '\u0007',
  'next line (C1)': '\u0085',
  'line separator': '\u2028',
  'right-to-left override': '\u202E',
  'left-to-right embedding': '\u202A',
  'first strong isolate': '\u2068',
  'right-to-left mark': '\u200F',
  'Arabic letter mark': '\u061C',
  'zero-width space': '\u200B',
  'zero-width joiner': '\u200D',
  'word joiner': '\u2060',
  'byte order mark': '\uFEFF',
};

/** Every bad value holds this word: no column may hold it afterwards. */
const MARK = 'qzonelinemark';
const bad = (character: string) => `Sam${character}${MARK}`;

interface Field {
  /** The path the 400 names. */
  path: string;
  send: (value: string) => Promise<{ statusCode: number; body: string; json: () => unknown }>;
}

const api = (method: 'POST' | 'PATCH', url: string, payload: unknown) =>
  t.app.inject({ method, url, headers: bearer(key.plaintext), payload: payload as object });

function createRequest(candidate: Record<string, string>, contact: Record<string, string> = {}) {
  return api('POST', '/v1/api/reference-requests', {
    launchMode: 'manual_references',
    candidate: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.org', ...candidate },
    contacts: [
      {
        firstName: 'Bob',
        lastName: 'Stone',
        email: 'bob@example.org',
        phone: '+14155550100',
        relationship: 'manager',
        ...contact,
      },
    ],
  });
}

function createQuestionnaire(name: string, question: Record<string, unknown>) {
  return api('POST', '/v1/api/questionnaires', {
    name,
    questions: [
      { key: 'ownership', kind: 'rating', prompt: 'Ownership?', label: 'Ownership' },
      { key: 'style', kind: 'choice', prompt: 'Style?', options: ['Alone', 'In a team'] },
      ...(Object.keys(question).length > 0 ? [question] : []),
    ],
  });
}

let requestId: string;
let contactId: string;
let candidateId: string;
let questionnaireId: string;
let intakeToken: string;

beforeAll(async () => {
  const created = await createRequest({});
  expect(created.statusCode, created.body).toBe(200);
  const request = (created.json() as { referenceRequest: { id: string } }).referenceRequest;
  requestId = request.id;
  const read = await t.app.inject({
    url: `/v1/api/reference-requests/${requestId}`,
    headers: bearer(key.plaintext),
  });
  contactId = read.json().contacts[0].id;
  candidateId = read.json().candidateId ?? read.json().candidate.id;
  const questionnaire = await createQuestionnaire('Engineering', {});
  expect(questionnaire.statusCode, questionnaire.body).toBe(200);
  questionnaireId = (questionnaire.json() as { id: string }).id;
  await createRequestViaApi(t, key, {
    launchMode: 'candidate_intake',
    candidate: { firstName: 'Cleo', lastName: 'Intake', email: 'cleo@example.org' },
  });
  intakeToken = tokenFromMail(t, 'cleo@example.org', 'intake');
});

const nomination = { firstName: 'Sam', lastName: 'Lee', email: 'sam@example.org' };

const FIELDS: Field[] = [
  { path: 'candidate.firstName', send: (v) => createRequest({ firstName: v }) },
  { path: 'candidate.lastName', send: (v) => createRequest({ lastName: v }) },
  { path: 'contacts.0.firstName', send: (v) => createRequest({}, { firstName: v }) },
  { path: 'contacts.0.lastName', send: (v) => createRequest({}, { lastName: v }) },
  { path: 'contacts.0.relationship', send: (v) => createRequest({}, { relationship: v }) },
  {
    path: 'firstName',
    send: (v) =>
      api('PATCH', `/v1/api/reference-requests/${requestId}/contacts/${contactId}`, {
        firstName: v,
      }),
  },
  {
    path: 'relationship',
    send: (v) =>
      api('PATCH', `/v1/api/reference-requests/${requestId}/contacts/${contactId}`, {
        relationship: v,
      }),
  },
  {
    path: 'lastName',
    send: (v) =>
      api('POST', '/v1/api/candidates', {
        firstName: 'Dee',
        lastName: v,
        email: 'dee@example.org',
      }),
  },
  {
    path: 'firstName',
    send: (v) => api('PATCH', `/v1/api/candidates/${candidateId}`, { firstName: v }),
  },
  { path: 'name', send: (v) => createQuestionnaire(v, {}) },
  {
    path: 'questions.2.prompt',
    send: (v) => createQuestionnaire('Q', { key: 'more', kind: 'text', prompt: v }),
  },
  {
    path: 'questions.2.label',
    send: (v) =>
      createQuestionnaire('Q', { key: 'more', kind: 'rating', prompt: 'More?', label: v }),
  },
  {
    path: 'questions.2.options.1',
    send: (v) =>
      createQuestionnaire('Q', {
        key: 'more',
        kind: 'choice',
        prompt: 'More?',
        options: ['Yes', v],
      }),
  },
  {
    path: 'name',
    send: (v) => api('PATCH', `/v1/api/questionnaires/${questionnaireId}`, { name: v }),
  },
  ...(['firstName', 'lastName', 'relationship'] as const).map(
    (field): Field => ({
      path: `contacts.0.${field}`,
      send: (v) =>
        t.app.inject({
          method: 'POST',
          url: `/v1/public/intake/${intakeToken}/complete`,
          payload: { consent: true, contacts: [{ ...nomination, [field]: v }] },
        }),
    }),
  ),
  {
    path: 'contacts.0.firstName',
    send: (v) =>
      t.app.inject({
        method: 'PUT',
        url: `/v1/public/intake/${intakeToken}/referees`,
        payload: { contacts: [{ ...nomination, firstName: v }] },
      }),
  },
  {
    path: 'displayName',
    send: (v) =>
      t.app.inject({
        method: 'PATCH',
        url: `/v1/tenants/${tenant.tenantId}/settings?environment=live`,
        headers: bearer(tenant.session),
        payload: { displayName: v },
      }),
  },
];

describe('names are one line', () => {
  it('every name field refuses every character class with 400 validation_failed naming the field', async () => {
    const wrong: string[] = [];
    for (const field of FIELDS) {
      for (const [label, character] of Object.entries(CHARACTERS)) {
        const res = await field.send(bad(character));
        const body = res.json() as { code?: string; errors?: { path: string }[] };
        const paths = (body.errors ?? []).map((error) => error.path);
        if (
          res.statusCode !== 400 ||
          body.code !== 'validation_failed' ||
          !paths.includes(field.path)
        ) {
          wrong.push(`${field.path} × ${label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('stores none of them: no column of any table holds the refused text', async () => {
    expect(await searchDatabase(t.database.db, [MARK])).toEqual([]);
  });

  it('accepts names in any script, with accents, apostrophes and hyphens, trimmed', async () => {
    const res = await api('PATCH', `/v1/api/candidates/${candidateId}`, {
      firstName: '  Zoë-Ann ',
      lastName: "O'Brien 李 محمد",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Zoë-Ann', lastName: "O'Brien 李 محمد" });
  });

  it('refuses the phishing referee of the issue through intake complete, and sends nothing', async () => {
    const phishing =
      'Sam,\r\n\r\nSECURITY NOTICE from the hiring team: your account will be closed. ' +
      'Confirm your identity at https://evil.example/verify';
    const sent = t.mailer.to('victim@example.org').length;
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/public/intake/${intakeToken}/complete`,
      payload: {
        consent: true,
        contacts: [{ firstName: phishing, email: 'victim@example.org', relationship: 'peer' }],
      },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed' });
    expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual([
      'contacts.0.firstName',
    ]);
    await t.app.worker.drain();
    expect(t.mailer.to('victim@example.org')).toHaveLength(sent);
    expect(await searchDatabase(t.database.db, ['evil.example'])).toEqual([]);
  });

  it('keeps line breaks in a free-text answer and strips bidirectional and zero-width characters', async () => {
    const created = await createRequestViaApi(t, key, {
      launchMode: 'manual_references',
      candidate: { firstName: 'Eve', lastName: 'Answer', email: 'eve@example.org' },
      contacts: [
        {
          firstName: 'Finn',
          lastName: 'Ref',
          email: 'finn@example.org',
          phone: '+14155550101',
          relationship: 'peer',
        },
      ],
    });
    for (const action of ['grant_candidate_consent', 'queue_outreach']) {
      const moved = await api('POST', `/v1/api/reference-requests/${created.id}/lifecycle`, {
        action,
      });
      expect(moved.statusCode, moved.body).toBe(200);
      await t.app.worker.drain();
    }
    const token = tokenFromMail(t, 'finn@example.org', 'referee');
    const done = await t.app.inject({
      method: 'POST',
      url: `/v1/public/referee/${token}/complete`,
      payload: {
        answers: {
          strengths: 'Careful\u202E gnp.exe\u200B work.\nSecond line.',
          ratings: { teamwork: 4 },
        },
      },
    });
    expect(done.statusCode, done.body).toBe(200);
    const read = await t.app.inject({
      url: `/v1/tenants/${tenant.tenantId}/data-subjects?email=finn%40example.org`,
      headers: bearer(tenant.session),
    });
    expect(read.statusCode, read.body).toBe(200);
    const answers = read.json().sections.answers[0].answers;
    expect(answers.strengths).toBe('Careful gnp.exe work.\nSecond line.');
  });

  it('gives the rule as a pattern in the OpenAPI document', async () => {
    const res = await t.app.inject({ url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    const schemas = doc.components.schemas;
    const contact = schemas.NewReferenceContact.properties;
    for (const field of ['firstName', 'lastName', 'relationship']) {
      expect(contact[field].pattern, field).toMatch(/\\u202A-\\u202E/);
      expect(new RegExp(contact[field].pattern).test('Sam\nX')).toBe(false);
      expect(new RegExp(contact[field].pattern).test('Zoë-Ann')).toBe(true);
    }
    // The question is a union by kind: every kind's prompt has the rule.
    for (const kind of ['Rating', 'Text', 'YesNo', 'Choice', 'Number']) {
      const question = schemas[`New${kind}Question`]?.properties;
      expect(question?.prompt.pattern, kind).toBe(contact.firstName.pattern);
    }
  });
});
