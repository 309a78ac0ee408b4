import { describe, expect, it } from 'vitest';
import { formatScore } from '../../core/score.ts';
import {
  EVERY_KIND_QUESTIONS,
  everyKindValuationInput,
  LONG_ANSWER,
} from './every-kind.test-helper.ts';
import { computeValuation, type QuestionResult, withQuestions } from './valuation.ts';

const valuation = computeValuation(everyKindValuationInput());
const result = <K extends QuestionResult['kind']>(key: string, kind: K) => {
  const found = valuation.questions!.find((q) => q.key === key);
  expect(found?.kind).toBe(kind);
  return found as Extract<QuestionResult, { kind: K }>;
};

describe('the valuation follows the pinned questionnaire, each question in its own form', () => {
  it('names the version it followed and answers every question in its order', () => {
    expect(valuation.questionnaire).toEqual({
      id: 'qst_custom',
      version: 2,
      name: 'Engineering references',
    });
    expect(valuation.questions!.map((q) => q.key)).toEqual(EVERY_KIND_QUESTIONS.map((q) => q.key));
  });

  it('a rating: mean, spread, range and count, unrounded; the overall score is the mean of the means', () => {
    const ownership = result('ownership', 'rating');
    expect(ownership).toMatchObject({ label: 'Ownership', min: 4, max: 5, count: 3 });
    expect(ownership.mean).toBeCloseTo(13 / 3, 10);
    expect(ownership.stdDev).toBeCloseTo(0.4714, 4);
    expect(result('craft', 'rating')).toMatchObject({ mean: 4.5, stdDev: 0.5, count: 2 });
    expect(valuation.overall.score).toBeCloseTo((13 / 3 + 4.5) / 2, 10);
    expect(valuation.overall.competenciesRated).toBe(2);
    expect(formatScore(valuation.overall.score)).toBe('4.4');
    // Not one of the built-in's competencies: those keep their own field.
    expect(valuation.competencies).toEqual([]);
  });

  it('a yes/no question: the counts', () => {
    expect(result('onCall', 'yes_no')).toMatchObject({ yes: 2, no: 1, count: 3 });
  });

  it('a choice: the distribution over its options, one or several per referee', () => {
    expect(result('workStyle', 'choice')).toMatchObject({
      multiple: false,
      count: 3,
      distribution: [
        { option: 'Independently', count: 0 },
        { option: 'In a small team', count: 2 },
        { option: 'Leading others', count: 1 },
      ],
    });
    expect(result('tools', 'choice')).toMatchObject({
      multiple: true,
      count: 2,
      distribution: [
        { option: 'Go', count: 1 },
        { option: 'Rust', count: 0 },
        { option: 'SQL', count: 2 },
      ],
    });
  });

  it("a number: each referee's value, the mean and the range", () => {
    expect(result('teamSize', 'number')).toMatchObject({
      values: [
        { refereeName: 'Alice Smith', value: 6 },
        { refereeName: 'Bob Jones', value: 9 },
      ],
      mean: 7.5,
      min: 6,
      max: 9,
      count: 2,
    });
  });

  it('a text question: every answer whole, with its referee', () => {
    expect(result('bestWork', 'text').quotes).toEqual([
      { refereeName: 'Alice Smith', text: LONG_ANSWER.trim() },
      { refereeName: 'Bob Jones', text: 'The migration 🚀 went out without downtime.' },
    ]);
  });

  it('leaves out a value of the wrong kind instead of failing', () => {
    const input = everyKindValuationInput();
    input.responses[0]!.answers = {
      ownership: 7,
      craft: '5',
      onCall: 'yes',
      workStyle: 'Remote',
      tools: ['Go', 3],
      teamSize: 'six',
      bestWork: 42,
    };
    const odd = computeValuation(input);
    const byKey = new Map(odd.questions!.map((q) => [q.key, q]));
    expect(byKey.get('ownership')).toMatchObject({ count: 2, mean: 4.5 });
    expect(byKey.get('craft')).toMatchObject({ count: 1 });
    expect(byKey.get('onCall')).toMatchObject({ count: 2, yes: 1, no: 1 });
    expect(byKey.get('workStyle')).toMatchObject({ count: 2 });
    expect(byKey.get('tools')).toMatchObject({ count: 2 });
    expect(byKey.get('teamSize')).toMatchObject({ count: 1, mean: 9 });
    expect(byKey.get('bestWork')).toMatchObject({ count: 1 });
  });

  it('with no answers at all: no means, zero counts, no overall score', () => {
    const input = everyKindValuationInput();
    for (const r of input.responses) r.answers = {};
    const empty = computeValuation(input);
    expect(empty.overall).toEqual({ score: null, percent: null, competenciesRated: 0 });
    expect(empty.agreement).toBeNull();
    expect(empty.questions!.every((q) => q.count === 0)).toBe(true);
  });

  it('the built-in questionnaire by default: its ratings nested under `ratings`, its keys summarised', () => {
    const input = everyKindValuationInput();
    delete input.questionnaire;
    input.responses[0]!.answers = {
      ratings: { communication: 4, teamwork: 5 },
      strengths: 'Calm.',
      wouldRehire: true,
      monthsKnown: 12,
    };
    const builtin = computeValuation(input);
    expect(builtin.questionnaire).toEqual({
      id: 'qst_builtin',
      version: 1,
      name: 'Standard reference check',
    });
    expect(builtin.competencies.map((c) => [c.key, c.mean])).toEqual([
      ['communication', 4],
      ['technical_skill', null],
      ['teamwork', 5],
      ['reliability', null],
      ['problem_solving', null],
      ['leadership', null],
    ]);
    expect(builtin.overall.score).toBe(4.5);
    const summarised = Object.fromEntries(builtin.questions!.map((q) => [q.key, q.summarisedIn]));
    expect(summarised).toMatchObject({
      relationship: 'referees',
      communication: null,
      strengths: 'highlights',
      improvements: 'concerns',
      wouldRehire: 'referees',
      monthsKnown: 'referees',
      comments: null,
    });
  });

  it('a version stored before questionnaires reads as the built-in with its competencies as ratings', () => {
    const { questionnaire, questions, ...legacy } = computeValuation({
      ...everyKindValuationInput(),
      questionnaire: undefined,
      responses: [],
    });
    expect(questionnaire && questions).toBeTruthy();
    const read = withQuestions(legacy);
    expect(read.questionnaire.id).toBe('qst_builtin');
    expect(read.questions.map((q) => q.kind)).toEqual([...Array(6).fill('rating'), 'yes_no']);
    // Its would-rehire tally is the `rehire` question's: the headline keeps it.
    expect(read.questions.at(-1)).toMatchObject({ purpose: 'rehire', yes: 0, no: 0 });
  });
});
