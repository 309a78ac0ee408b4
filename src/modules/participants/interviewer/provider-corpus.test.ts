import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAgentModel } from '../../../ai/agent-model.ts';
import {
  type ChatRequest,
  type ScriptedServer,
  startScriptedServer,
} from '../../../ai/openai-compatible.test-helper.ts';
import { answerSchema } from '../../questionnaires/kinds/index.ts';
import type { Question } from '../../questionnaires/questionnaires.schemas.ts';
import { COMPETENCY_NAMES } from '../referee-answers.ts';
import type { RefereeState } from './agent.types.ts';
import {
  TYPED_INTAKE_CONVERSATIONS,
  type TypedIntakeConversation,
} from './corpus/typed-intake-conversations.ts';
import {
  type Expected,
  TYPED_REFEREE_CONVERSATIONS,
  type TypedRefereeConversation,
} from './corpus/typed-referee-conversations.ts';
import { ProviderConversationAgent } from './provider-agent.ts';
import {
  BUILTIN_QUESTIONS,
  figures,
  KINDS,
  type MessageTurn,
  playIntake,
  playReferee,
  print,
  questionsOf,
  refereeRecord,
  type Scored,
  scoreIntake,
  scoreReferee,
} from './typed-corpus.test-helper.ts';

/**
 * Issue 40, done-when: "the same corpus runs through the provider engine
 * against a scripted OpenAI-compatible stand-in that returns plausible but
 * sometimes wrong or invalid extractions: nothing wrong or invalid is
 * stored."
 *
 * The blind typed referee corpus (corpus/typed-referee-conversations.ts) is
 * played as typed-corpus.test.ts plays it (typed-corpus.test-helper.ts),
 * through `ProviderConversationAgent` on `openai-compatible:scripted`, a
 * local HTTP stand-in speaking chat completions (the reply streamed, the
 * extraction a `json_schema` answer). For each typed message the stand-in's
 * extraction repeats what is stored and gives the question the message is
 * meant for (the script's `to` on the built-in, a retry's key, else the one
 * asked) its meant value: the referee's words for a text question, null
 * where nothing is meant. Every third message the model is wrong instead,
 * in turn (see CORRUPTIONS): another question's value, a figure off by one,
 * an option not offered, a value of the wrong kind, a careless reading of a
 * hedge, a range or a correction, invalid JSON, the answer under a key
 * that does not exist, an earlier answer changed.
 *
 * Asserted: no answer stored with a wrong value, no answer stored that its
 * kind would refuse. The figures are printed per kind as the built-in
 * harness prints them; exact conversations are held to a ratchet.
 * PROVIDER_SEED=<n> shifts which messages are read wrong (a different draw);
 * TYPED_DEBUG=<id> plays one conversation and prints its turns.
 *
 *   MEASURED 2026-11-28 (branch finish40), 1 extraction in 3 wrong:
 *   before (the provider's values stored when the interview's own checks passed):
 *     tuning 41/72 exact, WRONG rating 1, number 1; held out 8/18, WRONG rating 1, text 1
 *     (a figure off by one under a question named in a question back, "ok, 3" taken as a
 *     yes to another confirmation; a failed extraction left text answers unread)
 *   after: tuning 65/72 exact (90%), held out 13/18 (72%), WRONG 0, invalid 0 (seeds 0-3:
 *     64-65 and 13; with 1 extraction in 2 wrong, 61-62 and 11-12, WRONG 0).
 *
 * The intake corpus the same way (ScriptedIntakeModel: each referee named so far with
 * what was written of them; every third extraction a consent read into a refusal, a
 * filler word taken for a name, a referee made up, addresses and phones misspelt, invalid
 * JSON, the list under a key that does not exist):
 *   before: WRONG 2 (misspelt addresses stored); after (a referee held to the candidate's
 *   words: a name not written drops it, an address or phone not written is dropped):
 *   WRONG 0; exact 17/34 tuning, 4/8 held out. What keeps it low is recall, not storage:
 *   the provider takes the consent only from readConsent of the message (a consent in
 *   words it cannot read stays open), and `ready` waits for the model's candidateIsDone.
 */

/** RATCHET: exact conversations may only go up; wrong and invalid answers stay 0. */
const RATCHET = {
  exact: { tuning: 65, heldOut: 13 },
  intakeExact: { tuning: 17, heldOut: 4 },
};

// ---------------------------------------------------------------------------
// The scripted model

type Corruption = (turn: ScriptedTurn) => string;

interface ScriptedTurn {
  conversation: TypedRefereeConversation;
  questions: readonly Question[];
  builtin: boolean;
  message: string;
  meantKey: string | null;
  /** The answers stored before the message, flat by key. */
  stored: Record<string, unknown>;
}

/** Every third message is read wrong, one way after another. */
const WRONG_EVERY = 3;

/** The ways a plausible model reads a message wrong (each answer JSON, or not). */
const CORRUPTIONS: Record<string, Corruption> = {
  anotherQuestionsValue: (turn) => {
    const asked = questionOf(turn, turn.meantKey);
    const other = turn.questions.find(
      (q) => q.key !== asked?.key && q.kind === asked?.kind && turn.conversation.expected[q.key],
    );
    if (!asked || !other) return extraction(turn, { [turn.meantKey ?? '']: null });
    // The meant value under another question, and another question's value under this one.
    return extraction(turn, {
      [asked.key]: rightValue(turn, other.key),
      [other.key]: rightValue(turn, asked.key),
    });
  },
  offByOne: (turn) => {
    const asked = questionOf(turn, turn.meantKey);
    const meant = asked ? rightValue(turn, asked.key) : null;
    if (!asked || meant === null) return extraction(turn, {});
    return extraction(turn, { [asked.key]: nearby(asked, meant) });
  },
  optionNotOffered: (turn) => {
    const asked = questionOf(turn, turn.meantKey);
    if (asked?.kind !== 'choice') return CORRUPTIONS.offByOne!(turn);
    return extraction(turn, {
      [asked.key]: asked.multiple ? ['Something else'] : 'Something else',
    });
  },
  wrongKind: (turn) => {
    const asked = questionOf(turn, turn.meantKey);
    if (!asked) return extraction(turn, {});
    const meant = rightValue(turn, asked.key);
    const wrong: Record<string, unknown> = {
      rating: String(meant ?? 3),
      number: `${meant ?? 2} years`,
      yes_no: meant === false ? 'no' : 'yes',
      choice: 1,
      text: 42,
    };
    return extraction(turn, { [asked.key]: wrong[asked.kind] });
  },
  carelessReading: (turn) => {
    const asked = questionOf(turn, turn.meantKey);
    if (!asked) return extraction(turn, {});
    return extraction(turn, { [asked.key]: carelessValue(asked, turn.message) });
  },
  invalidJson: (turn) => extraction(turn, {}).slice(0, 25),
  unknownKey: (turn) => {
    const asked = questionOf(turn, turn.meantKey);
    if (!asked) return extraction(turn, {});
    const json = JSON.parse(extraction(turn, {})) as Record<string, unknown>;
    const holder = (turn.builtin && isRating(asked.key) ? json.ratings : json) as Record<
      string,
      unknown
    >;
    holder[`${asked.key}_value`] = holder[asked.key];
    delete holder[asked.key];
    return JSON.stringify(json);
  },
  earlierAnswerChanged: (turn) => {
    const earlier = turn.questions.find(
      (q) => q.key !== turn.meantKey && turn.stored[q.key] !== undefined,
    );
    if (!earlier) return CORRUPTIONS.carelessReading!(turn);
    return extraction(turn, { [earlier.key]: nearby(earlier, turn.stored[earlier.key]) });
  },
};

const isRating = (key: string) => (COMPETENCY_NAMES as readonly string[]).includes(key);

function questionOf(turn: ScriptedTurn, key: string | null): Question | undefined {
  return turn.questions.find((q) => q.key === key);
}

/** What a careful model reads for `key` from this message: the meant value (its words for a text). */
function rightValue(turn: ScriptedTurn, key: string): unknown {
  const meant: Expected | undefined = turn.conversation.expected[key];
  if (meant === undefined || turn.conversation.outcome === 'declined') return null;
  const question = questionOf(turn, key)!;
  if (question.kind !== 'text') return meant;
  const words = turn.message.trim();
  if (typeof meant === 'string' && words.toLowerCase().includes(meant.toLowerCase())) return meant;
  return words;
}

/** A value near the meant one: a figure off by one, the other yes or no, another option, other words. */
function nearby(question: Question, value: unknown): unknown {
  if (typeof value === 'number') {
    const top = question.kind === 'rating' ? 5 : (question.max ?? 1000);
    return value + 1 <= top ? value + 1 : value - 1;
  }
  if (typeof value === 'boolean') return !value;
  if (question.kind === 'choice') {
    const other = question.options!.find((o) => !JSON.stringify(value).includes(o))!;
    return question.multiple ? [other] : other;
  }
  return 'A great colleague, would recommend.';
}

/** The first figure, yes or no the message holds, whatever doubt, range or correction is around it. */
function carelessValue(question: Question, message: string): unknown {
  const figure = Number(/\d+/.exec(message)?.[0] ?? Number.NaN);
  if (question.kind === 'rating')
    return Number.isNaN(figure) ? 3 : Math.min(5, Math.max(1, figure));
  if (question.kind === 'number') return Number.isNaN(figure) ? 1 : figure;
  if (question.kind === 'yes_no') return !/\b(?:no|not|never|nope)\b/i.test(message);
  if (question.kind === 'choice') {
    const said = question.options!.find((o) =>
      message.toLowerCase().includes(o.toLowerCase().split(' ')[0]!),
    );
    const option = said ?? question.options![0]!;
    return question.multiple ? [option] : option;
  }
  return message.trim();
}

/** The extraction as the model answers it: what is stored, the meant answer, then `changes`. */
function extraction(turn: ScriptedTurn, changes: Record<string, unknown>): string {
  const flat: Record<string, unknown> = {};
  for (const q of turn.questions) flat[q.key] = turn.stored[q.key] ?? null;
  if (turn.meantKey && questionOf(turn, turn.meantKey)) {
    flat[turn.meantKey] = rightValue(turn, turn.meantKey) ?? flat[turn.meantKey];
  }
  // A careful model follows a correction of a question the message names ("communication should be 5").
  for (const q of turn.questions) {
    const named = q.label && turn.message.toLowerCase().includes(q.label.toLowerCase());
    if (named && q.kind !== 'text' && q.key !== turn.meantKey) {
      flat[q.key] = rightValue(turn, q.key) ?? flat[q.key];
    }
  }
  Object.assign(flat, changes);
  if (!turn.builtin) return JSON.stringify(flat);
  const ratings = Object.fromEntries(COMPETENCY_NAMES.map((c) => [c, flat[c] ?? null]));
  const rest = Object.fromEntries(Object.entries(flat).filter(([key]) => !isRating(key)));
  return JSON.stringify({ ...rest, ratings });
}

/** The stand-in's script: a short streamed reply, and the extraction set for the message. */
class ScriptedModel {
  private turn: ScriptedTurn | null = null;
  private count = 0;
  corrupted = 0;

  next(conversation: TypedRefereeConversation, { message, meantKey, state }: MessageTurn) {
    // Each conversation starts its own count (from its id), so one played alone is read the same.
    if (this.turn?.conversation !== conversation) {
      this.count = seedOf(conversation.id) + Number(process.env.PROVIDER_SEED ?? 0);
    }
    const questions = questionsOf(conversation) ?? BUILTIN_QUESTIONS;
    const stored = refereeRecord(state as RefereeState);
    this.turn = {
      conversation,
      questions,
      builtin: conversation.questionnaire === 'builtin',
      message,
      meantKey,
      stored,
    };
  }

  answer(request: ChatRequest): { text: string } {
    if (request.stream) return { text: 'Thanks for that.' };
    const turn = this.turn!;
    this.count += 1;
    if (this.count % WRONG_EVERY !== 0) return { text: extraction(turn, {}) };
    const ways = Object.values(CORRUPTIONS);
    this.corrupted += 1;
    return { text: ways[(this.count / WRONG_EVERY) % ways.length]!(turn) };
  }
}

/** A number from an id, the same on every run. */
function seedOf(id: string): number {
  return [...id].reduce((sum, char) => sum + char.charCodeAt(0), 0);
}

// ---------------------------------------------------------------------------
// The scripted model of the intake

/** Lower case, letters, digits and the marks of an address. */
const plainText = (text: string) => text.toLowerCase().replace(/\s+/g, ' ');
const digitsOf = (text: string) => text.replace(/\D/g, '');

/** What a careful model extracts after these messages: each referee named so far, with what was said of them. */
function rightIntake(c: TypedIntakeConversation, said: string[]) {
  const all = plainText(said.join('\n'));
  const digits = digitsOf(said.join(' '));
  const has = (value: string | null) => value !== null && all.includes(value.toLowerCase());
  const contacts = c.expected.contacts
    .filter((contact) => has(contact.firstName))
    .map((contact) => {
      const relationship = [contact.relationship ?? []].flat()[0] ?? null;
      const phone = contact.phone && digits.includes(digitsOf(contact.phone).slice(-6));
      return {
        firstName: contact.firstName,
        lastName: has(contact.lastName) ? contact.lastName : null,
        email: has(contact.email) ? contact.email : null,
        phone: phone ? contact.phone : null,
        relationship,
      };
    });
  const done = /\b(?:done|that'?s (?:all|everyone|it)|no more|nobody else|that is all)\b/i;
  return { consent: c.expected.consent, contacts, candidateIsDone: done.test(said.at(-1) ?? '') };
}

/** The ways a plausible model reads a candidate wrong. */
const INTAKE_CORRUPTIONS: ((right: ReturnType<typeof rightIntake>) => string)[] = [
  // A consent read into a refusal.
  (right) => JSON.stringify({ ...right, consent: true }),
  // A filler word taken for a name.
  (right) =>
    JSON.stringify({
      ...right,
      contacts: [{ firstName: 'So', lastName: null, email: null, phone: null, relationship: null }],
    }),
  // A referee made up, with an address nobody wrote.
  (right) =>
    JSON.stringify({
      ...right,
      contacts: [
        ...right.contacts,
        {
          firstName: 'Alex',
          lastName: 'Smith',
          email: 'alex.smith@example.com',
          phone: '+14155550100',
          relationship: 'manager',
        },
      ],
    }),
  // Addresses and phones swapped between referees, or an address misspelt.
  (right) =>
    JSON.stringify({
      ...right,
      contacts: right.contacts.map((contact) => ({
        ...contact,
        email: contact.email ? contact.email.replace('@', '.x@') : null,
        phone: contact.phone ? `${contact.phone.slice(0, -1)}9` : null,
      })),
    }),
  (right) => JSON.stringify(right).slice(0, 30),
  (right) => JSON.stringify({ ...right, referees: right.contacts, contacts: undefined }),
];

class ScriptedIntakeModel {
  private right: ReturnType<typeof rightIntake> | null = null;
  private count = 0;
  corrupted = 0;

  next(c: TypedIntakeConversation, said: string[]) {
    if (said.length === 1) this.count = seedOf(c.id) + Number(process.env.PROVIDER_SEED ?? 0);
    this.right = rightIntake(c, said);
  }

  answer(request: ChatRequest): { text: string } {
    if (request.stream) return { text: 'Thank you.' };
    this.count += 1;
    if (this.count % WRONG_EVERY !== 0) return { text: JSON.stringify(this.right) };
    this.corrupted += 1;
    const ways = INTAKE_CORRUPTIONS;
    return { text: ways[(this.count / WRONG_EVERY) % ways.length]!(this.right!) };
  }
}

// ---------------------------------------------------------------------------
// The corpus through the provider engine

/** Stored answers their kind would refuse (a value of the wrong kind, an option not offered). */
function invalidAnswers(c: TypedRefereeConversation, record: Record<string, unknown>): string[] {
  const questions = questionsOf(c) ?? BUILTIN_QUESTIONS;
  return Object.entries(record)
    .filter(([key, value]) => {
      const question = questions.find((q) => q.key === key);
      return !question || !answerSchema(question).safeParse(value).success;
    })
    .map(([key, value]) => `${c.id} ${key}: ${JSON.stringify(value)}`);
}

describe('the typed corpus (issue 40) through the provider engine and a scripted model', () => {
  let server: ScriptedServer;
  const model = new ScriptedModel();
  const intakeModel = new ScriptedIntakeModel();
  let scripted: { answer(request: ChatRequest): { text: string } } = model;
  beforeAll(async () => {
    server = await startScriptedServer((request) => scripted.answer(request));
  });
  const engineOn = async (url: string) =>
    new ProviderConversationAgent(
      await loadAgentModel({
        provider: 'openai-compatible',
        modelId: 'scripted',
        name: 'openai-compatible:scripted',
        baseUrl: url,
      }),
      'openai-compatible:scripted',
    );

  it('stores no intake answer wrong from plausible but wrong extractions', async () => {
    scripted = intakeModel;
    const engine = await engineOn(server.baseUrl);
    const scored: Scored[] = [];
    for (const c of TYPED_INTAKE_CONVERSATIONS) {
      if (process.env.TYPED_DEBUG && process.env.TYPED_DEBUG !== c.id) continue;
      const played = await playIntake(engine, c, {
        beforeMessage: ({ said }) => intakeModel.next(c, said),
      });
      scored.push(scoreIntake(c, played));
    }
    print(
      `typed intake corpus through the provider engine (${intakeModel.corrupted} wrong)`,
      scored,
    );
    const wrong = scored.flatMap((s) =>
      s.diffs
        .filter((d) => d.includes('WRONG') || d.includes('never named'))
        .map((d) => `${s.id} ${d}`),
    );
    expect(wrong, 'intake answers stored with a wrong value').toEqual([]);
    if (process.env.TYPED_DEBUG) return;
    for (const part of ['tuning', 'heldOut'] as const) {
      const f = figures(scored, part === 'heldOut');
      expect(f.exact, `${part} intake exact`).toBeGreaterThanOrEqual(RATCHET.intakeExact[part]);
    }
  }, 300_000);
  afterAll(() => server.close());

  it('stores nothing wrong or invalid from plausible but wrong extractions', async () => {
    scripted = model;
    const engine = await engineOn(server.baseUrl);
    const scored: Scored[] = [];
    const invalid: string[] = [];
    for (const c of TYPED_REFEREE_CONVERSATIONS) {
      if (process.env.TYPED_DEBUG && process.env.TYPED_DEBUG !== c.id) continue;
      const played = await playReferee(engine, c, {
        beforeMessage: (turn) => model.next(c, turn),
      });
      scored.push(scoreReferee(c, played));
      invalid.push(...invalidAnswers(c, played.record));
    }
    print(
      `typed corpus through the provider engine (${model.corrupted} extractions wrong)`,
      scored,
    );

    if (process.env.TYPED_DEBUG) return;
    expect(model.corrupted).toBeGreaterThan(100);
    expect(invalid, 'answers stored that their kind refuses').toEqual([]);
    const wrong = scored.flatMap((s) =>
      s.diffs.filter((d) => d.includes('WRONG')).map((d) => `${s.id} ${d}`),
    );
    expect(wrong, 'answers stored with a wrong value').toEqual([]);
    for (const part of ['tuning', 'heldOut'] as const) {
      const f = figures(scored, part === 'heldOut');
      for (const kind of KINDS) {
        expect(f.byKind[kind].wrong, `${part} ${kind} answers stored with a wrong value`).toBe(0);
      }
      expect(f.exact, `${part} exact`).toBeGreaterThanOrEqual(RATCHET.exact[part]);
    }
  }, 300_000);
});
