import { describe, expect, it } from 'vitest';
import { formatScore } from './score.ts';

describe('formatScore: one decimal, half up, on every display', () => {
  it('rounds a half up, where toFixed and binary fractions would not', () => {
    expect(formatScore(4.25)).toBe('4.3');
    // 4.35 is stored as 4.3499999…: toFixed(1) gives 4.3.
    expect(formatScore(4.35)).toBe('4.4');
    expect(formatScore(1.45)).toBe('1.5');
    expect(formatScore(4.24)).toBe('4.2');
  });

  it('reads floating-point noise as the number it stands for', () => {
    expect(formatScore(4.249999999999999)).toBe('4.3');
    expect(formatScore((4 + 13 / 3 + 4 + 4.5 + 4) / 5)).toBe('4.2');
  });

  it('always shows one decimal', () => {
    expect(formatScore(5)).toBe('5.0');
    expect(formatScore(1)).toBe('1.0');
    expect(formatScore(0)).toBe('0.0');
  });

  it('rounds a negative half away from zero and never shows a negative zero', () => {
    expect(formatScore(-4.25)).toBe('-4.3');
    expect(formatScore(-0.04)).toBe('0.0');
    expect(formatScore(-0)).toBe('0.0');
  });

  it('shows a dash for no figure', () => {
    expect(formatScore(null)).toBe('–');
    expect(formatScore(undefined)).toBe('–');
    expect(formatScore(Number.NaN)).toBe('–');
    expect(formatScore(Number.POSITIVE_INFINITY)).toBe('–');
  });
});
