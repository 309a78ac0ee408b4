import { describe, expect, it } from 'vitest';
import type { RefereeContext, RefereeState } from './agent.types.ts';
import { readConsent } from './intake-reading.ts';
import { talkFrom } from './intake-turn.test-helper.ts';
import { initialRefereeState } from './referee-agent.ts';
import { refereeTurn } from './referee-turn.test-helper.ts';
import { BUILTIN_QUESTIONS } from './typed-corpus.test-helper.ts';

/**
 * Blind sets 32 and 33 (issue 41): the general causes of their twelve answers stored wrong on
 * the first shot, in wordings of our own, with ones that must not be read so.
 */

describe('a no said of some, then a yes for another after "but", is a yes (es-i116)', () => {
  it.each([
    'Bueno, a los de la maquila no. Pero a mi maestra sí le pueden escribir',
    'Ao meu chefe não, mas à Ana pode ligar sim',
    'Meinem Chef nicht, aber Frau Lang ja',
    'Not to my boss, but yes to my teacher',
    'A mi jefe actual no, pero sí',
  ])('"%s"', (said) => {
    expect(readConsent(said)).toBe(true);
  });

  it.each([
    'No, pero gracias',
    'A mi jefe no, pero sí, tal vez más adelante',
    'A mi jefe no. Pero si me dan la oferta, sí',
    'A los de la maquila no, pero sí quiero que sepan que trabajo bien',
  ])('no yes in "%s"', (said) => {
    expect(readConsent(said)).not.toBe(true);
  });
});

describe('consent taken back in the last sentence, details before it (pt-i116)', () => {
  it('asks to confirm the withdrawal, and keeps no referee', () => {
    const state = talkFrom(
      'pt',
      'PT',
      'Sim, claro',
      'Ai, espere, vão contactar já? Ainda estou a trabalhar e o meu chefe, o Sr. Medeiros (296 123 456), não sabe de nada. Por agora não autorizo, desculpe',
    );
    expect(state.confirm?.key).toBe('consent');
    expect(state.confirm?.value).toBe(false);
    expect(state.contacts).toEqual([]);
  });
});

const builtin: RefereeContext = {
  tenantName: 'Acme Hiring',
  locale: 'es',
  roleTitle: null,
  candidateFirstName: 'Yesenia',
  candidateLastName: 'López',
  refereeFirstName: 'Jane',
  relationship: null,
  questions: null,
};

const answered = (ratings: Record<string, number>): RefereeState => {
  const state = initialRefereeState(null);
  return {
    ...state,
    next: 'comments',
    answers: { ...state.answers, ratings },
  } as RefereeState;
};

describe('the wrong person named is a decline, confirmed (es-r62)', () => {
  it.each([
    ['es', '¿Yesenia López? No conozco a ninguna Yesenia. Creo que se equivocaron de persona'],
    ['pt', 'Não conheço nenhuma Yesenia, enganaram-se na pessoa'],
    ['fr', 'Je ne connais aucune Yesenia, erreur de personne'],
    ['de', 'Ich kenne keine Yesenia, da liegt eine Verwechslung vor'],
    ['en', "Sorry, you've got the wrong person"],
  ] as const)('%s "%s"', async (locale, said) => {
    const reply = await refereeTurn({ ...builtin, locale }, initialRefereeState(null), said);
    expect(reply.state.confirm?.key).toBe('decline');
    expect(reply.state.answers.relationship).toBeUndefined();
  });
});

describe('an earlier mark changed at the end is offered, never kept as the remark', () => {
  const ratings = { communication: 5, technical_skill: 4, teamwork: 5, reliability: 3 };

  it('offers the rating the message names, after the old figure said again', async () => {
    const reply = await refereeTurn(
      { ...builtin, locale: 'de' },
      answered(ratings),
      'Ach, noch was zu vorhin: bei der Zuverlässigkeit hab ich 3 gesagt, des war gemein. Mache Se e 4 draus.',
    );
    expect(reply.state.answers.comments).toBeUndefined();
    expect([reply.state.confirm?.key, reply.state.confirm?.value]).toEqual(['reliability', 4]);
  });

  it('offers each rating of another mark in turn when none is named; one yes ends the rest', async () => {
    const on = { ...builtin, locale: 'de' as const };
    const first = await refereeTurn(
      on,
      answered(ratings),
      'Ach, noch was zu vorhin: des war gemein. Mache Se e 4 draus.',
    );
    const offered = [first.state.confirm, ...(first.state.queued ?? [])];
    // Latest first, the one already a 4 left out.
    expect(offered.map((p) => p?.key)).toEqual(['reliability', 'teamwork', 'communication']);
    expect(offered.every((p) => p?.value === 4 && p.oneOf)).toBe(true);
    const no = await refereeTurn(on, first.state, 'Nein');
    expect(no.state.confirm?.key).toBe('teamwork');
    const yes = await refereeTurn(on, no.state, 'Ja');
    expect(yes.state.answers.ratings.teamwork).toBe(4);
    expect(yes.state.answers.ratings.reliability).toBe(3);
    expect(yes.state.confirm ?? null).toBeNull();
    expect(yes.state.queued ?? []).toEqual([]);
  });

  it('reads "die 3 war falsch … eine 5" as a change of the 3 while the next rating is asked', async () => {
    const state = {
      ...answered({ communication: 4, reliability: 3 }),
      next: 'ratings',
    } as RefereeState;
    const asked = { ...state, competency: 'problem_solving' } as RefereeState;
    const reply = await refereeTurn(
      { ...builtin, locale: 'de' },
      asked,
      'HALT. DIE 3 WAR FALSCH, VERTIPPT. DAS SOLL EINE 5 SEIN.',
    );
    expect([reply.state.confirm?.key, reply.state.confirm?.value]).toEqual(['reliability', 5]);
  });

  it('keeps a remark that looks back without a figure', async () => {
    const reply = await refereeTurn(
      { ...builtin, locale: 'es' },
      answered(ratings),
      'Lo de antes lo digo en serio: es la mejor cajera que he tenido',
    );
    expect(reply.state.confirm?.key).not.toBe('reliability');
  });
});

describe('the built-in questions stand as the tests above assume', () => {
  it('asks ratings and comments', () => {
    const keys = BUILTIN_QUESTIONS.map((q) => q.key);
    expect(keys).toEqual(expect.arrayContaining(['reliability', 'teamwork', 'comments']));
  });
});
