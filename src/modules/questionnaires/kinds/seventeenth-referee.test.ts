import { describe, expect, it } from 'vitest';
import { lexiconFor } from '../../participants/interviewer/lexicon.ts';
import { type KindQuestion, questionKinds } from './index.ts';

/**
 * Seventeenth set, referee round: the words and readers behind the set's conversations, in other
 * wordings, with wordings that must not be read so.
 */

const q = (question: Partial<KindQuestion> & Pick<KindQuestion, 'kind'>): KindQuestion => ({
  key: 'k',
  prompt: 'Prompt?',
  required: true,
  ...question,
});

describe('a roster said as people say it is the option written "NxM" (seventeenth set)', () => {
  const roster = q({ kind: 'choice', options: ['5x2', '7x7', '14x7', 'Other'], multiple: false });
  it.each([
    ['es', 'Hacía 7 por 7'],
    ['en', 'seven on seven off, so 7 by 7'],
    ['pt', 'Era 7/7'],
    ['fr', 'du 7 sur 7'],
    ['de', '7 auf 7'],
  ] as const)('%s "%s"', (locale, said) => {
    expect(questionKinds.choice.read(roster, said, lexiconFor(locale))?.value).toBe('7x7');
  });
  it('leaves figures alone when no option is a roster', () => {
    const shifts = q({ kind: 'choice', options: ['Early', 'Late', 'Night'], multiple: false });
    expect(questionKinds.choice.read(shifts, '7 by 7', lexiconFor('en'))).toBeUndefined();
  });
  it('reads no roster in a date or a decimal', () => {
    expect(questionKinds.choice.read(roster, '14/07/2023', lexiconFor('es'))).toBeUndefined();
  });
});

describe('a pointer to another text is no text answer (seventeenth set)', () => {
  const strengths = q({ kind: 'text', prompt: 'Strengths?' });
  it.each([
    ['en', 'See above'],
    ['en', "It's all in the reference letter"],
    ['en', 'see attached 📎'],
    ['de', 'Siehe Anhang'],
    ['de', 'Steht alles im Arbeitszeugnis ☝️'],
    ['es', 'Está todo en el CV'],
    ['fr', 'Voir la pièce jointe'],
    ['pt', 'Está tudo na carta'],
    ['de', '📎 Referenz_Meier.pdf'],
  ] as const)('%s "%s"', (locale, said) => {
    expect(questionKinds.text.read(strengths, said, lexiconFor(locale))).toBeUndefined();
  });
  it.each([
    ['en', 'See above, but mostly her patience with customers'],
    ['de', 'Steht alles im Zeugnis. Vor allem die Fehlersuche'],
    ['es', 'Lee muy bien los planos que le adjunto el jefe de obra'],
  ] as const)('keeps an answer beside the pointer: %s "%s"', (locale, said) => {
    expect(questionKinds.text.read(strengths, said, lexiconFor(locale))?.value).toBe(said);
  });
});
