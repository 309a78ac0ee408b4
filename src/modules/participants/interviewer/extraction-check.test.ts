import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAgentModel } from '../../../ai/agent-model.ts';
import {
  type ScriptedServer,
  startScriptedServer,
} from '../../../ai/openai-compatible.test-helper.ts';
import type { Question } from '../../questionnaires/questionnaires.schemas.ts';
import type { AgentEvent, RefereeState } from './agent.types.ts';
import { validateExtraction } from './extraction-check.ts';
import { ProviderConversationAgent } from './provider-agent.ts';
import { initialRefereeState } from './referee-agent.ts';

/**
 * Issue 40: a provider model's extraction is held to the built-in readers.
 * A model that returns plausible but wrong or invalid values (a unit
 * missed, a negation or a correction ignored, a figure of another
 * question, a value made out of a skip, a paraphrase for a quote) never
 * gets one stored as certain.
 */

const MONTHS: Question = {
  key: 'monthsTogether',
  kind: 'number',
  prompt: 'Roughly how long did you work together, in months?',
  required: true,
  min: 0,
  max: 600,
};
const YEARS: Question = {
  key: 'yearsTogether',
  kind: 'number',
  prompt: 'How many years did you work together?',
  required: true,
  min: 0,
  max: 50,
};
const CRAFT: Question = {
  key: 'craft',
  kind: 'rating',
  prompt: 'How would you rate their craft, from 1 to 5?',
  required: true,
  label: 'Craft',
};
const REHIRE: Question = {
  key: 'rehire',
  kind: 'yes_no',
  prompt: 'Would you hire them again?',
  required: true,
};
const RELATIONSHIP: Question = {
  key: 'relationship',
  kind: 'choice',
  prompt: 'How did you work with them?',
  required: true,
  options: ['Their manager', 'A peer', 'Someone they managed', 'A customer or partner'],
  multiple: false,
};
const HIGHLIGHT: Question = {
  key: 'highlight',
  kind: 'text',
  prompt: 'What piece of their work do you remember best?',
  required: true,
};

/** [question asked, message, the model's value, what may be stored as certain (undefined: nothing)]. */
const CASES: Array<[Question, string, unknown, unknown]> = [
  [MONTHS, 'around two years', 2, undefined],
  [MONTHS, 'around two years', 24, 24],
  [MONTHS, '2', 2, undefined],
  [MONTHS, 'craft 5, collaboration 4', 5, undefined],
  [MONTHS, 'idk', 12, undefined],
  [MONTHS, 'skip', 0, undefined],
  [MONTHS, 'since 2012', 156, undefined],
  [MONTHS, '18 months', 18, 18],
  [MONTHS, '18 months', 18.5, undefined],
  [MONTHS, '18 months', '18', undefined],
  [YEARS, 'not even one', 1, undefined],
  [YEARS, '4 or 5... go with 4', 4, 4],
  [YEARS, '4 or 5', 5, undefined],
  [YEARS, '24 months', 24, undefined],
  [YEARS, '24 months', 2, 2],
  [YEARS, '3', 300, undefined],
  [CRAFT, 'probably a 4', 4, undefined],
  [CRAFT, '4 or 5', 5, undefined],
  [CRAFT, 'a solid 4', 4, 4],
  [CRAFT, 'a solid 4', 7, undefined],
  [CRAFT, 'is 5 the best?', 5, undefined],
  [CRAFT, "I'd rather not give a reference", 1, undefined],
  [REHIRE, 'no - wait, sorry, I meant yes, definitely', false, undefined],
  [REHIRE, 'no - wait, sorry, I meant yes, definitely', true, true],
  [REHIRE, 'no idea', false, undefined],
  [REHIRE, 'probably not', false, undefined],
  [REHIRE, "I wouldn't not hire her", false, undefined],
  [REHIRE, 'yes', 'yes', undefined],
  [RELATIONSHIP, 'I was actually her manager, not a peer', 'A peer', undefined],
  [RELATIONSHIP, 'I was actually her manager, not a peer', 'Their manager', 'Their manager'],
  [RELATIONSHIP, 'I managed her', 'Someone they managed', undefined],
  [RELATIONSHIP, 'manager', 'Manager', undefined],
  [RELATIONSHIP, 'neither really', 'A peer', undefined],
  [HIGHLIGHT, 'she explains things really clearly', 'Strong communicator', undefined],
  [
    HIGHLIGHT,
    'The billing rewrite, end to end',
    'The billing rewrite, end to end',
    'The billing rewrite, end to end',
  ],
  [HIGHLIGHT, 'skip that one, busy', 'skip that one, busy', undefined],
  [HIGHLIGHT, "I don't know her well enough to say", 'Not known', undefined],
];

describe('validateExtraction: a model value is certain only when the built-in rules agree', () => {
  it.each(CASES)('%# asked %o, "%s", model %o', (question, message, extracted, stored) => {
    const reading = validateExtraction(question, extracted, message);
    expect(reading?.certain ? reading.value : undefined).toEqual(stored);
  });

  it('files nothing under a question not asked unless the message names it', () => {
    // Asked the years; the message names the craft by its label.
    const craft = validateExtraction(CRAFT, 5, 'craft 5, collaboration 4', false);
    expect(craft).toEqual({ value: 5, certain: true });
    expect(validateExtraction(YEARS, 4, 'craft 5, collaboration 4', false)?.certain).not.toBe(true);
    // Asked the rating; "a solid 4" is no length of time.
    expect(validateExtraction(YEARS, 4, 'a solid 4', false)?.certain).toBe(false);
    // An amount in the question's unit names it.
    expect(validateExtraction(MONTHS, 24, 'my manager for two years', false)).toEqual({
      value: 24,
      certain: true,
    });
  });

  it('offers what the built-in rules read when they read otherwise; a paraphrase is none', () => {
    expect(validateExtraction(MONTHS, 2, '2 years')).toEqual({ value: 24, certain: false });
    expect(validateExtraction(HIGHLIGHT, 'Clear writer', 'she writes really clearly')).toBe(
      undefined,
    );
  });
});

const QUESTIONS: Question[] = [CRAFT, YEARS, REHIRE, RELATIONSHIP, MONTHS, HIGHLIGHT];

async function collect(iterable: AsyncIterable<AgentEvent>): Promise<AgentEvent[]> {
  const events: AgentEvent[] = [];
  for await (const event of iterable) events.push(event);
  return events;
}

describe('the provider engine on a scripted OpenAI-compatible server', () => {
  let server: ScriptedServer;
  /** What the scripted model extracts on the next turn. */
  let extraction: Record<string, unknown> = {};
  beforeAll(async () => {
    server = await startScriptedServer((request) =>
      request.stream
        ? { text: 'Thanks, noted.' }
        : {
            text: JSON.stringify({
              ...Object.fromEntries(QUESTIONS.map((q) => [q.key, null])),
              ...extraction,
            }),
          },
    );
  });
  afterAll(() => server.close());

  async function turn(
    asking: string,
    message: string,
    extracted: Record<string, unknown>,
  ): Promise<Record<string, unknown>> {
    extraction = extracted;
    const model = await loadAgentModel({
      provider: 'openai-compatible',
      modelId: 'scripted',
      name: 'openai-compatible:scripted',
      baseUrl: server.baseUrl,
    });
    const agent = new ProviderConversationAgent(model, 'openai-compatible:scripted');
    const initial = initialRefereeState(QUESTIONS);
    const state: RefereeState = {
      ...initial,
      questionnaire: { ...initial.questionnaire!, asking },
    };
    const events = await collect(
      agent.reply({
        kind: 'referee',
        context: {
          tenantName: 'Acme',
          locale: 'en',
          roleTitle: null,
          candidateFirstName: 'Ada',
          candidateLastName: 'Lovelace',
          refereeFirstName: 'Jane',
          relationship: 'manager',
          questions: QUESTIONS,
        },
        transcript: [],
        state,
        message,
      }),
    );
    const done = events.at(-1) as { type: 'done'; state: RefereeState };
    const confirm = done.state.confirm;
    // A reading the interview asks to confirm is not stored: the value it offers is shown beside the answers.
    return {
      ...done.state.questionnaire!.answers,
      ...(confirm ? { confirming: { [confirm.key]: confirm.value } } : {}),
    };
  }
  const stored = (answers: Record<string, unknown>) => {
    const { confirming: _, ...kept } = answers;
    return kept;
  };

  it('stores no wrong or invalid value the model returns, and the right ones it reads', async () => {
    // "around two years" for a question in months, read as 2 by the model: never stored as 2.
    const months = stored(await turn('monthsTogether', 'around two years', { monthsTogether: 2 }));
    expect(months.monthsTogether).not.toBe(2);
    // The figures of other questions, filed under the years by the model: only the named one stays.
    expect(
      stored(
        await turn('yearsTogether', 'craft 5, collaboration 4', { yearsTogether: 5, craft: 5 }),
      ),
    ).toEqual({ craft: 5 });
    // The correction ignored by the model: never stored as no; read right, stored or confirmed.
    const correction = 'no - wait, sorry, I meant yes, definitely';
    expect(stored(await turn('rehire', correction, { rehire: false })).rehire).not.toBe(false);
    const corrected = await turn('rehire', correction, { rehire: true });
    expect(corrected.rehire ?? (corrected.confirming as { rehire?: boolean })?.rehire).toBe(true);
    // The negation ignored: "not a peer".
    const relationship = 'I was actually her manager, not a peer';
    const related = stored(await turn('relationship', relationship, { relationship: 'A peer' }));
    expect(related.relationship).not.toBe('A peer');
    // A value made out of "I don't know"; a paraphrase for a quote (the referee's own words may be).
    expect(stored(await turn('highlight', 'idk', { highlight: 'Unknown' }))).toEqual({});
    const quoted = await turn('highlight', 'she explains things really clearly', {
      highlight: 'Strong communicator',
    });
    expect(JSON.stringify(quoted)).not.toContain('Strong communicator');
    // Plain answers the model reads right are stored.
    expect(await turn('monthsTogether', '18 months', { monthsTogether: 18 })).toEqual({
      monthsTogether: 18,
    });
    expect(await turn('craft', 'a solid 4', { craft: 4 })).toEqual({ craft: 4 });
    expect(server.requests.some((r) => r.response_format?.type === 'json_schema')).toBe(true);
  });

  it('stores nothing of an invalid extraction', async () => {
    expect(stored(await turn('craft', 'a solid 4', { craft: 7 }))).toEqual({});
    expect(stored(await turn('relationship', 'manager', { relationship: 'Manager' }))).toEqual({});
  });
});
