import { describe, expect, it } from 'vitest';
import { readContacts } from '../../questionnaires/kinds/contact.reader.ts';
import { kindOf } from '../../questionnaires/kinds/index.ts';
import type { Question } from '../../questionnaires/questionnaires.schemas.ts';
import { contactWordsFor } from './contact-words.ts';
import { talkFrom, talkTappingYes } from './intake-turn.test-helper.ts';
import { lexiconFor } from './lexicon.ts';
import { initialRefereeState } from './referee-agent.ts';
import { refereeTestContext, refereeTurn } from './referee-turn.test-helper.ts';

/**
 * Session 32 (issue 41): rules from the fifty-eighth blind sets' first shot, in wordings of our
 * own, with ones not to read so.
 */

describe('one referee named, then nobody at all: the consent taken back (es-i183)', () => {
  it('"No le escriban a la jefa a ana@… ni a nadie" asks to confirm the withdrawal', () => {
    const state = talkTappingYes(
      'es',
      'ES',
      'sí',
      'Mi jefa Ana Ruiz, ana@firma.es, 612 345 678',
      'Ay no, mejor no. No le escriban a la jefa a ana@firma.es ni a nadie, no sabe nada',
    );
    expect(state.confirm?.key).toBe('consent');
  });

  it('"No le escriban a Ana, mejor a Luis" removes nothing in bulk', () => {
    const state = talkTappingYes(
      'es',
      'ES',
      'sí',
      'Mi jefa Ana Ruiz, ana@firma.es, 612 345 678',
      'No le escriban a ana@firma.es, mejor a Luis Gil, luis@firma.es',
    );
    expect(state.confirm?.key).not.toBe('consent');
  });
});

describe('an earlier figure said again as stored, its slip taken back (fr-r87)', () => {
  it('"18 mois, pas 1" to the strengths once 18 months are stored is no strength', async () => {
    const base = initialRefereeState(null);
    const state = {
      ...base,
      next: 'strengths',
      answers: { relationship: 'son patron', monthsKnown: 18 },
    } as typeof base;
    const after = await refereeTurn(
      refereeTestContext('fr'),
      state,
      "Pardon, c'est parti trop vite ! 18 mois, pas 1",
    );
    expect(after.state.answers.strengths).toBeUndefined();
    expect(after.state.confirm ?? null).toBeNull();
  });
});

describe('a referee listed by a nickname, named in full (pt-i148)', () => {
  it('"A Cidinha é Maria Aparecida Rocha" renames Cidinha, keeping her number', () => {
    const state = talkTappingYes(
      'pt',
      'BR',
      'sim',
      'Cidinha do pesponto, minha colega, (16) 99234-5678',
      'A Cidinha é Maria Aparecida Rocha.',
    );
    expect(state.contacts).toHaveLength(1);
    expect(state.contacts[0]!.phone).toBe('+5516992345678');
    expect(state.contacts[0]!.nameAsWritten ?? state.contacts[0]!.firstName).toContain('Maria');
  });
});

describe('a place after "l\'hôtel" is no name (fr-i82)', () => {
  it('reads Aminata Kone, not "Lagunaire"', () => {
    const [part] = readContacts(
      "la gouvernante de l'hôtel Lagunaire, Aminata Kone, 05 44 98 76 21",
      contactWordsFor('fr'),
      'CI',
    );
    expect(part?.name).toMatchObject({ firstName: 'Aminata', lastName: 'Kone' });
  });
});

describe('a bracketed area code the phone library leaves out (es-i184)', () => {
  it('"(45) 99917-4380" on a Paraguayan tenant is asked about, never read as "+595 999 …"', () => {
    const [part] = readContacts(
      'Marcelo Giacomet, mi jefe en Foz, marcelo@hotmail.com, (45) 99917-4380',
      contactWordsFor('es'),
      'PY',
    );
    expect(part?.phone).toBeNull();
    expect(part?.unplacedPhone).toBe('(45) 99917-4380');
  });

  it('then "es de Brasil" reads it with its area code', () => {
    const state = talkFrom(
      'es',
      'PY',
      'sí',
      'Marcelo Giacomet, mi jefe en Foz, marcelo@hotmail.com, (45) 99917-4380',
      'Es de Brasil',
    );
    expect(state.contacts[0]!.phone).toBe('+5545999174380');
  });
});

describe('"De ley" is a yes (es-r88)', () => {
  it('to the rehire', async () => {
    const questions = [
      { key: 'rehire', kind: 'yes_no', prompt: '¿La volverías a contratar?', required: true },
    ] as Question[];
    const { state } = await refereeTurn(
      { ...refereeTestContext('es'), questions },
      initialRefereeState(questions),
      'De ley',
    );
    expect(state.confirm?.value ?? state.questionnaire?.answers.rehire).toBe(true);
  });
});

describe('options said before a correction of something else (pt-t121)', () => {
  const shifts = {
    key: 'turnos',
    kind: 'choice',
    multiple: true,
    prompt: 'Em que horários trabalhava?',
    options: ['Dia', 'Noite', 'Fins de semana'],
    required: true,
  } as Question;
  const read = (said: string) => kindOf(shifts).read(shifts, said, lexiconFor('pt'));

  it('"vinha de dia e fazia as noites … ficava eu, quer dizer, ficava a minha mãe" offers both', () => {
    expect(
      read(
        'Vinha de dia e fazia as noites. Fins de semana não, ao fim de semana ficava eu, quer dizer, ficava a minha mãe',
      ),
    ).toEqual({ value: ['Dia', 'Noite'], certain: false });
  });

  it('"Noite, quer dizer, dia" is still the day', () => {
    expect(read('Noite, quer dizer, dia')?.value).toEqual(['Dia']);
  });

  it('"Noite… quer dizer, não sei" offers nothing', () => {
    expect(read('Noite… quer dizer, não sei')).toBeUndefined();
  });
});

describe("one's superior by another word (de-t121)", () => {
  it.each([
    ['de', 'ich war ihre Chefin', ['Vorgesetzte/r', 'Kollege/Kollegin']],
    ['es', 'yo era su jefa', ['Superior', 'Compañero/a']],
  ] as const)('%s "%s" offers the superior, never takes it', (locale, said, options) => {
    const question = {
      key: 'rel',
      kind: 'choice',
      prompt: 'Relationship?',
      options: [...options],
      required: true,
    } as Question;
    expect(kindOf(question).read(question, said, lexiconFor(locale))).toEqual({
      value: options[0],
      certain: false,
    });
  });
});

describe('an answer put off, or the referee leaving now (de-t121)', () => {
  const questions = [
    { key: 'staerke', kind: 'text', prompt: 'Was sind ihre Stärken?', required: true },
  ] as Question[];
  it.each([
    ['de', 'Das mues i mer no überlege. I schribe Ihne am Aabe'],
    ['de', 'Jetz mues i, d Visite chunnt. Tschou zäme'],
    ['es', 'Lo tengo que pensar, te escribo en la noche'],
    ['fr', 'Je dois y réfléchir, je vous réponds ce soir'],
    ['pt', 'Deixe-me pensar, respondo mais tarde'],
  ] as const)('%s "%s" stores nothing and waits', async (locale, said) => {
    const { state } = await refereeTurn(
      { ...refereeTestContext(locale), questions },
      initialRefereeState(questions),
      said,
    );
    expect(state.questionnaire?.answers.staerke).toBeUndefined();
    expect(state.confirm ?? null).toBeNull();
  });
});
