/**
 * A figure as a person writes it ("2.5", "2,5", "1.000", "1,000.5", "-3"),
 * read under a language's decimal separator (`Intl`'s: "." in English, ","
 * in Spanish, German, French and Portuguese), with whether it could mean
 * another number (CONTRACT "Never a guess"):
 *
 * - a separator followed by exactly three digits groups thousands ("1,000",
 *   "1.000"); written with the language's grouping separator it is certain,
 *   with its decimal one it may be a decimal (the "1,000" of a German,
 *   "1.000" in English): ambiguous, read as the thousands;
 * - any other single separator is a decimal ("2,5", "2.75"); written with the
 *   language's decimal separator it is certain, with the other one it may be
 *   a list or a date ("2,5" in English, "2.5" in German): ambiguous;
 * - both separators: the last is the decimal, the others group by threes
 *   ("1.000,5" in German); written the other language's way round, ambiguous;
 * - thousands grouped by spaces ("1 500", "12 000,5"): a no-break space
 *   (U+00A0), a narrow one (U+202F, how `Intl` writes French thousands) or
 *   a thin one (U+2009) groups them for certain, in any language: no one
 *   types one between two figures. A plain space groups them for certain
 *   only where the language writes thousands so (`spaces: 'group'`: French,
 *   and a number box of the review step, which holds one figure); elsewhere
 *   (`'maybe'`: German, Spanish, Portuguese, English, whose people type
 *   "1.500" or "1,500") "1 500" may be two figures, so it is read as the
 *   thousands and ambiguous. Each group after the first has three digits,
 *   the first one to three and no leading zero ("06 12 34" is no figure);
 *   a decimal part after them written with the other separator
 *   ("1 500.5" in French) is ambiguous;
 * - anything else ("2.5.2020", "1,00,0", "1 50") is no figure: null.
 *
 * Self-contained on purpose: the referee page serves its source as a script
 * (web.routes.ts) for the review step's number input, so the page and the
 * interviewer read a typed figure the same way.
 */
export function readFigure(
  written: string,
  decimal: '.' | ',',
  spaces: 'group' | 'maybe' = 'maybe',
): { value: number; ambiguous: boolean } | null {
  const trimmed = written.trim().replace(/\u2212/g, '-');
  const spaced = /^([+-]?)([1-9]\d{0,2}(?:[ \u00a0\u202f\u2009]\d{3})+)(?:([.,])(\d+))?$/.exec(
    trimmed,
  );
  if (spaced) {
    const sign = spaced[1] === '-' ? -1 : 1;
    const digits = spaced[2]!.replace(/[ \u00a0\u202f\u2009]/g, '');
    const value = Number(spaced[4] === undefined ? digits : `${digits}.${spaced[4]}`);
    const plainSpace = spaced[2]!.includes(' ');
    const otherPoint = spaced[3] !== undefined && spaced[3] !== decimal;
    return { value: sign * value, ambiguous: (plainSpace && spaces !== 'group') || otherPoint };
  }
  const match = /^([+-]?)(\d+(?:[.,]\d+)*)$/.exec(trimmed);
  if (!match) return null;
  const sign = match[1] === '-' ? -1 : 1;
  const body = match[2]!;
  const separators = body.replace(/\d/g, '');
  if (separators === '') return { value: sign * Number(body), ambiguous: false };
  const last = Math.max(body.lastIndexOf('.'), body.lastIndexOf(','));
  const whole = body.slice(0, last);
  const grouped = /^[1-9]\d{0,2}(?:[.,]\d{3})*$/;
  const groupedOnly = /^[1-9]\d{0,2}(?:[.,]\d{3})+$/;
  if (new Set(separators).size === 2) {
    const point = body[last]!;
    if (separators.split(point).length > 2 || !grouped.test(whole)) return null;
    const value = Number(`${whole.replace(/[.,]/g, '')}.${body.slice(last + 1)}`);
    return { value: sign * value, ambiguous: point !== decimal };
  }
  const separator = separators[0]!;
  if (separators.length > 1) {
    return groupedOnly.test(body)
      ? { value: sign * Number(body.replace(/[.,]/g, '')), ambiguous: false }
      : null;
  }
  if (groupedOnly.test(body)) {
    return { value: sign * Number(body.replace(separator, '')), ambiguous: separator === decimal };
  }
  return { value: sign * Number(body.replace(separator, '.')), ambiguous: separator !== decimal };
}
