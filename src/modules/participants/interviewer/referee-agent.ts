import { isDeepStrictEqual } from 'node:util';
import type { Locale } from '../../../core/locale.ts';
import {
  fill,
  forRole,
  type ParticipantCopy,
  participantCopy,
} from '../../../core/participant-copy.ts';
import { clipText } from '../../../core/text.ts';
import { fold, LANGUAGE_WORDS } from '../../questionnaires/kinds/lexicons/index.ts';
import type { Question } from '../../questionnaires/questionnaires.schemas.ts';
import { COMPETENCY_NAMES, type Competency } from '../referee-answers.ts';
import {
  REFEREE_QUESTIONS,
  type RefereeContext,
  type RefereeQuestion,
  type RefereeState,
} from './agent.types.ts';
import { clarification } from './clarification.ts';
import { findMonths } from './extract.ts';
import { lexiconFor } from './lexicon.ts';
import { initialProgress, questionnaireQuestion } from './questionnaire-turn.ts';
import {
  addsToLastAnswer,
  answersHedged,
  asksBack,
  commentAfter,
  correctsLastAnswer,
  hasSkip,
  hasWords,
  isAway,
  isDontKnow,
  isInstruction,
  isOnlyQuestions,
  isOnlySkip,
  type LabelledQuestion,
  mentions,
  negatedCompetencies,
  opensWithCorrection,
  readEveryRating,
  readLabelled,
  readNamedRatings,
  readRating,
  readsAsRelationship,
  readTextEdit,
  readVolunteeredRehire,
  readWithdrawal,
  readYesNo,
  remainder,
  type Span,
  saysNothingMore,
  skipsWithReason,
  speaksOfAnotherPerson,
} from './referee-reading.ts';

type RefereeSay = ParticipantCopy['refereeAgent'];

/**
 * The built-in referee interviewer: one question at a time, an
 * acknowledgement for each answer, and the structured answers so far in the
 * state (refereeAnswersSchema-compatible). Pure and deterministic.
 */

/** The state before the first answer; with a tenant's questions (RefereeContext), their progress too. */
export function initialRefereeState(questions?: readonly Question[] | null): RefereeState {
  const state: RefereeState = {
    next: 'relationship',
    competency: null,
    skipped: [],
    answers: { ratings: {} },
  };
  return questions ? { ...state, questionnaire: initialProgress(questions) } : state;
}

export function refereeOpening(context: RefereeContext): string {
  const copy = participantCopy(context.locale);
  const say = copy.refereeAgent;
  const who = {
    candidateName: fullName(context),
    forRole: forRole(context.roleTitle, copy, context.locale),
    company: context.tenantName,
  };
  return fill(
    context.questions ? say.questionnaire.opening : say.opening,
    {
      hello: context.refereeFirstName
        ? fill(say.helloName, { firstName: context.refereeFirstName }, context.locale)
        : say.hello,
      introduction: fill(say.introduction[context.namedBy ?? 'candidate'], who, context.locale),
      ...who,
      duration: copy.refereeDuration,
      question: context.questions
        ? questionnaireQuestion(context.questions, context.questions[0]?.key ?? null, context)
        : questionText('relationship', null, context),
    },
    context.locale,
  );
}

function fullName(context: RefereeContext): string {
  return [context.candidateFirstName, context.candidateLastName].filter(Boolean).join(' ');
}

/** The question asked for `next` (and `competency` when rating). */
export function questionText(
  next: RefereeQuestion,
  competency: Competency | null,
  context: RefereeContext,
): string {
  const copy = participantCopy(context.locale);
  return fill(
    copy.refereeAgent.questions[next],
    {
      name: context.candidateFirstName,
      competency: competencyInSentence(competency ?? 'communication', context.locale),
      button: copy.buttons.reviewReference,
    },
    context.locale,
  );
}

/**
 * The first unanswered question from `from` on (inclusive or not). Skipped
 * questions lie behind `from`, so they are never asked again. Every engine
 * uses it to say which question comes next.
 */
export function advance(
  state: RefereeState,
  from: RefereeQuestion,
  inclusive = true,
): RefereeState {
  const a = state.answers;
  const unrated = COMPETENCY_NAMES.find(
    (c) => a.ratings?.[c] === undefined && !state.skipped.includes(c),
  );
  const answered: Record<RefereeQuestion, boolean> = {
    relationship: a.relationship !== undefined,
    duration: a.monthsKnown !== undefined,
    strengths: a.strengths !== undefined,
    improvements: a.improvements !== undefined,
    ratings: unrated === undefined,
    rehire: a.wouldRehire !== undefined,
    comments: a.comments !== undefined,
    done: false,
  };
  const start = REFEREE_QUESTIONS.indexOf(from) + (inclusive ? 0 : 1);
  const next = REFEREE_QUESTIONS.slice(start).find((q) => !answered[q]) ?? 'done';
  return { ...state, next, competency: next === 'ratings' ? (unrated ?? null) : null };
}

/**
 * A competency's name inside a sentence ("rate her teamwork"): lower case,
 * but German writes every noun with a capital.
 */
export function competencyInSentence(competency: Competency, locale: Locale): string {
  const name = participantCopy(locale).competencies[competency];
  return locale === 'de' ? name : name.toLocaleLowerCase(locale);
}

/** What became of the question asked: answered, passed on, "nothing to add", or not read. */
type Outcome = 'answered' | 'skipped' | 'nothing' | 'unread';

/** One turn being read: the state it changes and the parts of the message used so far. */
interface Turn {
  /** What the interviewer says, in the request's language. */
  say: RefereeSay;
  locale: Locale;
  state: RefereeState;
  text: string;
  asked: RefereeQuestion;
  competency: Competency | null;
  used: Span[];
  /** Something other than the question asked was filed, changed or taken back. */
  changed: boolean;
  /** The answers before the message: "I have changed that" only when they differ. */
  before: RefereeState['answers'];
  /** The ratings this message set. */
  rated: Competency[];
  /** Questions (and competencies) this message answered by name or label. */
  answered: Set<string>;
  /** The message opens by correcting an earlier answer ("Sorry, actually…"). */
  correction: boolean;
  /** The message added to or replaced the text answer given last. */
  edited?: boolean;
}

const isCompetency = (key: string | null | undefined): key is Competency =>
  (COMPETENCY_NAMES as readonly string[]).includes(key ?? '');

/**
 * One referee turn. The message is read for everything it says, wherever
 * it is in the questionnaire (named ratings, corrections, an answer taken
 * back, labelled answers, a would-rehire said in passing), and what is left
 * answers the question asked. A question back is answered and the question
 * asked again; nothing is filed under a question the message did not answer.
 */
export function refereeTurn(
  context: RefereeContext,
  previous: RefereeState,
  message: string,
): { text: string; state: RefereeState } {
  const state: RefereeState = structuredClone(previous);
  state.answers.ratings ??= {};
  const text = clipText(message.trim(), 10_000);
  const say = participantCopy(context.locale).refereeAgent;
  if (isInstruction(text)) return reask(state, context, say.offTopic);
  const turn: Turn = {
    say,
    locale: context.locale,
    state,
    text,
    asked: state.next,
    competency: state.competency,
    used: [],
    changed: false,
    before: structuredClone(state.answers),
    rated: [],
    answered: new Set(),
    correction: opensWithCorrection(text),
  };
  if (isAway(text)) return reask(state, context, say.away);
  applyNamedRatings(turn);
  applyEveryRating(turn);
  applyTextEdit(turn);
  applyWithdrawal(turn);
  applyAnotherPerson(turn);
  applyVolunteeredRehire(turn);
  applyLabelled(turn);
  if (turn.correction) applyCorrection(turn);
  const outcome = answerAsked(turn);
  if (outcome === 'unread' && !turn.changed && text.includes('?')) {
    return reask(previous, context, clarification(text, context));
  }
  return replyTo(turn, outcome, context);
}

/**
 * The text with the language's figures two to five in words written as figures, each padded
 * to its word's length so every place in it stays where it was ("travail en équipe quatre et
 * la fiabilité aussi quatre": both named ratings read). One is left in words: it is also the
 * article ("ein", "une", "um").
 */
function figuresInPlace(text: string, locale: Locale): string {
  if (locale === 'en') return text;
  const figures = new Map(
    Object.entries(LANGUAGE_WORDS[locale].numbers)
      .filter(([word, value]) => value >= 2 && value <= 5 && /^\p{L}+$/u.test(word))
      .map(([word, value]) => [fold(word), value]),
  );
  return text.replace(/\p{L}+/gu, (word) => {
    // Spanish "y" is "and", never "y[ears]" after a figure ("técnica un 5 y lo demás un 4").
    if (locale === 'es' && word.toLowerCase() === 'y') return '&';
    const value = figures.get(fold(word));
    return value === undefined || fold(word).length !== word.length
      ? word
      : String(value).padEnd(word.length, ' ');
  });
}

function applyNamedRatings(turn: Turn): void {
  const { ratings, spans } = readNamedRatings(figuresInPlace(turn.text, turn.locale));
  const answers = turn.state.answers;
  for (const c of negatedCompetencies(turn.text)) {
    if (ratings[c] === undefined && answers.ratings?.[c] !== undefined) {
      delete answers.ratings[c];
      turn.changed = true;
    }
  }
  turn.rated = Object.keys(ratings) as Competency[];
  if (turn.rated.length === 0) return;
  Object.assign(answers.ratings!, ratings);
  turn.state.skipped = turn.state.skipped.filter((c) => ratings[c] === undefined);
  const named = mentions(turn.text);
  for (const mention of named) {
    const c = mention.competency;
    if (ratings[c] !== undefined || answers.ratings?.[c] !== undefined) continue;
    const own = turn.text
      .slice(mention.end)
      .split(/[,;.!?\n]/)[0]!
      .trim();
    if (own === '' || /\d/.test(own)) continue;
    // "Travail d'équipe 5, … et la fiabilité pareil": the rating named just before, again.
    const before = named
      .filter((m) => m.end <= mention.start && ratings[m.competency] !== undefined)
      .at(-1);
    if (before && SAME_AGAIN.test(foldedText(own))) {
      answers.ratings![c] = ratings[before.competency]!;
      turn.rated.push(c);
      turn.state.skipped = turn.state.skipped.filter((s) => s !== c);
      continue;
    }
    const english = lexiconFor(turn.locale).inEnglish(own);
    if (![own, english].some((said) => isDontKnow(said) || hasSkip(said))) continue;
    if (!turn.state.skipped.includes(c)) turn.state.skipped.push(c);
    turn.answered.add(c);
  }
  for (const c of turn.rated) turn.answered.add(c);
  turn.used.push(...spans);
  turn.changed = turn.changed || turn.rated.some((c) => c !== turn.competency);
  turn.state.lastAnswered = turn.rated.at(-1)!;
}

/**
 * "the same", "too", "pareil", "igual", "lo mismo", "genauso", "auch", "também", "a mesma
 * coisa" after a competency named without a figure: the rating said just before it, again.
 */
const SAME_AGAIN =
  /^(?:(?:and|et|y|e|und|also|is|est|es|ist|e)\s+)?(?:the same|same|same again|likewise|too|as well|also|pareil(?:le)?|idem|de meme|aussi|pareil aussi|igual|igualito|lo mismo|tambien|otro tanto|genauso|ebenso|gleich|dasselbe|das gleiche|auch|auch so|tambem|o mesmo|a mesma|mesma coisa|a mesma coisa|mesmo)(?:\s+(?:too|aussi|tambien|tambem|auch))?$/;

const foldedText = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** "4s across the board", "all fives for the rest": every competency not rated or passed on yet. */
function applyEveryRating(turn: Turn): void {
  const every = readEveryRating(figuresInPlace(turn.text, turn.locale));
  if (!every) return;
  const { state } = turn;
  // "técnica un 5 y lo demás todo un 4" while technical skill is asked: its own figure first.
  const own = ownFigureBefore(turn, every.start);
  if (own) {
    state.answers.ratings![turn.competency!] = own.value;
    turn.rated.push(turn.competency!);
    turn.answered.add(turn.competency!);
    turn.used.push(own);
  }
  // "… y lo demás un 4. Menos liderazgo, que ahí no puedo opinar": passed on, not rated.
  const excepted = exceptedAfter(turn, every.end);
  for (const c of excepted) {
    if (state.answers.ratings?.[c] === undefined && !state.skipped.includes(c)) {
      state.skipped.push(c);
      turn.answered.add(c);
    }
  }
  const left = COMPETENCY_NAMES.filter(
    (c) => state.answers.ratings?.[c] === undefined && !state.skipped.includes(c),
  );
  if (left.length === 0) return;
  for (const c of left) state.answers.ratings![c] = every.value;
  turn.rated.push(...left);
  for (const c of left) turn.answered.add(c);
  turn.used.push(every);
  turn.changed = turn.changed || left.some((c) => c !== turn.competency);
  state.lastAnswered = left.at(-1)!;
}

/**
 * The figure said before "the rest" for the competency asked, when it is not rated yet and the
 * words before the figure name no other competency ("técnica un 5 y lo demás un 4").
 */
function ownFigureBefore(turn: Turn, restStart: number): (Span & { value: number }) | null {
  const c = turn.competency;
  if (turn.asked !== 'ratings' || !c || turn.state.answers.ratings?.[c] !== undefined) return null;
  const before = figuresInPlace(turn.text, turn.locale).slice(0, restStart);
  // Without the "and" that joins it to the rest ("un 5 y": no "5 y[ears]").
  const rating = readRating(before.replace(/[\s,;]+(?:y|e|et|und|and|und der)?\s*$/iu, ''));
  if (!rating) return null;
  const named = competenciesNamed(before, turn.locale);
  if (named.some((other) => other !== c)) return null;
  return { start: 0, end: rating.end, value: rating.value };
}

/** "except", "but not", "menos", "außer", "sauf", "exceto" in the five languages (folded). */
const EXCEPT =
  /(?<![\p{L}])(?:except(?: for)?|but not|apart from|other than|menos|salvo|excepto|quitando|ausser|bis auf|sauf|hormis|excepte|a part|exceto|tirando|fora|menos a|menos o)(?![\p{L}])/u;

/** The competencies named just after an "except" following "the rest" (in that sentence and the next). */
function exceptedAfter(turn: Turn, restEnd: number): Competency[] {
  const after = fold(turn.text.slice(restEnd)).replace(/ß/g, 'ss');
  const m = EXCEPT.exec(after);
  if (!m || m.index > 40) return [];
  const clause = after.slice(m.index + m[0].length).split(/[,;.!?\n]/)[0]!;
  return competenciesNamed(clause, turn.locale);
}

/** The competencies a text names, by their names in English or in the participant's language. */
function competenciesNamed(text: string, locale: Locale): Competency[] {
  const said = fold(text);
  const names = participantCopy(locale).competencies;
  const inOwnWords = COMPETENCY_NAMES.filter((c) =>
    (fold(names[c]).match(/\p{L}{5,}/gu) ?? []).some((word) =>
      new RegExp(`(?<![\\p{L}])${word.slice(0, 5)}`, 'u').test(said),
    ),
  );
  const inEnglish = mentions(text).map((m) => m.competency);
  return [...new Set([...inOwnWords, ...inEnglish])];
}

/**
 * "actually, add that she also mentored juniors", "scratch that, I meant
 * prioritisation": the text answer given last gets more, or a new text,
 * while the question asked now is asked again.
 */
function applyTextEdit(turn: Turn): void {
  const last = turn.state.lastAnswered;
  if (last !== 'strengths' && last !== 'improvements' && last !== 'comments') return;
  if (last === turn.asked || turn.rated.length > 0) return;
  const edit = readTextEdit(turn.text);
  if (!edit) return;
  const answers = turn.state.answers;
  answers[last] = edit.add ? joinText(answers[last], edit.text) : edit.text;
  turn.used.push({ start: 0, end: turn.text.length });
  turn.changed = true;
  turn.edited = true;
}

/** "leave leadership out", "scratch that last comment": the answer is removed (and not asked again). */
function applyWithdrawal(turn: Turn): void {
  const targets = readWithdrawal(turn.text);
  if (!targets || turn.edited) return;
  if (targets.includes('last') && !turn.correction) return;
  const { state } = turn;
  for (const target of targets) {
    const key = target === 'last' ? state.lastAnswered : target;
    if (isCompetency(key)) {
      delete state.answers.ratings![key];
      if (!state.skipped.includes(key)) state.skipped.push(key);
    } else if (key === 'comments' || key === 'strengths' || key === 'improvements') {
      delete state.answers[key];
    }
  }
  turn.changed = true;
}

/**
 * "Me he liado: lo de antes era del otro Antonio. …": the text answer given just before was
 * about someone else, so it is no longer kept (never stored as said); what the message says
 * now is read as it comes.
 */
function applyAnotherPerson(turn: Turn): void {
  const last = turn.state.lastAnswered;
  if (!speaksOfAnotherPerson(turn.text) || last === turn.asked) return;
  if (last !== 'strengths' && last !== 'improvements' && last !== 'comments') return;
  if (turn.state.answers[last] === undefined) return;
  delete turn.state.answers[last];
  turn.changed = true;
}

function applyVolunteeredRehire(turn: Turn): void {
  // In the participant's language too ("e contrataria de novo sim"), read in its English sense.
  const rehire = readVolunteeredRehire(turn.text, lexiconFor(turn.locale).inEnglish);
  if (!rehire) return;
  turn.state.answers.wouldRehire = rehire.answer;
  turn.used.push(rehire.span);
  turn.answered.add('rehire');
  if (turn.asked !== 'rehire') turn.changed = true;
}

/**
 * "Strengths: …", "As for improving: …", "Would I rehire: yes". What comes
 * before the first label adds to or corrects an earlier answer, or else
 * answers the question asked when no label did ("I was his manager for 2
 * years. Strengths: …").
 */
function applyLabelled(turn: Turn): void {
  const { answers: labelled, from } = readLabelled(turn.text);
  const keys = Object.keys(labelled) as Array<keyof typeof labelled>;
  if (keys.length === 0) return;
  for (const key of keys) fileLabelled(turn, key, labelled[key]!);
  turn.used.push({ start: from, end: turn.text.length });
  const answers = turn.state.answers;
  const before = remainder(turn.text, turn.used);
  const last = turn.state.lastAnswered;
  if (addsToLastAnswer(before) && (last === 'strengths' || last === 'improvements')) {
    answers[last] = joinText(answers[last], before);
  } else if (turn.correction && readsAsRelationship(before)) {
    answers.relationship = clipText(before, 2000);
  } else if (!turn.answered.has(turn.asked) && turn.asked !== 'ratings') {
    return;
  }
  turn.used.push({ start: 0, end: from });
}

function fileLabelled(turn: Turn, key: LabelledQuestion, value: string): void {
  const answers = turn.state.answers;
  if (key === 'rehire') {
    const answer = readYesNo(value);
    if (answer === null) return;
    answers.wouldRehire = answer;
  } else {
    answers[key] = key === 'comments' ? joinText(answers.comments, value) : value;
  }
  turn.answered.add(key);
  if (key !== turn.asked) turn.changed = true;
}

/**
 * A message that opens with "sorry", "actually", "wait"…: a new length of
 * time ("more like three years, not two"), a new relationship ("I was her
 * peer, not her manager") or a new value for the rating given before ("make
 * that a 5"). When it changes something, the rest of it answers nothing.
 */
function applyCorrection(turn: Turn): void {
  const rest = remainder(turn.text, turn.used);
  const answers = turn.state.answers;
  const months = findMonths(rest.replace(/\bnot\s+[^,.;]*/gi, ''));
  if (months !== null && turn.asked !== 'duration') {
    answers.monthsKnown = months;
    turn.changed = true;
  }
  if (readsAsRelationship(rest)) {
    answers.relationship = clipText(rest, 2000);
    turn.changed = true;
  }
  const last = turn.state.lastAnswered;
  const rating = turn.rated.length === 0 && correctsLastAnswer(rest) ? readRating(rest) : null;
  if (rating && isCompetency(last)) {
    answers.ratings![last] = rating.value;
    turn.changed = true;
  }
  if (turn.changed) turn.used.push({ start: 0, end: turn.text.length });
}

function answerAsked(turn: Turn): Outcome {
  const key = turn.asked === 'ratings' ? turn.competency : turn.asked;
  if (key && turn.answered.has(key)) return 'answered';
  const rest = remainder(turn.text, turn.used);
  if (turn.changed && !hasWords(rest)) return 'unread';
  switch (turn.asked) {
    case 'relationship':
    case 'strengths':
    case 'improvements':
      return answerText(turn, rest);
    case 'duration':
      return answerDuration(turn, rest);
    case 'ratings':
      return answerRating(turn, rest);
    case 'rehire':
      return answerRehire(turn, rest);
    case 'comments':
    case 'done':
      return answerComments(turn, rest);
  }
}

function answerText(turn: Turn, rest: string): Outcome {
  if (isOnlySkip(rest) || skipsWithReason(rest)) return 'skipped';
  if (!hasWords(rest) || (isOnlyQuestions(rest) && !answersHedged(rest))) return 'unread';
  const answers = turn.state.answers;
  if (turn.asked === 'relationship') {
    answers.relationship = clipText(rest, 2000);
    // The question asks how long too: "Fui su jefe 2 años" says it in the participant's words.
    const months = monthsTogether(rest, turn.locale);
    if (months !== null) answers.monthsKnown = months;
  } else if (turn.asked === 'strengths' || turn.asked === 'improvements') {
    answers[turn.asked] = rest;
  }
  return 'answered';
}

/**
 * A sentence about where one lives or how long ago ("Sou madeirense mas vivo cá há 30 anos",
 * "vivo aquí hace 20 años", "ich wohne seit 30 Jahren hier", "j'habite ici depuis 30 ans"):
 * no length of the time worked together.
 */
const NOT_THE_TIME_TOGETHER =
  /(?<![\p{L}])(?:vivo|vive|moro|mora|habito|wohne|lebe|habite|je vis|i live|i(?:'ve| have) lived|llevo viviendo|ago|hace|vor|il y a)(?![\p{L}])/u;

/** The length of the time together said in a relationship answer, from its other sentences. */
function monthsTogether(rest: string, locale: Locale): number | null {
  for (const sentence of rest.split(/(?<=[.;!?\n])\s*/u)) {
    if (NOT_THE_TIME_TOGETHER.test(foldedText(sentence))) continue;
    const months = findMonths(sentence) ?? findMonths(lexiconFor(locale).inEnglish(sentence));
    if (months !== null) return months;
  }
  return null;
}

/**
 * A skip said in the participant's language, read in its English sense: a word of that
 * language may look like an English skip ("Na ja, so 2-3", German for "well", is no "n/a").
 */
function skipsIn(turn: Turn, rest: string): boolean {
  if (turn.locale === 'en') return hasSkip(rest);
  return hasSkip(lexiconFor(turn.locale).inEnglish(rest));
}

function answerDuration(turn: Turn, rest: string): Outcome {
  const months = findMonths(rest);
  if (months !== null) {
    turn.state.answers.monthsKnown = months;
    return 'answered';
  }
  return skipsIn(turn, rest) ? 'skipped' : 'unread';
}

function answerRating(turn: Turn, rest: string): Outcome {
  const competency = turn.competency ?? 'communication';
  if (asksBack(rest) && !isOnlySkip(rest)) return 'unread';
  const rating = readRating(rest);
  if (rating) {
    turn.state.answers.ratings![competency] = rating.value;
    return 'answered';
  }
  if (!skipsIn(turn, rest)) return 'unread';
  if (!turn.state.skipped.includes(competency)) turn.state.skipped.push(competency);
  return 'skipped';
}

function answerRehire(turn: Turn, rest: string): Outcome {
  const answer = readYesNo(rest);
  if (answer === null || isOnlySkip(rest)) return skipsIn(turn, rest) ? 'skipped' : 'unread';
  turn.state.answers.wouldRehire = answer;
  const comment = commentAfter(rest);
  if (comment && hasWords(comment)) {
    turn.state.answers.comments = joinText(turn.state.answers.comments, comment);
  }
  return 'answered';
}

function answerComments(turn: Turn, rest: string): Outcome {
  if (saysNothingMore(rest) || isOnlySkip(rest) || !hasWords(rest)) return 'nothing';
  turn.state.answers.comments = joinText(turn.state.answers.comments, rest);
  return 'answered';
}

function joinText(before: string | undefined, more: string): string {
  return [before, more].filter(Boolean).join('\n');
}

function replyTo(
  turn: Turn,
  outcome: Outcome,
  context: RefereeContext,
): { text: string; state: RefereeState } {
  const { state, asked } = turn;
  if (outcome === 'answered') {
    state.lastAnswered = asked === 'ratings' ? turn.competency : asked;
  }
  const moveOn =
    outcome === 'nothing' ||
    (outcome === 'skipped' && asked !== 'ratings') ||
    (outcome === 'answered' && asked === 'comments');
  const next = advance(state, asked, !moveOn);
  const lead = leadFor(turn, outcome);
  return { text: `${lead} ${questionText(next.next, next.competency, context)}`, state: next };
}

/** What the reply says before the next question. */
function leadFor(turn: Turn, outcome: Outcome): string {
  const { asked, state, say } = turn;
  if (turn.rated.length > 0 || (asked === 'ratings' && outcome === 'answered')) {
    return fill(say.ratingsSoFar, { ratings: ratingSummary(state, turn.locale) }, turn.locale);
  }
  if (outcome === 'answered' && asked === 'rehire') {
    return state.answers.wouldRehire === false ? say.wouldNotRehire : say.wouldRehire;
  }
  if (outcome === 'answered') return say.acknowledgements[asked];
  if (outcome === 'skipped') return say.skipped;
  if (outcome === 'nothing') return say.thanks;
  if (turn.changed && !isDeepStrictEqual(turn.state.answers, turn.before)) return say.updated;
  const unread: Partial<Record<RefereeQuestion, string>> = {
    duration: say.noDuration,
    ratings: say.needRating,
    rehire: say.needRehire,
  };
  return unread[asked] ?? say.needAnswer;
}

function reask(
  state: RefereeState,
  context: RefereeContext,
  lead: string,
): { text: string; state: RefereeState } {
  return { text: `${lead} ${questionText(state.next, state.competency, context)}`, state };
}

/** The ratings so far, always in the competencies' order (not the order they were given in). */
function ratingSummary(state: RefereeState, locale: Locale): string {
  const ratings = state.answers.ratings ?? {};
  const say = participantCopy(locale).refereeAgent;
  return (
    COMPETENCY_NAMES.filter((c) => ratings[c] !== undefined)
      .map((c) =>
        fill(
          say.rating,
          { competency: competencyInSentence(c, locale), rating: ratings[c]! },
          locale,
        ),
      )
      .join(', ') || say.ratingSkipped
  );
}
