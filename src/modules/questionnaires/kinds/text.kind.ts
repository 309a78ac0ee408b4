import { z } from 'zod';
import type { Locale } from '../../../core/locale.ts';
import { fill, participantCopy } from '../../../core/participant-copy.ts';
import { clipText } from '../../../core/text.ts';
import { base, baseInput, MAX_TEXT, withPurpose } from './fields.ts';
import type { KindQuestion, Lexicon, QuestionKindModule } from './kind.types.ts';

/** What the interviewer says, in a locale. */
const sayIn = (locale: Locale) => participantCopy(locale).refereeAgent;

export interface TextResult {
  kind: 'text';
  /** Every answer, whole, with its referee (closing small talk left out). */
  quotes: { refereeName: string; text: string }[];
}

/** A free-text answer as quoted: whole (a report shows every word), trimmed, blank lines kept single. */
export function quoteText(text: string): string {
  return text
    .trim()
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n\s*/g, '\n\n');
}

const answer = (q: KindQuestion): z.ZodType<string> =>
  q.required ? z.string().trim().min(1).max(MAX_TEXT) : z.string().trim().max(MAX_TEXT);

const input = z
  .strictObject({ ...baseInput, kind: z.literal('text').describe('Free text') })
  .meta({ id: 'NewTextQuestion' });

/** Free text, up to 5,000 characters. */
export const textKind: QuestionKindModule<'text', string, TextResult, typeof input> = {
  kind: 'text',
  describe: '`text`: free text, up to 5,000 characters',
  title: 'Text',
  fields: [],
  input,
  normalise: (q: KindQuestion) => withPurpose(q, base(q)),
  answer,
  stored: (_q, value) => (typeof value === 'string' && value.trim() !== '' ? value : undefined),
  extract: answer,
  ask: (q) => ({ key: q.key, kind: 'text', prompt: q.prompt, required: q.required }),
  control: { input: 'textarea', value: 'string' },
  read(_q, text, lexicon) {
    // The words are the answer: a correction inside them stays (the referee's own words), noise goes.
    const words = lexicon.withoutNoise(text);
    if (!lexicon.hasWords(words)) return undefined;
    // "not sure, maybe delegation?" is a hedged answer; "strengths as in technical or personal?" is none.
    const hedged = lexicon.isHedged(words.replace(/\?+\s*$/, ''));
    if (lexicon.isOnlyQuestions(words) && !hedged) return undefined;
    if (lexicon.isNonAnswer(words) || lexicon.asksBack(words) || lexicon.saysNothing(words)) {
      return undefined;
    }
    // "isso aí eu não vou falar não, mana, …", "I'd rather not say, …": the question refused
    // first, whatever reason follows, is no answer to quote.
    if (refusesFirst(words, lexicon)) return undefined;
    // A yes or no alone ("yes", "ok sure") answers another kind of question, not this one.
    if (isOnlyYesNo(words, lexicon)) return undefined;
    // "Puntualidad con los pagos... no wait, that's the other girl. I don't know": taken back
    // into a non-answer is none; a correction inside the words is kept, and confirmed.
    const english = lexicon.inEnglish(words);
    const lastCorrection = [...english.matchAll(TAKEN_BACK)].at(-1);
    const corrected = lastCorrection !== undefined;
    const after = corrected ? english.slice(lastCorrection.index + lastCorrection[0].length) : '';
    if (corrected && (!lexicon.hasWords(after) || lexicon.isNonAnswer(after))) return undefined;
    return {
      value: clipText(words, MAX_TEXT),
      certain:
        !corrected &&
        !isNoThenLittle(words, lexicon) &&
        !endsAsking(words) &&
        !ASKS_THEM.test(firstClause(words, lexicon)),
    };
  },
  say: {
    hint: () => '',
    unread: (_q, locale) => sayIn(locale).needAnswer,
    noted: (_q, _value, locale) => sayIn(locale).acknowledgements.strengths,
  },
  aggregate(_q, answers, context) {
    const quotes = answers
      .filter((a) => a.value.trim() !== '' && !context.isSmallTalk(a.value))
      .map((a) => ({ refereeName: a.refereeName, text: quoteText(a.value) }));
    return { kind: 'text', count: quotes.length, quotes };
  },
  result: {
    kind: z.literal('text').describe('The question kind'),
    quotes: z
      .array(
        z
          .object({
            refereeName: z.string().describe('The referee'),
            text: z.string().describe('The answer, whole'),
          })
          .meta({ id: 'TextAnswerQuote' }),
      )
      .describe('Each answer with its referee, in order of completion'),
  },
  resultId: 'TextQuestionResult',
  summary: (r, words) => `${fill(words.answeredCount, { count: r.count })} (quoted in the report)`,
  display(r, words) {
    if (r.quotes.length === 0) return [{ line: words.noAnswers, muted: true }];
    return [{ quotes: r.quotes.map((q) => ({ text: q.text, refereeName: q.refereeName })) }];
  },
};

/**
 * A no and a word or three after it ("no po, eso", "nee, passt scho", "non, ça ira", "não, é
 * isso aí", "no, that'd be it"): a closing more often than an answer, in words the reader may
 * not know. Offered for confirmation, never stored as said.
 */
/** A correction said in so many words, in the English the lexicon reads a message in. */
const TAKEN_BACK = /(?<![\p{L}])(?:no,?\s+wait|wait,?\s+no|I meant|scratch that)(?![\p{L}])/giu;

function isNoThenLittle(words: string, lexicon: Lexicon): boolean {
  const m = /^[^\p{L}]*(\p{L}+)[^\p{L}\p{N}]+(.*)$/su.exec(words);
  if (!m) return false;
  const rest = m[2]!.match(/[\p{L}\p{N}][\p{L}\p{N}'’]*/gu) ?? [];
  return rest.length > 0 && rest.length <= 3 && lexicon.yesNo(m[1]!) === false;
}

/**
 * A message that ends with a question ("Je ne suis pas sûr d'être la bonne personne … C'est
 * celle qui est partie en France ?", "She was great with clients. Is that enough?"): the
 * referee may still be asking, not answering. Offered for a tap, never stored as said.
 */
function endsAsking(words: string): boolean {
  return /\?[^\p{L}\p{N}?]*$/u.test(words);
}

/** The referee's own refusal of the question, in the first person, opening the answer. */
const REFUSED_FIRST =
  /^\W*(?:(?:well|honestly|look|sorry|no|that|this|isso|ai|eu)\W+)*(?:prefer not to answer|no comment|(?:i'?d |i would |i )?(?:rather|prefer) not(?: to)? (?:say|answer|comment)|i (?:don'?t|do not|won'?t|will not) (?:want to )?(?:say|answer|comment))\b/i;

/**
 * The question sent back to the candidate ("ask her yourself", "Isso pergunte a ela mesmo, ela
 * sabe", "Fragen S' sie selber"), as the whole first clause: no answer. "Ask her to delegate
 * more", "Pregúntele a ella por el proyecto X, lo lideró" go on: an answer, offered (ASKS_THEM).
 */
const SENDS_BACK =
  /^\W*(?:(?:well|honestly|look|sorry|no|that|this|isso|ai|eu|eso|esto|das|ça|ca|na|bueno|pues)\W+)*(?:you(?:'d| would| will|'ll)? (?:have to |need to |should |better )?)?ask (?:her|him|them|the candidate)(?: (?:yourself|directly|herself|himself|themselves|directamente|direkt|directement|diretamente|mesmo|mesma|selbst|selber)){0,2}\W*$/i;
const ASKS_THEM =
  /^\W*(?:(?:well|honestly|look|sorry|no|that|this|isso|ai|eu|eso|esto|das|ça|ca|na|bueno|pues)\W+)*(?:you(?:'d| would| will|'ll)? (?:have to |need to |should |better )?)?ask (?:her|him|them|the candidate)\b/i;

function refusesFirst(words: string, lexicon: Lexicon): boolean {
  const first = firstClause(words, lexicon);
  return REFUSED_FIRST.test(first) || SENDS_BACK.test(first);
}

const firstClause = (words: string, lexicon: Lexicon) =>
  lexicon.inEnglish(words).split(/[,;.!?\n]/)[0] ?? '';

/** A short message that is only a yes, a no or an "ok". */
function isOnlyYesNo(words: string, lexicon: Lexicon): boolean {
  if (words.split(/\s+/).length > 3) return false;
  return lexicon.yesNo(words) !== null || /^\W*(?:ok(?:ay)?|k|sure|fine|hmm+)\W*$/i.test(words);
}
