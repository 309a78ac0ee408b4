import { NUMBER_WORDS } from '../../../core/number-words.ts';
import { fill, participantCopy } from '../../../core/participant-copy.ts';
import { clipText } from '../../../core/text.ts';
import { answerSchema, answersSchemaFor } from '../../questionnaires/answers.schema.ts';
import type { Question } from '../../questionnaires/questionnaires.schemas.ts';
import type { RefereeContext, RefereeState } from './agent.types.ts';
import { clarification } from './clarification.ts';
import {
  asksBack,
  correctsLastAnswer,
  hasSkip,
  hasWords,
  isAway,
  isInstruction,
  isOnlyQuestions,
  isOnlySkip,
  opensWithCorrection,
  readRating,
  readYesNo,
  type Span,
  saysNothingMore,
} from './referee-reading.ts';

const COPY = participantCopy();
const SAY = COPY.refereeAgent;
const ASK = SAY.questionnaire;

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
  if (!question) {
    return fill(SAY.questions.done, {
      name: context.candidateFirstName,
      button: COPY.buttons.reviewReference,
    });
  }
  return [question.prompt, hintFor(question), question.required ? '' : ASK.optionalHint]
    .filter(Boolean)
    .join(' ');
}

function hintFor(question: Question): string {
  switch (question.kind) {
    case 'rating':
      return ASK.ratingHint;
    case 'yes_no':
      return ASK.yesNoHint;
    case 'number':
      return ASK.numberHint;
    case 'text':
      return '';
    case 'choice': {
      const options = listed(question.options ?? [], question.multiple ? ASK.and : ASK.or);
      return fill(question.multiple ? ASK.choicesHint : ASK.choiceHint, { options });
    }
  }
}

function listed(options: readonly string[], last: string): string {
  const quoted = options.map((option) => fill(ASK.options, { option }));
  return quoted.length < 2
    ? quoted.join('')
    : `${quoted.slice(0, -1).join(', ')}${last}${quoted.at(-1)}`;
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
  const reask = (lead: string) => ({
    text: `${lead} ${questionnaireQuestion(questions, progress.asking, context)}`,
    state: previous,
  });
  if (isInstruction(text)) return reask(SAY.offTopic);
  if (isAway(text)) return reask(SAY.away);
  const asked = questions.find((q) => q.key === progress.asking) ?? null;
  const corrected = correction(questions, progress, text);
  const named = namedRatings(questions, progress, text, asked);
  const outcome: Outcome = corrected
    ? 'nothing'
    : named.askedAnswered
      ? 'answered'
      : answerAsked(asked, progress, named.rest);
  if (outcome === 'unread' && named.keys.length === 0 && text.includes('?')) {
    return reask(clarification(text, context));
  }
  const checked = answersSchemaFor(questions).partial().safeParse(progress.answers);
  if (!checked.success) return reask(SAY.notRecorded);
  progress.answers = checked.data as Answers;
  const lead = leadFor(asked, outcome, progress, corrected || named.keys.length > 0);
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
): boolean {
  const last = questions.find((q) => q.key === progress.lastAnswered);
  if (!last || last.key === progress.asking || !opensWithCorrection(text)) return false;
  if (last.kind === 'rating' && !correctsLastAnswer(text)) return false;
  const value = last.kind === 'text' ? undefined : readAnswer(last, text);
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

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function answerAsked(asked: Question | null, progress: QuestionnaireProgress, text: string) {
  if (!asked) return saysNothingMore(text) || !hasWords(text) ? 'nothing' : 'unread';
  if (passesOn(asked, text)) {
    if (asked.required) return 'needed';
    progress.skipped.push(asked.key);
    return 'skipped';
  }
  const value = readAnswer(asked, text);
  if (value === undefined) return 'unread';
  progress.answers[asked.key] = value;
  progress.lastAnswered = asked.key;
  return 'answered';
}

/**
 * "skip", "not sure"; on an optional question also "none of them" (a
 * choice) and "no, that's all" (a text question such as "anything else?").
 */
function passesOn(question: Question, text: string): boolean {
  if (isOnlySkip(text)) return true;
  if (question.kind !== 'text' && hasSkip(text) && readAnswer(question, text) === undefined) {
    return true;
  }
  if (question.required) return false;
  if (question.kind === 'choice') return /^\W*(?:none|neither)\b/i.test(text);
  return question.kind === 'text' && saysNothingMore(text);
}

/** The message read as an answer of the question's kind, valid for it; undefined when it is not one. */
export function readAnswer(question: Question, text: string): unknown {
  const value = rawAnswer(question, text);
  if (value === undefined) return undefined;
  const parsed = answerSchema(question).safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

function rawAnswer(question: Question, text: string): unknown {
  // "is 5 the best?" asks about the scale; it is not a 5.
  if (asksBack(text)) return undefined;
  switch (question.kind) {
    case 'rating':
      return readRating(text)?.value;
    case 'yes_no':
      return readYesNo(text) ?? undefined;
    case 'number':
      return readNumber(text);
    case 'choice':
      return readChoice(question, text);
    case 'text':
      return hasWords(text) && !isOnlyQuestions(text) ? clipText(text, 5000) : undefined;
  }
}

const NUMBER = new RegExp(
  `(?<![\\p{L}\\d])(\\d{1,3}(?:,\\d{3})+|\\d+|${Object.keys(NUMBER_WORDS)
    .filter((word) => !['a', 'an'].includes(word))
    .sort((a, b) => b.length - a.length)
    .join('|')})(?![\\p{L}\\d])`,
  'iu',
);

/** "12", "about 1,500", "twelve", "a dozen": the first whole number said. */
function readNumber(text: string): number | undefined {
  if (/\b(?:a |one )?dozen\b/i.test(text) && !/\d/.test(text)) return 12;
  const m = NUMBER.exec(text);
  if (!m) return undefined;
  const raw = m[1]!.toLowerCase();
  return NUMBER_WORDS[raw] ?? Number(raw.replace(/,/g, ''));
}

const ORDINALS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
];

/** Lower case, accents and punctuation dropped: "Télétravail!" → "teletravail". */
function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The options a message picks: by their words (any case or accents, a
 * word's start: "hyb" for "Hybrid"), their place ("the second one", "2"),
 * or "all of them" when several may be picked; "not X" leaves X out. One
 * option (or a list when `multiple`); undefined when none or, for a single
 * choice, more than one is picked.
 */
function readChoice(question: Question, text: string): string | string[] | undefined {
  const options = question.options ?? [];
  const said = ` ${plain(text).replace(/\b(?:not|no|except)\s+(?:the\s+)?\S+(?:\s+one)?/g, ' ')} `;
  const picked = new Set<number>();
  options.forEach((option, i) => {
    if (said.includes(` ${plain(option)} `)) picked.add(i);
  });
  for (const m of said.matchAll(
    /\b(?:the\s+)?(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last)\b/g,
  )) {
    const place = m[1] === 'last' ? options.length - 1 : ORDINALS.indexOf(m[1]!);
    if (place < options.length) picked.add(place);
  }
  if (picked.size === 0) {
    for (const m of said.matchAll(/(?<![\p{L}\d])(\d{1,2})(?![\p{L}\d])/gu)) {
      const place = Number(m[1]) - 1;
      if (place >= 0 && place < options.length) picked.add(place);
    }
  }
  if (picked.size === 0) {
    const words = said
      .trim()
      .split(' ')
      .filter((w) => w.length >= 3);
    const starts = options.flatMap((option, i) =>
      words.some(
        (w) =>
          plain(option).startsWith(w) ||
          plain(option)
            .split(' ')
            .some((o) => o.startsWith(w)),
      )
        ? [i]
        : [],
    );
    if (starts.length === 1 || (question.multiple && starts.length > 0)) {
      for (const i of starts) picked.add(i);
    }
  }
  if (
    question.multiple &&
    picked.size === 0 &&
    /\b(?:all of them|all|every one|both)\b/.test(said)
  ) {
    for (let i = 0; i < options.length; i++) picked.add(i);
  }
  const chosen = [...picked].sort((a, b) => a - b).map((i) => options[i]!);
  if (question.multiple) return chosen.length > 0 ? chosen : undefined;
  return chosen.length === 1 ? chosen[0] : undefined;
}

function leadFor(
  asked: Question | null,
  outcome: Outcome,
  progress: QuestionnaireProgress,
  changed: boolean,
): string {
  if (outcome === 'answered' && asked) return noted(asked, progress.answers[asked.key]);
  if (outcome === 'skipped') return SAY.skipped;
  if (outcome === 'needed') return ASK.needed;
  if (changed) return SAY.updated;
  if (outcome === 'nothing') return SAY.thanks;
  if (!asked) return SAY.needAnswer;
  const unread: Record<Question['kind'], string> = {
    rating: SAY.needRating,
    yes_no: SAY.needAnswer,
    choice: asked.multiple ? ASK.needChoices : ASK.needChoice,
    number: ASK.needNumber,
    text: SAY.needAnswer,
  };
  return unread[asked.kind];
}

/** The acknowledgement of an answer, in the words of its kind. */
function noted(question: Question, value: unknown): string {
  switch (question.kind) {
    case 'rating':
      return fill(ASK.noted, { value: fill(ASK.rating, { rating: Number(value) }) });
    case 'yes_no':
      return SAY.acknowledgements.rehire;
    case 'choice':
      return fill(ASK.noted, { value: [value].flat().join(', ') });
    case 'number':
      return fill(ASK.noted, { value: Number(value) });
    case 'text':
      return SAY.acknowledgements.strengths;
  }
}
