import type { Lexicon } from '../../questionnaires/kinds/index.ts';
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
} from './referee-reading.ts';

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
};
