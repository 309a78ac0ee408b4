import { describe, expect, it } from 'vitest';
import type { Question } from '../../questionnaires/questionnaires.schemas.ts';
import type { RefereeContext, RefereeState } from './agent.types.ts';
import { initialRefereeState } from './referee-agent.ts';
import { refereeTestContext, refereeTurn } from './referee-turn.test-helper.ts';

/**
 * Session 26 (issue 41): a mark said with the top of its scale ("9 von 10") is read as the mark,
 * offered, never as two amounts; "na wart" takes back what came before it; a driver in each
 * language's words is the driver option; a rating named in one sentence takes the short mark in
 * the next. Wordings of our own, with ones not to read so.
 */

const base = refereeTestContext('de');

const answersOf = (state: RefereeState) => state.questionnaire?.answers ?? {};

const turn = async (locale: RefereeContext['locale'], questions: Question[], said: string) => {
  const reply = await refereeTurn(
    { ...base, locale, questions },
    initialRefereeState(questions),
    said,
  );
  const { confirm, queued } = reply.state;
  const all = [confirm, ...(queued ?? [])].filter(Boolean).map((p) => [p?.key, p?.value]);
  return { stored: answersOf(reply.state), offered: confirm, all };
};

describe('a mark with the top of its scale (de-t80)', () => {
  const recommend = (prompt: string): Question[] =>
    [{ key: 'rec', kind: 'number', prompt, min: 0, max: 10, required: true }] as Question[];

  it.each([
    ['de', 'Von 0 bis 10: würden Sie sie empfehlen?', '9 von 10', 9],
    ['es', 'Del 0 al 10, ¿la recomendaría?', 'un 9 de 10', 9],
    ['fr', 'De 0 à 10, la recommanderiez-vous ?', '9 sur 10', 9],
    ['en', 'From 0 to 10, would you recommend her?', 'ten out of ten', 10],
    ['en', 'From 0 to 10, would you recommend her?', '8/10', 8],
  ] as const)('%s "%s" offers the mark, never stores it', async (locale, prompt, said, mark) => {
    const { stored, offered } = await turn(locale, recommend(prompt), said);
    expect(stored.rec).toBeUndefined();
    expect([offered?.key, offered?.value]).toEqual(['rec', mark]);
  });

  it('takes "Zehn von zehn. Na wart – neun" back to nine', async () => {
    const { stored, offered } = await turn(
      'de',
      recommend('Von 0 bis 10: würden Sie sie empfehlen?'),
      'Zehn von zehn. Na wart – neun',
    );
    expect(stored.rec ?? offered?.value).toBe(9);
  });

  it('leaves "3 von 8" alone when 8 is not the top of the scale', async () => {
    const { stored, offered } = await turn('de', recommend('Von 0 bis 10?'), '3 von 8');
    expect(stored.rec).toBeUndefined();
    expect(offered?.value).not.toBe(3);
  });

  it('keeps a plain figure certain', async () => {
    const { stored } = await turn('de', recommend('Von 0 bis 10?'), '9');
    expect(stored.rec).toBe(9);
  });
});

describe('a driver in five languages is the driver option', () => {
  const role = (options: string[]): Question[] =>
    [{ key: 'role', kind: 'choice', prompt: 'Role?', options, required: true }] as Question[];

  it.each([
    ['es', 'Chofer', ['Conductor/a', 'Mecánico/a', 'Administrativo/a']],
    ['pt', 'era motorista', ['Condutor', 'Mecânico', 'Administrativo']],
    ['de', 'Kraftfahrer', ['Fahrer/in', 'Mechaniker/in', 'Disponent/in']],
    ['fr', 'chauffeuse', ['Conducteur/trice', 'Mécanicien/ne', 'Administratif/ve']],
  ] as const)('%s "%s" is offered or taken as the first option', async (locale, said, options) => {
    const { stored, offered } = await turn(locale, role([...options]), said);
    expect(stored.role ?? offered?.value).toBe(options[0]);
  });
});

describe('a rating named, then its mark in a short sentence of its own (es-t74)', () => {
  const questions = [
    {
      key: 'weeks',
      kind: 'number',
      prompt: '¿Cuántas semanas trabajó?',
      min: 0,
      max: 60,
      required: true,
    },
    {
      key: 'punctuality',
      kind: 'rating',
      prompt: '¿Qué tan puntual era, del 1 al 5?',
      label: 'Puntualidad',
      required: true,
    },
  ] as Question[];

  it('offers the rating after the number asked, storing neither', async () => {
    const { stored, all } = await turn('es', questions, 'Eso sí: puntualísimo. Un 5.');
    expect(stored.weeks).toBeUndefined();
    expect(stored.punctuality).toBeUndefined();
    expect(all).toContainEqual(['punctuality', 5]);
  });

  it('does not reach past a long sentence for the mark', async () => {
    const { all } = await turn(
      'es',
      questions,
      'Eso sí: puntualísimo. Trabajó con nosotros unas 5 semanas en verano, creo.',
    );
    expect(all).not.toContainEqual(['punctuality', 5]);
  });
});
