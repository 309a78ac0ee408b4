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

describe('a blessing or a good wish, to an optional question (thirteenth set)', () => {
  it.each([
    ['pt', 'Que Deus abençoe o novo trabalho dela e toda a equipe de vocês. Abraços'],
    ['pt', 'Boa sorte pra moça nessa nova fase. Fiquem com Deus!'],
    ['es', 'Que Dios la bendiga en su nuevo trabajo y a ustedes también. Saludos'],
    ['es', 'Buena suerte a Marisol con la empresa nueva 🙏'],
    ['de', 'Gott segne euch und den Jonas auf seinem neuen Weg!'],
    ['de', 'Viel Erfolg der Lena in der neuen Stelle. Tschüss'],
    ['fr', 'Que Dieu vous bénisse, vous et Mireille, pour la suite. Amen'],
    ['fr', 'Bonne continuation à Karim dans son nouveau poste !'],
    ['en', 'God bless you all and good luck to her in the new job.'],
  ] as const)('%s "%s" may close the talk', (locale, text) => {
    expect(closesInShortSentences(text, lexiconFor(locale))).toBe(true);
  });

  it.each([
    // A remark beside the wish, or a wish that ends a remark: never taken for a goodbye.
    ['pt', 'Ela é a melhor funcionária que já tive. Boa sorte pra ela'],
    ['es', 'Trabajó conmigo 3 años sin faltar. Suerte'],
    ['de', 'Sie hat unser Team zusammengehalten, alles Gute ihr'],
    ['fr', 'Elle a su gérer les clients difficiles avec beaucoup de tact. Bonne chance'],
    // Luck or success as the subject of a remark, not a wish.
    ['pt', 'Muito sucesso com os clientes, vendia mais que todo mundo'],
  ] as const)('%s "%s" is a remark', (locale, text) => {
    expect(closesInShortSentences(text, lexiconFor(locale))).toBe(false);
  });
});

describe('a goodbye or a thanks, then a wish in the same sentence (fourteenth set)', () => {
  it.each([
    ['fr', 'Non, rien de plus. Merci et bonne continuation à elle !'],
    ['de', 'Nein, das wars. Tschüss und viel Erfolg ihr'],
    ['es', 'No, nada más. Adiós y buena suerte a la chica'],
    ['pt', 'Não, é só. Obrigado e boa sorte pra ele'],
    ['en', "No, that's all. Bye, and good luck to him"],
  ] as const)('%s "%s" may close the talk', (locale, text) => {
    expect(closesInShortSentences(text, lexiconFor(locale))).toBe(true);
  });

  it.each([
    ['fr', 'Merci. Elle était toujours en retard le lundi, bonne chance'],
    ['es', 'Gracias. Faltaba mucho los lunes, suerte con ella'],
  ] as const)('%s "%s" is a remark', (locale, text) => {
    expect(closesInShortSentences(text, lexiconFor(locale))).toBe(false);
  });
});

describe('a no in words no list holds, then "that\'s all" in the same sentence (fifteenth set)', () => {
  it.each([
    ['de', 'Hapana, das wär alles. Asante sana!'],
    ['es', 'Yok, eso es todo. Teşekkürler 🙏'],
    ['fr', "Nahi, c'est tout. Dhanyavaad"],
    ['pt', 'Nee, é só isso. Dankie hoor'],
  ] as const)('%s "%s" may close the talk', (locale, text) => {
    expect(closesInShortSentences(text, lexiconFor(locale))).toBe(true);
  });

  it.each([
    // A remark in words the reader knows, in a clause of its own beside the "that's all".
    ['de', 'Sie war immer pünktlich, das ist alles. Danke'],
    ['es', 'Es muy buena, eso es todo'],
    ['fr', "Elle est lente, c'est tout"],
    ['pt', 'Ela era muito boa, é só isso'],
    ['en', "She was late a lot, that's all"],
  ] as const)('%s "%s" is a remark', (locale, text) => {
    expect(closesInShortSentences(text, lexiconFor(locale))).toBe(false);
  });
});
