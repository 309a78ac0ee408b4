import { describe, expect, it } from 'vitest';
import { kindOf } from '../../questionnaires/kinds/index.ts';
import type { Question } from '../../questionnaires/questionnaires.schemas.ts';
import { endsTheTalk } from './declining.ts';
import { findMonths } from './extract.ts';
import { lexiconFor } from './lexicon.ts';

/**
 * The referee, twenty-fourth blind set's tuning round: other wordings than the corpus's, in
 * the languages where the cause applies, and wordings that must not be read so.
 */

const REHIRE = {
  key: 'rehire',
  kind: 'yes_no',
  prompt: 'Would you rehire them?',
  required: true,
} as Question;
const MONTHS = {
  key: 'months',
  kind: 'number',
  prompt: 'How many months did you work together?',
  required: true,
} as Question;

describe('a duration only in whole words', () => {
  it.each([
    // A certain 13 months was stored from "mi amor" ("a mo") and "recepcionista y" ("a y").
    'Buenos días, mi amor. Sí, yo fui la jefa de Yorman',
    'Él era recepcionista y también llevaba a los turistas al teleférico',
    'She was a yoga teacher and a mom',
  ])('reads none in "%s"', (said) => {
    expect(findMonths(said)).toBeNull();
  });

  it.each([
    ['2y and 3 months', 27],
    ['18mos', 18],
    ['two years', 24],
    ['a year and a half', 18],
    ['4 yrs', 48],
  ] as const)('reads "%s" as %d months', (said, months) => {
    expect(findMonths(said)).toBe(months);
  });
});

describe('"why not?" is a yes to confirm, never a no', () => {
  it.each([
    ['es', '¿Por qué no?'],
    ['de', 'Warum nicht?'],
    ['fr', 'Pourquoi pas ?'],
    ['pt', 'Por que não? É ótimo'],
    ['en', 'Why not?'],
  ] as const)('%s: "%s"', (locale, said) => {
    expect(kindOf(REHIRE).read(REHIRE, said, lexiconFor(locale))).toEqual({
      value: true,
      certain: false,
    });
  });

  it('keeps a yes said beside it, and the no when the rest says no', () => {
    expect(kindOf(REHIRE).read(REHIRE, 'Claro, ¿por qué no?', lexiconFor('es'))).toEqual({
      value: true,
      certain: true,
    });
    expect(kindOf(REHIRE).read(REHIRE, 'Why not? No, never again.', lexiconFor('en'))?.value).toBe(
      false,
    );
  });
});

describe('a question back of four words or more is no answer', () => {
  it.each([
    ['es', '¿Y usted sabe si él piensa volver a Venezuela?'],
    ['pt', 'Você sabe se ele vai voltar para o Brasil?'],
    ['fr', 'Vous savez si elle revient en France ?'],
  ] as const)('%s: "%s"', (locale, said) => {
    expect(kindOf(REHIRE).read(REHIRE, said, lexiconFor(locale))).toBeUndefined();
  });
});

describe('a total, then the parts that make it up', () => {
  it.each([
    ['fr', '4 ans et demi. Enfin sa thèse a duré 3 ans et après 18 mois en CDI', 54],
    ['es', 'Cuatro años y medio. Bueno, tres años de prácticas y luego dieciocho meses', 54],
    ['en', '4.5 years: 3 years as an intern and 18 months on staff', 54],
  ] as const)('%s: "%s" offers %d', (locale, said, months) => {
    expect(kindOf(MONTHS).read(MONTHS, said, lexiconFor(locale))).toEqual({
      value: months,
      certain: false,
    });
  });

  it('offers nothing when the parts add up to another figure', () => {
    expect(
      kindOf(MONTHS).read(MONTHS, '4 years. Well, 3 years and then 6 months', lexiconFor('en')),
    ).toBeUndefined();
  });
});

describe('the talk stopped, or what was said taken back', () => {
  it.each([
    'Ay no, entonces es la ex de mi hermano. Mire, mejor no sigo, no sería justa con ella. Borre lo que le dije, disculpe',
    'Nein, ich höre lieber auf. Löschen Sie, was ich gesagt habe',
    'Je préfère arrêter là, effacez ce que je vous ai dit',
    'Prefiro parar por aqui, apague o que eu disse',
    "Sorry, I'd better stop here. Delete what I said",
  ])('"%s" is a decline to confirm', (said) => {
    expect(endsTheTalk(said)).toBe(true);
  });

  it.each([
    // "I no longer work with her", "I keep going": nothing stopped.
    'No sigo trabajando con ella desde 2022',
    'Sigo, claro',
    "I'd better stop at 4 for that one",
  ])('"%s" is not', (said) => {
    expect(endsTheTalk(said)).toBe(false);
  });
});

describe("a compound whose last part is an option's word", () => {
  const ROLE = {
    key: 'rolle',
    kind: 'choice',
    prompt: 'In welcher Rolle haben Sie mit ihr oder ihm gearbeitet?',
    required: true,
    options: [
      'Museumsleitung',
      'Leitung Bildung und Vermittlung',
      'Externe Auftraggeber (Schule, Reiseveranstalter)',
    ],
  } as Question;
  const FORMATS = {
    key: 'formate',
    kind: 'choice',
    multiple: true,
    prompt: 'Welche Formate hat sie übernommen?',
    required: true,
    options: [
      'Führungen für Erwachsene',
      'Barrierefreie Angebote (Leichte Sprache, Tastführungen)',
    ],
  } as Question;

  it('offers the option ("Oberschule" for "Schule"), never takes it', () => {
    expect(
      kindOf(ROLE).read(
        ROLE,
        'Ich bin Lehrerin an einer Oberschule in Bremerhaven',
        lexiconFor('de'),
      ),
    ).toEqual({ value: 'Externe Auftraggeber (Schule, Reiseveranstalter)', certain: false });
  });

  it('reads no other option from a word an option is written with ("Tastführungen")', () => {
    const read = kindOf(FORMATS).read(FORMATS, 'Nur Tastführungen', lexiconFor('de'));
    expect(read?.value).not.toContain('Führungen für Erwachsene');
  });
});
