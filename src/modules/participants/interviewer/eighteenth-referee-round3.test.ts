import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../core/locale.ts';
import type { RefereeState } from './agent.types.ts';
import { readEveryRating } from './referee-reading.ts';
import { atTechnical, refereeTestContext, refereeTurn } from './referee-turn.test-helper.ts';

/**
 * Eighteenth set, referee round 3: "the rest a 4" in the five languages, with the figure said
 * before it for the rating asked and the ratings excepted after it ("menos liderazgo") passed
 * on, never rated; every reading offered, none stored unasked. Wordings of our own.
 */

const builtin = refereeTestContext();

const send = (locale: Locale, state: RefereeState, message: string) =>
  refereeTurn({ ...builtin, locale }, state, message);

/** Every reading the reply holds: stored, or offered (the confirmation and its queue). */
function readings(state: RefereeState): Record<string, unknown> {
  const offered = [state.confirm, ...(state.queued ?? [])].filter(Boolean);
  return {
    ...state.answers.ratings,
    ...Object.fromEntries(offered.map((p) => [p!.key, p!.value])),
  };
}

describe('the rest a 4, one said before, one excepted (eighteenth set)', () => {
  it.each([
    ['en', 'Technical a 5, and all the rest a 4. Except leadership, I cannot judge that'],
    ['es', 'Para abreviar: técnica un 5 y todo lo demás un 4. Salvo liderazgo, eso no lo vi'],
    [
      'de',
      'Kurz gesagt: fachlich eine 5, der Rest eine 4. Außer Führung, das kann ich nicht sagen',
    ],
    [
      'fr',
      'Pour faire court : technique 5, et tout le reste à 4. Sauf le leadership, je ne sais pas',
    ],
    ['pt', 'Resumindo: técnica 5 e o resto tudo 4. Menos liderança, isso não deu pra ver'],
  ] as const)('%s "%s"', async (locale, said) => {
    const { state } = await send(locale, atTechnical(), said);
    expect(readings(state)).toEqual({
      communication: 5,
      technical_skill: 5,
      teamwork: 4,
      reliability: 4,
      problem_solving: 4,
    });
    expect(state.skipped).toContain('leadership');
    expect(state.answers.ratings?.teamwork).toBeUndefined();
  });

  it.each([
    ['es', 'el resto 4', 4],
    ['de', 'alles andere eine 3', 3],
    ['fr', '4 pour le reste', 4],
    ['pt', 'os outros todos 5', 5],
  ] as const)('%s "%s" is the rest rated %d', (_locale, said, value) => {
    expect(readEveryRating(said)?.value).toBe(value);
  });

  it.each([
    'el resto del equipo era más lento',
    'der Rest 2019 war schwierig',
    'les autres 15 employés',
    'o resto do tempo',
  ])('"%s" rates no rest', (said) => {
    expect(readEveryRating(said)).toBeNull();
  });
});
