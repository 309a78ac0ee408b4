import { isDeepStrictEqual } from 'node:util';
import type { Locale } from '../../../core/locale.ts';
import { fill, participantCopy } from '../../../core/participant-copy.ts';
import { escapeRegExp } from '../../../core/regexp.ts';
import { clipText } from '../../../core/text.ts';
import { answerSchema, answersSchemaFor } from '../../questionnaires/answers.schema.ts';
import { kindOf, type Lexicon } from '../../questionnaires/kinds/index.ts';
import { fold } from '../../questionnaires/kinds/lexicons/reading-in.ts';
import type { Question } from '../../questionnaires/questionnaires.schemas.ts';
import type { RefereeContext, RefereeState } from './agent.types.ts';
import { clarification } from './clarification.ts';
import { ENGLISH, lexiconFor } from './lexicon.ts';
import {
  asksBack,
  correctsLastAnswer,
  hasSkip,
  hasWords,
  isAway,
  isDontKnow,
  isInstruction,
  isOnlySkip,
  opensWithCorrection,
  readRating,
  type Span,
  saysNothingMore,
} from './referee-reading.ts';

/**
 * The referee interviewer for a tenant's questionnaire (CONTRACT
 * "Questionnaires"): its prompts in order, each answer read by its kind with
 * the built-in interviewer's readers (ratings in words or hedged, yes/no,
 * skips, corrections, questions back), ratings named by their label in any
 * message ("teamwork 4, leadership 3"), and the answers kept as
 * `{ <key>: value }`, held to the version's `complete` schema. A
 * participant reads prompts and labels, never a key. Pure and deterministic.
 */

export type QuestionnaireProgress = NonNullable<RefereeState['questionnaire']>;
type Answers = QuestionnaireProgress['answers'];

export function initialProgress(questions: readonly Question[]): QuestionnaireProgress {
  return { asking: questions[0]?.key ?? null, answers: {}, skipped: [], lastAnswered: null };
}

/** The prompt of `key` with its kind's hint, or the closing words once all were asked. */
export function questionnaireQuestion(
  questions: readonly Question[],
  key: string | null,
  context: RefereeContext,
): string {
  const question = questions.find((q) => q.key === key);
  const copy = participantCopy(context.locale);
  if (!question) {
    return fill(
      copy.refereeAgent.questions.done,
      { name: context.candidateFirstName, button: copy.buttons.reviewReference },
      context.locale,
    );
  }
  const hint = kindOf(question).say.hint(question, context.locale);
  const optional = question.required ? '' : copy.refereeAgent.questionnaire.optionalHint;
  return [question.prompt, hint, optional].filter(Boolean).join(' ');
}

/** What became of the question asked. */
type Outcome = 'answered' | 'skipped' | 'needed' | 'nothing' | 'unread';

/**
 * One referee turn on a tenant's questionnaire: the answer to the question
 * asked (or to the last one, corrected), the ratings the message names by
 * label, then the next unanswered question. A question back is answered and
 * the same question asked again.
 */
export function questionnaireTurn(
  context: RefereeContext,
  questions: readonly Question[],
  previous: RefereeState,
  message: string,
): { text: string; state: RefereeState } {
  const progress: QuestionnaireProgress = structuredClone(
    previous.questionnaire ?? initialProgress(questions),
  );
  const text = clipText(message.trim(), 10_000);
  const say = participantCopy(context.locale).refereeAgent;
  const reask = (lead: string) => ({
    text: `${lead} ${questionnaireQuestion(questions, progress.asking, context)}`,
    state: previous,
  });
  if (isInstruction(text)) return reask(say.offTopic);
  if (isAway(text)) return reask(say.away);
  const asked = questions.find((q) => q.key === progress.asking) ?? null;
  const lexicon = lexiconFor(context.locale);
  const corrected = correction(questions, progress, text, lexicon);
  const named = namedRatings(questions, progress, text, asked);
  const outcome: Outcome = corrected
    ? 'nothing'
    : named.askedAnswered
      ? 'answered'
      : answerAsked(asked, progress, named.rest, lexicon);
  if (outcome === 'unread' && named.keys.length === 0 && text.includes('?')) {
    return reask(clarification(text, context));
  }
  const checked = answersSchemaFor(questions).partial().safeParse(progress.answers);
  if (!checked.success) return reask(say.notRecorded);
  progress.answers = checked.data as Answers;
  // "Thanks, I have changed that" only when an answer did change (not a value said again).
  const before = previous.questionnaire?.answers ?? {};
  const changed =
    (corrected || named.keys.length > 0) && !isDeepStrictEqual(progress.answers, before);
  const lead = leadFor(asked, outcome, progress, changed, context.locale, lexicon);
  progress.asking = nextQuestion(questions, progress);
  const state: RefereeState = { ...previous, questionnaire: progress };
  return { text: `${lead} ${questionnaireQuestion(questions, progress.asking, context)}`, state };
}

/** The first question neither answered nor passed on, in order; null when none is left. */
function nextQuestion(questions: readonly Question[], progress: QuestionnaireProgress) {
  return (
    questions.find(
      (q) => progress.answers[q.key] === undefined && !progress.skipped.includes(q.key),
    )?.key ?? null
  );
}

/**
 * "Sorry, make that a 5", "actually, no": a message that opens as a
 * correction gives a new value to the answer given last, when it reads as
 * one of that question's kind (a text answer is corrected in the review step).
 */
function correction(
  questions: readonly Question[],
  progress: QuestionnaireProgress,
  text: string,
  lexicon: Lexicon,
): boolean {
  const last = questions.find((q) => q.key === progress.lastAnswered);
  if (!last || last.key === progress.asking || !opensWithCorrection(text)) return false;
  if (last.kind === 'rating' && !correctsLastAnswer(text)) return false;
  const value = last.kind === 'text' ? undefined : readAnswer(last, text, lexicon);
  if (value === undefined) return false;
  progress.answers[last.key] = value;
  return true;
}

/** How far after a label its rating may be ("Leadership I'd give a 3"). */
const RATING_REACH = 40;

/**
 * The ratings a message names by their questions' labels ("teamwork 4,
 * leadership maybe 3"), each read after its label up to the next label or
 * the end of its sentence; what is left answers the question asked.
 */
function namedRatings(
  questions: readonly Question[],
  progress: QuestionnaireProgress,
  text: string,
  asked: Question | null,
): { keys: string[]; askedAnswered: boolean; rest: string } {
  const labelled = questions.filter((q) => q.kind === 'rating' && q.label);
  const found = labelled
    .flatMap((q) => {
      const m = new RegExp(`\\b${escapeRegExp(q.label!)}\\b`, 'i').exec(text);
      return m ? [{ question: q, start: m.index, end: m.index + m[0].length }] : [];
    })
    .sort((a, b) => a.start - b.start);
  const keys: string[] = [];
  const used: Span[] = [];
  found.forEach((mention, i) => {
    const limit = Math.min(found[i + 1]?.start ?? text.length, mention.end + RATING_REACH);
    const window = text.slice(mention.end, limit).split(/[.!?;](?=\s+[A-Z])|\n/)[0]!;
    const rating = readRating(window);
    if (!rating || rating.end === 0) return;
    progress.answers[mention.question.key] = rating.value;
    progress.skipped = progress.skipped.filter((key) => key !== mention.question.key);
    progress.lastAnswered = mention.question.key;
    keys.push(mention.question.key);
    used.push({ start: mention.start, end: mention.end + rating.end });
  });
  let rest = text;
  for (const span of used.sort((a, b) => b.start - a.start)) {
    rest = `${rest.slice(0, span.start)} ${rest.slice(span.end)}`;
  }
  const askedAnswered = asked !== null && keys.includes(asked.key);
  return { keys, askedAnswered, rest: keys.length > 0 && !hasWords(rest) ? '' : rest.trim() };
}

function answerAsked(
  asked: Question | null,
  progress: QuestionnaireProgress,
  text: string,
  lexicon: Lexicon,
) {
  if (!asked) return saysNothingMore(text) || !hasWords(text) ? 'nothing' : 'unread';
  if (passesOn(asked, text, lexicon)) {
    if (asked.required) return 'needed';
    progress.skipped.push(asked.key);
    return 'skipped';
  }
  const value = readAnswer(asked, text, lexicon) ?? afterEcho(asked, text, lexicon);
  if (value === undefined) return 'unread';
  progress.answers[asked.key] = value;
  progress.lastAnswered = asked.key;
  return 'answered';
}

/** "then", "in that case", in the five languages: an answer after the referee's own question. */
const THEN_FIRST =
  /^\W*(?:then|in that case|dann|na dann|alors|dans ce cas|entonces|pues|en ese caso|ent[aã]o|nesse caso)(?![\p{L}])/iu;

/** "5 então", "4 dann": a word or two and "then" after them, the answer after the referee's own question. */
const THEN_LAST =
  /^\W*[\p{L}\p{N}]+(?:\s+[\p{L}\p{N}]+)?\s+(?:then|dann|alors|entonces|pues|ent[aã]o)\W*$/iu;

/** "wait, let's say 6.5", "rather 7", "I meant 6": a figure settled on after a question of one's own. */
const SETTLES =
  /^\W*(?:(?:rather|i meant|honestly|ok|okay|so)\W+)*(?:let's say|i meant|rather)(?![\p{L}])/iu;

/**
 * The question echoed, then answered ("on-call? oui, une semaine sur quatre", "leadership?
 * a 4"): what follows its question mark, read (the interviewer confirms it, the whole message
 * being no certain answer).
 */
function afterEcho(question: Question, text: string, lexicon: Lexicon): unknown {
  if (question.kind === 'text') return undefined;
  const at = text.lastIndexOf('?');
  if (at < 0) return undefined;
  const echo = text.slice(0, at).trim().split(/\s+/).filter(Boolean);
  const after = text.slice(at + 1).trim();
  // "Ah, en mètres cubes ? Un pied fait 8 à 10 m³. Disons 120": a figure settled on in a last
  // sentence of its own, after the referee's own working out, is the answer meant.
  const last = after.split(/(?<=[.!…])\s+/).at(-1) ?? '';
  const rest = last !== after && SETTLES.test(lexicon.inEnglish(last)) ? last : after;
  // A longer question answered by the referee themselves ("5 is best oder? dann 5/5", "is 5 the
  // top? then 5", "Ah, é de 1 a 5 né? 5 então"): what goes with its "then" is the answer, to
  // confirm.
  // So is a figure the referee settles on after wondering aloud ("sechs Jahre, oder sieben?
  // Warten Sie. Sagen wir sechseinhalb."): what follows a pause or a "let's say" after it.
  const answersItself =
    THEN_FIRST.test(rest) || THEN_LAST.test(rest) || SETTLES.test(lexicon.inEnglish(rest));
  if (echo.length === 0 || (echo.length > 3 && !answersItself) || !hasWords(rest)) {
    return undefined;
  }
  if (asksBack(rest) || lexicon.asksBack(rest)) return undefined;
  // Sure or not, it is confirmed (referee-interview.ts `vetted`): the message as a whole is no
  // certain answer.
  const reading = kindOf(question).read(question, rest, lexicon);
  const parsed = reading ? answerSchema(question).safeParse(reading.value) : undefined;
  return parsed?.success ? parsed.data : undefined;
}

/**
 * What follows a word or two of the question echoed with a question mark at the start of the
 * message ("Scanner? Sei lá, …": "Sei lá, …"); undefined when the message does not open so.
 */
function afterEchoedWord(question: Question, said: string): string | undefined {
  const m = /^\s*([^?.!\n]{1,40})\?+\s*(\S[\s\S]*)$/u.exec(said);
  if (!m) return undefined;
  const echo = fold(m[1]!).match(/\p{L}+/gu) ?? [];
  const prompt = new Set(fold(question.prompt).match(/\p{L}{4,}/gu) ?? []);
  if (echo.length === 0 || echo.length > 3 || !echo.some((w) => prompt.has(w))) return undefined;
  return m[2]!.includes('?') ? undefined : m[2]!;
}

/**
 * The message opens with a small word of its language, which English may read as a skip:
 * Portuguese "na" (in the: "Na linha saía uma TV a cada 40 segundos") is no "n/a".
 */
function opensWithSmallWord(said: string, lexicon: Lexicon): boolean {
  const first = /^[^\p{L}]*(\p{L}+)/u.exec(said)?.[1];
  return first !== undefined && lexicon.isFunctionWord(fold(first)) && hasSkip(fold(first));
}

/**
 * "skip", "not sure"; on an optional question also "none of them" (a
 * choice) and "no, that's all" (a text question such as "anything else?").
 */
function passesOn(question: Question, said: string, lexicon: Lexicon): boolean {
  // Read in English words ("paso", "keine Ahnung"): the checks below are written in English.
  const text = lexicon.inEnglish(said);
  if (isOnlySkip(text)) return true;
  // "Scanner? Sei lá, nunca vi ele mexendo", "On-call? No idea, ask HR": a word of the
  // question echoed, then "I don't know" or a skip opening what follows (whatever reason it
  // gives after it): passed on.
  const echoed = afterEchoedWord(question, said);
  const opening = echoed === undefined ? '' : lexicon.inEnglish(echoed).split(/[,;.!:…\n]/)[0]!;
  if (opening && (isOnlySkip(opening) || isDontKnow(opening))) return true;
  if (
    question.kind !== 'text' &&
    hasSkip(text) &&
    !(opensWithSmallWord(said, lexicon) && !hasSkip(text.replace(/^[^\p{L}]*\p{L}+/u, ''))) &&
    readAnswer(question, said, lexicon) === undefined
  ) {
    return true;
  }
  if (question.required) return false;
  if (question.kind === 'choice') return /^\W*(?:none|neither)\b/i.test(text);
  return question.kind === 'text' && saysNothingMore(text);
}

/** The message read as an answer of the question's kind, valid for it; undefined when it is not one. */
export function readAnswer(question: Question, text: string, lexicon: Lexicon = ENGLISH): unknown {
  const value = rawAnswer(question, text, lexicon);
  if (value === undefined) return undefined;
  const parsed = answerSchema(question).safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

function rawAnswer(question: Question, text: string, lexicon: Lexicon): unknown {
  // "is 5 the best?" asks about the scale; it is not a 5.
  if (asksBack(text) || lexicon.asksBack(text)) return undefined;
  // Only a certain reading is an answer (ARCHITECTURE "Readers say how sure they are").
  const reading = kindOf(question).read(question, text, lexicon);
  return reading?.certain ? reading.value : undefined;
}

function leadFor(
  asked: Question | null,
  outcome: Outcome,
  progress: QuestionnaireProgress,
  changed: boolean,
  locale: Locale,
  lexicon: Lexicon,
): string {
  const say = participantCopy(locale).refereeAgent;
  if (outcome === 'answered' && asked) {
    // The acknowledgement of an answer, in the words of its kind.
    return kindOf(asked).say.noted(asked, progress.answers[asked.key], locale, lexicon);
  }
  if (outcome === 'skipped') return say.skipped;
  if (outcome === 'needed') return say.questionnaire.needed;
  if (changed) return say.updated;
  if (outcome === 'nothing') return say.thanks;
  if (!asked) return say.needAnswer;
  return kindOf(asked).say.unread(asked, locale);
}
