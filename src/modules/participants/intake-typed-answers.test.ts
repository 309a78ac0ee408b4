import { simulateReadableStream } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { createKey, createTenant, type TestKey } from '../../../test/helpers/factories.ts';
import {
  createRequestViaApi,
  parseSse,
  tokenFromMail,
} from '../../../test/helpers/participants.ts';
import { participantCopy } from '../../core/participant-copy.ts';
import type { ConversationAgent } from './interviewer/agent.types.ts';
import { conversationAgentFor, useConversationAgent } from './interviewer/agent-factory.ts';
import { BuiltinConversationAgent } from './interviewer/builtin-agent.ts';
import { ProviderConversationAgent } from './interviewer/provider-agent.ts';

/**
 * The intake's typed answers (CONTRACT "Typed answers"): the consent control
 * and the referee form, and the consent in words, on both engines. The
 * provider engine's model is the worst case: it reads every message as a
 * consent (issue 40), so only the built-in rules keep a refusal one.
 */

let t: TestApp;
let key: TestKey;
let original: ConversationAgent;
const SAY = participantCopy().intakeAgent;

beforeAll(async () => {
  t = await buildTestApp();
  original = conversationAgentFor(t.config);
  key = await createKey(t, await createTenant(t, 'Acme Hiring'));
});
afterAll(async () => {
  useConversationAgent(t.config, original);
  await t.close();
});

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
};
const finishReason = { unified: 'stop' as const, raw: 'stop' };

/** A model that thanks for a consent and extracts one, whatever the candidate wrote. */
function consentingModel() {
  return new MockLanguageModelV3({
    doStream: async () => ({
      stream: simulateReadableStream({
        chunks: [
          { type: 'text-start' as const, id: 't1' },
          { type: 'text-delta' as const, id: 't1', delta: 'Thanks for your consent!' },
          { type: 'text-end' as const, id: 't1' },
          { type: 'finish' as const, finishReason, usage },
        ],
      }),
    }),
    doGenerate: async () => ({
      content: [
        {
          type: 'text' as const,
          text: JSON.stringify({ consent: true, contacts: [], candidateIsDone: false }),
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
  ['provider', () => new ProviderConversationAgent(consentingModel(), 'openai:mock')],
];

let counter = 0;
async function intakeToken(name: string): Promise<string> {
  counter += 1;
  const email = `${name.replace('@', `.${counter}@`)}`;
  await createRequestViaApi(t, key, {
    launchMode: 'candidate_intake',
    candidate: { firstName: 'Ada', lastName: 'Lovelace', email },
  });
  return tokenFromMail(t, email, 'intake');
}

const post = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/v1/public/intake/${token}/messages`, payload });

/** One turn: the `done` event's text and state. */
async function turn(token: string, payload: Record<string, unknown>) {
  const res = await post(token, payload);
  expect(res.statusCode, res.body).toBe(200);
  const done = parseSse(res.body).at(-1)!;
  expect(done.event, res.body).toBe('done');
  return done.data as { text: string; state: Record<string, unknown> & { contacts: unknown[] } };
}

const session = async (token: string) =>
  (await t.app.inject({ url: `/v1/public/intake/${token}` })).json();

const JANE = {
  name: 'Jane Doe',
  email: 'Jane@Acme.com',
  phone: '(415) 555-0100',
  relationship: 'Manager',
};

describe.each(ENGINES)('typed answers on the intake (%s engine)', (engine, agentOf) => {
  beforeAll(() => useConversationAgent(t.config, agentOf()));
  afterAll(() => useConversationAgent(t.config, original));

  it('asks for the consent with its control, then for a referee with the form', async () => {
    const token = await intakeToken('ada.ask@example.org');
    const opened = await session(token);
    expect(opened.state.ask).toEqual({
      key: 'consent',
      kind: 'yes_no',
      prompt: SAY.ask.consent,
      required: true,
    });
    expect(opened.state.confirm).toBeNull();

    const consented = await turn(token, { answer: { key: 'consent', value: true } });
    expect(consented.text).toBe(`${SAY.thanksForConsent} ${SAY.askReferees}`);
    expect(consented.state.consent).toBe(true);
    expect(consented.state.ask).toEqual({
      key: 'referee',
      kind: 'contact',
      prompt: SAY.ask.referee,
      required: true,
    });
    expect(consented.state.confirm).toBeNull();

    const added = await turn(token, { answer: { key: 'referee', value: JANE } });
    expect(added.state.contacts).toEqual([
      {
        firstName: 'Jane',
        lastName: 'Doe',
        email: 'jane@acme.com',
        phone: '+14155550100',
        relationship: 'Manager',
      },
    ]);
    expect(added.state.missing).toEqual([]);
    expect(added.state.ask).toMatchObject({ key: 'referee', required: false });
    expect(added.text).toMatch(/^Got it\. So far I have: 1\. Jane Doe \(Manager, jane@acme\.com/);

    // The taps are in the transcript in words, as the candidate typed them.
    const { transcript } = await session(token);
    expect(transcript.filter((m: { role: string }) => m.role === 'participant')).toMatchObject([
      { text: SAY.typed.consentYes },
      { text: 'Please add Jane Doe (Manager, Jane@Acme.com, (415) 555-0100).' },
    ]);

    // The same e-mail again updates that referee; the list completes as the chat's does.
    const changed = await turn(token, {
      answer: { key: 'referee', value: { name: 'Jane Doe', email: 'jane@acme.com' } },
    });
    expect(changed.state.contacts).toHaveLength(1);
    const done = await t.app.inject({ method: 'POST', url: `/v1/public/intake/${token}/complete` });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().contacts).toMatchObject([{ email: 'jane@acme.com', source: 'candidate' }]);
  });

  it('asks where a double first name ends with a one-tap choice (issue 41)', async () => {
    const token = await intakeToken('ada.names@example.org');
    await turn(token, { answer: { key: 'consent', value: true } });
    const ana = {
      name: 'Ana Paula da Silva',
      email: 'ana.silva@acme.com',
      relationship: 'Manager',
    };
    const added = await turn(token, { answer: { key: 'referee', value: ana } });
    expect(added.state.contacts).toMatchObject([
      { firstName: null, lastName: null, nameAsWritten: 'Ana Paula da Silva' },
    ]);
    expect(added.state.ask).toEqual({
      key: 'firstName',
      kind: 'choice',
      prompt: 'Which is the first name of Ana Paula da Silva?',
      required: true,
      options: ['Ana', 'Ana Paula'],
    });
    // Only an option offered now is taken.
    const stale = await post(token, { answer: { key: 'firstName', value: 'Ana P' } });
    expect(stale.statusCode, stale.body).toBe(400);
    expect(stale.json().errors.map((e: { path: string }) => e.path)).toEqual(['answer.firstName']);

    const settled = await turn(token, { answer: { key: 'firstName', value: 'Ana Paula' } });
    expect(settled.state.contacts).toEqual([
      {
        firstName: 'Ana Paula',
        lastName: 'da Silva',
        email: 'ana.silva@acme.com',
        phone: null,
        relationship: 'Manager',
      },
    ]);
    expect(settled.state.ask).toMatchObject({ key: 'referee', kind: 'contact' });
    const { transcript } = await session(token);
    expect(transcript.at(-2)).toMatchObject({
      role: 'participant',
      text: 'The first name is Ana Paula.',
    });
    // Nothing is asked about a first name any more.
    const late = await post(token, { answer: { key: 'firstName', value: 'Ana' } });
    expect(late.statusCode, late.body).toBe(400);
    expect(late.json().errors.map((e: { path: string }) => e.path)).toEqual(['answer.key']);
  });

  it('asks how the candidate knows a referee listed without a relationship, with one tap (issue 41)', async () => {
    const token = await intakeToken('ada.relationship@example.org');
    await turn(token, { answer: { key: 'consent', value: true } });
    const bob = { name: 'Bob Stone', email: 'bob@acme.com' };
    const added = await turn(token, { answer: { key: 'referee', value: bob } });
    expect(added.state.missing).toEqual(['contacts.0.relationship']);
    expect(added.state.ask).toEqual({
      key: 'relationship',
      kind: 'choice',
      prompt: 'How do you know Bob Stone?',
      required: true,
      options: Object.values(participantCopy().relationships),
    });
    // Only an option offered now is taken, and nothing is stored before.
    const unknown = await post(token, { answer: { key: 'relationship', value: 'boss' } });
    expect(unknown.statusCode, unknown.body).toBe(400);
    expect(unknown.json().errors.map((e: { path: string }) => e.path)).toEqual([
      'answer.relationship',
    ]);

    const settled = await turn(token, { answer: { key: 'relationship', value: 'direct report' } });
    expect(settled.state.contacts).toMatchObject([{ firstName: 'Bob', relationship: 'report' }]);
    expect(settled.state.missing).toEqual([]);
    expect(settled.state.ask).toMatchObject({ key: 'referee', required: false });
    const { transcript } = await session(token);
    expect(transcript.at(-2)).toMatchObject({ role: 'participant', text: 'direct report' });
    // Nothing is asked about a relationship any more.
    const late = await post(token, { answer: { key: 'relationship', value: 'manager' } });
    expect(late.statusCode, late.body).toBe(400);
    expect(late.json().errors.map((e: { path: string }) => e.path)).toEqual(['answer.key']);
    const done = await t.app.inject({ method: 'POST', url: `/v1/public/intake/${token}/complete` });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().contacts).toMatchObject([{ email: 'bob@acme.com', relationship: 'report' }]);
  });

  it('keeps a referee added before the consent, and asks for the consent first', async () => {
    const token = await intakeToken('ada.first@example.org');
    const added = await turn(token, { answer: { key: 'referee', value: JANE } });
    expect(added.state.consent).toBeNull();
    expect(added.state.contacts).toHaveLength(1);
    expect(added.state.ask).toMatchObject({ key: 'consent' });
    expect(added.text).toContain(SAY.consentFirst);
  });

  it('takes "No" on the consent control as a refusal that keeps nobody, and says what comes next', async () => {
    const token = await intakeToken('ada.no@example.org');
    await turn(token, { answer: { key: 'referee', value: JANE } });
    const refused = await turn(token, { answer: { key: 'consent', value: false } });
    expect(refused.state).toMatchObject({ consent: false, step: 'declined', contacts: [] });
    expect(refused.text).toContain(SAY.declined);
    expect(refused.text).toContain(SAY.notKept);
    expect(refused.text).toContain(participantCopy().buttons.abandonIntake);
    // The consent is still asked: the candidate may change their mind.
    expect(refused.state.ask).toMatchObject({ key: 'consent', kind: 'yes_no' });
  });

  it('reads "No" with an address in words as a refusal, never as a consent', async () => {
    const token = await intakeToken('ada.words@example.org');
    const refused = await turn(token, {
      message: 'No. Please do not contact my old boss jane@acme.com',
    });
    expect(refused.state).toMatchObject({ consent: false, step: 'declined', contacts: [] });
    expect(refused.state.ask).toMatchObject({ key: 'consent', kind: 'yes_no' });
    expect(refused.text).toContain(SAY.declined);
    expect(refused.text).toContain(SAY.notKept);
    // What happens next: the built-in says how to change one's mind (the provider's
    // correction says the refusal and that nobody is kept).
    if (engine === 'built-in')
      expect(refused.text).toContain(participantCopy().buttons.abandonIntake);
    const { transcript } = await session(token);
    expect(transcript.at(-2)).toMatchObject({
      role: 'participant',
      text: 'No. Please do not contact my old boss jane@acme.com',
    });
  });

  it('takes an unambiguous yes in words as the consent', async () => {
    const token = await intakeToken('ada.yes@example.org');
    const consented = await turn(token, { message: 'Yes, go ahead' });
    expect(consented.state).toMatchObject({ consent: true, step: 'referees' });
    expect(consented.state.ask).toMatchObject({ key: 'referee', kind: 'contact' });
  });

  it.each(['I guess?', 'what exactly will you ask them?'])(
    'takes no consent from %j, and asks for it again',
    async (message) => {
      const token = await intakeToken('ada.unsure@example.org');
      const unsure = await turn(token, { message });
      expect(unsure.state.consent).toBeNull();
      expect(unsure.state.ask).toMatchObject({ key: 'consent', kind: 'yes_no' });
      expect(unsure.text).toContain(SAY.needConsent);
    },
  );

  it.each([
    [{ answer: { key: 'consent', value: 'yes' } }, 'answer.consent'],
    [{ answer: { key: 'consent', value: null } }, 'answer.consent'],
    [{ answer: { key: 'consent' } }, 'answer.value'],
    [{ answer: { key: 'referee', value: { name: 'Jo' } } }, 'answer.referee.email'],
    [
      { answer: { key: 'referee', value: { name: 'Jo', email: 'not-an-email' } } },
      'answer.referee.email',
    ],
    [{ answer: { key: 'referee', value: { name: 'Jo', email: '' } } }, 'answer.referee.email'],
    [{ answer: { key: 'referee', value: { ...JANE, phone: '12' } } }, 'answer.referee.phone'],
    [{ answer: { key: 'referee', value: { ...JANE, phone: 'call me' } } }, 'answer.referee.phone'],
    [
      { answer: { key: 'referee', value: { ...JANE, phone: '+44 20 7946' } } },
      'answer.referee.phone',
    ],
    [{ answer: { key: 'referee', value: { ...JANE, name: 'Jo\nDoe' } } }, 'answer.referee.name'],
    [{ answer: { key: 'referee', value: { ...JANE, age: 3 } } }, 'answer.referee'],
    [{ answer: { key: 'rating', value: 3 } }, 'answer.key'],
    [{ answer: { key: 'firstName', value: 'Ana' } }, 'answer.key'],
    [{ answer: { key: 'firstName', value: 'Ana\nPaula' } }, 'answer.firstName'],
    [{ answer: { key: 'relationship', value: 'manager' } }, 'answer.key'],
    [{ answer: { key: 'relationship', value: '' } }, 'answer.relationship'],
    [{ confirm: true }, 'confirm'],
    [{ message: 'yes', confirm: true }, 'confirm'],
    [{}, 'message'],
  ])('refuses %j with 400 naming %s, storing nothing', async (payload, path) => {
    const token = await intakeToken('ada.bad@example.org');
    const before = await session(token);
    const res = await post(token, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json().code).toBe('validation_failed');
    expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
    const after = await session(token);
    expect(after.transcript).toEqual(before.transcript);
    expect(after.state).toEqual(before.state);
    // The conversation takes the next message at once (the refused turn left no claim).
    await turn(token, { answer: { key: 'consent', value: true } });
  });
});

describe('the referee card (a referee read from words waits for a yes)', () => {
  const complete = (token: string) =>
    t.app.inject({ method: 'POST', url: `/v1/public/intake/${token}/complete` });

  it('shows what it read, refuses to complete until a yes, and keeps it on the tap', async () => {
    const token = await intakeToken('ada.card@example.org');
    await turn(token, { answer: { key: 'consent', value: true } });
    const read = await turn(token, { message: 'my manager Jane Doe, jane@acme.com' });
    expect(read.text).toMatch(/Is this right\? Jane Doe \(manager, jane@acme.com\)$/);
    expect(read.state.confirm).toEqual({
      key: 'referee',
      value: { name: 'Jane Doe', email: 'jane@acme.com', phone: null, relationship: 'manager' },
      text: 'Is this right? Jane Doe (manager, jane@acme.com)',
    });
    expect(read.state.missing).toEqual(['contacts.0.confirmation']);
    // Nothing read is submitted before the candidate's yes.
    const early = await complete(token);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'invalid_transition',
      missing: ['contacts.0.confirmation'],
    });

    const kept = await turn(token, { confirm: true });
    expect(kept.text).toMatch(/^Thanks, Jane Doe is on your list/);
    expect(kept.state).toMatchObject({ confirm: null, missing: [] });
    expect((await session(token)).transcript.at(-2)).toMatchObject({
      role: 'participant',
      text: SAY.typed.confirmYes,
    });
    const done = await complete(token);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().contacts).toMatchObject([{ firstName: 'Jane', email: 'jane@acme.com' }]);
  });

  it('drops a reading on a no, keeps what was confirmed before, and takes a yes in words', async () => {
    const token = await intakeToken('ada.card.no@example.org');
    await turn(token, { answer: { key: 'consent', value: true } });
    await turn(token, { message: 'Jane Doe, jane@acme.com, my manager' });
    await turn(token, { message: 'correct' });
    const changed = await turn(token, { message: "Jane's phone is 415 555 0100" });
    expect(changed.state.confirm).toMatchObject({ value: { phone: '+14155550100' } });
    const refused = await turn(token, { confirm: false });
    expect(refused.text).toMatch(/I have not kept what I read for Jane Doe/);
    // Jane as confirmed before the phone was read.
    expect(refused.state.contacts).toEqual([
      {
        firstName: 'Jane',
        lastName: 'Doe',
        email: 'jane@acme.com',
        phone: null,
        relationship: 'manager',
      },
    ]);
    expect(refused.state.confirm).toBeNull();
    // A stale tap, the card already answered: 400, nothing stored.
    const stale = await post(token, { confirm: true });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().errors[0].path).toBe('confirm');
  });
});

describe('consent taken back in words (issue 41)', () => {
  beforeAll(() => useConversationAgent(t.config, new BuiltinConversationAgent()));
  afterAll(() => useConversationAgent(t.config, original));

  it('asks to confirm; a yes tapped refuses the consent and keeps nobody', async () => {
    const token = await intakeToken('ada.withdraw@example.org');
    await turn(token, { answer: { key: 'consent', value: true } });
    await turn(token, { message: 'my manager Jane Doe, jane@acme.com' });
    await turn(token, { confirm: true });
    const asked = await turn(token, {
      message: "Actually no, I don't want you to contact anyone, please don't",
    });
    expect(asked.state.confirm).toMatchObject({ key: 'consent', value: false });
    // Nothing is refused before the candidate's yes.
    expect(asked.state.consent).toBe(true);
    const refused = await turn(token, { confirm: true });
    expect(refused.state).toMatchObject({ consent: false, contacts: [], confirm: null });
  });

  it('a no tapped keeps the consent and the list', async () => {
    const token = await intakeToken('ada.withdraw.no@example.org');
    await turn(token, { answer: { key: 'consent', value: true } });
    await turn(token, { message: 'my manager Jane Doe, jane@acme.com' });
    await turn(token, { confirm: true });
    await turn(token, { message: 'I changed my mind, sorry' });
    const kept = await turn(token, { confirm: false });
    expect(kept.state).toMatchObject({ consent: true, confirm: null });
    expect(kept.state.contacts).toMatchObject([{ firstName: 'Jane', email: 'jane@acme.com' }]);
  });
});

describe('typed answers on the intake, the model down', () => {
  it('answers a tap from its typed value on a provider engine too: the model is not asked', async () => {
    let calls = 0;
    const model = new MockLanguageModelV3({
      doStream: async () => {
        calls += 1;
        throw new Error('the model is down');
      },
      doGenerate: async () => {
        calls += 1;
        throw new Error('the model is down');
      },
    });
    useConversationAgent(t.config, new ProviderConversationAgent(model, 'mock:down'));
    try {
      const token = await intakeToken('ada.provider@example.org');
      const consented = await turn(token, { answer: { key: 'consent', value: true } });
      expect(consented.state.consent).toBe(true);
      const added = await turn(token, { answer: { key: 'referee', value: JANE } });
      expect(added.state.contacts).toHaveLength(1);
      expect(calls).toBe(0);
      // Words go to the model (here down: an error event, nothing stored).
      const words = await post(token, { message: 'and Bob, bob@stone.dev' });
      expect(parseSse(words.body).at(-1)!.event).toBe('error');
      expect(calls).toBeGreaterThan(0);
    } finally {
      useConversationAgent(t.config, original);
    }
  });
});
