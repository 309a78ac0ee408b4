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

/**
 * CONTRACT "Names are one line". Three classes of character a name must not
 * hold, as regular-expression class bodies (ECMA-262 and JSON Schema alike):
 * control characters, line breaks included (C0, DEL, C1, U+2028/U+2029);
 * bidirectional controls (embeddings and overrides U+202A–U+202E, isolates
 * U+2066–U+2069, marks U+200E/U+200F and U+061C), which reorder what a
 * reader sees ("gnp.exe" shown as "exe.png"); and zero-width characters
 * (U+200B–U+200D, U+2060, U+FEFF), which hide text.
 */
const CONTROL_CLASS = '\\u0000-\\u001F\\u007F-\\u009F\\u2028\\u2029';
const BIDI_CLASS = '\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069';
const ZERO_WIDTH_CLASS = '\\u200B-\\u200D\\u2060\\uFEFF';

/** A one-line text: none of the three classes (the `pattern` of every name in the OpenAPI document). */
export const ONE_LINE_PATTERN = `^[^${CONTROL_CLASS}${BIDI_CLASS}${ZERO_WIDTH_CLASS}]*$`;
export const ONE_LINE_MESSAGE =
  'must be one line: no line breaks or other control characters, bidirectional controls or zero-width characters';

const NOT_ONE_LINE = new RegExp(`[${CONTROL_CLASS}${BIDI_CLASS}${ZERO_WIDTH_CLASS}]`, 'gu');
const INVISIBLE = new RegExp(`[${BIDI_CLASS}${ZERO_WIDTH_CLASS}]`, 'gu');
/** Control characters other than tab and line breaks. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes.
const STRAY_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/gu;

/** Whether `text` is one line (CONTRACT "Names are one line"). */
export function isOneLine(text: string): boolean {
  return !new RegExp(NOT_ONE_LINE.source, 'u').test(text);
}

/**
 * Participant-given text put where a name belongs (e-mail, text message,
 * PDF, MCP text), whatever is stored: bidirectional and zero-width
 * characters gone, line breaks and other controls a space, spaces single,
 * trimmed. Defence in depth: inputs refuse them already.
 */
export function oneLine(text: string): string {
  return text.replace(INVISIBLE, '').replace(NOT_ONE_LINE, ' ').replace(/\s+/gu, ' ').trim();
}

/**
 * A free-text answer as stored (CONTRACT "Names are one line"): its line
 * breaks and tabs kept, bidirectional and zero-width characters and any
 * other control character removed.
 */
export function withoutInvisibles(text: string): string {
  return text.replace(INVISIBLE, '').replace(STRAY_CONTROL, '');
}

/** withoutInvisibles applied to every string of plain data (answers as stored); keys and other values kept. */
export function withoutInvisiblesDeep<T>(value: T): T {
  if (typeof value === 'string') return withoutInvisibles(value) as T;
  if (Array.isArray(value)) return value.map(withoutInvisiblesDeep) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, withoutInvisiblesDeep(item)]),
    ) as T;
  }
  return value;
}

/**
 * Stored text made safe to print (a PDF, a plain-text report): the strings
 * under `nameKeys` (names, relationships, prompts, labels, options) on one
 * line (oneLine), every other string without bidirectional, zero-width or
 * stray control characters (withoutInvisibles, line breaks kept).
 */
export function printableDeep<T>(value: T, nameKeys: ReadonlySet<string>, key = ''): T {
  if (typeof value === 'string') {
    return (nameKeys.has(key) ? oneLine(value) : withoutInvisibles(value)) as T;
  }
  if (Array.isArray(value)) return value.map((item) => printableDeep(item, nameKeys, key)) as T;
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value).map(([k, item]) => [k, printableDeep(item, nameKeys, k)]),
    ) as T;
  }
  return value;
}
