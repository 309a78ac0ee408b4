import { describe, expect, it } from 'vitest';
import { closesInShortSentences } from './closing-sentences.ts';
import { lexiconFor } from './lexicon.ts';

describe('a goodbye in short sentences, to an optional question (twelfth set)', () => {
  it.each([
    // A no with a word or three, then a blessing or a wish in words no list holds.
    ['de', 'Nein, das wär alles. Gottes Segen, Frau Huber!'],
    ['de', 'Nö, des wars. Pfiat eich mitanand!'],
    ['es', 'No, eso es todo. Dios te bendiga, mija 🙏'],
    ['fr', "Non, c'est tout. Que Dieu te garde !"],
    ['pt', 'Não, é só isso. Fica com Deus, moço!'],
    ['en', "No, that's it. Cheers, bye!"],
    // "nothing more", said alone as a sentence, then a sign-off.
    ['pt', 'Sem mais. Câmbio e desligo.'],
    ['es', 'Nada más. Cambio y fuera.'],
    // A thanks among a few words, beside a sentence in another language.
    ['fr', 'Nein, das isch alles. Merci vielmal und en schöne Tag!'],
    ['es', 'Valeu, é isso. Gracias, chau!'],
    // Two tiny sentences the reader cannot read at all.
    ['fr', 'Asante sana. Kwaheri!'],
    ['pt', 'Danke schön. Tschüssi!'],
  ] as const)('%s "%s" may close the talk', (locale, text) => {
    expect(closesInShortSentences(text, lexiconFor(locale))).toBe(true);
  });

  it.each([
    // A remark, in words the reader may or may not know: never taken for a goodbye.
    ['de', 'Sehr zuverlässig und freundlich'],
    ['de', 'Sie war immer pünktlich und sehr zuverlässig.'],
    ['en', 'She was always on time and the customers loved her. Thanks!'],
    ['es', 'Nunca faltó un solo día en cuatro años, la recomiendo de corazón. Gracias.'],
    ['fr', 'Elle parle niçois avec les petites vieilles du quartier, ça leur fait plaisir. Ciao !'],
    ['pt', 'Ficou 3 anos com a gente. Obrigado!'],
  ] as const)('%s "%s" is a remark', (locale, text) => {
    expect(closesInShortSentences(text, lexiconFor(locale))).toBe(false);
  });
});
