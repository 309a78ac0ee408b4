import { LOCALES, type Locale } from '../../../core/locale.ts';
import { fill, participantCopy } from '../../../core/participant-copy.ts';
import { escapeRegExp } from '../../../core/regexp.ts';
import { clipText } from '../../../core/text.ts';
import { nestBuiltinAnswers } from '../../questionnaires/answers.schema.ts';
import { builtinQuestionsIn } from '../../questionnaires/builtin-questionnaire.ts';
import { answerSchema, askFor, kindOf, type Lexicon } from '../../questionnaires/kinds/index.ts';
import { LANGUAGE_WORDS } from '../../questionnaires/kinds/lexicons/index.ts';
import { amountInWords, usualAmount } from '../../questionnaires/kinds/number.kind.ts';
import { opensWithRating } from '../../questionnaires/kinds/yes_no.kind.ts';
import type { Question } from '../../questionnaires/questionnaires.schemas.ts';
import { COMPETENCY_NAMES, type Competency, refereeAnswersSchema } from '../referee-answers.ts';
import type {
  AgentEvent,
  AgentInput,
  PendingConfirm,
  RefereeContext,
  RefereeQuestion,
  RefereeState,
} from './agent.types.ts';
import {
  asksBackInText,
  pointsElsewhere,
  withoutClosingFormula,
  withoutQuotedQuestion,
  withoutTextNoise,
} from './answer-reading.ts';
import { clarification } from './clarification.ts';
import { closesInShortSentences } from './closing-sentences.ts';
import { asksWhoReads, declinesInWriting, declinesQuestion, endsTheTalk } from './declining.ts';
import { earlierAnswerRecalled } from './earlier-words.ts';
import { ENGLISH, lexiconFor } from './lexicon.ts';
import { englishQuantities, monthsBetweenDates } from './quantity-reading.ts';
import { initialProgress, questionnaireQuestion, readAnswer } from './questionnaire-turn.ts';
import { advance, questionText } from './referee-agent.ts';
import { markInOwnScale } from './referee-own-scale.ts';
import {
  correctsLastAnswer,
  hasWords,
  isDecline,
  isDontKnow,
  isSkip,
  mentions,
  notKnownWhether,
  onlyCloses,
  saysNothingMore,
  skipsWithReason,
  withoutDictation,
} from './referee-reading.ts';
import {
  asksToAgree,
  clausesNaming,
  closesOnAMark,
  doubtIn,
  isEmptyTextAnswer,
  namesQuestion,
  readConfirmReply,
  saysLeaving,
  saysNoneOnText,
  saysOnlyNothingMore,
  setsTerms,
} from './turn-intent.ts';
import { mendNumberWords, mendTypos, slipDistance } from './typo-mending.ts';
import { lastReplyIn, unrepeated } from './unrepeated.ts';
import { withDictatedMarksInAnswer } from './written-forms.ts';

/** What the interviewer says, in the request's language. */
const sayTo = (context: RefereeContext) => participantCopy(context.locale).refereeAgent;

/**
 * The referee interviewer's rules (issue 40, CONTRACT "Typed answers" and
 * "Never a guess"), the same for every engine and every questionnaire, the
 * built-in one included (its ratings are `rating` questions; its answers
 * stay nested under `ratings` in the state, mapped here at the edge):
 *
 * - a tap (`answer`) is stored as given (the route validated it);
 * - a reading is stored only when it is certain: the kind's reader says so
 *   and the message carries no doubt (turn-intent.ts doubtIn); otherwise the
 *   interviewer asks "I read that as … : right?" (`confirm`);
 * - a skip, "I don't know" or a refusal is never stored: an optional
 *   question is passed on, a required one asked again, and after two misses
 *   the controls and the way out are offered;
 * - a decline of the reference is confirmed, then nothing is kept;
 * - the same reply is never sent twice in a row.
 *
 * What a message says is read by a ReadingSource (the built-in readers or a
 * provider model's validated extraction): it proposes a new state, which
 * these rules vet before anything of it is kept.
 */

/** One engine's reading of a message: its reply and the state it proposes (deltas as it streams). */
export type ReadingSource = (input: RefereeInput) => AsyncIterable<AgentEvent>;
export type RefereeInput = Extract<AgentInput, { kind: 'referee' }>;

/** How a source's reply is sent: `buffered` replaces it when the rules overrule it, `streamed` adds to it. */
export type SourceMode = 'buffered' | 'streamed';

/** The built-in's questions as the participant reads them, by the request's language. */
const BUILTIN_QUESTIONS: Readonly<Record<Locale, readonly Question[]>> = Object.fromEntries(
  LOCALES.map((locale): [Locale, readonly Question[]] => [locale, builtinQuestionsIn(locale)!]),
) as Record<Locale, readonly Question[]>;

const isCompetency = (key: string): key is Competency =>
  (COMPETENCY_NAMES as readonly string[]).includes(key);

/** The built-in interviewer's step for each of its question keys (ratings: one step for six keys). */
const BUILTIN_STEPS: Record<string, RefereeQuestion> = {
  relationship: 'relationship',
  monthsKnown: 'duration',
  strengths: 'strengths',
  improvements: 'improvements',
  wouldRehire: 'rehire',
  comments: 'comments',
};
const stepOf = (key: string): RefereeQuestion =>
  isCompetency(key) ? 'ratings' : BUILTIN_STEPS[key]!;

// ---------------------------------------------------------------------------
// The flat view: every questionnaire as questions and answers by key

export function questionsOf(context: RefereeContext): readonly Question[] {
  return context.questions ?? BUILTIN_QUESTIONS[context.locale];
}

/** The answers so far, flat by question key (the built-in's ratings un-nested). */
export function recordOf(state: RefereeState, context: RefereeContext): Record<string, unknown> {
  if (context.questions) return { ...(state.questionnaire?.answers ?? {}) };
  const { ratings, ...rest } = state.answers;
  return Object.fromEntries(
    Object.entries({ ...rest, ...(ratings ?? {}) }).filter(([, v]) => v !== undefined),
  );
}

/** The key of the question now asked; null once nothing is left (or the referee declined). */
export function askedKey(state: RefereeState, context: RefereeContext): string | null {
  if (state.declined) return null;
  if (context.questions) {
    return (state.questionnaire ?? initialProgress(context.questions)).asking;
  }
  if (state.next === 'done') return null;
  if (state.next === 'ratings') return state.competency;
  return Object.keys(BUILTIN_STEPS).find((key) => BUILTIN_STEPS[key] === state.next) ?? null;
}

/** The question asked, in the interviewer's words (its prompt with its kind's hint). */
function questionWords(state: RefereeState, context: RefereeContext): string {
  if (context.questions) {
    return questionnaireQuestion(context.questions, askedKey(state, context), context);
  }
  return questionText(state.next, state.competency, context);
}

/** The state with `key` answered `value`, asking the next question left. */
export function storeAnswer(
  previous: RefereeState,
  context: RefereeContext,
  key: string,
  value: unknown,
): RefereeState {
  const state = structuredClone(previous);
  if (context.questions) {
    const progress = state.questionnaire ?? initialProgress(context.questions);
    progress.answers[key] = value;
    progress.skipped = progress.skipped.filter((k) => k !== key);
    progress.lastAnswered = key;
    progress.asking = nextKey(context.questions, progress);
    return { ...state, questionnaire: progress };
  }
  const answers = state.answers as Record<string, unknown>;
  if (isCompetency(key)) {
    state.answers.ratings = { ...state.answers.ratings, [key]: value as number };
    state.skipped = state.skipped.filter((c) => c !== key);
  } else answers[key] = value;
  state.lastAnswered = isCompetency(key) ? key : stepOf(key);
  return advance(state, state.next === 'done' ? 'relationship' : state.next, true);
}

/** The state with `key` passed on (an optional question): it is not asked again. */
export function skipQuestion(
  previous: RefereeState,
  context: RefereeContext,
  key: string,
): RefereeState {
  const state = structuredClone(previous);
  if (context.questions) {
    const progress = state.questionnaire ?? initialProgress(context.questions);
    delete progress.answers[key];
    if (!progress.skipped.includes(key)) progress.skipped.push(key);
    progress.asking = nextKey(context.questions, progress);
    return { ...state, questionnaire: progress };
  }
  if (isCompetency(key)) {
    delete state.answers.ratings?.[key];
    if (!state.skipped.includes(key)) state.skipped.push(key);
    return advance(state, state.next, true);
  }
  if (stepOf(key) !== state.next) return state;
  return advance(state, state.next, false);
}

/** The state with `key` unanswered again and asked now (a reading set aside for a confirmation). */
function unanswer(
  state: RefereeState,
  before: RefereeState,
  context: RefereeContext,
  key: string,
): RefereeState {
  const next = structuredClone(state);
  if (context.questions) {
    const progress = next.questionnaire ?? initialProgress(context.questions);
    const previous = before.questionnaire?.answers[key];
    if (previous === undefined) delete progress.answers[key];
    else progress.answers[key] = previous;
    progress.asking = key;
    progress.lastAnswered = before.questionnaire?.lastAnswered ?? null;
    return { ...next, questionnaire: progress };
  }
  const answers = next.answers as Record<string, unknown>;
  if (isCompetency(key)) {
    const previous = before.answers.ratings?.[key];
    if (previous === undefined) delete next.answers.ratings?.[key];
    else next.answers.ratings![key] = previous;
  } else {
    const previous = (before.answers as Record<string, unknown>)[key];
    if (previous === undefined) delete answers[key];
    else answers[key] = previous;
  }
  next.lastAnswered = before.lastAnswered ?? null;
  return { ...next, next: before.next, competency: before.competency };
}

function nextKey(
  questions: readonly Question[],
  progress: NonNullable<RefereeState['questionnaire']>,
): string | null {
  return (
    questions.find(
      (q) => progress.answers[q.key] === undefined && !progress.skipped.includes(q.key),
    )?.key ??
    // A required question set aside (setsAside) is asked again once the others are done.
    questions.find((q) => q.required && progress.answers[q.key] === undefined)?.key ??
    null
  );
}

/** The state as the API shows it: `ask` and `confirm` filled in (CONTRACT "Typed answers"). */
export function withControls(
  state: RefereeState,
  context: RefereeContext,
): RefereeState & { ask: NonNullable<RefereeState['ask']> | null; confirm: PendingConfirm | null } {
  const key = askedKey(state, context);
  const question = questionsOf(context).find((q) => q.key === key);
  return {
    ...state,
    ask: question && !state.confirm ? askFor(question) : null,
    confirm: state.confirm ?? null,
  };
}

// ---------------------------------------------------------------------------
// Words

/** A value in words, as the transcript shows a tap and a confirmation reads it. */
export function valueInWords(value: unknown, locale: Locale): string {
  const talk = participantCopy(locale).refereeAgent.interview;
  if (value === null || value === undefined) return talk.skipWord;
  if (value === true) return talk.yes;
  if (value === false) return talk.no;
  if (Array.isArray(value)) return value.join(', ');
  return clipText(String(value), 200);
}

/**
 * A reading as a confirmation shows it: words read from the referee (a text,
 * options) in quotes, so that they stand apart from the question ("I read
 * that as “In a team of five” for …"); a figure or a yes as it is.
 */
function quotedReading(question: Question, value: unknown, locale: Locale): string {
  // Quoted as the language quotes (the catalogue's quoted option: «…», „…“).
  const quoted = (words: string) =>
    fill(participantCopy(locale).refereeAgent.questionnaire.options, { option: words }, locale);
  if (question.kind === 'choice' && Array.isArray(value)) return value.map(quoted).join(', ');
  // "24 months", as the acknowledgement will say it once confirmed.
  if (question.kind === 'number' && typeof value === 'number')
    return amountInWords(question, value, locale, lexiconFor(locale));
  if (question.kind === 'text' || question.kind === 'choice')
    return quoted(valueInWords(value, locale));
  return valueInWords(value, locale);
}

/**
 * What a question is called in the interviewer's words: its label, else the
 * question as the chat asked it, quoted as the language quotes (the
 * catalogue's quoted option: «…», „…“). The built-in asks in its chat's
 * wording ("Roughly how long did you work with Priya?"), not in its stored
 * prompt's ("… in months?"), so that is what the referee saw.
 */
function nameOf(question: Question, context: RefereeContext): string {
  if (question.label) return question.label;
  const quoted = participantCopy(context.locale).refereeAgent.questionnaire.options;
  const asked = context.questions ? question.prompt : builtinChatQuestion(question.key, context);
  return fill(quoted, { option: asked }, context.locale);
}

/** The built-in's question as its chat asks it, without the hint after it ("(yes or no)"). */
function builtinChatQuestion(key: string, context: RefereeContext): string {
  return questionText(stepOf(key), null, context).replace(/\s*\([^()]*\)\s*$/u, '');
}

function confirmFor(question: Question, value: unknown, context: RefereeContext): PendingConfirm {
  const { locale } = context;
  const text = fill(
    participantCopy(locale).refereeAgent.interview.confirmReading,
    { value: quotedReading(question, value, locale), question: nameOf(question, context) },
    locale,
  );
  return { key: question.key, value, text };
}

function noted(question: Question, value: unknown, locale: Locale): string {
  return kindOf(question).say.noted(question, value, locale, lexiconFor(locale));
}

// ---------------------------------------------------------------------------
// One turn

interface Reply {
  text: string;
  state: RefereeState;
}

/** A reading source's reply: with the answers it proposes without certainty (always confirmed). */
interface Proposal extends Reply {
  unsure: readonly string[];
}

/**
 * One referee turn under the rules above: a confirmation answered, a tap
 * stored, a decline or a non-answer handled here; any other message read by
 * `source` and its proposal vetted.
 */
export async function* interviewReferee(
  said: RefereeInput,
  source: ReadingSource,
  mode: SourceMode,
): AsyncIterable<AgentEvent> {
  const input = withoutQuotedAsked(said);
  const { context } = input;
  const previous: RefereeState = { ...input.state, ask: undefined };
  const settled = settledTurn(input, previous);
  let reply: Reply;
  let streamed = '';
  if (settled) reply = settled;
  else {
    const proposal: Proposal = { text: '', state: previous, unsure: [] };
    const sourceInput = { ...input, state: withoutRules(previous) };
    for await (const event of source(sourceInput)) {
      if (event.type === 'delta') {
        if (mode === 'streamed') {
          streamed += event.text;
          yield event;
        }
      } else {
        proposal.text = event.text;
        proposal.state = event.state as RefereeState;
        proposal.unsure = event.unsure ?? [];
      }
    }
    reply = withoutRefused(input, previous, vetted(input, previous, proposal));
  }
  reply = finish(input, previous, withWaitingReading(input, previous, reply));
  if (mode === 'streamed' && streamed) {
    const added = reply.text.startsWith(streamed) ? reply.text.slice(streamed.length) : '';
    const text = added ? reply.text : `${streamed} ${reply.text === streamed ? '' : reply.text}`;
    const extra = text.slice(streamed.length);
    if (extra.trim()) yield { type: 'delta', text: extra };
    yield { type: 'done', text: text.trim(), state: withControls(reply.state, context) };
    return;
  }
  for (const chunk of chunkWords(reply.text, 4)) yield { type: 'delta', text: chunk };
  yield { type: 'done', text: reply.text, state: withControls(reply.state, context) };
}

/**
 * Full-width forms, as a Japanese, Chinese or Korean keyboard types them ("４。", "５点"): the
 * same characters as their ASCII twins (their NFKC form), and the ideographic full stop and
 * comma a full stop and a comma; nothing else in the message is touched.
 */
export function withHalfWidth(text: string): string {
  if (!/[\uFF01-\uFF5E\u3000-\u3002]/.test(text)) return text;
  return text
    .replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/\u3000/g, ' ')
    .replace(/\u3001/g, ', ')
    .replace(/\u3002/g, '. ')
    .replace(/ +$/gm, '')
    .replace(/ {2,}/g, ' ');
}

/**
 * The message without the question asked quoted before its answer (answer-reading.ts), its
 * full-width forms and its dictated marks ("quatre virgule non cinq point") as typed.
 */
function withoutQuotedAsked(said: RefereeInput): RefereeInput {
  const half = said.message ? withDictatedMarksInAnswer(withHalfWidth(said.message)) : said.message;
  const input = half === said.message ? said : { ...said, message: half };
  const asked = askedQuestion(input.state, input.context);
  if (!asked || !input.message) return input;
  const prompt = `${asked.prompt} ${questionWords(input.state, input.context)}`;
  const message = withoutQuotedQuestion(input.message, prompt);
  return message === input.message ? input : { ...input, message };
}

/** The state a reading source sees: its own fields (the rules' fields are kept here). */
function withoutRules(state: RefereeState): RefereeState {
  const { ask: _a, confirm: _c, queued: _q, misses: _m, declined: _d, refused: _r, ...own } = state;
  return own;
}

/** A turn the rules answer without reading: a confirmation, a tap, a decline, a non-answer. */
function settledTurn(input: RefereeInput, state: RefereeState): Reply | null {
  const { context } = input;
  if (state.declined) return { text: sayTo(context).interview.declinedAlready, state };
  const pending = state.confirm ?? null;
  const said = input.confirm ?? (pending ? readConfirmReply(input.message) : null);
  if (pending && said !== null) return answerConfirm(input, state, pending, said);
  const open = { ...state, confirm: null, queued: [] };
  if (input.answer) {
    const { key, value } = input.answer;
    const question = questionsOf(context).find((q) => q.key === key)!;
    if (value === null) return passOn(open, context, question);
    const stored = storeAnswer(open, context, key, value);
    return {
      text: `${noted(question, value, context.locale)} ${questionWords(stored, context)}`,
      state: stored,
    };
  }
  const text = input.message.trim();
  // The participant's language read in English words ("no sé" → "I don't know") for the checks below.
  const lexicon = lexiconFor(context.locale);
  const english = lexicon.inEnglish(text);
  if (
    isDecline(text) ||
    isDecline(english) ||
    declinesInWriting(text) ||
    endsTheTalk(lexicon.inStandard?.(text) ?? text)
  ) {
    const confirm = { key: 'decline', value: true, text: sayTo(context).interview.confirmDecline };
    return { text: confirm.text, state: { ...open, confirm } };
  }
  const asked = askedQuestion(open, context);
  if (saysLeaving(text) || saysLeaving(english) || defersTheAnswer(text)) {
    // "Tingki pali, me voy" to the last question, an optional one: a goodbye, which passes it.
    if (asked && !asked.required && isLastLeft(open, context, asked)) {
      return passOn(open, context, asked);
    }
    return { text: `${sayTo(context).away} ${questionWords(open, context)}`, state: open };
  }
  if (!asked) return null;
  // "Je vous ai fait un vocal, c'est plus simple pour moi 🎤": a voice message said to be sent
  // answers nothing (none reaches this chat); the referee is asked to type it.
  if (saysVoiceMessageSent(text)) return miss(open, context, sayTo(context).voiceNote);
  // "Pardon, c'est parti trop vite ! 18 mois, pas 1" once 18 is stored: an earlier answer said
  // again as it stands, its wrong figure taken back; no answer to the text asked, asked again.
  if (
    asked.kind === 'text' &&
    restatesStoredFigure(text, context, recordOf(open, context), asked)
  ) {
    return miss(open, context, sayTo(context).thanks);
  }
  const resent = asked.kind === 'text' ? timesResent(input, open, asked) : 0;
  // Sent once more by a bad connection: no answer to this question, so asked again; sent
  // yet again after that, it is meant for it, and confirmed.
  if (resent === 1) return miss(open, context, sayTo(context).needAnswer);
  if (resent > 1) {
    const confirm = confirmFor(asked, text, context);
    return { text: confirm.text, state: { ...open, confirm } };
  }
  if (!context.questions && isCompetency(asked.key) && skipsEveryRating(text)) {
    return passOnRatings(open, context);
  }
  // A question back to the interviewer ("Bevor ich antworte: Um welche Frau … handelt es
  // sich?") is never an answer to a text question, in any language: it is asked again.
  // "Isso vai pra ela ler? Não quero criar clima": a question back about who reads the answer
  // is answered (who reads it) and the question asked again, never taken for the answer.
  if (asked.kind === 'text' && asksWhoReads(text)) {
    return { text: `${clarification(text, context)} ${questionWords(open, context)}`, state: open };
  }
  if (asked.kind === 'text' && asksBackInText(text)) {
    // "Ah no, espere, ¿la Yesi? ¿La que estuvo en la cafetería? Sí, es ella … Yo era su
    // patrona": questions asked on the way, then an answer said after them; offered.
    if (whoBeforeAQuestion(text, asked, context) || answersAfterItsQuestions(text)) {
      const confirm = confirmFor(asked, text, context);
      return { text: confirm.text, state: { ...open, confirm } };
    }
    return miss(open, context, sayTo(context).needAnswer);
  }
  // "Te contesto a todo menos a lo del liderazgo. ¿Trato?": terms set on what will be answered
  // answer nothing; the interviewer says any question may be passed on, and asks again.
  if (setsTerms(text) || setsTerms(english)) {
    const lead = context.questions
      ? sayTo(context).clarify.optionalSome
      : sayTo(context).clarify.terms;
    return { text: `${lead} ${questionWords(open, context)}`, state: open };
  }
  // "… ¿Vale?", "… Einverstanden?": a statement that asks the interviewer to agree to it is no
  // answer to a text question (a tag after a comma is: "su jefa, ¿vale?").
  if (asked.kind === 'text' && asksToAgree(text)) {
    return miss(open, context, sayTo(context).needAnswer);
  }
  // "nothing more" to a required text question neither answers nor skips it: it is needed.
  if (
    asked.kind === 'text' &&
    asked.required &&
    [text, english].some((t) => saysOnlyNothingMore(t))
  ) {
    return miss(open, context, sayTo(context).interview.needed);
  }
  // A letter's closing formula and the signature after it are no part of the answer
  // ("Nein, danke. Mit freundlichen Grüßen\nMarja Kral": a no with thanks, nothing to add).
  const unsigned = withoutClosingFormula(text);
  const unsignedEnglish = unsigned === text ? english : lexicon.inEnglish(unsigned);
  const none =
    asked.kind === 'text'
      ? !asked.required &&
        // A closing formula and a signature alone ("Hochachtungsvoll\nDr. Hans Meier") add nothing.
        (unsigned === '' ||
          [
            english,
            withoutDictation(english),
            unsignedEnglish,
            withoutDictation(unsignedEnglish),
          ].some((t) => t !== '' && (saysNoneOnText(t) || saysNothingMore(t))) ||
          saysNoThenAWord(unsigned, lexicon))
      : !asked.required &&
        ((asked.kind === 'number' &&
          (saysNoneBelowMin(asked, text, lexicon) || dependsOnTheCase(text, english, lexicon))) ||
          (asked.kind === 'choice' && saysNoToOptions(asked, text, english, lexicon)));
  // "not sure, maybe a year and a half?" gives a value to confirm: only an empty "not sure" passes.
  const unsure =
    ((isDontKnow(text) || (english !== text && isDontKnow(english))) &&
      (asked.kind === 'text' ||
        (!uncertainReading(asked, text, lexicon) && !mentionsAmount(english)))) ||
    // "Son PSC1 date de 2021, je dois vérifier si elle l'a recyclé": whether is not known.
    (asked.kind === 'yes_no' &&
      notKnownWhether(english) &&
      !uncertainReading(asked, text, lexicon) &&
      !doneWithEase(asked, english)) ||
    dontKnowThenReason(asked, text, lexicon);
  // A dash or a dot alone ("-", "—", "n/a" without letters) is the form-filler's "nothing";
  // so is an emoji alone ("🙂") to an optional text question ("anything else to add?").
  const dash =
    /^[\s\-–—_./]+$/u.test(text) || (asked.kind === 'text' && !asked.required && !hasWords(text));
  // Read in English words only: a word of the participant's language may look like an English
  // skip ("na", German for "well", is no "n/a"); English words it does not know stay as typed.
  // "prefer not to answer, that is for his manager to judge": a refusal with its reason
  // (only a refusal: "not sure, …" may go on to an answer).
  const skips =
    dash ||
    isSkip(english) ||
    (REFUSAL_FIRST.test(english) && skipsWithReason(english)) ||
    refusesFigure(asked, english) ||
    // "Eish… prefiro não dizer", "Là je passe, je ne veux pas lui nuire": only declined.
    declinesQuestion(unsigned, lexicon) === 'all';
  // "No aplica, son casas de un nivel. Bueno, corrijo: sí tiene la DC-3": a pass taken back by
  // a correction that answers is no pass; the answer after it is read as usual.
  if ((skips || unsure || none) && answersAfterCorrection(asked, text, lexicon)) return null;
  if (skips || unsure || none) {
    return passOn(open, context, asked, text);
  }
  if (asked.kind === 'text' && isEmptyTextAnswer(text)) {
    return miss(open, context, sayTo(context).needAnswer);
  }
  return null;
}

/**
 * "Das mues i mer no überlege … I schribe Ihne am Aabe", "lo tengo que pensar, te escribo en la
 * noche", "je dois y réfléchir", "deixe-me pensar": the answer put off to later, in the four
 * other languages (folded; English's is saysLeaving's). No answer: the question waits.
 */
const DEFERS =
  /(?<![\p{L}])(?:(?:muss|mues|mus) (?:ich|i) (?:mir|mer) (?:das )?(?:noch |no )?(?:uberlegen|uberlege|ueberlegen)|(?:ich|i) (?:melde mich|schreibe ihnen|schreib ihnen|schribe ihne|schriib ihne) (?:spater|heute abend|am abend|am aabe|morn|morgen)|(?:lo|la|me lo) (?:tengo que |voy a |debo )?pensar|dejame pensarlo|te (?:escribo|contesto|respondo) (?:luego|mas tarde|en la noche|manana|esta noche)|je (?:dois|vais) (?:y )?reflechir|laissez-moi reflechir|je vous (?:reponds|ecris|recontacte) (?:plus tard|ce soir|demain)|(?:tenho que|preciso) pensar|(?:deixa|deixe)-me pensar|vou pensar (?:melhor|nisso)|(?:te|lhe) (?:respondo|escrevo) (?:mais tarde|a noite|amanha|logo))(?![\p{L}])/u;

/** "Jetz mues i, d Visite chunnt", "me tengo que ir", "je dois filer", "tenho que ir": leaving now. */
const LEAVES_NOW =
  /(?<![\p{L}])(?:(?:jetzt|jetz|grad) (?:muss|mues|mus) (?:ich|i)(?: (?:los|weg|go|gehen|gah))?(?=\s*[,.!]|$)|(?:ich|i) (?:muss|mues) (?:jetzt |jetz )?(?:los|weg|gehen|gah)|me tengo que ir|tengo que irme|je dois (?:y aller|filer|partir|vous laisser)|(?:tenho|tenho de|tenho que|preciso) (?:de )?ir(?: embora)?(?=\s*[,.!]|$))(?![\p{L}])/u;

function defersTheAnswer(text: string): boolean {
  const plain = folded(text);
  return DEFERS.test(plain) || LEAVES_NOW.test(plain);
}

/** A voice message, in the five languages (folded): "un vocal", "un audio", "Sprachnachricht". */
const VOICE_MESSAGE =
  /(?<![\p{L}])(?:(?:un|le|mon|ce) vocal|(?:message|note|messages|notes) vocal(?:e|es|s)?|(?:un|el|mi|o|um|meu) audio|audios|nota de voz|notas de voz|mensaje de voz|mensagem de voz|sprach(?:nachricht|memo|notiz)(?:en)?|voice ?(?:note|message|memo|mail)s?|audio (?:message|note)s?)(?![\p{L}])/u;
/** Sent, left or recorded by the one typing, in the five languages (folded): never a third person's. */
const VOICE_SENT =
  /(?<![\p{L}])(?:ai (?:fait|envoye|laisse|enregistre)|(?:vous|t') ?(?:envoie|envoye|fais)|(?:te|le|les) (?:mando|envio|paso)|mande|envie|deje|grabe|(?:hab|habe|hatte)(?: \p{L}+){0,4} (?:geschickt|gesendet|aufgenommen|hinterlassen|gemacht)|schick(?:e)? (?:ihnen|dir|euch)|mandei|enviei|deixei|gravei|(?:te|lhe) (?:mando|envio)|vou (?:mandar|enviar)|i (?:have |'ve |just )?(?:sent|left|recorded)|sent you|i(?:'ll| will) send)(?![\p{L}])/u;

/**
 * "Je vous ai fait un vocal", "te mandé un audio", "ich hab Ihnen eine Sprachnachricht
 * geschickt": a voice message said to be sent or made, in a short message (none reaches the
 * chat, so it answers nothing). Not a voice message spoken of ("er hört nie seine
 * Sprachnachrichten ab" has no sending).
 */
function saysVoiceMessageSent(text: string): boolean {
  const plain = folded(text);
  return (
    (plain.match(/\p{L}+/gu) ?? []).length <= 20 &&
    VOICE_MESSAGE.test(plain) &&
    VOICE_SENT.test(plain)
  );
}

/** Sentences said after the text's last question, of ten words or more: an answer after the asking. */
function answersAfterItsQuestions(text: string): boolean {
  const after = text.slice(text.lastIndexOf('?') + 1);
  return (after.match(/\p{L}+/gu) ?? []).length >= 10;
}

/** What follows the message's last correction ("…, corrijo: sí tiene") answers the question asked. */
function answersAfterCorrection(asked: Question, text: string, lexicon: Lexicon): boolean {
  const after = lexicon.settled(text).trim();
  if (after === '' || after === text.trim() || asked.kind === 'text') return false;
  return (
    readAnswer(asked, after, lexicon) !== undefined ||
    uncertainReading(asked, after, lexicon) !== undefined
  );
}

/**
 * "Woiß i ned. Bei uns hat er koine E-Autos gmacht", "No sé. Allí no trabajaba con eso": "I don't
 * know" as a sentence of its own, then a reason in which nothing reads as an answer of the kind
 * asked ("Keine Ahnung. Mindestens 5" goes on to be read). Not to a text question: "No sé.
 * Quizá su inglés" is a hedged answer.
 */
function dontKnowThenReason(asked: Question, text: string, lexicon: Lexicon): boolean {
  if (asked.kind === 'text') return false;
  // "Nel, esa no sé, en la pizca yo estoy en la bodega": a no of a word or two said before the
  // "I don't know" only leads into it.
  const led = /^\s*([^\s,.!;…]+(?:\s+[^\s,.!;…]+)?)\s*,\s*(\S[\s\S]*)$/u.exec(text);
  if (led && lexicon.yesNo(led[1]!) === false && dontKnowThenReason(asked, led[2]!, lexicon)) {
    return true;
  }
  // A sentence of its own, or a clause before a comma ("Keine Ahnung ehrlich gesagt, sie kommt
  // um 19 Uhr, wenn wir alle weg sind").
  // After a comma, the rest says no figure the question could take ("chu pas sûr, 3 ou 4" is
  // a doubt between two marks, not a pass).
  const figure = asked.kind === 'rating' ? /(?<![\p{N}.,])[1-5](?![\p{N}])/u : /\p{N}/u;
  const cuts = [/^([^.!;…\n]+)[.!;…\n]+\s*(\S[\s\S]*)$/u, /^([^,.!;…\n]+),\s*(\S[\s\S]*)$/u];
  for (const [i, cut] of cuts.entries()) {
    const m = cut.exec(text.trim());
    if (!m) continue;
    const [, first, rest] = m as unknown as [string, string, string];
    if (!isDontKnow(first) && !isDontKnow(lexicon.inEnglish(first))) continue;
    if (i === 1 && figure.test(rest)) continue;
    return (
      !uncertainReading(asked, rest, lexicon) && readAnswer(asked, rest, lexicon) === undefined
    );
  }
  return false;
}

/**
 * How many times running the participant sent this message just before, word for word, when
 * it is kept already as the answer to another text question ("Es súper organizada, el
 * inventario lo tiene al día", the strengths sent twice by the wifi and arriving as the
 * improvements): 0 for a message of its own. Three words at least: "No" or "Sehr gut" may well
 * answer two questions alike.
 */
function timesResent(input: RefereeInput, state: RefereeState, asked: Question): number {
  const same = (t: string) => t.trim().replace(/\s+/g, ' ').toLowerCase();
  const text = same(input.message);
  if (wordsOf(text).length < 3) return 0;
  const record = recordOf(state, input.context);
  const keptElsewhere = questionsOf(input.context).some(
    (q) =>
      q.kind === 'text' &&
      q.key !== asked.key &&
      typeof record[q.key] === 'string' &&
      same(record[q.key] as string) === text,
  );
  if (!keptElsewhere) return 0;
  const said = input.transcript.filter((e) => e.role === 'participant').map((e) => same(e.text));
  let times = 0;
  while (times < said.length && said[said.length - 1 - times] === text) times += 1;
  return times;
}

/**
 * A no and a word or two after it to an optional text question ("no, to bien", "nee, passt",
 * "no, all good"): nothing to add, whatever the words after the no (a dialect's "to" for "todo").
 * So are short sentences of two words at most after it, four words in all ("Não, home. Bom
 * trabalho": a call to the listener, then a goodbye).
 */
function saysNoThenAWord(text: string, lexicon: Lexicon): boolean {
  const m = /^[^\p{L}]*(\p{L}+)[^\p{L}\p{N}]+(.*)$/su.exec(text.trim());
  if (!m || lexicon.yesNo(m[1]!) !== false) return false;
  const wordsIn = (part: string) => part.match(/[\p{L}\p{N}][\p{L}\p{N}'’]*/gu) ?? [];
  const rest = wordsIn(m[2]!);
  if (rest.length >= 1 && rest.length <= 2) return true;
  const sentences = m[2]!.split(/[.!;…\n]+/).filter((part) => wordsIn(part).length > 0);
  return (
    rest.length <= 4 &&
    sentences.length >= 2 &&
    !/\p{N}/u.test(m[2]!) &&
    sentences.every((part) => wordsIn(part).length <= 2)
  );
}

/** Folded for comparison: lower case, accents aside. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The one other rating question whose label the message names, when it does not name
 * the one asked ("Zuverlässigkeit ist bei ihr eine glatte 5" to "Teamfähigkeit?").
 */
function otherRatingNamed(
  asked: Question,
  message: string,
  context: RefereeContext,
): Question | undefined {
  // English's own readers file a rating under the name said (referee-agent's named
  // ratings) and read exactly as before; the labels of other languages they do not know.
  if (asked.kind !== 'rating' || (context.locale ?? 'en') === 'en') return undefined;
  const said = folded(message);
  const names = (q: Question) =>
    !!q.label &&
    new RegExp(`(?<![\\p{L}])${escapeRegExp(folded(q.label))}(?![\\p{L}])`, 'u').test(said);
  if (names(asked)) return undefined;
  // "comunic 5, tecnic 5, …, liderazgo no c": several ratings named, by their labels or the
  // names the readers know (clipped ones too), or the one asked among them: the named
  // ratings' reader files each, none is the one rating of the message.
  const named = new Set(
    [message, lexiconFor(context.locale).inEnglish(message)].flatMap((text) =>
      mentions(text).map((m) => m.competency as string),
    ),
  );
  if (named.has(asked.key) || named.size >= 2) return undefined;
  const others = questionsOf(context).filter(
    (q) => q.kind === 'rating' && q.key !== asked.key && names(q),
  );
  return others.length === 1 ? others[0] : undefined;
}

/**
 * "Die Kilometer darf ich Ihnen nicht geben, das sind Firmendaten": the question refused after
 * its object (read as "prefer not to answer" in English words), no figure said: a figure or a
 * rating withheld, so the question is passed on (asked again when required).
 */
function refusesFigure(asked: Question, english: string): boolean {
  return (
    (asked.kind === 'number' || asked.kind === 'rating') &&
    /\bprefer not to answer\b/i.test(english) &&
    !mentionsAmount(english)
  );
}

/** A message that opens by refusing the question ("prefer not to answer, …", "Prefiero no detallar"). */
const REFUSAL_FIRST = /^\s*(?:i'?d )?(?:rather|prefer) not to (?:answer|say|comment)\b/i;

/** "It varies" in the languages' own words the English reading leaves as typed (folded). */
const VARIES =
  /\b(?:varia|varie|varient|variiert|schwankt|h(?:a|ae)ngt (?:davon|vom tag|von der) |je nachdem|sao varios|son varios)/u;

/**
 * "Uy depende, un sábado hasta 12, un martes 3 o 4", "kommt drauf an: im Sommer 40, im Winter 10":
 * it depends, and a figure for each case, none picked. No one figure is the answer: an optional
 * number question is passed on (a required one is asked again, as before).
 */
export function dependsOnTheCase(text: string, english: string, lexicon: Lexicon): boolean {
  if (!/\b(?:depends|it varies|varies)\b/i.test(english) && !VARIES.test(folded(text))) {
    return false;
  }
  const amounts = lexicon
    .quantities(text)
    .filter((q) => !q.calendar)
    .sort((a, b) => a.start - b.start);
  if (new Set(amounts.map((q) => q.value)).size < 2 || amounts.some((q) => q.settled)) return false;
  // "…, hasta quince en un día; en un día normal, unos cinco": the usual case's figure is picked.
  if (usualAmount(english, amounts)) return false;
  // A case named between two figures ("12 on Saturdays, 3 on a Tuesday"); "20, 25 people",
  // "4 or 5" and "3 a 5" (read "3 the 5": Portuguese and Spanish "a" is "to" here) are a
  // range, offered as before; so are German "8 bis 10" and French "12 à 14", whose "bis" and
  // "à" the English reading keeps.
  return amounts.slice(1).some((b, i) =>
    (
      english
        .slice(amounts[i]!.end, b.start)
        .toLowerCase()
        .match(/\p{L}+/gu) ?? []
    ).some((w) => !/^(?:or|and|to|a|à|an|the|between|maybe|perhaps|about|bis)$/.test(w)),
  );
}

/**
 * "nobody", "not even one" to an optional count that starts at one ("how many people did
 * they lead? (optional)"): there is no figure to give, so the question is passed on.
 */
function saysNoneBelowMin(question: Question, text: string, lexicon: Lexicon): boolean {
  if ((question.min ?? 0) <= 0) return false;
  const amounts = lexicon.quantities(text);
  // "non, elle pas chef", "no, she never managed anyone": a no first, and no amount at all.
  const first = text.split(/[,;.!?\n]/)[0]!;
  if (amounts.length === 0 && !/\d/.test(text) && wordsOf(text).length <= 10) {
    return first.trim() !== '' && lexicon.yesNo(first) === false;
  }
  return amounts.length > 0 && amounts.every((q) => q.value === 0 && q.vague);
}

/**
 * "no, solo castellano" to "which languages? (optional)": a no that names none of the
 * options (nor any reading of them to confirm) says none applies, so the question is passed
 * on, never read as the next question's no.
 */
function saysNoToOptions(
  question: Question,
  text: string,
  english: string,
  lexicon: Lexicon,
): boolean {
  return (
    /^\W*(?:no|nope|none|nothing)(?![\p{L}])/iu.test(english) &&
    readingToConfirm(question, text, lexicon) === undefined
  );
}

function askedQuestion(state: RefereeState, context: RefereeContext): Question | undefined {
  const key = askedKey(state, context);
  return questionsOf(context).find((q) => q.key === key);
}

function answerConfirm(
  input: RefereeInput,
  state: RefereeState,
  pending: PendingConfirm,
  yes: boolean,
): Reply {
  const { context } = input;
  // A reading of a question ahead of the one asked means the talk is out of step with the
  // questions: the one passed over is read again with its next reading confirmed (two misses).
  const ahead = pending.key !== 'decline' && pending.key !== askedKey(state, input.context);
  const misses = ahead ? Math.max(state.misses ?? 0, 2) : 0;
  const open: RefereeState = { ...state, confirm: null, misses };
  if (pending.key === 'decline') {
    delete open.queued;
    if (!yes)
      return {
        text: `${sayTo(context).interview.carryOn} ${questionWords(open, context)}`,
        state: open,
      };
    return { text: sayTo(context).interview.declined, state: declinedState(open, context) };
  }
  const question = questionsOf(context).find((q) => q.key === pending.key);
  if (!question) return { text: questionWords(open, context), state: open };
  // One of several readings of one change accepted: the others offered for it go.
  const waiting = (state.queued ?? []).filter((q) => !(yes && pending.oneOf && q.oneOf));
  const [next, ...queued] = waiting;
  const after = (reply: Reply): Reply => {
    if (!next) return { ...reply, state: { ...reply.state, queued: [] } };
    const lead = yes
      ? noted(question, pending.value, context.locale)
      : sayTo(context).interview.noted;
    return { text: `${lead} ${next.text}`, state: { ...reply.state, confirm: next, queued } };
  };
  if (!yes) {
    open.refused = withRefusal(state.refused, pending);
    // A reading of the question asked is asked again; one of another question waits its turn.
    const asked = askedKey(open, context) === question.key;
    // Every refusal in a row counts: after two, the talk is out of step with the questions
    // and whatever is read next is confirmed, never stored as said ("2.5" read 3, refused
    // again and again, then the "5" meant for the next question).
    const again = { ...open, misses: asked ? (state.misses ?? 0) + 1 : 0 };
    const lead = asked
      ? sayTo(context).interview.readWrong
      : sayTo(context).interview.readWrongLater;
    return after({ text: `${lead} ${questionWords(again, context)}`, state: again });
  }
  const stored = storeAnswer(open, context, question.key, pending.value);
  return after({
    text: `${noted(question, pending.value, context.locale)} ${questionWords(stored, context)}`,
    state: stored,
  });
}

/** Nothing a declining referee said is kept: the answers go, nothing is asked any more. */
function declinedState(state: RefereeState, context: RefereeContext): RefereeState {
  const cleared: RefereeState = {
    ...state,
    answers: { ratings: {} },
    lastAnswered: null,
    declined: true,
    confirm: null,
  };
  if (context.questions) {
    cleared.questionnaire = { ...initialProgress(context.questions), asking: null };
  }
  return cleared;
}

/** The question asked is the last one, and no required one is left without an answer. */
function isLastLeft(state: RefereeState, context: RefereeContext, asked: Question): boolean {
  const record = recordOf(state, context);
  const questions = questionsOf(context);
  return (
    questions.at(-1)?.key === asked.key &&
    questions.every((q) => q.key === asked.key || !q.required || record[q.key] !== undefined)
  );
}

/** A skip, "I don't know" or a refusal: an optional question passed on, a required one asked again. */
function passOn(
  state: RefereeState,
  context: RefereeContext,
  question: Question,
  said = '',
): Reply {
  if (
    question.required &&
    CANNOT_ANSWER.test(folded(said)) &&
    setsAside(state, context, question)
  ) {
    const aside = { ...skipQuestion(state, context, question.key), misses: 0 };
    return {
      text: `${sayTo(context).interview.carryOn} ${questionWords(aside, context)}`,
      state: aside,
    };
  }
  if (question.required) return miss(state, context, sayTo(context).interview.needed);
  const skipped = { ...skipQuestion(state, context, question.key), misses: 0 };
  return { text: `${sayTo(context).skipped} ${questionWords(skipped, context)}`, state: skipped };
}

/**
 * "I can't say", "je peux pas dire oui ou non", "no puedo decir", "não dá pra dizer", "das kann
 * ich nicht sagen" (folded): the question cannot be answered as asked, not merely not known.
 */
const CANNOT_ANSWER =
  /\b(?:(?:can'?t|cannot|can not|unable to) (?:really )?(?:say|answer|tell)|je (?:ne )?(?:peux|pourrais|saurais) pas (?:vous )?(?:dire|repondre)|no (?:puedo|podria|sabria) (?:decir|responder|contestar)|nao (?:posso|consigo|saberia|da pra|da para) (?:te |lhe )?(?:dizer|responder)|(?:kann|koennte|konnte) (?:ich )?(?:das |es |ihnen )?(?:so )?(?:nicht|net|ned) (?:sagen|beantworten))/;

/**
 * A required question of a tenant's questionnaire the referee says they cannot answer
 * (CANNOT_ANSWER), after a miss ("je peux pas dire oui ou non, c'est pas pareil ici"): a careful interviewer
 * does not ask it a third time in a row but sets it aside, goes through the other questions,
 * and asks it again at the end (nextKey); it is never stored, and the reference cannot be
 * sent without it. Set aside once only, and only when another question is left to ask.
 */
function setsAside(state: RefereeState, context: RefereeContext, question: Question): boolean {
  if (!context.questions || (state.misses ?? 0) < 1) return false;
  const progress = state.questionnaire ?? initialProgress(context.questions);
  if (progress.skipped.includes(question.key)) return false;
  return context.questions.some(
    (q) =>
      q.key !== question.key &&
      progress.answers[q.key] === undefined &&
      !progress.skipped.includes(q.key),
  );
}

/** The required question set aside and still unanswered once nothing else is asked, if any. */
function setAsideLeft(state: RefereeState, context: RefereeContext): string | null {
  const progress = state.questionnaire;
  if (!context.questions || !progress || state.declined || state.confirm) return null;
  if (progress.asking !== null) return null;
  return (
    context.questions.find(
      (q) =>
        q.required && progress.answers[q.key] === undefined && progress.skipped.includes(q.key),
    )?.key ?? null
  );
}

/** "I'd rather not give ratings at all, can we skip those?": every rating left, not one. */
const SKIP_EVERY_RATING =
  /\b(?:skip|pass on|leave out|rather not|prefer not|(?:don'?t|do not) want to)\b[^.!?]*\b(?:ratings?|scores?|those|them all|all of them|the rest)\b/i;

function skipsEveryRating(text: string): boolean {
  return SKIP_EVERY_RATING.test(text.replace(/[’‘]/g, "'"));
}

/** The built-in's ratings not yet given, passed on together (the optional ones). */
function passOnRatings(state: RefereeState, context: RefereeContext): Reply {
  let skipped = state;
  for (const question of questionsOf(context)) {
    const open = isCompetency(question.key) && !question.required;
    const given = skipped.answers.ratings?.[question.key as Competency] !== undefined;
    if (open && !given) skipped = skipQuestion(skipped, context, question.key);
  }
  skipped = { ...skipped, misses: 0 };
  return { text: `${sayTo(context).skipped} ${questionWords(skipped, context)}`, state: skipped };
}

/** The question asked stays unanswered: say what it needs (the controls and the way out after two). */
function miss(state: RefereeState, context: RefereeContext, lead: string): Reply {
  const misses = (state.misses ?? 0) + 1;
  const next = { ...state, misses };
  return { text: `${lead} ${questionWords(next, context)}`, state: next };
}

/**
 * A source's proposal, vetted: the answer to the question asked is kept only
 * when certain, else confirmed; nothing is kept from a message that a
 * reader misread as an answer of another kind.
 */
function vetted(input: RefereeInput, previous: RefereeState, proposal: Proposal): Reply {
  const { context } = input;
  const asked = askedQuestion(previous, context);
  const proposed: RefereeState = {
    ...proposal.state,
    misses: previous.misses,
    confirm: null,
    queued: [],
    declined: previous.declined,
    refused: previous.refused,
  };
  const before = recordOf(previous, context);
  // "Mañana y tarde. Al mediodia no, …" to "would you rehire?": the options of a choice answered
  // already, said again (the referee a question behind); its "no" is none to the one asked,
  // which is asked again.
  if (asked?.kind === 'yes_no' && restatesAnsweredChoice(input.message, context, before)) {
    return miss(previous, context, sayTo(context).needAnswer);
  }
  // A form pasted with labels ("Relación: jefe inmediato\nAños: 3\nTrato: 5/5"): each line
  // read by the question its label names, every reading offered in one tap, none stored unasked.
  const { readings: form, passed } = formReadings(input.message, context, before);
  if (form.length >= 2) {
    const [confirm, ...queued] = form;
    // "Beratung bei Weinproben: kann ich nicht beurteilen": an optional question's line that
    // does not know is passed on, as that answer alone would be.
    const withPassed = passed.reduce((s, key) => skipQuestion(s, context, key), previous);
    return { text: confirm!.text, state: { ...withPassed, confirm: confirm!, queued } };
  }
  // "Team of about 9, she did nights and weekends, reliability 5, …, and yes I would
  // recommend her": the questions from the one asked answered in their order, clause by
  // clause, where the one asked was not read; every reading offered in one tap.
  const unreadAsked =
    asked !== undefined &&
    JSON.stringify(recordOf(proposed, context)[asked.key]) === JSON.stringify(before[asked.key]);
  // "Bom. Sabe fazer sangria…" after "ótimo é 5, bom é 4, regular 3, …": a mark in the referee's
  // own scale, said earlier in the talk; offered, never stored as said.
  const ownMark =
    unreadAsked && asked.kind === 'rating'
      ? markInOwnScale(
          input.message,
          input.transcript.filter((e) => e.role === 'participant').map((e) => e.text),
        )
      : undefined;
  if (ownMark !== undefined) {
    const confirm = confirmFor(asked!, ownMark, context);
    return { text: confirm.text, state: { ...previous, confirm, queued: [] } };
  }
  const atOnce = topicReadings(input.message, context, previous);
  if (atOnce.length > 0) {
    const [confirm, ...queued] = atOnce;
    return { text: confirm!.text, state: { ...previous, confirm: confirm!, queued } };
  }
  const inOrder = unreadAsked ? answersInOrder(input.message, context, previous, asked) : [];
  if (inOrder.length >= 3) {
    const [confirm, ...queued] = inOrder;
    return { text: confirm!.text, state: { ...previous, confirm: confirm!, queued } };
  }
  // "Noch was zu vorhin: … Mache Se e 4 draus": an earlier figure changed, before any text.
  const [rechanged, ...alternatives] = earlierFigureChanged(input.message, context, before, asked);
  if (rechanged) {
    const state = { ...previous, confirm: rechanged, queued: alternatives };
    return { text: rechanged.text, state };
  }
  // "ganz am Anfang hab i Kollege gschrieben. Stimmt ned ganz: …": an earlier text answer
  // pointed back at by a word of it, offered in this message's words, in one tap; only where
  // the message answers nothing else (the one asked unread, or a text the correction would be).
  const recalled =
    unreadAsked || asked?.kind === 'text'
      ? earlierTextRecalled(input.message, context, before, asked)
      : undefined;
  if (recalled)
    return { text: recalled.text, state: { ...previous, confirm: recalled, queued: [] } };
  // "ah, y sobre lo de antes, no eran 24, eran 20 meses": an answer given before, said again
  // under a negation and followed by another figure, offered changed, in one tap.
  // "DIE 3 WAR FALSCH, VERTIPPT. DAS SOLL EINE 5 SEIN" while the next rating is asked: the
  // figure the source read for the one asked is the one said wrong, the correction's.
  const readAsked = asked ? recordOf(proposed, context)[asked.key] : undefined;
  const corrected = correctedEarlier(input.message, context, before, asked);
  const earlier = unreadAsked
    ? (corrected ?? starredCorrection(input.message, context, before, asked))
    : corrected && readAsked === before[corrected.key]
      ? corrected
      : undefined;
  if (earlier) return { text: earlier.text, state: { ...previous, confirm: earlier, queued: [] } };
  const kept = keptElsewhere(input, previous, proposed, asked, proposal.unsure);
  for (const taken of yesNosTakenBack(input, before, asked)) {
    if (!kept.pending.some((p) => p.key === taken.key)) kept.pending.push(taken);
  }
  // "… da geb ich 5, Diagnose ist sein Ding. Bei mir war er seit 2020, also sechs Jahre": a
  // later rating named with its figure beside the answer asked, offered after it.
  const ratedAhead = asked
    ? ratingNamedAhead(previous, context, asked, input.message, recordOf(kept.state, context))
    : undefined;
  if (ratedAhead && !kept.pending.some((p) => p.key === ratedAhead.key)) {
    kept.pending.push(ratedAhead);
  }
  // "obvio sí, la recontrato de volada" while the quota is asked: a yes to the yes/no it names.
  const yesAhead = asked
    ? yesNoNamedAhead(previous, context, asked, input.message, recordOf(kept.state, context))
    : undefined;
  if (yesAhead && !kept.pending.some((p) => p.key === yesAhead.key)) kept.pending.push(yesAhead);
  /**
   * The proposal with what it set aside confirmed first, one reading at a time; a reading set
   * aside twice (named, and filed by the source) is asked once.
   */
  const withPending = (state: RefereeState, text: string, first?: PendingConfirm): Reply => {
    const others = kept.pending.filter((p) => !first || !sameReading(p, first));
    const [confirm, ...queued] = first ? [first, ...others] : others;
    if (!confirm) return { text, state };
    return { text: confirm.text, state: { ...state, confirm, queued } };
  };
  if (!asked) {
    // Nothing was asked: a reading only set aside for a confirmation reopens no question.
    const same = JSON.stringify(recordOf(kept.state, context)) === JSON.stringify(before);
    const state = same && kept.pending.length > 0 ? placedAs(kept.state, previous) : kept.state;
    return withPending(state, proposal.text);
  }
  // "Zuverlässigkeit ist bei ihr eine glatte 5" while teamwork is asked: the rating is the
  // one it names, confirmed for that one, never stored for the one asked.
  const named = otherRatingNamed(asked, input.message, context);
  // Unless the source filed it under the one named already.
  const filed =
    named !== undefined &&
    JSON.stringify(recordOf(kept.state, context)[named.key]) !== JSON.stringify(before[named.key]);
  const namedReading =
    named && !filed
      ? uncertainReading(named, input.message, lexiconFor(context.locale))
      : undefined;
  // A rating named that has its answer already ("a comunicação afinal é um 4") is a correction
  // or a restatement, confirmed with the proposal's other readings (keptElsewhere) if it
  // changes anything: the message is read for the one asked.
  const answered = named !== undefined && before[named.key] !== undefined;
  if (named && namedReading !== undefined && !answered) {
    const reply = withPending(
      unanswer(kept.state, previous, context, asked.key),
      proposal.text,
      confirmFor(named, namedReading, context),
    );
    // "… 5 ve la fiabilité aussi 5": a figure of its own for the one asked too, read by the
    // source, is offered after the named one's, never stored unasked.
    const own = recordOf(kept.state, context)[asked.key];
    const twoFigures = (input.message.match(/(?<![\d.,])[1-5](?![\d]|[.,]\d)/g) ?? []).length >= 2;
    if (
      asked.kind !== 'rating' ||
      typeof own !== 'number' ||
      own === before[asked.key] ||
      !twoFigures
    ) {
      return reply;
    }
    const queued = [...(reply.state.queued ?? []), confirmFor(asked, own, context)];
    return { ...reply, state: { ...reply.state, queued } };
  }
  // "Super bonne, 5 c sûr" to the built-in's "how long?": a grade, no time; the first rating
  // not given yet is offered it, the how long asked again.
  const graded = gradeForHowLong(asked, input.message, context, before);
  if (graded) {
    return withPending(
      unanswer(kept.state, previous, context, asked.key),
      proposal.text,
      confirmFor(graded.question, graded.value, context),
    );
  }
  // "Teamarbeit? Da muss ich korrigieren … Eher 3. Er macht gern alles allein" to "what could
  // he improve?": a rating taken back, not the text asked; that is asked again.
  const rerated = ratingTakenBack(asked, input.message, context);
  if (rerated) {
    const state = unanswer(kept.state, previous, context, asked.key);
    const stored = recordOf(state, context)[rerated.question.key];
    const confirm =
      rerated.value !== undefined && rerated.value !== stored
        ? confirmFor(rerated.question, rerated.value, context)
        : undefined;
    const lead = stored !== before[rerated.question.key] ? 'updated' : 'thanks';
    return withPending(state, `${sayTo(context)[lead]} ${questionWords(state, context)}`, confirm);
  }
  const after = recordOf(kept.state, context);
  const value = after[asked.key];
  const changed = JSON.stringify(value) !== JSON.stringify(before[asked.key]);
  if (changed && value !== undefined) {
    const text = asked.kind === 'text' ? textReading(String(value), asked, context) : undefined;
    const state = unanswer(kept.state, previous, context, asked.key);
    // A figure in a refusal ("2 years, but I'd rather not say more") is no answer: not even
    // offered, since a yes meant for something else would store it.
    const refused =
      (asked.kind === 'number' || asked.kind === 'rating') &&
      lexiconFor(context.locale).refuses(input.message);
    // "No, only the store manager had the keys" while a choice is asked: who alone had it is
    // no option chosen, however the source read it.
    const othersNamed = othersOnly(asked, input.message, lexiconFor(context.locale));
    if (text === null || refused || othersNamed) {
      const missed = { ...state, misses: (previous.misses ?? 0) + 1 };
      return {
        text: `${sayTo(context).needAnswer} ${questionWords(missed, context)}`,
        state: missed,
      };
    }
    // After two replies that could not be read, the talk may be out of step with the questions
    // (a figure meant for the next one): whatever is read next is confirmed first. A yes or a
    // no fits any question, so after one ("Mit Kusshand" unread, then "Nein" for "anything
    // else?") it is confirmed too.
    // ("yep, every other week" says more than a bare yes, and stays in step.)
    const bareYesNo = asked.kind === 'yes_no' && wordsOf(input.message).length <= 2;
    // A yes or a no the referee turned down for this very question ("Non" read from "Ce n'est
    // pas moi qui engage, mais … oui" meant for rehiring) says their words were meant for
    // another one: what they say next ("Oui, je la reprendrais, bien sûr") may be too, so it is
    // confirmed first, however many words it has (a bare one was already, after that miss).
    const turnedDown =
      asked.kind === 'yes_no' && (previous.refused ?? []).some((r) => r.key === asked.key);
    const inStep = (previous.misses ?? 0) < (bareYesNo ? 1 : 2) && !turnedDown;
    // "Comunicação 4. O nihongo dela ainda é meio fraco…" to "strengths?": a rating of another
    // question named and kept, and the rest of the message taken for the text asked; that rest
    // may be the rating's reason, so it is confirmed first.
    // Only beside a rating: a text said with a length or a yes ("I managed her at Acme for two
    // years") is no rating's reason, and is stored as read.
    const ratingKeys = new Set(
      questionsOf(context)
        .filter((q) => q.kind === 'rating')
        .map((q) => q.key),
    );
    const beside =
      asked.kind === 'text' &&
      String(value).trim() !== input.message.trim() &&
      Object.keys(after).some(
        (key) =>
          key !== asked.key &&
          ratingKeys.has(key) &&
          JSON.stringify(after[key]) !== JSON.stringify(before[key]),
      );
    const certain = (text ? text.certain : true) && !proposal.unsure.includes(asked.key) && !beside;
    if (certain && inStep && isCertain(asked, input.message, value, lexiconFor(context.locale))) {
      return withPending(kept.state, proposal.text);
    }
    return withPending(
      state,
      proposal.text,
      confirmFor(
        asked,
        text ? text.value : fuller(asked, value, input.message, lexiconFor(context.locale)),
        context,
      ),
    );
  }
  const moved = askedKey(kept.state, context) !== asked.key;
  const others = Object.keys(after).some(
    (key) => JSON.stringify(after[key]) !== JSON.stringify(before[key]),
  );
  // Passed on by a source that reads English words ("na" as n/a) where the participant's own
  // words give an answer ("na, ehrlich gsagt ned": a no): that answer is confirmed, not passed over.
  const passedOver = moved && !others && (context.locale ?? 'en') !== 'en';
  const own = passedOver
    ? readingToConfirm(asked, input.message, lexiconFor(context.locale), context.locale)
    : undefined;
  if (own !== undefined)
    return withPending(
      placedAs(kept.state, previous),
      proposal.text,
      confirmFor(asked, own, context),
    );
  // "Oui sans hésiter. Ah pardon, pour la fiabilité c'est plutôt 4": a yes or a no to the
  // yes/no asked, then a correction of another answer; the yes before it is offered too.
  const opening = !moved && others ? yesNoBeforeCorrection(asked, input.message, context) : null;
  if (opening !== null) {
    return withPending(kept.state, proposal.text, confirmFor(asked, opening, context));
  }
  if (moved || others) return withPending(kept.state, proposal.text);
  const mark =
    asked.kind === 'choice' ? praisedMarkAhead(previous, context, input.message) : undefined;
  if (mark) return withPending(kept.state, proposal.text, mark);
  const reading = othersOnly(asked, input.message, lexiconFor(context.locale))
    ? undefined
    : readingToConfirm(asked, input.message, lexiconFor(context.locale), context.locale);
  if (reading !== undefined)
    return withPending(kept.state, proposal.text, confirmFor(asked, reading, context));
  const lone = figureNamingNoQuestion(asked, input.message, context);
  if (lone !== undefined)
    return withPending(kept.state, proposal.text, confirmFor(asked, lone, context));
  const again = sameAsBefore(asked, input.message, before, context);
  if (again !== undefined)
    return withPending(kept.state, proposal.text, confirmFor(asked, again, context));
  // "Na, passt eh." to "anything else?": an ok or a closing in words the reader takes for a
  // yes, no remark it can read; offered as said, never stored unasked, never left unread.
  const said = input.message.trim();
  if (
    asked.kind === 'text' &&
    !asked.required &&
    mayCloseWithAYes(said, lexiconFor(context.locale))
  ) {
    return withPending(kept.state, proposal.text, confirmFor(asked, said, context));
  }
  const ahead =
    answerAhead(previous, context, asked, input.message) ??
    answerFurtherAhead(previous, context, asked, input.message);
  if (ahead && kept.pending.length === 0) return withPending(kept.state, proposal.text, ahead);
  const behind = answerBehind(previous, context, asked, input.message);
  if (behind && kept.pending.length === 0) return withPending(kept.state, proposal.text, behind);
  if (kept.pending.length > 0) return withPending(kept.state, proposal.text);
  if (kept.reverted) {
    const state = { ...kept.state, misses: (previous.misses ?? 0) + 1 };
    return { text: `${sayTo(context).needAnswer} ${questionWords(state, context)}`, state };
  }
  return { text: proposal.text, state: { ...kept.state, misses: (previous.misses ?? 0) + 1 } };
}

/** A line of a pasted form: a short label, a colon, its answer ("Años: 3", "Canales: chat"). */
const FORM_LINE = /^[\s*•·-]*([\p{L}][\p{L}\s'’/()-]{1,38}?)\s*[:=]\s*(\S.*)$/u;

/** A label's words (folded, three letters or more), the language's small words aside. */
function labelWords(text: string, lexicon: Lexicon): string[] {
  return (folded(text).match(/\p{L}{3,}/gu) ?? []).filter((w) => !lexicon.isFunctionWord(w));
}

/** One word of a label the same as one of a question's: whole, or its first five letters. */
const sameWord = (a: string, b: string) =>
  a === b || (a.length >= 5 && b.length >= 5 && a.slice(0, 5) === b.slice(0, 5));

/**
 * The readings of a form pasted with labels, one line a question ("Relación: jefe
 * inmediato", "Trato: 5/5"): a line whose label names one question not answered yet (words
 * of its label, its prompt or its key; the most of them, no other as many), read by that question's kind
 * (a text as said). In the questions' order, each to confirm; none when fewer than two
 * lines so read (a single "Nota: …" is an answer in words, read as the message is).
 */
function formReadings(
  message: string,
  context: RefereeContext,
  before: Record<string, unknown>,
): { readings: PendingConfirm[]; passed: string[] } {
  const lexicon = lexiconFor(context.locale);
  const open = questionsOf(context).filter((q) => before[q.key] === undefined);
  const wordsOfQuestion = new Map(
    open.map((q) => [
      q.key,
      labelWords(
        `${q.label ?? ''} ${q.prompt} ${q.key.replace(/[_-]+|(?<=\p{Ll})(?=\p{Lu})/gu, ' ')}`,
        lexicon,
      ),
    ]),
  );
  // "Puntualidad: 5. Idiomas: inglés, francés y alemán. Y sí, manejaba la caja.": a form
  // typed on one line, its labelled sentences each a line (and one that says a closed
  // question's own words again, "manejaba la caja", that question's); any other sentence
  // stays with the line before it. (English's own readers read such a line, labels and all:
  // readLabelled.)
  const oneLine = (context.locale ?? 'en') !== 'en';
  const echoes = (sentence: string) => {
    const said = labelWords(sentence, lexicon);
    const shared = (q: Question) =>
      q.kind === 'text'
        ? 0
        : labelWords(q.prompt, lexicon).filter((w) => said.some((x) => sameWord(w, x))).length;
    const most = Math.max(0, ...open.map(shared));
    const named = open.filter((q) => most >= 2 && shared(q) === most);
    return named.length === 1 ? named[0]! : undefined;
  };
  const parts: Array<{ text: string; echo?: Question }> = [];
  for (const line of message.split(/\r?\n/)) {
    let first = true;
    for (const sentence of oneLine ? line.trim().split(/(?<=[.!?])\s+/) : [line.trim()]) {
      const echo = FORM_LINE.test(sentence) ? undefined : echoes(sentence);
      if (first || FORM_LINE.test(sentence) || echo || parts.length === 0) {
        parts.push(echo ? { text: sentence, echo } : { text: sentence });
      } else {
        parts[parts.length - 1]!.text += ` ${sentence}`;
      }
      first = false;
    }
  }
  const lines = parts.map((part) => (part.echo ? null : FORM_LINE.exec(part.text.trim())));
  if (lines.filter(Boolean).length < 2) return { readings: [], passed: [] };
  const found = new Map<string, unknown>();
  const passed: string[] = [];
  const used = new Set<string>();
  for (const part of parts) {
    const question = part.echo;
    if (!question || used.has(question.key)) continue;
    const value = readingToConfirm(question, part.text, lexicon, context.locale);
    if (value === undefined || value === null) continue;
    used.add(question.key);
    found.set(question.key, value);
  }
  for (const line of lines) {
    if (!line) continue;
    const label = labelWords(line[1]!, lexicon);
    if (label.length === 0 || label.length > 4) continue;
    // The question that shares the most words with the label, and only it ("Work style" is
    // the work style's, not "how many years did you work together?").
    const shared = (q: Question) =>
      label.filter((w) => wordsOfQuestion.get(q.key)!.some((x) => sameWord(w, x))).length;
    const most = Math.max(0, ...open.map(shared));
    const named = open.filter((q) => most > 0 && shared(q) === most);
    if (named.length !== 1) continue;
    const question = named[0]!;
    if (used.has(question.key)) {
      found.delete(question.key);
      continue;
    }
    used.add(question.key);
    const said = line[2]!.trim();
    if (!question.required && question.kind !== 'text' && doesNotKnow(said, lexicon)) {
      passed.push(question.key);
      continue;
    }
    const value =
      question.kind === 'text'
        ? textReading(said, question, context)?.value
        : readingToConfirm(question, said, lexicon, context.locale);
    if (value !== undefined && value !== null) found.set(question.key, value);
  }
  const readings = questionsOf(context)
    .filter((q) => found.has(q.key))
    .map((q) => confirmFor(q, found.get(q.key), context));
  return { readings, passed };
}

/** A form line's answer that says it does not know or passes ("kann ich nicht beurteilen", "-"). */
function doesNotKnow(said: string, lexicon: Lexicon): boolean {
  const english = lexicon.inEnglish(said);
  return (
    isDontKnow(said) ||
    isDontKnow(english) ||
    isSkip(english) ||
    CANNOT_JUDGE.test(folded(said)) ||
    /^[\s\-–—_./]+$/u.test(said)
  );
}

/** "can't judge", in the five languages (folded): "kann ich nicht beurteilen", "no puedo valorar". */
const CANNOT_JUDGE =
  /(?<![\p{L}])(?:(?:kann|koennte) (?:ich )?(?:das |es )?nicht (?:beurteilen|bewerten|einschaetzen|sagen)|can'?t (?:judge|rate|say)|cannot (?:judge|rate|say)|no (?:puedo|podria|sabria) (?:valorar|evaluar|juzgar|opinar|decir)|(?:je )?(?:ne )?(?:peux|pourrais|saurais) pas (?:juger|evaluer|noter|dire)|n[ao]o (?:posso|saberia|sei) (?:avaliar|julgar|opinar|dizer))(?![\p{L}])/u;

/**
 * A long message that answers the questionnaire at once, in prose and in any order ("Lea war
 * bei uns Remonteuse … Sie war acht Jahre bei uns … Tempo eher gemütlich, eine 3 … Das EFZ hat
 * sie"): each open question read from the sentences that clearly name it (clearlyFor: its
 * unit, an option, its name or key beside a mark, a yes or a no), a question the referee asks
 * themselves ("Ob ich sie wieder einstellen würde? Sofort.") answered by the sentence after it.
 * Every reading offered in one tap, none stored unasked; none at all unless three questions
 * are so read, so that a short message stays the one asked's.
 */
function topicReadings(
  message: string,
  context: RefereeContext,
  state: RefereeState,
): PendingConfirm[] {
  const sentences = sentencesOf(message);
  if (sentences.length < 3 || !context.questions) return [];
  const record = recordOf(state, context);
  const skipped = state.questionnaire?.skipped ?? [];
  const lexicon = lexiconFor(context.locale);
  const confirms: PendingConfirm[] = [];
  for (const question of context.questions) {
    if (question.kind === 'text' || record[question.key] !== undefined) continue;
    if (skipped.includes(question.key)) continue;
    const naming = sentences.filter((s) => clearlyFor(question, s.named, lexicon));
    if (naming.length === 0) continue;
    // A choice read from all its sentences together ("… pra vindima … nas trasfegas. Poda não").
    const said = naming.map((s) => s.said);
    const texts = question.kind === 'choice' ? [said.join(' ')] : said;
    const readings = texts
      .map((text) => readingToConfirm(question, text, lexicon, context.locale))
      .filter((value) => value !== undefined && value !== null);
    const [first] = readings;
    // Two sentences read apart for one question ("zwei Jahre … acht Jahre") settle nothing.
    if (first === undefined || readings.some((r) => JSON.stringify(r) !== JSON.stringify(first)))
      continue;
    confirms.push(confirmFor(question, first, context));
  }
  return confirms.length >= 3 ? confirms : [];
}

/**
 * A message's sentences: what each names, and what it says; a question the referee asks
 * themselves ("Contrataria de novo?") names, the sentence after it says.
 */
function sentencesOf(message: string): Array<{ named: string; said: string }> {
  const sentences: Array<{ named: string; said: string }> = [];
  let asking = false;
  for (const sentence of message.split(/(?<=[.!?])\s+|\n+/)) {
    const text = sentence.trim();
    if (!/[\p{L}\p{N}]/u.test(text)) continue;
    const last = sentences[sentences.length - 1];
    if (asking && last)
      sentences[sentences.length - 1] = { named: `${last.named} ${text}`, said: text };
    else sentences.push({ named: text, said: text });
    asking = text.endsWith('?');
  }
  return sentences;
}

/** Words that only join a clause to the one before ("and yes I would…", "y la recomiendo"). */
const JOINING = /^(?:and|also|plus|y|e|et|und|auch|aussi|tambi[eé]n|tamb[eé]m)\s+/iu;

/**
 * Answers given in the questions' order in one message, one clause each (commas, semicolons,
 * lines, sentences): the questions not answered yet from the one asked, each clause read by
 * its question's kind (a text as said). Only when three clauses or more so read, at least
 * two of them by a kind that is not text, and no clause is left over; else none.
 */
function answersInOrder(
  message: string,
  context: RefereeContext,
  state: RefereeState,
  asked: Question,
): PendingConfirm[] {
  if (message.includes('?')) return [];
  const clauses = message
    .split(/[,;\n]+|(?<=[.!])\s+/)
    .map((clause) =>
      clause
        .trim()
        .replace(JOINING, '')
        .replace(/[.!\s]+$/u, ''),
    )
    .filter((clause) => /[\p{L}\p{N}]/u.test(clause));
  if (clauses.length < 3) return [];
  const record = recordOf(state, context);
  const skipped = context.questions ? (state.questionnaire?.skipped ?? []) : state.skipped;
  const all = questionsOf(context);
  const open = all
    .slice(all.findIndex((q) => q.key === asked.key))
    .filter((q) => record[q.key] === undefined && !skipped.includes(q.key));
  if (clauses.length > open.length) return [];
  const lexicon = lexiconFor(context.locale);
  let read = 0;
  const confirms: PendingConfirm[] = [];
  for (const [i, clause] of clauses.entries()) {
    const question = open[i]!;
    const value =
      question.kind === 'text'
        ? textReading(clause, question, context)?.value
        : readingToConfirm(question, clause, lexicon, context.locale);
    if (value === undefined || value === null) return [];
    if (question.kind !== 'text') read += 1;
    confirms.push(confirmFor(question, value, context));
  }
  return read >= 2 ? confirms : [];
}

/** One question's one reading, whatever the words asking it. */
function sameReading(a: PendingConfirm, b: PendingConfirm): boolean {
  return a.key === b.key && JSON.stringify(a.value) === JSON.stringify(b.value);
}

/** The state asking what `before` asked (its answers as they are). */
function placedAs(state: RefereeState, before: RefereeState): RefereeState {
  const placed = { ...state, next: before.next, competency: before.competency };
  if (!state.questionnaire) return placed;
  const asking = before.questionnaire?.asking ?? null;
  return { ...placed, questionnaire: { ...state.questionnaire, asking } };
}

/**
 * The answers a proposal files under questions other than the one asked:
 * kept only when the message names the question and says it without
 * doubt; the others are set aside, the first of them to be confirmed
 * (`pending`), the rest asked in their turn.
 */
function keptElsewhere(
  input: RefereeInput,
  previous: RefereeState,
  proposed: RefereeState,
  asked: Question | undefined,
  unsure: readonly string[],
): { state: RefereeState; reverted: boolean; pending: PendingConfirm[] } {
  const { context } = input;
  const before = recordOf(previous, context);
  const after = recordOf(proposed, context);
  let state = proposed;
  let reverted = false;
  const pending: PendingConfirm[] = [];
  for (const question of questionsOf(context)) {
    const key = question.key;
    if (key === asked?.key || JSON.stringify(after[key]) === JSON.stringify(before[key])) continue;
    // An answer taken back ("leave leadership out", "scratch that last comment") stores
    // nothing wrong; a named answer is kept when said without doubt.
    if (after[key] === undefined) continue;
    // An answer given already, changed by a message to another question that says no
    // correction ("Kommunikation 4, …" after a 5 was confirmed), may be a slip or a message out
    // of step: confirmed, never changed unasked ("pour la communication c'était 5, je me suis
    // trompée" says it corrects).
    const changes =
      before[key] !== undefined && !saysACorrection(input.message, lexiconFor(context.locale));
    if (!changes && !unsure.includes(key) && keepsElsewhere(question, asked, input, after[key])) {
      continue;
    }
    const text =
      question.kind === 'text' ? textReading(String(after[key]), question, context) : undefined;
    if (text !== null) pending.push(confirmFor(question, text ? text.value : after[key], context));
    state = restore(state, previous, context, key);
    reverted = true;
  }
  if (reverted && !context.questions) {
    state = advance(state, previous.next === 'done' ? 'relationship' : previous.next, true);
  } else if (reverted && context.questions && !asked) {
    state = { ...state, questionnaire: { ...state.questionnaire!, asking: null } };
  }
  return { state, reverted, pending };
}

/** The yes or no said to a yes/no question before a correction in the message (of another answer). */
function yesNoBeforeCorrection(
  asked: Question,
  message: string,
  context: RefereeContext,
): boolean | null {
  if (asked.kind !== 'yes_no') return null;
  const lexicon = lexiconFor(context.locale);
  const rest = lexicon.settled(message);
  if (rest.length >= message.length) return null;
  const opening = message.slice(0, message.length - rest.length);
  if (lexicon.refuses(opening) || opening.includes('?')) return null;
  return lexicon.yesNo(opening);
}

/** A message that says it corrects something: "I meant", "sorry, …", "make it", "je me suis trompée". */
function saysACorrection(message: string, lexicon: Lexicon): boolean {
  return (
    lexicon.settled(message).length < message.length ||
    correctsLastAnswer(lexicon.inEnglish(message))
  );
}

/** An earlier text answer the message points back at (earlier-words.ts), offered in its words. */
function earlierTextRecalled(
  message: string,
  context: RefereeContext,
  before: Record<string, unknown>,
  asked: Question | undefined,
): PendingConfirm | undefined {
  const answers = questionsOf(context).flatMap((question) => {
    const text = before[question.key];
    if (question.kind !== 'text' || question.key === asked?.key || typeof text !== 'string') {
      return [];
    }
    return [{ key: question.key, text }];
  });
  const key = earlierAnswerRecalled(message, answers);
  const question = questionsOf(context).find((q) => q.key === key);
  return question ? confirmFor(question, message.trim(), context) : undefined;
}

/**
 * An earlier answer corrected in a message to another question: a figure of a number or
 * rating answered before, said under a negation ("no eran 24, eran 20 meses", "not 4 but 5",
 * "nicht 24, sondern 20 Monate"), then another figure its question reads. Only when one
 * question alone has that figure stored; offered to confirm, never stored unasked.
 */
function correctedEarlier(
  message: string,
  context: RefereeContext,
  before: Record<string, unknown>,
  asked: Question | undefined,
): PendingConfirm | undefined {
  const lexicon = lexiconFor(context.locale);
  if (lexicon.refuses(message) || message.includes('?')) return undefined;
  const english = lexicon.inEnglish(message);
  const found: Array<{ question: Question; value: unknown }> = [];
  for (const question of questionsOf(context)) {
    if (question.key === asked?.key) continue;
    if (question.kind !== 'number' && question.kind !== 'rating') continue;
    const old = before[question.key];
    if (typeof old !== 'number') continue;
    const figure = String(old).replace('.', '[.,]');
    const denied =
      new RegExp(
        `(?:\\b(?:no|not|never)\\b|n't\\b)[^\\d.;!?]{0,16}(?<![\\d.,])${figure}(?![\\d]|[.,]\\d)`,
        'i',
      ).exec(english) ??
      // "die 3 war falsch, vertippt", "el 3 estaba mal", "o 3 está errado": the figure said wrong.
      new RegExp(
        `(?<![\\d.,])${figure}(?![\\d]|[.,]\\d)[^\\d;!?]{0,20}?(?<![\\p{L}])(?:wrong|a mistake|mistaken|a typo|incorrect|falsch|verkehrt|faux|une erreur|errad[oa]|equivocad[oa]|mal|un error|um erro|incorrect[oa])(?![\\p{L}])`,
        'iu',
      ).exec(english);
    if (!denied) continue;
    const rest = english.slice(denied.index + denied[0].length);
    if (!/\d/.test(rest)) continue;
    const value = uncertainReading(question, rest, ENGLISH);
    if (typeof value !== 'number' || value === old) continue;
    found.push({ question, value });
  }
  if (found.length !== 1) return undefined;
  return confirmFor(found[0]!.question, found[0]!.value, context);
}

/**
 * Words that point back at an answer given earlier and say it was wrong ("lo de los años le
 * dije mal", "noch was zu vorhin", "ce que j'ai dit tout à l'heure", "o que eu disse antes",
 * "what I said earlier"), folded.
 */
const BACK_TO_EARLIER =
  /(?<![\p{L}])(?:le dije mal|te dije mal|dije mal|lo de antes|me equivoque (?:en|con)|zu vorhin|von vorhin|vorhin (?:gesagt|geschrieben)|hab(?:e)? ich falsch|falsch gesagt|tout a l'heure|ce que j'ai dit|j'ai dit faux|je me suis trompee? (?:sur|pour)|o que eu disse|eu disse errado|disse errado|me enganei (?:no|na|em)|what i said (?:earlier|before)|i said wrong|earlier i said|(?:ich )?(?:hab(?:e)? mich|mich) verrechnet|me equivoque (?:en la cuenta|al contar|con las cuentas)|(?:calcule|conte) mal|je me suis trompee? dans (?:le calcul|mes calculs)|j'ai mal compte|(?:errei|me enganei) (?:a|na) conta|i miscalculated|i miscounted|esqueci de (?:falar|dizer)|me olvide de decir|olvide decir|vergessen zu sagen|hab(?:e)? vergessen|j'ai oublie de (?:dire|preciser)|forgot to (?:say|mention))(?![\p{L}])/u;

/** "18 mois, pas 1", "18 Monate, nicht 1", "18 months, not 1": a figure said instead of another. */
const FIGURE_NOT_FIGURE =
  /(?<![\p{N}.,])(\d+(?:[.,]\d+)?)\s*(?:\p{L}+\s*)?[,;]?\s*(?:pas|not|nicht|no|não|nao|non)\s+(?:\p{L}+\s+)?\d+(?![\p{N}])/u;

/**
 * An earlier number answer said again with its figure as stored, a wrong one it replaces taken
 * back beside it ("18 mois, pas 1" once 18 months are stored): nothing changes, nothing answers.
 */
function restatesStoredFigure(
  message: string,
  context: RefereeContext,
  before: Record<string, unknown>,
  asked: Question,
): boolean {
  const lexicon = lexiconFor(context.locale);
  // "Halt, ich hab mich verrechnet: … Drei Jahre und vier Monate" once 40 months are stored;
  // a short message only (a longer one goes on to say more: "lo de antes era del otro …").
  if (BACK_TO_EARLIER.test(folded(message)) && (message.match(/\p{L}+/gu) ?? []).length <= 16) {
    const answered = questionsOf(context).filter(
      (q) => q.kind === 'number' && q.key !== asked.key && typeof before[q.key] === 'number',
    );
    if (
      answered.some((q) => readingToConfirm(q, message, lexicon, context.locale) === before[q.key])
    ) {
      return true;
    }
  }
  const said = FIGURE_NOT_FIGURE.exec(message);
  if (!said) return false;
  const figure = Number(said[1]!.replace(',', '.'));
  return questionsOf(context).some(
    (q) =>
      q.kind === 'number' &&
      q.key !== asked.key &&
      before[q.key] === figure &&
      readingToConfirm(q, said[1]!, lexicon, context.locale) !== undefined,
  );
}

/** A text that points back at an earlier answer as wrong and gives a figure: a change of it, no remark. */
function changesAnEarlierFigure(text: string): boolean {
  return BACK_TO_EARLIER.test(folded(text)) && /\p{N}|\b(?:un|une|um|uma|eine?|one)\b/u.test(text);
}

/**
 * "Ah, una cosa: lo de los años le dije mal. Fueron cuatro justos: …", whatever is asked (or
 * after the last question): the earlier number or rating it names (its unit, its name, its
 * key), changed, offered in one tap; never the remark asked. "Noch was zu vorhin: … Mache Se e 4 draus", naming none: each
 * rating given another mark offered the new one in turn, latest first, until one is accepted
 * (never a guess of which). Nothing when several are named.
 */
function earlierFigureChanged(
  message: string,
  context: RefereeContext,
  before: Record<string, unknown>,
  asked: Question | undefined,
): PendingConfirm[] {
  if (!changesAnEarlierFigure(message)) return [];
  const lexicon = lexiconFor(context.locale);
  const answered = questionsOf(context).filter(
    (q) =>
      (q.kind === 'number' || q.kind === 'rating') &&
      q.key !== asked?.key &&
      typeof before[q.key] === 'number',
  );
  const named = answered.filter((q) => clearlyFor(q, message, lexicon) || namesKey(q.key, message));
  if (named.length > 1) return [];
  if (named.length === 1) {
    const question = named[0]!;
    const value = newFigure(question, message, before[question.key] as number, context);
    return value === undefined ? [] : [confirmFor(question, value, context)];
  }
  const ratings = answered.filter((q) => q.kind === 'rating').reverse();
  const value = ratings[0] && readingToConfirm(ratings[0], message, lexicon, context.locale);
  if (typeof value !== 'number') return [];
  return ratings
    .filter((q) => before[q.key] !== value)
    .map((q) => ({ ...confirmFor(q, value, context), oneOf: true }));
}

/**
 * The figure a change gives an earlier answer: the message's reading, or, where it says the old
 * figure too ("bei der Zuverlässigkeit hab ich 3 gesagt … Mache Se e 4 draus"), what follows
 * the old figure's last mention.
 */
function newFigure(
  question: Question,
  message: string,
  old: number,
  context: RefereeContext,
): number | undefined {
  const lexicon = lexiconFor(context.locale);
  const value = readingToConfirm(question, message, lexicon, context.locale);
  if (typeof value === 'number' && value !== old) return value;
  const figure = String(old).replace('.', '[.,]');
  const mentions = [...message.matchAll(new RegExp(`(?<![\\d.,])${figure}(?![\\d]|[.,]\\d)`, 'g'))];
  const last = mentions.at(-1);
  if (!last) return undefined;
  const after = readingToConfirm(
    question,
    message.slice(last.index + last[0].length),
    lexicon,
    context.locale,
  );
  return typeof after === 'number' && after !== old ? after : undefined;
}

/**
 * "ich hab die ganze Zeit an Kevin Schmidt gedacht … Staplerschein hat er keinen": a message
 * that says it corrects and names a yes/no question answered already, in a clause that now
 * denies it (or says yes to one answered no): that answer taken back, offered to confirm, never
 * changed unasked.
 */
function yesNosTakenBack(
  { message, context }: RefereeInput,
  before: Record<string, unknown>,
  asked: Question | undefined,
): PendingConfirm[] {
  const lexicon = lexiconFor(context.locale);
  if (!saysACorrection(message, lexicon)) return [];
  // Its sentences that say something ("Kevin SCHULZ?" asks).
  const said = message
    .split(/(?<=[.!?\n])/)
    .filter((sentence) => !sentence.trim().endsWith('?'))
    .join(' ');
  return questionsOf(context).flatMap((question) => {
    const old = before[question.key];
    if (question.kind !== 'yes_no' || question.key === asked?.key || typeof old !== 'boolean') {
      return [];
    }
    if (!namesQuestion(said, question)) return [];
    const clause = clausesNaming(said, question);
    const denied = /n't\b|\b(?:no|not|never|none|nothing|without)\b/i.test(
      lexicon.inEnglish(clause),
    );
    const value = denied ? false : lexicon.yesNo(clause) === true ? true : undefined;
    return value === undefined || value === old ? [] : [confirmFor(question, value, context)];
  });
}

/**
 * A message to a text question that says it corrects ("da muss ich korrigieren", "sorry, I
 * meant") and names one rating, with a figure ("Teamarbeit? … Eher 3"): it rates that one
 * again (or, out of step, for the first time), and what else it says is the rating's reason,
 * not the text asked.
 * The figure after the correction, when there is one alone, is the rating's new value.
 */
function ratingTakenBack(
  asked: Question,
  message: string,
  context: RefereeContext,
): { question: Question; value: number | undefined } | undefined {
  const lexicon = lexiconFor(context.locale);
  if (asked.kind !== 'text' || !saysACorrection(message, lexicon)) return undefined;
  // A figure said, not a scale pasted with the question ("von 1 bis 5?").
  const figures = (text: string) => new Set(text.replace(SCALE, ' ').match(RATING_FIGURE));
  if (figures(message).size === 0) return undefined;
  const named = questionsOf(context).filter(
    (q) => q.kind === 'rating' && namesRating(q, message, lexicon),
  );
  if (named.length !== 1) return undefined;
  const after = [...figures(lexicon.settled(message))];
  return { question: named[0]!, value: after.length === 1 ? Number(after[0]) : undefined };
}

const RATING_FIGURE = /(?<![\p{N}.,/])[1-5](?![\p{N}]|[.,]\p{N})/gu;
/** A scale ("1 bis 5", "de 1 a 5", "1-5"): no figure said. */
const SCALE = /(?<![\p{N}.,])\d+\s*(?:-|–|bis|to|a|à|até|au)\s*\d+(?![\p{N}])/giu;

/** A rating named by its label, or by a name the named ratings' reader knows ("Teamarbeit"). */
function namesRating(question: Question, message: string, lexicon: Lexicon): boolean {
  const label = question.label ? folded(question.label) : null;
  if (
    label &&
    new RegExp(`(?<![\\p{L}])${escapeRegExp(label)}(?![\\p{L}])`, 'u').test(folded(message))
  )
    return true;
  return [message, lexicon.inEnglish(message)].some((text) =>
    mentions(text).some((m) => m.competency === question.key),
  );
}

/**
 * "*5 en lo de los incidentes, perdón, se me fue el dedo": a message opened by an asterisk, the
 * chat's way to correct the message before, with a figure first. The answer corrected is the
 * one just before the question asked (a figure or a rating), offered changed to confirm, never
 * stored unasked.
 */
function starredCorrection(
  message: string,
  context: RefereeContext,
  before: Record<string, unknown>,
  asked: Question | undefined,
): PendingConfirm | undefined {
  const starred = /^\s*\*\s*(\d[^,.;!?…\n]*)/u.exec(message);
  if (!starred || !asked) return undefined;
  const all = questionsOf(context);
  const previous = all[all.findIndex((q) => q.key === asked.key) - 1];
  if (previous?.kind !== 'number' && previous?.kind !== 'rating') return undefined;
  const old = before[previous.key];
  if (typeof old !== 'number') return undefined;
  const value = uncertainReading(previous, starred[1]!, lexiconFor(context.locale));
  return typeof value === 'number' && value !== old
    ? confirmFor(previous, value, context)
    : undefined;
}

function keepsElsewhere(
  question: Question,
  asked: Question | undefined,
  { message, context }: RefereeInput,
  value: unknown,
): boolean {
  // The built-in asks how long they worked together with its relationship question.
  const asksToo = asked?.purpose === 'relationship' && question.purpose === 'tenure';
  if (asksToo)
    return /\d|\b(?:year|month|week)s?\b/i.test(message) && !doubtIn(message, 'months years');
  if (!asked || !namesQuestion(message, question)) return false;
  const said = clausesNaming(message, question);
  if (question.kind === 'text')
    return textReading(String(value), question, context)?.certain === true;
  if (doubtIn(said, question.prompt, { several: false, corrections: false })) return false;
  // Kept only as the question's own reader reads its clauses, in the participant's words: a
  // value the source read otherwise ("nie" in "nie gehen lassen" is no no) is confirmed.
  const reading = kindOf(question).read(question, said, lexiconFor(context.locale));
  return reading?.certain === true && JSON.stringify(reading.value) === JSON.stringify(value);
}

/**
 * What a text answer keeps (issue 40, "Never a guess"): without a pasted
 * signature, an e-mail, a link or a phone number (the rest confirmed
 * first); never as said, but confirmed first, when the text kind's own
 * reader would not take it (a yes alone, a question back) or when it is
 * nothing but the answer to a question of another kind: an amount ("six
 * years", "20 people", "4") or options of a choice ("Hybrid"). Null when
 * nothing of it is left.
 */
export function textReading(
  said: string,
  question: Question,
  context: RefereeContext,
): { value: string; certain: boolean } | null {
  const trimmed = said.trim();
  const lexicon = lexiconFor(context.locale);
  // An address or a number said in a sentence ("escríbanme a martin@…") stays in the
  // answer, confirmed; one pasted on its own (a signature) goes.
  const { text: plain, kept } = withoutTextNoise(withoutClosingFormula(withoutSignOff(trimmed)));
  const value = plain
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/[\s,;:|–—-]+$/u, '')
    .trim();
  // "Steht alles im Zeugnis 👆", "📎 cv.pdf": a pointer to a text the chat cannot read.
  if (!hasWords(value) || pointsElsewhere(lexicon.inEnglish(value))) return null;
  const certain =
    !kept &&
    value === trimmed &&
    kindOf(question).read(question, value, lexicon)?.certain === true &&
    !isOnlyAnAmount(value, lexicon) &&
    // "I don't want to hurt her, but she was often late": an answer that declines in part.
    declinesQuestion(value, lexicon) === null &&
    !answersAChoice(value, questionsOf(context), lexicon) &&
    !correctsAChoice(value, questionsOf(context), lexicon) &&
    !mayBeNoText(value, question, lexicon, questionsOf(context).at(-1)?.key === question.key) &&
    // "Obrigado, nada mais. Boa sorte pro Philipp!" in a German talk: a closing in another of
    // the five languages, which a referee may well write in.
    !closesInAnotherLanguage(value, question, context) &&
    // "…, pero a los clientes los trata de lujo. Un 5": a rating said with its reason.
    !closesOnAMark(value) &&
    !answersWhoTheyAre(value, question, context) &&
    !answersBothSides(value, question) &&
    // "Ach, noch was zu vorhin: … Mache Se e 4 draus": an earlier answer changed, no remark.
    !changesAnEarlierFigure(value);
  return { value, certain };
}

/** Strengths named, in the five languages (folded): "strong point", "lo fuerte", "Stärke", "point fort". */
const STRENGTHS_NAMED =
  /(?<![\p{L}])(?:strengths?|strong (?:points?|suit)|lo (?:mas )?fuerte|puntos? fuertes?|fortalezas?|lo (?:mejor|bueno) (?:suyo|de (?:el|ella))|starken?|stärken?|pluspunkte?|points? forts?|ses forces|sa force|pontos? fortes?|o forte (?:dele|dela)|o (?:melhor|bom) (?:dele|dela))(?![\p{L}])/u;
/** Improvements named, in the five languages (folded): "improve", "mejorar", "verbessern", "améliorer", "melhorar". */
const IMPROVEMENTS_NAMED =
  /(?<![\p{L}])(?:improve(?:ments?)?|weak(?:ness(?:es)?| points?)|work on|mejorar|mejoras?|puntos? debiles?|debilidad(?:es)?|lo malo|verbessern|verbesserung(?:en)?|schwachen?|schwächen?|schwachpunkte?|ameliorer|améliorer|ameliorations?|améliorations?|points? faibles?|faiblesses?|melhorar|melhorias?|pontos? fracos?|fraquezas?)(?![\p{L}])/u;

/**
 * "Primero lo que tiene que mejorar: el móvil. Y lo fuerte suyo, que es honrao": one message
 * that names both the strengths and the improvements answers both; stored under the one asked
 * it would keep the other's words: confirmed, never stored as said.
 */
function answersBothSides(value: string, question: Question): boolean {
  if (question.purpose !== 'strengths' && question.purpose !== 'concerns') return false;
  const said = folded(value);
  return STRENGTHS_NAMED.test(said) && IMPROVEMENTS_NAMED.test(said);
}

/**
 * A thanks and a "that's all", read in the words of a language other than the talk's own, in a
 * few words ("Obrigado, nada mais. Boa sorte pro Philipp!" in a German talk).
 */
function closesInAnotherLanguage(value: string, question: Question, context: RefereeContext) {
  if (question.required || wordsOf(value).length > 8) return false;
  return LOCALES.some((locale) => {
    if (locale === (context.locale ?? 'en')) return false;
    const english = lexiconFor(locale).inEnglish(value);
    return (
      /\b(?:thanks?|thank you)\b/i.test(english) &&
      /\b(?:that'?s (?:all|it)|nothing (?:else|more))\b/i.test(english)
    );
  });
}

/** "I am", "I was" in the five languages: the referee saying who they are ("era" is "she was" too). */
const I_AM =
  "(?:i am|i'm|im|i was|i've been|soy|yo era|fui|he sido|ich bin|ich war|bin ich|war ich|je suis|j'étais|j'etais|j'ai été|j'ai ete|sou|eu sou|eu era|eu fui)";
/** Small words between "I am" and the word ("the", "su", "ihre", "sa", "a sua"). */
const BEFORE_WORD =
  "(?:(?:the|his|her|their|a|an|el|la|su|un|una|der|die|sein\\p{L}*|ihr\\p{L}*|eine?|le|la|l'|son|sa|un|une|o|a|seu|sua|um|uma)\\s*)";

/** One's name said first, then a comma ("Soy Marisa Sainz, la dueña", "I'm Tom, her boss"). */
const NAME_SAID = "(?:[\\p{L}'-]+\\s+){0,2}[\\p{L}'-]+\\s*,\\s*";

/** The owner of a shop or a business one worked in, in the five languages (folded). */
const OWNERS = [
  'owner',
  'dueno',
  'duena',
  'inhaber',
  'inhaberin',
  'proprietaire',
  'patronne',
  'dono',
  'dona',
];

/** Each language's "I am … the owner / his manager" ("Soy la dueña", "Ich war seine Chefin"). */
const WHO_I_AM: Readonly<Record<Locale, RegExp>> = Object.fromEntries(
  LOCALES.map((locale): [Locale, RegExp] => {
    const words = [LANGUAGE_WORDS[locale], LANGUAGE_WORDS.en]
      .flatMap((w) => Object.values(w.relationships).flat())
      .concat(OWNERS)
      .filter((w) => w.length >= 4)
      .map((w) => escapeRegExp(folded(w)));
    const pattern = `(?<![\\p{L}'])${I_AM}\\s+(?:${NAME_SAID})?${BEFORE_WORD}{0,2}(?:${words.join('|')})(?![\\p{L}])`;
    return [locale, new RegExp(pattern, 'u')];
  }),
) as Record<Locale, RegExp>;

/**
 * "Soy la dueña de la cuchillería, Raúl estuvo de dependiente" to "what are his strengths?":
 * who the referee is to the candidate, said to a text question other than the one asking it
 * (the relationship answered late): confirmed, never stored as said.
 */
function answersWhoTheyAre(value: string, question: Question, context: RefereeContext): boolean {
  if (question.purpose === 'relationship') return false;
  const asksIt = questionsOf(context).some((q) => q.purpose === 'relationship');
  return asksIt && saysWhoTheyAre(value, context.locale);
}

/** "Soy la dueña", "I'm Tom, her boss", "Ich war ihre Chefin": who the referee is to the candidate. */
function saysWhoTheyAre(text: string, locale: Locale | undefined): boolean {
  return WHO_I_AM[locale ?? 'en'].test(folded(text).replace(/[’‘`]/g, "'"));
}

/**
 * "Soy la dueña de la clínica y su jefa. Por cierto, ¿ha puesto que era coordinadora? …": who
 * the referee is, said before a question back of their own, to the relationship question: an
 * answer with a remark, offered (never stored, the question back aside).
 */
function whoBeforeAQuestion(text: string, asked: Question, context: RefereeContext): boolean {
  if (asked.purpose !== 'relationship') return false;
  const first = text.search(/[¿?]/u);
  return first > 0 && saysWhoTheyAre(text.slice(0, first), context.locale);
}

/**
 * Two to four words, no question, that read as a yes or only close ("Na, passt eh.", "ok
 * passt", "yeah all good"): to an optional text question, a closing more often than a remark.
 */
function mayCloseWithAYes(said: string, lexicon: Lexicon): boolean {
  const words = wordsOf(said);
  if (words.length < 2 || words.length > 4 || said.includes('?')) return false;
  return lexicon.yesNo(said) === true || onlyCloses(withoutDictation(lexicon.inEnglish(said)));
}

/** Words around a figure that only say it is said: "I'd say", "I think", "maybe". */
const SAYING =
  /^(?:a|an|the|i|i'd|id|i'm|we|it|it's|say|said|like|think|guess|would|maybe|well|hmm+|um+|uh+)$/i;

/**
 * A rating said to the built-in's "how long did you work together?" ("Super bonne, 5 c sûr",
 * "pas pire pantoute, 4"): a figure of 1 to 5 with no unit of time, among words that say how
 * good, not how long (a bare "5" or "environ 5" stays a length, to confirm). The first rating
 * not given yet, with the value read.
 */
function gradeForHowLong(
  asked: Question,
  message: string,
  context: RefereeContext,
  before: Record<string, unknown>,
): { question: Question; value: number } | undefined {
  const lexicon = lexiconFor(context.locale);
  // A tenant's question asked in a unit of time ("Wie viele Jahre …?") as the built-in's.
  const unit = asked.kind === 'number' ? lexicon.unitAsked(asked.prompt) : null;
  const timeAsked = context.questions
    ? unit === 'year' || unit === 'month' || unit === 'week' || unit === 'day'
    : asked.purpose === 'tenure';
  if (!timeAsked) return undefined;
  const english = lexicon.inEnglish(message);
  if (/\b(?:years?|months?|weeks?|days?|yrs?|since|from|until|ago)\b|\d{4}/i.test(english)) {
    return undefined;
  }
  if (lexicon.refuses(message) || message.includes('?')) return undefined;
  if (countsSomething(message, context.locale)) return undefined;
  const value = lexicon.rating(message);
  if (value === null) return undefined;
  // Two words or more besides the figure, none of them only "about" or "I'd say".
  const words = (english.match(/[\p{L}']+/gu) ?? []).filter(
    (word) => !AROUND_AMOUNT.test(word) && !SAYING.test(word),
  );
  if (words.length < 2) return undefined;
  // The built-in's first competency not rated yet; a tenant's first rating after the one asked.
  const questions = questionsOf(context);
  // A tenant's: the question right after the one asked, when it is a rating not given yet and
  // the words grade ("sehr gut, 5", "buenísima, un 5"): the talk one step ahead.
  const after = questions[questions.findIndex((q) => q.key === asked.key) + 1];
  const question = context.questions
    ? after?.kind === 'rating' && before[after.key] === undefined && GRADES.test(folded(message))
      ? after
      : undefined
    : questions.find((q) => isCompetency(q.key) && before[q.key] === undefined);
  return question ? { question, value } : undefined;
}

/**
 * "Cuatro temporadas, de diciembre a abril", "Dois invernos e um verão": a figure of 1 to 5
 * followed by a word that is no part of a mark ("sur 5", "Punkte", "c sûr", "y medio") counts
 * that thing, a length in the person's own units: no rating said to "how long".
 */
function countsSomething(message: string, locale: Locale): boolean {
  const ones = Object.entries(LANGUAGE_WORDS[locale === 'en' ? 'es' : locale].numbers)
    .filter(([word, value]) => value >= 1 && value <= 5 && /^\p{L}+$/u.test(word))
    .map(([word]) => folded(word));
  const english = ['one', 'two', 'three', 'four', 'five'];
  const figure = `(?:[1-5]|${[...(locale === 'en' ? english : ones)].join('|')})`;
  const counted = new RegExp(`(?<![\\p{L}\\p{N}])${figure}\\s+(\\p{L}+)`, 'gu');
  return [...folded(message).matchAll(counted)].some((m) => !MARK_WORDS.test(m[1]!));
}

/** Words that may follow a mark (folded): its scale, its unit, "and", "for sure", a grade. */
const MARK_WORDS =
  /^(?:sur|de|of|von|sobre|em|out|outof|over|auf|aus|c|cest|sure|sur|pts?|points?|punkte?n?|puntos?|pontos?|stars?|estrellas?|etoiles?|sterne?|estrelas?|y|e|et|und|and|o|ou|or|oder|u|por|pour|for|fur|ohne|sem|sin|sans|claro|clairement|clearly|sicher|seguro|certo|certainly|definitely|def|easy|facil|tranquilo|tranquillement|bien|gut|good|bom|boa|bueno|buena|bonne|bon|mindestens|at|al|a|para|pra|pa|mas|plus|mehr|mais|menos|moins|weniger|less|ja|si|sim|oui|yes|no|nein|non|nao|voll|ganz|fur|mit|with|con|com|avec|que|dass|that|ich|yo|je|eu|i)$/;

/** Words that grade, in the five languages (folded): "very good", "sehr gut", "buenísima", "ótima". */
const GRADES =
  /(?<![\p{L}])(?:good|great|excellent|outstanding|brilliant|superb|strong|gut|sehr gut|hervorragend|klasse|prima|toll|spitze|top|super|bien|tres bien|bon|bonne|excellente?|genial|buen[oa]?|buenisim[oa]|excelente|bom|boa|otim[oa]|muito bo[am])(?![\p{L}])/u;

/** The words of a message ("Baba" is one, "pas pire pantoute, 4" three and a figure). */
const wordsOf = (text: string) => text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];

/**
 * A short text answer that may be no answer to it at all, so confirmed, never stored as said:
 * to an optional question, a closing only (thanks, a goodbye, a no, a dictation command:
 * "Nein danke Ende der Nachricht"), or to the last one (where a talk closes) one word alone,
 * which the reader cannot tell from a goodbye in words it does not know ("Baba"); to any, a few words with a bare figure a rating would take ("pas pire
 * pantoute, 4": a rating said late, to the question after it).
 */
function mayBeNoText(value: string, question: Question, lexicon: Lexicon, last: boolean): boolean {
  const words = wordsOf(value);
  const english = lexicon.inEnglish(value);
  // To the last question, an optional one: courtesies of any language or a "nothing more" in
  // chat shorthand, with four words at most beside them ("nd mas, q le vaya genial a la chica
  // 🙏", "Nee, bedankt. Groetjes uit Gent aan allemaal", "nn c tt, bcp de courage à lui"), are
  // a goodbye more often than a remark: confirmed, never stored as said (a comment meant is
  // kept on its yes). A remark keeps its thanks ("Sie war immer für das ganze Team da, danke").
  if (last && !question.required && closesWithCourtesies(value)) return true;
  // "eso es to. disculpa la demora, la conexión …": to an optional question, a first sentence
  // that says there is nothing more, and small talk after it: confirmed, never stored unasked.
  const first = english.split(/[.!;\n]+/)[0]!;
  if (!question.required && first !== english.trim() && saysNothingMore(first)) return true;
  // "Nee, sell is alles. Gott segen dich, Jonas!": short sentences, each a closing or a
  // courtesy in words no list holds (closing-sentences.ts).
  if (!question.required && closesInShortSentences(value, lexicon)) return true;
  if (words.length > 8) return false;
  const alone = last && words.length === 1 && !lexicon.understands(value);
  const closes = words.length <= 6 && (alone || onlyCloses(withoutDictation(english)));
  // To an optional question, a few words the reader cannot read ("Pfiad di", "khalas"), or a
  // thanks or "that's all" among a few ("Merci villmools", "só isso minha filha"), may be a
  // goodbye in words no list holds: confirmed, never stored as said (a comment meant is kept
  // on its yes).
  const unread = words.length <= 3 && !lexicon.understands(value);
  // Up to eight words when some of them the reader does not know ("Nee dankie, alles gesagt.
  // Lekker bly!": a "that's all" between courtesies in words no list holds).
  const thanks =
    (words.length <= 5 || !lexicon.understands(value)) &&
    /\b(?:thanks?|thank you|thx|ty|cheers|bye|goodbye|ciao|that'?s (?:all|it)|nothing (?:else|more))\b/i.test(
      english,
    );
  if (!question.required && (closes || unread || thanks)) return true;
  // Bare: a figure that ends its clause, no unit after it ("2 años" is an amount, no rating).
  const figure = /(?<![\p{L}\p{N}.,])[1-5](?:[.,]5)?\s*(?:[,.;!?)]|$)/u.test(english);
  return figure || lexicon.rating(value) !== null;
}

/**
 * Thanks, greetings, wishes and "nothing more" in the five languages, their chat shorthand and
 * the languages referees mix in (folded, whole words): closing words, whatever the talk's own
 * language. Emoji of thanks and farewell too.
 */
/** Courtesies (COURTESY) and four words at most beside them. */
function closesWithCourtesies(value: string): boolean {
  const said = folded(value);
  if (COURTESY_SAID.test(said)) return wordsOf(said.replace(COURTESIES, ' ')).length <= 4;
  // "Mersì, à la revoya": a courtesy in a dialect's spelling, one slip from one of ours.
  const words = wordsOf(said);
  const slipped = words.filter(
    (w) => w.length >= 5 && COURTESY_WORDS.some((c) => slipDistance(w, c) <= 1),
  );
  return slipped.length > 0 && words.length - slipped.length <= 4;
}

/** The courtesies of one word and five letters or more, folded: what a dialect may spell anew. */
const COURTESY_WORDS = [
  'gracias',
  'grazie',
  'danke',
  'merci',
  'obrigado',
  'obrigada',
  'bedankt',
  'thanks',
  'cheers',
  'saludos',
  'saluti',
  'grusse',
  'adios',
  'adeus',
  'tschuss',
  'revoir',
];

const COURTESY = `(?<![\\p{L}])(?:${[
  // thanks
  'gracias|grazie|mille grazie|danke|dankeschon|merci|obrigad[oa]|brigad[oa]|bedankt|dank je|dank u|tak|takk|tack|kiitos|dziekuje|dekuji|hvala|multumesc|spasibo|shukran|arigato|asante|thanks?|thx|ty|cheers',
  // greetings from a place, the place one word ("Grüsse aus Rom", "saludos desde Valencia")
  '(?:(?:tanti|muchos|liebe|viele|many|kind) )?(?:saludos|saluti|grusse|gruße|gruss|groetjes|greetings|regards|cumprimentos|abrazos?|abbracci|abracos?|bisous|beijos?) (?:desde|de|da|dal|dalla|aus|from|uit|van|depuis|do) \\p{L}+',
  // greetings and farewells
  'tanti saluti|muchos saludos|un abrazo(?: grande| fuerte)?|un abbraccio(?: grande| forte)?|um abraco(?: grande| forte)?|mange hilsner|a todos|a tutti|an alle|a tous|aan allemaal|saludos|saluti|grusse|gruss|gruß|gruße|lg|vg|mfg|groetjes|groeten|hilsner|halsningar|pozdrawiam|pozdrav|abrazos?|abbracci|abbraccio|abracos?|beijos?|besos|bisous|bises|bisou|ciao|chao|tschuss|tschüss|tchau|adios|adeus|au revoir|a plus|bye|xoxo',
  // wishes
  'se de bem|que le vaya bien|suerte|exitos|muchos exitos|mucho exito|buena fortuna|buona fortuna|viel gluck|viel erfolg|alles gute|bonne chance|bon courage|de courage|boa sorte|sucesso|good luck|gl|all the best|best of luck|que le vaya|q le vaya|que lhe corra|bon vent|vaya bien',
  // nothing more, shorthand
  'nd mas|na mas|nada mas|nd mais|nada mais|nothin(?:g)? (?:else|more)|nix mehr|nichts mehr|ne das wars|das wars|c tt|c tout|rien d autre|rien de plus',
].join('|')})(?![\\p{L}])|🙏|👋|🤙|✌️|🫡|💪`;
const COURTESY_SAID = new RegExp(COURTESY, 'u');
const COURTESIES = new RegExp(COURTESY, 'gu');

/** The message names again, by two options or more, the answer a multiple choice has already. */
function restatesAnsweredChoice(
  message: string,
  context: RefereeContext,
  before: Record<string, unknown>,
): boolean {
  const lexicon = lexiconFor(context.locale);
  return questionsOf(context).some((q) => {
    const stored = before[q.key];
    if (q.kind !== 'choice' || !q.multiple || !Array.isArray(stored) || stored.length < 2) {
      return false;
    }
    const read = kindOf(q).read(q, message, lexicon)?.value;
    return (
      Array.isArray(read) &&
      read.length === stored.length &&
      read.every((option) => stored.includes(option))
    );
  });
}

/** A text that says nothing but options of a choice question ("Hybrid", "Python and Go"). */
function answersAChoice(text: string, questions: readonly Question[], lexicon: Lexicon): boolean {
  return questions.some(
    (q) =>
      q.kind === 'choice' && kindOf(q).read(q, text, lexicon) !== undefined && onlyOptions(q, text),
  );
}

/**
 * "Perdone, el francés no, me he confundido … Solo inglés y alemán", "Pardon, je me suis trompée,
 * pas l'anglais": a correction (an apology, "I meant") that names options of a choice question
 * takes back an earlier answer more likely than it answers this one: confirmed, never stored
 * as said.
 */
function correctsAChoice(text: string, questions: readonly Question[], lexicon: Lexicon): boolean {
  if (!/\b(?:I meant|rather)\b/.test(lexicon.inEnglish(text))) return false;
  return questions.some(
    (q) => q.kind === 'choice' && kindOf(q).read(q, text, lexicon) !== undefined,
  );
}

/**
 * A sign-off pasted after the answer: a last paragraph of short lines, the
 * first of them a name ("Helen Park", "Dr. Helen Park"), none a sentence.
 */
function withoutSignOff(text: string): string {
  const paragraphs = text.split(/\n\s*\n/);
  if (paragraphs.length < 2) return text;
  const lines = paragraphs
    .at(-1)!
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const name = /^(?:(?:dr|mr|mrs|ms|prof)\.?\s+)?\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+){0,3}$/u;
  const short = lines.every((line) => line.split(/\s+/).length <= 8 && !/[.!?]$/.test(line));
  if (lines.length === 0 || !short || !name.test(lines[0]!)) return text;
  return paragraphs.slice(0, -1).join('\n\n');
}

/** Words said around an amount that add nothing to it ("about", "roughly", "or so"). */
const AROUND_AMOUNT =
  /^(?:about|around|roughly|approximately|approx|almost|nearly|over|under|just|so|ish|or|maybe|probably|like|some|only|total|in|all)$/i;

/** Nothing but an amount: "six years", "about 20 people", "4", "18 months or so". */
function isOnlyAnAmount(said: string, lexicon: Lexicon): boolean {
  const text = lexicon.inEnglish(said);
  const amounts = englishQuantities(text);
  if (amounts.length === 0) return false;
  let rest = text;
  for (const amount of [...amounts].reverse()) {
    rest = `${rest.slice(0, amount.start)} ${rest.slice(amount.end)}`;
  }
  const words = rest.match(/[\p{L}']+/gu) ?? [];
  return words.every((word) => lexicon.isFunctionWord(word) || AROUND_AMOUNT.test(word));
}

/** The state with `key`'s answer as it was before the turn (position unchanged). */
function restore(
  state: RefereeState,
  before: RefereeState,
  context: RefereeContext,
  key: string,
): RefereeState {
  const { next, competency, questionnaire } = state;
  const restored = unanswer(state, before, context, key);
  if (context.questions) {
    return {
      ...restored,
      questionnaire: { ...restored.questionnaire!, asking: questionnaire?.asking ?? null },
    };
  }
  return { ...restored, next, competency };
}

/** Stored without asking: a certain reading of the kind, of this value, in a message without doubt. */
function isCertain(question: Question, message: string, value: unknown, lexicon: Lexicon): boolean {
  if (question.kind === 'text') {
    // A figure alone ("4") answers a rating, not a question asked in words.
    return (
      hasWords(message) && !isEmptyTextAnswer(message) && !/^\W*\d+(?:[.,]\d+)?\W*$/.test(message)
    );
  }
  // "Nein danke", "no thanks, bye": a no with a thanks or a goodbye closes the talk, out of step
  // with a yes/no question still asked (a "no" that means no says it alone, or with a reason).
  if (question.kind === 'yes_no' && value === false && closesWithThanks(message, lexicon)) {
    return false;
  }
  // "communication 5, teamwork 4": a rating read after its name, among others named (the value
  // its own clause says, in a message that asks nothing back).
  const named = namesQuestion(message, question) && !message.includes('?');
  const said = clausesNaming(message, question);
  if (named && !doubtIn(said, question.prompt, { several: false, corrections: false })) {
    const reading = kindOf(question).read(question, said, lexicon);
    if (reading?.certain && JSON.stringify(reading.value) === JSON.stringify(value)) return true;
  }
  const reading = kindOf(question).read(question, message, lexicon);
  if (!reading?.certain || JSON.stringify(reading.value) !== JSON.stringify(value)) return false;
  const units = question.kind === 'number';
  return !doubtIn(message, question.prompt, { units }) && onlyOptions(question, message);
}

/** Only a closing, with a thanks or a goodbye in it ("Nein danke", "non merci, bonne journée"). */
function closesWithThanks(message: string, lexicon: Lexicon): boolean {
  const english = withoutDictation(lexicon.inEnglish(message));
  return (
    onlyCloses(english) && /\b(?:thanks?|thank you|thx|ty|cheers|bye|goodbye|ciao)\b/i.test(english)
  );
}

/**
 * A message that says nothing but options of the question ("Hybrid", "TypeScript and Go",
 * "2"): any other word ("TS, a bit of Go", "hybrid mostly") leaves the reading to confirm.
 */
function onlyOptions(question: Question, message: string): boolean {
  if (!question.options) return true;
  const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  let rest = ` ${plain(message)} `;
  const longestFirst = [...question.options].sort((a, b) => b.length - a.length);
  for (const option of longestFirst) rest = rest.split(plain(option)).join(' ');
  rest = rest.replace(/\b(?:and|or|both|all|of them|the|\d+)\b|[,;&/+.!()'"-]/g, ' ');
  return !hasWords(rest);
}

/** A figure or an amount in words ("a year and a half"): for the reader, not a plain "not sure". */
function mentionsAmount(text: string): boolean {
  return /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|half|dozen|a (?:year|month|week|couple))\b/i.test(
    text,
  );
}

/**
 * A message the question asked cannot read that answers the next one
 * ("3y" to "how did you work with them?" when "how long?" follows): the
 * referee has moved on, so that reading is confirmed, and the question
 * skipped over is asked again after it (a tenant questionnaire, whose
 * next question is the first one unanswered).
 */
function answerAhead(
  state: RefereeState,
  context: RefereeContext,
  asked: Question,
  message: string,
): PendingConfirm | undefined {
  if (!context.questions) return undefined;
  const progress = state.questionnaire ?? initialProgress(context.questions);
  const at = context.questions.findIndex((q) => q.key === asked.key);
  const next = context.questions
    .slice(at + 1)
    .find((q) => progress.answers[q.key] === undefined && !progress.skipped.includes(q.key));
  if (!next || next.kind === 'text') return undefined;
  const lexicon = lexiconFor(context.locale);
  // A yes word in a clause that denies ("Mindestens fünf, genau weiß ich's nicht": "genau" as
  // "exactly") is no yes to another question.
  if (next.kind === 'yes_no' && yesInADenial(message, lexicon)) return undefined;
  // "Il draguait … Le moteur, non … Driver le bateau, jamais": a no inside a description of
  // what was done answers that description, not the yes or no asked next; only one said first
  // or alone is ("Nein, das macht der Chef" still reads).
  if (next.kind === 'yes_no' && !yesNoOpens(message, lexicon)) return undefined;
  // "Nel, esa no sé, …": a message that says it does not know answers nothing ahead.
  if (saysDontKnowInAClause(message, lexicon)) return undefined;
  const reading = readingToConfirm(next, message, lexicon, context.locale);
  return reading === undefined ? undefined : confirmFor(next, reading, context);
}

/** One of the message's clauses says "I don't know" ("esa no sé", "weiß ich nicht"). */
function saysDontKnowInAClause(message: string, lexicon: Lexicon): boolean {
  return message
    .split(/[,;:.!?…\n]+/u)
    .some(
      (clause) =>
        clause.trim() !== '' && (isDontKnow(clause) || isDontKnow(lexicon.inEnglish(clause))),
    );
}

/** A yes or a no said first (its first clause reads so), or a message of six words at most. */
function yesNoOpens(message: string, lexicon: Lexicon): boolean {
  if (wordsOf(message).length <= 6) return true;
  const first = message.split(/[,;:.!?–—\n]|\s-\s/)[0] ?? '';
  return lexicon.yesNo(first) !== null;
}

/** "only", "alone", in the five languages (folded): "nur", "allein", "solo", "seule", "apenas". */
const ONLY =
  /(?<![\p{L}])(?:only|alone|allein|nur|solo|solamente|unicamente|seulement|seule?s?|uniquement|so|somente|apenas)(?![\p{L}])/u;

/**
 * "Nein, Schlüssel hatten nur die Filialleitung", "no, solo el encargado": a no, then who alone
 * had it, speaks of others: while a choice is asked, it names none of the options.
 */
function othersOnly(asked: Question, message: string, lexicon: Lexicon): boolean {
  if (asked.kind !== 'choice') return false;
  const [first = '', ...rest] = message.split(/[,;:.!–—]|\s-\s/);
  return rest.length > 0 && lexicon.yesNo(first) === false && ONLY.test(folded(rest.join(' ')));
}

/** Praise that rates, in the five languages (folded): "impecável", "top", "excellent". */
const PRAISE =
  '(?:impeccable|impecavel|impecable|flawless|spotless|tadellos|einwandfrei|excellent[e]?|excelente|exzellent|hervorragend|outstanding|perfect[ao]?|parfaite?|perfekt|top|superb[e]?|otim[ao]|brilliant|exceptional|excepcional|exceptionnel(?:le)?)';
/** A pause between praise and its mark (a comma, a colon, a dash): "2 excellent stylists" is none. */
const PAUSE = '\\s*[,:;.!–—-]+\\s*';
/** A figure 1–5 beside praise, across a pause ("Impecável, 5", "5/5 top"): a mark out of five. */
const PRAISED_MARK = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${PRAISE}${PAUSE}([1-5])(?:\\s*\\/\\s*5)?|([1-5])(?:\\s*\\/\\s*5(?:${PAUSE}|\\s+)|${PAUSE})${PRAISE})(?![\\p{L}\\p{N}])`,
  'u',
);

/**
 * "Impecável, 5" while a choice is asked: the figure is a mark for a rating still open in the
 * questionnaire (the first), not the fifth option; offered for that rating, never stored.
 */
function praisedMarkAhead(
  state: RefereeState,
  context: RefereeContext,
  message: string,
): PendingConfirm | undefined {
  const m = PRAISED_MARK.exec(folded(message));
  if (!m || !context.questions) return undefined;
  const progress = state.questionnaire ?? initialProgress(context.questions);
  const rating = context.questions.find(
    (q) =>
      q.kind === 'rating' &&
      progress.answers[q.key] === undefined &&
      !progress.skipped.includes(q.key),
  );
  return rating ? confirmFor(rating, Number(m[1] ?? m[2]), context) : undefined;
}

/**
 * A rating further on, named in a sentence of its own by its label or its key, with a mark in
 * that sentence ("da geb ich 5, Diagnose ist sein Ding"), said beside the answer to a question
 * of another kind: offered, never stored unasked. A tenant's questionnaire only (the built-in's
 * ratings are read by name already).
 */
function ratingNamedAhead(
  state: RefereeState,
  context: RefereeContext,
  asked: Question,
  message: string,
  after: Record<string, unknown>,
): PendingConfirm | undefined {
  if (!context.questions || asked.kind === 'rating') return undefined;
  const progress = state.questionnaire ?? initialProgress(context.questions);
  const at = context.questions.findIndex((q) => q.key === asked.key);
  const lexicon = lexiconFor(context.locale);
  const sentences = message.split(/(?<=[.!?;…])\s+|\n+/u);
  for (const question of context.questions.slice(at + 1)) {
    if (question.kind !== 'rating' || after[question.key] !== undefined) continue;
    if (progress.skipped.includes(question.key)) continue;
    const naming = sentences.filter((s) => namesQuestion(s, question) || namesKey(question.key, s));
    if (naming.length !== 1) continue;
    // "Eso sí: puntualísimo. Un 5.": the mark may follow in a short sentence of its own.
    const following = sentences[sentences.indexOf(naming[0]!) + 1] ?? '';
    const markAfter = wordsOf(following).length <= 3 ? `${naming[0]} ${following}` : undefined;
    const read = (said: string) => {
      const reading = kindOf(question).read(question, said, lexicon);
      return reading ? answerSchema(question).safeParse(reading.value) : undefined;
    };
    const parsed = read(naming[0]!);
    const withMark = parsed?.success || !markAfter ? undefined : read(markAfter);
    const found = parsed?.success ? parsed : withMark;
    if (found?.success) return confirmFor(question, found.data, context);
  }
  return undefined;
}

/**
 * "obvio sí, la recontrato de volada" while "did she make her quota?" is asked: a yes/no of the
 * questionnaire not answered yet, named by its key's word ("recontratar"; seven letters alike,
 * "recontrato"), in a clause that denies nothing, of a message that says yes and no no; its yes
 * is offered after the one asked, never stored unasked.
 */
function yesNoNamedAhead(
  state: RefereeState,
  context: RefereeContext,
  asked: Question,
  message: string,
  after: Record<string, unknown>,
): PendingConfirm | undefined {
  if (!context.questions || asked.kind !== 'yes_no' || message.includes('?')) return undefined;
  const lexicon = lexiconFor(context.locale);
  const yeses = lexicon.yesNos(message);
  if (yeses.length === 0 || yeses.some((v) => !v)) return undefined;
  const progress = state.questionnaire ?? initialProgress(context.questions);
  const clauses = message.split(/[,;.!…\n]+/u);
  const named = context.questions.filter(
    (q) =>
      q.kind === 'yes_no' &&
      q.key !== asked.key &&
      after[q.key] === undefined &&
      !progress.skipped.includes(q.key) &&
      clauses.some((clause) => keyWordSaid(q.key, clause) && !deniesIn(clause, lexicon)),
  );
  return named.length === 1 ? confirmFor(named[0]!, true, context) : undefined;
}

/** A word of the key (five letters or more) said with its first seven letters ("recontrat-"). */
function keyWordSaid(key: string, clause: string): boolean {
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 5 && !ENGLISH.isFunctionWord(w));
  const said = keyFolded(clause).match(/\p{L}{5,}/gu) ?? [];
  return words.some((w) => said.some((s) => s.startsWith(w.slice(0, 7))));
}

/** A clause with a negation in its English sense ("not", "never", "n't"). */
function deniesIn(clause: string, lexicon: Lexicon): boolean {
  return /n't\b|\b(?:no|not|never|nobody|nothing|neither|nor)\b/i.test(lexicon.inEnglish(clause));
}

/**
 * A reply that answers a question further on than the next one, "Fino, un 5" nowhere: read only
 * when it clearly names that question (clearlyFor), first in the questionnaire's order; offered,
 * never stored, and the question asked is asked again after it (answerConfirm).
 */
function answerFurtherAhead(
  state: RefereeState,
  context: RefereeContext,
  asked: Question,
  message: string,
): PendingConfirm | undefined {
  if (!context.questions || message.includes('?')) return undefined;
  const progress = state.questionnaire ?? initialProgress(context.questions);
  const at = context.questions.findIndex((q) => q.key === asked.key);
  const open = context.questions
    .slice(at + 1)
    .filter((q) => progress.answers[q.key] === undefined && !progress.skipped.includes(q.key));
  const lexicon = lexiconFor(context.locale);
  if (lexicon.refuses(message) || lexicon.isNonAnswer(message)) return undefined;
  for (const question of open.slice(1)) {
    if (!clearlyFor(question, message, lexicon)) continue;
    const reading = uncertainReading(question, message, lexicon, true);
    if (reading !== undefined) return confirmFor(question, reading, context);
  }
  return undefined;
}

/**
 * A message that says, by its own words, which later question it answers: a figure in that
 * question's unit ("20 Std. die Woche", "trois ans") or before a word of its prompt ("30
 * cuentas"); an option of its list by one of the option's own words; a rating or a yes or a no
 * beside the question's name ("Schlüssel hatte sie nie", "ponctualité 5").
 */
function clearlyFor(question: Question, message: string, lexicon: Lexicon): boolean {
  if (question.kind === 'number') {
    const unit = lexicon.unitAsked(question.prompt);
    const amounts = lexicon.quantities(message).filter((q) => !q.calendar);
    return amounts.some(
      (a) =>
        (a.unit !== null && unit !== null && lexicon.convert(1, a.unit, unit) !== null) ||
        figureBeforeAWordOf(question.prompt, message, lexicon),
    );
  }
  if (question.kind === 'choice') {
    return (question.options ?? []).some((o) => namesOption(o, message, lexicon));
  }
  if (question.kind === 'rating' || question.kind === 'yes_no') {
    return (
      (namesQuestion(message, question) || namesKey(question.key, message)) &&
      !(question.kind === 'yes_no' && yesInADenial(message, lexicon))
    );
  }
  return false;
}

/** German umlauts as their spelling in a key ("schluessel": "Schlüssel"), accents dropped. */
const keyFolded = (text: string) =>
  folded(text.replace(/ä/gi, 'ae').replace(/ö/gi, 'oe').replace(/ü/gi, 'ue').replace(/ß/g, 'ss'));

/** A question's key said as a word of the message ("llaves", "Schlüssel", "clés"). */
function namesKey(key: string, message: string): boolean {
  const words = key
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 4);
  const said = keyFolded(message).match(/\p{L}{4,}/gu) ?? [];
  return words.some((w) => said.some((s) => s.startsWith(w.slice(0, 5))));
}

/** An option named by its first word of its own ("Habitaciones", not "hotel", for "Habitaciones de hotel"). */
function namesOption(option: string, message: string, lexicon: Lexicon): boolean {
  const first = labelWords(option, lexicon).find((w) => w.length >= 4);
  return first !== undefined && labelWords(message, lexicon).includes(first);
}

/**
 * A new message that says a reading itself: its figure, its options by their own words, its yes
 * or no first; not one reached by another way (English words, mended slips, an earlier answer).
 */
function saysAgain(question: Question, value: unknown, message: string, lexicon: Lexicon): boolean {
  if (isCertain(question, message, value, lexicon)) return true;
  if (typeof value === 'number') return lexicon.quantities(message).some((q) => q.value === value);
  if (Array.isArray(value)) return value.every((o) => namesOption(String(o), message, lexicon));
  if (typeof value === 'string' && question.kind === 'choice')
    return namesOption(value, message, lexicon);
  if (typeof value === 'boolean') return lexicon.yesNos(message)[0] === value;
  return false;
}

/** A figure said just before a word of the prompt ("30 cuentas" to "¿Cuántas cuentas llevaba?"). */
function figureBeforeAWordOf(prompt: string, message: string, lexicon: Lexicon): boolean {
  const asked = new Set(labelWords(prompt, lexicon).filter((w) => w.length >= 4));
  const after = folded(message).match(/\d+\s+(\p{L}{4,})/gu) ?? [];
  return after.some((pair) => {
    const word = pair.replace(/^\d+\s+/, '');
    return [...asked].some((w) => word.startsWith(w.slice(0, Math.max(4, w.length - 2))));
  });
}

/** The readings turned down so far, with this one (the latest kept when there are too many). */
function withRefusal(
  refused: RefereeState['refused'],
  pending: PendingConfirm,
): NonNullable<RefereeState['refused']> {
  const kept = (refused ?? []).filter((r) => !sameReading({ ...r, text: '' }, pending));
  return [...kept, { key: pending.key, value: pending.value }].slice(-30);
}

/**
 * A reading the referee turned down for a question is not offered for it again ("Limpieza de la
 * casa" read from every message after a no), unless the new message says it alone (isCertain):
 * the next reading is offered instead, or the question asked is asked again.
 */
function withoutRefused(input: RefereeInput, previous: RefereeState, reply: Reply): Reply {
  const refused = previous.refused ?? [];
  const { context } = input;
  const { state } = reply;
  if (refused.length === 0 || !state.confirm || state.confirm.key === 'decline') return reply;
  const lexicon = lexiconFor(context.locale);
  const offered = (p: PendingConfirm) => {
    if (!refused.some((r) => r.key === p.key && sameReading({ ...r, text: '' }, p))) return true;
    const question = questionsOf(context).find((q) => q.key === p.key);
    return question !== undefined && saysAgain(question, p.value, input.message, lexicon);
  };
  const all = [state.confirm, ...(state.queued ?? [])];
  const left = all.filter(offered);
  if (left.length === all.length) return reply;
  const [confirm, ...queued] = left;
  if (confirm) return { text: confirm.text, state: { ...state, confirm, queued } };
  return miss({ ...state, confirm: null, queued: [] }, context, sayTo(context).needAnswer);
}

/** A clause read as a yes that says "not" too ("genau weiß ich's nicht", "sí, pero no sé"). */
function yesInADenial(message: string, lexicon: Lexicon): boolean {
  return message
    .split(/[,.;:!?…\n–—]/)
    .some((c) => lexicon.yesNo(c) === true && /\bnot\b|n't\b/i.test(lexicon.inEnglish(c)));
}

/**
 * "Mettez 4, les jours normaux", "Escreva 12", "Schreiben Sie 8" right after an optional number
 * question was passed on ("ça dépend: 3 ou 4, les veilles de fête 10"), while the next is asked
 * and the message does not answer it: one figure written down, settled for the question passed
 * just before. Offered for it, never stored unasked (a tenant questionnaire).
 */
function answerBehind(
  state: RefereeState,
  context: RefereeContext,
  asked: Question,
  message: string,
): PendingConfirm | undefined {
  if (!context.questions) return undefined;
  const progress = state.questionnaire ?? initialProgress(context.questions);
  const at = context.questions.findIndex((q) => q.key === asked.key);
  const before = context.questions[at - 1];
  if (before?.kind !== 'number' || !progress.skipped.includes(before.key)) return undefined;
  const lexicon = lexiconFor(context.locale);
  const amounts = lexicon.quantities(message).filter((q) => !q.calendar);
  if (amounts.length !== 1 || !amounts[0]!.settled || amounts[0]!.range) return undefined;
  const reading = readingToConfirm(before, message, lexicon, context.locale);
  return reading === amounts[0]!.value ? confirmFor(before, reading, context) : undefined;
}

/**
 * A reading to confirm of a message the source could not read: as said in
 * the participant's language, else in its English words, else with its
 * slips mended ("thre", "hybird").
 */
function readingToConfirm(
  question: Question,
  message: string,
  lexicon: Lexicon,
  locale: Locale = 'en',
): unknown {
  // A figure in a refusal is no answer, however the message is read again.
  if ((question.kind === 'number' || question.kind === 'rating') && lexicon.refuses(message)) {
    return undefined;
  }
  const english = lexicon.inEnglish(message);
  // Dialect or borrowed words as the standard ones ("ele era cariste": a forklift operator).
  const standard = lexicon.inStandard?.(message) ?? message;
  const reading =
    uncertainReading(question, message, lexicon, true) ??
    (standard === message ? undefined : uncertainReading(question, standard, lexicon, true)) ??
    (english === message ? undefined : uncertainReading(question, english, ENGLISH, true)) ??
    optionInEnglish(question, english, lexicon) ??
    uncertainReading(question, mendTypos(question, english), ENGLISH, true) ??
    uncertainReading(question, mendNumberWords(message, locale, lexicon), lexicon, true) ??
    namesWhatIsAsked(question, message, lexicon) ??
    saysHowOften(question, message, lexicon) ??
    monthsFromDates(question, message, lexicon, locale) ??
    echoesTheVerb(question, message, lexicon) ??
    doneWithEase(question, english) ??
    deniesTheVerb(question, message, lexicon) ??
    withoutWhatIsAsked(question, message, lexicon) ??
    expiredWhenValidAsked(question, message, lexicon) ??
    topOfTheScale(question, message, lexicon) ??
    rateInWords(question, english) ??
    yesNoInitial(question, message, locale) ??
    optionByInitials(question, message);
  return fuller(question, reading, message, lexicon);
}

/**
 * A working rate asked in per cent ("taux d'activité, en pourcentage ?") said in words
 * ("à plein temps", "full-time"; "mi-temps", "half-time"): 100 or 50, to confirm, when the
 * message says no figure and denies nothing.
 */
function rateInWords(question: Question, english: string): number | undefined {
  if (
    question.kind !== 'number' ||
    !/%|per ?cent|pourcent|porcent|prozent/i.test(folded(question.prompt))
  ) {
    return undefined;
  }
  if (/\d/.test(english) || /n't\b|\b(?:no|not|never|nor|neither|but|then)\b/i.test(english)) {
    return undefined;
  }
  const full = /\bfull[- ]?time\b/i.test(english);
  const half = /\b(?:half[- ]?time|part[- ]?time 50)\b/i.test(english);
  if (full === half) return undefined;
  const value = full ? 100 : 50;
  if ((question.min ?? 0) > value || (question.max ?? Number.POSITIVE_INFINITY) < value)
    return undefined;
  return value;
}

/**
 * An option of a choice named by its initials in capitals ("era AE" for "Account Executive",
 * "CS" for "Customer Success"), an option of two words or more; to confirm.
 */
function optionByInitials(question: Question, message: string): unknown {
  if (question.kind !== 'choice' || !question.options) return undefined;
  const said = new Set(message.match(/(?<![\p{L}\p{N}])\p{Lu}{2,5}(?![\p{L}\p{N}])/gu) ?? []);
  if (said.size === 0) return undefined;
  const initials = (option: string) => {
    const words = option.match(/\p{L}[\p{L}'’-]*/gu) ?? [];
    return words.length >= 2 ? words.map((w) => w[0]!.toUpperCase()).join('') : '';
  };
  const named = question.options.filter((option) => said.has(initials(option)));
  if (named.length === 0) return undefined;
  if (question.multiple) return named;
  return named.length === 1 ? named[0] : undefined;
}

/**
 * A yes or a no to confirm: the language's word for it cut to its first letter, alone, as a
 * form's box or a hurried thumb types it ("s" for sí/sim, "j" for ja, "o" for oui). Never
 * certain: a letter is also a slip. (A lone "y" or "n" the English readers read as said.)
 */
function yesNoInitial(question: Question, message: string, locale: Locale): boolean | undefined {
  if (question.kind !== 'yes_no') return undefined;
  const letter = /^\s*(\p{L})\s*[.!]*\s*$/u.exec(message)?.[1]?.toLowerCase();
  if (!letter) return undefined;
  const words = LANGUAGE_WORDS[locale];
  const yes = words.yes[0]?.[0];
  const no = words.no[0]?.[0];
  if (yes === no) return undefined;
  if (letter === yes) return true;
  if (letter === no) return false;
  return undefined;
}

/**
 * A time in months said as two months of the calendar ("Januar 2023 bis einschließlich Oktober
 * 2024", "de marzo del 21 a noviembre del 24"), to a question asked in months: the months
 * between them, to confirm (quantity-reading.ts `monthsBetweenDates`).
 */
function monthsFromDates(
  question: Question,
  message: string,
  lexicon: Lexicon,
  locale: Locale,
): number | undefined {
  if (question.kind !== 'number' || lexicon.unitAsked(question.prompt) !== 'month')
    return undefined;
  const months = monthsBetweenDates(message, locale);
  if (months === null) return undefined;
  if ((question.min ?? 0) > months || (question.max ?? Number.POSITIVE_INFINITY) < months) {
    return undefined;
  }
  return months;
}

/**
 * A yes to confirm: the question's verb said back as the first clause, alone or with a word
 * ("Confiaria …?" — "Confio.", "¿Volvería a contratarla?" — "Volvería, claro", "Empfehlen
 * Sie sie …?" — "Empfehle ich."), the way Portuguese and Spanish say yes; no negation in its
 * sentence, no question.
 */
function echoesTheVerb(question: Question, message: string, lexicon: Lexicon): true | undefined {
  if (question.kind !== 'yes_no' || message.includes('?')) return undefined;
  const verb = folded(question.prompt).match(/\p{L}+/u)?.[0];
  const sentence = message.split(/[.;:!…\n]/)[0] ?? '';
  const words = folded(sentence.split(',')[0] ?? '').match(/\p{L}+/gu) ?? [];
  if (!verb || words.length === 0 || words.length > 3) return undefined;
  const said = words[0]!;
  let common = 0;
  while (common < Math.min(said.length, verb.length) && said[common] === verb[common]) common += 1;
  if (said !== verb && common < 4) return undefined;
  if (said.length < 3 || lexicon.isFunctionWord(said)) return undefined;
  const english = lexicon.inEnglish(sentence);
  if (/n't\b|\b(?:no|not|never|nothing|none|nobody|without|neither|nor)\b/i.test(english)) {
    return undefined;
  }
  return lexicon.refuses(message) || lexicon.isNonAnswer(message) ? undefined : true;
}

/** "with ease" (the languages' "de boa", "sin problema", "problemlos" read so), "easily", "no problem". */
const WITH_EASE = /\b(?:with ease|easily|no problem|without (?:any )?(?:problem|trouble)s?)\b/i;

/**
 * A yes to confirm: what is asked said done with ease ("Blueprint ele lê de boa", "los planos
 * los lee sin problema", "reads them easily"), in a clause that denies nothing, when a yes/no
 * is asked; the doubt about a detail after it ("não sei se em metro …") leaves the yes.
 */
function doneWithEase(question: Question, english: string): true | undefined {
  if (question.kind !== 'yes_no' || english.includes('?')) return undefined;
  const clause = english.split(/[,;.!…\n]|\bbut\b/i).find((part) => WITH_EASE.test(part));
  if (!clause) return undefined;
  const rest = clause.replace(WITH_EASE, ' ');
  return /n't\b|\b(?:no|not|never|nothing|none|nobody|without|neither|nor)\b/i.test(rest)
    ? undefined
    : true;
}

/**
 * A no to confirm: "never" or "not" and the question's verb said back, opening a sentence
 * ("¿Faltaba sin avisar?" — "Nunca faltó sin avisar", "Faltava …?" — "Nunca faltou"), the
 * way Portuguese and Spanish say no; no question, and no yes said anywhere in the message.
 */
function deniesTheVerb(question: Question, message: string, lexicon: Lexicon): false | undefined {
  if (question.kind !== 'yes_no' || message.includes('?')) return undefined;
  const verb = folded(question.prompt).match(/\p{L}+/u)?.[0];
  if (!verb || verb.length < 4 || lexicon.isFunctionWord(verb)) return undefined;
  if (lexicon.yesNos(message).some((v) => v)) return undefined;
  const denied = message.split(/[.;:!…\n]/).some((sentence) => {
    const [negation, said] = folded(sentence).match(/\p{L}+/gu) ?? [];
    if (!negation || !said || said.length < 4 || lexicon.isFunctionWord(said)) return false;
    if (!/^(?:not|never)$/.test(lexicon.inEnglish(negation).trim().toLowerCase())) return false;
    let common = 0;
    while (common < Math.min(said.length, verb.length) && said[common] === verb[common])
      common += 1;
    return said === verb || common >= 4;
  });
  if (!denied) return undefined;
  return lexicon.refuses(message) || lexicon.isNonAnswer(message) ? undefined : false;
}

/**
 * A no to confirm: a yes/no question that asks whether something is in force or valid ("¿Tiene
 * en vigor la licencia?", "Ist der Führerschein gültig?") answered that it expired ("se le
 * venció en septiembre", "ist letztes Jahr abgelaufen", "elle a expiré"); no negation, no question.
 */
function expiredWhenValidAsked(
  question: Question,
  message: string,
  lexicon: Lexicon,
): false | undefined {
  if (question.kind !== 'yes_no' || message.includes('?')) return undefined;
  if (!VALIDITY_ASKED.test(folded(question.prompt))) return undefined;
  if (!EXPIRED_SAID.test(folded(message))) return undefined;
  const english = lexicon.inEnglish(message);
  return /n't\b|\b(?:no|not|never)\b/i.test(english) ? undefined : false;
}

/** Whether something is in force or valid, in the five languages (folded). */
const VALIDITY_ASKED =
  /(?<!\p{L})(?:en vigor|em vigor|vigente|valid[oa]?|valide|en cours de validite|gultig|gueltig|in force|current(?:ly)? valid)(?!\p{L})/u;
/** It expired, in the five languages (folded). */
const EXPIRED_SAID =
  /(?<!\p{L})(?:vencio|vencida|vencido|caduco|caducada|caducado|expiro|expirada|expirado|expirou|caducou|venceu|abgelaufen|ausgelaufen|expire|expiree|perime|perimee|expired|lapsed)(?!\p{L})/u;

/**
 * A no to confirm: "without" and a word of the question, alone or with a word more, as the
 * first clause ("¿Prestaba servicio con arma?" — "Sin arma", "Mit Dienstwaffe?" — "Ohne
 * Waffe, nur Stock"); no question, no other negation.
 */
function withoutWhatIsAsked(
  question: Question,
  message: string,
  lexicon: Lexicon,
): false | undefined {
  if (question.kind !== 'yes_no' || message.includes('?')) return undefined;
  const clause = message.split(/[.,;:!…\n]/)[0] ?? '';
  const english = folded(lexicon.inEnglish(clause)).trim();
  const said = /^without (\p{L}+)(?: \p{L}+)?$/u.exec(english)?.[1];
  if (!said || said.length < 4) return undefined;
  const asked = folded(question.prompt).match(/\p{L}{4,}/gu) ?? [];
  return asked.some((w) => w === said || (w.startsWith(said.slice(0, 5)) && said.length >= 5))
    ? false
    : undefined;
}

/**
 * A yes to confirm: a reply to a yes/no question that opens by saying how often ("às vezes,
 * nos fins de semana", "sometimes, on weekends", "ab und zu") — it happened, now and then —
 * without a negation or a question after it.
 */
function saysHowOften(question: Question, message: string, lexicon: Lexicon): true | undefined {
  if (question.kind !== 'yes_no' || message.includes('?')) return undefined;
  const english = lexicon.inEnglish(lexicon.settled(message));
  if (!HOW_OFTEN.test(english)) return undefined;
  if (
    /n't\b|\b(?:no|not|never|nothing|none|nobody|without|neither|nor|rarely|hardly)\b/i.test(
      english,
    )
  ) {
    return undefined;
  }
  if (lexicon.refuses(message) || lexicon.isNonAnswer(message)) return undefined;
  return true;
}

/**
 * "Same as before", "idem", "dito", "pareil" to a closed question: the answer given to the
 * nearest question before it of the same kind (the same options for a choice), to confirm.
 */
function sameAsBefore(
  question: Question,
  message: string,
  before: Record<string, unknown>,
  context: RefereeContext,
): unknown {
  if (question.kind === 'text') return undefined;
  const all = questionsOf(context);
  const named = sameAsNamed(question, message, before, all);
  if (named !== undefined) return named;
  if (
    !SAME_AGAIN.test(lettersOnly(lexiconFor(context.locale).inEnglish(message))) &&
    !SAME_AGAIN_SAID.test(lettersOnly(message))
  )
    return undefined;
  const earlier = all
    .slice(
      0,
      all.findIndex((q) => q.key === question.key),
    )
    .reverse();
  const like = earlier.find((q) => answeredAlike(q, question, before));
  return like ? answerLike(question, before[like.key]) : undefined;
}

/** `other` is a question of the same kind (and options) as `question`, already answered. */
function answeredAlike(other: Question, question: Question, before: Record<string, unknown>) {
  return (
    other.key !== question.key &&
    other.kind === question.kind &&
    JSON.stringify(other.options ?? null) === JSON.stringify(question.options ?? null) &&
    before[other.key] !== undefined &&
    before[other.key] !== null
  );
}

/** Another question's answer, as an answer to `question` (its schema's own form), if it is one. */
function answerLike(question: Question, answer: unknown): unknown {
  const parsed = answerSchema(question).safeParse(answer);
  return parsed.success ? parsed.data : undefined;
}

/** Folded, its letters and single spaces alone: "Same, again!" is "same again". */
function lettersOnly(text: string): string {
  return folded(text)
    .replace(/[^\p{L}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const SAME_AGAIN =
  /^(?:(?:the )?same(?: (?:again|here|as (?:before|above|the last one|last time)))?|ditto|idem|likewise|see above|as above)$/;

/** "Même affaire", "pareil", "lo mismo", "a mesma coisa", "dasselbe" ("wie oben" is glossed "see above"): the same again, said whole. */
const SAME_AGAIN_SAID =
  /^(?:(?:la )?meme (?:chose|affaire)|pareil|lo mismo|lo mismito|igualito|(?:a )?mesma coisa|o mesmo|dasselbe|das gleiche|genauso|wie vorher|ebenso)$/;

/**
 * "J'ai demandé à l'infirmière du bureau : 80 %" to "taux d'activité, en pourcentage ?": the
 * one amount in the message, after a word that names no question of the questionnaire (the
 * readers set aside a figure after a word that is not the question's own, as it may be
 * another question's): offered, never stored.
 */
function figureNamingNoQuestion(
  asked: Question,
  message: string,
  context: RefereeContext,
): number | undefined {
  if (asked.kind !== 'number' || !context.questions || message.includes('?')) return undefined;
  const lexicon = lexiconFor(context.locale);
  if (lexicon.refuses(message) || lexicon.isHedged(message)) return undefined;
  const amounts = lexicon.quantities(message).filter((q) => !q.calendar);
  const amount = amounts.length === 1 ? amounts[0]! : undefined;
  if (!amount || amount.unit !== null || amount.range || amount.vague) return undefined;
  const label = amount.labelledBy ?? '';
  const others = context.questions.filter((q) => q.key !== asked.key);
  // "Years together: 6" while people are asked: a word of another question's prompt names it.
  const word = folded(label).replace(/[^\p{L}]/gu, '');
  const inPrompt = (q: Question) =>
    word.length >= 3 &&
    folded(q.prompt)
      .split(/[^\p{L}]+/u)
      .some((w) => w.startsWith(word));
  if (label === '' || others.some((q) => namesQuestion(label, q) || inPrompt(q))) return undefined;
  // Nor a word of the message that names another question's unit ("6 years" while people are asked).
  if (others.some((q) => namesQuestion(message, q))) return undefined;
  const parsed = answerSchema(asked).safeParse(amount.value);
  return parsed.success ? (parsed.data as number) : undefined;
}

/** "The same as …" in the five languages, and what follows it (the question it names). */
const SAME_AS =
  /^(?:(?:the|la|a|o|lo|le|el|das|die|der)\s+)?(?:same|mesma|mesmo|mismo|misma|igual|pareil|pareille|meme|gleich|gleiche|dasselbe|genauso)(?:\s+(?:nota|note|rating|score|mark|valoracion|puntuacion|bewertung))?\s+(?:as|que|da|do|de|del|wie|like)\s+(.+)$/;

/**
 * "A mesma da comunicação", "lo mismo que en comunicación", "pareil que pour la
 * communication", "gleich wie bei der Kommunikation", "same as communication": the answer
 * given to the one question of the same kind (and options) the rest names, to confirm.
 */
function sameAsNamed(
  question: Question,
  message: string,
  before: Record<string, unknown>,
  all: readonly Question[],
): unknown {
  const rest = SAME_AS.exec(lettersOnly(message))?.[1];
  if (!rest) return undefined;
  const like = all.filter((q) => answeredAlike(q, question, before) && namesQuestion(rest, q));
  return like.length === 1 ? answerLike(question, before[like[0]!.key]) : undefined;
}

/**
 * A 5 to confirm: a rating said by nothing but the scale's own top word, or one above it
 * ("excellent", "excelente", "ausgezeichnet", "outstanding", "top notch"), the hint itself
 * naming 5 "excellent". No figure, no other word: "excellent, but …" is left to be asked.
 */
function topOfTheScale(question: Question, message: string, lexicon: Lexicon): 5 | undefined {
  if (question.kind !== 'rating' || lexicon.refuses(message)) return undefined;
  const english = folded(lexicon.inEnglish(message))
    .replace(/[^\p{L}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return TOP_OF_THE_SCALE.test(english) ? 5 : undefined;
}

const TOP_OF_THE_SCALE =
  /^(?:(?:really|truly|simply|just) )?(?:excellent|outstanding|exceptional|superb|top notch|top)$/;

/** "sometimes", "now and then", "occasionally", "often", opening a reply. */
const HOW_OFTEN =
  /^\W*(?:(?:yes|yeah)\W+)?(?:sometimes|occasionally|now and then|from time to time|every now and then|once in a while|often|regularly|usually)\b/i;

/**
 * A yes to confirm: a reply to a yes/no question that names what it asks about, without a
 * negation or a question ("¿Tuvo algún accidente o multa?" — "una multa de aparcamiento en
 * 2022"; "any complaints?" — "one complaint, in 2021"), after its last correction.
 */
function namesWhatIsAsked(question: Question, message: string, lexicon: Lexicon): true | undefined {
  if (question.kind !== 'yes_no' || message.includes('?')) return undefined;
  const said = lexicon.settled(message);
  const english = lexicon.inEnglish(said);
  if (/n't\b|\b(?:no|not|never|nothing|none|nobody|without|neither|nor)\b/i.test(english)) {
    return undefined;
  }
  if (lexicon.isHedged(said) || lexicon.refuses(said) || lexicon.isNonAnswer(said))
    return undefined;
  const stem = (word: string) => folded(word).slice(0, 5);
  const content = (text: string) =>
    (text.match(/\p{L}{4,}/gu) ?? []).filter((word) => !lexicon.isFunctionWord(word)).map(stem);
  const asked = new Set(content(question.prompt));
  return content(said).some((word) => asked.has(word)) ? true : undefined;
}

/**
 * The options to confirm of a multiple choice: those read in their English sense when
 * they hold every one read and more ("Nachtdienste und Wochenenddienste": the nights, and
 * the weekends the words' own start missed).
 */
function fuller(question: Question, value: unknown, message: string, lexicon: Lexicon): unknown {
  if (!question.multiple || !Array.isArray(value)) return value;
  const found = optionInEnglish(question, lexicon.inEnglish(message), lexicon);
  // Never an option the participant's own words deny ("português e espanhol, inglês não").
  // (in dialect words too: "la nuit nunca" denies the night)
  const standard = lexicon.inStandard?.(message) ?? message;
  const denied = ` ${folded([...lexicon.negated(message).negated, ...lexicon.negated(standard).negated].join(' '))} `;
  // An option is denied by its whole name or by one of its own words ("Les médicaments non"
  // denies "Distribution des médicaments"): only an option added here is left out so.
  const deniedWord = (option: string) =>
    denied.includes(` ${folded(option)} `) ||
    (folded(option).match(/\p{L}{4,}/gu) ?? []).some(
      (word) =>
        !lexicon.isFunctionWord(word) &&
        new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, 'u').test(denied),
    );
  const read = Array.isArray(found)
    ? found.filter((option) => value.includes(option) || !deniedWord(option))
    : found;
  const wider = Array.isArray(read) && read.length > value.length;
  return wider && value.every((option) => read.includes(option)) ? read : value;
}

/**
 * A choice whose options are in the participant's language read in their
 * English sense too ("Ich war ihre Stationsleitung" names a manager, as
 * the option "Vorgesetzte/r" does): the option so named, to confirm.
 */
function optionInEnglish(question: Question, english: string, lexicon: Lexicon): unknown {
  if (!question.options) return undefined;
  const senses = question.options.map((option) => lexicon.inEnglish(option));
  if (senses.every((sense, i) => sense === question.options![i])) return undefined;
  const read = uncertainReading({ ...question, options: senses }, english, ENGLISH, true);
  const back = (sense: unknown) => question.options![senses.indexOf(String(sense))];
  if (typeof read === 'string') return back(read);
  return Array.isArray(read) ? read.map(back) : undefined;
}

/**
 * A statement ending with a tag that asks to be agreed with ("O sea nueve años, ¿cierto?",
 * "so nine years, right?", "neuf ans, non ?", "also neun Jahre, oder?", "nove anos, né?"): no
 * question back, an answer said with a doubt (never certain: it is offered to confirm).
 */
const TAG_QUESTION =
  /[,;]?\s*¿?\s*(?:cierto|verdad|no|s[ií]|right|yeah|eh|correct|n['’]est-ce pas|non|hein|pas vrai|oder|gell|gelle|ne|nicht wahr|stimmt['’]?s|n[ée]|n[ãa]o [ée]|certo|sabe|ok)\s*\?+\s*$/iu;

/** The message without a tag question at its end (TAG_QUESTION), when something is said before it. */
function withoutTagQuestion(message: string): string {
  const tag = TAG_QUESTION.exec(message);
  if (!tag || !/[\p{L}\p{N}]/u.test(message.slice(0, tag.index))) return message;
  return message.slice(0, tag.index);
}

/** A valid reading the source did not keep (unsure, or unread by it): worth a confirmation. */
function uncertainReading(
  question: Question,
  message: string,
  lexicon: Lexicon,
  asking = false,
): unknown {
  if (question.kind === 'text') return undefined;
  if (asking && withoutTagQuestion(message).includes('?')) {
    // "Ah, de saber o ofício? Cinco": what is said after the last question, on its own.
    const after = message.slice(message.lastIndexOf('?') + 1);
    return hasWords(after) || /\d/.test(after)
      ? uncertainReading(question, after, lexicon)
      : undefined;
  }
  // A figure in a refusal is no answer, whichever clause it stands in.
  if ((question.kind === 'number' || question.kind === 'rating') && lexicon.refuses(message)) {
    return undefined;
  }
  // "un 4, el outbound no era su fuerte": a mark said first is no yes or no, in any clause.
  if (question.kind === 'yes_no' && opensWithRating(message, lexicon)) return undefined;
  // A correction later in the message wins ("4 or 5... go with 4"): its last clause, confirmed.
  const lastClause = message
    .split(/[,;.!]+|\s[-–]\s/)
    .filter((part) => hasWords(part))
    .at(-1);
  // A share ("cerró al 120%") is no count, unless a share is asked.
  const share = (text: string) => /\d\s*%|\bper ?cent\b/i.test(lexicon.inEnglish(text));
  const asksShare =
    /%|percent|porcentaje|por ?ciento|pourcentage|pour ?cent|prozent|percentagem|por ?cento/i.test(
      question.prompt,
    );
  const usable = lastClause && (asksShare || !share(lastClause));
  const reading =
    kindOf(question).read(question, message, lexicon) ??
    (usable ? kindOf(question).read(question, lastClause, lexicon) : undefined);
  if (!reading) return undefined;
  const parsed = answerSchema(question).safeParse(reading.value);
  return parsed.success ? parsed.data : undefined;
}

/**
 * A reading of a later question waits for its yes ("I understood 5 for Technique: right?") while
 * the participant answers the question asked instead ("2", after "no" to "5 years"): once that
 * answer moves the talk on and nothing else is to confirm, the waiting reading is offered again,
 * never dropped unasked (a question it reads is not answered yet and not passed on).
 */
function withWaitingReading(input: RefereeInput, previous: RefereeState, reply: Reply): Reply {
  const waiting = previous.confirm;
  const { context } = input;
  if (!waiting || waiting.key === 'decline' || input.confirm !== undefined || input.answer) {
    return reply;
  }
  const { state } = reply;
  const asked = askedKey(previous, context);
  if (state.confirm || state.declined || waiting.key === asked) return reply;
  if (askedKey(state, context) === asked) return reply;
  const skipped = context.questions ? (state.questionnaire?.skipped ?? []) : state.skipped;
  if (
    recordOf(state, context)[waiting.key] !== undefined ||
    skipped.includes(waiting.key as never)
  ) {
    return reply;
  }
  return { text: `${reply.text} ${waiting.text}`, state: { ...state, confirm: waiting } };
}

/** The controls and the way out after two misses; never the same reply twice in a row. */
function finish(input: RefereeInput, previous: RefereeState, reply: Reply): Reply {
  const { context } = input;
  let { text, state } = reply;
  // Every other question done, a required one set aside (setsAside) is asked again, never closed on.
  const aside = setAsideLeft(state, context);
  if (aside) {
    const closing = questionWords(state, context);
    const progress = { ...state.questionnaire!, asking: aside };
    const kept = text.endsWith(closing) ? text.slice(0, -closing.length).trimEnd() : text;
    state = { ...state, questionnaire: progress };
    text = `${kept} ${questionWords(state, context)}`.trim();
  }
  const asked = askedKey(state, context);
  if (asked !== askedKey(previous, context) && !state.confirm) state = { ...state, misses: 0 };
  if ((state.misses ?? 0) >= 2 && asked && !state.confirm) {
    const question = questionsOf(context).find((q) => q.key === asked);
    text = `${text} ${question?.required ? sayTo(context).interview.wayOutRequired : sayTo(context).interview.wayOutOptional}`;
  }
  const leads = sayTo(context).interview.variations;
  text = unrepeated(text, lastReplyIn(input.transcript), leads, state.misses ?? 0);
  return { text, state };
}

/** Splits text into groups of words whose concatenation is the text itself. */
export function chunkWords(text: string, size: number): string[] {
  const tokens = text.match(/\S+\s*/g) ?? [];
  const chunks: string[] = [];
  for (let i = 0; i < tokens.length; i += size) chunks.push(tokens.slice(i, i + size).join(''));
  const lead = /^\s*/.exec(text)?.[0] ?? '';
  if (lead && chunks.length > 0) chunks[0] = lead + chunks[0];
  return chunks;
}

// ---------------------------------------------------------------------------
// Typed answers, checked as `complete` checks them

export interface TypedIssue {
  path: string;
  message: string;
}

/**
 * The issues of a typed answer or confirmation against the questionnaire
 * and the state (CONTRACT "Typed answers"): an unknown key, a value of the
 * wrong kind or an option not offered, a skip of a required question, a
 * confirmation with nothing pending. Empty when it may be stored.
 */
export function typedAnswerIssues(
  context: RefereeContext,
  state: RefereeState,
  body: { answer?: { key: string; value: unknown } | undefined; confirm?: boolean | undefined },
): TypedIssue[] {
  if (body.confirm !== undefined) {
    if (state.confirm) return [];
    return [{ path: 'confirm', message: sayTo(context).interview.nothingToConfirm }];
  }
  const { key, value } = body.answer!;
  const path = `answers.${key}`;
  if (state.declined) return [{ path, message: sayTo(context).interview.declinedAlready }];
  const question = questionsOf(context).find((q) => q.key === key);
  if (!question) return [{ path, message: 'is not a question of this questionnaire' }];
  if (value === null) return question.required ? [{ path, message: 'is required' }] : [];
  const parsed = answerSchema(question).safeParse(value);
  if (!parsed.success) return [{ path, message: parsed.error.issues[0]?.message ?? 'is invalid' }];
  if (!context.questions) {
    // The built-in's stored shape has limits of its own (relationship: 2,000 characters).
    const stored = refereeAnswersSchema.safeParse(nestBuiltinAnswers({ [key]: value }));
    if (!stored.success) {
      return [{ path, message: stored.error.issues[0]?.message ?? 'is invalid' }];
    }
  }
  return [];
}
