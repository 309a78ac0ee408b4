import { describe, expect, it } from 'vitest';
import { withSpokenEmails } from '../../questionnaires/kinds/contact.reader.ts';
import { kindOf } from '../../questionnaires/kinds/index.ts';
import type { Question } from '../../questionnaires/questionnaires.schemas.ts';
import { countryInReplyNamed, withSpokenPhones } from './contact-words.ts';
import { endsTheTalk } from './declining.ts';
import { readConsent } from './intake-reading.ts';
import { talkFrom } from './intake-turn.test-helper.ts';
import { lexiconFor } from './lexicon.ts';
import { initialRefereeState } from './referee-agent.ts';
import { isDontKnow } from './referee-reading.ts';
import { refereeTestContext, refereeTurn } from './referee-turn.test-helper.ts';

/**
 * Session 32 (issue 41): rules from the tuning misses before the fifty-sixth blind sets, in
 * wordings of our own, with ones not to read so.
 */

describe('a country that is also a given name, said of the number on the card (fr-i126)', () => {
  it('"En Israël" reads the number just shown in Israel', () => {
    const state = talkFrom(
      'fr',
      'FR',
      'oui',
      "Dana Levi, ma cheffe d'équipe à Haïfa, 052-481-2290",
      'En Israël',
    );
    expect(state.contacts[0]).toMatchObject({ firstName: 'Dana', phone: '+972524812290' });
  });

  it('"Israel Cohen" after the number is a name, the number stays', () => {
    const state = talkFrom('fr', 'FR', 'oui', "Ma cheffe d'équipe, 06 12 48 90 37", 'Israel Cohen');
    expect(state.contacts.some((c) => c.phone === '+33612489037')).toBe(true);
  });
});

describe('"I don\'t know" with the clitics and conditionals people say it with', () => {
  it.each([
    'Isso não lhe sei dizer',
    'no te sabría decir',
    'ça je saurais pas vous dire',
    'Das kann ich Ihnen nicht sagen',
  ])('"%s" is an I-don\'t-know', (said) => {
    expect(isDontKnow(said)).toBe(true);
  });

  it('"no te lo sé decir bien, pero 4" is no bare I-don\'t-know (a figure follows)', () => {
    expect(isDontKnow('no te lo sé decir bien, pero diría un 4 de 5')).toBe(false);
  });
});

describe('a no that leads into "I don\'t know" (es-t111)', () => {
  const questions = [
    { key: 'ritmo', kind: 'rating', prompt: '¿Cómo aguantaba el ritmo?', required: false },
    { key: 'carne', kind: 'yes_no', prompt: '¿Tiene el carné de carretillero?', required: false },
  ] as Question[];

  it('"Nel, esa no sé, …" passes the rating and offers no "No" for the licence', async () => {
    const context = { ...refereeTestContext('es'), questions };
    const { state } = await refereeTurn(
      context,
      initialRefereeState(questions),
      'Nel, esa no sé, en la cosecha yo estoy metido en la bodega y no lo veía',
    );
    expect(state.confirm?.key).not.toBe('carne');
    expect(state.questionnaire?.answers.carne).toBeUndefined();
    expect(state.questionnaire?.skipped).toContain('ritmo');
  });

  it('"No, no tiene carné" still answers the licence ahead', async () => {
    const context = { ...refereeTestContext('es'), questions };
    const { state } = await refereeTurn(
      context,
      initialRefereeState(questions),
      'No, no tiene carné',
    );
    expect(state.questionnaire?.answers.ritmo).toBeUndefined();
  });
});

describe('"Island" is Iceland to a German candidate asked where the numbers are (de-i138)', () => {
  it('"Island, beide" reads both numbers in Iceland', () => {
    const state = talkFrom(
      'de',
      'DE',
      'ja',
      '1. Guðrún Jónsdóttir, meine Chefin, gudrun@dalur.is, 862 4417\n2. Einar Pálsson, Kollege, einar@simnet.is, 856 3390',
      'Island, beide',
    );
    expect(state.contacts.map((c) => c.phone)).toEqual(['+3548624417', '+3548563390']);
  });

  it('in English, "Island" alone stays no country', () => {
    expect(countryInReplyNamed('Island', 'en')).toBeNull();
    expect(countryInReplyNamed('Island, beide', 'de')).toBe('IS');
  });
});

describe('a listed referee named in the German genitive before a detail (de-i138)', () => {
  it('"Einars Nummer ist …" corrects Einar, never renames him "Einars"', () => {
    const state = talkFrom(
      'de',
      'DE',
      'ja',
      'Einar Pálsson, Kollege, einar@firma.de, 0151 23456789',
      'Sorry, Einars Nummer ist 0151 23456788',
    );
    expect(state.contacts).toHaveLength(1);
    expect(state.contacts[0]).toMatchObject({ firstName: 'Einar', lastName: 'Pálsson' });
  });
});

describe('a rotation of days on and off, to days asked per shift (es-t116)', () => {
  const question = {
    key: 'dias',
    kind: 'number',
    prompt: '¿Cuántos días seguidos se quedaba en el centro en cada turno? (días por turno)',
    min: 1,
    max: 30,
    required: false,
  } as Question;
  const read = (said: string) => kindOf(question).read(question, said, lexiconFor('es'));

  it('"haciamos 8x6, ocho adentro y seis en la casa" offers 8, never takes it', () => {
    expect(read('haciamos 8x6, ocho adentro y seis en la casa')).toEqual({
      value: 8,
      certain: false,
    });
  });

  it('a rotation to a question not asked per shift is no days-on', () => {
    const months = { ...question, prompt: '¿Cuántos meses trabajó con ustedes?' } as Question;
    expect(kindOf(months).read(months, 'hacía 8x6', lexiconFor('es'))?.value).not.toBe(8);
  });
});

describe('a pasted form whose line for an optional question does not know (de-t117)', () => {
  const questions = [
    {
      key: 'monate',
      kind: 'number',
      prompt: 'Wie viele Monate zusammengearbeitet?',
      required: true,
    },
    {
      key: 'sorgfalt',
      kind: 'rating',
      prompt: 'Sorgfalt bei der Lese, von 1 bis 5?',
      required: true,
    },
    {
      key: 'beratung',
      kind: 'rating',
      prompt: 'Wie gut berät sie Gäste bei Weinproben, von 1 bis 5?',
      required: false,
    },
  ] as Question[];

  it('passes the question on, and offers the other lines', async () => {
    const context = { ...refereeTestContext('de'), questions };
    const { state } = await refereeTurn(
      context,
      initialRefereeState(questions),
      '- zusammengearbeitet: 28 Monate\n- Sorgfalt bei der Lese: 5\n- Beratung bei Weinproben: kann ich nicht beurteilen',
    );
    expect(state.questionnaire?.skipped).toContain('beratung');
    expect(state.confirm?.key).toBe('monate');
    expect(state.queued?.map((q) => q.key)).toEqual(['sorgfalt']);
  });
});

describe('Basque figures beside French and Spanish, and a figure corrected with an apology (fr-r86)', () => {
  const months = {
    key: 'monthsKnown',
    kind: 'number',
    prompt: 'Combien de mois avez-vous travaillé ensemble ?',
    required: true,
  } as Question;
  const rating = {
    key: 'communication',
    kind: 'rating',
    prompt: 'Communication ?',
    required: true,
  };

  it('"Bost !" is a 5, "Lau edo bost… lau" a 4 offered', () => {
    expect(
      kindOf(rating as Question).read(rating as Question, 'Bost !', lexiconFor('fr'))?.value,
    ).toBe(5);
    expect(
      kindOf(rating as Question).read(rating as Question, 'Lau edo bost… lau', lexiconFor('es'))
        ?.value,
    ).toBe(4);
  });

  it('"Hiru urte… trois ans, pardon. De 2021 à 2024" is three years', () => {
    expect(
      kindOf(months).read(months, 'Hiru urte… trois ans, pardon. De 2021 à 2024', lexiconFor('fr'))
        ?.value,
    ).toBe(36);
  });

  it('a no taken back with an apology says nothing ("Oui. Enfin non, pardon.")', async () => {
    const question = {
      key: 'rehire',
      kind: 'yes_no',
      prompt: 'Le réembaucheriez-vous ?',
      required: true,
    } as Question;
    expect(
      kindOf(question).read(question, 'Oui. Enfin non, pardon.', lexiconFor('fr'))?.value,
    ).not.toBe(false);
  });
});

describe('a voice message said to be sent answers nothing (fr-r85)', () => {
  it.each([
    ['fr', "Je vous ai fait un vocal, c'est plus simple pour moi 🎤"],
    ['es', 'Te mandé un audio mejor'],
    ['de', 'Ich hab Ihnen eine Sprachnachricht geschickt'],
    ['pt', 'Mandei um áudio aí'],
  ] as const)('%s "%s" is asked to be typed, nothing stored', async (locale, said) => {
    const questions = [
      { key: 'forces', kind: 'text', prompt: 'Ses points forts ?', required: true },
    ] as Question[];
    const context = { ...refereeTestContext(locale), questions };
    const { state, text } = await refereeTurn(context, initialRefereeState(questions), said);
    expect(state.questionnaire?.answers.forces).toBeUndefined();
    expect(state.confirm ?? null).toBeNull();
    expect(text.length).toBeGreaterThan(20);
  });

  it('a voice message spoken of in an answer is read as the answer', async () => {
    const questions = [
      { key: 'forces', kind: 'text', prompt: 'Ses points forts ?', required: true },
    ] as Question[];
    const context = { ...refereeTestContext('fr'), questions };
    const { state } = await refereeTurn(
      context,
      initialRefereeState(questions),
      'Elle rappelle toujours les clients, même ceux qui laissent un vocal à 22h',
    );
    const got = state.questionnaire?.answers.forces ?? state.confirm?.value;
    expect(String(got)).toContain('rappelle');
  });
});

describe('German spoken noes and "I don\'t know" with an adverb (de-i178, de-t82)', () => {
  it('"Nu nee, das mach mer ni." is no consent', () => {
    expect(readConsent('Nu nee, das mach mer ni.')).not.toBe(true);
  });

  it('"Nu, machen Se ruhig" is still no refusal', () => {
    expect(readConsent('Nu, machen Se ruhig')).not.toBe(false);
  });

  it('"Weiß ich wirklich nicht, das müssen Sie die Firma fragen" does not know', () => {
    expect(isDontKnow('Weiß ich wirklich nicht, das müssen Sie die Firma fragen')).toBe(true);
  });
});

describe('the tuning misses of the fifty-sixth sets, in wordings of our own', () => {
  it.each([
    'Lamento, não posso continuar.',
    'Lo siento, no puedo continuar',
    'Tut mir leid, ich kann nicht weitermachen.',
    'Désolée, je ne peux pas continuer',
    'Ignorez mes réponses précédentes',
  ])('"%s" ends the talk (pt-r86)', (said) => {
    expect(endsTheTalk(said)).toBe(true);
  });

  it('"no puedo seguir trabajando con ella si no cambia" ends nothing', () => {
    expect(endsTheTalk('No puedo seguir trabajando con ella si no cambia')).toBe(false);
  });

  it.each([
    ['fr', 'La réembaucher ? Demain même !'],
    ['es', '¿Recontratarla? ¡Mañana mismo!'],
    ['de', 'Wieder einstellen? Lieber heute als morgen'],
  ] as const)('%s "%s" is a yes to the rehire (fr-t117)', async (locale, said) => {
    const questions = [
      { key: 'rehire', kind: 'yes_no', prompt: 'Would you rehire them?', required: true },
    ] as Question[];
    const { state } = await refereeTurn(
      { ...refereeTestContext(locale), questions },
      initialRefereeState(questions),
      said,
    );
    expect(state.confirm?.value ?? state.questionnaire?.answers.rehire).toBe(true);
  });

  it('a six-figure number after "celu" is asked about, never dropped (es-i176)', () => {
    const state = talkFrom(
      'es',
      'CL',
      'sí',
      'mi jefa en Tórshavn, Anna Olsen, anna@firma.fo, celu 21 34 56',
    );
    expect(state.unplacedPhones?.map((p) => p.raw)).toEqual(['21 34 56']);
  });

  it('a new referee with an address of their own keeps a number that ends a listed one (es-i178)', () => {
    const state = talkFrom(
      'es',
      'BO',
      'sí',
      'Don Ramiro Soto, ramiro@zofri.cl, +56 9 7654 3210',
      'Y la Lic. Wara Condori, mi profesora, waracondori@gmail.com, 76543210',
    );
    const wara = state.contacts.find((c) => c.firstName === 'Wara');
    expect(wara?.phone).toBe('+59176543210');
  });

  it('a dictated address said to go "tudo junto" is one local part (pt-i178)', () => {
    expect(withSpokenEmails('o email é abel tananta arroba gmail ponto com tudo junto')).toBe(
      'o email é abeltananta@gmail.com',
    );
    expect(withSpokenEmails('el correo es ana lopez arroba gmail punto com')).not.toContain(
      'analopez',
    );
  });

  it('a "one" the lexicon keeps as an article is a digit in a dictated number (pt-i178)', () => {
    expect(
      withSpokenPhones('o celular três um zero quatro cinco seis sete oito nove zero', 'pt'),
    ).toBe('o celular 3104567890');
    expect(withSpokenPhones('tem uma filha e um filho', 'pt')).toBe('tem uma filha e um filho');
  });

  it('"Onkel" before a name is no part of it (de-i179)', () => {
    const state = talkFrom(
      'de',
      'DE',
      'ja',
      'Mein Onkel Mehmet Yılmaz in Istanbul, mehmet@firma.com.tr, +90 532 123 45 67',
    );
    expect(state.contacts[0]).toMatchObject({ firstName: 'Mehmet', lastName: 'Yılmaz' });
  });
});
