/**
 * Shortening and repairing user text without breaking characters. JavaScript
 * strings are UTF-16: `slice(0, n)` can cut a surrogate pair (an emoji) in
 * half, and PostgreSQL refuses the lone half in `jsonb` (a 500, for good, on
 * every later write of the same data). Cuts here fall on grapheme boundaries
 * (an emoji with its skin tone or ZWJ sequence stays whole); lengths stay in
 * UTF-16 code units, the unit of the schemas' `max()` and of the callers'
 * limits.
 */

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The longest prefix of `text` of at most `maxUnits` UTF-16 code units ending on a grapheme boundary. */
export function truncateText(text: string, maxUnits: number): string {
  if (text.length <= maxUnits) return text;
  if (maxUnits <= 0) return '';
  let end = 0;
  for (const { index, segment } of graphemes.segment(text)) {
    if (index + segment.length > maxUnits) break;
    end = index + segment.length;
  }
  return text.slice(0, end);
}

/**
 * `text` cut to at most `maxUnits` code units, the last one an ellipsis when
 * it was cut.
 */
export function truncateWithEllipsis(text: string, maxUnits: number): string {
  if (text.length <= maxUnits) return text;
  return `${truncateText(text, maxUnits - 1).trimEnd()}…`;
}

/** User or model text made well-formed and cut to at most `maxUnits` code units on a grapheme boundary. */
export function clipText(text: string, maxUnits: number): string {
  return truncateText(toWellFormed(text), maxUnits);
}

const LONE_SURROGATE = /[\ud800-\udfff]/gu;

/** `text` with every unpaired surrogate replaced by U+FFFD (what `String.prototype.toWellFormed` does). */
export function toWellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\ufffd');
}

/** A copy of plain data (objects, arrays) with every string made well-formed; other values kept. */
export function wellFormedDeep<T>(value: T): T {
  if (typeof value === 'string') return toWellFormed(value) as T;
  if (Array.isArray(value)) return value.map(wellFormedDeep) as T;
  if (
    value !== null &&
    typeof value === 'object' &&
    Object.getPrototypeOf(value) === Object.prototype
  ) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [toWellFormed(key), wellFormedDeep(item)]),
    ) as T;
  }
  return value;
}
