import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../core/locale.ts';
import { participantCopy } from '../../../core/participant-copy.ts';
import type { RefereeState } from './agent.types.ts';
import { BuiltinConversationAgent } from './builtin-agent.ts';
import { initialRefereeState } from './referee-agent.ts';
import { refereeTestContext } from './referee-turn.test-helper.ts';
import { asksToAgree, closesOnAMark, setsTerms } from './turn-intent.ts';

/**
 * Eighteenth set, referee round: terms set on what will be answered, or a statement that asks
 * the interviewer to agree, answer nothing; a text answer that is plainly another question's
 * (who the referee is, a mark out of five, both strengths and improvements at once) is
 * confirmed, never stored as said. Wordings of our own in the five languages, with ones that
 * must stay answers.
 */

const builtin = refereeTestContext();

async function send(locale: Locale, state: RefereeState, message: string) {
  const agent = new BuiltinConversationAgent();
  let done: { text: string; state: RefereeState } | null = null;
  for await (const event of agent.reply({
    kind: 'referee',
    context: { ...builtin, locale },
    transcript: [],
    state,
    message,
  })) {
    if (event.type === 'done') done = { text: event.text, state: event.state as RefereeState };
  }
  return done!;
}

/** The built-in questionnaire at `step`, the questions before it answered. */
function at(step: 'relationship' | 'strengths' | 'improvements'): RefereeState {
  if (step === 'relationship') return initialRefereeState(null);
  const answers = {
    ratings: {},
    relationship: 'her manager',
    monthsKnown: 24,
    ...(step === 'improvements' ? { strengths: 'Patient' } : {}),
  };
  return { ...initialRefereeState(null), next: step, answers } as RefereeState;
}

describe('terms set on what will be answered (eighteenth set)', () => {
  it.each([
    ['en', "Hi. Before we start: I'll answer everything except the leadership one. Deal?"],
    ['es', 'Hola. Te respondo a todo salvo lo del liderazgo, eso no lo voy a puntuar.'],
    ['es', 'Mire, le contesto a todas las preguntas menos a la de si lo contrataría. ¿Hecho?'],
    ['de', 'Vorab: Ich beantworte alles außer der Frage zur Führung. Einverstanden?'],
    ['fr', 'Bonjour. Je réponds à tout sauf à la question sur le leadership, ça vous va ?'],
    ['pt', 'Olá. Respondo tudo menos a parte de liderança, tá bom?'],
  ] as const)(
    '%s "%s" stores nothing and says any question may be passed on',
    async (locale, said) => {
      const { state, text } = await send(locale, at('relationship'), said);
      expect(state.answers.relationship).toBeUndefined();
      expect(state.confirm ?? null).toBeNull();
      expect(state.next).toBe('relationship');
      expect(text.startsWith(participantCopy(locale).refereeAgent.clarify.terms)).toBe(true);
    },
  );

  it.each([
    ['en', 'I was her manager, she answered all the phones except on Fridays'],
    ['es', 'Era su jefa; contestaba a todo el mundo, menos a los proveedores'],
  ] as const)('%s "%s" is no terms', (_locale, said) => {
    expect(setsTerms(said)).toBe(false);
  });
});

describe('a statement that asks the interviewer to agree (eighteenth set)', () => {
  it.each([
    ['en', 'Only the questions about her work, not her private life. Ok?'],
    ['es', 'Solo hablo de lo del trabajo, de lo personal nada. ¿Vale?'],
    ['de', 'Ich sage nur etwas zur Arbeit, nicht zum Privaten. Einverstanden?'],
    ['fr', 'Je parle seulement du travail, pas du privé. D’accord ?'],
    ['pt', 'Só falo do trabalho, da vida pessoal não. Combinado?'],
  ] as const)('%s "%s" is no answer to a text question', async (locale, said) => {
    expect(asksToAgree(said)).toBe(true);
    const { state } = await send(locale, at('relationship'), said);
    expect(state.answers.relationship).toBeUndefined();
    expect(state.confirm ?? null).toBeNull();
    expect(state.next).toBe('relationship');
  });

  it.each([
    'Fui su jefa, ¿vale?',
    'Ich war ihre Chefin, okay?',
    'Ok?',
    'She was great. Is that ok for the form?',
  ])('"%s" asks no agreement to terms', (said) => {
    expect(asksToAgree(said)).toBe(false);
  });
});

describe('who the referee is, said to another text question (eighteenth set)', () => {
  it.each([
    ['en', "I'm the owner of the bakery on Main Street, she worked the counter for me"],
    ['es', 'Soy el dueño del taller de bicis, Ada estuvo de mecánica conmigo'],
    ['de', 'Ich war ihre Chefin in der Bäckerei am Markt, sie stand an der Theke'],
    ['fr', "J'étais sa responsable au rayon frais, elle faisait la mise en rayon"],
    ['pt', 'Eu sou a dona da padaria da esquina, ela trabalhou no balcão'],
  ] as const)('%s "%s" is offered, never stored, as strengths', async (locale, said) => {
    const { state } = await send(locale, at('strengths'), said);
    expect(state.answers.strengths).toBeUndefined();
    expect(state.confirm).toMatchObject({ key: 'strengths' });
  });

  it.each([
    ['en', 'Very patient with customers, always the first to help'],
    ['es', 'Es la más trabajadora del equipo, nunca falla'],
    ['de', 'Sie ist die zuverlässigste Kraft, die ich je hatte'],
  ] as const)('%s "%s" stays the strengths', async (locale, said) => {
    const { state } = await send(locale, at('strengths'), said);
    expect(state.answers.strengths).toBe(said);
  });

  it('reads who they are as the relationship asked', async () => {
    const said = 'Soy el dueño del taller de bicis, Ada estuvo de mecánica conmigo';
    const { state } = await send('es', at('relationship'), said);
    expect(state.answers.relationship ?? state.confirm?.value).toBe(said);
  });
});

describe('a text that closes on a mark out of five (eighteenth set)', () => {
  it.each([
    ['en', 'Chatty, mind you, but lovely with the customers. A 5'],
    ['es', 'Habla por los codos, pero a la clientela la cuida como nadie. Un 4'],
    ['de', 'Redet viel, aber mit der Kundschaft ist er top. 5/5'],
    ['fr', 'Il parle beaucoup, mais avec la clientèle il est parfait. 4'],
    ['pt', 'Fala demais, mas com os clientes é um amor. Nota 5'],
  ] as const)('%s "%s" is offered, never stored, as improvements', async (locale, said) => {
    expect(closesOnAMark(said)).toBe(true);
    const { state } = await send(locale, at('improvements'), said);
    expect(state.answers.improvements).toBeUndefined();
    expect(state.confirm?.value ?? null).not.toBeNull();
  });

  it.each([
    'Time management, he was late 3 times in 5 weeks',
    'Su inglés, que está en un B1',
    'Excel, er braucht für alles 2 Stunden',
  ])('"%s" closes on no mark', (said) => {
    expect(closesOnAMark(said)).toBe(false);
  });
});

describe('strengths and improvements in one message (eighteenth set)', () => {
  it.each([
    [
      'en',
      'Let me start with what she should improve: her spelling. Her strength is the customers.',
    ],
    ['es', 'Lo malo primero: llega tarde. Y lo fuerte suyo, que no se le escapa una'],
    ['de', 'Erst was sie verbessern sollte: Ordnung. Ihre Stärke ist die Geduld.'],
    ['fr', 'D’abord ce qu’elle doit améliorer : la ponctualité. Son point fort, la patience.'],
    ['pt', 'Primeiro o que ela tem de melhorar: a pressa. O ponto forte dela é a calma.'],
  ] as const)('%s "%s" is offered, never stored, as strengths', async (locale, said) => {
    const { state } = await send(locale, at('strengths'), said);
    expect(state.answers.strengths).toBeUndefined();
    expect(state.confirm).toMatchObject({ key: 'strengths' });
  });

  it.each([
    ['en', 'Her strength is that she always wants to learn'],
    ['es', 'Siempre quiere mejorar, nunca se conforma'],
  ] as const)('%s "%s" stays the strengths', async (locale, said) => {
    const { state } = await send(locale, at('strengths'), said);
    expect(state.answers.strengths).toBe(said);
  });
});
