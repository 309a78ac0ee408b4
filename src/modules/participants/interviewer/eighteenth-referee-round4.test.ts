import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../core/locale.ts';
import type { Question } from '../../questionnaires/questionnaires.schemas.ts';
import type { RefereeState } from './agent.types.ts';
import { initialRefereeState } from './referee-agent.ts';
import { refereeTestContext, refereeTurn } from './referee-turn.test-helper.ts';

/**
 * Eighteenth set, referee round 4: a later rating named with its mark beside the answer asked
 * is offered after it; a closing written in another of the five languages is never stored as a
 * remark. Wordings of our own, with ones not to read so.
 */

const base = refereeTestContext();

const LABEL: Record<Locale, string> = {
  en: 'Welding',
  es: 'Soldadura',
  de: 'Schweißen',
  fr: 'Soudure',
  pt: 'Soldagem',
};

const questionsIn = (locale: Locale) =>
  [
    { key: 'years', kind: 'number', prompt: 'How many years?', min: 0, max: 50, required: true },
    { key: 'shift', kind: 'yes_no', prompt: 'Nights?', required: true },
    {
      key: 'welding',
      kind: 'rating',
      prompt: `${LABEL[locale]}, 1 to 5?`,
      label: LABEL[locale],
      required: true,
    },
    { key: 'remark', kind: 'text', prompt: 'Anything else?', required: false },
  ] as Question[];

describe('a later rating named with its mark beside the answer asked (eighteenth set)', () => {
  it.each([
    ['en', 'Welding, nobody better, I give him a 5. He was with me for six years'],
    ['es', 'Soldando no hay otro igual, le doy un 5 en soldadura. Estuvo conmigo seis años'],
    ['de', 'Schweißen kann er wie kein anderer, da geb ich 5. Bei mir war er sechs Jahre'],
    ['fr', 'En soudure, personne ne fait mieux, je mets 5. Il est resté six ans chez moi'],
    ['pt', 'Soldagem ninguém faz igual, dou 5. Ficou comigo seis anos'],
  ] as const)(
    '%s "%s" offers the rating after the years, never stores it',
    async (locale, said) => {
      const questions = questionsIn(locale);
      const on = { ...base, locale, questions };
      const reply = await refereeTurn(on, initialRefereeState(questions), said);
      const offered = [reply.state.confirm, ...(reply.state.queued ?? [])].map((p) => [
        p?.key,
        p?.value,
      ]);
      expect(reply.state.questionnaire?.answers.welding).toBeUndefined();
      expect(offered).toContainEqual(['welding', 5]);
      // The years stored only as said, else offered (the rating's mark is never taken for them).
      expect([undefined, 6]).toContain(reply.state.questionnaire?.answers.years);
    },
  );

  it('offers no rating a sentence does not name', async () => {
    const questions = questionsIn('de');
    const on = { ...base, locale: 'de' as Locale, questions };
    const reply = await refereeTurn(
      on,
      initialRefereeState(questions),
      'Sechs Jahre, davon 5 in Vollzeit',
    );
    const offered = [reply.state.confirm, ...(reply.state.queued ?? [])].map((p) => p?.key);
    expect(offered).not.toContain('welding');
  });
});

describe('a closing in another of the five languages (eighteenth set)', () => {
  const at = (locale: Locale) => {
    const questions = questionsIn(locale);
    const state = initialRefereeState(questions);
    return {
      on: { ...base, locale, questions },
      state: {
        ...state,
        questionnaire: {
          ...state.questionnaire!,
          asking: 'remark',
          answers: { years: 6, shift: true, welding: 5 },
        },
      } as RefereeState,
    };
  };
  it.each([
    ['de', 'Obrigada, mais nada. Boa sorte para a Ada!'],
    ['en', 'Gracias, nada más. ¡Mucha suerte a Ada!'],
    ['es', 'Merci, rien de plus. Bonne chance à Ada !'],
    ['fr', 'Danke, nichts weiter. Viel Glück für Ada!'],
    ['pt', 'Thanks, nothing else. Good luck to Ada!'],
  ] as const)('%s talk: "%s" is never stored as the remark', async (locale, said) => {
    const { on, state } = at(locale);
    const reply = await refereeTurn(on, state, said);
    expect(reply.state.questionnaire?.answers.remark).toBeUndefined();
  });

  it('keeps a remark written in another language', async () => {
    const { on, state } = at('de');
    const said = 'Ele é muito cuidadoso com as ferramentas e nunca perdeu uma peça do cliente';
    const reply = await refereeTurn(on, state, said);
    expect(reply.state.questionnaire?.answers.remark ?? reply.state.confirm?.value).toBe(said);
  });
});

describe("a tiler by the trade's other names (eighteenth set)", () => {
  const OPTIONS: Record<Locale, string[]> = {
    en: ['Tiler', 'Painter', 'Labourer'],
    es: ['Solador(a)', 'Pintor(a)', 'Peón'],
    de: ['Fliesenleger/in', 'Maler/in', 'Helfer/in'],
    fr: ['Carreleur/Carreleuse', 'Peintre', 'Manœuvre'],
    pt: ['Ladrilhador(a)', 'Pintor(a)', 'Servente'],
  };
  it.each([
    ['es', 'Trabajó conmigo de alicatador tres años'],
    ['de', 'Er war bei uns Plattenleger, drei Jahre lang'],
    ['fr', 'Il a fait tile setter chez moi à Montréal pendant trois ans'],
    ['pt', 'Trabalhou comigo como azulejista uns três anos'],
  ] as const)('%s "%s" offers the tiler', async (locale, said) => {
    const questions = [
      {
        key: 'trade',
        kind: 'choice',
        prompt: 'Trade?',
        options: OPTIONS[locale],
        multiple: false,
        required: true,
      },
    ] as Question[];
    const reply = await refereeTurn(
      { ...base, locale, questions },
      initialRefereeState(questions),
      said,
    );
    expect(reply.state.questionnaire?.answers.trade ?? reply.state.confirm?.value).toBe(
      OPTIONS[locale][0],
    );
  });
});
