import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../core/locale.ts';
import type { Question } from '../../questionnaires/questionnaires.schemas.ts';
import { type RefereeContext, type RefereeState, refereeStateSchema } from './agent.types.ts';
import { BuiltinConversationAgent } from './builtin-agent.ts';
import { initialRefereeState } from './referee-agent.ts';
import { refereeTestContext } from './referee-turn.test-helper.ts';

/**
 * Seventeenth set, referee round 4: a conversation kept in step with its questions. A reply that
 * clearly answers a question further on than the next one is offered for it (never stored), and a
 * reading turned down on the card is not offered again for its question. Wordings of our own in
 * the five languages, with wordings that must not be read so.
 */

const base = refereeTestContext();

async function send(
  on: RefereeContext,
  state: RefereeState,
  message: string,
  confirm?: boolean,
): Promise<{ text: string; state: RefereeState }> {
  const agent = new BuiltinConversationAgent();
  let done: { text: string; state: RefereeState } | null = null;
  for await (const event of agent.reply({
    kind: 'referee',
    context: on,
    transcript: [],
    state,
    message,
    ...(confirm === undefined ? {} : { confirm }),
  })) {
    if (event.type === 'done') done = { text: event.text, state: event.state as RefereeState };
  }
  return done!;
}

/** Per language: a role (choice, asked), a shift (choice), hours a week, keys (yes/no), remark. */
const WORDS: Record<
  Locale,
  {
    role: [string, string[]];
    shift: [string, string[]];
    hours: string;
    keys: [string, string];
    remark: string;
  }
> = {
  en: {
    role: ['What was her role?', ['Cashier', 'Stock clerk']],
    shift: ['Which shift did she work?', ['Mornings', 'Nights']],
    hours: 'How many hours a week did she work?',
    keys: ['keys', 'Did she hold the shop keys?'],
    remark: 'Anything to add?',
  },
  es: {
    role: ['¿Qué puesto tenía?', ['Cajera', 'Reponedora']],
    shift: ['¿Qué turno hacía?', ['Mañanas', 'Noches']],
    hours: '¿Cuántas horas a la semana trabajaba?',
    keys: ['llaves', '¿Tenía las llaves de la tienda?'],
    remark: '¿Algo más?',
  },
  de: {
    role: ['Welche Funktion hatte sie?', ['Kassiererin', 'Lagerhilfe']],
    shift: ['Welche Schicht hatte sie?', ['Frühschicht', 'Nachtschicht']],
    hours: 'Wie viele Stunden pro Woche hat sie gearbeitet?',
    keys: ['schluessel', 'Hatte sie die Ladenschlüssel?'],
    remark: 'Möchten Sie noch etwas ergänzen?',
  },
  fr: {
    role: ['Quel était son poste ?', ['Caissière', 'Magasinière']],
    shift: ['Quelle équipe faisait-elle ?', ['Matin', 'Nuit']],
    hours: 'Combien d’heures par semaine travaillait-elle ?',
    keys: ['cles', 'Avait-elle les clés du magasin ?'],
    remark: 'Autre chose à ajouter ?',
  },
  pt: {
    role: ['Qual era a função dela?', ['Caixa', 'Repositora']],
    shift: ['Qual turno ela fazia?', ['Manhã', 'Noite']],
    hours: 'Quantas horas por semana ela trabalhava?',
    keys: ['chaves', 'Ela tinha as chaves da loja?'],
    remark: 'Algo mais a acrescentar?',
  },
};

function shop(locale: Locale) {
  const w = WORDS[locale];
  const questions = [
    { key: 'role', kind: 'choice', prompt: w.role[0], options: w.role[1], required: true },
    { key: 'shift', kind: 'choice', prompt: w.shift[0], options: w.shift[1], required: false },
    { key: 'hours', kind: 'number', prompt: w.hours, required: false },
    { key: w.keys[0], kind: 'yes_no', prompt: w.keys[1], required: false },
    { key: 'remark', kind: 'text', prompt: w.remark, required: false },
  ] as Question[];
  const on: RefereeContext = { ...base, locale, questions };
  return { on, state: initialRefereeState(questions), keys: w.keys[0] };
}

const answers = (state: RefereeState) => state.questionnaire?.answers ?? {};

describe('a figure in the unit of a question further on is offered for it (seventeenth set)', () => {
  it.each([
    ['es', '20 horas por semana, no más'],
    ['de', 'rund 20 Stunden wöchentlich'],
    ['es', 'hacía 20 horas semanales'],
    ['es', 'unas 20 horas a la semana'],
    ['de', '20 Stunden die Woche'],
    ['de', 'Sie kam auf 20 Stunden pro Woche'],
    ['fr', 'elle faisait 20 heures par semaine'],
    ['fr', '20 heures par semaine, pas plus'],
    ['pt', 'fazia 20 horas por semana'],
    ['pt', 'umas 20 horas semanais'],
  ] as const)(
    '%s "%s": hours offered, nothing stored, the role asked after',
    async (locale, said) => {
      const { on, state } = shop(locale);
      const reply = await send(on, state, said);
      expect(answers(reply.state)).toEqual({});
      expect(reply.state.confirm).toMatchObject({ key: 'hours', value: 20 });
      const yes = await send(on, reply.state, '', true);
      expect(answers(yes.state)).toEqual({ hours: 20 });
      expect(yes.state.questionnaire?.asking).toBe('role');
    },
  );

  it.each([
    ['en', '20'],
    ['en', 'she was with us 20 years ago'],
    ['es', 'unos 20'],
    ['de', 'ach, 20 Kolleginnen waren wir'],
    ['fr', 'on était 20 dans le magasin'],
    ['pt', 'uns 20, acho'],
  ] as const)(
    '%s "%s": a figure without the unit is not offered further on',
    async (locale, said) => {
      const { on, state } = shop(locale);
      const reply = await send(on, state, said);
      expect(answers(reply.state)).toEqual({});
      expect(reply.state.confirm?.key).not.toBe('hours');
    },
  );
});

describe('a yes or a no naming a question further on is offered for it (seventeenth set)', () => {
  it.each([
    ['en', 'No, the keys stayed with the manager', false],
    ['es', 'No, las llaves solo las tenía la encargada', false],
    ['de', 'Nein, Schlüssel hatte nur die Filialleitung', false],
    ['de', 'Ja, Schlüssel hatte sie von Anfang an', true],
    ['fr', 'Non, les clés restaient chez la gérante', false],
    ['fr', 'Oui, elle avait les clés dès le début', true],
    ['pt', 'Não, as chaves ficavam com a gerente', false],
    ['pt', 'Sim, ela tinha as chaves desde o início', true],
  ] as const)('%s "%s"', async (locale, said, value) => {
    const { on, state, keys } = shop(locale);
    const reply = await send(on, state, said);
    expect(answers(reply.state)).toEqual({});
    expect(reply.state.confirm).toMatchObject({ key: keys, value });
  });

  it.each([
    ['en', 'No'],
    ['es', 'Sí, claro'],
    ['de', 'Nein, eigentlich nicht'],
    ['fr', 'Oui bien sûr'],
    ['pt', 'Não sei dizer'],
  ] as const)(
    '%s "%s": a yes or a no naming nothing is not offered further on',
    async (locale, said) => {
      const { on, state, keys } = shop(locale);
      const reply = await send(on, state, said);
      expect(answers(reply.state)).toEqual({});
      expect(reply.state.confirm?.key).not.toBe(keys);
    },
  );
});

describe('a reading turned down is not offered again for its question (seventeenth set)', () => {
  it('remembers the reading refused on the card, for its question', async () => {
    const { on, state } = shop('es');
    const offered = await send(on, state, 'hacía 20 horas semanales');
    const no = await send(on, offered.state, '', false);
    expect(no.state.refused).toEqual([{ key: 'hours', value: 20 }]);
    expect(answers(no.state)).toEqual({});
  });

  it.each([
    ['en', 'yes, she had keys from the first month', 'Cashier'],
    ['es', 'Sí, tenía llaves desde el primer mes', 'Cajera'],
  ] as const)(
    '%s "%s": an option not named again is not offered again',
    async (locale, said, option) => {
      const { on, state } = shop(locale);
      const refused = { ...state, refused: [{ key: 'role', value: option }] };
      const reply = await send(on, refused, said);
      expect(answers(reply.state)).toEqual({});
      expect(reply.state.confirm?.key).not.toBe('role');
    },
  );

  it.each([
    ['en', 'maybe 30, roughly'],
    ['es', 'unas 30, más o menos'],
    ['de', 'so um die 30, glaube ich'],
    ['fr', 'peut-être 30, à peu près'],
    ['pt', 'umas 30, acho'],
  ] as const)('%s "%s": another reading of the question is still offered', async (locale, said) => {
    const questions = [
      { key: 'hours', kind: 'number', prompt: WORDS[locale].hours, required: true },
    ] as Question[];
    const on: RefereeContext = { ...base, locale, questions };
    const state = { ...initialRefereeState(questions), refused: [{ key: 'hours', value: 20 }] };
    const reply = await send(on, state, said);
    expect(reply.state.confirm).toMatchObject({ key: 'hours', value: 30 });
  });

  it.each([
    ['en', '20'],
    ['es', '20'],
    ['de', '20'],
    ['fr', '20'],
    ['pt', '20'],
  ] as const)('%s "%s": said again alone in a new message, it is read', async (locale, said) => {
    const questions = [
      { key: 'hours', kind: 'number', prompt: WORDS[locale].hours, required: true },
    ] as Question[];
    const on: RefereeContext = { ...base, locale, questions };
    const state = { ...initialRefereeState(questions), refused: [{ key: 'hours', value: 20 }] };
    const reply = await send(on, state, said);
    expect(reply.state.questionnaire?.answers.hours ?? reply.state.confirm?.value).toBe(20);
  });

  it('reads states stored before the field, and keeps it when there', () => {
    const questions = shop('en').on.questions!;
    const stored = initialRefereeState(questions);
    const { refused: _r, ...old } = stored;
    expect(refereeStateSchema.parse(old).refused).toBeUndefined();
    const kept = refereeStateSchema.parse({ ...old, refused: [{ key: 'hours', value: 20 }] });
    expect(kept.refused).toEqual([{ key: 'hours', value: 20 }]);
  });
});
