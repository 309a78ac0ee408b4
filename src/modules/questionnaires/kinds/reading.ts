import type { KindQuestion, Lexicon } from './kind.types.ts';

/**
 * What every kind's reader does first (CONTRACT "Never a guess"): drop the
 * noise a phone adds (a pasted signature, "Sent from my iPhone"), keep what
 * follows the message's last correction ("no - wait, I meant yes"), and
 * answer nothing for a skip, "I don't know", a refusal, a decline or a
 * question back.
 */
export function answerPart(text: string, lexicon: Lexicon): string | undefined {
  const clean = lexicon.withoutNoise(text);
  const said = lexicon.settled(clean).trim();
  if (said === '' || lexicon.isNonAnswer(clean) || lexicon.isNonAnswer(said)) return undefined;
  if (lexicon.asksBack(said) || lexicon.asksBack(clean)) return undefined;
  return said;
}

/** The words of a question (its prompt and label), lower case. */
function ownWords(question: KindQuestion): string[] {
  return `${question.prompt} ${question.label ?? ''}`.toLowerCase().split(/[^\p{L}]+/u);
}

/**
 * A figure written after a word that names something other than the
 * question ("collaboration 4" while craft is asked): not a function word,
 * not a word of the question's own (same stem: "managed" for "manage").
 */
export function namesAnother(
  question: KindQuestion,
  label: string | null,
  lexicon: Lexicon,
): boolean {
  if (!label || lexicon.isFunctionWord(label)) return false;
  // A word in another script ("二十 veinte", the figure written first in Chinese) names nothing
  // the readers' languages can ask about: no question's name.
  if (!/\p{Script=Latin}/u.test(label)) return false;
  const stem = label.slice(0, 5);
  return !ownWords(question).some(
    (w) => w.length >= 3 && (w.startsWith(stem) || label.startsWith(w)),
  );
}

/** Many words around the figure: a reading from a message mostly about something else. */
export function isMostlyElse(text: string): boolean {
  return text.split(/\s+/).filter(Boolean).length > 25;
}

/**
 * A time of day ("um 23 Uhr", "von 14 Uhr bis nach 3 Uhr", "a las 6 y 10", "à 8h30", "às 14h",
 * "at 5 pm"): when something happens, never an amount, a length of time or a mark.
 */
const CLOCK_TIME = new RegExp(
  [
    '(?<![\\p{L}\\p{N}.,])\\d{1,2}(?:[:.]\\d{2})?\\s*Uhr(?![\\p{L}])',
    "(?<![\\p{L}\\p{N}.,])\\d{1,2}(?::\\d{2})?\\s*(?:am|pm|a\\.m\\.|p\\.m\\.|o'clock)(?![\\p{L}])",
    '(?<![\\p{L}\\p{N}.,])\\d{1,2}h\\d{0,2}(?![\\p{L}\\p{N}])',
    '(?<![\\p{L}])(?:a las|a la|desde las|hasta las|de las|despu[eé]s de las|antes de las)\\s+\\d{1,2}(?:[:.]\\d{2})?(?:\\s+y\\s+(?:media|cuarto|\\d{1,2}))?(?![\\p{N}])',
    '(?<![\\p{L}])(?:às|até às|das)\\s+\\d{1,2}(?::\\d{2})?(?:\\s*horas?)?(?![\\p{N}])',
    '(?<![\\p{L}])(?:à|vers|avant|après)\\s+\\d{1,2}\\s*heures?(?:\\s*\\d{2})?(?![\\p{N}])',
  ].join('|'),
  'giu',
);

/** The text without the times of day it names (CLOCK_TIME). */
export function withoutClockTimes(text: string): string {
  return text.replace(CLOCK_TIME, ' ');
}
