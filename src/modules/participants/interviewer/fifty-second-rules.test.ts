import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../core/locale.ts';
import { kindOf } from '../../questionnaires/kinds/index.ts';
import type { Question } from '../../questionnaires/questionnaires.schemas.ts';
import { withCapsLockUndone, withLowercaseNamesCapitalised } from './intake-reading.ts';
import { talkFrom } from './intake-turn.test-helper.ts';
import { lexiconFor } from './lexicon.ts';
import { initialRefereeState } from './referee-agent.ts';
import { atTechnical, refereeTestContext, refereeTurn } from './referee-turn.test-helper.ts';

/**
 * Session 31 (issue 41): rules from the tuning misses before the fifty-second and fifty-third
 * blind sets, in wordings of our own, with ones not to read so.
 */

describe('a figure in words after a question back on the rating asked (pt-r80)', () => {
  it.each([
    ['pt', 'Ah, de saber o ofício? Cinco'],
    ['es', '¿Técnica? ¿De saber el oficio? Un cinco'],
    ['de', 'Das Handwerk? Fünf'],
    ['fr', 'Le métier ? Cinq'],
  ] as const)('%s "%s" offers 5, stores nothing yet', async (locale, said) => {
    const { state } = await refereeTurn(refereeTestContext(locale as Locale), atTechnical(), said);
    expect(state.confirm).toMatchObject({ key: 'technical_skill', value: 5 });
    expect(state.answers.ratings?.technical_skill).toBeUndefined();
  });

  it('a question back alone is asked again, nothing offered', async () => {
    const { state } = await refereeTurn(
      refereeTestContext('pt'),
      atTechnical(),
      'Como assim técnica?',
    );
    expect(state.confirm ?? null).toBeNull();
    expect(state.answers.ratings?.technical_skill).toBeUndefined();
  });
});

describe('a bar of five marks as a rating (es-r74)', () => {
  it.each([
    ['es', '🟩🟩🟩🟩🟩 sin duda', 5],
    ['es', '🟩🟩🟩🟩🟨', 4],
    ['pt', '🟩🟩🟩⬜⬜', 3],
    ['en', '●●●●○', 4],
  ] as const)('%s "%s" offers %i', async (locale, said, value) => {
    const { state } = await refereeTurn(refereeTestContext(locale as Locale), atTechnical(), said);
    expect(state.confirm).toMatchObject({ key: 'technical_skill', value });
    expect(state.answers.ratings?.technical_skill).toBeUndefined();
  });

  it.each(['🟢', '🟩🟩', '🟩🟨🟩🟩🟩'])('"%s" is no rating', async (said) => {
    const { state } = await refereeTurn(refereeTestContext('es'), atTechnical(), said);
    expect(state.confirm ?? null).toBeNull();
    expect(state.answers.ratings?.technical_skill).toBeUndefined();
  });
});

describe('a total before its count of periods and their length', () => {
  const question = {
    key: 'months',
    kind: 'number',
    prompt: 'How many months did you work with her?',
    required: true,
  } as const;

  it.each([
    ['18 months, 3 seasons of 6 months', 18],
    ['20 months: 4 seasons of 5 months', 20],
  ])('"%s" offers %i', (said, value) => {
    expect(kindOf(question).read(question, said, lexiconFor('en'))).toEqual({
      value,
      certain: false,
    });
  });

  it('a count of periods that does not make the total is no total', () => {
    expect(
      kindOf(question).read(question, '18 months, 2 seasons of 6 months', lexiconFor('en')),
    ).toBeUndefined();
  });
});

describe('a name typed without capitals, its surname opened by "de la" (es-i117)', () => {
  it.each([
    [
      'EL DIRECTOR ES DON ANSELMO DE LA TORRE MORALES, NO TIENE CORREO. TELEFONO 925 22 33 44',
      'Don Anselmo de la Torre Morales',
    ],
    ['mi jefa carmen de la fuente lópez 612 345 678', 'Carmen de la Fuente López'],
    ['a dona maria do carmo silva 912 345 678', 'Dona Maria do Carmo Silva'],
  ])('"%s" names %s', (said, name) => {
    expect(withLowercaseNamesCapitalised(withCapsLockUndone(said), 'es')).toContain(name);
  });

  it.each([
    ['es', 'mi jefe juan de la tienda 612 345 678', 'Juan de la tienda'],
    ['pt', 'a dona maria do mercado 912 345 678', 'Maria do mercado'],
  ] as const)('%s "%s": a place after "de la" stays a place', (locale, said, kept) => {
    expect(withLowercaseNamesCapitalised(said, locale)).toContain(kept);
  });
});

describe('"always" opens a yes; inside a statement it says no yes (de-t110)', () => {
  const lexicon = lexiconFor('en');
  it.each(['Always!', 'Almost always, yes', 'Yes, always'])('"%s" is a yes', (said) => {
    expect(lexicon.yesNo(said)).toBe(true);
  });
  it.each([
    'he always writes reports late',
    'Reports he always writes only on Fridays after work. 2 or 3',
  ])('"%s" is neither', (said) => {
    expect(lexicon.yesNo(said)).toBeNull();
  });
  it('"not always" is a no', () => {
    expect(lexicon.yesNo('not always')).toBe(false);
  });
});

describe('details said after the name, the e-mail "of hers" (pt-i166, fr-i167)', () => {
  it('"Son adresse : …" is the e-mail asked for, no postal address', () => {
    const state = talkFrom(
      'fr',
      'FR',
      'oui',
      'Ma responsable au magasin de Metz : Nathalie Schwartz.',
      'Son adresse : nathalie.schwartz@cora.fr',
    );
    expect(state.contacts).toHaveLength(1);
    expect(state.contacts[0]).toMatchObject({ email: 'nathalie.schwartz@cora.fr' });
  });

  it('"Adresse : 12 rue des Lilas, 69003 Lyon" stays a postal address', () => {
    const state = talkFrom(
      'fr',
      'FR',
      'oui',
      'Marc Roy, mon chef, marc.roy@exemple.fr. Adresse : 12 rue des Lilas, 69003 Lyon',
    );
    expect(state.contacts[0]).toMatchObject({ email: 'marc.roy@exemple.fr', phone: null });
  });

  it.each([
    [
      'pt',
      'ST',
      'sim',
      'Chama-se Maria da Conceição Trindade Viegas. O e-mail dela é conceicao.viegas@hotelbaia.st e o telemóvel é 991 2345.',
      'conceicao.viegas@hotelbaia.st',
    ],
    [
      'es',
      'ES',
      'sí',
      'Se llama Ana Belén Ruiz Soto. El correo de ella es anabelen.ruiz@clinica.es',
      'anabelen.ruiz@clinica.es',
    ],
  ] as const)(
    '%s: the name, then its details in the next sentence, are one referee',
    (locale, country, yes, said, email) => {
      const state = talkFrom(locale, country, yes, said);
      expect(state.contacts).toHaveLength(1);
      expect(state.contacts[0]?.email).toBe(email);
    },
  );
});

describe('a no inside a description is no answer to the yes or no asked next (fr-t112)', () => {
  const questions = [
    {
      key: 'postes',
      kind: 'choice',
      prompt: 'Quels postes a-t-il tenus à bord ?',
      options: ['Pont', 'Machine', 'Cuisine'],
      multiple: true,
      required: true,
    },
    {
      key: 'certificats',
      kind: 'yes_no',
      prompt: 'Ses certificats étaient-ils à jour ?',
      required: false,
    },
  ] as Question[];

  it('offers no "Non" for the certificates', async () => {
    const context = { ...refereeTestContext('fr'), questions };
    const { state } = await refereeTurn(
      context,
      initialRefereeState(questions),
      "Il draguait et il triait les crabes. Le moteur, non, ça c'est mon garçon. Le bateau, jamais, il est trop jeune",
    );
    expect(state.confirm?.key).not.toBe('certificats');
    expect(state.questionnaire?.answers.certificats).toBeUndefined();
  });

  it('a no said first still answers it ("Non, ses papiers …")', async () => {
    const context = { ...refereeTestContext('fr'), questions };
    const { state } = await refereeTurn(
      context,
      initialRefereeState(questions),
      'Non, ses papiers de sécurité étaient périmés depuis un an déjà',
    );
    expect(state.questionnaire?.answers.postes).toBeUndefined();
  });
});

describe('a length before an apology, and in two languages (es-r84)', () => {
  const months = {
    key: 'months',
    kind: 'number',
    prompt: '¿Cuántos meses trabajaste con ella?',
    required: true,
  } as Question;
  const read = (said: string) => kindOf(months).read(months, said, lexiconFor('es'));

  it('"dos años y medio, perdona que me sale el menorquín" is 30 months', () => {
    expect(read('dos años y medio, perdona que me sale el menorquín')?.value).toBe(30);
  });

  it('"Dos anys i mig... dos años y medio": the one said in a unit of time, offered', () => {
    expect(read('Dos anys i mig... dos años y medio')).toEqual({ value: 30, certain: false });
  });

  it('a correction after the "perdón" still wins', () => {
    expect(read('3 años, perdón, 4 años')?.value).toBe(48);
  });
});

describe('the French creoles’ figures (fr-r84)', () => {
  it.each([
    ['Kat', 4],
    ['Senk, san dout', 5],
    ['twa', 3],
  ])('"%s" rates %i', (said, value) => {
    expect(lexiconFor('fr').rating(said)).toBe(value);
  });
});

describe('a place read as the name, the full name beside it borne out by the address (de-i174)', () => {
  it('names Heinrich Wiens, not the dairy', () => {
    const state = talkFrom(
      'de',
      'DE',
      'ja',
      'Mien Baas von de Molkerei in Filadelfia, Heinrich Wiens, h.wiens@fernheim.com.py',
    );
    expect(state.contacts[0]).toMatchObject({ firstName: 'Heinrich', lastName: 'Wiens' });
  });

  it('keeps a one-word name the address bears out', () => {
    const state = talkFrom(
      'de',
      'DE',
      'ja',
      'Meine Chefin Sabine, Bäckerei Vogel, sabine@baeckerei-vogel.de',
    );
    expect(state.contacts[0]?.firstName).toBe('Sabine');
  });
});
