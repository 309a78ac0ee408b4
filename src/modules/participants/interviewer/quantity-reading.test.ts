import { describe, expect, it } from 'vitest';
import { questionKinds } from '../../questionnaires/kinds/index.ts';
import type { Question } from '../../questionnaires/questionnaires.schemas.ts';
import { lexiconFor } from './lexicon.ts';

const months = {
  key: 'monthsKnown',
  kind: 'number',
  prompt: 'How long did you work together? (in months)',
  required: false,
  min: 0,
  max: 600,
} as Question;

describe('the day of a date is no amount (blind set 42)', () => {
  it.each([
    ['de', 'Rund 26 Monate. Angefangen hat er am 2. Januar 2023', 26],
    ['de', 'Seit dem 3. März 2022, also gut zwei Jahre', 24],
    ['es', 'Unos 14 meses, entró el 2 de enero de 2024', 14],
    ['fr', 'À peu près 18 mois, arrivée le 1er mars 2023', 18],
    ['pt', 'Uns 20 meses, começou em 5 de janeiro de 2023', 20],
  ] as const)('%s "%s" reads %d', (locale, said, value) => {
    expect(questionKinds.number.read(months, said, lexiconFor(locale))?.value).toBe(value);
  });
});
