import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { bearer, createKey, createTenant, type TestKey } from '../../../test/helpers/factories.ts';
import {
  createRequestViaApi,
  lifecycle,
  tokenFromMail,
} from '../../../test/helpers/participants.ts';

/**
 * Issue 30, item 2: the referee `complete` body is checked against the
 * questionnaire version the request pinned, by key and kind (CONTRACT
 * "Questionnaires"), and the built-in still takes today's body.
 */

let t: TestApp;
let key: TestKey;
let counter = 0;

beforeAll(async () => {
  t = await buildTestApp();
  key = await createKey(t, await createTenant(t, 'Acme Hiring'));
});
afterAll(async () => t.close());

const QUESTIONS = [
  { key: 'ownership', kind: 'rating', prompt: 'How much ownership, 1 to 5?', required: true },
  { key: 'highlight', kind: 'text', prompt: 'A piece of work you remember?', required: true },
  { key: 'onCall', kind: 'yes_no', prompt: 'Were they on call?' },
  { key: 'style', kind: 'choice', prompt: 'How do they work?', options: ['Alone', 'In a team'] },
  {
    key: 'tools',
    kind: 'choice',
    prompt: 'Which tools?',
    options: ['Go', 'Rust', 'SQL'],
    multiple: true,
  },
  { key: 'teamSize', kind: 'number', prompt: 'How big was the team?', min: 1, max: 50 },
];

async function refereeLink(questionnaireId?: string): Promise<string> {
  counter += 1;
  const email = `ref.${counter}@example.org`;
  const request = await createRequestViaApi(t, key, {
    launchMode: 'manual_references',
    roleTitle: 'Engineer',
    candidate: { firstName: 'Ada', lastName: 'Lovelace', email: `ada.${counter}@example.org` },
    contacts: [
      { firstName: 'Bob', lastName: 'Ray', email, phone: '+14155550111', relationship: 'manager' },
    ],
    ...(questionnaireId ? { questionnaireId } : {}),
  });
  await lifecycle(t, key, request.id, 'grant_candidate_consent');
  await lifecycle(t, key, request.id, 'queue_outreach');
  return tokenFromMail(t, email, 'referee');
}

function complete(token: string, answers: unknown) {
  return t.app.inject({
    method: 'POST',
    url: `/v1/public/referee/${token}/complete`,
    payload: { answers },
  });
}

function errorsOf(res: { statusCode: number; json: () => Record<string, unknown> }) {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(400);
  expect(res.json().code).toBe('validation_failed');
  return (res.json().errors as Array<{ path: string; message: string }>).map((e) => e.path).sort();
}

describe('the referee complete body against the pinned questionnaire', () => {
  let questionnaireId: string;

  beforeAll(async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/api/questionnaires',
      headers: bearer(key.plaintext),
      payload: { name: 'Platform', questions: QUESTIONS },
    });
    expect(res.statusCode, res.body).toBe(200);
    questionnaireId = res.json().id;
  });

  it('names each missing required answer, wrong kind and unknown key', async () => {
    const token = await refereeLink(questionnaireId);
    expect(errorsOf(await complete(token, {}))).toEqual(['answers.highlight', 'answers.ownership']);
    const wrong = await complete(token, {
      ownership: 6,
      highlight: 'Led the migration',
      onCall: 'yes',
      style: 'Sometimes',
      tools: ['Go', 'Go'],
      teamSize: 0,
      ratings: { communication: 4 },
    });
    expect(errorsOf(wrong)).toEqual([
      'answers.onCall',
      'answers.ownership',
      'answers.ratings',
      'answers.style',
      'answers.teamSize',
      'answers.tools',
    ]);
    expect(
      wrong.json().errors.find((e: { path: string }) => e.path === 'answers.ratings').message,
    ).toMatch(/not a question/);
  });

  it('stores the answers by key when they fit', async () => {
    const token = await refereeLink(questionnaireId);
    const answers = {
      ownership: 5,
      highlight: 'Led the migration',
      onCall: false,
      style: 'In a team',
      tools: ['Go', 'SQL'],
      teamSize: 8,
    };
    const res = await complete(token, answers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'completed', source: 'structured', answers });
  });

  it('takes a decimal number within the bounds (issue 41)', async () => {
    const res = await complete(await refereeLink(questionnaireId), {
      ownership: 4,
      highlight: 'Led the migration',
      teamSize: 2.5,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().answers).toMatchObject({ teamSize: 2.5 });
    const months = await complete(await refereeLink(), { communication: 4, monthsKnown: 30.5 });
    expect(months.statusCode, months.body).toBe(200);
    expect(months.json().answers).toMatchObject({ monthsKnown: 30.5 });
  });

  it("takes the built-in's answers nested as today, or flat by key", async () => {
    const nested = await complete(await refereeLink(), {
      strengths: 'Great',
      ratings: { teamwork: 5 },
      wouldRehire: true,
    });
    expect(nested.statusCode, nested.body).toBe(200);
    expect(nested.json().answers).toEqual({
      strengths: 'Great',
      ratings: { teamwork: 5 },
      wouldRehire: true,
    });
    const flat = await complete(await refereeLink(), { communication: 4, monthsKnown: 12 });
    expect(flat.statusCode, flat.body).toBe(200);
    expect(flat.json().answers).toEqual({ monthsKnown: 12, ratings: { communication: 4 } });
    const token = await refereeLink();
    expect(errorsOf(await complete(token, { ratings: { teamwork: 9 }, wouldRehire: 'y' }))).toEqual(
      ['answers.ratings.teamwork', 'answers.wouldRehire'],
    );
  });
});

/**
 * Issue 39, item 5: a key the pinned version does not have is refused,
 * named, and nothing of the body is stored: the link stays open and the
 * same referee can send a body that fits (CONTRACT "Questionnaires").
 */
describe('unknown keys in the referee complete body', () => {
  const stillOpen = async (token: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/v1/public/referee/${token}` });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('refuses an unknown key of a tenant questionnaire, naming each, and stores nothing', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/api/questionnaires',
      headers: bearer(key.plaintext),
      payload: {
        name: 'Data',
        questions: [{ key: 'sql', kind: 'rating', prompt: 'Their SQL, 1 to 5?', required: true }],
      },
    });
    const token = await refereeLink(created.json().id);
    const res = await complete(token, { sql: 4, python: 2, spark: 1 });
    expect(errorsOf(res)).toEqual(['answers.python', 'answers.spark']);
    expect(res.json().errors[0].message).toMatch(/not a question/);
    await stillOpen(token);
    const fits = await complete(token, { sql: 4 });
    expect(fits.statusCode, fits.body).toBe(200);
    expect(fits.json().answers).toEqual({ sql: 4 });
  });

  it('refuses an unknown competency inside `ratings` of the built-in, and stores nothing', async () => {
    const token = await refereeLink();
    // Four competencies, one of them the built-in's: before, one rating was stored and 200 answered.
    const res = await complete(token, {
      ratings: { communication: 1, empathy: 2, grit: 3, curiosity: 3 },
    });
    expect(errorsOf(res)).toEqual([
      'answers.ratings.curiosity',
      'answers.ratings.empathy',
      'answers.ratings.grit',
    ]);
    await stillOpen(token);
    const fits = await complete(token, { ratings: { communication: 1 } });
    expect(fits.statusCode, fits.body).toBe(200);
    expect(fits.json().answers).toEqual({ ratings: { communication: 1 } });
  });

  it('refuses an unknown top-level key of the built-in, a rating given twice, and keys beside `answers`', async () => {
    const token = await refereeLink();
    expect(errorsOf(await complete(token, { strengths: 'Calm', mood: 'great' }))).toEqual([
      'answers.mood',
    ]);
    expect(errorsOf(await complete(token, { teamwork: 4, ratings: { teamwork: 5 } }))).toEqual([
      'answers.ratings.teamwork',
    ]);
    expect(errorsOf(await complete(token, { ratings: 5 }))).toEqual(['answers.ratings']);
    const beside = await t.app.inject({
      method: 'POST',
      url: `/v1/public/referee/${token}/complete`,
      payload: { answers: { strengths: 'Calm' }, anwsers: { wouldRehire: true } },
    });
    expect(errorsOf(beside)).toEqual(['anwsers']);
    await stillOpen(token);
  });
});

describe('unknown keys in the other participant bodies', () => {
  it('refuses them on intake complete, the referee list, messages and abandon, naming each', async () => {
    counter += 1;
    const email = `cand.${counter}@example.org`;
    await createRequestViaApi(t, key, {
      launchMode: 'candidate_intake',
      candidate: { firstName: 'Cy', lastName: 'Young', email },
    });
    const token = tokenFromMail(t, email, 'intake');
    const send = (method: 'POST' | 'PUT', path: string, payload: unknown) =>
      t.app.inject({
        method,
        url: `/v1/public/intake/${token}/${path}`,
        payload: payload as object,
      });
    const referee = { firstName: 'Bo', email: 'bo@example.org' };
    expect(
      errorsOf(
        await send('POST', 'complete', {
          consent: true,
          contacts: [{ ...referee, company: 'Acme' }],
          note: 'hi',
        }),
      ),
    ).toEqual(['contacts.0.company', 'note']);
    expect(
      errorsOf(await send('PUT', 'referees', { contacts: [{ ...referee, title: 'CTO' }] })),
    ).toEqual(['contacts.0.title']);
    expect(errorsOf(await send('POST', 'abandon', { reason: 'busy', why: 'busy' }))).toEqual([
      'why',
    ]);
    expect(errorsOf(await send('POST', 'messages', { message: 'hi', text: 'hi' }))).toEqual([
      'text',
    ]);
    // Nothing was stored: the intake is still pending, and a body that fits completes it.
    const done = await send('POST', 'complete', { consent: true, contacts: [referee] });
    expect(done.statusCode, done.body).toBe(200);
  });
});
