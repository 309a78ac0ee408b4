import type { Locale } from '../../../core/locale.ts';
import type { Lexicon } from '../../questionnaires/kinds/index.ts';
import { LANGUAGE_WORDS, readingIn } from '../../questionnaires/kinds/lexicons/index.ts';
import {
  asksBackAnyway,
  isDoubleNegative,
  isFunctionWord,
  isHedged,
  isQualified,
  negatedParts,
  placeSaid,
  placesSaid,
  saysAll,
  saysNoneOf,
  saysNothing,
  settledPart,
  withoutNoise,
} from './answer-reading.ts';
import {
  convertQuantity,
  englishAsksRoughly,
  englishQuantities,
  englishUnitAsked,
} from './quantity-reading.ts';
import {
  hasWords,
  isNonAnswer,
  isOnlyQuestions,
  readRating,
  readRatingSaid,
  readYesNo,
  readYesNos,
  refusesAnywhere,
} from './referee-reading.ts';

/**
 * A relation said from the referee's side, in the candidate's terms (the
 * built-in's options): "I managed her" is their manager, "I reported to
 * him" someone they managed; "mgr" is a manager.
 */
const REFEREE_SIDE: ReadonlyArray<[RegExp, string]> = [
  [
    /\bi (?:managed|was (?:the )?(?:manager|boss|line manager) of) (?:her|him|them)\b/gi,
    'their manager',
  ],
  [/\bi was (?:her|his|their) (?:manager|boss|line manager)\b/gi, 'their manager'],
  [/\b(?:she|he|they) reported to me\b/gi, 'their manager'],
  [/\bi reported to (?:her|him|them)\b/gi, 'someone they managed'],
  [/\b(?:she|he|they) managed me\b/gi, 'someone they managed'],
  [/\bmgr\b/gi, 'manager'],
];

function inTheirTerms(text: string): string {
  return REFEREE_SIDE.reduce((said, [phrase, terms]) => said.replace(phrase, terms), text);
}

/** English, as the interviewer reads it: what the question kinds' readers combine. */
export const ENGLISH: Lexicon = {
  rating: (text) => readRating(text)?.value ?? null,
  ratingSaid: readRatingSaid,
  yesNo: readYesNo,
  yesNos: readYesNos,
  asksBack: asksBackAnyway,
  hasWords,
  isOnlyQuestions,
  settled: settledPart,
  withoutNoise,
  isNonAnswer,
  refuses: refusesAnywhere,
  saysNothing,
  isHedged,
  isQualified,
  isDoubleNegative,
  quantities: englishQuantities,
  convert: convertQuantity,
  unitAsked: englishUnitAsked,
  asksRoughly: englishAsksRoughly,
  negated: negatedParts,
  isFunctionWord,
  place: placeSaid,
  places: placesSaid,
  saysAll,
  saysNoneOf,
  understands: () => true,
  inEnglish: inTheirTerms,
};

/** Each language's readers: English as written, the others read through it (kinds/lexicons). */
const LEXICONS: Record<Locale, Lexicon> = {
  en: ENGLISH,
  es: readingIn(LANGUAGE_WORDS.es, ENGLISH),
  de: readingIn(LANGUAGE_WORDS.de, ENGLISH),
  fr: readingIn(LANGUAGE_WORDS.fr, ENGLISH),
  pt: readingIn(LANGUAGE_WORDS.pt, ENGLISH),
};

/** The readers of the participant's language (the request's `locale`; English when none is given). */
export function lexiconFor(locale: Locale | undefined): Lexicon {
  return LEXICONS[locale ?? 'en'];
}
