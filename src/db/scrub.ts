import { type SQL, sql } from 'drizzle-orm';

/**
 * `text` with every whole occurrence of each needle (a name, an e-mail, a
 * phone: erasure, CONTRACT "Personal data") replaced by `[erased]`, any case.
 * Whole: not inside a longer word, so a referee named Eve leaves `level` and
 * `severity` alone, and the keys of a JSON text keep their names.
 */
export function scrubbed(text: SQL, needles: readonly string[]): SQL {
  let result = text;
  for (const needle of needles) {
    const escaped = needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const pattern = `(?<![[:alnum:]_])${escaped}(?![[:alnum:]_])`;
    result = sql`regexp_replace(${result}, ${pattern}, '[erased]', 'gi')`;
  }
  return result;
}
