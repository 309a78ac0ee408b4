import { describe, expect, it } from 'vitest';
import { withSelfAnsweredQuestions } from './turn-intent.ts';

describe('a short question the referee answers at once (withSelfAnsweredQuestions)', () => {
  it.each([
    ['Sie war gut im Team. Befördern? Jederzeit!', 'Sie war gut im Team. Befördern: Jederzeit!'],
    [
      'Muy cumplido. ¿Volver a contratarlo? Mañana mismo.',
      'Muy cumplido. Volver a contratarlo: Mañana mismo.',
    ],
    [
      'Très fiable. Le recommander ? Les yeux fermés.',
      'Très fiable. Le recommander: Les yeux fermés.',
    ],
    [
      'Trabalhou 3 anos comigo.\nContratar de novo? Com certeza',
      'Trabalhou 3 anos comigo.\nContratar de novo: Com certeza',
    ],
    [
      'She ran the desk. Work with her again? Any day',
      'She ran the desk. Work with her again: Any day',
    ],
  ])('%s is read as the answer it gives', (text, read) => {
    expect(withSelfAnsweredQuestions(text)).toBe(read);
  });

  it.each([
    'Was meinen Sie mit Bereich? Ich verstehe das nicht',
    'Wie bitte? Noch einmal',
    '¿Cómo dice? No entendí',
    'Vous parlez de son contrat ? Je ne sais pas',
    'Is 3 the middle? I think so',
    'Você quer o número de meses? Não sei',
    'Teamleitung? Nein, Kollegin.',
    'Gerente? Não.',
    'Encargada?',
    'su jefa, ¿no? Tres años',
    'Bereitschaft? Ja, jede vierte Woche',
    'Sie war super. Will he see this? I hope not',
  ])('%s is left as it is', (text) => {
    expect(withSelfAnsweredQuestions(text)).toBe(text);
  });
});
