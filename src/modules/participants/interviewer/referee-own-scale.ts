import { escapeRegExp } from '../../../core/regexp.ts';
import { fold } from '../../questionnaires/kinds/lexicons/index.ts';

/**
 * A referee's own scale, said in so many words: "ótimo é 5, bom é 4, regular 3, ruim 2, péssimo
 * 1", "excellent = 5, good = 4, average = 3", "sehr gut 5, gut 4, geht so 3": three words or
 * more, each with its own mark from 1 to 5, in one message. Words of one or two, folded.
 */
export function ownScale(messages: readonly string[]): Map<string, number> | undefined {
  for (const message of messages) {
    const scale = new Map<string, number>();
    for (const part of fold(message).split(/[,;:.!?\n]+/)) {
      const m = PAIR.exec(part);
      if (!m) continue;
      const word = m[1]!.replace(/\s+/g, ' ');
      const mark = Number(m[2]);
      if (scale.has(word) && scale.get(word) !== mark) return undefined;
      scale.set(word, mark);
    }
    if (new Set(scale.values()).size >= 3) return scale;
  }
  return undefined;
}

/** "ótimo é 5", "bom = 4", "regular 3", "très bien c'est 5": a word or two, then its mark. */
const PAIR =
  /^\s*(\p{L}+(?:\s\p{L}+)??)\s*(?:=|->|→|\s(?:e|is|es|est|ist|vale|sind|son|sao|means|equals|c'est|das ist)\s|\s)\s*([1-5])\s*$/u;

/**
 * A rating said in the referee's own scale given earlier ("Bom. Sabe fazer sangria…" after
 * "ótimo é 5, bom é 4, …"): the mark of the one word of that scale the message says, when it
 * says no figure itself. Offered for confirmation, never stored as said.
 */
export function markInOwnScale(message: string, earlier: readonly string[]): number | undefined {
  if (/(?<![\p{N}.,])[1-5](?![\p{N}])/u.test(message)) return undefined;
  const scale = ownScale([...earlier, message]);
  if (!scale) return undefined;
  let said = fold(message);
  const marks = new Set<number>();
  // Longest first: "muito bom" before "bom".
  for (const [word, mark] of [...scale].sort((a, b) => b[0].length - a[0].length)) {
    const at = new RegExp(`(?<![\\p{L}])${escapeRegExp(word)}(?![\\p{L}])`, 'u');
    if (!at.test(said)) continue;
    marks.add(mark);
    said = said.replace(at, ' ');
  }
  return marks.size === 1 ? [...marks][0] : undefined;
}
