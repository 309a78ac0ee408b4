import { escapeRegExp } from './regexp.ts';
/**
 * What erasure leaves where a name, an e-mail or a phone stood (CONTRACT
 * "Personal data"), and the one rule for finding them in free text: the
 * whole needle, any case, never inside a longer word, so erasing a person
 * named Eve leaves `level` and `severity` (and the keys of a JSON text)
 * alone. `src/db/scrub.ts` applies the same rule in SQL.
 */
export const ERASED = '[erased]';

/** `text` with every whole occurrence of each needle replaced by ERASED. */
export function eraseWords(text: string, needles: readonly string[]): string {
  return needles.reduce(
    (result, needle) =>
      result.replace(
        new RegExp(`(?<![\\p{L}\\p{N}_])${escapeRegExp(needle)}(?![\\p{L}\\p{N}_])`, 'giu'),
        ERASED,
      ),
    text,
  );
}

/** Text compared for erasure: whitespace runs as one space, trimmed, any case. */
function comparable(text: string): string {
  return text.replace(/\s+/g, ' ').trim().toLowerCase();
}

/** Shorter free texts are erased only where a string is all of them (or an excerpt), never inside another. */
const MIN_TEXT_INSIDE = 12;

/**
 * One string without any of `texts` (the free text of erased answers):
 * ERASED when it is one of them, whitespace aside (a report quotes an
 * answer trimmed, its blank lines single), or an excerpt of one (cut, with
 * an ellipsis); otherwise each one it holds is replaced by ERASED (whole
 * when only its whitespace differs).
 */
function withoutText(value: string, texts: readonly string[]): string {
  const seen = comparable(value);
  if (seen === '') return value;
  const cut = seen.endsWith('…') ? seen.slice(0, -1).replace(/[\s,;:.-]+$/, '') : undefined;
  let result = value;
  for (const text of texts) {
    const wanted = comparable(text);
    if (wanted === '') continue;
    if (seen === wanted || (cut && cut.length > 0 && wanted.startsWith(cut))) return ERASED;
    if (wanted.length < MIN_TEXT_INSIDE || !comparable(result).includes(wanted)) continue;
    const exact = result.toLowerCase().indexOf(text.trim().toLowerCase());
    if (exact < 0) return ERASED;
    result = eraseWords(result, [text.trim()]);
    if (result.toLowerCase().includes(text.trim().toLowerCase())) return ERASED;
  }
  return result;
}

/**
 * A copy of plain data (a stored report, an API answer kept for retries)
 * without the free text of erased answers (CONTRACT "Personal data"): every
 * string that is, quotes or excerpts one of `texts` reads ERASED (see
 * withoutText). Keys, numbers, booleans and null stay.
 */
export function eraseTexts<T>(value: T, texts: readonly string[]): T {
  if (texts.length === 0) return value;
  if (typeof value === 'string') return withoutText(value, texts) as T;
  if (Array.isArray(value)) return value.map((item) => eraseTexts(item, texts)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, eraseTexts(item, texts)]),
    ) as T;
  }
  return value;
}
