import type { Question } from '../questionnaires/questionnaires.schemas.ts';
import type { ValuationInput } from './valuation.ts';

/** A custom questionnaire with a question of every kind, for the valuation, API, page and PDF tests. */
export const EVERY_KIND_QUESTIONS: Question[] = [
  {
    key: 'ownership',
    kind: 'rating',
    prompt: 'How much ownership did they take, from 1 to 5?',
    required: true,
    label: 'Ownership',
  },
  {
    key: 'craft',
    kind: 'rating',
    prompt: 'How good is their craft, from 1 to 5?',
    required: false,
    label: 'Craft',
  },
  { key: 'onCall', kind: 'yes_no', prompt: 'Did they take part in on-call?', required: false },
  {
    key: 'workStyle',
    kind: 'choice',
    prompt: 'Which best describes how they work?',
    required: false,
    options: ['Independently', 'In a small team', 'Leading others'],
    multiple: false,
  },
  {
    key: 'tools',
    kind: 'choice',
    prompt: 'Which tools did they use?',
    required: false,
    options: ['Go', 'Rust', 'SQL'],
    multiple: true,
  },
  {
    key: 'teamSize',
    kind: 'number',
    prompt: 'How many people were on the team?',
    required: false,
    min: 0,
    max: 1000,
  },
  { key: 'bestWork', kind: 'text', prompt: 'What was their best work?', required: false },
];

/** Long enough that a cut would show: the report keeps every word. */
export const LONG_ANSWER = `${'She rebuilt the billing pipeline end to end, '.repeat(8)}and the last words are here.`;

/**
 * Three referees: ownership 4, 5, 4 and craft 4.5-ish (4, 5) → means 4.3333
 * and 4.5, overall 4.41667; onCall yes, yes, no; workStyle 2 × "In a small
 * team", 1 × "Leading others"; tools Go+SQL, SQL; teamSize 6, 9; bestWork
 * two answers, one long, one with an emoji.
 */
export const EVERY_KIND_ANSWERS: Record<string, unknown>[] = [
  {
    ownership: 4,
    craft: 4,
    onCall: true,
    workStyle: 'In a small team',
    tools: ['Go', 'SQL'],
    teamSize: 6,
    bestWork: LONG_ANSWER,
  },
  {
    ownership: 5,
    craft: 5,
    onCall: true,
    workStyle: 'Leading others',
    tools: ['SQL'],
    teamSize: 9,
    bestWork: 'The migration 🚀 went out without downtime.',
  },
  { ownership: 4, onCall: false, workStyle: 'In a small team' },
];

export const EVERY_KIND_REFEREES = ['Alice Smith', 'Bob Jones', 'Carol White'];

export function everyKindValuationInput(): ValuationInput {
  return {
    candidate: { firstName: 'Ana', lastName: 'García' },
    roleTitle: 'Platform Engineer',
    tenantName: 'Acme Recruiting',
    invitedCount: 3,
    questionnaire: {
      id: 'qst_custom',
      version: 2,
      name: 'Engineering references',
      questions: EVERY_KIND_QUESTIONS,
    },
    responses: EVERY_KIND_ANSWERS.map((answers, i) => ({
      responseId: `resp_${i}`,
      contactId: `ct_${i}`,
      refereeName: EVERY_KIND_REFEREES[i]!,
      relationship: 'manager',
      completedAt: new Date(Date.UTC(2026, 10, 1 + i)),
      answers,
    })),
    trustSignals: [],
  };
}
