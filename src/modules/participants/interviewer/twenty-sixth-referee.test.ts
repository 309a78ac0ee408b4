import { describe, expect, it } from 'vitest';
import { kindOf } from '../../questionnaires/kinds/index.ts';
import type { Question } from '../../questionnaires/questionnaires.schemas.ts';
import { closesInShortSentences } from './closing-sentences.ts';
import { lexiconFor } from './lexicon.ts';
import { isDecline, mentions, saysNothingMore } from './referee-reading.ts';

/**
 * The referee, twenty-sixth blind set's first round: other wordings than the corpus's, in the
 * languages where the cause applies, and wordings that must not be read so.
 */

const REHIRE = {
  key: 'rehire',
  kind: 'yes_no',
  prompt: 'Would you rehire them?',
  required: true,
} as Question;

describe('a rating named with a verb of giving between it and its figure', () => {
  it.each([
    ['Perdon, vuelvo a lo de responsabilidad: ponele 3', 'reliability'],
    ['lo de comunic: pongale un 4', 'communication'],
    ['Zuverl.: ich gebe eine 4', 'reliability'],
    ['problèmes : je mets 3', 'problem_solving'],
  ])('"%s" names %s', (said, competency) => {
    expect(mentions(said).map((m) => m.competency)).toContain(competency);
  });

  it.each([
    'un equipo de 4 personas',
    'problemas: le pongo 4 veces',
    // After a comma, the verb gives a mark to no name said ("no problem", an adjective).
    'Sin problema, le pongo un 5',
    'Pas de problème, je mets 5',
    'Kein Problem, ich gebe eine 5',
    'Muy comunicativa, le pongo 4',
    'Es muy responsable, le pongo 5',
    'Sin problemas: le pongo un 5',
    'Kein Problem: ich gebe eine 5',
  ])('names none in "%s"', (said) => {
    expect(mentions(said)).toEqual([]);
  });
});

describe('a house rule against references is a decline (confirmed)', () => {
  it.each([
    'Wir erteilen grundsätzlich keine Referenzauskünfte, nur das Arbeitszeugnis.',
    'Company policy: we do not give references.',
    'Por política de la empresa no damos referencias.',
    'Nous ne donnons pas de références, désolée.',
    'Infelizmente não damos referências.',
  ])('"%s"', (said) => {
    expect(isDecline(said.toLowerCase())).toBe(true);
  });

  it.each([
    'no damos referencias por teléfono, pero por escrito sí',
    'wir geben keine auskunft am telefon, nur schriftlich. sie war sehr gut.',
    'wir geben keine auskunft über gehälter, ansonsten gern: sehr zuverlässig.',
    'não passamos referências por telefone, só por e-mail. ela é ótima.',
    "je ne donne jamais de références négatives, et là je n'en ai pas besoin : 5",
    'no doy referencias a cualquiera. a ella sí, es muy trabajadora.',
    'ich gebe keine referenz für leute, die ich nicht kenne. ada kenne ich gut: 5.',
    'oficialmente no damos referencias, pero a título personal le digo que es excelente',
    'wir erteilen grundsätzlich keine referenzen, aber privat kann ich sagen: sehr zuverlässig.',
    'não damos referências, mas posso dizer que ela é ótima.',
  ])('not when the references are limited to something: "%s"', (said) => {
    expect(isDecline(said)).toBe(false);
  });
});

describe('the Northeast\'s "sei não" is "I don\'t know", never a no', () => {
  it.each(['Sei não, deixa em branco', 'Lembro não'])('"%s"', (said) => {
    expect(kindOf(REHIRE).read(REHIRE, said, lexiconFor('pt'))?.value).not.toBe(false);
  });

  it.each(['Eu sei não', 'Ah sei não kkk', 'Sei não, viu', 'Sei não - deixa em branco'])(
    'with a filler or a dash at its edge: "%s"',
    (said) => {
      expect(lexiconFor('pt').inEnglish(said)).toMatch(/don't know/);
    },
  );

  it.each([
    'Pelo que eu sei não faltava nunca, sempre pontual',
    'Lembro não só da competência dela, mas da gentileza',
  ])('only as a clause of its own: "%s" knows', (said) => {
    expect(lexiconFor('pt').inEnglish(said)).not.toMatch(/don't know/);
  });

  it('inside another clause, makes the text unread (confirmed, never stored unasked)', () => {
    expect(lexiconFor('pt').understands('Pelo que eu sei não faltava nunca')).toBe(false);
  });

  it('and makes no other word understood ("Não é bem assim" stays unsure)', () => {
    expect(kindOf(REHIRE).read(REHIRE, 'Não é bem assim', lexiconFor('pt'))?.certain).not.toBe(
      true,
    );
  });
});

describe('"it is fine as it is" says nothing more, as a clause of its own', () => {
  it.each(['Non, ça va comme ça', "C'est bon comme ça"])('"%s"', (said) => {
    expect(saysNothingMore(lexiconFor('fr').inEnglish(said))).toBe(true);
  });

  it('not inside a remark', () => {
    expect(lexiconFor('fr').inEnglish("Elle est exigeante, et c'est bien comme ça")).not.toMatch(
      /that's all/,
    );
  });
});

describe('a goodbye in short sentences, offered, never stored as a comment unasked', () => {
  it.each([
    ['fr', 'Dieureudieuf. Que Dieu facilite pour elle 🙏'],
    ['es', 'Nada más. Que Dios la acompañe'],
    ['pt', 'É só. Obrigado e bom trabalho'],
    ['en', 'Cheers. May God keep her'],
  ] as const)('%s: "%s"', (locale, said) => {
    expect(closesInShortSentences(said, lexiconFor(locale))).toBe(true);
  });

  it.each([
    ['es', 'Que Dios la bendiga, pero no la volvería a contratar'],
    ['fr', 'Que Dieu la garde, parce que ici elle nous a volé'],
  ] as const)('a wish with a remark after it is a remark: %s "%s"', (locale, said) => {
    expect(closesInShortSentences(said, lexiconFor(locale))).toBe(false);
  });

  it('a wish for oneself is no goodbye', () => {
    expect(closesInShortSentences('Que Dios me perdone, pero es la mejor', lexiconFor('es'))).toBe(
      false,
    );
  });

  it('a remark of three words or more beside a thanks stays a remark', () => {
    expect(closesInShortSentences('Elle est top. Merci', lexiconFor('fr'))).toBe(false);
    expect(closesInShortSentences('Muy buena compañera siempre. Gracias', lexiconFor('es'))).toBe(
      false,
    );
  });
});
