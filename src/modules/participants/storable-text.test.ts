import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { createKey, createTenant, type TestKey } from '../../../test/helpers/factories.ts';
import {
  createRequestViaApi,
  lifecycle,
  tokenFromMail,
} from '../../../test/helpers/participants.ts';

/**
 * Issue 14 item 1 on the public participant routes, with live links: NUL or
 * a lone surrogate in any field answers 400 naming it, and the link still works.
 */
let t: TestApp;
let key: TestKey;
let counter = 0;
beforeAll(async () => {
  t = await buildTestApp();
  key = await createKey(t, await createTenant(t));
});
afterAll(async () => t.close());

const email = (name: string) => `${name}.${++counter}@example.org`;

async function intakeToken(): Promise<string> {
  const address = email('ada');
  await createRequestViaApi(t, key, {
    launchMode: 'candidate_intake',
    roleTitle: 'Staff Engineer',
    candidate: { firstName: 'Ada', lastName: 'Lovelace', email: address },
  });
  return tokenFromMail(t, address, 'intake');
}

async function refereeToken(): Promise<string> {
  const address = email('grace');
  const request = await createRequestViaApi(t, key, {
    launchMode: 'manual_references',
    roleTitle: 'Staff Engineer',
    candidate: { firstName: 'Ada', lastName: 'Lovelace', email: email('ada') },
    contacts: [{ firstName: 'Grace', lastName: 'Hopper', email: address, phone: '+14155550100' }],
  });
  await lifecycle(t, key, request.id, 'grant_candidate_consent');
  await lifecycle(t, key, request.id, 'queue_outreach');
  return tokenFromMail(t, address, 'referee');
}

async function expectNamed(url: string, payload: unknown, path: string) {
  const res = await t.app.inject({ method: 'POST', url, payload: payload as object });
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({
    code: 'validation_failed',
    errors: [{ path, message: expect.stringContaining('NUL') }],
  });
}

describe.each([
  ['NUL', 'well\u0000done'],
  ['a lone surrogate', 'well\ud83ddone'],
])('%s on the public participant routes', (_label, bad) => {
  it('intake: messages, complete and abandon answer 400 naming the field; the link still works', async () => {
    const token = await intakeToken();
    const base = `/v1/public/intake/${token}`;
    await expectNamed(`${base}/messages`, { message: bad }, 'message');
    await expectNamed(
      `${base}/complete`,
      { consent: true, contacts: [{ firstName: bad, email: 'grace@example.org' }] },
      'contacts.0.firstName',
    );
    await expectNamed(`${base}/abandon`, { reason: bad }, 'reason');
    const abandoned = await t.app.inject({
      method: 'POST',
      url: `${base}/abandon`,
      payload: { reason: 'not now' },
    });
    expect(abandoned.statusCode, abandoned.body).toBe(200);
  });

  it('referee: messages, complete and abandon answer 400 naming the field; the link still works', async () => {
    const token = await refereeToken();
    const base = `/v1/public/referee/${token}`;
    await expectNamed(`${base}/messages`, { message: bad }, 'message');
    await expectNamed(`${base}/complete`, { answers: { strengths: bad } }, 'answers.strengths');
    await expectNamed(`${base}/abandon`, { reason: bad }, 'reason');
    const completed = await t.app.inject({
      method: 'POST',
      url: `${base}/complete`,
      payload: { answers: { strengths: 'Calm under pressure 👍' } },
    });
    expect(completed.statusCode, completed.body).toBe(200);
  });
});

describe('NUL in a participant token', () => {
  it.each(['intake', 'referee'])('%s routes answer 400 naming the token', async (kind) => {
    for (const [method, suffix] of [
      ['GET', ''],
      ['POST', '/messages'],
      ['POST', '/complete'],
      ['POST', '/abandon'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url: `/v1/public/${kind}/tok%00en${suffix}`,
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect(res.statusCode, `${method} ${suffix} ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'validation_failed',
        errors: [{ path: 'params.token' }],
      });
    }
  });
});

describe('a long chat message with emoji (issue 14 item 2)', () => {
  it('a referee answer cut at its length limit keeps every emoji whole, and the turn succeeds', async () => {
    const token = await refereeToken();
    // The first question is the relationship, kept up to 2,000 code units: an emoji straddles that cut.
    const message = `${'a'.repeat(1999)}👍 ${'🎉'.repeat(900)}`;
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/public/referee/${token}/messages`,
      payload: { message },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain('event: done');
    expect(res.body).not.toContain('event: error');
    const next = await t.app.inject({
      method: 'POST',
      url: `/v1/public/referee/${token}/messages`,
      payload: { message: 'They are great at explaining things.' },
    });
    expect(next.statusCode, next.body).toBe(200);
    expect(next.body).toContain('event: done');
  });
});
