import { escapeRegExp } from '../../../../core/regexp.ts';

/** A place where a listed phrase stands in the text, and the text found there. */
export interface PhraseFound {
  index: number;
  text: string;
}

const LETTERS_OR_DIGITS = /[\p{L}\p{N}]+/uy;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * Finds phrases (folded) in folded text as one regular expression of them all would,
 * `(?<![\p{L}\p{N}])(?:p1|p2|…)(?![\p{L}\p{N}])` with the flags `gu`, each phrase's spaces
 * and hyphens any run of either: never inside a word, left to right, and at each place the
 * first phrase listed that fits.
 *
 * Why not that expression: with the thousands of phrases of a language's glossary V8 ran
 * it in its interpreter, trying every phrase at every character; it was a fifth of the
 * German and French readers' time (11 s of 55 s in the corpus). Here a place is tried only
 * where a word starts, and only with the phrases that open with that word.
 */
export function phraseFinder(phrases: readonly string[]): (text: string) => PhraseFound[] {
  /** The phrases by their opening word (or, for one that opens on a sign, by that sign). */
  const byOpening = new Map<string, { at: number; pattern: string }[]>();
  /** Phrases that open with a space or a hyphen: tried wherever a word may start. */
  const anywhere: { at: number; pattern: string }[] = [];
  phrases.forEach((phrase, at) => {
    const pattern = phrasePattern(phrase);
    const opening = openingOf(phrase);
    if (opening === undefined) anywhere.push({ at, pattern });
    else byOpening.set(opening, [...(byOpening.get(opening) ?? []), { at, pattern }]);
  });
  /** Each opening's phrases as one expression tried at one place, made when first needed. */
  const fitting = new Map<string, RegExp | null>();
  const fittingFor = (opening: string): RegExp | null => {
    const key = byOpening.has(opening) ? opening : '';
    let expression = fitting.get(key);
    if (expression === undefined) {
      const candidates = mergedByOrder(byOpening.get(key) ?? [], anywhere);
      expression =
        candidates.length === 0
          ? null
          : new RegExp(`(?:${candidates.map((c) => c.pattern).join('|')})(?![\\p{L}\\p{N}])`, 'uy');
      fitting.set(key, expression);
    }
    return expression;
  };

  return (text) => {
    const found: PhraseFound[] = [];
    let index = 0;
    while (index < text.length) {
      const char = String.fromCodePoint(text.codePointAt(index)!);
      const startsWord = index === 0 || !LETTER_OR_DIGIT.test(previousCodePoint(text, index));
      const match = startsWord ? firstFitting(text, index, char) : undefined;
      if (match !== undefined) found.push({ index, text: match });
      // As a global expression does, an empty match moves on by a character.
      index += match ? match.length : char.length;
    }
    return found;
  };

  function firstFitting(text: string, index: number, char: string): string | undefined {
    let opening = char;
    if (LETTER_OR_DIGIT.test(char)) {
      LETTERS_OR_DIGITS.lastIndex = index;
      opening = LETTERS_OR_DIGITS.exec(text)![0];
    }
    const expression = fittingFor(opening);
    if (!expression) return undefined;
    expression.lastIndex = index;
    return expression.exec(text)?.[0];
  }
}

/** A phrase as a pattern, its spaces and hyphens any run of either ("c est" finds "c-est"). */
export function phrasePattern(phrase: string): string {
  return phrase
    .split(/[\s-]+/)
    .map(escapeRegExp)
    .join('[\\s-]+');
}

/**
 * The text with each phrase found replaced by `by(found, index, text)`, as
 * `text.replace(expression, by)` would.
 */
export function replacePhrases(
  find: (text: string) => PhraseFound[],
  text: string,
  by: (found: string, index: number, text: string) => string,
): string {
  let out = '';
  let at = 0;
  for (const found of find(text)) {
    out += text.slice(at, found.index) + by(found.text, found.index, text);
    at = found.index + found.text.length;
  }
  return out + text.slice(at);
}

/**
 * What a phrase must open with in the text: its run of letters and digits, which a word of
 * the text then is in whole (the phrase goes on with a sign, or ends before one); a sign it
 * opens with; nothing for a space or a hyphen, which any run of either may stand for.
 */
function openingOf(phrase: string): string | undefined {
  const run = /^[\p{L}\p{N}]+/u.exec(phrase);
  if (run) return run[0];
  const first = String.fromCodePoint(phrase.codePointAt(0) ?? 32);
  return /[\s-]/.test(first) ? undefined : first;
}

function previousCodePoint(text: string, index: number): string {
  const low = text.charCodeAt(index - 1);
  const isLowSurrogate = low >= 0xdc00 && low <= 0xdfff && index >= 2;
  return isLowSurrogate ? text.slice(index - 2, index) : text[index - 1]!;
}

function mergedByOrder<T extends { at: number }>(some: T[], others: T[]): T[] {
  if (others.length === 0) return some;
  return [...some, ...others].sort((a, b) => a.at - b.at);
}
