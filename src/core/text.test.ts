import { describe, expect, it } from 'vitest';
import { isStorableText } from './schemas.ts';
import { toWellFormed, truncateText, truncateWithEllipsis, wellFormedDeep } from './text.ts';

describe('truncateText', () => {
  it('keeps text within the limit as it is', () => {
    expect(truncateText('hello', 5)).toBe('hello');
    expect(truncateText('', 0)).toBe('');
  });

  it('never cuts a surrogate pair: an emoji across the limit is left out whole', () => {
    const text = 'ab👍cd'; // 👍 is two code units, at 2 and 3
    expect(truncateText(text, 3)).toBe('ab');
    expect(truncateText(text, 4)).toBe('ab👍');
    for (let max = 0; max <= text.length; max += 1) {
      expect(isStorableText(truncateText(text, max))).toBe(true);
    }
  });

  it('keeps grapheme clusters whole (skin tones, ZWJ families, combining marks)', () => {
    expect(truncateText('x👍🏽', 4)).toBe('x');
    expect(truncateText('x👨‍👩‍👧', 6)).toBe('x');
    expect(truncateText('Zoe\u0301!', 3)).toBe('Zo');
    expect(truncateText('Zoe\u0301!', 4)).toBe('Zoe\u0301');
  });

  it('answers at most maxUnits code units', () => {
    const text = '👍'.repeat(50);
    for (const max of [0, 1, 2, 3, 49, 50, 51]) {
      expect(truncateText(text, max).length).toBeLessThanOrEqual(max);
    }
  });
});

describe('truncateWithEllipsis', () => {
  it('adds an ellipsis only when it cut, and stays within the limit', () => {
    expect(truncateWithEllipsis('short', 10)).toBe('short');
    expect(truncateWithEllipsis('abcdefg👍x', 9)).toBe('abcdefg…');
    expect(truncateWithEllipsis('abcdefg👍x', 9).length).toBeLessThanOrEqual(9);
  });
});

describe('toWellFormed and wellFormedDeep', () => {
  it('replaces lone surrogates with U+FFFD and keeps pairs', () => {
    expect(toWellFormed('a\ud83db')).toBe('a\ufffdb');
    expect(toWellFormed('\udc00👍\ud800')).toBe('\ufffd👍\ufffd');
  });

  it('repairs every string of plain data and keeps dates and numbers', () => {
    const when = new Date('2026-11-02T09:00:00Z');
    expect(
      wellFormedDeep({ name: 'x\ud800', list: ['\udc00', 1], when, nested: { ok: true } }),
    ).toEqual({ name: 'x\ufffd', list: ['\ufffd', 1], when, nested: { ok: true } });
  });
});
