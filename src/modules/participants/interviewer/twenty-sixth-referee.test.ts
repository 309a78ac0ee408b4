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
    ['lo de comunic, pongale un 4', 'communication'],
    ['Zuverl., ich gebe eine 4', 'reliability'],
    ['problèmes, je mets 3', 'problem_solving'],
  ])('"%s" names %s', (said, competency) => {
    expect(mentions(said).map((m) => m.competency)).toContain(competency);
  });

  it('names none before a size or a count', () => {
    expect(mentions('un equipo de 4 personas')).toEqual([]);
    expect(mentions('problemas, le pongo 4 veces')).toEqual([]);
  });
});

describe('a house rule against references is a decline (confirmed)', () => {
  it.each([
    'Wir erteilen grundsätzlich keine Referenzauskünfte, nur das Arbeitszeugnis.',
    'Company policy: we do not give references.',
    'Por política de la empresa no damos referencias.',
    'Nous ne donnons pas de références, désolée.',
    'Infelizmente não damos referências de ex-funcionários.',
  ])('"%s"', (said) => {
    expect(isDecline(said.toLowerCase())).toBe(true);
  });

  it('not when a "but" follows in its sentence', () => {
    expect(isDecline('no damos referencias por teléfono, pero por escrito sí')).toBe(false);
  });
});

describe('the Northeast\'s "sei não" is "I don\'t know", never a no', () => {
  it.each(['Sei não, deixa em branco', 'Lembro não'])('"%s"', (said) => {
    expect(kindOf(REHIRE).read(REHIRE, said, lexiconFor('pt'))?.value).not.toBe(false);
  });
});

describe('"it is fine as it is" says nothing more', () => {
  it.each([
    ['fr', 'Non, ça va comme ça'],
    ['fr', "C'est bon comme ça"],
    ['es', 'No, así está bien'],
    ['pt', 'Não, tá bom assim'],
    ['de', 'Nein, ist gut so'],
  ] as const)('%s: "%s"', (locale, said) => {
    expect(saysNothingMore(lexiconFor(locale).inEnglish(said))).toBe(true);
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

  it('a remark of three words or more beside a thanks stays a remark', () => {
    expect(closesInShortSentences('Elle est top. Merci', lexiconFor('fr'))).toBe(false);
    expect(closesInShortSentences('Muy buena compañera siempre. Gracias', lexiconFor('es'))).toBe(
      false,
    );
  });
});
