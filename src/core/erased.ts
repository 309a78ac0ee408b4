/**
 * What erasure leaves where a name, an e-mail or a phone stood (CONTRACT
 * "Personal data"), and the one rule for finding them in free text: the
 * whole needle, any case, never inside a longer word, so erasing a person
 * named Eve leaves `level` and `severity` (and the keys of a JSON text)
 * alone. `src/db/scrub.ts` applies the same rule in SQL.
 */
export const ERASED = '[erased]';

/** `text` as a literal inside a regular expression (JavaScript's and PostgreSQL's alike). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

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
