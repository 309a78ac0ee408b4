import { simulateReadableStream } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ScriptedServer,
  startScriptedServer,
} from '../../../ai/openai-compatible.test-helper.ts';
import { COMPETENCY_NAMES, type RefereeAnswers, refereeAnswersSchema } from '../referee-answers.ts';
import {
  type AgentEvent,
  type AgentInput,
  type ConversationAgent,
  type IntakeContext,
  type IntakeState,
  intakeStateSchema,
  type NominatedContact,
  type RefereeContext,
  type RefereeState,
  refereeStateSchema,
  type TranscriptEntry,
} from './agent.types.ts';
import { createConversationAgent } from './agent-factory.ts';
import { BuiltinConversationAgent } from './builtin-agent.ts';
import {
  type ExpectedContact,
  type ExpectedIntakeRecord,
  INTAKE_CONVERSATIONS,
  INTAKE_TAGS,
  type IntakeConversation,
} from './corpus/intake-conversations.ts';
import {
  type ExpectedRefereeRecord,
  REFEREE_CONVERSATIONS,
  REFEREE_SPLIT_CASES,
  REFEREE_TAGS,
  type RefereeConversation,
  type TextExpectation,
} from './corpus/referee-conversations.ts';
import { initialIntakeState, intakeOpening, typedConfirmWords } from './intake-agent.ts';
import { initialRefereeState, refereeOpening } from './referee-agent.ts';
import { tapCards } from './typed-corpus.test-helper.ts';

/**
 * Issue 30: the referee and intake corpora (corpus/*.ts) through the
 * interviewers, driven as the service drives them: the opening as the first
 * agent message, then one turn per participant message with the transcript
 * so far and the state stored with the last agent message (round-tripped
 * through its schema, as it is read back from the database); at the end the
 * record `complete` would store (refereeAnswersSchema.parse of the state's
 * answers; the intake state's contacts and step).
 *
 * Prints the pass rates (all, the tuning cases, the held-out fifth, per tag on the tuning cases),
 * the most common differences and the first few failing conversations.
 * It asserts only the corpora's rules, the ratchets below and the provider's
 * wiring: it must not fail CI while the interviewer is below the goal.
 */

/**
 * RATCHET: the built-in interviewer's pass rates as measured when the corpus
 * was written, before any tuning. Tuning must only RAISE these numbers (edit
 * them upwards when a change raises a rate); the goal of issue 30 is 0.95 on
 * each. The held-out rates are reported, never tuned against.
 */
const BUILTIN_RATCHET = {
  // Measured on the first version of the corpus (55 referee, 35 intake conversations):
  // 18/55, 13/44 tuning, 5/11 held out. Raised by the referee reading (referee-reading.ts:
  // named ratings per label, corrections, withdrawals, labelled answers, questions back):
  // 52/55, 44/44 tuning, 8/11 held out. Then 18 tuning-only cases were added (r56-r73,
  // 46/62 tuning before the readers were changed for them) and the readers tuned on the
  // tuning cases only (text edits, labels with dashes and rehire, out-of-ten, typos,
  // comparisons…); the held-out rate read once at the end: 72/73, 62/62, 10/11.
  referee: { all: 72 / 73, tuning: 62 / 62, heldOut: 10 / 11 },
  // Raised as the intake interviewer was tuned on the tuning cases (issue 30, item 6):
  // "that's everyone" in its ordinary forms (25/35), then relationships in sentences,
  // lowercase names next to their e-mail and name spelling fixes (35/35).
  intake: { all: 35 / 35, tuning: 28 / 28, heldOut: 7 / 7 },
};

/**
 * RATCHET on replies a participant reads that show an internal key or a
 * field path (technical_skill, wouldRehire, contacts.1.relationship): the
 * count measured when the corpus was written. It must only go DOWN; the goal
 * is 0.
 */
const LEAK_RATCHET = { referee: 0, intake: 0 };

/**
 * RATCHET on intake turns whose page line "Still needed: …" shows a field
 * path. The chat page (src/web/assets/chat.js, showMissing) once printed the
 * state's `missing` verbatim, which is where the issue's "Still needed:
 * contacts.1.relationship" came from (24 turns when the corpus was written);
 * it now prints the state's `needed`, the same items in words. It must only
 * go DOWN; 0 reached.
 */
const MISSING_LEAK_RATCHET = 0;

// ---------------------------------------------------------------------------
// Contexts and drivers

const CANDIDATE = { firstName: 'Priya', lastName: 'Sharma' };

function refereeContext(c: RefereeConversation): RefereeContext {
  const candidate = c.candidate ?? CANDIDATE;
  return {
    tenantName: 'Northwind Talent',
    locale: 'en',
    roleTitle: 'Senior Engineer',
    candidateFirstName: candidate.firstName,
    candidateLastName: candidate.lastName,
    refereeFirstName: 'Alex',
    relationship: null,
  };
}

function intakeContext(c: IntakeConversation): IntakeContext {
  return {
    tenantName: 'Northwind Talent',
    locale: 'en',
    roleTitle: 'Product Designer',
    candidateFirstName: 'Maya',
    candidateLastName: 'Chen',
    defaultCountry: c.defaultCountry ?? 'US',
  };
}

async function finalEvent(
  events: AsyncIterable<AgentEvent>,
): Promise<{ text: string; state: unknown }> {
  let text = '';
  let done: { text: string; state: unknown } | null = null;
  for await (const event of events) {
    if (event.type === 'delta') text += event.text;
    else done = { text: event.text, state: event.state };
  }
  if (!done) throw new Error('the agent ended without `done`');
  if (done.text !== text) throw new Error('the streamed deltas differ from the final text');
  return done;
}

interface Talk<S> {
  replies: string[];
  state: S;
}

/** The words of a tapped confirmation in the transcript (the route stores "Yes"/"No"; marked here for the scripted model). */
const CONFIRMED = '[confirm: yes]';
const REFUSED = '[confirm: no]';
/** A referee card's yes or no (intake-confirmation.ts), as the intake's transcript shows it. */
const CARD_TAPS = new Set([typedConfirmWords(true, 'en'), typedConfirmWords(false, 'en')]);
const isConfirmation = (text: string) =>
  text === CONFIRMED || text === REFUSED || CARD_TAPS.has(text);

async function talkReferee(
  agent: ConversationAgent,
  c: RefereeConversation,
): Promise<
  Talk<RefereeState> & {
    record: RefereeAnswers;
    states: RefereeState[];
    /** Per scripted message: the state before it, after it (before any confirmation), the reply. */
    before: RefereeState[];
    afterMessage: RefereeState[];
    messageReplies: string[];
  }
> {
  const context = refereeContext(c);
  const transcript: TranscriptEntry[] = [{ role: 'agent', text: refereeOpening(context) }];
  const replies = [transcript[0]!.text];
  let state = initialRefereeState();
  const states: RefereeState[] = [];
  const send = async (message: string, confirm?: boolean) => {
    const input: AgentInput = {
      kind: 'referee',
      context,
      transcript: [...transcript],
      state,
      message,
      ...(confirm === undefined ? {} : { confirm }),
    };
    const done = await finalEvent(agent.reply(input));
    // Stored as JSON with the agent's message, read back through its schema.
    state = refereeStateSchema.parse(JSON.parse(JSON.stringify(done.state)));
    transcript.push({ role: 'participant', text: message }, { role: 'agent', text: done.text });
    replies.push(done.text);
    states.push(state);
  };
  const before: RefereeState[] = [];
  const afterMessage: RefereeState[] = [];
  const messageReplies: string[] = [];
  for (const message of c.says) {
    before.push(state);
    await send(message);
    afterMessage.push(state);
    messageReplies.push(replies.at(-1)!);
    // A reading the interviewer asks to confirm (issue 40, CONTRACT "Never a guess"): the
    // referee taps yes when it is what they meant, else no (and their next message follows).
    for (let n = 0; state.confirm && n < 10; n++) {
      const pending = state.confirm;
      const right = pending.key !== 'decline' && readingIsMeant(c.expected, state, pending);
      await send(right ? CONFIRMED : REFUSED, right);
    }
  }
  if (process.env.CORPUS_DEBUG === c.id) {
    for (const e of transcript) console.log(`${e.role === 'agent' ? 'A' : 'P'}: ${e.text}`);
  }
  return {
    replies,
    state,
    states,
    before,
    afterMessage,
    messageReplies,
    record: refereeAnswersSchema.parse(state.answers),
  };
}

async function talkIntake(
  agent: ConversationAgent,
  c: IntakeConversation,
): Promise<Talk<IntakeState> & { states: IntakeState[] }> {
  const context = intakeContext(c);
  const transcript: TranscriptEntry[] = [{ role: 'agent', text: intakeOpening(context) }];
  const replies = [transcript[0]!.text];
  let state = initialIntakeState();
  const states: IntakeState[] = [];
  /** The referee cards asked, tapped as tapCards says (yes when every detail read is meant). */
  const tap = (next: string | null) => {
    const tapped = tapCards(context, state, (contact) => isMeant(c.expected, contact), next);
    state = tapped.state;
    for (const [said, reply] of tapped.exchanged) {
      transcript.push({ role: 'participant', text: said }, { role: 'agent', text: reply });
      replies.push(reply);
    }
  };
  for (const message of c.says) {
    tap(message);
    const input: AgentInput = {
      kind: 'intake',
      context,
      transcript: [...transcript],
      state,
      message,
    };
    const done = await finalEvent(agent.reply(input));
    state = intakeStateSchema.parse(JSON.parse(JSON.stringify(done.state)));
    transcript.push({ role: 'participant', text: message }, { role: 'agent', text: done.text });
    replies.push(done.text);
    states.push(state);
  }
  tap(null);
  return { replies, state, states };
}

/** A referee read is one the record holds, by e-mail or first name, every detail read as meant. */
function isMeant(expected: ExpectedIntakeRecord, contact: NominatedContact): boolean {
  const want = expected.contacts.find(
    (x) =>
      (x.email !== null && x.email === contact.email) ||
      (x.firstName !== null && x.firstName === contact.firstName),
  );
  return (
    want !== undefined &&
    CONTACT_FIELDS.every((field) => contact[field] === null || contact[field] === want[field])
  );
}

// ---------------------------------------------------------------------------
// Comparison with the expected records

const squash = (text: string) => text.trim().replace(/\s+/g, ' ');

function textDiff(
  field: string,
  expected: TextExpectation | undefined,
  actual: string | undefined,
): string[] {
  if (expected === undefined) {
    return actual === undefined
      ? []
      : [`${field}: expected nothing, got ${JSON.stringify(actual)}`];
  }
  if (actual === undefined) return [`${field}: missing (expected ${JSON.stringify(expected)})`];
  if (typeof expected === 'string') {
    return squash(actual) === squash(expected)
      ? []
      : [`${field}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`];
  }
  const lower = squash(actual).toLowerCase();
  const lacks = expected.has.filter((f) => !lower.includes(squash(f).toLowerCase()));
  const holds = (expected.not ?? []).filter((f) => lower.includes(squash(f).toLowerCase()));
  return [
    ...lacks.map((f) => `${field}: lacks ${JSON.stringify(f)} in ${JSON.stringify(actual)}`),
    ...holds.map(
      (f) => `${field}: should not hold ${JSON.stringify(f)} in ${JSON.stringify(actual)}`,
    ),
  ];
}

function valueDiff(field: string, expected: unknown, actual: unknown): string[] {
  if (expected === actual) return [];
  if (expected === undefined) return [`${field}: expected nothing, got ${JSON.stringify(actual)}`];
  if (actual === undefined) return [`${field}: missing (expected ${JSON.stringify(expected)})`];
  return [`${field}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`];
}

/** Whether a reading to confirm is the record's expected value for its question. */
function readingIsMeant(
  expected: ExpectedRefereeRecord,
  state: RefereeState,
  pending: { key: string; value: unknown },
): boolean {
  const competency = (COMPETENCY_NAMES as readonly string[]).includes(pending.key);
  const answers = refereeAnswersSchema.parse(state.answers);
  const record: RefereeAnswers = competency
    ? { ...answers, ratings: { ...answers.ratings, [pending.key]: pending.value as number } }
    : ({ ...answers, [pending.key]: pending.value } as RefereeAnswers);
  const path = competency ? `ratings.${pending.key}` : pending.key;
  return !refereeDiff(expected, record).some((diff) => diff.startsWith(`${path}:`));
}

function refereeDiff(expected: ExpectedRefereeRecord, record: RefereeAnswers): string[] {
  const ratings = record.ratings ?? {};
  return [
    ...textDiff('relationship', expected.relationship, record.relationship),
    ...valueDiff('monthsKnown', expected.monthsKnown, record.monthsKnown),
    ...textDiff('strengths', expected.strengths, record.strengths),
    ...textDiff('improvements', expected.improvements, record.improvements),
    ...COMPETENCY_NAMES.flatMap((c) => valueDiff(`ratings.${c}`, expected.ratings[c], ratings[c])),
    ...valueDiff('wouldRehire', expected.wouldRehire, record.wouldRehire),
    ...textDiff('comments', expected.comments, record.comments),
  ];
}

const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'relationship'] as const;

function intakeDiff(expected: ExpectedIntakeRecord, state: IntakeState): string[] {
  const diffs = [
    ...valueDiff('consent', expected.consent, state.consent),
    ...valueDiff('ready', expected.ready, state.step === 'ready'),
  ];
  const count = Math.max(expected.contacts.length, state.contacts.length);
  for (let i = 0; i < count; i++) {
    const want = expected.contacts[i];
    const got = state.contacts[i];
    if (!want) diffs.push(`contacts[${i}]: extra ${JSON.stringify(got)}`);
    else if (!got) diffs.push(`contacts[${i}]: missing ${JSON.stringify(want)}`);
    else
      for (const field of CONTACT_FIELDS)
        diffs.push(...valueDiff(`contacts[${i}].${field}`, want[field], got[field]));
  }
  return diffs;
}

/** "ratings.teamwork: expected 5, got 3" → "ratings.teamwork wrong": what a difference is about. */
function pattern(diff: string): string {
  const [field, rest = ''] = diff.split(/: (.*)/s);
  const kind = rest.startsWith('missing')
    ? 'missing'
    : rest.startsWith('expected nothing') || rest.startsWith('extra')
      ? 'recorded when it should not be'
      : rest.startsWith('lacks')
        ? 'lacks the answer'
        : rest.startsWith('should not hold')
          ? 'holds other text'
          : 'wrong value';
  return `${field!.replace(/\[\d+\]/, '[i]')} ${kind}`;
}

// ---------------------------------------------------------------------------
// Internal keys in what participants read

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
const INTERNAL_KEYS: RegExp[] = [
  // snake_case keys: technical_skill, problem_solving
  /\b[a-z]+_[a-z_]+\b/,
  // field paths: contacts.1.relationship, answers.ratings
  /\b(?:contacts|answers|ratings|state)\.[\w.]+/,
  // camelCase keys of the answers and the states
  /\b(?:wouldRehire|monthsKnown|firstName|lastName|contactId|offeredContactIds|candidateIsDone)\b/,
];

function leaks(reply: string): string[] {
  const text = reply.replace(EMAIL, ' ');
  return INTERNAL_KEYS.flatMap((p) => p.exec(text)?.[0] ?? []);
}

// ---------------------------------------------------------------------------
// Scoring and the printed report

interface Outcome {
  id: string;
  tags: readonly string[];
  heldOut: boolean;
  diffs: string[];
  replies: string[];
  says: string[];
}

const rate = (outcomes: Outcome[]) =>
  outcomes.length === 0 ? 1 : outcomes.filter((o) => o.diffs.length === 0).length / outcomes.length;

const pct = (outcomes: Outcome[]) =>
  `${(rate(outcomes) * 100).toFixed(1)}% (${outcomes.filter((o) => o.diffs.length === 0).length}/${outcomes.length})`;

function rates(outcomes: Outcome[]) {
  return {
    all: rate(outcomes),
    tuning: rate(outcomes.filter((o) => !o.heldOut)),
    heldOut: rate(outcomes.filter((o) => o.heldOut)),
  };
}

const report: string[] = [];

function describeRun(
  title: string,
  outcomes: Outcome[],
  tags: readonly string[],
  showFailures = Number(process.env.CORPUS_FAILURES ?? 5),
) {
  const lines = [
    `── ${title}`,
    `   all ${pct(outcomes)}   tuning ${pct(outcomes.filter((o) => !o.heldOut))}   held-out ${pct(outcomes.filter((o) => o.heldOut))}`,
    // Per tag on the tuning cases only: a per-tag rate mixing in the held-out cases would say
    // which of them fail to whoever tunes.
    `   per tag (tuning): ${tags
      .map((tag) => [tag, outcomes.filter((o) => !o.heldOut && o.tags.includes(tag))] as const)
      .filter(([, some]) => some.length > 0)
      .map(([tag, some]) => `${tag} ${pct(some)}`)
      .join(', ')}`,
  ];
  const counts = new Map<string, number>();
  // The tuning cases only: the held-out fifth's differences are not shown to whoever tunes.
  for (const o of outcomes.filter((x) => !x.heldOut))
    for (const p of new Set(o.diffs.map(pattern))) counts.set(p, (counts.get(p) ?? 0) + 1);
  const top = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 12);
  if (top.length > 0)
    lines.push(
      `   most common differences (tuning conversations): ${top.map(([p, n]) => `${p} ×${n}`).join('; ')}`,
    );
  const failures = outcomes.filter((o) => o.diffs.length > 0 && !o.heldOut).slice(0, showFailures);
  for (const o of failures) {
    lines.push(
      `   ✗ ${o.id}: ${o.diffs.slice(0, 4).join(' | ')}${o.diffs.length > 4 ? ' | …' : ''}`,
    );
  }
  report.push(lines.join('\n'));
}

afterAll(() => {
  console.log(`\nInterviewer corpus (issue 30; goal ≥ 95%)\n${report.join('\n')}\n`);
});

// ---------------------------------------------------------------------------
// The corpora's rules

function checkSplit<T extends { id: string; tags: readonly string[]; heldOut: boolean }>(
  cases: readonly T[],
  tags: readonly string[],
  minimum: number,
  splitCases = cases.length,
) {
  expect(cases.length).toBeGreaterThanOrEqual(minimum);
  expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
  const heldOut = cases.filter((c) => c.heldOut);
  // Every fifth case by position among the first `splitCases` (the corpus as split before
  // tuning): exactly a fifth of them, rounded down. Cases added while tuning are never held out.
  expect(heldOut.length).toBe(Math.floor(splitCases / 5));
  expect(cases.map((c) => c.heldOut)).toEqual(cases.map((_, i) => i < splitCases && i % 5 === 4));
  for (const c of cases) {
    expect(c.tags.length, c.id).toBeGreaterThan(0);
    for (const tag of c.tags) expect(tags, `${c.id}: ${tag}`).toContain(tag);
  }
  // The held-out fifth spans the behaviours of the corpus it was split from: every tag of five
  // of its cases or more is in it (cases added while tuning do not count).
  for (const tag of tags) {
    const tagged = cases.slice(0, splitCases).filter((c) => c.tags.includes(tag));
    if (tagged.length >= 5)
      expect(
        tagged.some((c) => c.heldOut),
        `held-out ${tag}`,
      ).toBe(true);
  }
}

describe('the interviewer corpora', () => {
  it('has at least 50 referee conversations, a fifth held out across the tags', () => {
    checkSplit(REFEREE_CONVERSATIONS, REFEREE_TAGS, 50, REFEREE_SPLIT_CASES);
    for (const c of REFEREE_CONVERSATIONS) {
      // The expected record is one `complete` accepts.
      const texts = Object.entries(refereeExtraction(c.expected)).filter(([, v]) => v !== null);
      const stored = { ...Object.fromEntries(texts), ratings: c.expected.ratings };
      expect(() => refereeAnswersSchema.parse(stored), c.id).not.toThrow();
    }
  });

  it('holds every referee sentence quoted in issue 30', () => {
    const said = REFEREE_CONVERSATIONS.flatMap((c) => c.says);
    for (const quote of [
      'probably a 4 out of 5',
      'Actually… make that a 5 — her written communication was the best',
      "Sorry, I meant communication 5, not technical skill. Technical skill I'd give a 4",
      'Teamwork is great, 5. Leadership maybe 3',
    ])
      expect(said, quote).toContain(quote);
    const intake = INTAKE_CONVERSATIONS.flatMap((c) => c.says);
    expect(intake).toContain("That's all, thanks — done.");
    expect(intake).toContain("No, that's everyone.");
    expect(intake).toContain('we were designers together at Figma');
  });

  it('has at least 30 intake conversations, a fifth held out across the tags', () => {
    checkSplit(INTAKE_CONVERSATIONS, INTAKE_TAGS, 30);
  });
});

// ---------------------------------------------------------------------------
// The built-in interviewer

describe('the built-in interviewer on the corpora', () => {
  const agent = new BuiltinConversationAgent();

  it('referee conversations: the pass rate does not fall below the ratchet', async () => {
    const outcomes: Outcome[] = [];
    let leaked = 0;
    const leakExamples: string[] = [];
    for (const c of REFEREE_CONVERSATIONS) {
      const talk = await talkReferee(agent, c);
      outcomes.push({ ...c, diffs: refereeDiff(c.expected, talk.record), replies: talk.replies });
      for (const reply of talk.replies) {
        const found = leaks(reply);
        if (found.length > 0) {
          leaked += 1;
          if (leakExamples.length < 3)
            leakExamples.push(`${c.id}: ${found.join(', ')} in “${reply}”`);
        }
      }
    }
    describeRun('built-in, referee', outcomes, REFEREE_TAGS);
    report.push(
      `   replies showing an internal key: ${leaked}${leakExamples.map((e) => `\n     ${e}`).join('')}`,
    );
    const measured = rates(outcomes);
    expect(measured.all).toBeGreaterThanOrEqual(BUILTIN_RATCHET.referee.all - 1e-9);
    expect(measured.tuning).toBeGreaterThanOrEqual(BUILTIN_RATCHET.referee.tuning - 1e-9);
    expect(measured.heldOut).toBeGreaterThanOrEqual(BUILTIN_RATCHET.referee.heldOut - 1e-9);
    expect(leaked).toBeLessThanOrEqual(LEAK_RATCHET.referee);
  });

  it('intake conversations: the pass rate does not fall below the ratchet', async () => {
    const outcomes: Outcome[] = [];
    let leaked = 0;
    let missingLeaked = 0;
    let missingExample = '';
    const leakExamples: string[] = [];
    for (const c of INTAKE_CONVERSATIONS) {
      const talk = await talkIntake(agent, c);
      outcomes.push({ ...c, diffs: intakeDiff(c.expected, talk.state), replies: talk.replies });
      for (const state of talk.states) {
        // The page's line, as showMissing builds it: the words in `needed`, one per item of
        // `missing` (a turn whose `missing` has no words counts as showing its paths).
        const needed = state.needed ?? [];
        const line = `Still needed: ${(needed.length === state.missing.length ? needed : state.missing).join(', ')}`;
        const found = leaks(line);
        if (found.length > 0) {
          missingLeaked += 1;
          missingExample ||= `${c.id}: “${line}”`;
        }
      }
      for (const reply of talk.replies) {
        const found = leaks(reply);
        if (found.length > 0) {
          leaked += 1;
          if (leakExamples.length < 3)
            leakExamples.push(`${c.id}: ${found.join(', ')} in “${reply}”`);
        }
      }
    }
    describeRun('built-in, intake', outcomes, INTAKE_TAGS);
    report.push(
      `   replies showing an internal key: ${leaked}${leakExamples.map((e) => `\n     ${e}`).join('')}`,
    );
    const measured = rates(outcomes);
    expect(measured.all).toBeGreaterThanOrEqual(BUILTIN_RATCHET.intake.all - 1e-9);
    expect(measured.tuning).toBeGreaterThanOrEqual(BUILTIN_RATCHET.intake.tuning - 1e-9);
    expect(measured.heldOut).toBeGreaterThanOrEqual(BUILTIN_RATCHET.intake.heldOut - 1e-9);
    report.push(
      `   turns whose page line "Still needed" shows a field path: ${missingLeaked}${missingExample ? ` (e.g. ${missingExample})` : ''}`,
    );
    expect(leaked).toBeLessThanOrEqual(LEAK_RATCHET.intake);
    expect(missingLeaked).toBeLessThanOrEqual(MISSING_LEAK_RATCHET);
  });
});

// ---------------------------------------------------------------------------
// The provider interviewer on a scripted model

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
};
const finishReason = { unified: 'stop' as const, raw: 'stop' };

type Prompt = Array<{ role: string; content: unknown }>;

/** The texts of the prompt's user messages (the participant's messages, in order). */
function userTexts(prompt: Prompt): string[] {
  return prompt
    .filter((m) => m.role === 'user')
    .map((m) =>
      (m.content as Array<{ type: string; text?: string }>)
        .map((part) => (part.type === 'text' ? (part.text ?? '') : ''))
        .join(''),
    );
}

function systemText(prompt: Prompt): string {
  return prompt
    .filter((m) => m.role === 'system')
    .map((m) => String(m.content))
    .join('\n');
}

/**
 * A scripted model for one conversation: it streams a short reply, and
 * answers the structured extraction with what a good model would extract
 * (the expected record; before the last message, with the values a later
 * message corrects or withdraws). It checks the wiring on every call: the
 * transcript and the new message reach it in order, the system prompt
 * carries what was known, and the extraction asks for JSON with a schema.
 */
function scriptedModel(
  says: string[],
  extraction: (turn: number) => unknown,
  schemaKey: string,
  problems: string[],
  called = new Set<number>(),
) {
  let turn = 0;
  // The turn is the scripted message the prompt ends with: confirmations (issue 40) are
  // answered without the model, and a turn the interview settles (a skip) calls no model.
  const turnOf = (prompt: Prompt) =>
    userTexts(prompt).filter((text) => !isConfirmation(text)).length - 1;
  const checkPrompt = (call: string, prompt: Prompt, expectedTurn: number) => {
    const users = userTexts(prompt).filter((text) => !isConfirmation(text));
    const want = says.slice(0, expectedTurn + 1);
    if (JSON.stringify(users) !== JSON.stringify(want))
      problems.push(`${call} turn ${expectedTurn}: user messages ${JSON.stringify(users)}`);
    if (prompt[0]?.role !== 'system')
      problems.push(`${call} turn ${expectedTurn}: no system prompt`);
  };
  return new MockLanguageModelV3({
    doStream: async (options) => {
      turn = turnOf(options.prompt as Prompt);
      checkPrompt('stream', options.prompt as Prompt, turn);
      return {
        stream: simulateReadableStream({
          chunks: [
            { type: 'text-start' as const, id: 't1' },
            { type: 'text-delta' as const, id: 't1', delta: 'Thank you. ' },
            { type: 'text-delta' as const, id: 't1', delta: 'Next question, please.' },
            { type: 'text-end' as const, id: 't1' },
            { type: 'finish' as const, finishReason, usage },
          ],
        }),
      };
    },
    doGenerate: async (options) => {
      const prompt = options.prompt as Prompt;
      checkPrompt('extract', prompt, turn);
      if (!systemText(prompt).includes('What was known before this turn'))
        problems.push(`extract turn ${turn}: the system prompt lacks the previous state`);
      const format = options.responseFormat;
      if (format?.type !== 'json' || !JSON.stringify(format.schema ?? {}).includes(schemaKey))
        problems.push(`extract turn ${turn}: not a JSON extraction with its schema`);
      const output = extraction(turn);
      called.add(turn);
      return {
        content: [{ type: 'text' as const, text: JSON.stringify(output) }],
        finishReason,
        usage,
        warnings: [],
      };
    },
  });
}

const textOf = (t: TextExpectation | undefined): string | null =>
  t === undefined ? null : typeof t === 'string' ? t : t.has.join('; ');

/** The referee extraction (provider-agent's schema) a good model returns for a record. */
function refereeExtraction(record: ExpectedRefereeRecord) {
  return {
    relationship: textOf(record.relationship),
    monthsKnown: record.monthsKnown ?? null,
    strengths: textOf(record.strengths),
    improvements: textOf(record.improvements),
    ratings: Object.fromEntries(COMPETENCY_NAMES.map((c) => [c, record.ratings[c] ?? null])),
    wouldRehire: record.wouldRehire ?? null,
    comments: textOf(record.comments),
  };
}

function withBefore(c: RefereeConversation): ExpectedRefereeRecord {
  const before = c.before ?? {};
  const merged: ExpectedRefereeRecord = { ...c.expected, ...before, ratings: c.expected.ratings };
  merged.ratings = { ...c.expected.ratings, ...before.ratings };
  return merged;
}

/** An answer the referee withdrew: the provider's merge keeps a value the extraction drops (null). */
function refereeWithdraws(c: RefereeConversation): boolean {
  const before = c.before ?? {};
  const ratingDropped = Object.keys(before.ratings ?? {}).some(
    (k) => c.expected.ratings[k as keyof typeof c.expected.ratings] === undefined,
  );
  const fieldDropped = (Object.keys(before) as Array<keyof ExpectedRefereeRecord>).some(
    (k) => k !== 'ratings' && c.expected[k] === undefined,
  );
  return ratingDropped || fieldDropped;
}

/** A list emptied: the provider keeps the previous contacts when the extraction has none. */
function intakeEmpties(c: IntakeConversation): boolean {
  return (c.before?.contacts?.length ?? 0) > 0 && c.expected.contacts.length === 0;
}

function intakeExtraction(record: ExpectedIntakeRecord, done: boolean) {
  return {
    consent: record.consent,
    contacts: record.contacts.map((contact: ExpectedContact) => ({ ...contact })),
    candidateIsDone: done,
  };
}

/** The turn on which the scripted referee model extracts something the schema refuses. */
const INVALID_TURN = 1;

/** Referee conversations the scripted provider brings to their exact record (see its test). */
const PROVIDER_REFEREE_RATCHET = 65;

describe('the provider interviewer on the corpora (scripted model)', () => {
  it('referee conversations reach the expected records through the provider wiring', async () => {
    const outcomes: Outcome[] = [];
    const problems: string[] = [];
    for (const c of REFEREE_CONVERSATIONS) {
      const last = c.says.length - 1;
      // On the second turn the model extracts a rating of 9, which the questionnaire's schema
      // refuses: nothing of it is stored and the question is asked again; the next turn's
      // extraction (of the whole conversation) catches up.
      const invalid = (record: ExpectedRefereeRecord) => {
        const extraction = refereeExtraction(record);
        return { ...extraction, ratings: { ...extraction.ratings, communication: 9 } };
      };
      const called = new Set<number>();
      const model = scriptedModel(
        c.says,
        (turn) =>
          turn === INVALID_TURN && turn < last
            ? invalid(withBefore(c))
            : refereeExtraction(turn < last ? withBefore(c) : c.expected),
        'technical_skill',
        problems,
        called,
      );
      const agent = createConversationAgent({ agentModel: 'openai:scripted' }, { model });
      const talk = await talkReferee(agent, c);
      outcomes.push({ ...c, diffs: refereeDiff(c.expected, talk.record), replies: talk.replies });
      if (INVALID_TURN < last && called.has(INVALID_TURN)) {
        const answersOf = (state: RefereeState | undefined) => JSON.stringify(state?.answers);
        const [before, after] = [talk.before[INVALID_TURN], talk.afterMessage[INVALID_TURN]];
        if (answersOf(before) !== answersOf(after))
          problems.push(`${c.id}: an extraction the schema refused changed the state`);
        if (!/could not record that answer/.test(talk.messageReplies[INVALID_TURN]!))
          problems.push(`${c.id}: no re-ask after an extraction the schema refused`);
      }
      if (model.doGenerateCalls.length !== called.size)
        problems.push(
          `${c.id}: ${model.doGenerateCalls.length} extractions for ${c.says.length} turns`,
        );
    }
    describeRun('provider (scripted model), referee', outcomes, REFEREE_TAGS);
    expect(problems).toEqual([]);
    // A null in the extraction keeps the previous value, so an answer the referee takes back
    // is removed by the provider's takeBack (the built-in reader on the message); the scripted
    // model still states it on the turn it is taken back (see `before`).
    expect(REFEREE_CONVERSATIONS.filter(refereeWithdraws).length).toBeGreaterThan(0);
    // Issue 40: the model's extraction is vetted like any reading (referee-interview.ts): a
    // value the message does not name or says with doubt is confirmed first, and this
    // scripted model states earlier values (`before`) that the referee then corrects, so a
    // few records differ. A RATCHET (65 of 73 when the rules came in), no longer all.
    const exact = outcomes.filter((o) => o.diffs.length === 0).length;
    expect(exact).toBeGreaterThanOrEqual(PROVIDER_REFEREE_RATCHET);
    // Two scripted model calls per turn over the whole corpus: slow on a loaded machine.
  }, 120_000);

  it('intake conversations reach the expected records through the provider wiring', async () => {
    const outcomes: Outcome[] = [];
    const problems: string[] = [];
    for (const c of INTAKE_CONVERSATIONS) {
      const last = c.says.length - 1;
      const model = scriptedModel(
        c.says,
        (turn) =>
          turn < last
            ? intakeExtraction({ ...c.expected, ...c.before }, false)
            : intakeExtraction(c.expected, c.expected.ready),
        'candidateIsDone',
        problems,
      );
      const agent = createConversationAgent({ agentModel: 'openai:scripted' }, { model });
      const talk = await talkIntake(agent, c);
      outcomes.push({ ...c, diffs: intakeDiff(c.expected, talk.state), replies: talk.replies });
    }
    describeRun('provider (scripted model), intake', outcomes, INTAKE_TAGS);
    expect(problems).toEqual([]);
    // Known gap: an empty list in the extraction keeps the previous contacts.
    const failed = outcomes.filter((o) => o.diffs.length > 0).map((o) => o.id);
    const gaps = INTAKE_CONVERSATIONS.filter(intakeEmpties).map((c) => c.id);
    report.push(
      `   known wiring gap (emptying the list keeps it): ${gaps.filter((id) => failed.includes(id)).join(', ') || 'none'}`,
    );
    expect(failed.filter((id) => !gaps.includes(id))).toEqual([]);
  });
});

/**
 * The corpora with AGENT_MODEL=openai-compatible:<model>: the real provider
 * package over HTTP to a local chat-completions server, scripted as the mock
 * model above is (a streamed reply, then the extraction a good model returns).
 */
describe('the openai-compatible interviewer on the corpora (local scripted server)', () => {
  let server: ScriptedServer;
  let extraction: (turn: number) => unknown = () => ({});
  beforeAll(async () => {
    server = await startScriptedServer((request) => {
      if (request.stream) return { text: 'Thank you. Next question, please.' };
      const turn = request.messages.filter((message) => message.role === 'user').length - 1;
      return { text: JSON.stringify(extraction(turn)) };
    });
  });
  afterAll(() => server.close());
  const agentOf = () =>
    createConversationAgent({
      agentModel: 'openai-compatible:scripted',
      agentBaseUrl: server.baseUrl,
    });

  it('referee conversations reach the expected records', async () => {
    const failed: string[] = [];
    for (const c of REFEREE_CONVERSATIONS) {
      const last = c.says.length - 1;
      extraction = (turn) => refereeExtraction(turn < last ? withBefore(c) : c.expected);
      const talk = await talkReferee(agentOf(), c);
      if (refereeDiff(c.expected, talk.record).length > 0) failed.push(c.id);
    }
    expect(failed).toEqual([]);
    expect(server.requests.some((request) => request.stream)).toBe(true);
    expect(
      server.requests.find((request) => request.response_format)?.response_format,
    ).toMatchObject({ type: 'json_schema' });
  }, 120_000);

  it('intake conversations reach the expected records', async () => {
    const failed: string[] = [];
    for (const c of INTAKE_CONVERSATIONS) {
      const last = c.says.length - 1;
      extraction = (turn) =>
        turn < last
          ? intakeExtraction({ ...c.expected, ...c.before }, false)
          : intakeExtraction(c.expected, c.expected.ready);
      const talk = await talkIntake(agentOf(), c);
      if (intakeDiff(c.expected, talk.state).length > 0) failed.push(c.id);
    }
    const gaps = INTAKE_CONVERSATIONS.filter(intakeEmpties).map((c) => c.id);
    expect(failed.filter((id) => !gaps.includes(id))).toEqual([]);
  });
});
