import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../src/core/clock.ts';
import { trustSignals } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { createKey, createTenant, type TestKey } from '../helpers/factories.ts';
import { postSse } from '../helpers/sse-client.ts';

/**
 * The participant side end to end, over real HTTP: requests created through
 * the API, links followed from the e-mails the worker sent, both agents
 * talked to over SSE turn by turn, completion, abandonment and token misuse.
 */
/** The agent state as the tests read it (intake or referee). */
type TurnState = {
  consent?: boolean;
  contacts?: unknown[];
  step?: string;
  next?: string;
  /** A reading the interviewer asks the participant to confirm (CONTRACT "Never a guess"). */
  confirm?: { key: string; value: unknown; text: string } | null;
};

let t: TestApp;
let key: TestKey;
let base: string;

beforeAll(async () => {
  // The tests play a proxy on loopback: X-Forwarded-For gives each participant an address.
  t = await buildTestApp({ config: { TRUST_PROXY: 'loopback' } });
  const tenant = await createTenant(t, 'Acme Hiring');
  key = await createKey(t, tenant);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  base = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => t.close());

async function http(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${key.plaintext}`,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

/** The public path of the link in the last e-mail to `to` (links use PUBLIC_BASE_URL). */
async function linkFor(to: string, kind: 'intake' | 'referee'): Promise<string> {
  await t.app.worker.drain();
  const mail = t.mailer.to(to).at(-1);
  const match = new RegExp(`http://refcheck\\.test/${kind}/([A-Za-z0-9_-]+)`).exec(
    mail?.text ?? '',
  );
  if (!match) throw new Error(`no ${kind} link mailed to ${to}`);
  return `/v1/public/${kind}/${match[1]}`;
}

async function talk(path: string, message: string | { confirm: boolean }, ip: string) {
  const body = typeof message === 'string' ? { message } : message;
  const result = await postSse(`${base}${path}/messages`, body, { 'x-forwarded-for': ip });
  expect(result.status).toBe(200);
  expect(result.headers.get('x-request-id')).toBeTruthy();
  const done = result.events.at(-1)!;
  expect(done.event).toBe('done');
  const deltas = result.events.slice(0, -1);
  expect(deltas.length).toBeGreaterThan(0);
  expect(deltas.every((e) => e.event === 'delta')).toBe(true);
  expect(deltas.map((e) => e.data.text).join('')).toBe(done.data.text);
  return done.data as { messageId: string; text: string; state: TurnState };
}

describe('candidate intake → referee conversations → review', () => {
  it('runs the whole participant path over HTTP and SSE', async () => {
    const created = await http('POST', '/v1/api/reference-requests', {
      launchMode: 'candidate_intake',
      roleTitle: 'Staff Engineer',
      candidate: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.org' },
    });
    expect(created.status).toBe(200);
    const requestId = created.body.referenceRequest.id as string;
    const intake = await linkFor('ada@example.org', 'intake');

    const session = await http('GET', intake);
    expect(session.body).toMatchObject({
      object: 'intake_session',
      missing: ['consent', 'referee'],
    });

    const candidateIp = '192.0.2.10';
    expect((await talk(intake, 'Yes, go ahead', candidateIp)).state.consent).toBe(true);
    await talk(intake, 'My manager Jane Doe, jane.doe@acme.com, +1 415 555 0100', candidateIp);
    const both = await talk(
      intake,
      'and my colleague Bob Smith, bob@globex.com, 415-555-0111',
      candidateIp,
    );
    expect(both.state.contacts).toHaveLength(2);
    // Each referee read is shown back for a yes (the candidate wrote on past Jane's card):
    // "that's all" asks for them, and the last yes finishes.
    const finishing = await talk(intake, "that's all", candidateIp);
    expect(finishing.state.step).toBe('referees');
    expect((await talk(intake, 'yes', candidateIp)).state.step).toBe('referees');
    expect((await talk(intake, 'correct', candidateIp)).state.step).toBe('ready');

    const completed = await http('POST', `${intake}/complete`);
    expect(completed.body).toMatchObject({ outcome: 'completed', status: 'consent_granted' });
    expect((await http('POST', `${intake}/complete`)).body.code).toBe('token_used');

    const queued = await http('POST', `/v1/api/reference-requests/${requestId}/lifecycle`, {
      action: 'queue_outreach',
    });
    expect(queued.body.status).toBe('outreach_queued');
    const jane = await linkFor('jane.doe@acme.com', 'referee');
    const bob = await linkFor('bob@globex.com', 'referee');

    // Wrong purpose: a referee link on the intake route is unknown.
    expect((await http('GET', jane.replace('/referee/', '/intake/'))).status).toBe(404);

    const janeSession = await http('GET', jane, undefined, { 'x-forwarded-for': '198.51.100.20' });
    expect(janeSession.body).toMatchObject({
      referee: { firstName: 'Jane' },
      relationship: 'manager',
    });
    expect((await http('GET', `/v1/api/reference-requests/${requestId}`)).body.status).toBe(
      'collecting',
    );

    const janeIp = '198.51.100.20';
    const script = [
      'I managed Ada at Acme for three years',
      'She turns vague problems into clear plans.',
      'She could say no more often.',
      '5',
      '4/5',
      'teamwork 5, reliability 4',
      'four',
      'leadership 3',
      'Yes, I would hire her again',
      'She mentored half the team.',
    ];
    let state: TurnState = {};
    for (const line of script) {
      t.clock.advance(20_000);
      state = (await talk(jane, line, janeIp)).state;
      // Jane meant what she typed: she taps "Yes, that's right" on every reading asked back.
      while (state.confirm) state = (await talk(jane, { confirm: true }, janeIp)).state;
    }
    expect(state.next).toBe('done');

    const response = await http('POST', `${jane}/complete`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      status: 'completed',
      source: 'chat',
      answers: {
        monthsKnown: 36,
        ratings: {
          communication: 5,
          technical_skill: 4,
          teamwork: 5,
          reliability: 4,
          problem_solving: 4,
          leadership: 3,
        },
        wouldRehire: true,
        comments: 'She mentored half the team.',
      },
    });

    // Bob opens his link from the candidate's address, then declines.
    await http('GET', bob, undefined, { 'x-forwarded-for': candidateIp });
    const signals = await t.database.db
      .select()
      .from(trustSignals)
      .where(eq(trustSignals.referenceRequestId, requestId));
    expect(signals.map((signal) => signal.kind)).toContain('shared_ip_with_candidate');
    const declined = await http('POST', `${bob}/abandon`, { reason: 'Not comfortable' });
    expect(declined.body).toMatchObject({ status: 'declined', declineReason: 'Not comfortable' });
    expect((await http('GET', bob)).status).toBe(410);

    const view = await http('GET', `/v1/api/reference-requests/${requestId}`);
    expect(view.body.contacts.map((c: { status: string }) => c.status).sort()).toEqual([
      'completed',
      'declined',
    ]);
    // Every invited referee answered: the request moved to review by itself.
    expect(view.body.status).toBe('review_requested');
  });
});

describe('abandon and misuse over HTTP', () => {
  it('abandons an intake, refuses reuse, and expires links', async () => {
    await http('POST', '/v1/api/reference-requests', {
      launchMode: 'candidate_intake',
      candidate: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.org' },
    });
    const intake = await linkFor('grace@example.org', 'intake');
    const abandoned = await http('POST', `${intake}/abandon`, {});
    expect(abandoned.body).toMatchObject({ outcome: 'abandoned', status: 'intake_abandoned' });
    const reuse = await postSse(`${base}${intake}/messages`, { message: 'hello again' });
    expect(reuse.status).toBe(410);
    expect(JSON.parse(reuse.text!)).toMatchObject({ code: 'token_used' });

    await http('POST', '/v1/api/reference-requests', {
      launchMode: 'candidate_intake',
      candidate: { firstName: 'Alan', lastName: 'Turing', email: 'alan@example.org' },
    });
    const late = await linkFor('alan@example.org', 'intake');
    t.clock.advance(15 * DAY_MS);
    const expired = await postSse(`${base}${late}/messages`, { message: 'hi' });
    expect(expired.status).toBe(410);
    expect(JSON.parse(expired.text!)).toMatchObject({ code: 'token_expired' });
  });
});
