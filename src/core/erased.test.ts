import { describe, expect, it } from 'vitest';
import { ERASED, eraseWords } from './erased.ts';

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
