import type { Locale } from '../../../core/locale.ts';
import { NUMBER_WORDS } from '../../../core/number-words.ts';
import type { Lexicon } from '../../questionnaires/kinds/index.ts';
import { LANGUAGE_WORDS } from '../../questionnaires/kinds/lexicons/index.ts';
import { fold } from '../../questionnaires/kinds/lexicons/reading-in.ts';
import type { Question } from '../../questionnaires/questionnaires.schemas.ts';

/**
 * Typed on a phone (issue 40): "thre", "yse", "hybird", "pyhton +
 * typescirpt". A word one slip away from a word the question's reader
 * knows (its options, its amounts, yes and no) is mended, so that the
 * reading can be offered for confirmation; it is never stored unasked.
 */

const YES_NO_WORDS = ['yes', 'yeah', 'yep', 'nope', 'definitely', 'absolutely'];
const AMOUNT_WORDS = [
  ...Object.keys(NUMBER_WORDS).filter((word) => word.length > 2),
  'years',
  'months',
  'weeks',
  'people',
  'dozen',
];

/** The words a question's reader knows, lowercased. */
function vocabularyOf(question: Question): string[] {
  const options = (question.options ?? []).flatMap(
    (option) => option.toLowerCase().match(/\p{L}+/gu) ?? [],
  );
  const byKind: Record<string, string[]> = {
    yes_no: YES_NO_WORDS,
    number: AMOUNT_WORDS,
    rating: AMOUNT_WORDS,
    choice: options,
  };
  return (byKind[question.kind] ?? []).filter((word) => word.length > 2);
}

/**
 * The optimal string alignment distance: edits, one transposition of
 * neighbours counting as one ("yse" to "yes").
 */
export function slipDistance(a: string, b: string): number {
  // Three rows of the table are all it reads: the one before last, the last, this one.
  let beforeLast = new Int32Array(b.length + 1);
  let last = Int32Array.from({ length: b.length + 1 }, (_, j) => j);
  let row = new Int32Array(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(last[j]! + 1, row[j - 1]! + 1, last[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        row[j] = Math.min(row[j]!, beforeLast[j - 2]! + 1);
      }
    }
    [beforeLast, last, row] = [last, row, beforeLast];
  }
  return last[b.length]!;
}

/**
 * Words of their own one slip from a reader's word: never mended ("not even
 * one" is no "not seven one", "there" no "three", "right" no "eight", "a
 * year" no "a yeah"). The messages read here are English or read in English
 * words, so these are the words a referee writes.
 */
const REAL_WORDS = new Set(
  (
    'even seen seem there these then than thee tree teen torn tow ' +
    'right light night might sight fight tight weight height ' +
    'line mine fine wine nice none once ' +
    'fire give live hive dive file ' +
    'your hour tour pour sour ' +
    'eyes yet year yeah hope note nose node rope ' +
    'ears tears bears mouths sixth'
  ).split(' '),
);

/** One word mended when exactly one known word is one slip away (three letters: a swap only). */
function mendWord(word: string, vocabulary: readonly string[]): string {
  const plain = word.toLowerCase();
  if (plain.length < 3 || vocabulary.includes(plain) || REAL_WORDS.has(plain)) return word;
  const near = [
    ...new Set(
      vocabulary.filter((known) => {
        // Words two letters longer or shorter are two slips away at least.
        if (Math.abs(plain.length - known.length) > 1) return false;
        if (slipDistance(plain, known) !== 1) return false;
        if (plain.length > 3) return true;
        return known.length === 3 && [...plain].sort().join('') === [...known].sort().join('');
      }),
    ),
  ];
  return near.length === 1 ? near[0]! : word;
}

/** The message with its slips mended for this question; the same text when there are none. */
export function mendTypos(question: Question, message: string): string {
  const vocabulary = vocabularyOf(question);
  if (vocabulary.length === 0) return message;
  return message.replace(/\p{L}+/gu, (word) => mendWord(word, vocabulary));
}

/**
 * "vierr", "quatres", "cinqu": a word of the participant's language one slip from one of
 * its number words, mended, so that its reading can be offered for confirmation. A word
 * the language knows ("nein" is no "neun") is never mended.
 */
export function mendNumberWords(message: string, locale: Locale, lexicon: Lexicon): string {
  if (locale === 'en') return message;
  // Accents are optional when read ("funf" is "fünf"), so "fuenf" is one slip from a number too.
  const vocabulary = [
    ...new Set(Object.keys(LANGUAGE_WORDS[locale].numbers).flatMap((w) => [w, fold(w)])),
  ].filter((w) => /^\p{L}{4,}$/u.test(w));
  const heard = SPOKEN_NUMBERS[locale] ?? {};
  return message.replace(/\p{L}+/gu, (word) =>
    lexicon.understands(word) ? word : (heard[word.toLowerCase()] ?? mendWord(word, vocabulary)),
  );
}

/**
 * A number word as voice dictation writes a word that sounds the same ("Mettons vin": vingt),
 * by language: mended only where a figure is asked and the word means nothing else the
 * lexicon knows, so that its reading is offered for confirmation, never stored.
 */
const SPOKEN_NUMBERS: Partial<Record<Locale, Readonly<Record<string, string>>>> = {
  fr: { vin: 'vingt', vins: 'vingt', vain: 'vingt' },
};
