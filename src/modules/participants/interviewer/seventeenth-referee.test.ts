import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../core/locale.ts';
import type { Question } from '../../questionnaires/questionnaires.schemas.ts';
import type { RefereeContext, RefereeState } from './agent.types.ts';
import { withoutNoise } from './answer-reading.ts';
import { lexiconFor } from './lexicon.ts';
import { initialRefereeState } from './referee-agent.ts';
import { isDecline } from './referee-reading.ts';
import { refereeTestContext, refereeTurn } from './referee-turn.test-helper.ts';

/**
 * Seventeenth set, referee round: other wordings of what the set's conversations said, in the
 * four languages and English, with wordings that must not be read so.
 */

const builtin = refereeTestContext();

/** The built-in questionnaire at `step`, the questions before it answered. */
function at(step: 'improvements' | 'comments', ratings: Record<string, number> = {}): RefereeState {
  const answers = {
    ratings,
    relationship: 'her manager',
    monthsKnown: 24,
    strengths: 'Patient',
    ...(step === 'comments' ? { improvements: 'Paperwork', wouldRehire: true } : {}),
  };
  return { ...initialRefereeState(null), next: step, answers } as RefereeState;
}

describe('a correction of a rating sent while a text is asked (seventeenth set)', () => {
  it.each([
    ['en', 'Teamwork? Sorry, I meant more like a 3. She likes to do everything alone'],
    ['de', 'Teamfähigkeit: da muss ich mich korrigieren, eher eine 3. Sie arbeitet lieber allein'],
    ['fr', 'Travail en équipe : je me corrige, plutôt 3. Elle préfère travailler seule'],
  ] as const)('%s "%s" offers the rating, stores no text', async (locale, message) => {
    const { state } = await refereeTurn(
      { ...builtin, locale },
      at('improvements', { teamwork: 5 }),
      message,
    );
    expect(state.answers.improvements).toBeUndefined();
    expect(state.confirm).toMatchObject({ key: 'teamwork', value: 3 });
  });
  it('asks the text again when the rating stays as it was', async () => {
    const { state } = await refereeTurn(
      builtin,
      at('improvements', { teamwork: 3 }),
      'Teamwork: sorry, I meant 3. She prefers to work alone',
    );
    expect(state.answers.improvements).toBeUndefined();
    expect(state.next).toBe('improvements');
  });
  it('keeps an answer that names a rating without correcting it', async () => {
    const message = 'Her teamwork, she does too much alone; I would give it a 3 at most';
    const { state } = await refereeTurn(builtin, at('improvements', { teamwork: 3 }), message);
    const kept = state.answers.improvements ?? state.confirm?.value;
    expect(kept).toBe(message);
  });
});

describe('a yes/no corrected in a message about the wrong person (seventeenth set)', () => {
  const questions = [
    { key: 'months', kind: 'number', prompt: 'How many months?', min: 1, max: 600, required: true },
    {
      key: 'forklift',
      kind: 'yes_no',
      prompt: 'Does he hold a forklift licence?',
      required: false,
    },
    {
      key: 'hours',
      kind: 'choice',
      prompt: 'Which hours?',
      options: ['Full-time', 'Part-time', 'Shifts'],
      multiple: false,
      required: true,
    },
  ] as Question[];
  const on: RefereeContext = { ...builtin, questions };
  const asking = (): RefereeState => {
    const state = initialRefereeState(questions);
    return {
      ...state,
      questionnaire: {
        ...state.questionnaire!,
        asking: 'hours',
        answers: { months: 12, forklift: true },
      },
    };
  };
  it('offers the no, never stores it unasked', async () => {
    const { state } = await refereeTurn(
      on,
      asking(),
      'Sorry, I mixed him up with the other Kevin. Forklift licence he does not have',
    );
    expect(state.questionnaire?.answers.forklift).toBe(true);
    const offered = [state.confirm, ...(state.queued ?? [])];
    expect(offered).toContainEqual(expect.objectContaining({ key: 'forklift', value: false }));
  });
  it('offers nothing without a correction', async () => {
    const { state } = await refereeTurn(
      on,
      asking(),
      'Shifts, and the forklift he did not drive much',
    );
    const offered = [state.confirm, ...(state.queued ?? [])];
    expect(offered.some((p) => p?.key === 'forklift')).toBe(false);
  });
});

describe('not knowing the person at all declines (seventeenth set)', () => {
  it.each([
    ['en', "Sorry, I don't know him at all"],
    ['en', "I can't vouch for someone I don't know"],
    ['es', 'Perdone, no lo conozco de nada'],
    ['de', 'Den kenne ich gar nicht, tut mir leid'],
    ['fr', 'Je ne la connais pas du tout'],
    ['pt', 'Não conheço ele de jeito nenhum'],
  ] as const)('%s "%s"', (locale, said) => {
    expect(isDecline(lexiconFor(locale).inEnglish(said))).toBe(true);
  });
  it.each([
    "I don't know him at all outside work, but at work he was great",
    "I don't know how he does it",
  ])('not "%s"', (said) => {
    expect(isDecline(said)).toBe(false);
  });
});

describe("a neighbour language's closing is no comment (seventeenth set)", () => {
  it.each([
    ['pt', 'Nada más, un abrazo'],
    ['pt', 'Eso es todo. Mucha suerte'],
    ['es', 'Só isso. Um abraço'],
    ['es', 'Tchau, obrigado'],
  ] as const)('%s "%s"', async (locale: Locale, message) => {
    const { state } = await refereeTurn({ ...builtin, locale }, at('comments'), message);
    expect(state.answers.comments).toBeUndefined();
  });
  it('keeps a remark in the neighbour language', async () => {
    const message = 'Es muy puntual y nunca faltó';
    const { state } = await refereeTurn({ ...builtin, locale: 'pt' }, at('comments'), message);
    expect(state.answers.comments ?? state.confirm?.value).toBe(message);
  });
});

describe('mail footers in the four languages (seventeenth set)', () => {
  it.each([
    'Muy buen operador.\nEnviado desde mi Huawei',
    'Muito bom operador. Enviado do meu iPhone',
    'Très bon opérateur.\nEnvoyé de mon iPhone',
    'Sehr guter Fahrer.\nVon meinem iPhone gesendet',
  ])('"%s"', (said) => {
    expect(withoutNoise(said)).toMatch(/^(?:Muy|Muito|Très|Sehr) (?:buen|bom|bon|guter) \S+\.$/u);
  });
  it('keeps "enviado desde mi …" inside a sentence', () => {
    const said = 'Revisaba cada pedido enviado desde mi almacén';
    expect(withoutNoise(said)).toBe(said);
  });
});

describe('words that say a correction (seventeenth set)', () => {
  it.each([
    ['de', 'Da muss ich korrigieren: eher 3'],
    ['de', 'Zu schnell getippt, 4'],
    ['es', 'Seis... que rectifica: ocho'],
    ['fr', 'Je me corrige : 4'],
    ['pt', 'Me corrijo: 4'],
  ] as const)('%s "%s"', (locale, said) => {
    expect(lexiconFor(locale).settled(said).length).toBeLessThan(said.length);
  });
});
