import { simulateReadableStream } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import type { Question } from '../../questionnaires/questionnaires.schemas.ts';
import type { AgentEvent, AgentInput, IntakeState, RefereeState } from './agent.types.ts';
import { createConversationAgent } from './agent-factory.ts';
import { BuiltinConversationAgent } from './builtin-agent.ts';
import { initialIntakeState } from './intake-agent.ts';
import { ProviderConversationAgent } from './provider-agent.ts';
import { initialRefereeState } from './referee-agent.ts';

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
};
const finishReason = { unified: 'stop' as const, raw: 'stop' };

/** A mock model: streams `reply` in pieces, and answers the extraction call with `extracted` as JSON. */
function mockModel(reply: string[], extracted: unknown) {
  return new MockLanguageModelV3({
    doStream: async () => ({
      stream: simulateReadableStream({
        chunks: [
          { type: 'text-start' as const, id: 't1' },
          ...reply.map((delta) => ({ type: 'text-delta' as const, id: 't1', delta })),
          { type: 'text-end' as const, id: 't1' },
          { type: 'finish' as const, finishReason, usage },
        ],
      }),
    }),
    doGenerate: async () => ({
      content: [{ type: 'text' as const, text: JSON.stringify(extracted) }],
      finishReason,
      usage,
      warnings: [],
    }),
  });
}

async function collect(iterable: AsyncIterable<AgentEvent>): Promise<AgentEvent[]> {
  const events: AgentEvent[] = [];
  for await (const event of iterable) events.push(event);
  return events;
}

const intakeInput = (state: IntakeState): AgentInput => ({
  kind: 'intake',
  context: {
    tenantName: 'Acme',
    locale: 'en',
    roleTitle: 'Engineer',
    candidateFirstName: 'Ada',
    candidateLastName: 'Lovelace',
    defaultCountry: 'US',
  },
  transcript: [{ role: 'agent', text: 'Hi Ada! Do you consent?' }],
  state,
  message: 'Yes. My manager Jane Doe, jane@acme.com, 415 555 0100. That is all.',
});

describe('ProviderConversationAgent (AI SDK mock model, no network)', () => {
  it('streams the model reply and extracts a normalised intake state', async () => {
    const model = mockModel(['Thanks Ada, ', 'I have Jane. ', 'Press Complete.'], {
      consent: true,
      contacts: [
        {
          firstName: 'Jane',
          lastName: 'Doe',
          email: 'Jane@Acme.com',
          phone: '415 555 0100',
          relationship: 'my manager',
        },
      ],
      candidateIsDone: true,
    });
    const agent = new ProviderConversationAgent(model, 'openai:mock');
    const events = await collect(agent.reply(intakeInput(initialIntakeState())));
    // What the model read waits for the candidate's yes (intake-confirmation.ts): its card follows.
    const card = 'Is this right? Jane Doe (manager, jane@acme.com, +1 415 555 0100)';
    expect(events.filter((e) => e.type === 'delta').map((e) => e.text)).toEqual([
      'Thanks Ada, ',
      'I have Jane. ',
      'Press Complete.',
      ` ${card}`,
    ]);
    const done = events.at(-1);
    expect(done).toMatchObject({
      type: 'done',
      text: `Thanks Ada, I have Jane. Press Complete. ${card}`,
    });
    const jane = {
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane@acme.com',
      phone: '+14155550100',
      relationship: 'manager',
    };
    const held = done?.type === 'done' ? (done.state as IntakeState) : null;
    expect(held).toEqual({
      step: 'referees',
      consent: true,
      missing: ['contacts.0.confirmation'],
      needed: ['your yes that Jane Doe’s details are right'],
      ask: expect.objectContaining({ key: 'referee', kind: 'contact', required: false }),
      confirm: {
        key: 'referee',
        value: {
          name: 'Jane Doe',
          email: 'jane@acme.com',
          phone: '+14155550100',
          relationship: 'manager',
        },
        text: card,
      },
      finishing: true,
      contacts: [{ ...jane, unconfirmed: { before: null } }],
    });
    // The candidate's yes is theirs, not a model's reading: no model call, and it finishes.
    const yes = await collect(agent.reply({ ...intakeInput(held!), message: 'yes' }));
    expect(yes.at(-1)).toMatchObject({
      type: 'done',
      state: { step: 'ready', missing: [], confirm: null, contacts: [jane] },
    });
    expect(model.doStreamCalls).toHaveLength(1);
    // The transcript and the new message reach the model, with a system prompt naming the tenant.
    const call = model.doStreamCalls[0]!;
    expect(call.prompt[0]).toMatchObject({ role: 'system' });
    expect(JSON.stringify(call.prompt[0])).toContain('Acme');
    expect(call.prompt.map((m) => m.role)).toEqual(['system', 'assistant', 'user']);
    expect(model.doGenerateCalls).toHaveLength(1);
  });

  const refereeExtraction = (ratings: Record<string, number | null>) => ({
    relationship: 'I managed her at Acme',
    monthsKnown: 24,
    strengths: null,
    improvements: null,
    ratings: {
      communication: null,
      technical_skill: null,
      teamwork: null,
      reliability: null,
      problem_solving: null,
      leadership: null,
      ...ratings,
    },
    wouldRehire: null,
    comments: null,
  });

  const refereeInput = (state: RefereeState): AgentInput => ({
    kind: 'referee',
    context: {
      tenantName: 'Acme',
      locale: 'en',
      roleTitle: null,
      candidateFirstName: 'Ada',
      candidateLastName: 'Lovelace',
      refereeFirstName: 'Jane',
      relationship: 'manager',
    },
    transcript: [],
    state,
    message: 'I managed her at Acme for two years',
  });

  it('extracts referee answers and computes the next question', async () => {
    const model = mockModel(
      ['Thank you. ', 'What are her strengths?'],
      refereeExtraction({ communication: 5, teamwork: 4 }),
    );
    const agent = new ProviderConversationAgent(model, 'anthropic:mock');
    const events = await collect(agent.reply(refereeInput(initialRefereeState())));
    const done = events.at(-1);
    expect(done?.type).toBe('done');
    const state = (done as { state: RefereeState }).state;
    // Issue 40: ratings the message never names are not filed; they are confirmed, one at a time.
    expect(state.answers).toEqual({
      relationship: 'I managed her at Acme',
      monthsKnown: 24,
      ratings: {},
    });
    expect(state.confirm).toMatchObject({ key: 'communication', value: 5 });
    expect(state.queued).toMatchObject([{ key: 'teamwork', value: 4 }]);
    expect(state.next).toBe('strengths');
    const confirming = { ...refereeInput(state), message: 'Yes', confirm: true } as AgentInput;
    const yes = await collect(agent.reply(confirming));
    const confirmed = (yes.at(-1) as { state: RefereeState }).state;
    expect(confirmed.answers.ratings).toEqual({ communication: 5 });
    expect(confirmed.confirm).toMatchObject({ key: 'teamwork', value: 4 });
  });

  it('removes a rating the referee takes back, even while the extraction still states it', async () => {
    // The model's extraction lags: it still says leadership 3 on the turn it is taken back and after.
    const model = mockModel(['Noted.'], refereeExtraction({ communication: 5, leadership: 3 }));
    const agent = new ProviderConversationAgent(model, 'anthropic:mock');
    const turn = async (state: RefereeState, message: string) => {
      const events = await collect(agent.reply({ ...refereeInput(state), message }));
      return (events.at(-1) as { state: RefereeState }).state;
    };
    const rated = await turn(initialRefereeState(), 'communication 5, leadership 3');
    expect(rated.answers.ratings).toEqual({ communication: 5, leadership: 3 });
    const withdrawn = await turn(rated, 'Actually, please leave leadership out.');
    expect(withdrawn.answers.ratings).toEqual({ communication: 5 });
    expect(withdrawn.skipped).toEqual(['leadership']);
    const later = await turn(withdrawn, 'yes');
    expect(later.answers.ratings).toEqual({ communication: 5 });
    // Rated again by name, it is back.
    const again = await turn(later, 'leadership 3 after all');
    expect(again.answers.ratings).toEqual({ communication: 5, leadership: 3 });
    expect(again.skipped).toEqual([]);
  });

  it('stores nothing and asks again when the extraction does not fit the questionnaire', async () => {
    // A rating of 7 is refused by the schema `complete` uses (answers.schema.ts), not clamped.
    const model = mockModel(['Thank you.'], refereeExtraction({ communication: 5, teamwork: 7 }));
    const agent = new ProviderConversationAgent(model, 'anthropic:mock');
    const previous = initialRefereeState();
    const events = await collect(agent.reply(refereeInput(previous)));
    const done = events.at(-1) as { type: string; text: string; state: RefereeState };
    expect(done.state).toMatchObject({ ...previous, confirm: null });
    expect(done.text).toMatch(
      /^Thank you\. Sorry, I could not record that answer as given\. How do you know Ada/,
    );
    const streamed = events.flatMap((e) => (e.type === 'delta' ? [e.text] : [])).join('');
    expect(streamed).toBe(done.text);
    expect(done.text).not.toMatch(/teamwork|ratings/);
  });

  const CUSTOM: Question[] = [
    {
      key: 'craft',
      kind: 'rating',
      prompt: 'How good is their craft?',
      required: true,
      label: 'Craft',
    },
    { key: 'onCall', kind: 'yes_no', prompt: 'Were they on call?', required: true },
    {
      key: 'tools',
      kind: 'choice',
      prompt: 'Which tools?',
      required: false,
      options: ['Go', 'SQL'],
      multiple: true,
    },
  ];
  const customInput = (state: RefereeState): AgentInput => {
    const input = refereeInput(state);
    return input.kind === 'referee'
      ? { ...input, context: { ...input.context, questions: CUSTOM } }
      : input;
  };

  it('follows a tenant questionnaire: its prompts in the instructions, its keys extracted', async () => {
    const model = mockModel(['Noted. ', 'Were they on call?'], {
      craft: 4,
      onCall: null,
      tools: null,
    });
    const agent = new ProviderConversationAgent(model, 'openai:mock');
    const input = { ...customInput(initialRefereeState(CUSTOM)), message: '4' } as AgentInput;
    const events = await collect(agent.reply(input));
    const state = (events.at(-1) as { state: RefereeState }).state;
    expect(state.questionnaire).toEqual({
      asking: 'onCall',
      answers: { craft: 4 },
      skipped: [],
      lastAnswered: null,
    });
    // A value the message does not say is confirmed, never stored (issue 40).
    const unsaid = await collect(agent.reply(customInput(initialRefereeState(CUSTOM))));
    const asked = (unsaid.at(-1) as { state: RefereeState }).state;
    expect(asked.questionnaire?.answers).toEqual({});
    expect(asked.confirm).toMatchObject({ key: 'craft', value: 4 });
    const system = JSON.stringify(model.doStreamCalls[0]!.prompt[0]);
    expect(system).toContain('How good is their craft?');
    expect(system).toContain('Which tools?');
    expect(system).not.toContain('Communication');
  });

  it("is told the participant's language and answers in it (issue 41)", async () => {
    const model = mockModel(['Anotado. ', '¿Estuvo de guardia?'], {
      craft: 4,
      onCall: null,
      tools: null,
    });
    const agent = new ProviderConversationAgent(model, 'openai:mock');
    const spanish = customInput(initialRefereeState(CUSTOM));
    if (spanish.kind !== 'referee') throw new Error('a referee input');
    const input: AgentInput = {
      ...spanish,
      context: { ...spanish.context, locale: 'es' },
      message: 'un cuatro',
    };
    const events = await collect(agent.reply(input));
    const reply = JSON.stringify(model.doStreamCalls[0]!.prompt[0]);
    expect(reply).toContain('write every reply in Spanish (español)');
    const extraction = JSON.stringify(model.doGenerateCalls[0]!.prompt[0]);
    expect(extraction).toContain('The participant writes Spanish (español) (es)');
    // The reading of its words is the Spanish one: "un cuatro" is 4, stored without asking.
    const state = (events.at(-1) as { state: RefereeState }).state;
    expect(state.questionnaire?.answers).toEqual({ craft: 4 });
    // An intake is told its language too.
    const intake = mockModel(['Merci !'], { consent: null, contacts: [] });
    const base = intakeInput(initialIntakeState());
    if (base.kind !== 'intake') throw new Error('an intake input');
    await collect(
      new ProviderConversationAgent(intake, 'openai:mock').reply({
        ...base,
        context: { ...base.context, locale: 'fr' },
      }),
    );
    expect(JSON.stringify(intake.doStreamCalls[0]!.prompt[0])).toContain(
      'write every reply in French (français)',
    );
  });

  it('stores nothing of a tenant questionnaire extraction its schema refuses', async () => {
    const model = mockModel(['Thanks.'], { craft: 9, onCall: true, tools: null });
    const agent = new ProviderConversationAgent(model, 'openai:mock');
    const previous = initialRefereeState(CUSTOM);
    const events = await collect(agent.reply(customInput(previous)));
    const done = events.at(-1) as { text: string; state: RefereeState };
    expect(done.state).toMatchObject({ ...previous, confirm: null });
    expect(done.text).toMatch(/could not record that answer as given\. How good is their craft\?/);
    expect(done.text).not.toMatch(/craft\b(?!\?)|onCall/);
  });

  it('keeps the previous state when the extraction fails', async () => {
    const model = mockModel(['Sorry?'], { nonsense: true });
    const agent = new ProviderConversationAgent(model, 'openai:mock');
    const previous = initialIntakeState();
    const events = await collect(agent.reply(intakeInput(previous)));
    expect(events.at(-1)).toEqual({ type: 'done', text: 'Sorry?', state: previous });
  });

  it('surfaces a stream error to the caller', async () => {
    const model = new MockLanguageModelV3({
      doStream: async () => ({
        stream: simulateReadableStream({
          chunks: [{ type: 'error' as const, error: new Error('provider down') }],
        }),
      }),
    });
    const agent = new ProviderConversationAgent(model, 'openai:mock');
    await expect(collect(agent.reply(intakeInput(initialIntakeState())))).rejects.toThrow(
      'provider down',
    );
  });
});

describe('createConversationAgent', () => {
  it('picks the engine from AGENT_MODEL', () => {
    expect(createConversationAgent({ agentModel: 'builtin' })).toBeInstanceOf(
      BuiltinConversationAgent,
    );
    expect(createConversationAgent({ agentModel: 'openai:gpt-4.1-mini' })).toMatchObject({
      name: 'openai:gpt-4.1-mini',
    });
    expect(createConversationAgent({ agentModel: 'anthropic:claude-sonnet-4-5' })).toMatchObject({
      name: 'anthropic:claude-sonnet-4-5',
    });
    expect(() => createConversationAgent({ agentModel: 'mystery:x' })).toThrow(/unknown provider/);
  });

  it('takes no consent the candidate refused, whatever the model read (issue 40)', async () => {
    const model = mockModel(['Thanks for your consent!'], {
      consent: true,
      contacts: [
        {
          firstName: 'Jane',
          lastName: 'Doe',
          email: 'jane.doe@acme.com',
          phone: null,
          relationship: 'boss',
        },
      ],
      candidateIsDone: false,
    });
    const agent = new ProviderConversationAgent(model, 'openai:mock');
    const input = intakeInput(initialIntakeState());
    const events = await collect(
      agent.reply({
        ...input,
        message: 'No. Please do not contact my old boss jane.doe@acme.com, she does not know',
      }),
    );
    const done = events.at(-1);
    expect(done?.type === 'done' && done.state).toMatchObject({
      step: 'declined',
      consent: false,
      contacts: [],
    });
    expect(done?.type === 'done' && done.text).toMatch(/won't contact anyone/);
  });

  it('loads the provider agent on the first reply and streams its model', async () => {
    const model = mockModel(['Loaded ', 'on demand.'], { consent: true, contacts: [] });
    const agent = createConversationAgent({ agentModel: 'openai:mock' }, { model });
    const events = await collect(agent.reply(intakeInput(initialIntakeState())));
    const text = events.flatMap((event) => (event.type === 'delta' ? [event.text] : [])).join('');
    expect(text).toBe('Loaded on demand.');
  });
});
