import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../core/locale.ts';
import type { Question } from '../../questionnaires/questionnaires.schemas.ts';
import type { RefereeState } from './agent.types.ts';
import { initialRefereeState } from './referee-agent.ts';
import { refereeTestContext, refereeTurn } from './referee-turn.test-helper.ts';

/**
 * Eighteenth set, referee round 2: "I don't know" as a sentence of its own, then a reason, passes
 * an optional question on; a figure settled on in a last sentence after a question of one's own
 * is offered; a small word is no option clipped; Swabian words. Wordings of our own in the five
 * languages, with ones not to read so.
 */

const base = refereeTestContext();

function start(locale: Locale, questions: Question[]) {
  return { on: { ...base, locale, questions }, state: initialRefereeState(questions) };
}

const answers = (state: RefereeState) => state.questionnaire?.answers ?? {};
const asking = (state: RefereeState) => state.questionnaire?.asking;

const LICENCE: Record<Locale, string> = {
  en: 'Does she hold a forklift licence? (optional)',
  es: '¿Tiene carné de carretillero? (opcional)',
  de: 'Hat sie einen Staplerschein? (optional)',
  fr: 'A-t-elle le CACES chariot ? (facultatif)',
  pt: 'Ela tem habilitação de empilhadeira? (opcional)',
};

const licence = (locale: Locale) =>
  start(locale, [
    { key: 'licence', kind: 'yes_no', prompt: LICENCE[locale], required: false },
    {
      key: 'pallets',
      kind: 'number',
      prompt: 'How many pallets a day?',
      min: 0,
      max: 500,
      required: false,
    },
  ] as Question[]);

describe('"I don\'t know", then a reason (eighteenth set)', () => {
  it.each([
    ['en', 'No idea. At our place she never drove one, the warehouse lads did that'],
    ['es', 'No sé. En mi almacén no llevaba carretillas, eso lo hacía otro compañero'],
    ['de', 'Woiß i ned. Bei uns isch sie koi Stapler gfahre, des macht dr Lagerist'],
    ['fr', "Je ne sais pas. Chez nous elle ne conduisait aucun chariot, c'était le cariste"],
    ['pt', 'Não sei. Aqui ela não mexia com empilhadeira nenhuma, isso era com o operador'],
  ] as const)('%s "%s" passes the optional question on, nothing offered', async (locale, said) => {
    const { on, state } = licence(locale);
    const reply = await refereeTurn(on, state, said);
    expect(answers(reply.state).licence).toBeUndefined();
    expect(answers(reply.state).pallets).toBeUndefined();
    expect(reply.state.confirm ?? null).toBeNull();
    expect(reply.state.questionnaire?.skipped).toContain('licence');
  });

  it.each([['de', 'Weiß ich nicht. Aber ich glaube schon, ja']] as const)(
    '%s "%s" goes on to be read',
    async (locale, said) => {
      const { on, state } = licence(locale);
      const reply = await refereeTurn(on, state, said);
      expect(reply.state.questionnaire?.skipped ?? []).not.toContain('licence');
    },
  );
});

const VOLUME: Record<Locale, string> = {
  en: 'How many square metres a day, roughly? (optional)',
  es: '¿Cuántos metros cuadrados al día, más o menos? (opcional)',
  de: 'Wie viele Quadratmeter am Tag ungefähr? (optional)',
  fr: 'Combien de mètres carrés par jour, environ ? (facultatif)',
  pt: 'Quantos metros quadrados por dia, mais ou menos? (opcional)',
};

describe("a figure settled on after a question of one's own (eighteenth set)", () => {
  it.each([
    ['en', 'In square metres? A room is 12 to 15 of them, give or take. Let’s say 40', 40],
    ['es', '¿En metros? Una habitación son 12 o 15 metros. Digamos 40', 40],
    ['de', 'In Quadratmetern? Ein Zimmer hat so 12 bis 15. Sagen wir 40', 40],
    ['fr', 'En mètres carrés ? Une pièce fait 12 à 15 m². Disons 40', 40],
    ['pt', 'Em metros? Um cômodo tem uns 12 a 15. Digamos 40', 40],
  ] as const)('%s "%s" offers %d', async (locale, said, value) => {
    const { on, state } = start(locale, [
      { key: 'area', kind: 'number', prompt: VOLUME[locale], min: 1, max: 1000, required: false },
    ] as Question[]);
    const reply = await refereeTurn(on, state, said);
    expect(answers(reply.state).area ?? reply.state.confirm?.value).toBe(value);
  });

  it('reads no figure that is only worked out', async () => {
    const { on, state } = start('fr', [
      { key: 'area', kind: 'number', prompt: VOLUME.fr, min: 1, max: 1000, required: false },
    ] as Question[]);
    const reply = await refereeTurn(
      on,
      state,
      'En mètres carrés ? Une pièce fait 12 à 15 m², je ne sais pas.',
    );
    expect(answers(reply.state).area).toBeUndefined();
  });
});

describe('a small word is no option clipped (eighteenth set)', () => {
  const questions = [
    { key: 'years', kind: 'number', prompt: 'Wie viele Jahre?', min: 0, max: 50, required: true },
    {
      key: 'work',
      kind: 'choice',
      prompt: 'Welche Arbeiten?',
      options: ['Inspektion und Wartung', 'Motor und Getriebe', 'Klimaservice'],
      multiple: true,
      required: true,
    },
  ] as Question[];
  it.each(['Dann schreibet Se fünf, er war ja die ganze Zeit bei uns', 'fünf, er war immer da'])(
    '"%s" offers no option of the next question',
    async (said) => {
      const { on, state } = start('de', questions);
      const reply = await refereeTurn(on, state, said);
      expect(reply.state.confirm?.key ?? 'years').toBe('years');
      expect(answers(reply.state).work).toBeUndefined();
      expect(answers(reply.state).years ?? reply.state.confirm?.value).toBe(5);
    },
  );

  it('still reads an option clipped by its start ("Inspek")', async () => {
    const { on, state } = start('de', questions);
    const at: RefereeState = {
      ...state,
      questionnaire: { ...state.questionnaire!, asking: 'work', answers: { years: 5 } },
    };
    const reply = await refereeTurn(on, at, 'Inspek und Klima');
    expect(answers(reply.state).work ?? reply.state.confirm?.value).toEqual([
      'Inspektion und Wartung',
      'Klimaservice',
    ]);
  });
});

describe('Swabian: "Noi" is a no, "Des lassen wir weg" a skip (eighteenth set)', () => {
  const questions = [
    { key: 'rehire', kind: 'yes_no', prompt: 'Würden Sie ihn wieder einstellen?', required: true },
    { key: 'tidy', kind: 'rating', prompt: 'Wie ordentlich, 1 bis 5?', required: false },
  ] as Question[];
  it('reads "Noi" as a no', async () => {
    const { on, state } = start('de', questions);
    const reply = await refereeTurn(on, state, 'Ehrlich? Noi. Menschlich scho, aber fachlich noi');
    expect(answers(reply.state).rehire ?? reply.state.confirm?.value).toBe(false);
  });
  it('passes the optional rating on with "Das lassen wir weg"', async () => {
    const { on, state } = start('de', questions);
    const at: RefereeState = {
      ...state,
      questionnaire: { ...state.questionnaire!, asking: 'tidy', answers: { rehire: true } },
    };
    const reply = await refereeTurn(
      on,
      at,
      'Keine Ahnung, Werkstatt ist Werkstatt. Das lassen wir weg',
    );
    expect(answers(reply.state).tidy).toBeUndefined();
    expect(asking(reply.state)).toBeNull();
  });
});
