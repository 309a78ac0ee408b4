import { describe, expect, it } from 'vitest';
import type { Question } from '../../questionnaires/questionnaires.schemas.ts';
import type { RefereeContext } from './agent.types.ts';
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
