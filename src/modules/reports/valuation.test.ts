import { describe, expect, it } from 'vitest';
import { computeValuation, excerpt, round, type ValuationInput } from './valuation.ts';

/** Three referees with hand-computed figures (see the expectations below). */
function threeRefereeInput(): ValuationInput {
  return {
    candidate: { firstName: 'Ada', lastName: 'Lovelace' },
    roleTitle: 'Staff Engineer',
    tenantName: 'Acme Recruiting',
    invitedCount: 4,
    responses: [
      {
        responseId: 'resp_c',
        contactId: 'ct_c',
        refereeName: 'Carol White',
        relationship: 'direct report',
        completedAt: '2026-10-03T10:00:00Z',
        answers: {
          ratings: { communication: 3, technical_skill: 5, teamwork: 4 },
          wouldRehire: false,
          improvements: 'Sometimes misses deadlines.',
        },
      },
      {
        responseId: 'resp_a',
        contactId: 'ct_a',
        refereeName: 'Alice Smith',
        relationship: 'manager',
        completedAt: '2026-10-01T10:00:00Z',
        answers: {
          ratings: { communication: 5, technical_skill: 4, teamwork: 5, reliability: 4 },
          wouldRehire: true,
          monthsKnown: 30,
          strengths: 'Clear communicator who unblocks the team.',
          improvements: 'Could delegate more.',
        },
      },
      {
        responseId: 'resp_b',
        contactId: 'ct_b',
        refereeName: 'Bob Jones',
        relationship: null,
        completedAt: '2026-10-02T10:00:00Z',
        answers: {
          relationship: 'peer on the platform team',
          ratings: {
            communication: 4,
            technical_skill: 4,
            teamwork: 3,
            reliability: 5,
            problem_solving: 4,
          },
          wouldRehire: true,
          comments: 'Would work with her again.',
        },
      },
    ],
    trustSignals: [
      {
        id: 'sig_1',
        kind: 'shared_ip',
        severity: 'medium',
        status: 'dismissed',
        details: { contacts: 2 },
        reviewNote: 'Same office.',
      },
    ],
  };
}

describe('computeValuation', () => {
  const valuation = computeValuation(threeRefereeInput());

  it('scores each competency: mean, population standard deviation, min, max, count', () => {
    expect(valuation.competencies).toEqual([
      {
        key: 'communication',
        label: 'Communication',
        mean: 4,
        stdDev: expect.closeTo(0.8165, 4),
        min: 3,
        max: 5,
        count: 3,
      },
      {
        key: 'technical_skill',
        label: 'Technical skill',
        mean: expect.closeTo(4.3333, 4),
        stdDev: expect.closeTo(0.4714, 4),
        min: 4,
        max: 5,
        count: 3,
      },
      {
        key: 'teamwork',
        label: 'Teamwork',
        mean: 4,
        stdDev: expect.closeTo(0.8165, 4),
        min: 3,
        max: 5,
        count: 3,
      },
      {
        key: 'reliability',
        label: 'Reliability',
        mean: 4.5,
        stdDev: 0.5,
        min: 4,
        max: 5,
        count: 2,
      },
      {
        key: 'problem_solving',
        label: 'Problem solving',
        mean: 4,
        stdDev: 0,
        min: 4,
        max: 4,
        count: 1,
      },
      {
        key: 'leadership',
        label: 'Leadership',
        mean: null,
        stdDev: null,
        min: null,
        max: null,
        count: 0,
      },
    ]);
  });

  it('averages the rated competencies into the overall score, unrounded (displays round once)', () => {
    // (4 + 4.3333 + 4 + 4.5 + 4) / 5 = 4.16667; (4.16667 − 1) / 4 × 100 = 79.17
    expect(valuation.overall).toEqual({
      score: expect.closeTo(4.16667, 5),
      percent: expect.closeTo(79.1667, 4),
      competenciesRated: 5,
    });
  });

  it('computes the would-rehire share over referees who answered it', () => {
    expect(valuation.wouldRehire).toEqual({
      yes: 2,
      no: 1,
      unknown: 0,
      share: expect.closeTo(0.6667, 4),
    });
  });

  it('measures agreement as 1 − mean spread / 2 over competencies with two or more ratings', () => {
    // spreads 0.8165, 0.4714, 0.8165, 0.5 → mean 0.6511 → 1 − 0.3256 = 0.6745
    expect(valuation.agreement).toEqual({ score: expect.closeTo(0.6745, 4), level: 'medium' });
  });

  it('orders referees by completion and counts invited vs answered', () => {
    expect(valuation.referees.map((r) => r.name)).toEqual([
      'Alice Smith',
      'Bob Jones',
      'Carol White',
    ]);
    expect(valuation.referees[1]!.relationship).toBe('peer on the platform team');
    expect(valuation.referees[0]).toMatchObject({ monthsKnown: 30, wouldRehire: true });
    expect(valuation.counts).toEqual({ invited: 4, answered: 3 });
    expect(valuation.candidate.name).toBe('Ada Lovelace');
  });

  it('quotes highlights and concerns with the referee name', () => {
    expect(valuation.highlights).toEqual([
      {
        refereeName: 'Alice Smith',
        source: 'strengths',
        text: 'Clear communicator who unblocks the team.',
      },
    ]);
    // "Anything else" has no purpose: it is answered under its own prompt, not quoted as a highlight.
    const comments = valuation.questions?.find((q) => q.key === 'comments');
    expect(comments).toMatchObject({
      summarisedIn: null,
      quotes: [{ refereeName: 'Bob Jones', text: 'Would work with her again.' }],
    });
    expect(valuation.concerns).toEqual([
      { refereeName: 'Alice Smith', source: 'improvements', text: 'Could delegate more.' },
      { refereeName: 'Carol White', source: 'improvements', text: 'Sometimes misses deadlines.' },
      { refereeName: 'Carol White', source: 'would_rehire', text: 'Would not rehire.' },
    ]);
  });

  it('carries trust signals with their review status', () => {
    expect(valuation.trustSignals).toEqual([
      {
        id: 'sig_1',
        kind: 'shared_ip',
        severity: 'medium',
        status: 'dismissed',
        details: { contacts: 2 },
        reviewNote: 'Same office.',
      },
    ]);
  });

  it('is deterministic whatever the input order', () => {
    const input = threeRefereeInput();
    input.responses.reverse();
    expect(computeValuation(input)).toEqual(valuation);
  });

  it('has no agreement with a single referee and no scores without ratings', () => {
    const single = computeValuation({
      ...threeRefereeInput(),
      invitedCount: 0,
      responses: [
        {
          responseId: 'resp_x',
          contactId: 'ct_x',
          refereeName: 'Xavier',
          relationship: null,
          completedAt: new Date('2026-10-01T00:00:00Z'),
          answers: { ratings: {} },
        },
      ],
    });
    expect(single.agreement).toBeNull();
    expect(single.overall).toEqual({ score: null, percent: null, competenciesRated: 0 });
    expect(single.wouldRehire.share).toBeNull();
    expect(single.counts).toEqual({ invited: 1, answered: 1 });
  });

  it('labels agreement high when referees rate alike and low when they differ widely', () => {
    const make = (a: 1 | 5, b: 1 | 5) =>
      computeValuation({
        ...threeRefereeInput(),
        responses: [
          {
            responseId: 'r1',
            contactId: 'c1',
            refereeName: 'One',
            relationship: null,
            completedAt: '2026-10-01T00:00:00Z',
            answers: { ratings: { teamwork: a } },
          },
          {
            responseId: 'r2',
            contactId: 'c2',
            refereeName: 'Two',
            relationship: null,
            completedAt: '2026-10-02T00:00:00Z',
            answers: { ratings: { teamwork: b } },
          },
        ],
      }).agreement;
    expect(make(5, 5)).toEqual({ score: 1, level: 'high' });
    expect(make(1, 5)).toEqual({ score: 0, level: 'low' });
  });
});

describe('excerpt and round', () => {
  it('cuts long text at a word boundary with an ellipsis', () => {
    const text = `${'word '.repeat(60)}end`;
    const cut = excerpt(text, 40);
    expect(cut.length).toBeLessThanOrEqual(40);
    expect(cut.endsWith('word…')).toBe(true);
    expect(excerpt('  short\n text ')).toBe('short text');
  });

  it('rounds half up at two decimals', () => {
    expect(round(1.005)).toBe(1.01);
    expect(round(79.16666, 1)).toBe(79.2);
  });
});
