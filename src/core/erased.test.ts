import { describe, expect, it } from 'vitest';
import { ERASED, eraseTexts, eraseWords } from './erased.ts';

describe('eraseWords', () => {
  it('replaces whole needles in any case, never inside a longer word', () => {
    const json = JSON.stringify({ level: 'high', severity: 'Eve said', email: 'eve@example.org' });
    expect(JSON.parse(eraseWords(json, ['eve@example.org', 'Eve']))).toEqual({
      level: 'high',
      severity: `${ERASED} said`,
      email: ERASED,
    });
  });

  it('takes needles literally, phone numbers and dots included', () => {
    expect(
      eraseWords('call +14155551005 or a.b@c.de; not a-b@c.de', ['+14155551005', 'a.b@c.de']),
    ).toBe(`call ${ERASED} or ${ERASED}; not a-b@c.de`);
  });
});

describe('eraseTexts', () => {
  const answer = 'She rebuilt the billing service.\n\n\nAnd mentored two juniors.';

  it('erases a string that is an answer, whitespace aside, or an excerpt of one', () => {
    const report = {
      quotes: [
        {
          refereeName: 'Bob',
          text: 'She rebuilt the billing service.\n\nAnd mentored two juniors.',
        },
        { refereeName: 'Bob', text: 'She rebuilt the billing…' },
        { refereeName: 'Cy', text: 'Kept' },
      ],
      score: 4,
      yes: true,
    };
    expect(eraseTexts(report, [answer])).toEqual({
      quotes: [
        { refereeName: 'Bob', text: ERASED },
        { refereeName: 'Bob', text: ERASED },
        { refereeName: 'Cy', text: 'Kept' },
      ],
      score: 4,
      yes: true,
    });
  });

  it('erases an answer inside a longer string, and short answers only whole', () => {
    const texts = ['Great at SQL and at mentoring', 'ok'];
    expect(eraseTexts('Bob said: Great at SQL and at mentoring. Thanks', texts)).toBe(
      `Bob said: ${ERASED}. Thanks`,
    );
    expect(eraseTexts(['ok', 'looks ok', 'Great  at SQL and\nat mentoring!'], texts)).toEqual([
      ERASED,
      'looks ok',
      ERASED,
    ]);
  });
});
