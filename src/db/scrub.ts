import { type SQL, sql } from 'drizzle-orm';
import { ERASED } from '../core/erased.ts';
import { escapeRegExp } from '../core/regexp.ts';

/**
 * `text` with every whole occurrence of each needle (a name, an e-mail, a
 * phone: erasure, CONTRACT "Personal data") replaced by `[erased]`, any case.
 * Whole: not inside a longer word (the rule of `eraseWords` in core/erased.ts,
 * which erases text that only Node can read, such as sealed answers).
 */
export function scrubbed(text: SQL, needles: readonly string[]): SQL {
  let result = text;
  for (const needle of needles) {
    const pattern = `(?<![[:alnum:]_])${escapeRegExp(needle)}(?![[:alnum:]_])`;
    result = sql`regexp_replace(${result}, ${pattern}, ${ERASED}, 'gi')`;
  }
  return result;
}
