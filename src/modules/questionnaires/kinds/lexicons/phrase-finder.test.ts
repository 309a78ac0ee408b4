import { describe, expect, it } from 'vitest';
import { escapeRegExp } from '../../../../core/regexp.ts';
import { phraseFinder, replacePhrases } from './phrase-finder.ts';

/** The one expression the finder stands for (phrase-finder.ts). */
function asOneExpression(phrases: readonly string[]): RegExp {
  const alternatives = phrases.map((p) =>
    p
      .split(/[\s-]+/)
      .map(escapeRegExp)
      .join('[\\s-]+'),
  );
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'gu');
}

function foundByExpression(phrases: readonly string[], text: string) {
  return [...text.matchAll(asOneExpression(phrases))].map((m) => ({ index: m.index, text: m[0] }));
}

/** A small seeded generator, so a failure comes back the same. */
function randomFrom(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state % n;
  };
}

describe('phraseFinder', () => {
  it('finds whole phrases only, the first listed that fits at each place', () => {
    const find = phraseFinder(['de nada', 'de', "d'accord", 'nada', '12 a 14']);
    // Folded text is lower case: "De" is no "de".
    expect(find("De nada, d'accord? de-nada nadar 12  a 14")).toEqual([
      { index: 3, text: 'nada' },
      { index: 9, text: "d'accord" },
      { index: 19, text: 'de-nada' },
      { index: 33, text: '12  a 14' },
    ]);
    expect(find('de nada')).toEqual([{ index: 0, text: 'de nada' }]);
  });

  it('replaces as String.replace with the expression would', () => {
    const phrases = ['no se', 'no', 'ya le dije'];
    const find = phraseFinder(phrases);
    const text = 'no, no se… ya  le-dije; nose';
    const by = (found: string, at: number) => `[${found}@${at}]`;
    expect(replacePhrases(find, text, by)).toBe(text.replace(asOneExpression(phrases), by));
  });

  it('finds what the one expression finds, in texts and phrases made at random', () => {
    const alphabet = ['a', 'b', 'é', '1', ' ', '-', "'", ',', '𝒜', '.'];
    const random = randomFrom(41);
    const word = (n: number) =>
      Array.from({ length: 1 + random(n) }, () => alphabet[random(alphabet.length)]).join('');
    for (let round = 0; round < 300; round += 1) {
      const phrases = [...new Set(Array.from({ length: 1 + random(12) }, () => word(6)))];
      const find = phraseFinder(phrases);
      for (let n = 0; n < 20; n += 1) {
        const text = word(30);
        expect(find(text), JSON.stringify({ phrases, text })).toEqual(
          foundByExpression(phrases, text),
        );
      }
    }
  });
});
