import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../core/locale.ts';
import type { Question } from '../../questionnaires/questionnaires.schemas.ts';
import type { RefereeContext, RefereeState } from './agent.types.ts';
import { BuiltinConversationAgent } from './builtin-agent.ts';
import { initialRefereeState } from './referee-agent.ts';
import { textReading } from './referee-interview.ts';

const strengths = {
  key: 'strengths',
  kind: 'text',
  prompt: 'What are their main strengths?',
  required: false,
} as Question;
const workStyle = {
  key: 'workStyle',
  kind: 'choice',
  prompt: 'How did they work?',
  required: false,
  options: ['Remote', 'Hybrid', 'Office'],
} as Question;
const context: RefereeContext = {
  tenantName: 'Acme Hiring',
  locale: 'en',
  roleTitle: null,
  candidateFirstName: 'Ada',
  candidateLastName: 'Lovelace',
  refereeFirstName: 'Jane',
  relationship: null,
  questions: [workStyle, strengths],
};

describe('a text answer (issue 40, never a guess)', () => {
  it('is kept as said when the text reader takes it whole', () => {
    expect(textReading('Calm under pressure, and a patient mentor', strengths, context)).toEqual({
      value: 'Calm under pressure, and a patient mentor',
      certain: true,
    });
  });

  it('loses a pasted signature or a sign-off, and the rest is confirmed', () => {
    const signed =
      'I was her line manager at Umbrella Corp.\n\n--\nDr. Helen Park\nDirector of Research\nT: +1 212 555 0142';
    expect(textReading(signed, strengths, context)).toEqual({
      value: 'I was her line manager at Umbrella Corp.',
      certain: false,
    });
    const signedOff = 'She would be an asset anywhere.\n\nHelen Park\nDirector of Research';
    expect(textReading(signedOff, strengths, context)).toEqual({
      value: 'She would be an asset anywhere.',
      certain: false,
    });
  });

  it("is confirmed when it only answers another question: an amount, a choice's option", () => {
    for (const said of ['six years', 'about 20 people', '4', 'Hybrid']) {
      expect(textReading(said, strengths, context)?.certain).toBe(false);
    }
    expect(textReading('Vision', strengths, context)?.certain).toBe(true);
  });

  it('is nothing when only noise is left', () => {
    expect(textReading('jane@example.com', strengths, context)).toBeNull();
  });
});

async function reply(message: string, state: RefereeState, on: RefereeContext = context) {
  return send(on, state, { message });
}

/** One turn of the built-in interviewer: a message, a tap (`answer`) or a confirmation. */
async function send(
  on: RefereeContext,
  state: RefereeState,
  turn: { message: string; answer?: { key: string; value: unknown }; confirm?: boolean },
) {
  const agent = new BuiltinConversationAgent();
  let done: { text: string; state: RefereeState } | null = null;
  for await (const event of agent.reply({
    kind: 'referee',
    context: on,
    transcript: [],
    state,
    ...turn,
  })) {
    if (event.type === 'done') done = { text: event.text, state: event.state as RefereeState };
  }
  return done!;
}

describe('the interviewer’s words', () => {
  it('quotes a reading of the referee’s words it asks to confirm', async () => {
    const asked = { ...initialRefereeState(context.questions), confirm: null };
    const { text, state } = await reply('hybrid mostly', asked);
    expect(state.confirm?.value).toBe('Hybrid');
    expect(text).toContain('I read that as “Hybrid” for');
  });

  it('says "I have changed that" only when an answer changed', async () => {
    const builtin = { ...context, questions: null };
    const first = await reply('I was her manager', initialRefereeState(null), builtin);
    const left = await reply('leave leadership out', first.state, builtin);
    expect(left.text).not.toContain('I have changed that');
    const rated = await reply('leadership 3', first.state, builtin);
    const taken = await reply('leave leadership out', rated.state, builtin);
    expect(taken.state.answers.ratings?.leadership).toBeUndefined();
  });
});

describe('“nothing more” in the participant’s language (issue 41)', () => {
  // pages41's Spanish screenshots stored "No, nada más" as the areas to develop: read in
  // English words only, it was an answer. Read through the language's lexicon, it passes.
  const nothingMore = {
    es: 'No, nada más',
    de: 'Nein, nichts weiter',
    fr: 'Non, rien de plus',
    pt: 'Não, nada mais',
  } as const;

  for (const [locale, said] of Object.entries(nothingMore)) {
    it(`passes on an optional text question: ${locale} "${said}"`, async () => {
      const builtin: RefereeContext = { ...context, locale: locale as Locale, questions: null };
      const asked: RefereeState = {
        ...initialRefereeState(null),
        next: 'improvements',
        answers: { ratings: {}, relationship: 'su jefa', monthsKnown: 36, strengths: 'Vision' },
      };
      const { state } = await reply(said, asked, builtin);
      expect(state.answers.improvements).toBeUndefined();
      expect(state.confirm ?? null).toBeNull();
      expect(state.next).toBe('ratings');
    });
  }

  it('stores nothing on a required text question: asked again', async () => {
    const develop = { ...strengths, key: 'develop', required: true } as Question;
    const spanish: RefereeContext = { ...context, locale: 'es', questions: [develop] };
    const { state } = await reply('No, nada más', initialRefereeState([develop]), spanish);
    expect(state.questionnaire?.answers).toEqual({});
    expect(state.questionnaire?.asking).toBe('develop');
  });
});

describe('a number acknowledged in the unit it was stored in (issue 41)', () => {
  // pages41's Spanish screenshots read "Anotado: 24." for a bare 24 to the months question:
  // the referee could not tell what was kept. The unit is the one the prompt asks in.
  const months = {
    en: ['Noted: 24 months.', 'Noted: 1 month.'],
    es: ['Anotado: 24 meses.', 'Anotado: 1 mes.'],
    de: ['Notiert: 24 Monate.', 'Notiert: 1 Monat.'],
    fr: ['C’est noté\u00a0: 24 mois.', 'C’est noté\u00a0: 1 mois.'],
    pt: ['Anotado: 24 meses.', 'Anotado: 1 mês.'],
  } as const;
  const atMonths = (_locale: Locale): RefereeState => ({
    ...initialRefereeState(null),
    next: 'duration',
    answers: { ratings: {}, relationship: 'manager' },
  });

  for (const [locale, [many, one]] of Object.entries(months)) {
    it(`says the months of the built-in question: ${locale}`, async () => {
      const builtin: RefereeContext = { ...context, locale: locale as Locale, questions: null };
      // The chat asks how long they have known the candidate: a bare figure is confirmed first.
      const typed = await reply('24', atMonths(locale as Locale), builtin);
      expect(typed.state.confirm?.value).toBe(24);
      expect(typed.text).toContain(many.replace(/^.*?(\d)/, '$1').replace(/\.$/, ''));
      const kept = await send(builtin, typed.state, { message: 'ok', confirm: true });
      expect(kept.state.answers.monthsKnown).toBe(24);
      expect(kept.text.slice(0, many.length)).toBe(many);
      const tapped = await send(builtin, atMonths(locale as Locale), {
        message: '1',
        answer: { key: 'monthsKnown', value: 1 },
      });
      expect(tapped.state.answers.monthsKnown).toBe(1);
      expect(tapped.text.slice(0, one.length)).toBe(one);
    });
  }

  it('says a tenant question’s unit, converted, and a bare number where the prompt names none', async () => {
    const years = {
      key: 'tenure',
      kind: 'number',
      prompt: 'How many years have you known them?',
      required: true,
      min: 0,
      max: 60,
    } as Question;
    const score = {
      ...years,
      key: 'score',
      prompt: 'Pick a whole number from 0 to 60.',
    } as Question;
    const tenant: RefereeContext = { ...context, questions: [years, score] };
    const first = await reply('3', initialRefereeState([years, score]), tenant);
    expect(first.state.questionnaire?.answers).toEqual({ tenure: 3 });
    expect(first.text.startsWith('Noted: 3 years.')).toBe(true);
    const second = await reply('42', first.state, tenant);
    expect(second.state.questionnaire?.answers).toEqual({ tenure: 3, score: 42 });
    expect(second.text.startsWith('Noted: 42.')).toBe(true);
  });
});

describe('several options acknowledged as a list in the language (issue 41)', () => {
  it('joins the last two with the catalogue’s “and”', async () => {
    const tools = {
      key: 'tools',
      kind: 'choice',
      prompt: '¿Qué herramientas usaba?',
      required: false,
      options: ['Jira', 'GitHub', 'Hojas de cálculo'],
      multiple: true,
    } as Question;
    const spanish: RefereeContext = { ...context, locale: 'es', questions: [tools, strengths] };
    const tapped = await send(spanish, initialRefereeState([tools, strengths]), {
      message: 'Jira, GitHub, Hojas de cálculo',
      answer: { key: 'tools', value: ['Jira', 'GitHub', 'Hojas de cálculo'] },
    });
    expect(tapped.text.startsWith('Anotado: Jira, GitHub y Hojas de cálculo.')).toBe(true);
  });
});
