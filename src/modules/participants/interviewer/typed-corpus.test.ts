import { describe, expect, it } from 'vitest';
import { checkAnswers, flattenBuiltinAnswers } from '../../questionnaires/answers.schema.ts';
import { builtinQuestionnaire } from '../../questionnaires/builtin-questionnaire.ts';
import { QUESTION_KINDS } from '../../questionnaires/kinds/index.ts';
import type { Question, QuestionKind } from '../../questionnaires/questionnaires.schemas.ts';
import {
  type AgentEvent,
  type ConversationAgent,
  type IntakeContext,
  type IntakeState,
  intakeStateSchema,
  type NominatedContact,
  type RefereeContext,
  type RefereeState,
  refereeStateSchema,
  type TranscriptEntry,
  type TypedAnswer,
} from './agent.types.ts';
import { BuiltinConversationAgent } from './builtin-agent.ts';
import type { Say, TextExpectation } from './corpus/typed-corpus.types.ts';
import {
  TYPED_INTAKE_CONVERSATIONS,
  type TypedContact,
  type TypedIntakeConversation,
} from './corpus/typed-intake-conversations.ts';
import {
  BUILTIN_CODES,
  type Expected,
  TYPED_QUESTIONNAIRES,
  TYPED_REFEREE_CONVERSATIONS,
  type TypedRefereeConversation,
} from './corpus/typed-referee-conversations.ts';
import { initialIntakeState, intakeOpening } from './intake-agent.ts';
import { initialRefereeState, refereeOpening } from './referee-agent.ts';
import { typedAnswerIssues, valueInWords } from './referee-interview.ts';

/**
 * Issue 40: the blind typed corpus (corpus/typed-*.ts, 90 referee and 42
 * intake conversations written before the interviewer's rules were read)
 * through the built-in engine in-process, as the service drives it: the
 * opening, then one turn per message with the transcript so far and the
 * state stored with the last reply, round-tripped through its schema.
 *
 * The harness plays the participant (typed-corpus.types.ts): it sends the
 * messages; a tap goes typed (`answer: { key, value }`, the key of the
 * state's `ask`), checked as the route checks it (a refused one stores
 * nothing); whenever the state carries a pending `confirm` (CONTRACT "Typed
 * answers") it answers `confirm: true` when the reading equals the expected
 * record, else `confirm: false` and retypes (when that question is asked
 * again). On the built-in questionnaire the referee answers the question the
 * interviewer asks (each message's `to`), so its own order does not count
 * against it; once their words for the question asked are spent and it is
 * still asked, they pass on it with the control (a null tap) rather than
 * give it the next question's answer.
 *
 * Counted per question kind (and for intake, per referee field and the
 * consent), on the tuning part and the held-out fifth apart:
 * - conversations exact: every answer of that kind right, none stored that
 *   was not meant (and, overall, the outcome right too);
 * - answers right: expected answers stored with the expected value;
 * - ANSWERS STORED WITH A WRONG VALUE: an answer stored that differs from
 *   what was meant, or stored where nothing was meant (a skip, "I don't
 *   know", an answer taken from a decline, a refused consent, a referee
 *   never named);
 * - replies repeated word for word right after themselves.
 * "completed" means the interviewer has nothing left to ask and the record
 * validates as `complete` would (built-in: `next` is `done`).
 *
 * BASELINE (today's engine, before any tuning; issue 40 goals: 0 wrong, ≥ 95%
 * exact on tuning, ≥ 90% held out):
 *
 *   BASELINE, measured 2026-11-28 on commit a470d1c's engine (built-in):
 *   referee  tuning 20/72 exact (28%), held out 4/18 (22%)
 *     tuning:   rating  right 65/207 WRONG 8 · text 62/109 WRONG 6 · yes_no 32/78 WRONG 2
 *               choice  33/52 WRONG 5 · number 26/66 WRONG 9
 *     held out: rating  15/52 WRONG 0 · text 12/29 WRONG 4 · yes_no 9/17 WRONG 0
 *               choice  7/10 WRONG 0 · number 7/14 WRONG 2
 *   intake   tuning 17/34 exact (50%), fields right 167/205, WRONG 17
 *            held out 5/8 (63%), fields right 34/36, WRONG 5
 *   replies repeated word for word: 329 (referee, in 50 conversations), 0 (intake)
 *   Intake after its reading was fixed on the tuning part only (consent only
 *   from an unambiguous yes, refusals with addresses, filler words before
 *   names, lists and run-together referees, signatures, foreign phones kept
 *   with their country or asked about, "done" in five languages): tuning
 *   34/34 exact, 205/205 right, WRONG 0; held out (read once, at the end)
 *   7/8 exact, 36/36 right, WRONG 0.
 *   Most of the built-in questionnaire's losses are one loop: a bare "24" to
 *   "how long have you known her?" (the questionnaire asks in months) is
 *   refused again and again, and every later message meets the same reply.
 *
 * AFTER (issue 40, the referee interview's rules, referee-interview.ts, over both
 * engines; measured 2026-11-28 on branch referee-engine, before the readers' work
 * on branch `readers` was merged; taps now sent typed, confirmations as `confirm`):
 *   referee  tuning 52/72 exact (72%), held out 11/18 (61%)
 *     tuning:   rating  right 194/207 WRONG 0 · text 101/109 WRONG 2 · yes_no 57/78 WRONG 0
 *               choice  40/52 WRONG 1 · number 55/66 WRONG 2
 *     held out: rating  43/52 WRONG 0 · text 25/29 WRONG 4 · yes_no 13/17 WRONG 0
 *               choice  7/10 WRONG 0 · number 10/14 WRONG 1
 *   replies repeated word for word: 0 (was 329)
 *   MERGED MAIN (engine + readers, 2026-11-28 13:50): tuning 51/72 (71%), held out
 *   13/18 (72%); WRONG tuning text 2, number 1; held out text 2, number 1; repeats 0.
 *   With branch `readers` merged on top (tried at 20c8c9e, not kept: its provider
 *   extraction check drops what these rules confirm, see the report): tuning 50/72,
 *   held out 13/18; WRONG tuning text 2, number 1, choice 0; held out text 2, number 1.
 *   What is left is reading (the readers' part): a value the kind readers cannot read at
 *   all (German/French numbers and options, "3-4", "I was actually her manager, not a
 *   peer") leaves the question asked, and on a tenant questionnaire the script's next
 *   message then answers it ("4" meant for the next question); a pasted signature kept
 *   in a text answer. Every reading that is read but not plain is confirmed first.
 *   AFTER (issue 40 follow-up, branch answers2, 2026-11-28): tuning 69/72 exact (96%),
 *   held out 17/18 (94%); ANSWERS STORED WITH A WRONG VALUE 0 on both parts (was text 2,
 *   number 1 on each); repeats 0; intake unchanged (34/34, 7/8, WRONG 0).
 *     tuning:   rating  right 204/207 WRONG 0 · text 108/109 WRONG 0 · yes_no 77/78 WRONG 0
 *               choice  51/52 WRONG 0 · number 65/66 WRONG 0
 *     held out: rating  51/52 WRONG 0 · text 28/29 WRONG 0 · yes_no 16/17 WRONG 0
 *               choice  10/10 WRONG 0 · number 14/14 WRONG 0
 *   Rules added to referee-interview.ts: a text answer is kept as said only when the text
 *   reader takes it whole (a pasted signature, e-mail or phone is cut and the rest confirmed;
 *   an amount alone or a choice's options alone, which answer another question, are
 *   confirmed); after two unread replies, or once an answer came ahead of the question
 *   asked, the talk is out of step and the next reading is confirmed; an unread reply that
 *   reads for the next question is confirmed for it; slips ("thre", "hybird") and a few
 *   words of German, French, Spanish, Portuguese, and a relation said from the referee's
 *   side ("I managed her"), are read and confirmed (foreign-words.ts); "skip those
 *   ratings" passes on every rating left; a dash alone passes on an optional question;
 *   once nothing is asked, a late reading set aside reopens no question.
 *   Left on tuning (3): a figure sent to a built-in text question meant for a rating (the
 *   script ahead of the questions; b19, b23), one message answering every question at
 *   once (t46).
 *
 * The test is a RATCHET: exact conversations may only go up, wrong answers
 * and repeated replies only down. It fails CI only on a regression.
 */

type Kind = QuestionKind | 'intake';

interface Tally {
  convs: number;
  exact: number;
  expected: number;
  right: number;
  wrong: number;
}

/** RATCHET (see BASELINE): per part, conversations exact and wrong answers per kind. */
const RATCHET = {
  tuning: {
    exactAll: { referee: 69, intake: 34 },
    wrong: { rating: 0, text: 0, yes_no: 0, choice: 0, number: 0, intake: 0 },
  },
  heldOut: {
    exactAll: { referee: 17, intake: 7 },
    wrong: { rating: 0, text: 0, yes_no: 0, choice: 0, number: 0, intake: 0 },
  },
  repeats: 0,
};

// ---------------------------------------------------------------------------
// The engine, driven as the service drives it

const engine: ConversationAgent = new BuiltinConversationAgent();

async function finalEvent(events: AsyncIterable<AgentEvent>) {
  let done: { text: string; state: unknown } | null = null;
  for await (const event of events) if (event.type === 'done') done = event;
  if (!done) throw new Error('the engine ended without `done`');
  return done;
}

/** A pending confirmation in a state (CONTRACT: `confirm: { key, value, text }`), if the engine has them. */
function pendingConfirm(state: unknown): { key: string; value: unknown } | null {
  const confirm = (state as { confirm?: { key: string; value: unknown } | null }).confirm;
  return confirm && typeof confirm === 'object' ? confirm : null;
}

/** The engine's own word that the referee declined, if it has one. */
function engineDeclined(state: unknown): boolean {
  const s = state as { declined?: unknown; status?: unknown; next?: unknown };
  return s.declined === true || s.status === 'declined' || s.next === 'declined';
}

/** A tap (or a retype) in words, for an engine that takes only words. */
function inWords(value: unknown): string {
  if (value === null || value === undefined) return 'skip';
  if (value === true) return 'yes';
  if (value === false) return 'no';
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'object') return (value as { has: string[] }).has.join(' ');
  return String(value);
}

// ---------------------------------------------------------------------------
// Comparison

const squash = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

function textMatches(expected: TextExpectation, got: string): boolean {
  if (typeof expected === 'string') return squash(got) === squash(expected);
  const text = squash(got);
  return (
    expected.has.every((part) => text.includes(squash(part))) &&
    (expected.not ?? []).every((part) => !text.includes(squash(part)))
  );
}

function matches(expected: Expected, got: unknown): boolean {
  if (Array.isArray(expected)) {
    return (
      Array.isArray(got) &&
      got.length === expected.length &&
      expected.every((option) => got.includes(option))
    );
  }
  if (typeof expected === 'number' || typeof expected === 'boolean') return got === expected;
  return typeof got === 'string' && textMatches(expected, got);
}

// ---------------------------------------------------------------------------
// Referee

const BUILTIN_QUESTIONS = builtinQuestionnaire(true)!.questions;

function questionsOf(c: TypedRefereeConversation): Question[] | null {
  if (c.questionnaire === 'builtin') return null;
  return TYPED_QUESTIONNAIRES.find((q) => q.id === c.questionnaire)!.questions;
}

function refereeContext(c: TypedRefereeConversation): RefereeContext {
  const candidate = c.candidate ?? { firstName: 'Priya', lastName: 'Sharma' };
  return {
    tenantName: 'Northwind Talent',
    // English until the readers read each language (branch readers41 passes c.locale).
    locale: 'en',
    roleTitle: 'Senior Engineer',
    candidateFirstName: candidate.firstName,
    candidateLastName: candidate.lastName,
    refereeFirstName: 'Alex',
    relationship: null,
    questions: questionsOf(c),
  };
}

/** The answers stored so far, flat by question key. */
function refereeRecord(state: RefereeState): Record<string, unknown> {
  if (state.questionnaire) return { ...state.questionnaire.answers };
  return flattenBuiltinAnswers(state.answers as Record<string, unknown>);
}

/** The key of the question the engine asks now (the state's `ask`, else its own fields). */
function askedKey(state: RefereeState): string | null {
  const ask = (state as { ask?: { key: string } | null }).ask;
  if (ask) return ask.key;
  if (state.questionnaire) return state.questionnaire.asking;
  const byStep: Record<string, string | null> = {
    relationship: 'relationship',
    duration: 'monthsKnown',
    strengths: 'strengths',
    improvements: 'improvements',
    ratings: state.competency,
    rehire: 'wouldRehire',
    comments: 'comments',
    done: null,
  };
  return byStep[state.next] ?? null;
}

interface Played {
  record: Record<string, unknown>;
  /** The record just before the first decline message (declined conversations). */
  beforeDecline: Record<string, unknown> | null;
  outcome: 'completed' | 'declined' | 'open';
  replies: string[];
  repeats: number;
}

/** Blocks of `says` in script order: one per question with `to`, else the whole script. */
function blocksOf(c: TypedRefereeConversation): { key: string | null; steps: Say[] }[] {
  if (!c.to) return [{ key: null, steps: [...c.says] }];
  const blocks: { key: string | null; steps: Say[] }[] = [];
  c.says.forEach((step, index) => {
    const key = BUILTIN_CODES[c.to![index]!];
    const last = blocks.at(-1);
    if (last && last.key === key) last.steps.push(step);
    else blocks.push({ key, steps: [step] });
  });
  return blocks;
}

/** The index of the typed message a scripted decline confirms (the one before `tapConfirm: true`). */
function declineMessage(c: TypedRefereeConversation): Say | null {
  const at = c.says.findIndex((s) => typeof s === 'object' && 'tapConfirm' in s && s.tapConfirm);
  return at > 0 ? c.says[at - 1]! : null;
}

async function playReferee(c: TypedRefereeConversation): Promise<Played> {
  const questions = questionsOf(c);
  const context = refereeContext(c);
  const transcript: TranscriptEntry[] = [{ role: 'agent', text: refereeOpening(context) }];
  const replies = [transcript[0]!.text];
  let state = initialRefereeState(questions);
  let beforeDecline: Record<string, unknown> | null = null;
  const decline = declineMessage(c);

  /** A message, or a typed body as the route takes it (checked as the route checks it: a refused one stores nothing). */
  const send = async (message: string, typed: { answer?: TypedAnswer; confirm?: boolean } = {}) => {
    if (
      (typed.answer || typed.confirm !== undefined) &&
      typedAnswerIssues(context, state, typed).length > 0
    ) {
      return;
    }
    const done = await finalEvent(
      engine.reply({
        kind: 'referee',
        context,
        transcript: [...transcript],
        state,
        message,
        ...typed,
      }),
    );
    state = refereeStateSchema.parse(JSON.parse(JSON.stringify(done.state)));
    transcript.push({ role: 'participant', text: message }, { role: 'agent', text: done.text });
    replies.push(done.text);
  };
  const sendConfirm = (yes: boolean) => send(valueInWords(yes, context.locale), { confirm: yes });
  const sendTap = (value: unknown) => {
    const key = askedKey(state);
    if (key === null) return send(inWords(value));
    return send(valueInWords(value, context.locale), { answer: { key, value } });
  };
  const unanswered = (key: string) => !(key in refereeRecord(state));

  const step = async (say: Say | null, following: Say | undefined) => {
    const confirm = pendingConfirm(state);
    if (confirm && !(typeof say === 'object' && say !== null && 'tapConfirm' in say)) {
      const meant = c.expected[confirm.key];
      const right = meant !== undefined && matches(meant, confirm.value);
      await sendConfirm(right);
      const retypeFollows =
        typeof following === 'object' && 'retry' in following && following.key === confirm.key;
      const retypeNow = typeof say === 'object' && say !== null && 'retry' in say;
      // A reading of another question than the one asked is retyped when that one is asked.
      const askedAgain = askedKey(state) === confirm.key;
      if (!right && askedAgain && !retypeFollows && !retypeNow) {
        await send(inWords(meant));
      }
    }
    if (say === null) return;
    if (say === decline) beforeDecline = refereeRecord(state);
    if (typeof say === 'string') await send(say);
    else if ('tap' in say) await sendTap(say.tap);
    else if ('tapConfirm' in say) {
      if (pendingConfirm(state)) await sendConfirm(say.tapConfirm);
    } else if (unanswered(say.key)) await send(say.retry);
  };

  const blocks = blocksOf(c).map((b) => ({ ...b, sent: false }));
  for (;;) {
    // A confirmation still pending after a block is answered before the next question's block.
    if (pendingConfirm(state)) await step(null, undefined);
    const asked = askedKey(state);
    const block = blocks.find((b) => !b.sent && b.key === asked) ?? blocks.find((b) => !b.sent);
    if (!block) break;
    // The built-in's referee answers the question asked: once its words for it are spent and it
    // is still asked, they pass on it with the control (an optional question) before answering
    // the next one, rather than give the next question's answer to this one.
    const spent = c.to && asked !== null && blocks.some((b) => b.sent && b.key === asked);
    if (spent && block.key !== asked && !pendingConfirm(state)) {
      const before = replies.length;
      await sendTap(null);
      if (replies.length > before && askedKey(state) !== asked) continue;
    }
    block.sent = true;
    for (const [i, say] of block.steps.entries()) await step(say, block.steps[i + 1]);
  }

  if (process.env.TYPED_DEBUG === c.id) {
    for (const e of transcript) console.log(`${e.role === 'agent' ? 'A' : 'P'}: ${e.text}`);
  }
  const record = refereeRecord(state);
  const finished = askedKey(state) === null;
  const valid = questions ? checkAnswers('qst_typed', questions, record).ok : true;
  const outcome = engineDeclined(state) ? 'declined' : finished && valid ? 'completed' : 'open';
  return { record, beforeDecline, outcome, replies, repeats: repeatsIn(replies) };
}

function repeatsIn(replies: string[]): number {
  return replies.filter((text, i) => i > 0 && text === replies[i - 1]).length;
}

interface Scored {
  id: string;
  heldOut: boolean;
  exact: boolean;
  outcomeRight: boolean;
  perKind: Map<Kind, { expected: number; right: number; wrong: number }>;
  diffs: string[];
  repeats: number;
}

function scoreReferee(c: TypedRefereeConversation, played: Played): Scored {
  const questions = questionsOf(c) ?? BUILTIN_QUESTIONS;
  const perKind = new Map<Kind, { expected: number; right: number; wrong: number }>();
  const diffs: string[] = [];
  const declined = c.outcome === 'declined';
  for (const q of questions) {
    const tally = perKind.get(q.kind) ?? { expected: 0, right: 0, wrong: 0 };
    perKind.set(q.kind, tally);
    const meant = c.expected[q.key];
    const got = played.record[q.key];
    if (declined) {
      // Nothing a declining referee said is an answer; what was stored before the decline
      // message is left aside (a decline drops it), what the decline itself added is wrong.
      const before = played.beforeDecline?.[q.key];
      if (got !== undefined && JSON.stringify(got) !== JSON.stringify(before)) {
        tally.wrong += 1;
        diffs.push(`${q.key}: stored ${JSON.stringify(got)} from a decline`);
      }
      continue;
    }
    if (meant !== undefined) tally.expected += 1;
    if (got === undefined) {
      if (meant !== undefined) diffs.push(`${q.key}: missing (meant ${JSON.stringify(meant)})`);
    } else if (meant !== undefined && matches(meant, got)) tally.right += 1;
    else {
      tally.wrong += 1;
      diffs.push(`${q.key}: WRONG ${JSON.stringify(got)} (meant ${JSON.stringify(meant ?? null)})`);
    }
  }
  const outcomeRight = played.outcome === c.outcome;
  if (!outcomeRight) diffs.push(`outcome ${played.outcome} (meant ${c.outcome})`);
  return {
    id: c.id,
    heldOut: c.heldOut,
    exact: diffs.length === 0,
    outcomeRight,
    perKind,
    diffs,
    repeats: played.repeats,
  };
}

// ---------------------------------------------------------------------------
// Intake

const INTAKE_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'relationship'] as const;

function intakeContext(c: TypedIntakeConversation): IntakeContext {
  return {
    tenantName: 'Northwind Talent',
    // English until the readers read each language (branch readers41 passes c.locale).
    locale: 'en',
    roleTitle: 'Product Designer',
    candidateFirstName: 'Maya',
    candidateLastName: 'Chen',
    defaultCountry: c.defaultCountry ?? 'US',
  };
}

function contactOf(state: IntakeState, firstName: string): NominatedContact | undefined {
  return state.contacts.find((x) => x.firstName?.toLowerCase() === firstName.toLowerCase());
}

async function playIntake(c: TypedIntakeConversation) {
  const context = intakeContext(c);
  const transcript: TranscriptEntry[] = [{ role: 'agent', text: intakeOpening(context) }];
  const replies = [transcript[0]!.text];
  let state = initialIntakeState();
  const send = async (message: string) => {
    const done = await finalEvent(
      engine.reply({ kind: 'intake', context, transcript: [...transcript], state, message }),
    );
    state = intakeStateSchema.parse(JSON.parse(JSON.stringify(done.state)));
    transcript.push({ role: 'participant', text: message }, { role: 'agent', text: done.text });
    replies.push(done.text);
  };
  const unanswered = (key: string) => {
    if (key === 'consent') return state.consent === null;
    const [field, name] = key.split(':') as [keyof NominatedContact, string];
    return !contactOf(state, name)?.[field];
  };
  for (const say of c.says) {
    const confirm = pendingConfirm(state);
    if (confirm && !(typeof say === 'object' && 'tapConfirm' in say)) {
      const right = confirm.key === 'consent' ? confirm.value === c.expected.consent : true;
      await send(right ? 'yes' : 'no');
    }
    if (typeof say === 'string') await send(say);
    else if ('tap' in say) await send(inWords(say.tap));
    else if ('tapConfirm' in say) {
      if (pendingConfirm(state)) await send(say.tapConfirm ? 'yes' : 'no');
    } else if (unanswered(say.key)) await send(say.retry);
  }
  const outcome =
    state.step === 'ready' ? 'completed' : state.step === 'declined' ? 'consent_refused' : 'open';
  return { state, outcome, replies, repeats: repeatsIn(replies) };
}

function fieldMatches(field: (typeof INTAKE_FIELDS)[number], meant: TypedContact, got: unknown) {
  const want = meant[field];
  if (field === 'relationship' && want !== null && typeof got === 'string') {
    return (Array.isArray(want) ? want : [want]).includes(got.toLowerCase());
  }
  return (got ?? null) === want;
}

function scoreIntake(
  c: TypedIntakeConversation,
  played: Awaited<ReturnType<typeof playIntake>>,
): Scored {
  const tally = { expected: 0, right: 0, wrong: 0 };
  const diffs: string[] = [];
  const { state } = played;
  // The consent.
  tally.expected += 1;
  if (state.consent === c.expected.consent) tally.right += 1;
  else if (state.consent !== null) {
    tally.wrong += 1;
    diffs.push(`consent: WRONG ${state.consent} (meant ${c.expected.consent})`);
  } else diffs.push(`consent: missing (meant ${c.expected.consent})`);
  // The referees, matched by e-mail, else by first name.
  const unmatched = [...state.contacts];
  for (const meant of c.expected.contacts) {
    const at = unmatched.findIndex(
      (x) =>
        (meant.email !== null && x.email?.toLowerCase() === meant.email) ||
        x.firstName?.toLowerCase() === meant.firstName.toLowerCase(),
    );
    const got = at >= 0 ? unmatched.splice(at, 1)[0] : undefined;
    for (const field of INTAKE_FIELDS) {
      const want = meant[field];
      if (want !== null) tally.expected += 1;
      const value = got?.[field] ?? null;
      if (value === null) {
        if (want !== null) diffs.push(`${meant.firstName}.${field}: missing`);
      } else if (fieldMatches(field, meant, value)) {
        if (want !== null) tally.right += 1;
      } else {
        tally.wrong += 1;
        diffs.push(`${meant.firstName}.${field}: WRONG ${JSON.stringify(value)}`);
      }
    }
  }
  for (const extra of unmatched) {
    const stored = INTAKE_FIELDS.filter((f) => extra[f] !== null && extra[f] !== undefined);
    tally.wrong += stored.length;
    diffs.push(`referee never named: ${JSON.stringify(extra)}`);
  }
  const outcomeRight = played.outcome === c.outcome;
  if (!outcomeRight) diffs.push(`outcome ${played.outcome} (meant ${c.outcome})`);
  return {
    id: c.id,
    heldOut: c.heldOut,
    exact: diffs.length === 0,
    outcomeRight,
    perKind: new Map([['intake', tally]]),
    diffs,
    repeats: played.repeats,
  };
}

// ---------------------------------------------------------------------------
// Figures

// Every registered kind (a kind without conversations yet has no wrong answer to allow).
const KINDS: Kind[] = [...QUESTION_KINDS, 'intake'];

function figures(scored: Scored[], heldOut: boolean) {
  const part = scored.filter((s) => s.heldOut === heldOut);
  const byKind = {} as Record<Kind, Tally>;
  for (const kind of KINDS) {
    const t: Tally = { convs: 0, exact: 0, expected: 0, right: 0, wrong: 0 };
    for (const s of part) {
      const k = s.perKind.get(kind);
      if (!k || (k.expected === 0 && k.wrong === 0)) continue;
      t.convs += 1;
      if (k.right === k.expected && k.wrong === 0) t.exact += 1;
      t.expected += k.expected;
      t.right += k.right;
      t.wrong += k.wrong;
    }
    byKind[kind] = t;
  }
  return { byKind, convs: part.length, exact: part.filter((s) => s.exact).length };
}

function print(label: string, scored: Scored[]) {
  const lines = [`${label}:`];
  for (const heldOut of [false, true]) {
    const f = figures(scored, heldOut);
    lines.push(
      `  ${heldOut ? 'held out' : 'tuning  '}: conversations exact ${f.exact}/${f.convs}` +
        ` (${Math.round((100 * f.exact) / Math.max(1, f.convs))}%)`,
    );
    for (const kind of KINDS) {
      const t = f.byKind[kind];
      if (t.convs === 0) continue;
      lines.push(
        `    ${kind.padEnd(7)} conversations exact ${t.exact}/${t.convs}, answers right ${t.right}/${t.expected}, WRONG ${t.wrong}`,
      );
    }
  }
  for (const heldOut of [false, true]) {
    const part = scored.filter((s) => s.heldOut === heldOut);
    const repeats = part.reduce((n, s) => n + s.repeats, 0);
    const withRepeats = part.filter((s) => s.repeats > 0).length;
    lines.push(
      `  replies repeated word for word, ${heldOut ? 'held out' : 'tuning'}: ${repeats} (in ${withRepeats} conversations)`,
    );
  }
  // Only the tuning part's failures are shown: the held-out fifth is never looked at while tuning.
  for (const s of scored.filter((x) => !x.heldOut && !x.exact)) {
    lines.push(`  ✗ ${s.id}: ${s.diffs.join('; ')}`);
  }
  console.log(lines.join('\n'));
}

describe('the typed corpus (issue 40) through the built-in engine', () => {
  it('has the corpus the issue asks for', () => {
    const referee = TYPED_REFEREE_CONVERSATIONS;
    expect(referee.length).toBeGreaterThanOrEqual(80);
    expect(TYPED_INTAKE_CONVERSATIONS.length).toBeGreaterThanOrEqual(40);
    const tenant = referee.filter((c) => c.questionnaire !== 'builtin');
    expect(tenant.length * 2).toBeGreaterThanOrEqual(referee.length);
    const kinds = new Set(TYPED_QUESTIONNAIRES.flatMap((q) => q.questions.map((x) => x.kind)));
    expect([...kinds].sort()).toEqual(['choice', 'number', 'rating', 'text', 'yes_no']);
    for (const c of referee) {
      if (c.to) expect(c.to.length, c.id).toBe(c.says.length);
      const keys = (questionsOf(c) ?? BUILTIN_QUESTIONS).map((q) => q.key);
      for (const key of Object.keys(c.expected)) expect(keys, c.id).toContain(key);
    }
    expect(referee.filter((c) => c.questionnaire === 'builtin').every((c) => c.to)).toBe(true);
  });

  it('reports its figures and holds the ratchet', async () => {
    const referee: Scored[] = [];
    for (const c of TYPED_REFEREE_CONVERSATIONS)
      referee.push(scoreReferee(c, await playReferee(c)));
    const intake: Scored[] = [];
    for (const c of TYPED_INTAKE_CONVERSATIONS) intake.push(scoreIntake(c, await playIntake(c)));
    print('typed corpus, referee', referee);
    print('typed corpus, intake', intake);

    for (const part of ['tuning', 'heldOut'] as const) {
      const heldOut = part === 'heldOut';
      const r = figures(referee, heldOut);
      const i = figures(intake, heldOut);
      expect(r.exact, `${part} referee exact`).toBeGreaterThanOrEqual(
        RATCHET[part].exactAll.referee,
      );
      expect(i.exact, `${part} intake exact`).toBeGreaterThanOrEqual(RATCHET[part].exactAll.intake);
      for (const kind of KINDS) {
        const wrong = (kind === 'intake' ? i : r).byKind[kind].wrong;
        const allowed: Partial<Record<Kind, number>> = RATCHET[part].wrong;
        expect(wrong, `${part} ${kind} answers stored with a wrong value`).toBeLessThanOrEqual(
          allowed[kind] ?? 0,
        );
      }
    }
    const repeats = [...referee, ...intake].reduce((n, s) => n + s.repeats, 0);
    expect(repeats, 'replies repeated word for word').toBeLessThanOrEqual(RATCHET.repeats);
  }, 120_000);
});
