import { describe, expect, it } from 'vitest';
import { kindOf } from '../../questionnaires/kinds/index.ts';
import type { Question } from '../../questionnaires/questionnaires.schemas.ts';
import { closesInShortSentences } from './closing-sentences.ts';
import { earlierAnswerRecalled } from './earlier-words.ts';
import { lexiconFor } from './lexicon.ts';

/**
 * The referee, twenty-eighth blind set's first round (9 answers stored wrong on the first
 * shot, each mended in general): other wordings than the corpus's, in the languages where the
 * cause applies, and wordings that must not be read so.
 */

const IMPROVEMENTS = {
  key: 'improvements',
  kind: 'text',
  prompt: 'What could they improve?',
  required: true,
} as Question;

const readText = (locale: 'en' | 'es' | 'de' | 'fr' | 'pt', said: string) =>
  kindOf(IMPROVEMENTS).read(IMPROVEMENTS, said, lexiconFor(locale));

describe('the question sent back to the candidate is no answer (asked again)', () => {
  it.each([
    ['de', "Fragen S' sie selber, sie weiß es eh 😏"],
    ['de', 'Fragen Sie sie doch selbst.'],
    ['fr', 'Demandez-lui directement, elle sait très bien de quoi je parle 😄'],
    ['fr', 'Voyez avec elle.'],
    ['pt', 'Isso pergunte a ela mesmo, ela sabe 😄'],
    ['pt', 'Pergunta pra ela, ela sabe'],
    ['es', 'Eso pregúntele a ella, ella sabe'],
    ['es', 'Pregúntaselo a él directamente'],
    ['en', "You'd have to ask her yourself, she knows"],
  ] as const)('%s: "%s"', (locale, said) => {
    expect(readText(locale, said)).toBeUndefined();
  });

  it.each([
    ['de', 'Sie fragt zu selten nach, wenn sie etwas nicht weiß'],
    ['es', 'Le cuesta preguntar cuando no sabe algo'],
    ['fr', 'Elle devrait demander plus souvent de l’aide'],
    ['pt', 'Ela podia perguntar mais quando tem dúvida'],
    ['en', 'She should ask for help sooner'],
  ] as const)('%s: an answer about asking, quoted: "%s"', (locale, said) => {
    expect(readText(locale, said)).toMatchObject({ value: said });
  });

  it.each([
    ['en', 'Ask her to delegate more'],
    ['en', 'Ask her about the Berlin project, she led it brilliantly'],
    ['es', 'Pregúntele a ella por el proyecto X, lo lideró'],
    ['fr', 'Demandez-lui de piloter un projet, elle adore ça'],
    ['pt', 'Pergunte a ela sobre o projeto X, ela liderou tudo'],
    ['de', 'Fragen Sie sie selbst nach Projekt Alpha, das hat sie toll gemacht'],
  ] as const)(
    '%s: an answer that opens with "ask her" is offered, not refused: "%s"',
    (locale, said) => {
      expect(readText(locale, said)).toMatchObject({ value: said, certain: false });
    },
  );

  it('leaves the words of the phrase unknown elsewhere: a message with them is confirmed', () => {
    expect(lexiconFor('de').understands('Am besten fragen Sie die Kunden direkt')).toBe(false);
  });
});

describe('a text that ends with a question is offered, never stored as said', () => {
  it.each([
    [
      'fr',
      "Excusez, je ne suis pas sûr d'être la bonne personne. C'est celle qui est partie en France?",
    ],
    ['en', 'She was great with clients. Is that enough?'],
    ['es', 'Muy ordenada con el inventario. ¿Eso le sirve? 🙂'],
  ] as const)('%s: "%s"', (locale, said) => {
    expect(readText(locale, said)).toMatchObject({ certain: false });
  });

  it('a question inside, an answer at the end, is quoted', () => {
    expect(readText('en', 'Her weakness? Saying no to clients.')).toMatchObject({ certain: true });
  });
});

describe('a goodbye beside a bare no or yes closes the talk (confirmed)', () => {
  it.each([
    ['es', 'Nopo, eso. Que le vaya bien al cabro 👍'],
    ['es', 'No, nada más. Que le vaya muy bien'],
    ['de', 'Na, passt eh. Baba und an schönen Tag'],
  ] as const)('%s: "%s"', (locale, said) => {
    expect(closesInShortSentences(said, lexiconFor(locale))).toBe(true);
  });

  it.each([
    ['es', 'Que le vaya bien, pero ojo con la puntualidad'],
    ['de', 'Passt eh, aber sie sollte pünktlicher sein. Baba'],
    ['en', 'Yes, she lied. Bye'],
  ] as const)('%s: a remark beside it stays one: "%s"', (locale, said) => {
    expect(closesInShortSentences(said, lexiconFor(locale))).toBe(false);
  });
});

describe('an earlier text answer pointed back at by a word of it', () => {
  const answers = [
    {
      key: 'relationship',
      text: 'Grüß Gott. I war ihr Kollege im Kaffeehaus in der Josefstadt',
    },
    { key: 'strengths', text: 'Sie merkt sich jeden Stammgast und was er trinkt' },
  ];

  it.each([
    'Moment, ganz am Anfang hab i Kollege gschrieben. Stimmt ned ganz: ab 2023 war i ihr Oberkellner',
    'Vorher habe ich Kollege geschrieben, das ist falsch: ich war ihr Vorgesetzter',
  ])('"%s" recalls the relationship', (said) => {
    expect(earlierAnswerRecalled(said, answers)).toBe('relationship');
  });

  it('in Portuguese too', () => {
    expect(
      earlierAnswerRecalled(
        'Ah, uma coisa: no início escrevi patrão, mas na verdade o dono é o meu irmão, eu era o gerente',
        [{ key: 'relationship', text: 'Boa tarde. Fui patrão dela na ferragem' }],
      ),
    ).toBe('relationship');
  });

  it.each([
    // "As I said" restates; no place in the talk named; no correction said.
    'Wie gesagt, jeden Stammgast kennt sie beim Namen',
    'Wie oben geschrieben sehr zuverlässig, verbessern könnte sie ihr Englisch',
    'Ich hab Kollege geschrieben, weil wir gleichgestellt waren',
    'Zuerst hab ich Kollege geschrieben, das ist sie immer noch',
    // A word of no earlier answer.
    'Am Anfang hab ich Chef geschrieben, stimmt nicht',
  ])('recalls none in "%s"', (said) => {
    expect(earlierAnswerRecalled(said, answers)).toBeUndefined();
  });

  it.each([
    ['en', 'At first I said she was quiet, and she still is. She should speak up'],
    ['fr', "Au début j'ai écrit qu'elle était timide, c'est toujours vrai"],
    ['fr', "Au début j'ai mis du temps à lui faire confiance, en fait elle est top"],
    ['es', 'Al principio la puse en la caja y después en ventas, le falta inglés'],
    ['pt', 'No início respondi que ela era tímida e continua sendo, devia falar mais'],
  ])('%s: a restatement recalls nothing: "%s"', (_locale, said) => {
    const earlier = [
      { key: 'relationship', text: 'Elle était ma collègue' },
      { key: 'strengths', text: 'She is quiet, tímida, timide, muy ordenada en la caja' },
    ];
    expect(earlierAnswerRecalled(said, earlier)).toBeUndefined();
  });

  it('recalls none when the word is in two earlier answers', () => {
    expect(
      earlierAnswerRecalled('Am Anfang hab ich Kaffeehaus geschrieben, falsch', [
        { key: 'relationship', text: 'Kollege im Kaffeehaus' },
        { key: 'strengths', text: 'Sie kennt das Kaffeehaus' },
      ]),
    ).toBeUndefined();
  });
});

describe('dialect and regional words of the round', () => {
  it('Swiss "no öppis" is one more thing, no no', () => {
    expect(lexiconFor('de').inEnglish('Ah, no öppis: es sind sibe')).not.toMatch(/\bno\b/);
  });

  it.each(['Kloa ned', 'Na kloa ned', 'klar nicht', 'Natürlich nicht'])(
    'German "of course not" is a no, never the yes of "klar": "%s"',
    (said) => {
      expect(lexiconFor('de').yesNo(said)).toBe(false);
    },
  );

  it('"Eh kloa" is a yes', () => {
    expect(lexiconFor('de').yesNo('Eh kloa')).toBe(true);
  });

  it('"Non peut-être plus tard" is never a yes (the Belgian "of course" is not read)', () => {
    expect(lexiconFor('fr').yesNo('Non peut-être plus tard')).not.toBe(true);
  });
});
