import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../core/locale.ts';
import type { Question } from '../../questionnaires/questionnaires.schemas.ts';
import type { RefereeContext } from './agent.types.ts';
import { saysAll } from './answer-reading.ts';
import { lexiconFor } from './lexicon.ts';
import { monthsBetweenDates } from './quantity-reading.ts';
import { initialRefereeState } from './referee-agent.ts';
import { withHalfWidth } from './referee-interview.ts';
import { readNamedRatings, readRating } from './referee-reading.ts';
import { refereeTurn } from './referee-turn.test-helper.ts';
import { saysLeaving } from './turn-intent.ts';
import { mendNumberWords } from './typo-mending.ts';

/**
 * Sixteenth set, referee round: other wordings of what the set's conversations said, in the
 * four languages and English, with wordings that must not be read so.
 */

const remark = { key: 'remark', kind: 'text', prompt: 'Anything to add?', required: false };
const rating = {
  key: 'care',
  kind: 'rating',
  prompt: 'From 1 to 5, how careful was she?',
  label: 'Care',
  required: true,
};
const context: RefereeContext = {
  tenantName: 'Acme Hiring',
  locale: 'en',
  roleTitle: null,
  candidateFirstName: 'Ada',
  candidateLastName: 'Lovelace',
  refereeFirstName: 'Jane',
  relationship: null,
  questions: [rating, remark] as Question[],
};

describe('stepping away to come back later is no answer (sixteenth set)', () => {
  it.each([
    ['de', 'Moment, Notfall im OP. Ich melde mich später'],
    ['de', 'Sorry, muss in die Besprechung, ich meld mich'],
    ['es', 'Perdón, llegó un camión, luego te escribo'],
    ['fr', 'Désolée, un client arrive, je reviens vers vous'],
    ['pt', 'Desculpa, chegou cliente, já volto'],
    ['en', "Sorry, a patient just came in. I'll get back to you"],
  ] as const)('%s "%s"', (locale, message) => {
    expect(saysLeaving(lexiconFor(locale).inEnglish(message))).toBe(true);
  });
  it('stores nothing on a text question that is asked', async () => {
    const on: RefereeContext = { ...context, locale: 'de', questions: [remark] as Question[] };
    const { state } = await refereeTurn(
      on,
      initialRefereeState(on.questions),
      'Entschuldigung, Notaufnahme ruft. Ich melde mich',
    );
    expect(state.questionnaire?.answers).toEqual({});
  });
  it('reads an answer that only mentions coming back as an answer', () => {
    expect(saysLeaving(lexiconFor('es').inEnglish('Siempre vuelve a revisar los pedidos'))).toBe(
      false,
    );
  });
});

describe('full-width figures, as an East Asian keyboard types them (sixteenth set)', () => {
  it('reads them as their ASCII twins', () => {
    expect(withHalfWidth('３。')).toBe('3.');
    expect(withHalfWidth('评分：５')).toBe('评分:5');
    expect(withHalfWidth('Plain 4')).toBe('Plain 4');
  });
  it('stores a full-width rating', async () => {
    const on: RefereeContext = { ...context, locale: 'fr' };
    const { state } = await refereeTurn(on, initialRefereeState(on.questions), '５。');
    expect(state.questionnaire?.answers).toEqual({ care: 5 });
  });
});

describe('a figure taken back after a pause with a bare "no" (sixteenth set)', () => {
  it.each([
    ['en', 'Three… no, four!', 4],
    ['en', '2 — no, 3', 3],
    ['de', 'Drei… nein, vier', 4],
    ['es', 'Tres... no, cuatro', 4],
    ['fr', 'Trois, non, quatre', 4],
    ['pt', 'Dois… não, três', 3],
  ] as const)('%s "%s" is %d', (locale, text, value) => {
    const lexicon = lexiconFor(locale);
    const english = lexicon.inEnglish(lexicon.settled(text));
    expect(readRating(english)?.value).toBe(value);
  });
  it('keeps a rating with "no doubt" after it', () => {
    expect(readRating('4, no doubt')?.value).toBe(4);
  });
});

describe('a competency described at length, its figure closing the words (sixteenth set)', () => {
  it('reads the figure that ends the description', () => {
    expect(
      readNamedRatings(
        'Teamwork is something the whole ward keeps praising her for, 5. Leadership… well, she guides the students properly. 3',
      ).ratings,
    ).toEqual({ teamwork: 5, leadership: 3 });
    expect(
      readNamedRatings('Im Team sehr geschätzt, alle arbeiten gern mit ihr, 4.').ratings,
    ).toEqual({ teamwork: 4 });
  });
  it('reads nothing when other figures stand in the description', () => {
    expect(
      readNamedRatings('Leadership was hard for her in the first 2 years with the night shift, 4.')
        .ratings.leadership,
    ).toBeUndefined();
  });
});

describe('all of something of theirs is not every option (sixteenth set)', () => {
  it.each(['with all his benefits', 'she kept all her shifts'])('"%s"', (text) => {
    expect(saysAll(text)).toBe(false);
  });
  it('still reads every option', () => {
    expect(saysAll('all of them')).toBe(true);
    expect(saysAll('all three')).toBe(true);
  });
});

describe('a number word as dictation hears it (sixteenth set)', () => {
  it('mends French "vin" where a figure is asked, and only there', () => {
    const fr = lexiconFor('fr');
    expect(mendNumberWords('Disons vin', 'fr', fr)).toBe('Disons vingt');
    expect(mendNumberWords('Disons vin', 'es' as Locale, lexiconFor('es'))).toBe('Disons vin');
  });
});

describe('the question echoed, then "I don\'t know" (sixteenth set)', () => {
  const licence = {
    key: 'licence',
    kind: 'yes_no',
    prompt: 'Has she got a forklift licence? (optional)',
    required: false,
  };
  it.each([
    ['pt', 'Licence? Sei lá, nunca perguntei'],
    ['es', 'Forklift? Ni idea, eso lo lleva otro turno'],
    ['en', "Licence? No idea, you'd have to ask HR"],
  ] as const)('passes on the optional question: %s "%s"', async (locale, message) => {
    const on: RefereeContext = { ...context, locale, questions: [licence] as Question[] };
    const { state } = await refereeTurn(on, initialRefereeState(on.questions), message);
    expect(state.questionnaire?.answers).toEqual({});
    expect(state.questionnaire?.skipped).toEqual(['licence']);
  });
});

describe('"never" and the question\'s verb said back is a no, confirmed (sixteenth set)', () => {
  const late = {
    key: 'late',
    kind: 'yes_no',
    prompt: 'Faltaba sin avisar?',
    required: true,
  };
  it.each([
    ['es', 'Nunca faltó sin avisar, ni una vez'],
    ['pt', 'Nunca faltou, nem um dia'],
  ] as const)('%s "%s"', async (locale, message) => {
    const on: RefereeContext = {
      ...context,
      locale,
      questions: [
        { ...late, prompt: locale === 'pt' ? 'Faltava sem avisar?' : late.prompt },
      ] as Question[],
    };
    const { state } = await refereeTurn(on, initialRefereeState(on.questions), message);
    expect(state.questionnaire?.answers).toEqual({});
    expect(state.confirm).toMatchObject({ key: 'late', value: false });
  });
});

describe('a time said as two months of the calendar (sixteenth set)', () => {
  it.each([
    ['de', 'Von März 2021 bis August 2023', 29],
    ['de', 'Februar 2022 bis einschließlich Juli 2022', 6],
    ['es', 'desde enero del 22 hasta octubre del 23', 21],
    ['fr', 'de septembre 2020 à juin 2022 inclus', 22],
    ['pt', 'entrou em maio de 2019 e saiu em maio de 2021', 24],
    ['en', 'June 2018 to December 2019 inclusive', 19],
  ] as const)('%s "%s" is %d months', (locale, text, months) => {
    expect(monthsBetweenDates(text, locale)).toBe(months);
  });
  it('reads none from one date, three, or an end before the start', () => {
    expect(monthsBetweenDates('seit Januar 2023', 'de')).toBeNull();
    expect(monthsBetweenDates('mayo 2020, junio 2021 y julio 2022', 'es')).toBeNull();
    expect(monthsBetweenDates('de mars 2024 à janvier 2023', 'fr')).toBeNull();
  });
  it('offers it to a question asked in months, never stores it', async () => {
    const months = {
      key: 'months',
      kind: 'number',
      prompt: 'Wie viele Monate haben Sie zusammengearbeitet?',
      required: true,
    };
    const on: RefereeContext = { ...context, locale: 'de', questions: [months] as Question[] };
    const { state } = await refereeTurn(
      on,
      initialRefereeState(on.questions),
      'Von März 2021 bis einschließlich August 2023',
    );
    expect(state.questionnaire?.answers).toEqual({});
    expect(state.confirm).toMatchObject({ key: 'months', value: 30 });
  });
});

describe('a "no" between two figures that takes nothing back (sixteenth set)', () => {
  it('reads the first when the second is said to be something', () => {
    expect(readRating('4, no, 5 is too much')?.value).toBe(4);
    const es = lexiconFor('es');
    expect(readRating(es.inEnglish(es.settled('4, no, 5 es demasiado')))?.value).toBe(4);
  });
});
