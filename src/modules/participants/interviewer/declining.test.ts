import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../core/locale.ts';
import {
  asksWhoReads,
  declinesInWriting,
  declinesQuestion,
  endsTheTalk,
  isInterjection,
  sparesThePerson,
} from './declining.ts';
import { lexiconFor } from './lexicon.ts';

describe('a question declined in words (eleventh set)', () => {
  const declined: Array<[Locale, string]> = [
    ['en', 'Ugh… I would rather not say'],
    ['en', "Well I'll pass, I don't want to get him in trouble"],
    ['en', "I don't want to hurt her chances"],
    ['es', 'Uyyy… paso'],
    ['es', 'Prefiero no, no quiero perjudicarlo'],
    ['es', 'Mejor no comentar nada'],
    ['es', 'No quiero crear problemas'],
    ['de', 'Puh, lieber nicht'],
    ['de', 'Dazu sag ich nichts, ich will ihm nicht schaden'],
    ['de', 'Ich möchte keinen Ärger machen'],
    ['fr', 'Bof… je préfère pas'],
    ['fr', 'Je passe, je ne veux pas lui faire du tort'],
    ['fr', 'Je ne veux pas créer de tensions'],
    ['pt', 'Nossa… prefiro não comentar'],
    ['pt', 'Não quero prejudicar ele'],
    ['pt', 'Melhor não falar nada, não quero arrumar problema'],
  ];
  for (const [locale, said] of declined) {
    it(`is only declined: ${locale} "${said}"`, () => {
      expect(declinesQuestion(said, lexiconFor(locale))).toBe('all');
    });
  }

  const partly: Array<[Locale, string]> = [
    ['en', "I don't want to hurt her, but she was often late"],
    ['es', 'No quiero perjudicarla, pero le cuesta delegar'],
    ['pt', 'Não quero prejudicar, mas ela precisa ser mais pontual'],
  ];
  for (const [locale, said] of partly) {
    it(`declines in part, so is confirmed: ${locale} "${said}"`, () => {
      expect(declinesQuestion(said, lexiconFor(locale))).toBe('part');
    });
  }

  const answers: Array<[Locale, string]> = [
    ['en', 'Calm under pressure, and a patient mentor'],
    ['en', 'She never wanted to create problems for anyone'],
    ['es', 'Prefiero no trabajar los domingos con ella, nada más'],
    ['de', 'Sie ist sehr zuverlässig'],
    ['fr', 'Elle devrait déléguer davantage'],
    ['pt', 'Nossa, ela é ótima em tudo'],
  ];
  for (const [locale, said] of answers) {
    it(`is an answer, not a decline: ${locale} "${said}"`, () => {
      expect(declinesQuestion(said, lexiconFor(locale))).toBeNull();
    });
  }

  it('reads a sigh as one word that voices a feeling', () => {
    for (const word of ['eish', 'Uff', 'hmmmm', 'puhhh', 'bof', 'nossa']) {
      expect(isInterjection(word), word).toBe(true);
    }
    for (const word of ['reliable', 'puntual', 'gut', 'passe']) {
      expect(isInterjection(word), word).toBe(false);
    }
  });

  it('reads a reason not to answer only in the first person', () => {
    expect(sparesThePerson("I really don't want to damage his career")).toBe(true);
    expect(sparesThePerson('Je ne voudrais pas lui porter préjudice')).toBe(true);
    expect(sparesThePerson('He did not want to create problems')).toBe(false);
  });
});

describe('a question back about who reads the answer (eleventh set)', () => {
  const asks = [
    'Will she read this?',
    'Is this anonymous?',
    '¿Esto lo va a leer él? No quiero líos',
    'Wird er das lesen?',
    'Il va lire ça ? Je préfère savoir',
    'Ele vai ler isso?',
  ];
  for (const said of asks) {
    it(`asks who reads: "${said}"`, () => expect(asksWhoReads(said)).toBe(true));
  }
  const answers = [
    'She reads people well and keeps calm.',
    'What else can I say? She is great',
    '¿Qué más puedo decir? Es excelente',
  ];
  for (const said of answers) {
    it(`asks nothing about readers: "${said}"`, () => expect(asksWhoReads(said)).toBe(false));
  }
});

describe('the written reference turned down (eleventh set, round 2)', () => {
  it.each([
    "I'd rather not do all of this in writing, just call me",
    'Prefiero no poner nada de esto por escrito, llámeme mejor',
    'Das möchte ich nicht alles schriftlich machen, rufen Sie mich an',
    'Je préfère pas répondre à tout ça par mail, téléphonez-moi',
    'Prefiro não responder isso por escrito, me liga',
  ])('declines: "%s"', (said) => {
    expect(declinesInWriting(said)).toBe(true);
  });
  it.each([
    "I don't mind putting it in writing: she was great",
    'Se lo puedo mandar por escrito si quiere',
    'Sie hat alles schriftlich dokumentiert',
    "Elle rédige très bien par écrit, je ne veux pas l'oublier",
  ])('does not decline: "%s"', (said) => {
    expect(declinesInWriting(said)).toBe(false);
  });
});

describe('nothing more to say: the talk ended, a decline to confirm (twenty-first set)', () => {
  it.each([
    ['de', 'Na. Do sog i liaba gor nix mehr, des muass i zerscht mit eam selber redn. Pfiat enk'],
    ['de', 'Da sag ich lieber gar nichts mehr'],
    ['es', 'Prefiero no decir nada más, lo siento'],
    ['pt', 'Prefiro não dizer mais nada'],
    ['fr', 'Je préfère ne plus rien dire'],
    ['en', "I'd rather say nothing more"],
  ] as const)('%s: "%s"', (locale, said) => {
    expect(endsTheTalk(lexiconFor(locale).inStandard?.(said) ?? said)).toBe(true);
  });
  it.each([
    ['de', 'Dazu sag ich lieber nix'],
    ['es', 'Prefiero no decir'],
    ['fr', 'Je préfère ne pas répondre à celle-là'],
    ['en', 'Nothing more to add, she was great'],
  ] as const)('one question refused, or nothing to add, is no end: %s "%s"', (locale, said) => {
    expect(endsTheTalk(lexiconFor(locale).inStandard?.(said) ?? said)).toBe(false);
  });
});

describe('nothing more said about one thing, or after an answer, is no end (review)', () => {
  it.each([
    ['de', 'Dazu sag ich lieber nichts mehr'],
    ['en', "4. I'd rather say nothing more about her"],
    ['es', 'Sobre eso prefiero no decir nada más'],
  ] as const)('%s: "%s"', (locale, said) => {
    expect(endsTheTalk(lexiconFor(locale).inStandard?.(said) ?? said)).toBe(false);
  });
});
