import { simulateReadableStream } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { bearer, createKey, createTenant, type TestKey } from '../../../test/helpers/factories.ts';
import {
  createRequestViaApi,
  lifecycle,
  parseSse,
  tokenFromMail,
} from '../../../test/helpers/participants.ts';
import type { ConversationAgent } from './interviewer/agent.types.ts';
import { conversationAgentFor, useConversationAgent } from './interviewer/agent-factory.ts';
import { BuiltinConversationAgent } from './interviewer/builtin-agent.ts';
import { ProviderConversationAgent } from './interviewer/provider-agent.ts';

/**
 * Issue 40 (CONTRACT "Typed answers", "Never a guess") through the API, on
 * both engines: taps (`answer`) and confirmations (`confirm`) on the
 * messages route, checked as `complete` checks them; `ask`/`confirm` in the
 * state; skips and "I don't know" never stored; a confirmed decline.
 */

let t: TestApp;
let key: TestKey;
let questionnaireId: string;
let original: ConversationAgent;

const QUESTIONS = [
  {
    key: 'ownership',
    kind: 'rating',
    prompt: 'How much ownership did they take?',
    label: 'Ownership',
    required: true,
  },
  {
    key: 'style',
    kind: 'choice',
    prompt: 'How do they work best?',
    options: ['Alone', 'In a team'],
    required: true,
  },
  { key: 'onCall', kind: 'yes_no', prompt: 'Were they on call?', required: false },
  { key: 'highlight', kind: 'text', prompt: 'A piece of work you remember?', required: true },
];

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
};
const finishReason = { unified: 'stop' as const, raw: 'stop' };

/** A provider model that answers in words and extracts nothing: the rules decide. */
function quietModel() {
  return new MockLanguageModelV3({
    doStream: async () => ({
      stream: simulateReadableStream({
        chunks: [
          { type: 'text-start' as const, id: 't1' },
          { type: 'text-delta' as const, id: 't1', delta: 'Thank you.' },
          { type: 'text-end' as const, id: 't1' },
          { type: 'finish' as const, finishReason, usage },
        ],
      }),
    }),
    doGenerate: async () => ({
      content: [
        {
          type: 'text' as const,
          text: JSON.stringify({ ownership: null, style: null, onCall: null, highlight: null }),
        },
      ],
      finishReason,
      usage,
      warnings: [],
    }),
  });
}

const ENGINES: Array<[string, () => ConversationAgent]> = [
  ['built-in', () => new BuiltinConversationAgent()],
  ['provider', () => new ProviderConversationAgent(quietModel(), 'openai:mock')],
];

beforeAll(async () => {
  t = await buildTestApp();
  original = conversationAgentFor(t.config);
  key = await createKey(t, await createTenant(t, 'Acme Hiring'));
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/api/questionnaires',
    headers: bearer(key.plaintext),
    payload: { name: 'Typed', questions: QUESTIONS },
  });
  expect(res.statusCode, res.body).toBe(200);
  questionnaireId = res.json().id;
});
afterAll(async () => {
  useConversationAgent(t.config, original);
  await t.close();
});

let counter = 0;
async function refereeLink(): Promise<{ token: string; requestId: string }> {
  counter += 1;
  const email = `typed.${counter}@example.org`;
  const request = await createRequestViaApi(t, key, {
    launchMode: 'manual_references',
    roleTitle: 'Engineer',
    candidate: { firstName: 'Ada', lastName: 'Lovelace', email: `ada.t${counter}@example.org` },
    contacts: [
      { firstName: 'Bob', lastName: 'Ray', email, phone: '+14155550111', relationship: 'manager' },
    ],
    questionnaireId,
  });
  await lifecycle(t, key, request.id, 'grant_candidate_consent');
  await lifecycle(t, key, request.id, 'queue_outreach');
  return { token: tokenFromMail(t, email, 'referee'), requestId: request.id };
}

interface State {
  ask: { key: string; kind: string; required: boolean; options?: string[] } | null;
  confirm: { key: string; value: unknown; text: string } | null;
  declined?: boolean;
  questionnaire: { asking: string | null; answers: Record<string, unknown> };
}

async function post(token: string, payload: object) {
  return t.app.inject({ method: 'POST', url: `/v1/public/referee/${token}/messages`, payload });
}

async function send(token: string, payload: object): Promise<{ text: string; state: State }> {
  const res = await post(token, payload);
  expect(res.statusCode, res.body).toBe(200);
  const done = parseSse(res.body).at(-1)!;
  expect(done.event, res.body).toBe('done');
  return done.data as { text: string; state: State };
}

async function session(token: string) {
  const res = await t.app.inject({ method: 'GET', url: `/v1/public/referee/${token}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { transcript: { role: string; text: string }[]; state: State };
}

describe.each(ENGINES)('typed answers on the %s engine', (_name, engine) => {
  beforeAll(() => useConversationAgent(t.config, engine()));

  it('shows the question asked as a control, stores a tap and shows it in words', async () => {
    const { token } = await refereeLink();
    const opened = await session(token);
    expect(opened.state.ask).toEqual({
      key: 'ownership',
      kind: 'rating',
      prompt: 'How much ownership did they take?',
      required: true,
    });
    expect(opened.state.confirm).toBeNull();
    const tapped = await send(token, { answer: { key: 'ownership', value: 4 } });
    expect(tapped.state.questionnaire.answers).toEqual({ ownership: 4 });
    expect(tapped.state.ask).toMatchObject({ key: 'style', options: ['Alone', 'In a team'] });
    const style = await send(token, { answer: { key: 'style', value: 'In a team' } });
    expect(style.state.questionnaire.answers).toEqual({ ownership: 4, style: 'In a team' });
    const after = await session(token);
    const said = after.transcript.filter((m) => m.role === 'participant').map((m) => m.text);
    expect(said).toEqual(['4', 'In a team']);
  });

  it('refuses a typed answer complete would refuse (400 naming the key) and stores nothing', async () => {
    const { token } = await refereeLink();
    const before = (await session(token)).transcript.length;
    const refused: Array<[object, string]> = [
      [{ answer: { key: 'ownership', value: 'four' } }, 'answers.ownership'],
      [{ answer: { key: 'ownership', value: 7 } }, 'answers.ownership'],
      [{ answer: { key: 'nope', value: 3 } }, 'answers.nope'],
      [{ answer: { key: 'style', value: 'Remote' } }, 'answers.style'],
      [{ answer: { key: 'ownership', value: null } }, 'answers.ownership'],
      [{ confirm: true }, 'confirm'],
    ];
    for (const [payload, path] of refused) {
      const res = await post(token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(res.json().code).toBe('validation_failed');
      expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    const malformed = await post(token, { answer: { key: 'ownership' } });
    expect(malformed.statusCode).toBe(400);
    const both = await post(token, { message: 'hi', confirm: true });
    expect(both.statusCode).toBe(400);
    const after = await session(token);
    expect(after.transcript).toHaveLength(before);
    expect(after.state.questionnaire.answers).toEqual({});
    // The refused turns left no claim behind: the next message is answered at once.
    await send(token, { answer: { key: 'ownership', value: 5 } });
  });

  it('confirms a reading it is not sure of: no asks again, yes stores it', async () => {
    const { token } = await refereeLink();
    const hedged = await send(token, { message: 'probably a 4' });
    expect(hedged.state.questionnaire.answers).toEqual({});
    expect(hedged.state.confirm).toMatchObject({ key: 'ownership', value: 4 });
    expect(hedged.state.confirm?.text).toMatch(/4.*Ownership.*right\?/);
    expect(hedged.state.ask).toBeNull();
    const no = await send(token, { confirm: false });
    expect(no.state.confirm).toBeNull();
    expect(no.state.questionnaire.answers).toEqual({});
    expect(no.state.ask).toMatchObject({ key: 'ownership' });
    await send(token, { message: 'probably a 4' });
    const yes = await send(token, { message: 'yes' });
    expect(yes.state.questionnaire.answers).toEqual({ ownership: 4 });
    expect(yes.state.ask).toMatchObject({ key: 'style' });
  });

  it('never stores a skip or "I don\'t know", offers the way out after two misses, never repeats itself', async () => {
    const { token } = await refereeLink();
    const first = await send(token, { message: "I don't know" });
    const second = await send(token, { message: 'no idea' });
    const third = await send(token, { message: 'skip' });
    for (const reply of [first, second, third]) {
      expect(reply.state.questionnaire.answers).toEqual({});
      expect(reply.state.ask).toMatchObject({ key: 'ownership' });
    }
    expect(second.text).toMatch(/buttons|rather not give a reference/);
    expect(second.text).not.toBe(first.text);
    expect(third.text).not.toBe(second.text);
    await send(token, { answer: { key: 'ownership', value: 3 } });
    await send(token, { answer: { key: 'style', value: 'Alone' } });
    // An optional question is passed on by a null tap, or by "skip".
    const skipped = await send(token, { answer: { key: 'onCall', value: null } });
    expect(skipped.state.questionnaire.answers).toEqual({ ownership: 3, style: 'Alone' });
    expect(skipped.state.ask).toMatchObject({ key: 'highlight' });
    const busy = await send(token, { message: 'skip that one, busy' });
    expect(busy.state.questionnaire.answers).not.toHaveProperty('highlight');
  });

  it('declines the reference after a confirmation, keeping nothing said', async () => {
    const { token, requestId } = await refereeLink();
    await send(token, { answer: { key: 'ownership', value: 4 } });
    const asked = await send(token, { message: "I'd rather not give a reference for her" });
    expect(asked.state.confirm).toMatchObject({ key: 'decline' });
    expect(asked.text).toMatch(/rather not give a reference/);
    const declined = await send(token, { confirm: true });
    expect(declined.state.declined).toBe(true);
    expect(declined.state.questionnaire.answers).toEqual({});
    expect(declined.state.ask).toBeNull();
    const view = await t.app.inject({
      method: 'GET',
      url: `/v1/api/reference-requests/${requestId}`,
      headers: bearer(key.plaintext),
    });
    expect(view.json().contacts[0].status).toBe('declined');
    const gone = await t.app.inject({ method: 'GET', url: `/v1/public/referee/${token}` });
    expect(gone.statusCode).toBe(410);
  });

  it('carries on when the referee says no to the decline', async () => {
    const { token } = await refereeLink();
    await send(token, { message: "I don't want to give a reference" });
    const carried = await send(token, { message: 'no' });
    expect(carried.state.declined).not.toBe(true);
    expect(carried.state.confirm).toBeNull();
    expect(carried.state.ask).toMatchObject({ key: 'ownership' });
  });
});

describe('typed answers on the built-in questionnaire', () => {
  beforeAll(() => useConversationAgent(t.config, new BuiltinConversationAgent()));

  it('takes a competency by its key and keeps the ratings nested in the stored answers', async () => {
    counter += 1;
    const email = `typed.b${counter}@example.org`;
    const request = await createRequestViaApi(t, key, {
      launchMode: 'manual_references',
      candidate: { firstName: 'Ada', lastName: 'Lovelace', email: `ada.b${counter}@example.org` },
      contacts: [
        { firstName: 'Cy', lastName: 'Ray', email, phone: '+14155550112', relationship: 'manager' },
      ],
    });
    await lifecycle(t, key, request.id, 'grant_candidate_consent');
    await lifecycle(t, key, request.id, 'queue_outreach');
    const token = tokenFromMail(t, email, 'referee');
    expect((await session(token)).state.ask).toMatchObject({ key: 'relationship', kind: 'text' });
    const rated = await send(token, { answer: { key: 'teamwork', value: 5 } });
    const state = rated.state as unknown as { answers: { ratings: Record<string, number> } };
    expect(state.answers.ratings).toEqual({ teamwork: 5 });
    const refused = await post(token, { answer: { key: 'ratings', value: 5 } });
    expect(refused.statusCode).toBe(400);
  });
});
