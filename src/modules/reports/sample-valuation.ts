import { COMPETENCY_NAMES, type RefereeAnswers } from '../participants/referee-answers.ts';
import type { ValuationInput } from './valuation.ts';

const NAMES = [
  'Alice Smith',
  'Bob Jones',
  'Carol White',
  'Dmitri Ivanov',
  'Eve Martin',
  'Farah Khan',
];
const RELATIONSHIPS = ['manager', 'peer', 'direct report', 'client', 'skip-level manager'];

/**
 * A synthetic, deterministic valuation input with `refereeCount` referees,
 * for the PDF benchmark and layout tests (no database, no randomness).
 */
export function sampleValuationInput(refereeCount = 5): ValuationInput {
  const responses = Array.from({ length: refereeCount }, (_, i) => {
    const ratings: RefereeAnswers['ratings'] = {};
    COMPETENCY_NAMES.forEach((key, k) => {
      // Skip one competency per referee so counts differ; ratings 2–5.
      if ((i + k) % 6 !== 5) ratings[key] = 2 + ((i * 3 + k * 2) % 4);
    });
    return {
      responseId: `resp_sample${i}`,
      contactId: `ct_sample${i}`,
      refereeName: NAMES[i % NAMES.length]!,
      relationship: RELATIONSHIPS[i % RELATIONSHIPS.length]!,
      completedAt: new Date(Date.UTC(2026, 9, 1 + i, 10)),
      answers: {
        ratings,
        monthsKnown: 12 + i * 6,
        wouldRehire: i % 4 !== 3,
        strengths:
          'Takes ownership of hard problems and explains trade-offs clearly to the whole team, ' +
          'including people outside engineering; mentored two juniors into solid contributors.',
        improvements:
          i % 2 === 0 ? 'Could delegate more instead of fixing everything personally.' : undefined,
        comments: i === 1 ? 'I would hire her again tomorrow.' : undefined,
      },
    };
  });
  return {
    candidate: { firstName: 'Ada', lastName: 'Lovelace' },
    roleTitle: 'Staff Software Engineer',
    tenantName: 'Acme Recruiting',
    invitedCount: refereeCount + 1,
    responses,
    trustSignals: [
      {
        kind: 'shared_ip_address',
        severity: 'medium',
        status: 'dismissed',
        reviewNote: 'Same office.',
      },
      { kind: 'fast_completion', severity: 'low', status: 'open' },
    ],
  };
}
