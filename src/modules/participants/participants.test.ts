import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { bearer, createKey, createTenant, type TestKey } from '../../../test/helpers/factories.ts';
import {
  createRequestViaApi,
  lifecycle,
  parseSse,
  tokenFromMail,
} from '../../../test/helpers/participants.ts';
import { DAY_MS } from '../../core/clock.ts';
import {
  activityEntries,
  auditEvents,
  conversationMessages,
  jobs,
  referenceContacts,
  trustSignals,
} from '../../db/schema/index.ts';

let t: TestApp;
let key: TestKey;
let counter = 0;

beforeAll(async () => {
  // The tests play a proxy on loopback: X-Forwarded-For gives each participant an address.
  t = await buildTestApp({ config: { TRUST_PROXY: 'loopback' } });
  const tenant = await createTenant(t, 'Acme Hiring');
  key = await createKey(t, tenant);
});
afterAll(async () => t.close());

function uniqueEmail(name: string): string {
  counter += 1;
  return `${name}.${counter}@example.org`;
}

async function intakeRequest() {
  const email = uniqueEmail('ada');
  const request = await createRequestViaApi(t, key, {
    launchMode: 'candidate_intake',
    roleTitle: 'Staff Engineer',
    candidate: { firstName: 'Ada', lastName: 'Lovelace', email },
  });
  return { request, token: tokenFromMail(t, email, 'intake'), email };
}

async function refereeRequest(contacts: Array<Record<string, string>>) {
  const request = await createRequestViaApi(t, key, {
    launchMode: 'manual_references',
    roleTitle: 'Staff Engineer',
    candidate: { firstName: 'Ada', lastName: 'Lovelace', email: uniqueEmail('ada') },
    contacts,
  });
  await lifecycle(t, key, request.id, 'grant_candidate_consent');
  await lifecycle(t, key, request.id, 'queue_outreach');
  return {
    request,
    tokens: contacts.map((c) => tokenFromMail(t, c.email!, 'referee')),
  };
}

function say(kind: 'intake' | 'referee', token: string, message: string, ip = '203.0.113.1') {
  return t.app.inject({
    method: 'POST',
    url: `/v1/public/${kind}/${token}/messages`,
    headers: { 'x-forwarded-for': ip },
    payload: { message },
  });
}

async function turn(kind: 'intake' | 'referee', token: string, message: string, ip?: string) {
  const res = await say(kind, token, message, ip);
  expect(res.statusCode).toBe(200);
  const events = parseSse(res.body);
  const done = events.at(-1)!;
  expect(done.event).toBe('done');
  return done.data as { messageId: string; text: string; state: Record<string, unknown> };
}

async function readRequest(id: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/v1/api/reference-requests/${id}`,
    headers: bearer(key.plaintext),
  });
  return res.json();
}

describe('candidate intake', () => {
  it('resolves the link with the greeting, what is missing and the state; opening grants nothing', async () => {
    const { request, token } = await intakeRequest();
    const res = await t.app.inject({ method: 'GET', url: `/v1/public/intake/${token}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      object: 'intake_session',
      referenceRequestId: request.id,
      status: 'intake_pending',
      roleTitle: 'Staff Engineer',
      tenantName: 'Acme Hiring',
      candidate: { firstName: 'Ada' },
      missing: ['consent', 'referee'],
      state: { step: 'consent', consent: null, contacts: [] },
    });
    expect(body.transcript).toHaveLength(1);
    expect(body.transcript[0].text).toMatch(/Hi Ada!.*Acme Hiring.*Staff Engineer/);
    // A reload shows the same conversation, not a second greeting.
    const again = await t.app.inject({ method: 'GET', url: `/v1/public/intake/${token}` });
    expect(again.json().transcript).toEqual(body.transcript);
    expect((await readRequest(request.id)).status).toBe('intake_pending');
  });

  it('streams the agent over SSE and completes with what it collected', async () => {
    const { request, token } = await intakeRequest();
    const first = await say('intake', token, 'yes');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(first.headers['x-request-id']).toBeTruthy();
    const events = parseSse(first.body);
    expect(events.length).toBeGreaterThan(2);
    expect(events.slice(0, -1).every((e) => e.event === 'delta')).toBe(true);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    expect(
      events
        .slice(0, -1)
        .map((e) => e.data.text)
        .join(''),
    ).toBe(done.data.text);
    expect(done.data).toMatchObject({
      messageId: expect.stringMatching(/^msg_/),
      state: { consent: true },
    });

    await turn('intake', token, 'my manager Jane Doe, jane@acme.com, +1 415 555 0100');
    // The card of what was read waits for the candidate's yes (intake-confirmation.ts).
    await turn('intake', token, 'yes');
    const ready = await turn('intake', token, 'done');
    expect(ready.state).toMatchObject({ step: 'ready', missing: [] });

    const resolved = (
      await t.app.inject({ method: 'GET', url: `/v1/public/intake/${token}` })
    ).json();
    expect(resolved.transcript.map((m: { role: string }) => m.role)).toEqual([
      'agent',
      'participant',
      'agent',
      'participant',
      'agent',
      'participant',
      'agent',
      'participant',
      'agent',
    ]);

    const complete = await t.app.inject({
      method: 'POST',
      url: `/v1/public/intake/${token}/complete`,
    });
    expect(complete.statusCode).toBe(200);
    expect(complete.json()).toMatchObject({
      object: 'intake_result',
      outcome: 'completed',
      status: 'consent_granted',
      contacts: [
        {
          object: 'reference_contact',
          firstName: 'Jane',
          lastName: 'Doe',
          email: 'jane@acme.com',
          phone: '+14155550100',
          relationship: 'manager',
          source: 'candidate',
          status: 'pending',
        },
      ],
    });
    const view = await readRequest(request.id);
    expect(view.status).toBe('consent_granted');
    expect(view.contacts).toHaveLength(1);

    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.targetId, request.id));
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['reference_request.intake_completed', 'intake.completed']),
    );
    expect(audit.find((a) => a.action === 'intake.completed')).toMatchObject({
      actorKind: 'candidate',
    });

    const reminders = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.subjectId, request.id), eq(jobs.type, 'outreach.reminder')));
    expect(reminders.length).toBeGreaterThan(0);
    expect(reminders.every((j) => j.status === 'cancelled')).toBe(true);

    const reused = await t.app.inject({
      method: 'POST',
      url: `/v1/public/intake/${token}/complete`,
    });
    expect(reused.statusCode).toBe(410);
    expect(reused.json()).toMatchObject({ code: 'token_used' });
    const reopened = await t.app.inject({ method: 'GET', url: `/v1/public/intake/${token}` });
    expect(reopened.json().code).toBe('token_used');
  });

  it('refuses to complete a conversation that is not there yet (409 with missing)', async () => {
    const { token } = await intakeRequest();
    await turn('intake', token, 'yes');
    const res = await t.app.inject({ method: 'POST', url: `/v1/public/intake/${token}/complete` });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'invalid_transition', missing: ['referee'] });
  });

  it('completes with a structured result, validating consent and phones', async () => {
    const { request, token } = await intakeRequest();
    const url = `/v1/public/intake/${token}/complete`;
    const contact = {
      firstName: 'Sam',
      lastName: 'Lee',
      email: 'Sam@Initech.io',
      phone: '(415) 555-0199',
      relationship: 'peer',
    };
    const noConsent = await t.app.inject({
      method: 'POST',
      url,
      payload: { consent: false, contacts: [contact] },
    });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().code).toBe('validation_failed');
    const none = await t.app.inject({
      method: 'POST',
      url,
      payload: { consent: true, contacts: [] },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual([
      { path: 'contacts', message: 'needs at least one referee' },
    ]);
    const badPhone = await t.app.inject({
      method: 'POST',
      url,
      payload: { consent: true, contacts: [{ ...contact, phone: '12' }] },
    });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().errors).toEqual([
      { path: 'contacts.0.phone', message: 'is not a valid phone number' },
    ]);

    const ok = await t.app.inject({
      method: 'POST',
      url,
      payload: { consent: true, contacts: [contact] },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().contacts[0]).toMatchObject({ email: 'sam@initech.io', phone: '+14155550199' });
    expect((await readRequest(request.id)).status).toBe('consent_granted');
  });

  it('abandons: the request moves to intake_abandoned and the link is used up', async () => {
    const { request, token } = await intakeRequest();
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/public/intake/${token}/abandon`,
      payload: { reason: 'changed my mind' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ outcome: 'abandoned', status: 'intake_abandoned' });
    expect((await readRequest(request.id)).status).toBe('intake_abandoned');
    const again = await t.app.inject({ method: 'POST', url: `/v1/public/intake/${token}/abandon` });
    expect(again.statusCode).toBe(410);
  });

  it('answers token and body errors as problem+json before any stream starts', async () => {
    const { token } = await intakeRequest();
    const empty = await t.app.inject({
      method: 'POST',
      url: `/v1/public/intake/${token}/messages`,
      payload: { message: '  ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.headers['content-type']).toMatch(/problem\+json/);
    expect(empty.json().errors[0].path).toBe('message');
    const unknown = await say('intake', 'x'.repeat(43), 'hello');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/problem\+json/);
    const wrongPurpose = await t.app.inject({ method: 'GET', url: `/v1/public/referee/${token}` });
    expect(wrongPurpose.statusCode).toBe(404);
    expect(wrongPurpose.json().code).toBe('not_found');
  });

  it('expires links after 14 days (410 token_expired)', async () => {
    const { token } = await intakeRequest();
    t.clock.advance(15 * DAY_MS);
    try {
      const res = await t.app.inject({ method: 'GET', url: `/v1/public/intake/${token}` });
      expect(res.statusCode).toBe(410);
      expect(res.json().code).toBe('token_expired');
    } finally {
      t.clock.advance(-15 * DAY_MS);
    }
  });
});

describe('consent link on a request with referees', () => {
  async function consentRequest() {
    const email = uniqueEmail('grace');
    const request = await createRequestViaApi(t, key, {
      launchMode: 'manual_references',
      candidate: { firstName: 'Grace', lastName: 'Hopper', email },
      contacts: [
        { firstName: 'Kay', lastName: 'Mc', email: uniqueEmail('kay'), phone: '+14155550123' },
      ],
    });
    await lifecycle(t, key, request.id, 'request_candidate_consent');
    return { request, token: tokenFromMail(t, email, 'intake') };
  }

  it('needs only consent: the referees on file count', async () => {
    const { request, token } = await consentRequest();
    const session = (
      await t.app.inject({ method: 'GET', url: `/v1/public/intake/${token}` })
    ).json();
    expect(session).toMatchObject({ status: 'consent_requested', missing: ['consent'] });
    // The page's side panel shows them before consent (issue 30 item 6): names, no addresses.
    expect(session.recruiterReferees).toEqual([
      { firstName: 'Kay', lastName: 'Mc', relationship: null },
    ]);
    const consent = await turn('intake', token, 'yes');
    expect(consent.text).toMatch(/already has 1 referee/);
    expect(consent.state).toMatchObject({ missing: [] });
    await turn('intake', token, 'done');
    const res = await t.app.inject({ method: 'POST', url: `/v1/public/intake/${token}/complete` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      outcome: 'completed',
      status: 'consent_granted',
      contacts: [],
    });
    expect((await readRequest(request.id)).status).toBe('consent_granted');
  });

  it('records a refusal on abandon and leaves the request to the recruiter', async () => {
    const { request, token } = await consentRequest();
    const res = await t.app.inject({ method: 'POST', url: `/v1/public/intake/${token}/abandon` });
    expect(res.json()).toMatchObject({ outcome: 'declined', status: 'consent_requested' });
    expect((await readRequest(request.id)).status).toBe('consent_requested');
  });
});

describe('referee conversation', () => {
  const jane = {
    firstName: 'Jane',
    lastName: 'Doe',
    email: 'jane@gmail.com',
    phone: '+14155550100',
    relationship: 'manager',
  };
  const bob = {
    firstName: 'Bob',
    lastName: 'Smith',
    email: 'bob@globex.com',
    phone: '+14155550111',
    relationship: 'colleague',
  };

  it('moves the request to collecting on the first open only, and interviews the referee', async () => {
    const { request, tokens } = await refereeRequest([jane, bob]);
    const [janeToken, bobToken] = tokens as [string, string];
    const open = await t.app.inject({
      method: 'GET',
      url: `/v1/public/referee/${janeToken}`,
      headers: { 'x-forwarded-for': '198.51.100.7' },
    });
    expect(open.statusCode).toBe(200);
    expect(open.json()).toMatchObject({
      object: 'referee_session',
      referenceRequestId: request.id,
      candidate: { firstName: 'Ada', lastName: 'Lovelace' },
      referee: { firstName: 'Jane' },
      relationship: 'manager',
      state: { next: 'relationship' },
    });
    expect(open.json().transcript[0].text).toMatch(/Hi Jane!.*Ada Lovelace/);
    let view = await readRequest(request.id);
    expect(view.status).toBe('collecting');
    expect(view.contacts.find((c: { email: string }) => c.email === jane.email).status).toBe(
      'opened',
    );
    await t.app.inject({ method: 'GET', url: `/v1/public/referee/${janeToken}` });
    const opens = await t.database.db
      .select()
      .from(activityEntries)
      .where(
        and(
          eq(activityEntries.referenceRequestId, request.id),
          eq(activityEntries.kind, 'referee.opened'),
        ),
      );
    expect(opens).toHaveLength(1);

    const answers = [
      'I was her manager at Acme for 2 years',
      'Clear thinking, explains complex ideas well.',
      'Could delegate more.',
      'communication 5, technical 4, teamwork 4, reliability 5, problem solving 4, leadership 3',
      'yes, absolutely',
      'no',
    ];
    let last: { state: Record<string, unknown> } | undefined;
    for (const answer of answers) last = await turn('referee', janeToken, answer, '198.51.100.7');
    expect(last!.state).toMatchObject({ next: 'done' });

    t.clock.advance(5 * 60_000);
    const complete = await t.app.inject({
      method: 'POST',
      url: `/v1/public/referee/${janeToken}/complete`,
    });
    t.clock.advance(-5 * 60_000);
    expect(complete.statusCode).toBe(200);
    expect(complete.json()).toMatchObject({
      object: 'reference_response',
      status: 'completed',
      source: 'chat',
      answers: {
        relationship: 'I was her manager at Acme for 2 years',
        monthsKnown: 24,
        strengths: 'Clear thinking, explains complex ideas well.',
        improvements: 'Could delegate more.',
        ratings: {
          communication: 5,
          technical_skill: 4,
          teamwork: 4,
          reliability: 5,
          problem_solving: 4,
          leadership: 3,
        },
        wouldRehire: true,
      },
    });
    expect(complete.json().startedAt).toBeTruthy();
    view = await readRequest(request.id);
    expect(view.contacts.find((c: { email: string }) => c.email === jane.email).status).toBe(
      'completed',
    );
    const reused = await t.app.inject({
      method: 'POST',
      url: `/v1/public/referee/${janeToken}/complete`,
    });
    expect(reused.json().code).toBe('token_used');

    // Bob opens from Jane's address and answers with a form in no time.
    await t.app.inject({
      method: 'GET',
      url: `/v1/public/referee/${bobToken}`,
      headers: { 'x-forwarded-for': '198.51.100.7' },
    });
    const structured = await t.app.inject({
      method: 'POST',
      url: `/v1/public/referee/${bobToken}/complete`,
      payload: { answers: { strengths: 'Great', ratings: { teamwork: 5 }, wouldRehire: true } },
    });
    expect(structured.statusCode).toBe(200);
    expect(structured.json()).toMatchObject({
      source: 'structured',
      answers: { ratings: { teamwork: 5 } },
    });

    const signals = await t.database.db
      .select()
      .from(trustSignals)
      .where(eq(trustSignals.referenceRequestId, request.id));
    const byContact = (email: string) => {
      const id = view.contacts.find((c: { email: string }) => c.email === email).id;
      return signals
        .filter((s) => s.contactId === id)
        .map((s) => s.kind)
        .sort();
    };
    expect(byContact(jane.email)).toEqual(['free_mail_professional', 'shared_ip_with_referee']);
    expect(byContact(bob.email)).toEqual(['completed_too_fast', 'shared_ip_with_referee']);
    expect(signals.every((s) => s.status === 'open')).toBe(true);
  });

  it('validates structured answers and requires ratings or strengths', async () => {
    const { tokens } = await refereeRequest([{ ...bob, email: uniqueEmail('bob') }]);
    const url = `/v1/public/referee/${tokens[0]}/complete`;
    const bad = await t.app.inject({
      method: 'POST',
      url,
      payload: { answers: { ratings: { teamwork: 9 } } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation_failed');
    const empty = await t.app.inject({
      method: 'POST',
      url,
      payload: { answers: { wouldRehire: true } },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([
      { path: 'answers', message: 'needs at least one rating or the strengths' },
    ]);
    const chat = await t.app.inject({ method: 'POST', url });
    expect(chat.statusCode).toBe(409);
    expect(chat.json()).toMatchObject({
      code: 'invalid_transition',
      missing: ['ratings', 'strengths'],
    });
  });

  it('records a refusal on abandon', async () => {
    const email = uniqueEmail('pat');
    const { request, tokens } = await refereeRequest([{ ...bob, email }]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/public/referee/${tokens[0]}/abandon`,
      payload: { reason: 'I barely know her' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'declined',
      declineReason: 'I barely know her',
      answers: null,
    });
    const [contact] = await t.database.db
      .select()
      .from(referenceContacts)
      .where(eq(referenceContacts.referenceRequestId, request.id));
    expect(contact).toMatchObject({ status: 'declined' });
    const again = await t.app.inject({
      method: 'POST',
      url: `/v1/public/referee/${tokens[0]}/abandon`,
    });
    expect(again.statusCode).toBe(410);
  });

  it('stores nothing of a turn whose agent fails, and says so in an error event', async () => {
    const { useConversationAgent, conversationAgentFor } = await import(
      './interviewer/agent-factory.ts'
    );
    const { tokens } = await refereeRequest([{ ...bob, email: uniqueEmail('err') }]);
    const original = conversationAgentFor(t.config);
    useConversationAgent(t.config, {
      name: 'broken',
      // biome-ignore lint/correctness/useYield: fails before yielding on purpose
      async *reply() {
        throw new Error('model down');
      },
    });
    try {
      const res = await say('referee', tokens[0]!, 'hello');
      expect(res.statusCode).toBe(200);
      expect(parseSse(res.body)).toEqual([
        { event: 'error', data: { code: 'unavailable', detail: expect.any(String) } },
      ]);
    } finally {
      useConversationAgent(t.config, original);
    }
    const session = await t.app.inject({ method: 'GET', url: `/v1/public/referee/${tokens[0]}` });
    expect(session.json().transcript).toHaveLength(1);
    const rows = await t.database.db.select().from(conversationMessages);
    expect(rows.every((r) => r.text !== 'hello')).toBe(true);
  });
});

describe('concurrency and engines', () => {
  it('lets only one of two simultaneous completions through', async () => {
    const { token } = await intakeRequest();
    const payload = {
      consent: true,
      contacts: [{ firstName: 'Lin', email: uniqueEmail('lin'), relationship: 'peer' }],
    };
    const results = await Promise.all(
      [1, 2].map(() =>
        t.app.inject({ method: 'POST', url: `/v1/public/intake/${token}/complete`, payload }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 410]);
  });

  it('streams a provider model (AI SDK mock) through the same route', async () => {
    const { simulateReadableStream } = await import('ai');
    const { MockLanguageModelV3 } = await import('ai/test');
    const { ProviderConversationAgent } = await import('./interviewer/provider-agent.ts');
    const { useConversationAgent, conversationAgentFor } = await import(
      './interviewer/agent-factory.ts'
    );
    const usage = {
      inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined },
      outputTokens: { total: 1, text: 1, reasoning: undefined },
    };
    const finishReason = { unified: 'stop' as const, raw: 'stop' };
    const model = new MockLanguageModelV3({
      doStream: async () => ({
        stream: simulateReadableStream({
          chunks: [
            { type: 'text-start' as const, id: 'a' },
            { type: 'text-delta' as const, id: 'a', delta: 'Thanks! ' },
            { type: 'text-delta' as const, id: 'a', delta: 'Who else?' },
            { type: 'text-end' as const, id: 'a' },
            { type: 'finish' as const, finishReason, usage },
          ],
        }),
      }),
      doGenerate: async () => ({
        content: [
          {
            type: 'text' as const,
            text: JSON.stringify({
              consent: true,
              contacts: [
                {
                  firstName: 'Jo',
                  lastName: 'Park',
                  email: 'jo@acme.com',
                  phone: null,
                  relationship: 'manager',
                },
              ],
              candidateIsDone: false,
            }),
          },
        ],
        finishReason,
        usage,
        warnings: [],
      }),
    });
    const { token } = await intakeRequest();
    const original = conversationAgentFor(t.config);
    useConversationAgent(t.config, new ProviderConversationAgent(model, 'openai:mock'));
    try {
      const res = await say('intake', token, 'Yes; my manager Jo Park, jo@acme.com');
      const events = parseSse(res.body);
      // What the model read is shown back for the candidate's yes (intake-confirmation.ts).
      expect(events.map((e) => e.event)).toEqual(['delta', 'delta', 'delta', 'done']);
      expect(events[3]!.data).toMatchObject({
        text: 'Thanks! Who else? Is this right? Jo Park (manager, jo@acme.com)',
        state: {
          consent: true,
          missing: ['contacts.0.confirmation'],
          contacts: [{ email: 'jo@acme.com', relationship: 'manager' }],
        },
      });
      const confirmed = await t.app.inject({
        method: 'POST',
        url: `/v1/public/intake/${token}/messages`,
        payload: { confirm: true },
      });
      expect(parseSse(confirmed.body).at(-1)!.data).toMatchObject({ state: { missing: [] } });
    } finally {
      useConversationAgent(t.config, original);
    }
    const complete = await t.app.inject({
      method: 'POST',
      url: `/v1/public/intake/${token}/complete`,
    });
    expect(complete.json()).toMatchObject({
      outcome: 'completed',
      contacts: [{ firstName: 'Jo' }],
    });
  });
});
