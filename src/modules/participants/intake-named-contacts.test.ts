import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { bearer, createKey, createTenant, type TestKey } from '../../../test/helpers/factories.ts';
import { parseSse, tokenFromMail } from '../../../test/helpers/participants.ts';

/**
 * Issue 28, item 12: for `candidate_intake` every contact field is optional
 * (spec, CONTRACT "Contacts"): a referee the recruiter names without an
 * e-mail is accepted, and the candidate completes it during intake. It is
 * not invited until it has an e-mail, so queue_outreach still needs one
 * contact with an e-mail.
 */

let t: TestApp;
let key: TestKey;
beforeAll(async () => {
  t = await buildTestApp();
  key = await createKey(t, await createTenant(t, 'Acme Hiring'));
});
afterAll(async () => t?.close());

const api = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: bearer(key.plaintext), payload });

interface Contact {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  relationship: string | null;
  status: string;
}

async function createIntakeRequest(candidateEmail: string, contacts: Record<string, unknown>[]) {
  const res = await api('POST', '/v1/api/reference-requests', {
    launchMode: 'candidate_intake',
    roleTitle: 'Analyst',
    candidate: { firstName: 'Ada', lastName: 'Lovelace', email: candidateEmail },
    contacts,
  });
  expect(res.statusCode, res.body).toBe(200);
  await t.app.worker.drain();
  const request = res.json().referenceRequest as { id: string; contacts: Contact[] };
  return { request, token: tokenFromMail(t, candidateEmail, 'intake') };
}

async function contactsOf(requestId: string): Promise<Contact[]> {
  return (await api('GET', `/v1/api/reference-requests/${requestId}`)).json().contacts;
}

async function say(token: string, message: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/v1/public/intake/${token}/messages`,
    payload: { message },
  });
  expect(res.statusCode, res.body).toBe(200);
  const done = parseSse(res.body).find((e) => e.event === 'done');
  expect(done, res.body).toBeDefined();
  return done!.data as { text: string; state: { contacts: Contact[]; missing: string[] } };
}

describe('a candidate_intake contact with only a name', () => {
  it('is accepted (every field optional), on creation and when added later', async () => {
    const { request } = await createIntakeRequest('ada.accept@example.org', [
      { firstName: 'Jane', lastName: 'Doe' },
      { lastName: 'Stone', relationship: 'peer' },
    ]);
    expect(request.contacts).toMatchObject([
      { firstName: 'Jane', lastName: 'Doe', email: null, phone: null, status: 'pending' },
      { firstName: null, lastName: 'Stone', email: null, relationship: 'peer' },
    ]);
    const added = await api('POST', `/v1/api/reference-requests/${request.id}/contacts`, {
      contacts: [{ firstName: 'Kay' }],
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().contacts).toHaveLength(3);

    // manual_references still needs both, naming each field.
    const manual = await api('POST', '/v1/api/reference-requests', {
      launchMode: 'manual_references',
      candidate: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada.manual@example.org' },
      contacts: [{ firstName: 'Jane' }],
    });
    expect(manual.statusCode).toBe(400);
    expect(manual.json().errors).toEqual([
      { path: 'contacts.0.email', message: 'is required for manual_references' },
      { path: 'contacts.0.phone', message: 'is required for manual_references' },
    ]);
  });

  it('is on the candidate’s list, completed in the chat, then invited: no duplicate referee', async () => {
    const { request, token } = await createIntakeRequest('ada.chat@example.org', [
      { firstName: 'Jane', lastName: 'Doe' },
    ]);
    const [jane] = request.contacts;
    const opened = (await t.app.inject({ url: `/v1/public/intake/${token}` })).json();
    expect(opened.state.contacts).toEqual([
      {
        contactId: jane!.id,
        firstName: 'Jane',
        lastName: 'Doe',
        email: null,
        phone: null,
        relationship: null,
      },
    ]);
    // A name alone is not a referee on file: the candidate must complete it.
    expect(opened.missing).toEqual(['consent', 'contacts.0.email', 'contacts.0.relationship']);

    const consent = await say(token, 'Yes');
    expect(consent.text).toContain('The recruiter has named Jane Doe for you');
    const completed = await say(
      token,
      "Jane's e-mail is jane.doe@example.org, phone +1 415 555 0100, she was my manager",
    );
    expect(completed.state.contacts).toMatchObject([
      {
        contactId: jane!.id,
        email: 'jane.doe@example.org',
        phone: '+14155550100',
        relationship: 'manager',
      },
    ]);
    // What was read from the chat is shown back, and kept on the candidate's yes.
    expect(completed.state.missing).toEqual(['contacts.0.confirmation']);
    expect((await say(token, 'yes')).state.missing).toEqual([]);

    const done = await t.app.inject({ method: 'POST', url: `/v1/public/intake/${token}/complete` });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().contacts).toMatchObject([{ id: jane!.id, email: 'jane.doe@example.org' }]);
    expect(await contactsOf(request.id)).toMatchObject([
      {
        id: jane!.id,
        firstName: 'Jane',
        lastName: 'Doe',
        email: 'jane.doe@example.org',
        phone: '+14155550100',
        relationship: 'manager',
        status: 'pending',
      },
    ]);

    const queued = await api('POST', `/v1/api/reference-requests/${request.id}/lifecycle`, {
      action: 'queue_outreach',
    });
    expect(queued.statusCode, queued.body).toBe(200);
    await t.app.worker.drain();
    expect(t.mailer.to('jane.doe@example.org')).toHaveLength(1);
  });

  it('is completed from the page’s list or a structured complete body, matched by id or name', async () => {
    const { request, token } = await createIntakeRequest('ada.page@example.org', [
      { firstName: 'Jane', lastName: 'Doe', phone: '(415) 555-0100' },
      { firstName: 'Bob', lastName: 'Stone' },
    ]);
    const [jane, bob] = request.contacts;
    const session = (await t.app.inject({ url: `/v1/public/intake/${token}` })).json();
    // The page edits the list it was given and sends it back, ids included.
    const edited = session.state.contacts.map((c: Contact) =>
      c.firstName === 'Jane' ? { ...c, email: 'jane@example.org', relationship: 'manager' } : c,
    );
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/v1/public/intake/${token}/referees`,
      payload: { consent: true, contacts: edited },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().state.contacts[0]).toMatchObject({
      contactId: jane!.id,
      email: 'jane@example.org',
    });
    // Jane can be invited now: Bob's address is no longer required (he would not be invited).
    expect(saved.json().missing).toEqual(['contacts.1.relationship']);

    // A client that skips the chat: Jane by her id, Bob by his name, and a new referee.
    const done = await t.app.inject({
      method: 'POST',
      url: `/v1/public/intake/${token}/complete`,
      payload: {
        consent: true,
        contacts: [
          { contactId: jane!.id, firstName: 'Jane', email: 'jane@example.org' },
          { firstName: 'bob', lastName: 'STONE', email: 'Bob@Example.org', relationship: 'peer' },
          { firstName: 'Kay', lastName: 'New', email: 'kay@example.org' },
        ],
      },
    });
    expect(done.statusCode, done.body).toBe(200);
    const contacts = await contactsOf(request.id);
    expect(contacts).toHaveLength(3);
    expect(contacts.find((c) => c.id === jane!.id)).toMatchObject({
      lastName: 'Doe',
      email: 'jane@example.org',
      phone: '+14155550100',
    });
    expect(contacts.find((c) => c.id === bob!.id)).toMatchObject({
      email: 'bob@example.org',
      relationship: 'peer',
    });
    expect(contacts.filter((c) => c.email === 'kay@example.org')).toHaveLength(1);
  });

  it('stays off the list once the candidate removes it', async () => {
    const { token } = await createIntakeRequest('ada.remove@example.org', [
      { firstName: 'Jane', lastName: 'Doe' },
    ]);
    await t.app.inject({ url: `/v1/public/intake/${token}` });
    await say(token, 'yes');
    const removed = await say(token, 'Please remove Jane');
    expect(removed.state.contacts).toEqual([]);
    const reopened = (await t.app.inject({ url: `/v1/public/intake/${token}` })).json();
    expect(reopened.state.contacts).toEqual([]);
    expect(reopened.missing).toEqual(['referee']);
  });

  it('is not invited without an e-mail: queue_outreach still needs a contact with one', async () => {
    const { request, token } = await createIntakeRequest('ada.outreach@example.org', [
      { firstName: 'Jane', lastName: 'Doe' },
    ]);
    // The candidate leaves; the recruiter records consent given another way.
    const left = await t.app.inject({ method: 'POST', url: `/v1/public/intake/${token}/abandon` });
    expect(left.statusCode, left.body).toBe(200);
    const granted = await api('POST', `/v1/api/reference-requests/${request.id}/lifecycle`, {
      action: 'grant_candidate_consent',
    });
    expect(granted.statusCode, granted.body).toBe(200);
    const queued = await api('POST', `/v1/api/reference-requests/${request.id}/lifecycle`, {
      action: 'queue_outreach',
    });
    expect(queued.statusCode).toBe(409);
    expect(queued.json().code).toBe('invalid_transition');
  });
});
