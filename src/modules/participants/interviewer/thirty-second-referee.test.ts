import { describe, expect, it } from 'vitest';
import type { Question } from '../../questionnaires/questionnaires.schemas.ts';
import type { RefereeState } from './agent.types.ts';
import { lexiconFor } from './lexicon.ts';
import { initialRefereeState } from './referee-agent.ts';
import { refereeTestContext, refereeTurn } from './referee-turn.test-helper.ts';

/**
 * The referee, session 25 (issue 41): a year said in words is a year, never the figure at its
 * end; a long message that answers the questionnaire at once, in prose and in any order, is
 * offered question by question. Wordings of our own, with ones not to read so.
 */

const base = refereeTestContext();

const offeredOf = (state: RefereeState) =>
  [state.confirm, ...(state.queued ?? [])].filter(Boolean).map((p) => [p?.key, p?.value]);

const answersOf = (state: RefereeState) => state.questionnaire?.answers ?? {};

describe('a year in words is a year (pt-t77)', () => {
  it.each([
    ['pt', 'cinco, desde dois mil e vinte', 5],
    ['pt', 'fez cinco safras connosco desde dois mil e vinte e um', 5],
    ['es', 'tres temporadas, desde dos mil veintidós', 3],
    ['fr', 'quatre saisons, depuis deux mille vingt', 4],
    ['de', 'sechs Saisons, seit zweitausendzwanzig', 6],
  ] as const)('%s "%s" reads %d, not the year', async (locale, said, value) => {
    const questions = [
      { key: 'seasons', kind: 'number', prompt: 'How many seasons?', required: true },
    ] as Question[];
    const on = { ...base, locale, questions };
    const reply = await refereeTurn(on, initialRefereeState(questions), said);
    const read = answersOf(reply.state).seasons ?? reply.state.confirm?.value;
    expect(read).toBe(value);
  });

  it.each([
    ['pt', 'Bota 9 mil', 'Em média, quantos km rodava por mês?'],
    ['es', 'unos 9 mil', '¿Cuántos km hacía al mes, más o menos?'],
  ] as const)(
    '%s "%s": a thousand is never dropped (9000, offered)',
    async (locale, said, prompt) => {
      const questions = [{ key: 'km', kind: 'number', prompt, required: false }] as Question[];
      const on = { ...base, locale, questions };
      const reply = await refereeTurn(on, initialRefereeState(questions), said);
      expect(answersOf(reply.state).km).toBeUndefined();
      expect(reply.state.confirm?.value).toBe(9000);
    },
  );

  it('keeps "mil" an unknown word alone: a message with it is confirmed', () => {
    expect(lexiconFor('pt').understands('uns 9 mil')).toBe(false);
  });
});

const WATCHMAKER = [
  {
    key: 'jahre',
    kind: 'number',
    prompt: 'Wie viele Jahre hat sie bei Ihnen gearbeitet?',
    required: true,
  },
  {
    key: 'tempo',
    kind: 'rating',
    prompt: 'Wie beurteilen Sie das Arbeitstempo, von 1 bis 5?',
    label: 'Arbeitstempo',
    required: false,
  },
  { key: 'efz', kind: 'yes_no', prompt: 'Hat sie ein EFZ als Uhrmacherin?', required: false },
  {
    key: 'werke',
    kind: 'number',
    prompt: 'Wie viele Werke hat sie pro Tag ungefähr bearbeitet?',
    required: false,
  },
  { key: 'bemerkung', kind: 'text', prompt: 'Noch etwas?', required: false },
] as Question[];

describe('a long message that answers the questionnaire at once, in prose (de-t74, pt-t76)', () => {
  it('offers each question it names, in the questionnaire order, none stored', async () => {
    const on = { ...base, locale: 'de' as const, questions: WATCHMAKER };
    const said =
      'Grüessech, ich beantworte alles auf einmal. Sie war acht Jahre bei uns. Tempo eher gemütlich, eine 3. Das EFZ als Uhrmacherin hat sie. Pro Tag so 40 Werke.';
    const reply = await refereeTurn(on, initialRefereeState(WATCHMAKER), said);
    expect(answersOf(reply.state)).toEqual({});
    expect(offeredOf(reply.state)).toEqual([
      ['jahre', 8],
      ['tempo', 3],
      ['efz', true],
      ['werke', 40],
    ]);
  });

  it('offers nothing of a question two sentences answer apart ("zwei Jahre … acht Jahre")', async () => {
    const on = { ...base, locale: 'de' as const, questions: WATCHMAKER };
    const said =
      'In Biel war sie zwei Jahre. Bei uns insgesamt acht Jahre. Tempo eher gemütlich, eine 3. Das EFZ als Uhrmacherin hat sie. Pro Tag so 40 Werke.';
    const reply = await refereeTurn(on, initialRefereeState(WATCHMAKER), said);
    expect(offeredOf(reply.state).map(([key]) => key)).not.toContain('jahre');
  });

  it('reads a sentence that asks with the one after it ("Ob ich sie wieder einstellen würde? Sofort.")', async () => {
    const questions = [
      ...WATCHMAKER.slice(0, 4),
      {
        key: 'wieder',
        kind: 'yes_no',
        prompt: 'Würden Sie sie wieder einstellen?',
        required: true,
      },
    ] as Question[];
    const on = { ...base, locale: 'de' as const, questions };
    const said =
      'Sie war acht Jahre bei uns. Tempo eher gemütlich, eine 3. Das EFZ hat sie. Ob ich sie wieder einstellen würde? Ja, sofort.';
    const reply = await refereeTurn(on, initialRefereeState(questions), said);
    expect(offeredOf(reply.state)).toContainEqual(['wieder', true]);
  });

  it('leaves a short message to the question asked', async () => {
    const on = { ...base, locale: 'de' as const, questions: WATCHMAKER };
    const reply = await refereeTurn(on, initialRefereeState(WATCHMAKER), 'Acht Jahre. Tempo 3.');
    expect(offeredOf(reply.state).map(([key]) => key)).not.toContain('werke');
  });
});
