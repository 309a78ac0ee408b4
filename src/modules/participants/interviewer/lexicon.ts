import type { Lexicon } from '../../questionnaires/kinds/index.ts';
import { asksBack, hasWords, isOnlyQuestions, readRating, readYesNo } from './referee-reading.ts';

/** English, as the built-in interviewer reads it: what the question kinds' readers combine. */
export const ENGLISH: Lexicon = {
  rating: (text) => readRating(text)?.value ?? null,
  yesNo: readYesNo,
  asksBack,
  hasWords,
  isOnlyQuestions,
};
