import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { bearer, createKey, createTenant, type TestKey } from '../../../test/helpers/factories.ts';
import { createRequestViaApi, tokenFromMail } from '../../../test/helpers/participants.ts';

let t: TestApp;
let key: TestKey;

beforeAll(async () => {
  t = await buildTestApp();
  key = await createKey(t, await createTenant(t, 'Acme Hiring'));
});
afterAll(async () => t.close());

const JANE = {
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@acme.com',
  relationship: 'Manager',
};
const BOB = {
  firstName: 'Bob',
  lastName: 'Stone',
  email: 'bob@stone.dev',
  phone: '(415) 555-0100',
  relationship: 'Peer',
};
const CARA = { firstName: 'Cara', email: 'cara@diaz.io', relationship: '' };

async function intakeToken(email: string): Promise<string> {
  await createRequestViaApi(t, key, {
    launchMode: 'candidate_intake',
    candidate: { firstName: 'Ada', lastName: 'Lovelace', email },
  });
  return tokenFromMail(t, email, 'intake');
}

const put = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/v1/public/intake/${token}/referees`, payload });

describe('PUT /v1/public/intake/:token/referees (the intake page’s editable list)', () => {
  it('saves the list and the consent, says so in the chat, and completes from it', async () => {
    const token = await intakeToken('ada.list@example.org');
    const saved = await put(token, { consent: true, contacts: [JANE, BOB, CARA] });
    expect(saved.statusCode, saved.body).toBe(200);
    const session = saved.json();
    expect(session.state.consent).toBe(true);
    expect(session.state.contacts.map((c: { email: string }) => c.email)).toEqual([
      'jane@acme.com',
      'bob@stone.dev',
      'cara@diaz.io',
    ]);
    expect(session.state.contacts[1].phone).toBe('+14155550100');
    expect(session.missing).toEqual(['contacts.2.relationship']);
    expect(session.transcript.at(-1).text).toMatch(
      /^Thank you for your consent\. You updated your list\. So far I have: 1\. Jane Doe/,
    );

    // The chat carries on from the list: "remove the third one" removes Cara.
    const turn = await t.app.inject({
      method: 'POST',
      url: `/v1/public/intake/${token}/messages`,
      payload: { message: 'Sorry, remove the third one' },
    });
    expect(turn.statusCode).toBe(200);
    const reopened = (await t.app.inject({ url: `/v1/public/intake/${token}` })).json();
    expect(reopened.state.contacts).toHaveLength(2);
    expect(reopened.missing).toEqual([]);

    const done = await t.app.inject({ method: 'POST', url: `/v1/public/intake/${token}/complete` });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().contacts.map((c: { email: string }) => c.email)).toEqual([
      'jane@acme.com',
      'bob@stone.dev',
    ]);
    // The link is used up: the list can no longer change.
    expect((await put(token, { contacts: [] })).statusCode).toBe(410);
  });

  it('keeps a name still asked about as written when the page saves the list around it', async () => {
    const token = await intakeToken('ada.written@example.org');
    const say = (message: string) =>
      t.app.inject({
        method: 'POST',
        url: `/v1/public/intake/${token}/messages`,
        payload: { message },
      });
    await say('yes');
    await say('Ana Paula da Silva, ana.silva@acme.com, my manager');
    // The page has no field for it: the entry comes back with its name blank.
    const ana = { email: 'ana.silva@acme.com', relationship: 'manager' };
    const saved = await put(token, { contacts: [ana, JANE] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().state.contacts[0]).toMatchObject({
      firstName: null,
      nameAsWritten: 'Ana Paula da Silva',
    });
    expect(saved.json().state.ask).toMatchObject({
      key: 'firstName',
      options: ['Ana', 'Ana Paula'],
    });
    // A name typed on the list replaces it.
    const named = await put(token, { contacts: [{ ...ana, firstName: 'Ana', lastName: 'Paula' }] });
    expect(named.json().state.contacts[0]).not.toHaveProperty('nameAsWritten');
  });

  it('answers a number that is not one, or a malformed e-mail, with 400 naming the field', async () => {
    const token = await intakeToken('ada.bad@example.org');
    const badPhone = await put(token, { contacts: [JANE, { ...BOB, phone: '12' }] });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().errors).toEqual([
      { path: 'contacts.1.phone', message: 'is not a valid phone number' },
    ]);
    const badEmail = await put(token, { contacts: [{ firstName: 'Jo', email: 'not-an-email' }] });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().errors[0].path).toBe('contacts.0.email');
  });

  it('answers another candidate’s or an unknown token with 404', async () => {
    const res = await put('x'.repeat(43), { contacts: [] });
    expect(res.statusCode).toBe(404);
  });

  it('keeps the key-authenticated view of the request unchanged until completion', async () => {
    const token = await intakeToken('ada.keep@example.org');
    await put(token, { consent: true, contacts: [JANE] });
    const list = await t.app.inject({
      method: 'GET',
      url: '/v1/api/reference-requests?status=intake_pending',
      headers: bearer(key.plaintext),
    });
    const request = list
      .json()
      .data.find(
        (r: { candidate: { email: string } }) => r.candidate.email === 'ada.keep@example.org',
      );
    expect(request.contacts).toEqual([]);
  });
});
