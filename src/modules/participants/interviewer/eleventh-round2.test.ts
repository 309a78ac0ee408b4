import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../core/locale.ts';
import { withoutClosingFormula } from './answer-reading.ts';
import { lexiconFor } from './lexicon.ts';
import { dependsOnTheCase } from './referee-interview.ts';
import { notKnownWhether } from './referee-reading.ts';

const depends = (locale: Locale, text: string) => {
  const lexicon = lexiconFor(locale);
  return dependsOnTheCase(text, lexicon.inEnglish(text), lexicon);
};

describe('it depends, a figure for each case (eleventh set, round 2)', () => {
  it.each([
    ['es', 'Depende: entre semana 6, los viernes hasta 15'],
    ['de', 'Kommt drauf an, im Sommer 40 und im Winter 10'],
    ['fr', 'Ça varie, 10 en hiver et 40 en été'],
    ['pt', 'Depende, na segunda 5, no sábado uns 20'],
    ['en', 'It depends, 8 on a weekday and 20 on Saturdays'],
  ] as const)('has no one figure: %s "%s"', (locale, text) => {
    expect(depends(locale, text)).toBe(true);
  });
  it.each([
    ['es', 'Depende, pero unos 12'],
    ['de', 'Kommt drauf an, sagen wir 12, im Sommer 40'],
    ['fr', 'En hiver 10 et en été 40'],
  ] as const)('has one, or says no "it depends": %s "%s"', (locale, text) => {
    expect(depends(locale, text)).toBe(false);
  });
});

describe('not known whether (eleventh set, round 2)', () => {
  it.each([
    ['fr', "Son permis date de 2019, je dois vérifier s'il l'a renouvelé"],
    ['es', 'Lo hizo en 2020, tendría que comprobar si lo renovó'],
    ['pt', 'Fez o curso em 2021, tenho que verificar se ainda vale'],
    ['de', 'Den Kurs hat sie 2020 gemacht, ich müsste nachschauen, ob er noch gilt'],
    ['en', "She did it in 2020, I'd have to check if it's still valid"],
  ] as const)('%s "%s"', (locale, text) => {
    expect(notKnownWhether(lexiconFor(locale).inEnglish(text))).toBe(true);
  });
  it('is no "I don\'t know" where whether is not asked', () => {
    expect(notKnownWhether(lexiconFor('fr').inEnglish('Oui, je dois vérifier ses horaires'))).toBe(
      false,
    );
  });
});

describe('an informal sign-off and the signature under it (eleventh set, round 2)', () => {
  it.each([
    [
      'Muy trabajadora, nunca faltó. Un abrazo!\n\nMarta Gil\nGerente – Café Sol\n+34 612 345 678',
      'Muy trabajadora, nunca faltó.',
    ],
    ['Great with kids. Cheers!\n\nTom Reid\nOwner, Reid Nursery', 'Great with kids.'],
    ['Super fiable. Bisous\nClaire Dumas\nDirectrice', 'Super fiable.'],
    ['Muito dedicada. Abraços,\nJoão Lima\nSócio-gerente', 'Muito dedicada.'],
  ])('leaves them out: "%s"', (said, left) => {
    expect(withoutClosingFormula(said)).toBe(left);
  });
  it('keeps the words that open a message', () => {
    expect(withoutClosingFormula('Cheers, she was the best hire we made')).toBe(
      'Cheers, she was the best hire we made',
    );
  });
});

describe('it depends, with a range (eleventh set, round 2)', () => {
  it.each([
    ['es', 'Veinte, veinticinco personas, según la semana'],
    ['es', 'Depende, 4 o 5'],
    ['fr', 'Ça dépend, entre 10 et 15'],
  ] as const)('is a range to offer, not a case each: %s "%s"', (locale, text) => {
    expect(depends(locale, text)).toBe(false);
  });
});
